//! Probe findings as the swarm's evidence: where a tree has no test for a
//! behaviour, a call that never returns, crashes in the project's own code
//! or contradicts its doctest on an input the code gives itself counts as a
//! failing test does (the Judge does not accept while one is left).

use serde::Serialize;
use serde_json::json;
use toolsmith::probe::Finding;
use toolsmith::tools::Probe;

use crate::toolbox::{Agent, Toolbox};

/// The probe's whole budget per measurement, in seconds: the Judge measures
/// every iteration, so the probe must stay a small share of it.
const PROBE_BUDGET: f64 = 15.0;
/// Each call's limit, in seconds: a small input returns in milliseconds,
/// and a hang is confirmed under a longer limit, so half the default.
pub(crate) const CALL_TIMEOUT: f64 = 1.0;
/// Calls run at most per measurement.
const MAX_CALLS: usize = 300;

/// What the probe found in the tree, or why it could not look.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ProbeState {
    pub findings: Vec<Finding>,
    pub calls_run: usize,
    /// The probe did not run (the tree is then judged without it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl ProbeState {
    /// Probes `directory` for `agent`, through the catalogue.
    pub fn measure(toolbox: &Toolbox, agent: Agent, directory: &str) -> ProbeState {
        let arguments = json!({
            "path": directory,
            "timeout": CALL_TIMEOUT,
            "budget": PROBE_BUDGET,
            "max_calls": MAX_CALLS,
        });
        match toolbox.run::<Probe>(agent, arguments) {
            Ok(report) => ProbeState {
                findings: report.findings,
                calls_run: report.calls_run,
                error: None,
            },
            Err(error) => ProbeState {
                error: Some(error.to_string()),
                ..ProbeState::default()
            },
        }
    }

    /// Findings here that `before` did not have.
    pub fn added_since(&self, before: &ProbeState) -> Vec<String> {
        difference(&self.findings, &before.findings)
    }

    /// Findings of `before` that are gone here.
    pub fn removed_since(&self, before: &ProbeState) -> Vec<String> {
        difference(&before.findings, &self.findings)
    }
}

/// A finding's identity across edits (defined with the finding, so that
/// test-guided repair names what it fixes as the swarm does).
pub fn identity(finding: &Finding) -> String {
    finding.identity()
}

fn difference(these: &[Finding], those: &[Finding]) -> Vec<String> {
    let known: Vec<String> = those.iter().map(identity).collect();
    let mut out: Vec<String> = these
        .iter()
        .map(identity)
        .filter(|id| !known.contains(id))
        .collect();
    out.dedup();
    out
}

/// A finding in words, for the Fixer and the report: "calling f(3) never
/// returns (from the __main__ block, app.py:12)".
pub fn describe(finding: &Finding) -> String {
    let what = match finding.kind.as_str() {
        "hang" => format!(
            "calling {} never returns (stopped after {} s)",
            finding.call,
            finding.seconds.unwrap_or(CALL_TIMEOUT)
        ),
        "doctest" => format!(
            "the doctest of {}: {} gives {:?}, expected {:?}",
            finding.name.as_deref().unwrap_or(&finding.module),
            finding.example.as_deref().unwrap_or("").trim_end(),
            finding.got.as_deref().unwrap_or("").trim_end(),
            finding.expected.as_deref().unwrap_or("").trim_end()
        ),
        _ => format!(
            "calling {} raises {}{}{}",
            finding.call,
            finding.exception.as_deref().unwrap_or("an exception"),
            finding
                .message
                .as_deref()
                .filter(|m| !m.is_empty())
                .map(|m| format!(": {m}"))
                .unwrap_or_default(),
            finding
                .raised_at
                .as_deref()
                .map(|at| format!(" at {at}"))
                .unwrap_or_default()
        ),
    };
    let source = match finding.source.as_str() {
        "main block" => "the __main__ block".to_string(),
        "call site" => "a call in the code".to_string(),
        "signature" => "an input from its signature".to_string(),
        other => other.to_string(),
    };
    format!("{what} (from {source}, {})", finding.origin)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn finding(kind: &str, call: &str, origin: &str) -> Finding {
        Finding {
            kind: kind.into(),
            call: call.into(),
            source: "main block".into(),
            origin: origin.into(),
            module: "app".into(),
            file: "app.py".into(),
            function: None,
            arguments: None,
            name: None,
            exception: None,
            message: None,
            raised_at: None,
            example: None,
            expected: None,
            got: None,
            seconds: Some(2.0),
            traceback: None,
        }
    }

    #[test]
    fn a_finding_keeps_its_identity_when_lines_shift() {
        let before = ProbeState {
            findings: vec![finding("hang", "countdown(3)", "app.py:12")],
            ..ProbeState::default()
        };
        let shifted = ProbeState {
            findings: vec![finding("hang", "countdown(3)", "app.py:13")],
            ..ProbeState::default()
        };
        assert!(shifted.added_since(&before).is_empty());
        assert!(shifted.removed_since(&before).is_empty());
        let other = ProbeState {
            findings: vec![finding("crash", "countdown(3)", "app.py:12")],
            ..ProbeState::default()
        };
        assert_eq!(other.added_since(&before).len(), 1);
        assert_eq!(other.removed_since(&before).len(), 1);
        assert_eq!(
            describe(&before.findings[0]),
            "calling countdown(3) never returns (stopped after 2 s) (from the __main__ block, app.py:12)"
        );
    }
}
