//! The Judge's side of the loop: its rule, its verdict, and the verdict in
//! words.

use crate::assess::Assessment;
use crate::findings::describe;

/// The Judge's decision on one iteration.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// The Fixer changed nothing: nothing to judge, nothing to undo.
    NothingChanged,
    Kept,
    /// Undone, and why.
    Undone(String),
}

impl Verdict {
    /// The tree stays as the Fixer left it.
    pub fn kept(&self) -> bool {
        !matches!(self, Verdict::Undone(_))
    }

    /// Why, as the report says it; none for a plain keep.
    pub fn reason(&self) -> Option<String> {
        match self {
            Verdict::NothingChanged => Some("nothing changed".into()),
            Verdict::Kept => None,
            Verdict::Undone(why) => Some(why.clone()),
        }
    }

    /// The research log's outcome of the Judge's decision.
    pub fn outcome(&self) -> &'static str {
        match self {
            Verdict::NothingChanged => "nothing to judge",
            Verdict::Kept => "kept",
            Verdict::Undone(_) => "undone",
        }
    }
}

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

/// The Judge's verdict and the tree it leaves (`tree`), as the Judge's log
/// entry says them.
pub fn judgement(verdict: &Verdict, tree: &Assessment, threshold: f64) -> String {
    let counts = tree.counts();
    let verdict = match verdict {
        Verdict::Kept => "kept".to_string(),
        Verdict::NothingChanged => "kept (nothing changed)".to_string(),
        Verdict::Undone(why) => format!("undone: {why}"),
    };
    let mut text = format!(
        "{verdict}. Tests: {} passed, {} failed, {} errors; probe findings: {}; mean score {:.2}; {}.",
        counts.passed,
        counts.failed,
        counts.errors,
        tree.probe.findings.len(),
        tree.mean_score(),
        if tree.acceptable(threshold) {
            "accepted"
        } else {
            "not accepted yet"
        }
    );
    for failure in tree.failures() {
        text.push_str(&format!(
            "\n{} ({}): {}",
            failure.test, failure.status, failure.message
        ));
    }
    for finding in &tree.probe.findings {
        text.push_str(&format!(
            "\nprobe ({}): {}",
            finding.kind,
            describe(finding)
        ));
    }
    text
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
