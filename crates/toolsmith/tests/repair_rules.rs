//! One fixture per rule of syntax repair (`tests/repair_rules/<rule>/`:
//! `broken.py` as a person saved it, `meant.py` as they meant it): each is
//! repaired to what was meant by a change of its own rule, and every rule
//! in the table has its fixture.

use std::path::PathBuf;

use toolsmith::repair::{SyntaxRepairOptions, repair_code, syntax_rules};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/repair_rules")
}

fn read(path: PathBuf) -> String {
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_rule_has_a_fixture_and_none_is_left_over() {
    let mut on_disk: Vec<String> = std::fs::read_dir(fixtures())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    let mut rules: Vec<String> = syntax_rules().iter().map(|r| r.to_string()).collect();
    rules.sort();
    assert_eq!(on_disk, rules);
}

#[test]
fn each_rules_fixture_is_repaired_as_meant_by_that_rule() {
    let mut failed = Vec::new();
    for rule in syntax_rules() {
        let dir = fixtures().join(rule);
        let broken = read(dir.join("broken.py"));
        let meant = read(dir.join("meant.py"));
        let result = repair_code("broken.py", &broken, &SyntaxRepairOptions::default());
        let Some(best) = result.candidates.first() else {
            failed.push(format!("{rule}: no candidate"));
            continue;
        };
        let kinds: Vec<String> = best
            .edits
            .iter()
            .map(|e| {
                serde_json::to_value(e.kind)
                    .unwrap()
                    .as_str()
                    .unwrap_or("")
                    .to_string()
            })
            .collect();
        if best.code != meant {
            failed.push(format!("{rule}: repaired as\n{}", best.code));
        } else if !kinds.iter().any(|k| k == rule) {
            failed.push(format!("{rule}: repaired by {kinds:?}"));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
