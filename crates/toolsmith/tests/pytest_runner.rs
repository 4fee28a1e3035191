//! The pytest tools against pytest's own truth: `pytest_truth/EXPECTED.json`
//! and messy_project, run for real (pinned pytest, confined).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::collections::BTreeMap;
use std::path::Path;

use crate::common::{World, copy_dataset};
use serde_json::Value;
use toolsmith::testing::TestOptions;

fn expected() -> Value {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../datasets/pytest_truth/EXPECTED.json");
    serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap()
}

#[test]
fn pytest_truth_is_reproduced_exactly() {
    let world = World::new();
    copy_dataset("pytest_truth", &world.inside("pytest_truth"));
    let report = world
        .sandbox()
        .run_pytest(&world.inside("pytest_truth"), &TestOptions::for_directory())
        .unwrap();
    let truth = expected();
    let counts = &truth["counts"];
    let ours = [
        ("passed", report.passed),
        ("failed", report.failed),
        ("skipped", report.skipped),
        ("xfailed", report.xfailed),
        ("xpassed", report.xpassed),
        ("errors", report.errors),
    ];
    for (key, value) in ours {
        assert_eq!(counts[key].as_u64(), Some(value as u64), "{key}");
    }
    assert_eq!(truth["total"].as_u64(), Some(report.total as u64));
    assert_eq!(truth["success_rate"].as_f64(), Some(report.success_rate));
    let statuses: BTreeMap<String, String> = report
        .tests
        .iter()
        .map(|t| (t.name.clone(), t.status.clone()))
        .collect();
    let truth_statuses: BTreeMap<String, String> = truth["tests"]
        .as_object()
        .unwrap()
        .iter()
        .map(|(k, v)| (k.clone(), v.as_str().unwrap().to_string()))
        .collect();
    assert_eq!(statuses, truth_statuses);
    assert_eq!(report.tests.len(), report.total);
    assert_eq!(report.exit_code, 1);
    assert!(!report.timed_out);
    // The broken module is an error with its traceback, and did not stop the others.
    assert!(report.error_log.contains("module_that_does_not_exist"));
    assert!(
        report.confinement.complete,
        "{:?}",
        report.confinement.warnings
    );
    // No cache or other file was left in the sandbox by pytest.
    let mut left: Vec<String> = std::fs::read_dir(world.inside("pytest_truth"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(
        left,
        [
            "EXPECTED.json",
            "test_fixture_error.py",
            "test_import_failure.py",
            "test_math_ops.py"
        ]
    );
}

#[test]
fn messy_project_has_six_passed_and_one_failed() {
    let world = World::new();
    copy_dataset("messy_project", &world.inside("messy_project"));
    let sandbox = world.sandbox();
    let report = sandbox
        .run_pytest(
            &world.inside("messy_project"),
            &TestOptions::for_directory(),
        )
        .unwrap();
    assert_eq!((report.passed, report.failed, report.total), (6, 1, 7));
    let failing = sandbox
        .get_failing_tests(
            &world.inside("messy_project"),
            &TestOptions::for_directory(),
        )
        .unwrap();
    assert_eq!(failing.failed_count, 1);
    let failure = &failing.failing_tests[0];
    assert_eq!(failure.name, "test_calculator.py::test_clamp_high");
    assert_eq!(failure.status, "failed");
    assert_eq!(failure.file.as_deref(), Some("test_calculator.py"));
    assert!(failure.line.is_some());
    assert!(failure.message.as_deref().unwrap().contains("assert"));
    assert!(failure.traceback.contains("clamp"));
}

#[test]
fn single_tests_are_selected_by_node_id_never_by_substring() {
    let world = World::new();
    copy_dataset("pytest_truth", &world.inside("pytest_truth"));
    let sandbox = world.sandbox();
    let file = world.inside("pytest_truth/test_math_ops.py");
    let options = TestOptions::for_single_test();

    let whole = sandbox.run_single_test(&file, None, &options).unwrap();
    assert_eq!((whole.passed, whole.failed), (5, 3));
    assert!(!whole.success);

    // `test_square` would match three tests as a substring; as a node id it is the function.
    let one = sandbox
        .run_single_test(&file, Some("test_addition_PASSED_in_name"), &options)
        .unwrap();
    assert_eq!((one.passed, one.failed, one.total), (1, 0, 1));
    assert!(one.success);
    assert!(one.output.contains("1 passed"));

    let in_class = sandbox
        .run_single_test(&file, Some("TestGroup::test_inside_class"), &options)
        .unwrap();
    assert_eq!((in_class.passed, in_class.total), (1, 1));
    let parametrized = sandbox
        .run_single_test(&file, Some("test_square[4-15]"), &options)
        .unwrap();
    assert_eq!((parametrized.failed, parametrized.total), (1, 1));
    assert!(!parametrized.success);

    let skipped_only = sandbox
        .run_single_test(&file, Some("test_skipped_PASSED"), &options)
        .unwrap();
    assert!(!skipped_only.success, "a skipped test is not a success");

    let unknown = sandbox
        .run_single_test(&file, Some("test_does_not_exist"), &options)
        .unwrap_err();
    assert!(unknown.to_string().contains("not found"), "{unknown}");
    let substring = sandbox
        .run_single_test(&file, Some("test_squ"), &options)
        .unwrap_err();
    assert!(substring.to_string().contains("not found"), "{substring}");
}

#[test]
fn a_directory_without_tests_reports_zero_and_pytest_exit_code_5() {
    let world = World::new();
    let report = world
        .sandbox()
        .run_pytest(&world.inside("pkg"), &TestOptions::for_directory())
        .unwrap();
    assert_eq!((report.total, report.exit_code), (0, 5));
    assert_eq!(report.success_rate, 0.0);
}

/// Rewrites `file` with `text` of the same size and gives it back its old
/// modification time, as `cp -p` or a checkout does, or as a rewrite within
/// the same second looks to Python (which compares whole seconds and sizes).
fn rewrite_keeping_time(file: &Path, text: &str) {
    let before = std::fs::metadata(file).unwrap();
    assert_eq!(
        before.len(),
        text.len() as u64,
        "same size, or Python notices"
    );
    std::fs::write(file, text).unwrap();
    let handle = std::fs::File::options().write(true).open(file).unwrap();
    handle.set_modified(before.modified().unwrap()).unwrap();
}

#[test]
fn a_same_size_rewrite_in_the_same_second_runs_the_new_code_not_old_bytecode() {
    let world = World::new();
    let project = world.inside("calc");
    std::fs::create_dir_all(&project).unwrap();
    let module = project.join("calc.py");
    let tests = project.join("test_calc.py");
    std::fs::write(&module, "def add(a, b):\n    return a + b\n").unwrap();
    std::fs::write(
        &tests,
        "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n",
    )
    .unwrap();
    let sandbox = world.sandbox();
    let run = || {
        sandbox
            .run_pytest(&project, &TestOptions::for_directory())
            .unwrap()
    };
    let first = run();
    assert_eq!((first.passed, first.failed), (1, 0));

    // The module's bug: its bytecode from the first run must not be used.
    rewrite_keeping_time(&module, "def add(a, b):\n    return a - b\n");
    let second = run();
    assert_eq!(
        (second.passed, second.failed),
        (0, 1),
        "stale module bytecode"
    );

    // The test file's (pytest's own rewritten bytecode) neither.
    rewrite_keeping_time(
        &tests,
        "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) != 5\n",
    );
    let third = run();
    assert_eq!((third.passed, third.failed), (1, 0), "stale test bytecode");

    // Unchanged since: the bytecode is used again, and still right.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let fourth = run();
    assert_eq!((fourth.passed, fourth.failed), (1, 0));
}
