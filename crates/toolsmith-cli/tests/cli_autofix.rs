//! `autofix` through the real binary against ruff 0.16.4 from PyPI: on a
//! sample of the standard library and on hand-made cases (CRLF, tabs, noqa,
//! `fmt: off`, unsafe fixes, a syntax error), every file ends byte for byte
//! as `ruff check --fix` then `ruff format` leave it (the same rules), ruff
//! afterwards finds none of the fixed codes still fixable, what remains is
//! ruff's own count, and every result compiles. Then what a user relies on:
//! dry runs write nothing, undo restores, links and refusals.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use crate::reference;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

const SELECT: &str = "E,W,F,D,N,PLC,PLE,PLR,PLW";
const IGNORE: &str = "D203,D213";

/// Cases the standard library has few of.
const CASES: &[(&str, &str)] = &[
    (
        "cases/crlf.py",
        "import os\r\nimport sys\r\n\r\ndef f( a,b ):\r\n    return sys.argv[a:b]\r\n",
    ),
    (
        "cases/tabs.py",
        "import json\nclass K:\n\tdef m(self):\n\t\tif self == None:\n\t\t\treturn {'a':1}\n",
    ),
    (
        "cases/noqa.py",
        "import os  # noqa: F401\nimport re\nx = 1;  y = 2\n",
    ),
    (
        "cases/fmt_off.py",
        "import collections\n# fmt: off\nm = [1,0,\n     0,1]\n# fmt: on\nn = [ 1,2 ]\n",
    ),
    (
        "cases/docstrings.py",
        "def f():\n    '''  Return one thing  '''\n    return 1\n\n\nclass C:\n\n    \"\"\"Doc\"\"\"\n    pass\n",
    ),
    ("cases/broken.py", "import os\ndef f(:\n    pass\n"),
];

fn ruff() -> PathBuf {
    reference::reference_venv("ruff", &["ruff==0.16.4"]).join("bin/ruff")
}

/// Every `step`-th module of the standard library that decodes as UTF-8
/// (ruff reads nothing else), test suites left out.
fn stdlib_sample(step: usize) -> Vec<(String, Vec<u8>)> {
    let python = reference::reference_venv("ruff", &["ruff==0.16.4"]).join("bin/python");
    let out = Command::new(python)
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()
        .unwrap();
    let stdlib = PathBuf::from(String::from_utf8(out.stdout).unwrap().trim());
    let mut files = Vec::new();
    let mut stack = vec![stdlib.clone()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let skipped = [
                "test",
                "tests",
                "idle_test",
                "lib2to3",
                "site-packages",
                "venv",
                "__pycache__",
            ];
            if entry.file_type().unwrap().is_dir() {
                if !skipped.contains(&name.as_str()) {
                    stack.push(path);
                }
            } else if entry.file_type().unwrap().is_file() && name.ends_with(".py") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
        .into_iter()
        .step_by(step)
        .filter_map(|path| {
            let bytes = fs::read(&path).unwrap();
            std::str::from_utf8(&bytes).ok()?;
            let relative = path.strip_prefix(&stdlib).unwrap().display().to_string();
            Some((format!("stdlib/{relative}"), bytes))
        })
        .collect()
}

fn plant(root: &Path, files: &[(String, Vec<u8>)]) {
    for (name, bytes) in files {
        let path = root.join(name);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, bytes).unwrap();
    }
}

fn toolsmith(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let state = dir.join("state");
    common::run_in(dir, args, &[("TOOLSMITH_STATE_DIR", &state)])
}

fn ruff_run(args: &[&str], dir: &Path) -> std::process::Output {
    Command::new(ruff())
        .args(args)
        .args(["--isolated", "--no-cache", "--target-version", "py311"])
        .arg(dir)
        .output()
        .unwrap()
}

/// ruff's diagnostics per file (relative name), after the fact.
fn ruff_diagnostics(dir: &Path) -> BTreeMap<String, Vec<Value>> {
    let out = ruff_run(
        &[
            "check",
            "--select",
            SELECT,
            "--ignore",
            IGNORE,
            "--output-format",
            "json",
            "--exit-zero",
        ],
        dir,
    );
    let all: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "ruff check json ({e}): {}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    let mut by_file: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for diagnostic in all.as_array().unwrap() {
        let file = Path::new(diagnostic["filename"].as_str().unwrap())
            .strip_prefix(dir)
            .unwrap()
            .display()
            .to_string();
        by_file.entry(file).or_default().push(diagnostic.clone());
    }
    by_file
}

