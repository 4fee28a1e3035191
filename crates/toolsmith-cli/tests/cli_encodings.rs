//! Source files in the encoding they declare (PEP 263), through the binary:
//! read, check, metrics, docstrings and lint take them as Python does (the
//! verdict is compared with CPython's own compile of the bytes, the lint with
//! the pinned pylint CLI); writes keep the declared encoding, refuse what it
//! cannot hold (the file unchanged), and undo restores the bytes.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::reference;
use std::fs;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::Value;

/// (file, bytes, the text Python reads): each a declaration style and encoding.
fn sources() -> Vec<(&'static str, Vec<u8>, String)> {
    let mut files = Vec::new();
    let mut add = |name: &'static str, bytes: Vec<u8>, text: &str| {
        files.push((name, bytes, text.to_string()));
    };
    add(
        "latin.py",
        b"# -*- coding: latin-1 -*-\n\"\"\"Caf\xe9 menu.\"\"\"\n\n\ndef price(name):\n    \"\"\"Le prix d'un caf\xe9.\"\"\"\n    return {'caf\xe9': 2, 'th\xe9': 3}[name]\n".to_vec(),
        "# -*- coding: latin-1 -*-\n\"\"\"Café menu.\"\"\"\n\n\ndef price(name):\n    \"\"\"Le prix d'un café.\"\"\"\n    return {'café': 2, 'thé': 3}[name]\n",
    );
    add(
        "windows.py",
        b"#!/usr/bin/env python3\n# vim: set fileencoding=cp1252 :\nEURO = '\x80'\nQUOTE = '\x93quoted\x94'\n\ndef f():\n    return EURO\n".to_vec(),
        "#!/usr/bin/env python3\n# vim: set fileencoding=cp1252 :\nEURO = '€'\nQUOTE = '“quoted”'\n\ndef f():\n    return EURO\n",
    );
    let japanese = "# coding: shift_jis\n\"\"\"挨拶.\"\"\"\nGREETING = 'こんにちは'\n\n\nclass Greeter:\n    def hello(self):\n        return GREETING\n";
    let (bytes, _, _) = encoding_rs::SHIFT_JIS.encode(japanese);
    add("japanese.py", bytes.into_owned(), japanese);
    add(
        "bom.py",
        b"\xef\xbb\xbf\"\"\"With a BOM.\"\"\"\nname = 'caf\xc3\xa9'\n".to_vec(),
        "\u{feff}\"\"\"With a BOM.\"\"\"\nname = 'café'\n",
    );
    add(
        "broken_latin.py",
        b"# coding: latin-1\ndef f(:\n    return '\xe9'\n".to_vec(),
        "# coding: latin-1\ndef f(:\n    return 'é'\n",
    );
    files
}

fn workdir() -> tempfile::TempDir {
    let temp = tempfile::tempdir().unwrap();
    let sandbox = temp.path().join("sandbox");
    fs::create_dir_all(&sandbox).unwrap();
    for (name, bytes, _) in sources() {
        fs::write(sandbox.join(name), bytes).unwrap();
    }
    temp
}

fn run(dir: &Path, args: &[&str], stdin: Option<&str>) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .arg("--no-log")
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(stdin.unwrap_or("").as_bytes()).unwrap();
    drop(input);
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn json(dir: &Path, args: &[&str]) -> Value {
    let mut all = vec!["--json"];
    all.extend_from_slice(args);
    let (_, stdout, stderr) = run(dir, &all, None);
    serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {stdout}{stderr}"))
}

/// CPython's verdict on the file's bytes: `None` when it compiles, else the line.
fn cpython(file: &Path) -> Option<u64> {
    let output = Command::new("python3")
        .args([
            "-c",
            "import sys\ntry:\n    compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')\nexcept SyntaxError as e:\n    print(e.lineno)\n",
        ])
        .arg(file)
        .output()
        .unwrap();
    String::from_utf8_lossy(&output.stdout).trim().parse().ok()
}

