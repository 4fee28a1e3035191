//! `probe` on small projects without tests, run for real (confined Python,
//! forked children, real files): a loop that never returns, a recursion
//! without a base case, a doctest that says otherwise, a `__main__` block
//! that crashes are each found, with where their input came from; correct
//! code (code that does I/O, keeps state, refuses bad input on purpose, or
//! loops forever by design included) gives no finding; nothing is written
//! into the project, no process outlives the probe, and the network is
//! not reachable from the code probed.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use crate::common::World;
use toolsmith::probe::{Finding, ProbeOptions, ProbeReport};
use toolsmith::testing::TestOptions;

const LOOPS: &str = r#"def total_below(n):
    """The sum of the numbers below n."""
    total = 0
    i = 0
    while i < n:
        total += i
        i -= 1
    return total


def depth(n):
    return 1 + depth(n - 1)
"#;

const STATS: &str = r#"def mean(values):
    """The mean of the values.

    >>> mean([1, 2, 3])
    2.0
    """
    return sum(values) / (len(values) + 1)
"#;

const APP: &str = r#"def first_word(text):
    return text.split()[0]


if __name__ == "__main__":
    print(first_word("hello world"))
    print(first_word(""))
"#;

/// Correct code, some of it of the kinds a probe must leave alone.
const CORRECT: &str = r#"import time

REGISTRY = {}


def mean(values):
    """The mean of the values.

    >>> mean([1, 2, 3])
    2.0
    >>> mean([2])
    2.0
    """
    return sum(values) / len(values)


def smallest_factor(n):
    """Meant for n >= 2: on 1 it never returns, and nothing calls it so."""
    d = 2
    while n % d != 0:
        d += 1
    return d


def factorial(n):
    if n <= 1:
        return 1
    return n * factorial(n - 1)


def checked_sqrt(x):
    if x < 0:
        raise ValueError("negative")
    return x ** 0.5


def wait_for_it(seconds):
    while True:
        time.sleep(seconds)


def ask():
    return input("name? ")


def register(name, value):
    REGISTRY[name] = value


def lookup(name):
    return REGISTRY[name]


def read_config(path):
    with open(path) as handle:
        return handle.read()


def serve():
    while True:
        pass


def count_up(limit):
    yield from range(limit)


def demo():
    try:
        checked_sqrt(-1)
    except ValueError:
        pass
    return checked_sqrt(4)


if __name__ == "__main__":
    register("a", 1)
    print(lookup("a"), factorial(5), smallest_factor(9), demo())
"#;

fn project(world: &World, name: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = world.inside(name);
    fs::create_dir_all(&dir).unwrap();
    for (file, text) in files {
        let path = dir.join(file);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    }
    dir
}

fn options() -> ProbeOptions {
    ProbeOptions {
        call_timeout: std::time::Duration::from_secs(1),
        ..ProbeOptions::default()
    }
}

fn probe(world: &World, path: &Path) -> ProbeReport {
    world.sandbox().probe(path, &options()).unwrap()
}

fn find<'a>(report: &'a ProbeReport, kind: &str, call: &str) -> &'a Finding {
    report
        .findings
        .iter()
        .find(|f| f.kind == kind && f.call == call)
        .unwrap_or_else(|| panic!("no {kind} of {call}: {:#?}", report.findings))
}

/// Every file under `root` with its bytes.
fn tree(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            let name = path.strip_prefix(root).unwrap().display().to_string();
            if entry.file_type().unwrap().is_dir() {
                files.insert(name + "/", Vec::new());
                stack.push(path);
            } else {
                files.insert(name, fs::read(&path).unwrap_or_default());
            }
        }
    }
    files
}

/// Processes whose command line names `marker` (the probed directory).
fn processes_naming(marker: &str) -> Vec<String> {
    let mut found = Vec::new();
    for entry in fs::read_dir("/proc").unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        let cmdline = fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let stat = fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let zombie = stat
            .rsplit_once(')')
            .is_some_and(|(_, rest)| rest.trim_start().starts_with('Z'));
        if !zombie && String::from_utf8_lossy(&cmdline).contains(marker) {
            found.push(name);
        }
    }
    found
}

#[test]
fn a_loop_that_never_returns_and_a_recursion_without_base_are_found() {
    let world = World::new();
    let dir = project(&world, "loops", &[("loops.py", LOOPS)]);
    let report = probe(&world, &dir);
    let hang = find(&report, "hang", "total_below(1)");
    assert_eq!(hang.source, "signature");
    assert_eq!(hang.file, "loops.py");
    assert!(hang.origin.contains("loops.py:1"), "{hang:?}");
    let crash = find(&report, "crash", "depth(1)");
    assert_eq!(crash.exception.as_deref(), Some("RecursionError"));
    assert_eq!(crash.raised_at.as_deref(), Some("loops.py:12"));
    assert_eq!((report.hangs, report.crashes), (1, 1), "{report:#?}");
}