/// One mode: our autofix of one copy, ruff's of another, compared.
fn compare_with_ruff(files: &[(String, Vec<u8>)], ours_flags: &[&str], ruff_fix: &[&str]) {
    let temp = tempfile::tempdir().unwrap();
    let (ours, theirs) = (temp.path().join("sandbox"), temp.path().join("theirs"));
    plant(&ours, files);
    plant(&theirs, files);

    let mut args = vec!["--no-log", "--json", "autofix", "sandbox"];
    args.extend(ours_flags);
    let (code, stdout, stderr) = toolsmith(temp.path(), &args);
    let result: Value =
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("no JSON ({e}): {stdout}{stderr}"));
    // The syntax error is left alone, and says so: exit 1.
    assert_eq!(code, Some(1), "{stderr}");
    let left_alone: Vec<&str> = result["files"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["error"].is_string())
        .map(|f| f["file_path"].as_str().unwrap())
        .collect();
    assert_eq!(left_alone, ["sandbox/cases/broken.py"], "{stdout}");

    let mut check = vec![
        "check",
        "--fix",
        "--select",
        SELECT,
        "--ignore",
        IGNORE,
        "--exit-zero",
    ];
    check.extend(ruff_fix);
    let out = ruff_run(&check, &theirs);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    if !ours_flags.contains(&"--no-format") {
        // Exit 2 for the file with a syntax error; the others are formatted.
        ruff_run(&["format"], &theirs);
    }

    let (mine, reference) = (common::snapshot(&ours), common::snapshot(&theirs));
    assert_eq!(mine.len(), reference.len());
    let mut differing = Vec::new();
    for (name, bytes) in &mine {
        if reference[name] != *bytes {
            differing.push(name.clone());
        }
    }
    assert_eq!(differing, Vec::<String>::new(), "not as ruff leaves them");
    let changed = result["files_changed"].as_u64().unwrap();
    assert!(changed > 10, "too few changes to prove anything: {changed}");

    // Afterwards ruff finds none of the fixed codes with a fix it would apply,
    // and what remains is ruff's own count.
    let applicable: &[&str] = if ruff_fix.contains(&"--unsafe-fixes") {
        &["safe", "unsafe"]
    } else {
        &["safe"]
    };
    let after = ruff_diagnostics(&ours);
    for file in result["files"].as_array().unwrap() {
        if file["error"].is_string() {
            continue;
        }
        let name = file["file_path"]
            .as_str()
            .unwrap()
            .strip_prefix("sandbox/")
            .unwrap();
        let theirs = after.get(name).cloned().unwrap_or_default();
        let fixed: BTreeSet<&str> = file["fixed"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["code"].as_str().unwrap())
            .collect();
        let still: Vec<&Value> = theirs
            .iter()
            .filter(|d| {
                fixed.contains(d["code"].as_str().unwrap_or(""))
                    && applicable.contains(&d["fix"]["applicability"].as_str().unwrap_or(""))
            })
            .collect();
        assert!(still.is_empty(), "{name}: {still:?}");
        assert_eq!(
            file["remaining_count"].as_u64().unwrap() as usize,
            theirs.len(),
            "{name}: remaining"
        );
    }
    // Files with nothing left are not listed: ruff finds nothing in them.
    let listed: BTreeSet<String> = result["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["file_path"].as_str().unwrap().to_string())
        .collect();
    for name in after.keys() {
        assert!(
            listed.contains(&format!("sandbox/{name}")),
            "{name} has issues"
        );
    }

    // Every result compiles with CPython.
    let script = "import pathlib, sys\n\
        bad = []\n\
        for p in sorted(pathlib.Path(sys.argv[1]).rglob('*.py')):\n\
        \x20   try:\n\
        \x20       compile(p.read_bytes(), str(p), 'exec', dont_inherit=True)\n\
        \x20   except SyntaxError as e:\n\
        \x20       bad.append(f'{p}: {e}')\n\
        print('\\n'.join(bad))\n";
    let python = reference::reference_venv("ruff", &["ruff==0.16.4"]).join("bin/python");
    let out = Command::new(python)
        .args(["-c", script])
        .arg(&ours)
        .output()
        .unwrap();
    let bad = String::from_utf8_lossy(&out.stdout);
    let bad: Vec<&str> = bad.lines().filter(|l| !l.contains("broken.py")).collect();
    assert_eq!(bad, Vec::<&str>::new());
}

fn corpus() -> Vec<(String, Vec<u8>)> {
    let mut files = stdlib_sample(6);
    assert!(files.len() > 60, "{} stdlib files", files.len());
    files.extend(
        CASES
            .iter()
            .map(|(name, code)| (name.to_string(), code.as_bytes().to_vec())),
    );
    files
}

#[test]
fn fixes_and_format_equal_ruff_check_fix_then_ruff_format() {
    compare_with_ruff(&corpus(), &[], &[]);
}

#[test]
fn fixes_alone_and_unsafe_fixes_equal_ruffs_own() {
    let files = corpus();
    compare_with_ruff(&files, &["--no-format"], &[]);
    compare_with_ruff(&files, &["--unsafe"], &["--unsafe-fixes"]);
}

