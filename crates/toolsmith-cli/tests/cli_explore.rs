//! `search`, `find`, `outline` and `read` of several files, through the real
//! binary, against the references: Python's `re` over the same files, and
//! Python's `ast` over the standard library.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs;
use std::os::unix::fs::symlink;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

fn reference(script: &str, args: &[&str], dir: &Path) -> Value {
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/reference")
        .join(script);
    let output = Command::new("python3")
        .arg(script)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}

fn json_of(dir: &Path, args: &[&str]) -> (Option<i32>, Value) {
    let (code, stdout, stderr) = common::run_in(dir, args, &[]);
    let value = serde_json::from_str(&stdout).unwrap_or_else(|_| panic!("{stdout}\n{stderr}"));
    (code, value)
}

/// A working directory whose `sandbox` holds a 20,000-line file, a binary
/// file, a virtualenv, skipped directories and a link leading out, each
/// holding text the patterns match.
fn tree() -> tempfile::TempDir {
    let temp = tempfile::tempdir().unwrap();
    let s = temp.path().join("sandbox");
    fs::create_dir_all(s.join("pkg/sub")).unwrap();
    let mut big = String::new();
    for i in 0..20_000 {
        match i % 7 {
            0 => writeln!(big, "def handler_{i}(request):  # Größe {i}").unwrap(),
            3 => writeln!(big, "    return ERROR_{i} if flag else error_{i}\r").unwrap(),
            5 => writeln!(big, "\tvalue = \"é→{i}\"  # TODO fix def ").unwrap(),
            _ => writeln!(big, "    x_{i} = {i}").unwrap(),
        }
    }
    fs::write(s.join("pkg/big.py"), &big).unwrap();
    fs::write(
        s.join("pkg/sub/notes.txt"),
        "error here\nno match\nERROR there, error again",
    )
    .unwrap();
    fs::write(s.join("pkg/data.bin"), b"def binary():\0\x01error\n").unwrap();
    fs::create_dir_all(s.join("venv/lib")).unwrap();
    fs::write(s.join("venv/pyvenv.cfg"), "home = /usr/bin\n").unwrap();
    fs::write(s.join("venv/lib/site.py"), "def in_venv(): error\n").unwrap();
    fs::create_dir_all(s.join(".hidden")).unwrap();
    fs::write(s.join(".hidden/h.py"), "def hidden(): error\n").unwrap();
    fs::create_dir_all(s.join("node_modules")).unwrap();
    fs::write(s.join("node_modules/n.py"), "def nm(): error\n").unwrap();
    fs::create_dir_all(temp.path().join("outside")).unwrap();
    fs::write(
        temp.path().join("outside/secret.py"),
        "def secret(): error\n",
    )
    .unwrap();
    symlink(temp.path().join("outside"), s.join("out")).unwrap();
    symlink(temp.path().join("outside/secret.py"), s.join("pkg/leak.py")).unwrap();
    temp
}

/// Our matches as the reference prints them.
fn ours(result: &Value) -> Vec<Value> {
    result["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            serde_json::json!({
                "file": m["file"], "line": m["line"], "columns": m["columns"], "text": m["text"],
            })
        })
        .collect()
}

#[test]
fn search_answers_equal_pythons_re_over_the_same_files() {
    let temp = tree();
    let dir = temp.path();
    for (pattern, flags) in [
        (r"def \w+\(", ""),
        ("error", "i"),
        ("Größe [0-9]+", ""),
        (r"é→\d{2}\b", ""),
        ("TODO", ""),
        (r"^\s+return", ""),
    ] {
        let mut args = vec![
            "--sandbox",
            "sandbox",
            "search",
            pattern,
            "sandbox",
            "--json",
            "--max-results",
            "100000",
        ];
        if flags.contains('i') {
            args.push("--ignore-case");
        }
        let (code, result) = json_of(dir, &args);
        let expected = reference(
            "search_reference.py",
            &["sandbox", "sandbox", pattern, flags],
            dir,
        );
        let expected = expected.as_array().unwrap();
        assert!(
            !expected.is_empty(),
            "{pattern}: the reference found nothing"
        );
        assert_eq!(code, Some(0), "{pattern}");
        let ours = ours(&result);
        assert_eq!(ours.len(), expected.len(), "{pattern}: match count");
        assert_eq!(&ours, expected, "{pattern}");
        assert_eq!(result["count"], expected.len(), "{pattern}");
        assert_eq!(result["truncated"], false);
        let skipped = result["skipped"].to_string();
        assert!(skipped.contains("data.bin: binary file"), "{skipped}");
        let text = serde_json::to_string(&result["matches"]).unwrap();
        for never in ["secret", "in_venv", "hidden()", "nm()", "binary"] {
            assert!(!text.contains(never), "{pattern}: {never} was searched");
        }
    }
}

