//! Code intelligence and modification on real files: the facts of
//! messy_project's EXPECTED.md, apply_fix, edit and undo.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;

use crate::common::{World, copy_dataset};
use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::{Error, ErrorKind, Sandbox};

/// A sandbox holding messy_project, with its undo history in the world's temp dir.
fn messy() -> (World, Sandbox) {
    let world = World::new();
    copy_dataset("messy_project", &world.inside("messy_project"));
    let sandbox = world.sandbox().with_state_dir(&world.root.join("state"));
    (world, sandbox)
}

#[test]
fn structure_and_docstring_facts_of_expected_md() {
    let (world, sandbox) = messy();
    // file, lines, functions, classes, missing docstrings, has_main
    let expected = [
        ("calculator.py", 17, 4, 0, 4, false),
        ("clean.py", 30, 4, 1, 0, true),
        ("inventory/store.py", 17, 5, 1, 6, false),
        ("test_calculator.py", 21, 5, 0, 5, false),
        ("test_store.py", 16, 2, 0, 2, false),
        ("inventory/__init__.py", 0, 0, 0, 0, false),
    ];
    for (file, lines, functions, classes, missing, has_main) in expected {
        let path = world.inside(&format!("messy_project/{file}"));
        let metrics = sandbox.get_code_metrics(&path).unwrap();
        assert_eq!(
            (
                metrics.lines_of_code,
                metrics.functions,
                metrics.classes,
                metrics.has_main
            ),
            (lines, functions, classes, has_main),
            "{file}"
        );
        assert_eq!(
            metrics.blank_lines + metrics.comment_lines + metrics.code_lines,
            lines
        );
        let docstrings = sandbox.add_docstring(&path).unwrap();
        assert_eq!(docstrings.missing_docstrings, missing, "{file}");
        assert_eq!(docstrings.missing.len(), missing);
    }
}

#[test]
fn syntax_facts_of_expected_md() {
    let (world, sandbox) = messy();
    let broken = fs::read_to_string(world.inside("messy_project/broken.py")).unwrap();
    let error = validate(&broken, DEFAULT_TARGET).unwrap_err();
    assert_eq!(
        (error.message.as_str(), error.line, error.offset),
        ("expected ':'", 1, 16)
    );
    for file in [
        "calculator.py",
        "clean.py",
        "inventory/store.py",
        "test_calculator.py",
        "test_store.py",
        "inventory/__init__.py",
    ] {
        let code = fs::read_to_string(world.inside(&format!("messy_project/{file}"))).unwrap();
        assert_eq!(validate(&code, DEFAULT_TARGET), Ok(()), "{file}");
    }
    // Metrics and docstrings of a file that does not parse: the syntax error.
    let path = world.inside("messy_project/broken.py");
    for error in [
        sandbox.get_code_metrics(&path).unwrap_err(),
        sandbox.add_docstring(&path).unwrap_err(),
    ] {
        assert_eq!(error.kind(), ErrorKind::Syntax);
        assert!(matches!(&error, Error::PythonSyntax { error, .. } if error.line == 1));
    }
}

#[test]
fn metrics_report_complexity_async_and_comment_lines() {
    let world = World::new();
    let code = "# a comment\n\nasync def fetch(urls):\n    for u in urls:\n        if u and not u.startswith('#'):\n            yield u\n\nclass A:\n    def m(self, x):\n        return [y for y in x if y] if x else None\n\n    def n(self):\n        def inner():\n            while True:\n                break\n        return inner\n";
    fs::write(world.inside("m.py"), code).unwrap();
    let metrics = world
        .sandbox()
        .get_code_metrics(&world.inside("m.py"))
        .unwrap();
    assert_eq!(
        (metrics.functions, metrics.async_functions, metrics.classes),
        (4, 1, 1)
    );
    assert_eq!((metrics.comment_lines, metrics.blank_lines), (1, 3));
    let complexity: Vec<(&str, usize, usize)> = metrics
        .complexity
        .iter()
        .map(|f| (f.name.as_str(), f.line, f.complexity))
        .collect();
    assert_eq!(
        complexity,
        [
            ("fetch", 3, 4),
            ("A.m", 9, 4),
            ("A.n", 12, 1),
            ("A.n.inner", 13, 2)
        ]
    );
    assert_eq!(metrics.max_complexity, 4);
}

#[test]
fn apply_fix_refuses_invalid_code_and_leaves_the_file_untouched() {
    let (world, sandbox) = messy();
    let path = world.inside("messy_project/calculator.py");
    let before = fs::read(&path).unwrap();
    for bad in [
        "def f(:\n    pass\n",
        "return 1\n",
        "def f(a, a):\n    pass\n",
    ] {
        let error = sandbox.apply_fix(&path, bad).unwrap_err();
        assert_eq!(error.kind(), ErrorKind::Syntax, "{bad}");
        assert_eq!(fs::read(&path).unwrap(), before);
    }
}