fn case_dir() -> tempfile::TempDir {
    let temp = tempfile::tempdir().unwrap();
    let s = temp.path().join("sandbox");
    fs::create_dir_all(s.join("pkg")).unwrap();
    fs::create_dir_all(temp.path().join("outside")).unwrap();
    fs::write(s.join("pkg/a.py"), "import os\nx = ( 1 )\n").unwrap();
    fs::write(s.join("pkg/clean.py"), "\"\"\"Clean.\"\"\"\n\nX = 1\n").unwrap();
    // Latin-1, declared: fixed, and still Latin-1.
    let mut latin = b"# -*- coding: latin-1 -*-\nimport os\nNAME = '".to_vec();
    latin.extend([0xe9]);
    latin.extend(b"t\xe9'\n");
    fs::write(s.join("pkg/latin.py"), latin).unwrap();
    std::os::unix::fs::symlink("a.py", s.join("pkg/link.py")).unwrap();
    std::os::unix::fs::symlink("../../outside/o.py", s.join("pkg/out.py")).unwrap();
    fs::write(temp.path().join("outside/o.py"), "import os\n").unwrap();
    fs::write(s.join("notes.txt"), "not python\n").unwrap();
    temp
}

#[test]
fn dry_runs_write_nothing_undo_restores_and_links_and_refusals_hold() {
    let temp = case_dir();
    let dir = temp.path();
    let before = common::snapshot(dir);

    let (code, stdout, stderr) = toolsmith(
        dir,
        &["--no-log", "--json", "autofix", "sandbox", "--dry-run"],
    );
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(common::snapshot(dir), before, "a dry run wrote");
    let planned: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(planned["files_changed"], 2, "{stdout}");

    let (code, stdout, stderr) = toolsmith(dir, &["--no-log", "--json", "autofix", "sandbox"]);
    assert_eq!(code, Some(0), "{stderr}");
    let result: Value = serde_json::from_str(&stdout).unwrap();
    let s = dir.join("sandbox");
    assert_eq!(fs::read_to_string(s.join("pkg/a.py")).unwrap(), "x = 1\n");
    // The link to a listed file is not fixed twice, nor replaced by a file.
    assert!(
        fs::symlink_metadata(s.join("pkg/link.py"))
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(
        fs::read(s.join("pkg/latin.py")).unwrap(),
        b"# -*- coding: latin-1 -*-\nNAME = \"\xe9t\xe9\"\n"
    );
    assert_eq!(
        fs::read_to_string(dir.join("outside/o.py")).unwrap(),
        "import os\n"
    );
    let names: Vec<&str> = result["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["file_path"].as_str().unwrap())
        .collect();
    assert!(!names.contains(&"sandbox/pkg/link.py"), "{names:?}");
    assert!(
        !names.contains(&"sandbox/pkg/out.py"),
        "a link leading out is never listed: {names:?}"
    );
    let a = result["files"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["file_path"] == "sandbox/pkg/a.py")
        .unwrap();
    assert_eq!(a["fixed"][0]["code"], "F401");
    assert_eq!(a["fixed_issues"][0]["code"], "F401");
    assert_eq!(a["new_issues"], serde_json::json!([]));

    for file in ["sandbox/pkg/a.py", "sandbox/pkg/latin.py"] {
        let (code, _, stderr) = toolsmith(dir, &["--no-log", "undo", file]);
        assert_eq!(code, Some(0), "undo {file}: {stderr}");
    }
    assert_eq!(
        common::snapshot(dir)
            .into_iter()
            .filter(|(k, _)| !k.starts_with("state"))
            .collect::<BTreeMap<_, _>>(),
        before
    );

    // Refusals: a file that is not Python, a path outside, a link, a syntax error.
    let (code, _, stderr) = toolsmith(dir, &["--no-log", "autofix", "sandbox/notes.txt"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("not a Python file"), "{stderr}");
    let (code, _, stderr) = toolsmith(dir, &["--no-log", "autofix", "outside/o.py"]);
    assert_eq!(code, Some(3), "{stderr}");
    let (code, _, stderr) = toolsmith(dir, &["--no-log", "autofix", "sandbox/pkg/link.py"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("symbolic link"), "{stderr}");
    fs::write(s.join("pkg/a.py"), "def f(:\n").unwrap();
    let (code, _, stderr) = toolsmith(dir, &["--no-log", "autofix", "sandbox/pkg/a.py"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(fs::read_to_string(s.join("pkg/a.py")).unwrap(), "def f(:\n");
    // Compiles for ruff's parser, not for CPython: left alone too.
    fs::write(s.join("pkg/a.py"), "import os\nreturn 1\n").unwrap();
    let (code, _, stderr) = toolsmith(dir, &["--no-log", "autofix", "sandbox/pkg/a.py"]);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("'return' outside function"), "{stderr}");
    assert_eq!(
        fs::read_to_string(s.join("pkg/a.py")).unwrap(),
        "import os\nreturn 1\n"
    );
}
