//! Our pylint answers against a fresh run of the pinned pylint CLI on the same
//! file with the same configuration: messy_project and ten standard-library
//! modules (among them those a warm parent has built for itself), uncached,
//! cached, and after a file is edited between two calls; with workers forked
//! from a warm parent and with workers started fresh. The `lint_agreement`
//! benchmark compares every file of a larger set (33 modules) and prints
//! how many differ.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::reference;
use std::path::Path;
use std::process::Command;

use crate::common::{World, copy_dataset};
use serde_json::Value;
use toolsmith::Sandbox;
use toolsmith::lint::{LintOptions, LintReport};

/// pylint's own json2 report for `file`, run from the sandbox's root.
fn pylint_cli(root: &Path, file: &Path) -> Value {
    reference::pinned_pylint(root, file)
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
    // Standard-library modules, copied into the sandbox: `copy`, `random`
    // and `string` shadow what a warm parent built; `dataclasses` once
    // differed on a fresh machine only.
    let stdlib = Command::new("python3")
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['stdlib'])",
        ])
        .output()
        .unwrap();
    let stdlib = std::path::PathBuf::from(String::from_utf8(stdlib.stdout).unwrap().trim());
    let modules = [
        "copy.py",
        "dataclasses.py",
        "enum.py",
        "fractions.py",
        "functools.py",
        "random.py",
        "shlex.py",
        "statistics.py",
        "string.py",
        "textwrap.py",
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
    assert!(files.len() >= 16);
    for file in &files {
        let path = world.inside(file);
        let theirs = pylint_cli(&world.sandbox_dir, &path);
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
    assert_same(
        "calculator.py (edited)",
        &after,
        &pylint_cli(&world.sandbox_dir, &path),
    );

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
    assert_same(
        "uses_calc.py",
        &second,
        &pylint_cli(&world.sandbox_dir, &importer),
    );
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

/// Layouts people lint, each file as `cd ROOT && pylint FILE` answers it:
/// a folder per case with each test beside the module it imports, `src/`
/// without `__init__.py` and its tests apart, scripts beside a package,
/// nested packages. pylint tells a first party import from a third party
/// one by what the directory it runs from holds.
const LAYOUTS: &[(&str, &str)] = &[
    (
        "case_a/shapes.py",
        "\"\"\"Shapes.\"\"\"\n\n\ndef area(width, height):\n    \"\"\"Area.\"\"\"\n    return width * height\n",
    ),
    (
        "case_a/test_shapes.py",
        "\"\"\"Tests.\"\"\"\nfrom shapes import area\nimport pytest\nimport copy\n\n\ndef test_area():\n    \"\"\"Area.\"\"\"\n    assert area(2, 3) == 6\n    assert copy.copy(pytest) is pytest\n",
    ),
    (
        "case_b/bank.py",
        "import os\nimport sys\nfrom dataclasses import dataclass\n\n\n@dataclass\nclass Account:\n    owner: str\n    balance: float = 0\n\n    def deposit(self, amount):\n        self.balance += amount\n        return self.balance\n\n\ndef home():\n    return os.environ.get('HOME', sys.prefix)\n",
    ),
    (
        "case_b/test_bank.py",
        "import pytest\nfrom bank import Account\nimport json\nimport shapes\n\n\ndef test_deposit():\n    acc = Account('a')\n    assert acc.deposit(5) == 5\n    assert json.dumps(shapes) and pytest\n",
    ),
    (
        "src/geometry.py",
        "\"\"\"Geometry.\"\"\"\nimport math\nfrom util import clamp\n\n\ndef circle(r):\n    \"\"\"Circle.\"\"\"\n    return math.pi * clamp(r) ** 2\n",
    ),
    (
        "src/util.py",
        "\"\"\"Util.\"\"\"\n\n\ndef clamp(x, low=0):\n    \"\"\"Clamp.\"\"\"\n    return max(x, low)\n",
    ),
    (
        "tests/test_geometry.py",
        "import unittest\nimport requests\nfrom geometry import circle\nimport app\nimport os\n\n\nclass T(unittest.TestCase):\n    def test_circle(self):\n        self.assertTrue(circle(1) > 3 and requests and app and os)\n",
    ),
    (
        "app/__init__.py",
        "\"\"\"The app.\"\"\"\nfrom .models import Item\n\n__all__ = ['Item']\n",
    ),
    (
        "app/models.py",
        "\"\"\"Models.\"\"\"\nimport collections\nimport util\n\nItem = collections.namedtuple('Item', 'name price')\nHELPER = util\n",
    ),
    (
        "app/views.py",
        "from app.models import Item\nimport flask\nfrom . import models\nimport re\n\n\ndef show(item: Item):\n    return re.sub('a', 'b', item.name), flask, models\n",
    ),
    (
        "run.py",
        "import app\nimport sys\nfrom app.views import show\nimport numpy as np\n\nprint(show(app.Item('x', 1)), sys.argv, np)\n",
    ),
    (
        "scripts/cli.py",
        "#!/usr/bin/env python3\nimport argparse\nimport app\nimport run\nimport os.path\n\nparser = argparse.ArgumentParser()\nprint(app, run, os.path.sep, parser)\n",
    ),
    ("lib/__init__.py", ""),
    ("lib/util.py", "def helper(x):\n    return x + 1\n"),
    ("lib/core/__init__.py", "from .engine import start\n"),
    (
        "lib/core/engine.py",
        "import logging\nimport lib.util\nfrom ..util import helper\nimport yaml\nfrom lib import core\n\n\ndef start():\n    logging.info(helper(1))\n    return lib.util.helper(2), yaml, core\n",
    ),
    (
        "lib/core/tests/test_engine.py",
        "import pytest\nfrom lib.core.engine import start\nimport typing\n\n\ndef test_start():\n    assert start() and pytest and typing\n",
    ),
];

fn write_layouts(world: &World) -> Vec<String> {
    for (file, text) in LAYOUTS {
        let path = world.inside(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    LAYOUTS.iter().map(|(file, _)| file.to_string()).collect()
}

/// pylint's reports for `files`, from `root`, two at a time.
fn references(root: &Path, files: &[std::path::PathBuf]) -> Vec<Value> {
    let mut all = Vec::new();
    for pair in files.chunks(2) {
        all.extend(std::thread::scope(|scope| {
            let handles: Vec<_> = pair
                .iter()
                .map(|file| scope.spawn(move || reference::pinned_pylint(root, file)))
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap())
                .collect::<Vec<_>>()
        }));
    }
    all
}

/// Every file of `files` linted, uncached then through the cache, against
/// pylint from `root`; how many files disagree is the assertion's message.
fn assert_all_as_from(sandbox: &Sandbox, root: &Path, files: &[std::path::PathBuf], moment: &str) {
    let theirs = references(root, files);
    let options_from = |use_cache| LintOptions {
        root: Some(root.to_path_buf()),
        ..options(use_cache)
    };
    for (file, theirs) in files.iter().zip(&theirs) {
        let shown = format!("{moment}: {}", file.display());
        for use_cache in [false, true, true] {
            let ours = sandbox
                .run_pylint_analysis(file, &options_from(use_cache))
                .unwrap();
            assert_same(&shown, &ours, theirs);
            assert_eq!(
                reference::report_messages(&ours),
                reference::messages(&theirs["messages"]),
                "{shown}"
            );
        }
    }
}

#[test]
fn the_answer_of_pylint_run_from_the_root_on_layouts_people_use_and_after_siblings_change() {
    let world = World::new();
    let files: Vec<_> = write_layouts(&world)
        .iter()
        .map(|f| world.inside(f))
        .collect();
    let sandbox = world.sandbox();
    let root = world.sandbox_dir.clone();
    assert_all_as_from(&sandbox, &root, &files, "from the root");

    // The issue's own case, by the default root: `from shapes import area`
    // beside the test is third party from the root.
    let test_shapes = world.inside("case_a/test_shapes.py");
    let by_default = sandbox
        .run_pylint_analysis(&test_shapes, &options(false))
        .unwrap();
    let said: Vec<String> = reference::report_messages(&by_default)
        .into_iter()
        .map(|m| m.3)
        .collect();
    assert!(
        said.iter()
            .any(|m| m.contains("third party imports \"shapes.area\", \"pytest\"")),
        "{said:?}"
    );

    // A module named as the imports are, added at the root (then in
    // `src/`), makes them first party: the cache must not answer as before.
    std::fs::write(world.inside("shapes.py"), "\"\"\"Shapes.\"\"\"\n").unwrap();
    assert_all_as_from(&sandbox, &root, &files, "shapes.py at the root");
    std::fs::remove_file(world.inside("shapes.py")).unwrap();
    std::fs::write(world.inside("src/pytest.py"), "\"\"\"Shadow.\"\"\"\n").unwrap();
    assert_all_as_from(&sandbox, &root, &files, "pytest.py in src");
    std::fs::remove_file(world.inside("src/pytest.py")).unwrap();
    assert_all_as_from(&sandbox, &root, &files, "both removed");

    // Another root, named: a case folder linted as `cd case_a && pylint FILE`.
    let case = world.inside("case_a");
    let in_case = [world.inside("case_a/shapes.py"), test_shapes.clone()];
    assert_all_as_from(&sandbox, &case, &in_case, "from case_a");
    let from_case = sandbox
        .run_pylint_analysis(
            &test_shapes,
            &LintOptions {
                root: Some(case.clone()),
                ..options(true)
            },
        )
        .unwrap();
    assert_ne!(from_case.score, by_default.score);
    // A root outside the sandbox, or a file, is refused.
    for bad in [world.outside.clone(), world.inside("run.py")] {
        let refused = sandbox.run_pylint_analysis(
            &test_shapes,
            &LintOptions {
                root: Some(bad.clone()),
                ..options(false)
            },
        );
        assert!(refused.is_err(), "{}", bad.display());
    }
}

#[test]
fn the_example_datasets_as_pylint_answers_from_their_root() {
    let world = World::new();
    for name in ["buggy_project", "messy_project", "config_project"] {
        copy_dataset(name, &world.inside(name));
    }
    let sandbox = world.sandbox();
    let mut files = Vec::new();
    let mut stack = vec![world.sandbox_dir.clone()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "py") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(files.len() >= 15, "{files:?}");
    // The sandbox holding the datasets, as `--sandbox datasets`; then one
    // dataset as the sandbox (the swarm's copy), named as the root.
    assert_all_as_from(&sandbox, &world.sandbox_dir, &files, "datasets");
    let project = world.inside("messy_project");
    let inside: Vec<_> = files
        .iter()
        .filter(|f| f.starts_with(&project))
        .cloned()
        .collect();
    assert_all_as_from(&sandbox, &project, &inside, "messy_project");
}
