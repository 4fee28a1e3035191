//! Tests that never end, through the binary: each way a test can hang (a
//! Python loop, every signal blocked or ignored, a sleep, a daemon left
//! behind, a fixture's teardown, a module that hangs when imported) is
//! stopped at its own limit and reported as failed where it was, the honest
//! tests after them are reported as pytest reports them, no process is left,
//! and only the whole run's limit stops everything (listing what never ran).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::reference;
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::Value;

/// The marker of the daemon a hung test leaves: no process may carry it after.
/// The daemon's marker, one per test: the tests run at once, and one must
/// not find another's daemon while that one's run is still going.
fn daemon() -> String {
    (987_000 + std::process::id() % 1000).to_string()
}

const HANGS: &str = r#"import signal
import subprocess
import time


def test_spins():
    n = 1
    while n > 0:
        n += 1


def test_blocks_every_signal():
    signal.pthread_sigmask(signal.SIG_BLOCK, set(signal.Signals))
    while True:
        pass


def test_ignores_every_signal():
    for each in signal.Signals:
        try:
            signal.signal(each, signal.SIG_IGN)
        except (OSError, ValueError, RuntimeError):
            pass
    while True:
        time.sleep(0.01)


def test_sleeps():
    time.sleep(1000)


def test_leaves_a_daemon():
    subprocess.Popen(["sh", "-c", "exec sleep DAEMON"], start_new_session=True)
    while True:
        pass
"#;

const IMPORT_HANGS: &str = "while True:\n    pass\n\n\ndef test_never_collected():\n    pass\n";

const TEARDOWN_HANGS: &str = r#"import pytest


@pytest.fixture
def stuck_teardown():
    yield 1
    while True:
        pass


def test_passes_then_hangs_in_teardown(stuck_teardown):
    assert stuck_teardown == 1
"#;

const HONEST: &str = r#"import pytest


def test_passes():
    assert 1 + 1 == 2


def test_fails():
    assert 1 + 1 == 3


@pytest.mark.skip(reason="not today")
def test_skipped():
    pass


@pytest.mark.xfail(reason="known")
def test_expected_failure():
    assert False


@pytest.mark.parametrize("x", [1, 2, 3])
def test_parametrized(x):
    assert x > 0
"#;

fn suite(dir: &Path) {
    let sandbox = dir.join("sandbox");
    fs::create_dir_all(&sandbox).unwrap();
    // Hung ones first (pytest runs files in name order), honest ones last.
    fs::write(
        sandbox.join("test_a_hangs.py"),
        HANGS.replace("DAEMON", &daemon()),
    )
    .unwrap();
    fs::write(sandbox.join("test_b_import_hangs.py"), IMPORT_HANGS).unwrap();
    fs::write(sandbox.join("test_c_teardown_hangs.py"), TEARDOWN_HANGS).unwrap();
    fs::write(sandbox.join("test_d_honest.py"), HONEST).unwrap();
}

fn toolsmith(dir: &Path, args: &[&str]) -> (Option<i32>, Value, Duration) {
    let started = Instant::now();
    let output = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["--no-log", "--json"])
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let took = started.elapsed();
    let report = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!("{e}: {}", String::from_utf8_lossy(&output.stderr));
    });
    (output.status.code(), report, took)
}

/// Processes whose command line holds `marker`, anywhere on the machine.
fn processes_with(marker: &str) -> Vec<String> {
    fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .bytes()
                .all(|b| b.is_ascii_digit())
        })
        .filter_map(|e| fs::read(e.path().join("cmdline")).ok())
        .map(|c| String::from_utf8_lossy(&c).replace('\0', " "))
        .filter(|c| c.contains(marker))
        .collect()
}

fn outcomes(report: &Value) -> BTreeMap<String, Vec<String>> {
    let mut all: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for test in report["tests"].as_array().unwrap() {
        all.entry(test["name"].as_str().unwrap().into())
            .or_default()
            .push(test["status"].as_str().unwrap().into());
    }
    all.values_mut().for_each(|v| v.sort());
    all
}

