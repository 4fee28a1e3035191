//! The Judge's side of the loop: its rule, its verdict in words, the run's
//! diffs, and what the run leaves undone.

use serde_json::json;
use toolsmith::tools::RunPylintAnalysis;

use crate::assess::Assessment;
use crate::findings::describe;
use crate::rollback::Snapshot;
use crate::toolbox::{Agent, Toolbox};

/// The Judge's rule: why `now` is worse than `kept`, if it is.
pub fn regression(kept: &Assessment, now: &Assessment) -> Option<String> {
    let mut why = Vec::new();
    let broken = now.broken_since(kept);
    if !broken.is_empty() {
        why.push(format!(
            "test(s) that passed now fail: {}",
            broken.join(", ")
        ));
    }
    let added = now.probe.added_since(&kept.probe);
    if !added.is_empty() {
        why.push(format!("new probe finding(s): {}", added.join(", ")));
    }
    let stopped = now.stopped_compiling_since(kept);
    if !stopped.is_empty() {
        why.push(format!("file(s) no longer compile: {}", stopped.join(", ")));
    }
    // Scores are given to two decimals: a drop under half a hundredth is
    // rounding. A change that makes failing tests pass or removes probe
    // findings (and breaks none) is worth some style: lint is repaired
    // later, behaviour is what counts.
    let fixed = now.fixed_since(kept).len() + now.probe.removed_since(&kept.probe).len();
    if fixed == 0 && now.mean_score() < kept.mean_score() - 0.005 {
        why.push(format!(
            "the mean pylint score fell from {:.2} to {:.2}",
            kept.mean_score(),
            now.mean_score()
        ));
    }
    (!why.is_empty()).then(|| why.join("; "))
}

pub fn judgement(kept: bool, reason: Option<&str>, state: &Assessment, threshold: f64) -> String {
    let counts = state.counts();
    let verdict = match (kept, reason) {
        (true, None) => "kept".to_string(),
        (true, Some(note)) => format!("kept ({note})"),
        (false, Some(why)) => format!("undone: {why}"),
        (false, None) => "undone".to_string(),
    };
    let mut text = format!(
        "{verdict}. Tests: {} passed, {} failed, {} errors; probe findings: {}; mean score {:.2}; {}.",
        counts.passed,
        counts.failed,
        counts.errors,
        state.probe.findings.len(),
        state.mean_score(),
        if state.acceptable(threshold) {
            "accepted"
        } else {
            "not accepted yet"
        }
    );
    for failure in state.failures() {
        text.push_str(&format!(
            "\n{} ({}): {}",
            failure.test, failure.status, failure.message
        ));
    }
    for finding in &state.probe.findings {
        text.push_str(&format!(
            "\nprobe ({}): {}",
            finding.kind,
            describe(finding)
        ));
    }
    text
}

/// Each changed file's diff from the start of the run to its end.
pub fn diffs(original: &Snapshot, finished: &Snapshot) -> Vec<(String, String)> {
    original
        .changed(finished)
        .into_iter()
        .map(|name| {
            let old = original.files.get(&name).map_or("", String::as_str);
            let new = finished.files.get(&name).map_or("", String::as_str);
            let diff = toolsmith::modify::unified_diff(&name, old, new);
            (name, diff)
        })
        .collect()
}

/// What the run leaves undone, one line each.
pub fn remaining(toolbox: &Toolbox, kept: &Assessment, threshold: f64) -> Vec<String> {
    let mut remaining = Vec::new();
    for (file, state) in &kept.files {
        if !state.compiles {
            remaining.push(format!(
                "{file}: does not compile ({}); no verified repair found",
                state.syntax_error.as_deref().unwrap_or("syntax error")
            ));
        }
    }
    for failure in kept.failures() {
        remaining.push(format!(
            "{} {}: {}",
            failure.test,
            failure.status,
            failure.message.lines().next().unwrap_or("")
        ));
    }
    for finding in &kept.probe.findings {
        remaining.push(format!(
            "probe {} in {}: {}",
            finding.kind,
            finding.file,
            describe(finding)
        ));
    }
    for (file, state) in &kept.files {
        if state.compiles && state.score < threshold {
            remaining.push(format!(
                "{file}: score {:.2} under {threshold}: {}",
                state.score,
                messages(toolbox, file)
            ));
        }
    }
    remaining
}

/// pylint's messages for `file`, counted by symbol, most frequent first.
fn messages(toolbox: &Toolbox, file: &str) -> String {
    let Ok(result) = toolbox.run::<RunPylintAnalysis>(Agent::Judge, json!({"file_path": file}))
    else {
        return "pylint's messages unavailable".into();
    };
    let mut counts: Vec<(String, usize)> = Vec::new();
    for issue in result.issues {
        let symbol = issue.symbol;
        match counts.iter_mut().find(|(s, _)| *s == symbol) {
            Some((_, n)) => *n += 1,
            None => counts.push((symbol, 1)),
        }
    }
    counts.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    counts
        .iter()
        .map(|(symbol, n)| format!("{symbol} x{n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::assess::FileState;
    use crate::findings::{ProbeState, tests::finding};

    fn tree(score: f64, calls: &[&str]) -> Assessment {
        let file = FileState {
            compiles: true,
            score,
            syntax_error: None,
        };
        Assessment {
            files: BTreeMap::from([("app.py".to_string(), file)]),
            tests: None,
            probe: ProbeState {
                findings: calls
                    .iter()
                    .map(|call| finding("hang", call, "app.py:12"))
                    .collect(),
                ..ProbeState::default()
            },
        }
    }

    #[test]
    fn a_new_finding_is_a_regression_and_a_removed_one_is_progress() {
        let why = regression(&tree(10.0, &[]), &tree(10.0, &["f(3)"]));
        assert!(why.is_some_and(|w| w.contains("new probe finding(s): hang f(3)")));
        // Progress on behaviour is worth a little style, as a fixed test is.
        assert_eq!(regression(&tree(10.0, &["f(3)"]), &tree(9.5, &[])), None);
        assert!(regression(&tree(10.0, &["f(3)"]), &tree(9.5, &["f(3)"])).is_some());
        assert!(!tree(10.0, &["f(3)"]).acceptable(7.0));
        assert!(tree(10.0, &[]).acceptable(7.0));
    }
}
