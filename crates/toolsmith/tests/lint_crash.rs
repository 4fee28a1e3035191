//! A file that crashes astroid: pylint's own answer for it (its
//! `astroid-error`, as a fresh single-file run of the CLI gives it), the
//! worker it crashed in replaced, and every other file's answer unaffected.
//! The crashes are real ones, at each stage pylint reports them from: the
//! parser (an expression nested too deep to build), astroid's tree builder,
//! and inference while the checkers walk the tree.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::reference;
use crate::workers;
use std::path::Path;

use crate::common::{World, uncached};
use serde_json::Value;
use toolsmith::lint::{AuditOptions, LintOptions, LintReport};
use workers::worker_pids;

/// `(line, column, symbol)` of each message, sorted. The crash message names
/// a crash report file with a timestamp, so texts are compared only where
/// `exact` says so.
type Said = Vec<(u64, u64, String, String)>;

fn theirs(world: &World, file: &Path) -> Said {
    reference::messages(&reference::pinned_pylint(&world.sandbox_dir, file)["messages"])
}

fn ours(report: &LintReport) -> Said {
    reference::messages(&serde_json::to_value(report.all_issues.as_ref().unwrap()).unwrap())
}

fn without_crash_texts(said: &Said) -> Said {
    said.iter()
        .map(|(line, column, symbol, text)| {
            let text = if symbol == "astroid-error" {
                String::new()
            } else {
                text.clone()
            };
            (*line, *column, symbol.clone(), text)
        })
        .collect()
}

fn chain(terms: usize) -> String {
    format!("\"\"\"Chain.\"\"\"\nA = 1\nX = A{}\n", "+A".repeat(terms))
}

/// Crashers, by stage: `(name, text)`.
fn crashers() -> Vec<(&'static str, String)> {
    vec![
        // Deeper than CPython builds an AST for (RecursionError in compile).
        ("parser.py", format!("X = a{}\n", "+a".repeat(100_000))),
        // Parsed, but deeper than astroid's rebuilder recurses.
        ("builder.py", chain(1000)),
        // Built, but inferring it while checking recurses too deep.
        ("inference.py", chain(300)),
    ]
}

const FINE: &[(&str, &str)] = &[
    ("crashy/__init__.py", "\"\"\"Package.\"\"\"\n"),
    (
        "crashy/calls.py",
        "\"\"\"Calls.\"\"\"\nimport os\n\n\ndef join(part):\n    \"\"\"Joins.\"\"\"\n    return os.path.join(part, missing)\n",
    ),
    (
        "crashy/shapes.py",
        "\"\"\"Shapes.\"\"\"\n\n\nclass Square:\n    \"\"\"A square.\"\"\"\n\n    def area(self):\n        \"\"\"Its area.\"\"\"\n        return self.side ** 2\n",
    ),
];

fn project(world: &World) {
    std::fs::create_dir_all(world.inside("crashy")).unwrap();
    let tag = world.root.display();
    for (file, text) in FINE {
        std::fs::write(world.inside(file), format!("{text}# {tag}\n")).unwrap();
    }
    for (name, text) in crashers() {
        std::fs::write(world.inside(&format!("crashy/{name}")), text).unwrap();
    }
}

#[test]
fn a_file_that_crashes_astroid_gets_pylints_answer_and_a_new_worker() {
    let world = World::new();
    project(&world);
    let sandbox = world.sandbox();
    let calls = world.inside("crashy/calls.py");
    let shapes = world.inside("crashy/shapes.py");

    for (name, _) in crashers() {
        // A warm worker first: it has built what other files import.
        let warmed = sandbox.run_pylint_analysis(&shapes, &uncached()).unwrap();
        assert_eq!(ours(&warmed), theirs(&world, &shapes));
        let warm = worker_pids();
        assert!(!warm.is_empty(), "no worker found among our processes");

        let file = world.inside(&format!("crashy/{name}"));
        let report = sandbox.run_pylint_analysis(&file, &uncached()).unwrap();
        let expected = theirs(&world, &file);
        assert!(
            expected.iter().any(|m| m.2 == "astroid-error"),
            "{name} no longer crashes pylint: {expected:?}"
        );
        assert_eq!(
            without_crash_texts(&ours(&report)),
            without_crash_texts(&expected),
            "{name}"
        );
        assert_eq!(report.score, 0.0, "{name}");

        let after = worker_pids();
        assert!(
            warm.is_disjoint(&after),
            "{name}: the worker astroid crashed in is still there ({warm:?}, now {after:?})"
        );
        // The next file is answered as if nothing had happened.
        let next = sandbox.run_pylint_analysis(&calls, &uncached()).unwrap();
        assert_eq!(ours(&next), theirs(&world, &calls), "after {name}");
    }
}

#[test]
fn an_audit_with_crashing_files_answers_every_file_as_pylint_does() {
    let world = World::new();
    project(&world);
    let sandbox = world.sandbox();
    for use_cache in [false, true, true] {
        let options = AuditOptions {
            lint: LintOptions {
                use_cache,
                ..LintOptions::default()
            },
            ..AuditOptions::default()
        };
        let audit = sandbox
            .audit_directory(&world.inside("crashy"), &options)
            .unwrap();
        assert_eq!(audit.total_files, FINE.len() + crashers().len());
        for score in &audit.files {
            assert!(score.error.is_none(), "{}: {:?}", score.file, score.error);
            let path = world.sandbox_dir.join(&score.file);
            let expected: Value = reference::pinned_pylint(&world.sandbox_dir, &path);
            let expected_score = expected["statistics"]["score"].as_f64().unwrap();
            assert_eq!(
                score.score,
                (expected_score * 100.0).round() / 100.0,
                "{} (cache {use_cache})",
                score.file
            );
            let report = sandbox.run_pylint_analysis(&path, &uncached()).unwrap();
            assert_eq!(
                without_crash_texts(&ours(&report)),
                without_crash_texts(&reference::messages(&expected["messages"])),
                "{}",
                score.file
            );
        }
    }
}