#[test]
fn declared_encodings_are_read_checked_and_measured_as_python_does() {
    let temp = workdir();
    let dir = temp.path();
    for (name, _, text) in sources() {
        let path = format!("sandbox/{name}");
        let read = json(dir, &["read", &path]);
        assert_eq!(read["content"], text, "{name}");
        let check = json(dir, &["check", &path]);
        let line = check["error"]["line"].as_u64();
        assert_eq!(line, cpython(&dir.join(&path)), "{name}: {check}");
        if line.is_none() {
            let metrics = json(dir, &["metrics", &path]);
            assert!(metrics["lines_of_code"].as_u64().unwrap() > 0, "{name}");
            json(dir, &["docstrings", &path]);
        }
    }
    let latin = json(dir, &["read", "sandbox/latin.py", "--lines", "6:6"]);
    assert_eq!(latin["content"], "    \"\"\"Le prix d'un café.\"\"\"\n");
    assert_eq!(latin["encoding"], "iso-8859-1");
    // A cp1252 byte Python leaves unassigned: refused, as Python refuses it.
    fs::write(
        dir.join("sandbox/unassigned.py"),
        b"# coding: cp1252\nX = '\x81'\n",
    )
    .unwrap();
    let (code, _, stderr) = run(dir, &["read", "sandbox/unassigned.py"], None);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(cpython(&dir.join("sandbox/unassigned.py")).is_some());
    // Undeclared bytes that are not UTF-8: today's clear error.
    fs::write(dir.join("sandbox/plain.py"), b"x = 'caf\xe9'\n").unwrap();
    let (code, _, stderr) = run(dir, &["read", "sandbox/plain.py"], None);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("not UTF-8 text (invalid byte at offset 8)"),
        "{stderr}"
    );
}

#[test]
fn lint_gives_pylints_own_result_on_declared_encodings() {
    let temp = workdir();
    let dir = temp.path();
    for name in [
        "latin.py",
        "windows.py",
        "japanese.py",
        "bom.py",
        "broken_latin.py",
    ] {
        let ours = json(
            dir,
            &[
                "lint",
                &format!("sandbox/{name}"),
                "--all-issues",
                "--no-cache",
            ],
        );
        assert!(ours.get("error").is_none(), "{name}: {ours}");
        let file = dir.join("sandbox").join(name);
        let theirs = reference::pinned_pylint(&dir.join("sandbox"), &file);
        assert_eq!(
            ours["score_exact"].as_f64(),
            theirs["statistics"]["score"].as_f64(),
            "{name}"
        );
        assert_eq!(
            reference::messages(&ours["all_issues"]),
            reference::messages(&theirs["messages"]),
            "{name}"
        );
    }
}

#[test]
fn writes_keep_the_declared_encoding_and_refuse_what_it_cannot_hold() {
    let temp = workdir();
    let dir = temp.path();
    let file = dir.join("sandbox/latin.py");
    let before = fs::read(&file).unwrap();
    // edit: the bytes around the change stay, the change is written in latin-1.
    let (code, _, stderr) = run(
        dir,
        &[
            "edit",
            "sandbox/latin.py",
            "--old",
            "'thé': 3",
            "--new",
            "'thé': 4",
        ],
        None,
    );
    assert_eq!(code, Some(0), "{stderr}");
    let edited = fs::read(&file).unwrap();
    let at = before.windows(8).position(|w| w == b"'th\xe9': 3").unwrap();
    let mut expected = before.clone();
    expected[at + 7] = b'4';
    assert_eq!(edited, expected);
    assert!(
        edited.windows(2).any(|w| w == b"\xe9'"),
        "latin-1 bytes kept"
    );
    // undo restores the bytes exactly.
    let (code, _, stderr) = run(dir, &["undo", "sandbox/latin.py"], None);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(fs::read(&file).unwrap(), before);
    // A character latin-1 cannot hold: refused, the file unchanged.
    let euro = "# -*- coding: latin-1 -*-\nPRICE = '5 €'\n";
    for args in [
        &["write", "sandbox/latin.py"][..],
        &["fix", "sandbox/latin.py"],
    ] {
        let (code, _, stderr) = run(dir, args, Some(euro));
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("cannot be written in iso-8859-1") && stderr.contains("line 2"),
            "{stderr}"
        );
        assert_eq!(
            fs::read(&file).unwrap(),
            before,
            "{args:?} changed the file"
        );
    }
    // A new file that declares an encoding is written in it.
    let text = "# coding: cp1252\nEURO = '€'\n";
    let (code, _, stderr) = run(dir, &["write", "sandbox/new.py"], Some(text));
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(
        fs::read(dir.join("sandbox/new.py")).unwrap(),
        b"# coding: cp1252\nEURO = '\x80'\n"
    );
    assert_eq!(cpython(&dir.join("sandbox/new.py")), None);
    let read = json(dir, &["read", "sandbox/new.py"]);
    assert_eq!(read["content"], text);
}