#[test]
fn each_hung_test_is_stopped_at_its_limit_and_the_others_are_reported() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    suite(dir);
    let (code, report, took) = toolsmith(
        dir,
        &["test", "sandbox", "--timeout", "90", "--test-timeout", "2"],
    );
    assert_eq!(code, Some(1));
    assert_eq!(
        report["timed_out"], false,
        "the whole run's limit was not reached"
    );
    assert!(took < Duration::from_secs(90), "{took:?}");
    assert_eq!(report["not_run"], serde_json::json!([]));
    let stopped: Vec<&str> = report["timed_out_tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    // Collection (the module that hangs when imported) comes before the tests.
    assert_eq!(
        stopped,
        [
            "test_b_import_hangs.py",
            "test_a_hangs.py::test_spins",
            "test_a_hangs.py::test_blocks_every_signal",
            "test_a_hangs.py::test_ignores_every_signal",
            "test_a_hangs.py::test_sleeps",
            "test_a_hangs.py::test_leaves_a_daemon",
            "test_c_teardown_hangs.py::test_passes_then_hangs_in_teardown",
        ]
    );
    let tests = report["tests"].as_array().unwrap();
    let find = |name: &str, status: &str| {
        tests
            .iter()
            .find(|t| t["name"] == name && t["status"] == status)
            .unwrap_or_else(|| panic!("no {status} {name} in {tests:#?}"))
    };
    // Where each was stopped: a line of its own body (a loop may be caught
    // at its condition or in its body).
    for (name, lines) in [
        ("test_spins", 7..=9),
        ("test_blocks_every_signal", 13..=15),
        ("test_ignores_every_signal", 19..=25),
        ("test_sleeps", 29..=29),
        ("test_leaves_a_daemon", 33..=35),
    ] {
        let test = find(&format!("test_a_hangs.py::{name}"), "failed");
        let message = test["message"].as_str().unwrap();
        assert!(
            message.starts_with(&format!(
                "timed out: test_a_hangs.py::{name} ran over its 2 s limit"
            )),
            "{message}"
        );
        let at = message
            .split("stopped at test_a_hangs.py:")
            .nth(1)
            .unwrap_or_else(|| panic!("no place in {message}"));
        let (line, function) = at.split_once(" in ").unwrap();
        assert!(lines.contains(&line.parse::<u32>().unwrap()), "{message}");
        assert_eq!(function, name);
    }
    let module = find("test_b_import_hangs.py", "error");
    assert!(
        module["message"]
            .as_str()
            .unwrap()
            .contains("importing test_b_import_hangs.py ran over its 2 s limit")
    );
    // Its call passed; its teardown hung: a pass and an error, as pytest counts it.
    find(
        "test_c_teardown_hangs.py::test_passes_then_hangs_in_teardown",
        "passed",
    );
    find(
        "test_c_teardown_hangs.py::test_passes_then_hangs_in_teardown",
        "error",
    );
    // The honest module: exactly what pytest itself reports for it.
    let honest: BTreeMap<String, Vec<String>> = outcomes(&report)
        .into_iter()
        .filter(|(name, _)| name.starts_with("test_d_honest.py"))
        .collect();
    let theirs = reference::pytest_outcomes(
        &reference::pinned_tools(),
        &dir.join("sandbox"),
        &["test_d_honest.py"],
        &[],
    );
    assert_eq!(honest, theirs);
    assert!(report["error_log"].as_str().unwrap().contains("timed out"));
    // Nothing of the run is left: not the daemon, not a Python of the suite.
    assert_eq!(processes_with(&daemon()), Vec::<String>::new());
    assert_eq!(
        processes_with(&dir.join("sandbox").display().to_string()),
        Vec::<String>::new()
    );
}

