//! Test-guided repair taking the probe's findings as failing checks, on
//! real files, run for real (confined Python, real pytest): projects
//! without tests whose only evidence is a hang, a doctest that says
//! otherwise, or a crash in the code's own `__main__` block are each
//! repaired with the one-line fix, after which a fresh probe finds nothing;
//! where tests exist they must still pass; an edit of the evidence itself
//! (the call's input, the doctest) is never offered.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;
use std::path::PathBuf;
use std::time::Duration;

use crate::common::World;
use toolsmith::probe::ProbeOptions;
use toolsmith::repair::{StopReason, TestRepairOptions, TestRepairResult};

/// A countdown whose counter moves the wrong way: `countdown(3)` from the
/// module's own `__main__` block never returns.
const COUNTDOWN: &str = r#""""A rocket's countdown."""


def countdown(n):
    steps = 0
    while n != 0:
        n += 1
        steps += 1
    return steps


if __name__ == "__main__":
    print(countdown(3))
"#;

const STATS: &str = r#"def mean(values):
    """The mean of the values.

    >>> mean([1, 2, 3])
    2.0
    """
    total = 0
    for value in values:
        total += value
    return total / (len(values) + 1)
"#;

const WORDS: &str = r#"def last_word(text):
    words = text.split()
    return words[len(words)]


if __name__ == "__main__":
    print(last_word("hello brave world"))
"#;

fn project(world: &World, name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = world.inside(name);
    fs::create_dir_all(&dir).unwrap();
    for (file, text) in files {
        fs::write(dir.join(file), text).unwrap();
    }
    dir
}

fn probe_options() -> ProbeOptions {
    ProbeOptions {
        call_timeout: Duration::from_secs(1),
        ..ProbeOptions::default()
    }
}

fn repair(world: &World, dir: &std::path::Path) -> TestRepairResult {
    let options = TestRepairOptions {
        apply: true,
        budget: Duration::from_secs(90),
        probe: Some(probe_options()),
        ..TestRepairOptions::default()
    };
    world.sandbox().repair_failing_tests(dir, &options).unwrap()
}

/// The lines of `before` and `after` that differ, as (before, after).
fn changed_lines(before: &str, after: &str) -> Vec<(String, String)> {
    assert_eq!(before.lines().count(), after.lines().count(), "{after}");
    before
        .lines()
        .zip(after.lines())
        .filter(|(a, b)| a != b)
        .map(|(a, b)| (a.trim().to_string(), b.trim().to_string()))
        .collect()
}

#[test]
fn a_hang_in_code_without_tests_is_repaired_with_the_minimal_edit() {
    let world = World::new();
    let dir = project(&world, "rocket", &[("countdown.py", COUNTDOWN)]);
    let before = world.sandbox().probe(&dir, &probe_options()).unwrap();
    assert!(before.hangs > 0, "{:#?}", before.findings);
    let result = repair(&world, &dir);
    assert_eq!(result.findings_before.len(), before.findings.len());
    assert_eq!(result.stopped, StopReason::PlausiblePatch, "{result:#?}");
    assert!(result.applied, "{result:#?}");
    let best = &result.candidates[0];
    assert!(best.complete && best.findings_left == 0, "{best:#?}");
    assert_eq!(best.edits.len(), 1, "{best:#?}");
    let after = fs::read_to_string(dir.join("countdown.py")).unwrap();
    assert_eq!(
        changed_lines(COUNTDOWN, &after),
        vec![("n += 1".to_string(), "n -= 1".to_string())]
    );
    // The call returns now: a fresh probe finds nothing.
    let again = world.sandbox().probe(&dir, &probe_options()).unwrap();
    assert!(again.findings.is_empty(), "{:#?}", again.findings);
}

#[test]
fn a_doctest_mismatch_and_a_crash_are_repaired_and_tests_still_pass() {
    let world = World::new();
    // A doctest that says otherwise, and a test of another behaviour that
    // passes and must go on passing.
    let stats = project(
        &world,
        "stats",
        &[
            ("stats.py", STATS),
            (
                "test_stats.py",
                "from stats import mean\n\n\ndef test_zeros():\n    assert mean([0, 0]) == 0\n",
            ),
        ],
    );
    let result = repair(&world, &stats);
    assert!(result.failing_before.is_empty(), "{result:#?}");
    assert_eq!(result.tests_before.passed, 1);
    assert_eq!(result.findings_before.len(), 1, "{result:#?}");
    assert!(result.applied, "{result:#?}");
    assert_eq!(result.candidates[0].tests.passed, 1);
    let after = fs::read_to_string(stats.join("stats.py")).unwrap();
    let changed = changed_lines(STATS, &after);
    assert_eq!(changed.len(), 1, "{after}");
    assert_eq!(changed[0].0, "return total / (len(values) + 1)");
    // Whatever the one-line fix, the docstring is untouched and the
    // doctest passes.
    assert!(after.contains(">>> mean([1, 2, 3])\n    2.0\n"), "{after}");
    let again = world.sandbox().probe(&stats, &probe_options()).unwrap();
    assert!(again.findings.is_empty(), "{:#?}", again.findings);

    let words = project(&world, "words", &[("words.py", WORDS)]);
    let result = repair(&world, &words);
    // The main block crashes, and so does the call it makes.
    assert!(
        result
            .findings_before
            .iter()
            .all(|f| f.starts_with("crash ")),
        "{result:#?}"
    );
    assert_eq!(result.findings_before.len(), 2, "{result:#?}");
    assert!(result.applied, "{result:#?}");
    let after = fs::read_to_string(words.join("words.py")).unwrap();
    let changed = changed_lines(WORDS, &after);
    assert_eq!(changed.len(), 1, "{after}");
    assert_eq!(changed[0].0, "return words[len(words)]");
    // The main block's call is evidence, never the edit.
    assert!(
        after.contains("last_word(\"hello brave world\")"),
        "{after}"
    );
    let again = world.sandbox().probe(&words, &probe_options()).unwrap();
    assert!(again.findings.is_empty(), "{:#?}", again.findings);
}

#[test]
fn without_tests_or_findings_there_is_nothing_to_repair() {
    let world = World::new();
    let fixed = COUNTDOWN.replace("n += 1", "n -= 1");
    let dir = project(&world, "fine", &[("countdown.py", &fixed)]);
    let result = repair(&world, &dir);
    assert_eq!(result.stopped, StopReason::NothingFails);
    assert!(result.findings_before.is_empty() && !result.applied);
    // Without the probe, code without tests is refused as before.
    let options = TestRepairOptions::default();
    let error = world
        .sandbox()
        .repair_failing_tests(&dir, &options)
        .unwrap_err();
    assert!(error.to_string().contains("no tests collected"), "{error}");
}
