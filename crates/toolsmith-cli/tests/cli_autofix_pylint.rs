//! `autofix --pylint` through the real binary, judged by real pylint: over
//! hand-made messy modules, the repository's datasets and a sample of the
//! standard library, every score the result gives is pylint's own on the
//! file as it ends, no file's score falls, every file compiles, the
//! messages said fixed are gone, and the messages the table answers are
//! fixed where ruff's fixes reach them. Dry runs write nothing; undo
//! restores.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// Messy modules, each with the pylint messages it must lose.
const MESSY: &[(&str, &str, &[&str])] = &[
    (
        "imports.py",
        "\"\"\"Imports.\"\"\"\nimport os\nimport sys\nimport json\nimport os\n\nprint(sys.argv)\n",
        &["unused-import", "reimported"],
    ),
    (
        "classes.py",
        "\"\"\"Classes.\"\"\"\n\n\nclass Base(object):\n    \"\"\"Base.\"\"\"\n\n    def __init__(self, value):\n        self.value = value;\n\n\nclass Child(Base):\n    \"\"\"Child.\"\"\"\n\n    def __init__(self, value):\n        super(Child, self).__init__(value)\n",
        &[
            "useless-object-inheritance",
            "super-with-arguments",
            "unnecessary-semicolon",
        ],
    ),
    (
        "returns.py",
        "\"\"\"Returns.\"\"\"\n\n\ndef sign(number):\n    \"\"\"Sign.\"\"\"\n    if number > 0:\n        return 1\n    else:\n        return -1\n\n\ndef check(value):\n    \"\"\"Check.\"\"\"\n    if value < 0:\n        raise ValueError(value)\n    else:\n        return value\n",
        &["no-else-return", "no-else-raise"],
    ),
    (
        "loops.py",
        "\"\"\"Loops.\"\"\"\n\n\ndef first(items):\n    \"\"\"First even.\"\"\"\n    for item in items:\n        if item % 2:\n            continue\n        else:\n            return item\n    return None\n\n\ndef has(key):\n    \"\"\"Has.\"\"\"\n    table = {\"a\": 1}\n    return key in table.keys()\n",
        &["no-else-continue", "consider-iterating-dictionary"],
    ),
    (
        "literals.py",
        "\"\"\"Literals.\"\"\"\n\n\ndef make():\n    \"\"\"Make.\"\"\"\n    names = list()\n    table = dict()\n    evens = set([n for n in range(10) if n % 2 == 0])\n    return names, table, evens, f\"plain\"\n",
        &[
            "use-list-literal",
            "use-dict-literal",
            "consider-using-set-comprehension",
            "f-string-without-interpolation",
        ],
    ),
    (
        "whitespace.py",
        "\"\"\"Whitespace.\"\"\"\n\nVALUE = 1   \n\n\ndef show():\n    \"\"\"Show.\"\"\"\n    print(VALUE)\n\n\n\n",
        &["trailing-whitespace", "trailing-newlines"],
    ),
    (
        "comparisons.py",
        "\"\"\"Comparisons.\"\"\"\n\n\ndef kind(value):\n    \"\"\"Kind.\"\"\"\n    if value == 1 or value == 2:\n        return \"small\"\n    return u\"large\"\n",
        &["consider-using-in", "redundant-u-string-prefix"],
    ),
];

