//! Our pylint answers against a fresh run of the pinned pylint CLI on the same
//! file with the same configuration: messy_project and 30+ standard-library
//! modules, uncached, cached, and after a file is edited between two calls;
//! with workers forked from a warm parent and with workers started fresh.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

mod common;
#[path = "common/reference.rs"]
mod reference;

use std::path::Path;
use std::process::Command;

use common::{World, copy_dataset};
use serde_json::Value;
use toolsmith::Sandbox;
use toolsmith::lint::{LintOptions, LintReport};

/// pylint's own json2 report for `file`, run from its directory.
fn pylint_cli(file: &Path) -> Value {
    reference::pylint_json2(&reference::pinned_tools(), file, None)
}

fn symbols(report: &LintReport) -> Vec<(u64, String)> {
    let mut all: Vec<(u64, String)> = report
        .all_issues
        .as_ref()
        .unwrap()
        .iter()
        .map(|i| (i.line, i.symbol.clone()))
        .collect();
    all.sort();
    all
}

fn cli_symbols(json2: &Value) -> Vec<(u64, String)> {
    let mut all: Vec<(u64, String)> = json2["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["line"].as_u64().unwrap(),
                m["symbol"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    all.sort();
    all
}

fn assert_same(file: &str, ours: &LintReport, theirs: &Value) {
    let statistics = &theirs["statistics"];
    let count = |kind: &str| statistics["messageTypeCount"][kind].as_u64().unwrap() as usize;
    assert_eq!(
        ours.score_exact,
        statistics["score"].as_f64().unwrap(),
        "{file}: score"
    );
    assert_eq!(
        ours.errors,
        count("error") + count("fatal"),
        "{file}: errors"
    );
    assert_eq!(ours.warnings, count("warning"), "{file}: warnings");
    assert_eq!(ours.conventions, count("convention"), "{file}: conventions");
    assert_eq!(ours.refactors, count("refactor"), "{file}: refactors");
    assert_eq!(symbols(ours), cli_symbols(theirs), "{file}: messages");
}

fn options(use_cache: bool) -> LintOptions {
    LintOptions {
        all_issues: true,
        use_cache,
        ..LintOptions::default()
    }
}

/// The same, workers forked from the warm parent or started fresh.
fn options_of(use_cache: bool, warm_parent: bool) -> LintOptions {
    let mut options = options(use_cache);
    options.confinement.warm_parent = warm_parent;
    options
}

#[test]
fn messy_project_facts_of_expected_md() {
    let world = World::new();
    copy_dataset("messy_project", &world.inside("messy_project"));
    let sandbox = world.sandbox();
    // file, score, error, warning, convention, refactor, messages
    let expected = [
        ("calculator.py", 3.53, 0, 5, 6, 0, 11),
        ("inventory/store.py", 2.78, 0, 2, 11, 0, 13),
        ("broken.py", 0.0, 1, 0, 0, 0, 1),
        ("clean.py", 10.0, 0, 0, 0, 0, 0),
        ("test_calculator.py", 4.55, 0, 0, 6, 0, 6),
        ("test_store.py", 7.5, 0, 0, 3, 0, 3),
        ("inventory/__init__.py", 10.0, 0, 0, 0, 0, 0),
    ];
    for (file, score, errors, warnings, conventions, refactors, messages) in expected {
        let report = sandbox
            .run_pylint_analysis(
                &world.inside(&format!("messy_project/{file}")),
                &options(false),
            )
            .unwrap();
        assert_eq!(
            (
                report.score,
                report.errors,
                report.warnings,
                report.conventions,
                report.refactors,
                report.total_issues
            ),
            (score, errors, warnings, conventions, refactors, messages),
            "{file}"
        );
        assert!(report.issues.len() <= 20 && report.issues_detail.len() <= 10);
    }
    let broken = sandbox
        .run_pylint_analysis(&world.inside("messy_project/broken.py"), &options(false))
        .unwrap();
    assert_eq!(broken.issues[0].symbol, "syntax-error");
}

#[test]
fn identical_to_the_pylint_cli_workers_forked_from_a_warm_parent() {
    identical_to_the_pylint_cli_on_real_files_cached_uncached_and_after_edits(true);
}

#[test]
fn identical_to_the_pylint_cli_workers_started_fresh() {
    identical_to_the_pylint_cli_on_real_files_cached_uncached_and_after_edits(false);
}

/// The copied standard-library modules shadow what a warm parent built
/// (`string`, `random`, `copy`...): a forked worker must use the copies, as
/// a fresh pylint run does.
fn identical_to_the_pylint_cli_on_real_files_cached_uncached_and_after_edits(warm_parent: bool) {
    let options = |use_cache| options_of(use_cache, warm_parent);
    let world = World::new();
    copy_dataset("messy_project", &world.inside("messy_project"));
    // Thirty-odd standard-library modules, copied into the sandbox.
    let stdlib = Command::new("python3")
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()
        .unwrap();
    let stdlib = std::path::PathBuf::from(String::from_utf8(stdlib.stdout).unwrap().trim());
    let modules = [
        "abc.py",
        "bisect.py",
        "calendar.py",
        "colorsys.py",
        "contextlib.py",
        "copy.py",
        "csv.py",
        "dataclasses.py",
        "difflib.py",
        "dis.py",
        "enum.py",
        "fnmatch.py",
        "fractions.py",
        "functools.py",
        "glob.py",
        "gzip.py",
        "heapq.py",
        "hmac.py",
        "keyword.py",
        "linecache.py",
        "numbers.py",
        "operator.py",
        "queue.py",
        "random.py",
        "sched.py",
        "secrets.py",
        "shlex.py",
        "statistics.py",
        "string.py",
        "textwrap.py",
        "timeit.py",
        "tokenize.py",
        "weakref.py",
    ];
    std::fs::create_dir_all(world.inside("stdlib")).unwrap();
    for module in modules {
        std::fs::copy(
            stdlib.join(module),
            world.inside(&format!("stdlib/{module}")),
        )
        .unwrap();
    }
    let sandbox: Sandbox = world.sandbox();
    let mut files: Vec<String> = modules.iter().map(|m| format!("stdlib/{m}")).collect();
    files.extend(
        [
            "calculator.py",
            "broken.py",
            "clean.py",
            "inventory/store.py",
            "test_calculator.py",
            "test_store.py",
        ]
        .iter()
        .map(|f| format!("messy_project/{f}")),
    );
    assert!(files.len() >= 36);
    for file in &files {
        let path = world.inside(file);
        let theirs = pylint_cli(&path);
        let fresh = sandbox.run_pylint_analysis(&path, &options(false)).unwrap();
        assert!(!fresh.cached);
        assert_eq!(fresh.confinement.as_ref().unwrap().forked, warm_parent);
        assert_same(file, &fresh, &theirs);
        // Twice through the cache: the first call stores, the second is served from it.
        let stored = sandbox.run_pylint_analysis(&path, &options(true)).unwrap();
        assert_same(file, &stored, &theirs);
        let cached = sandbox.run_pylint_analysis(&path, &options(true)).unwrap();
        assert!(cached.cached, "{file} was not cached");
        assert_same(file, &cached, &theirs);
    }

    // Edit a file between two calls: the warm worker and the cache must not answer stale.
    let path = world.inside("messy_project/calculator.py");
    let before = sandbox.run_pylint_analysis(&path, &options(true)).unwrap();
    // Contents unique to this run: the disk cache may hold any earlier run's answers.
    let run = world.root.display().to_string();
    std::fs::write(
        &path,
        format!("\"\"\"Now clean ({run}).\"\"\"\n\n\ndef add(a, b):\n    \"\"\"Add.\"\"\"\n    return a + b\n"),
    )
    .unwrap();
    let after = sandbox.run_pylint_analysis(&path, &options(true)).unwrap();
    assert!(!after.cached);
    assert_eq!(after.score, 10.0);
    assert_ne!(before.score, after.score);
    assert_same("calculator.py (edited)", &after, &pylint_cli(&path));

    // A sibling module changes what pylint says about its importer: the cache key sees it.
    let importer = world.inside("messy_project/uses_calc.py");
    std::fs::write(
        &importer,
        "\"\"\"Uses calculator.\"\"\"\nfrom calculator import add\n\nprint(add(1, 2))\n",
    )
    .unwrap();
    let first = sandbox
        .run_pylint_analysis(&importer, &options(true))
        .unwrap();
    std::fs::write(&path, format!("\"\"\"No add any more ({run}).\"\"\"\n")).unwrap();
    let second = sandbox
        .run_pylint_analysis(&importer, &options(true))
        .unwrap();
    assert!(!second.cached);
    assert_same("uses_calc.py", &second, &pylint_cli(&importer));
    assert_ne!(symbols(&first), symbols(&second));
}

#[test]
fn a_timeout_returns_the_spec_error_dictionary_with_every_key() {
    let world = World::new();
    copy_dataset("messy_project", &world.inside("messy_project"));
    let options = LintOptions {
        timeout: std::time::Duration::from_millis(1),
        use_cache: false,
        ..LintOptions::default()
    };
    let report = world
        .sandbox()
        .run_pylint_analysis(&world.inside("messy_project/calculator.py"), &options)
        .unwrap();
    assert!(report.timed_out);
    let json = serde_json::to_value(&report).unwrap();
    for key in [
        "file",
        "score",
        "total_issues",
        "errors",
        "warnings",
        "issues",
        "issues_detail",
        "error",
        "operation",
    ] {
        assert!(json.get(key).is_some(), "{key} missing from {json}");
    }
    assert!(json["error"].as_str().unwrap().contains("timed out"));
    assert_eq!(json["operation"], "run_pylint_analysis");
}
