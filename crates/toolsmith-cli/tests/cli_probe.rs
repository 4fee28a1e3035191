//! `toolsmith probe` through the binary: findings printed with where their
//! input came from, exit 1 when there are any and 0 when there are none,
//! `--json` the catalogue's result, and `--write-checks` a pytest file
//! written where asked, never into the project.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;

use crate::common::{run_in, snapshot};
use serde_json::Value;

const BUGGY: &str = r#"def mean(values):
    """
    >>> mean([1, 2, 3])
    2.0
    """
    return sum(values) / (len(values) + 1)


def countdown(n):
    while n != 0:
        n += 1
    return n


def first(items):
    return items[0]


if __name__ == "__main__":
    print(first([]))
"#;

const CORRECT: &str = r#"def mean(values):
    """
    >>> mean([1, 2, 3])
    2.0
    """
    return sum(values) / len(values)


if __name__ == "__main__":
    print(mean([4, 6]))
"#;

#[test]
fn findings_exit_1_and_are_written_as_checks_only_where_asked() {
    let temp = tempfile::tempdir().unwrap();
    let project = temp.path().join("sandbox/project");
    fs::create_dir_all(&project).unwrap();
    fs::write(project.join("numbers.py"), BUGGY).unwrap();
    let before = snapshot(&project);

    let (code, out, err) = run_in(
        temp.path(),
        &["probe", "sandbox/project", "--timeout", "1"],
        &[],
    );
    assert_eq!(code, Some(1), "{out}\n{err}");
    assert!(out.contains("HANG countdown(1)"), "{out}");
    assert!(out.contains("input from signature"), "{out}");
    assert!(out.contains("DOCTEST numbers.mean"), "{out}");
    assert!(
        out.contains("CRASH python -m numbers raised IndexError"),
        "{out}"
    );
    assert!(out.contains("input from call site numbers.py:20"), "{out}");
    assert_eq!(snapshot(&project), before, "the project changed");

    let (code, out, err) = run_in(
        temp.path(),
        &[
            "probe",
            "sandbox/project",
            "--timeout",
            "1",
            "--json",
            "--write-checks",
            "sandbox/checks",
        ],
        &[],
    );
    assert_eq!(code, Some(1), "{out}\n{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["hangs"], 1, "{report:#}");
    assert_eq!(report["doctest_mismatches"], 1, "{report:#}");
    assert_eq!(report["crashes"], 2, "{report:#}");
    assert_eq!(
        report["checks_written"][0],
        "sandbox/checks/test_probe_findings.py"
    );
    let checks =
        fs::read_to_string(temp.path().join("sandbox/checks/test_probe_findings.py")).unwrap();
    assert!(checks.contains("def test_hang_"), "{checks}");
    assert!(checks.contains("def test_doctest_"), "{checks}");
    assert_eq!(snapshot(&project), before, "the project changed");
}

#[test]
fn correct_code_exits_0() {
    let temp = tempfile::tempdir().unwrap();
    let project = temp.path().join("sandbox/project");
    fs::create_dir_all(&project).unwrap();
    fs::write(project.join("numbers.py"), CORRECT).unwrap();
    let (code, out, err) = run_in(temp.path(), &["probe", "sandbox/project"], &[]);
    assert_eq!(code, Some(0), "{out}\n{err}");
    assert!(out.starts_with("0 findings"), "{out}");
    assert!(!temp.path().join("sandbox/checks").exists());
}
