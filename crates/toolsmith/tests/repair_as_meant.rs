//! Syntax repair as its author meant it: people's mistakes from class
//! exercises, code written in a hurry and other languages' habits, each in
//! a small file of its own under `tests/repair_as_meant/<rules>/<case>/`
//! (`broken.py` as saved, `meant.py` as meant, `NOTE.txt` on why). A case
//! is filed under the rules its repair takes (`insert`, `close_string+insert`):
//! the first candidate is the text its author meant, made by exactly those
//! rules. The same pairs are the fit's people-like training part
//! (`bench/scripts/fit_repair_weights.py`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::repair::{SyntaxRepairOptions, repair_code, syntax_rules};

fn cases() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/repair_as_meant")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn subdirectories(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .collect();
    found.sort();
    found
}

/// Why a case failed, or `None` when its first candidate is what was meant,
/// made by the rules its folder names.
fn failure(rules: &BTreeSet<String>, case: &Path) -> Option<String> {
    let broken = read(&case.join("broken.py"));
    let meant = read(&case.join("meant.py"));
    if validate(&broken, DEFAULT_TARGET).is_ok() {
        return Some("broken.py compiles".into());
    }
    if let Err(error) = validate(&meant, DEFAULT_TARGET) {
        return Some(format!("meant.py does not compile: {}", error.message));
    }
    let result = repair_code("broken.py", &broken, &SyntaxRepairOptions::default());
    let Some(best) = result.candidates.first() else {
        return Some("no candidate compiles".into());
    };
    if best.code != meant {
        return Some(format!("repaired otherwise:\n{}", best.diff));
    }
    let used: BTreeSet<String> = best
        .edits
        .iter()
        .map(|edit| {
            serde_json::to_value(edit.kind)
                .unwrap()
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    (&used != rules).then(|| format!("repaired as meant, by the rules {used:?}"))
}

#[test]
fn each_case_is_repaired_as_its_author_meant_by_the_rules_it_is_filed_under() {
    let known: BTreeSet<&str> = syntax_rules().into_iter().collect();
    let mut failed = Vec::new();
    let mut count = 0;
    for folder in subdirectories(&cases()) {
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        let rules: BTreeSet<String> = name.split('+').map(str::to_string).collect();
        for rule in &rules {
            assert!(known.contains(rule.as_str()), "{name}: no rule {rule}");
        }
        for case in subdirectories(&folder) {
            count += 1;
            if let Some(why) = failure(&rules, &case) {
                let case_name = case.file_name().unwrap().to_string_lossy().into_owned();
                failed.push(format!("{name}/{case_name}: {why}"));
            }
        }
    }
    assert!(count >= 80, "only {count} cases");
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}
