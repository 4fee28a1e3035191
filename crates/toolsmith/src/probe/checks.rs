//! The findings as a pytest file the user can keep: a test per finding that
//! fails today and passes once the code is fixed. A hang runs in a
//! subprocess under a time limit (a hung test must not hang the suite); a
//! crash is the call itself; a doctest is an assertion on its failures.

use std::fmt::Write as _;

use super::finding::Finding;

const HEADER: &str = r#""""Checks written by `toolsmith probe`.

Each test fails today, on an input the code itself gives (a doctest example,
its __main__ block, a call it makes with literal arguments, or a small input
made from a function's signature), and passes once the code is fixed.
"""

import doctest
import importlib
import os
import runpy
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), {root}))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)


def doctest_failures(module_name, name):
    """The failing examples of one docstring (doctest prints them)."""
    module = importlib.import_module(module_name)
    runner = doctest.DocTestRunner(optionflags=0)
    for test in doctest.DocTestFinder().find(module, module.__name__):
        if test.name == name:
            runner.run(test)
    return runner.failures


def returns_within(code, seconds):
    """Whether `code` finishes within `seconds`, run in a fresh Python
    (which writes no bytecode into the project)."""
    try:
        subprocess.run(
            [sys.executable, "-B", "-c", code],
            cwd=ROOT,
            timeout=seconds,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired:
        return False
    return True
"#;

/// A hang's check waits this many times the probe's limit (at least 10 s).
const HANG_FACTOR: f64 = 5.0;

/// The pytest file for `findings`; `root` is the probed directory relative
/// to the file's own.
pub fn checks_file(findings: &[Finding], root: &str) -> String {
    let mut text = HEADER.replace("{root}", &python_string(root));
    for (index, finding) in findings.iter().enumerate() {
        text.push_str("\n\n");
        text.push_str(&check(index + 1, finding));
    }
    text
}

fn check(index: usize, finding: &Finding) -> String {
    let subject = finding
        .function
        .as_deref()
        .or(finding.name.as_deref())
        .unwrap_or(&finding.module);
    let mut text = format!(
        "def test_{}_{index}_{}():\n",
        finding.kind,
        identifier(subject)
    );
    for line in describe(finding).lines() {
        let _ = writeln!(text, "    # {line}");
    }
    let statement = statement(finding);
    match finding.kind.as_str() {
        "hang" => {
            let seconds = (finding.seconds.unwrap_or(2.0) * HANG_FACTOR).max(10.0);
            let _ = writeln!(
                text,
                "    assert returns_within({}, {seconds}), {}",
                python_string(&format!("import doctest, importlib, runpy\n{statement}")),
                python_string(&format!(
                    "{} did not return within {seconds} s",
                    finding.call
                ))
            );
        }
        "doctest" => {
            let _ = writeln!(
                text,
                "    assert doctest_failures({}, {}) == 0",
                python_string(&finding.module),
                python_string(finding.name.as_deref().unwrap_or(&finding.module))
            );
        }
        _ => {
            let _ = writeln!(text, "    {statement}");
        }
    }
    text
}

/// The Python statement that does what the probe did.
fn statement(finding: &Finding) -> String {
    let module = python_string(&finding.module);
    match (
        finding.source.as_str(),
        &finding.function,
        &finding.arguments,
    ) {
        ("main block", _, _) => format!("runpy.run_module({module}, run_name=\"__main__\")"),
        ("doctest", _, _) => format!("doctest.testmod(importlib.import_module({module}))",),
        (_, Some(function), Some(arguments)) => {
            format!("importlib.import_module({module}).{function}({arguments})")
        }
        _ => format!("importlib.import_module({module})"),
    }
}

/// What happened, and where the input came from, in a few lines.
fn describe(finding: &Finding) -> String {
    let what = match finding.kind.as_str() {
        "hang" => format!(
            "{} did not return within {} s",
            finding.call,
            finding.seconds.unwrap_or(0.0)
        ),
        "doctest" => format!(
            "{}\nexpected: {}\ngot: {}",
            finding.example.as_deref().unwrap_or(""),
            finding.expected.as_deref().unwrap_or("").trim_end(),
            finding.got.as_deref().unwrap_or("").trim_end()
        ),
        _ => format!(
            "{} raised {}: {} at {}",
            finding.call,
            finding.exception.as_deref().unwrap_or("an exception"),
            finding.message.as_deref().unwrap_or(""),
            finding.raised_at.as_deref().unwrap_or("?")
        ),
    };
    format!(
        "{what}\n(input from {}: {})",
        finding.source, finding.origin
    )
}

/// A Python identifier made of `text`.
fn identifier(text: &str) -> String {
    let name: String = text
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    name.trim_matches('_').to_ascii_lowercase()
}

/// A Python string literal: JSON's escapes are Python's.
fn python_string(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_literals_are_python() {
        assert_eq!(identifier("stats.mean"), "stats_mean");
        assert_eq!(python_string("a\"b\nc"), "\"a\\\"b\\nc\"");
    }
}