fn toolsmith(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    common::run_in(dir, args, &[])
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// pylint's verdict on a file as it is now, through `lint` (the pinned
/// pylint, whose score the lint tests prove equal to pylint's own CLI).
fn pylint(dir: &Path, file: &str) -> (f64, BTreeMap<String, usize>) {
    let (code, out, err) = toolsmith(dir, &["lint", file, "--all-issues", "--json"]);
    assert!(code.is_some_and(|c| c <= 1), "lint {file}: {out}{err}");
    let report = json(&out);
    let mut counts = BTreeMap::new();
    for issue in report["all_issues"].as_array().unwrap() {
        *counts
            .entry(issue["symbol"].as_str().unwrap().to_string())
            .or_insert(0) += 1;
    }
    (report["score_exact"].as_f64().unwrap(), counts)
}

fn compiles(file: &Path) -> bool {
    Command::new("python3")
        .args([
            "-c",
            "import sys; compile(open(sys.argv[1], 'rb').read(), 'f', 'exec')",
        ])
        .arg(file)
        .status()
        .unwrap()
        .success()
}

/// Standard-library modules of moderate size, every `step`-th.
fn stdlib_sample(count: usize) -> Vec<(String, Vec<u8>)> {
    let out = Command::new("python3")
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()
        .unwrap();
    let root = String::from_utf8(out.stdout).unwrap().trim().to_string();
    let mut files: Vec<_> = fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .filter(|p| fs::metadata(p).is_ok_and(|m| (2_000..12_000).contains(&m.len())))
        .collect();
    files.sort();
    let step = (files.len() / count).max(1);
    files
        .iter()
        .step_by(step)
        .take(count)
        .map(|p| {
            let name = format!("stdlib_{}", p.file_name().unwrap().to_string_lossy());
            (name, fs::read(p).unwrap())
        })
        .collect()
}

#[test]
fn scores_are_pylints_never_fall_and_the_answered_messages_go() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    let corpus = dir.join("sandbox/corpus");
    fs::create_dir_all(&corpus).unwrap();
    for (name, text, _) in MESSY {
        fs::write(corpus.join(name), text).unwrap();
    }
    for name in ["calculator.py", "clean.py", "broken.py"] {
        fs::copy(
            common::datasets().join("messy_project").join(name),
            corpus.join(name),
        )
        .unwrap();
    }
    for (name, bytes) in stdlib_sample(8) {
        fs::write(corpus.join(name), bytes).unwrap();
    }
    let before = common::snapshot(&corpus);

    // A dry run writes nothing, and says what a run would do.
    let (code, out, err) = toolsmith(
        dir,
        &[
            "autofix",
            "--pylint",
            "--unsafe",
            "--dry-run",
            "sandbox/corpus",
            "--json",
        ],
    );
    // Exit 1: the file that does not compile is left alone, and said so.
    assert_eq!(code, Some(1), "{out}{err}");
    assert_eq!(common::snapshot(&corpus), before);
    let dry = json(&out);

    let (code, out, err) = toolsmith(
        dir,
        &[
            "autofix",
            "--pylint",
            "--unsafe",
            "sandbox/corpus",
            "--json",
        ],
    );
    assert_eq!(code, Some(1), "{out}{err}");
    let result = json(&out);
    assert_eq!(result["files_changed"], dry["files_changed"]);
    let files = result["files"].as_array().unwrap();
    let mut rises = 0;
    for file in files {
        let name = file["file_path"].as_str().unwrap();
        if file.get("error").is_some() {
            // Only the dataset's file that does not compile is left alone.
            assert!(name.ends_with("broken.py"), "{file}");
            continue;
        }
        let path = dir.join(name);
        let change = &file["pylint"];
        let (score, counts) = pylint(dir, name);
        assert!(compiles(&path), "{name} does not compile");
        assert_eq!(change["score_after"].as_f64().unwrap(), score, "{name}");
        let score_before = change["score_before"].as_f64().unwrap();
        assert!(score >= score_before, "{name}: {score_before} -> {score}");
        if file["changed"] == true {
            rises += usize::from(score > score_before);
        } else {
            assert_eq!(
                fs::read(&path).unwrap(),
                before[&name["sandbox/corpus/".len()..]]
            );
        }
        for fixed in change["fixed"].as_array().unwrap() {
            let symbol = fixed["symbol"].as_str().unwrap();
            let left = counts.get(symbol).copied().unwrap_or(0);
            let said = change["remaining"]
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r["symbol"] == symbol)
                .map_or(0, |r| r["count"].as_u64().unwrap() as usize);
            assert_eq!(left, said, "{name}: {symbol} left");
        }
    }
    assert!(rises >= MESSY.len(), "only {rises} scores rose");
    for (name, _, wanted) in MESSY {
        let file = files
            .iter()
            .find(|f| f["file_path"].as_str().unwrap().ends_with(name))
            .unwrap_or_else(|| panic!("{name} not in the result"));
        let fixed: Vec<&str> = file["pylint"]["fixed"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["symbol"].as_str().unwrap())
            .collect();
        for symbol in *wanted {
            assert!(fixed.contains(symbol), "{name}: {symbol} not fixed: {file}");
        }
    }

    // Each changed file can be undone to its original bytes.
    let changed = files.iter().find(|f| f["changed"] == true).unwrap();
    let name = changed["file_path"].as_str().unwrap();
    let (code, out, err) = toolsmith(dir, &["undo", name]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert_eq!(
        fs::read(dir.join(name)).unwrap(),
        before[&name["sandbox/corpus/".len()..]]
    );
}

#[test]
fn safe_fixes_only_unless_unsafe_and_bad_paths_are_refused() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    fs::create_dir_all(dir.join("sandbox")).unwrap();
    // `== None` has only an unsafe fix; the semicolon a safe one.
    let text =
        "\"\"\"M.\"\"\"\n\n\ndef f(x):\n    \"\"\"F.\"\"\"\n    y = 1;\n    return x == None, y\n";
    fs::write(dir.join("sandbox/m.py"), text).unwrap();
    let (code, out, err) = toolsmith(dir, &["autofix", "--pylint", "sandbox/m.py", "--json"]);
    assert_eq!(code, Some(0), "{out}{err}");
    let result = json(&out);
    let change = &result["files"][0]["pylint"];
    let fixed: Vec<&str> = change["fixed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["symbol"].as_str().unwrap())
        .collect();
    assert_eq!(fixed, ["unnecessary-semicolon"], "{result}");
    assert!(
        fs::read_to_string(dir.join("sandbox/m.py"))
            .unwrap()
            .contains("x == None")
    );

    let (code, out, err) = toolsmith(dir, &["autofix", "--pylint", "--unsafe", "sandbox/m.py"]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("pylint: score"), "{out}");
    assert!(
        fs::read_to_string(dir.join("sandbox/m.py"))
            .unwrap()
            .contains("x is None")
    );

    // A link is never written through: the call is refused, the link stays.
    std::os::unix::fs::symlink("m.py", dir.join("sandbox/link.py")).unwrap();
    let (code, _, err) = toolsmith(dir, &["autofix", "--pylint", "sandbox/link.py"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("symbolic link"), "{err}");
    assert!(
        fs::symlink_metadata(dir.join("sandbox/link.py"))
            .unwrap()
            .file_type()
            .is_symlink()
    );

    let (code, _, err) = toolsmith(dir, &["autofix", "--pylint", "../outside.py"]);
    assert_eq!(code, Some(3), "{err}");
    fs::write(dir.join("sandbox/notes.txt"), "x").unwrap();
    let (code, _, err) = toolsmith(dir, &["autofix", "--pylint", "sandbox/notes.txt"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("not a Python file"), "{err}");
}