#[test]
fn search_caps_are_marked_and_keep_the_first_matches() {
    let temp = tree();
    let dir = temp.path();
    let all = json_of(
        dir,
        &[
            "--sandbox",
            "sandbox",
            "search",
            "def ",
            "--json",
            "--max-results",
            "100000",
        ],
    )
    .1;
    let (code, cut) = json_of(
        dir,
        &[
            "--sandbox",
            "sandbox",
            "search",
            "def ",
            "--json",
            "--max-results",
            "7",
        ],
    );
    assert_eq!(code, Some(0));
    assert_eq!(cut["truncated"], true);
    assert_eq!(cut["count"], 7);
    assert_eq!(
        cut["matches"].as_array().unwrap()[..],
        all["matches"].as_array().unwrap()[..7]
    );
}

#[test]
fn search_context_globs_literals_and_nothing_found() {
    let temp = tree();
    let dir = temp.path();
    let (_, result) = json_of(
        dir,
        &[
            "--sandbox",
            "sandbox",
            "search",
            "no match",
            "-C",
            "1",
            "-g",
            "*.txt",
            "--json",
        ],
    );
    let found = &result["matches"][0];
    assert_eq!(found["file"], "sandbox/pkg/sub/notes.txt");
    assert_eq!(found["line"], 2);
    assert_eq!(found["before"], serde_json::json!(["error here"]));
    assert_eq!(
        found["after"],
        serde_json::json!(["ERROR there, error again"])
    );
    // A glob with a slash is a path under the directory; a literal is literal.
    let (_, result) = json_of(
        dir,
        &[
            "--sandbox",
            "sandbox",
            "search",
            "x_1 = 1",
            "-F",
            "-g",
            "pkg/*.py",
            "--json",
        ],
    );
    assert_eq!(result["count"], 1);
    let (_, result) = json_of(
        dir,
        &["--sandbox", "sandbox", "search", "(", "-F", "--json"],
    );
    assert_eq!(
        (&result["count"], &result["truncated"]),
        (&Value::from(1000), &Value::Bool(true))
    );
    let (code, result) = json_of(
        dir,
        &["--sandbox", "sandbox", "search", "zzz_nowhere", "--json"],
    );
    assert_eq!((code, &result["count"]), (Some(1), &Value::from(0)));
    let (code, _, stderr) = common::run_in(dir, &["--sandbox", "sandbox", "search", "a(b"], &[]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("unclosed group at character 2"), "{stderr}");
    let (code, _, stderr) = common::run_in(dir, &["--sandbox", "sandbox", "find", "a[b"], &[]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("invalid glob") && stderr.contains("a[b"),
        "{stderr}"
    );
    let (code, _, _) = common::run_in(dir, &["--sandbox", "sandbox", "search", "x", "out"], &[]);
    assert_eq!(
        code,
        Some(3),
        "a directory leading out is a security refusal"
    );
}

#[test]
fn find_names_files_of_any_type_by_glob() {
    let temp = tree();
    let dir = temp.path();
    fs::write(dir.join("sandbox/pyproject.toml"), "").unwrap();
    fs::write(dir.join("sandbox/pkg/sub/test_a.py"), "").unwrap();
    fs::write(dir.join("sandbox/pkg/test_b.py"), "").unwrap();
    let files = |glob: &str| {
        let (_, result) = json_of(dir, &["--sandbox", "sandbox", "find", glob, "--json"]);
        result["files"].clone()
    };
    assert_eq!(
        files("**/test_*.py"),
        serde_json::json!(["sandbox/pkg/sub/test_a.py", "sandbox/pkg/test_b.py"])
    );
    assert_eq!(
        files("*.toml"),
        serde_json::json!(["sandbox/pyproject.toml"])
    );
    assert_eq!(
        files("pkg/*.bin"),
        serde_json::json!(["sandbox/pkg/data.bin"])
    );
    assert_eq!(
        files("*.txt"),
        serde_json::json!(["sandbox/pkg/sub/notes.txt"])
    );
    // The link leading out is not followed, the venv not entered.
    assert_eq!(files("secret.py"), serde_json::json!([]));
    assert_eq!(files("site.py"), serde_json::json!([]));
}

#[test]
fn read_of_several_files_answers_each_on_its_own() {
    let temp = tree();
    let dir = temp.path();
    let (code, result) = json_of(
        dir,
        &[
            "--sandbox",
            "sandbox",
            "read",
            "sandbox/pkg/sub/notes.txt",
            "sandbox/missing.py",
            "sandbox/pkg/leak.py",
            "sandbox/pkg/data.bin",
            "--json",
        ],
    );
    assert_eq!(code, Some(1));
    let files = result["files"].as_array().unwrap();
    assert_eq!(files.len(), 4);
    assert_eq!(
        files[0]["content"],
        "error here\nno match\nERROR there, error again"
    );
    assert_eq!(files[1]["kind"], "not_found");
    assert_eq!(files[2]["kind"], "security");
    assert!(
        files[3]["error"].as_str().unwrap().contains("binary"),
        "{}",
        files[3]
    );
    assert_eq!(result["errors"], 3);
}