#[test]
fn a_doctest_that_says_otherwise_is_a_mismatch_with_both_outputs() {
    let world = World::new();
    let dir = project(&world, "stats", &[("stats.py", STATS)]);
    let report = probe(&world, &dir.join("stats.py"));
    let finding = find(&report, "doctest", "doctest of stats.mean");
    assert_eq!(finding.example.as_deref(), Some("mean([1, 2, 3])"));
    assert_eq!(finding.expected.as_deref(), Some("2.0\n"));
    assert_eq!(finding.got.as_deref(), Some("1.5\n"));
    assert_eq!(finding.origin, "stats.py:1");
    assert_eq!(report.findings.len(), 1, "{report:#?}");
}

#[test]
fn a_main_block_that_crashes_is_found_with_the_call_it_makes() {
    let world = World::new();
    let dir = project(&world, "app", &[("app.py", APP)]);
    let report = probe(&world, &dir);
    let main = find(&report, "crash", "python -m app");
    assert_eq!(main.source, "main block");
    assert_eq!(main.exception.as_deref(), Some("IndexError"));
    assert_eq!(main.raised_at.as_deref(), Some("app.py:2"));
    let call = find(&report, "crash", "first_word('')");
    assert_eq!(call.source, "call site");
    assert_eq!(call.origin, "app.py:7");
    // The call that works is no finding.
    assert!(report.findings.iter().all(|f| !f.call.contains("hello")));
}

#[test]
fn correct_code_gives_no_finding_and_io_or_state_is_never_run_on_made_up_inputs() {
    let world = World::new();
    let dir = project(&world, "correct", &[("tools.py", CORRECT)]);
    let report = probe(&world, &dir);
    assert!(report.findings.is_empty(), "{report:#?}");
    assert!(report.calls_run >= 3, "{report:#?}");
    assert!(report.calls_skipped > 0, "{report:#?}");
    // The datasets' projects: no false alarm either.
    let world = World::new();
    common::copy_dataset("messy_project", &world.inside("messy_project"));
    let report = probe(&world, &world.inside("messy_project"));
    assert!(report.findings.is_empty(), "{report:#?}");
}

#[test]
fn a_probe_writes_nothing_into_the_project_and_leaves_no_process() {
    let world = World::new();
    let dir = project(
        &world,
        "mixed",
        &[("loops.py", LOOPS), ("stats.py", STATS), ("app.py", APP)],
    );
    let before = tree(&world.sandbox_dir);
    let outside = world.snapshot_outside();
    let report = probe(&world, &dir);
    assert!(report.hangs >= 1, "{report:#?}");
    assert_eq!(tree(&world.sandbox_dir), before, "the sandbox changed");
    assert_eq!(world.snapshot_outside(), outside);
    let marker = dir.display().to_string();
    assert_eq!(processes_naming(&marker), Vec::<String>::new());
}

#[test]
fn the_network_is_not_reachable_from_the_code_probed() {
    // A listener of ours on loopback: were the probe's network ours, the
    // code would reach it and raise from its own line.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let world = World::new();
    // The connecting code lives where the probe's reading does not look
    // (under tests/), so that it is run, not left alone as I/O.
    let helper = format!(
        "import socket\n\n\ndef reach():\n    try:\n        socket.create_connection(('127.0.0.1', {port}), timeout=1).close()\n    except OSError:\n        return 'refused'\n    return [][0]\n"
    );
    let dir = project(
        &world,
        "net",
        &[
            (
                "app.py",
                "from tests.helper import reach\n\n\nif __name__ == '__main__':\n    reach()\n",
            ),
            ("tests/__init__.py", ""),
            ("tests/helper.py", &helper),
        ],
    );
    let report = probe(&world, &dir);
    assert!(report.calls_run >= 1, "{report:#?}");
    assert!(
        report.findings.is_empty(),
        "reached the network: {report:#?}"
    );
    if report.confinement.complete {
        assert!(report.confinement.network.contains("isolated"));
    }
    drop(listener);
}

#[test]
fn the_findings_written_as_checks_fail_under_pytest_today() {
    let world = World::new();
    let dir = project(
        &world,
        "mixed",
        &[("loops.py", LOOPS), ("stats.py", STATS), ("app.py", APP)],
    );
    let sandbox = world.sandbox();
    let report = sandbox.probe(&dir, &options()).unwrap();
    let written = sandbox
        .write_checks(&report, &world.inside("checks"))
        .unwrap()
        .unwrap();
    assert!(
        written.ends_with("checks/test_probe_findings.py"),
        "{written}"
    );
    let text = fs::read_to_string(world.inside("checks/test_probe_findings.py")).unwrap();
    assert!(text.contains("\"../mixed\""), "{text}");
    let tests = sandbox
        .run_pytest(&world.inside("checks"), &TestOptions::for_directory())
        .unwrap();
    assert_eq!(tests.total, report.findings.len(), "{}", tests.output);
    assert_eq!(tests.failed, report.findings.len(), "{}", tests.output);
    // Nothing was written into the project.
    assert_eq!(
        fs::read_dir(&dir).unwrap().count(),
        3,
        "{:?}",
        tree(&dir).keys().collect::<Vec<_>>()
    );
}