#[test]
fn apply_fix_counts_characters_creates_files_and_returns_a_diff() {
    let (world, sandbox) = messy();
    let path = world.inside("messy_project/calculator.py");
    let original = fs::read_to_string(&path).unwrap();
    let fixed = "def add(a: int, b: int) -> int:\n    \"\"\"Somme — sum.\"\"\"\n    return a + b\n";
    let result = sandbox.apply_fix(&path, fixed).unwrap();
    assert_eq!(result.original_size, original.chars().count());
    assert_eq!(result.new_size, fixed.chars().count());
    assert_ne!(
        result.new_size,
        fixed.len(),
        "the test needs a non-ASCII character"
    );
    assert_eq!(
        result.size_change,
        result.new_size as i64 - result.original_size as i64
    );
    assert!(result.diff.contains("+    \"\"\"Somme — sum.\"\"\""));
    assert!(!result.created);
    assert_eq!(fs::read_to_string(&path).unwrap(), fixed);

    let created = sandbox
        .apply_fix(&world.inside("new/module.py"), fixed)
        .unwrap();
    assert!(created.created);
    assert_eq!(created.original_size, 0);
}

#[test]
fn edit_replaces_one_exact_occurrence_and_preserves_every_other_byte() {
    let world = World::new();
    let sandbox = world.sandbox().with_state_dir(&world.root.join("state"));
    let path = world.inside("crlf.py");
    let original =
        "\u{feff}# -*- coding: utf-8 -*-\r\ndef f(x):\r\n\treturn x + 1\r\n\r\ny = f(1)\r\n";
    fs::write(&path, original).unwrap();
    let result = sandbox.edit_file(&path, "x + 1", "x + 2").unwrap();
    assert_eq!(result.line, 3);
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        original.replace("x + 1", "x + 2")
    );

    // `\n` in old/new matches the file's `\r\n`, and is written as `\r\n`.
    let adapted = sandbox
        .edit_file(
            &path,
            "def f(x):\n\treturn x + 2",
            "def f(x):\n\treturn x * 2",
        )
        .unwrap();
    assert!(adapted.line_endings_adapted);
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        original.replace("x + 1", "x * 2")
    );
}

#[test]
fn edit_refuses_ambiguous_missing_identical_and_non_compiling_changes() {
    let world = World::new();
    let sandbox = world.sandbox().with_state_dir(&world.root.join("state"));
    let path = world.inside("m.py");
    let original = "a = 1\nb = a + a\nc = a\n";
    fs::write(&path, original).unwrap();
    let message =
        |old: &str, new: &str| sandbox.edit_file(&path, old, new).unwrap_err().to_string();
    let several = message("a", "z");
    assert!(
        several.contains("occurs 4 times (lines 1, 2, 3)"),
        "{several}"
    );
    assert!(message("zzz", "y").contains("not found"));
    assert!(message("b = a", "b = a").contains("identical"));
    assert!(message("", "x").contains("empty"));
    let syntax = sandbox.edit_file(&path, "c = a", "c = (a").unwrap_err();
    assert_eq!(syntax.kind(), ErrorKind::Syntax);
    assert_eq!(fs::read_to_string(&path).unwrap(), original);
    // Other files are not held to Python's syntax.
    fs::write(world.inside("notes.txt"), "c = a\n").unwrap();
    sandbox
        .edit_file(&world.inside("notes.txt"), "c = a", "c = (a")
        .unwrap();
}

#[test]
fn undo_walks_back_at_least_ten_steps_kept_outside_the_sandbox() {
    let world = World::new();
    let state = world.root.join("state");
    let sandbox = world.sandbox().with_state_dir(&state);
    let path = world.inside("steps.py");
    sandbox.write_file(&path, "v = 0\n").unwrap();
    for i in 1..=11 {
        sandbox.apply_fix(&path, &format!("v = {i}\n")).unwrap();
    }
    for i in (0..=10).rev() {
        let undone = sandbox.undo(&path, false).unwrap();
        assert_eq!(undone.action, "restored");
        assert_eq!(fs::read_to_string(&path).unwrap(), format!("v = {i}\n"));
    }
    // The first write created the file: undoing it removes the file.
    assert_eq!(sandbox.undo(&path, false).unwrap().action, "removed");
    assert!(!path.exists());
    assert!(
        sandbox
            .undo(&path, false)
            .unwrap_err()
            .to_string()
            .contains("nothing to undo")
    );
    // History lives in the state directory, nothing of it in the sandbox.
    assert!(state.join("undo").is_dir());
    let names: Vec<_> = fs::read_dir(&world.sandbox_dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("pkg")]);
}

#[test]
fn undo_will_not_throw_away_changes_made_since_unless_forced() {
    let world = World::new();
    let sandbox = world.sandbox().with_state_dir(&world.root.join("state"));
    let path = world.inside("m.py");
    fs::write(&path, "v = 'original'\n").unwrap();
    sandbox.apply_fix(&path, "v = 'fixed'\n").unwrap();
    fs::write(&path, "v = 'changed by hand'\n").unwrap();
    let refused = sandbox.undo(&path, false).unwrap_err();
    assert!(refused.to_string().contains("changed since"), "{refused}");
    assert_eq!(
        fs::read_to_string(&path).unwrap(),
        "v = 'changed by hand'\n"
    );
    sandbox.undo(&path, true).unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "v = 'original'\n");
}