#[test]
fn the_whole_runs_limit_stops_everything_and_lists_what_never_ran() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    suite(dir);
    fs::remove_file(dir.join("sandbox/test_b_import_hangs.py")).unwrap();
    // The test's own limit is the run's (never more): the run's is reached
    // first, while the first hung test runs, however slowly pytest started.
    let (code, report, took) = toolsmith(
        dir,
        &["test", "sandbox", "--timeout", "8", "--test-timeout", "60"],
    );
    assert_eq!(code, Some(1));
    assert_eq!(report["timed_out"], true);
    assert!(took < Duration::from_secs(16), "{took:?}");
    let stopped = report["timed_out_tests"].as_array().unwrap();
    assert_eq!(stopped.len(), 1, "{stopped:?}");
    assert_eq!(stopped[0], "test_a_hangs.py::test_spins");
    let first = report["tests"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "test_a_hangs.py::test_spins")
        .unwrap();
    assert!(
        first["message"]
            .as_str()
            .unwrap()
            .contains("whole run's 8 s limit")
    );
    let not_run: Vec<&str> = report["not_run"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert!(
        not_run.contains(&"test_a_hangs.py::test_sleeps"),
        "{not_run:?}"
    );
    assert!(
        not_run.contains(&"test_d_honest.py::test_passes"),
        "{not_run:?}"
    );
    assert!(
        report["error_log"]
            .as_str()
            .unwrap()
            .contains("tests never ran")
    );
    assert_eq!(processes_with(&daemon()), Vec::<String>::new());
}

#[test]
fn stopped_tests_give_their_time_back_up_to_the_runs_limit_once_more() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    suite(dir);
    // Seven hung tests of 2 s each (and the grace of their stack dumps)
    // need more than 17.5 s; the time given back is at most the run's 8 s
    // once more: the run ends at its limit, within 16 s and some start-up,
    // after at least the first was stopped at its own limit.
    let (code, report, took) = toolsmith(
        dir,
        &["test", "sandbox", "--timeout", "8", "--test-timeout", "2"],
    );
    assert_eq!(code, Some(1));
    assert_eq!(report["timed_out"], true, "{report}");
    assert!(took < Duration::from_secs(16 + 8), "{took:?}");
    let own_limit = report["tests"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| {
            t["message"]
                .as_str()
                .is_some_and(|m| m.contains("ran over its 2 s limit"))
        })
        .count();
    assert!(own_limit >= 1, "{report}");
    assert!(
        !report["not_run"].as_array().unwrap().is_empty(),
        "{report}"
    );
    assert_eq!(processes_with(&daemon()), Vec::<String>::new());
}

#[test]
fn one_hung_test_by_node_id_and_the_failing_list_say_it_timed_out() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    suite(dir);
    let (code, single, _) = toolsmith(
        dir,
        &[
            "test-one",
            "sandbox/test_a_hangs.py",
            "test_blocks_every_signal",
            "--test-timeout",
            "1",
        ],
    );
    assert_eq!(code, Some(1));
    assert_eq!(single["success"], false);
    assert_eq!(single["failed"], 1);
    assert_eq!(
        single["timed_out_tests"],
        serde_json::json!(["test_a_hangs.py::test_blocks_every_signal"])
    );
    fs::remove_file(dir.join("sandbox/test_b_import_hangs.py")).unwrap();
    fs::remove_file(dir.join("sandbox/test_c_teardown_hangs.py")).unwrap();
    let (code, failing, _) = toolsmith(dir, &["failing", "sandbox", "--test-timeout", "1"]);
    assert_eq!(code, Some(1));
    let names: Vec<&str> = failing["failing_tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(names.len(), 6, "{names:?}");
    assert!(names.contains(&"test_d_honest.py::test_fails"));
    assert!(
        failing["failing_tests"]
            .to_string()
            .contains("ran over its 1 s limit")
    );
}