fn stdlib() -> String {
    let output = Command::new("python3")
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()
        .unwrap();
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

#[test]
fn outline_equals_pythons_ast_over_the_standard_library() {
    let temp = tempfile::tempdir().unwrap();
    let lib = temp.path().join("sandbox/lib");
    fs::create_dir_all(&lib).unwrap();
    for entry in fs::read_dir(stdlib()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "py") && path.is_file() {
            fs::copy(&path, lib.join(path.file_name().unwrap())).unwrap();
        }
    }
    let expected = reference("outline_reference.py", &["sandbox/lib"], temp.path());
    let expected = expected.as_object().unwrap();
    assert!(expected.len() > 150, "{} stdlib modules", expected.len());
    let (code, result) = json_of(
        temp.path(),
        &["--sandbox", "sandbox", "outline", "sandbox/lib", "--json"],
    );
    assert_eq!(code, Some(0));
    let mut ours: BTreeMap<String, Vec<Value>> = BTreeMap::new();
    for file in result["files"].as_array().unwrap() {
        let name = file["file_path"]
            .as_str()
            .unwrap()
            .rsplit('/')
            .next()
            .unwrap()
            .to_string();
        assert!(file["error"].is_null(), "{name}: {}", file["error"]);
        let mut flat = Vec::new();
        flatten(&file["symbols"], &mut flat);
        flat.sort_by_key(|v| v.to_string());
        ours.insert(name, flat);
    }
    let mut symbols = 0;
    for (name, symbols_expected) in expected {
        let mut expected: Vec<Value> = symbols_expected.as_array().unwrap().clone();
        expected.sort_by_key(|v| v.to_string());
        symbols += expected.len();
        assert_eq!(ours.get(name), Some(&expected), "{name}");
    }
    assert!(symbols > 5000, "{symbols} symbols");
}

fn flatten(symbols: &Value, out: &mut Vec<Value>) {
    for symbol in symbols.as_array().unwrap() {
        out.push(serde_json::json!([
            symbol["qualname"],
            symbol["kind"],
            symbol["line"],
            symbol["end_line"],
            symbol["is_async"],
        ]));
        if let Some(children) = symbol.get("children") {
            flatten(children, out);
        }
    }
}

#[test]
fn outline_of_one_file_gives_signatures_docstrings_and_decorators() {
    let temp = tempfile::tempdir().unwrap();
    let s = temp.path().join("sandbox");
    fs::create_dir_all(&s).unwrap();
    fs::write(
        s.join("m.py"),
        "# -*- coding: latin-1 -*-\n\"\"\"Caf\u{e9}.\"\"\"\n\n@dataclass(frozen=True)\nclass Point(Base, metaclass=M):\n    \"\"\"A point.\n\n    More.\"\"\"\n\n    @property\n    async def norm(self,\n                   p: int = 2) -> float:\n        def inner(): pass\n        return 0.0\n"
            .chars()
            .map(|c| c as u8)
            .collect::<Vec<u8>>(),
    )
    .unwrap();
    let (code, result) = json_of(
        temp.path(),
        &["--sandbox", "sandbox", "outline", "sandbox/m.py", "--json"],
    );
    assert_eq!(code, Some(0), "{result}");
    let class = &result["files"][0]["symbols"][0];
    assert_eq!(class["signature"], "Point(Base, metaclass=M)");
    assert_eq!(
        class["decorators"],
        serde_json::json!(["dataclass(frozen=True)"])
    );
    assert_eq!(class["docstring"], "A point.");
    assert_eq!(
        (class["line"].as_u64(), class["end_line"].as_u64()),
        (Some(5), Some(14))
    );
    let method = &class["children"][0];
    assert_eq!(method["signature"], "norm(self, p: int = 2) -> float");
    assert_eq!(method["is_async"], true);
    assert_eq!(method["decorators"], serde_json::json!(["property"]));
    assert_eq!(
        method["children"][0]["qualname"],
        "Point.norm.<locals>.inner"
    );
    // The sandbox root itself is a directory like any other.
    let (code, root) = json_of(
        temp.path(),
        &["--sandbox", "sandbox", "outline", "sandbox", "--json"],
    );
    assert_eq!(code, Some(0), "{root}");
    assert_eq!(root["symbols"], 3, "{root}");
    let (code, _, stderr) = common::run_in(
        temp.path(),
        &["--sandbox", "sandbox", "outline", "/etc/passwd"],
        &[],
    );
    assert_eq!(code, Some(3), "{stderr}");
}
