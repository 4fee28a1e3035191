//! Probe findings as failing checks: an edit answers a finding when the
//! finding's own call, re-run in the copy under the probe's confinement and
//! a short limit, now runs to an outcome that is no finding (it returns, it
//! raises nothing from the project's code, the doctest's output is the one
//! written), and the whole probe then finds nothing it did not find before.

use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

use crate::probe::{Finding, ProbeOptions};
use crate::sandbox::Sandbox;

/// A call re-run against an edit gets at most this long: a call on a small
/// input the code gives returns in milliseconds, and an edit after which it
/// is still slow is not the fix.
const TRIAL_CALL_LIMIT: Duration = Duration::from_secs(1);
/// A targeted re-run's whole budget.
const TRIAL_BUDGET: Duration = Duration::from_secs(20);

/// The findings a search answers.
#[derive(Debug, Clone)]
pub(super) struct Evidence {
    /// The findings still standing (those the chain fixed are left out).
    pub(super) standing: Vec<Finding>,
    /// The probe as it was run on the sandbox: the whole probe of a trial.
    pub(super) whole: ProbeOptions,
}

impl Evidence {
    /// The evidence left once `fixed` (identities) are answered.
    pub(super) fn after(&self, fixed: &[String]) -> Evidence {
        Evidence {
            standing: self
                .standing
                .iter()
                .filter(|f| !fixed.contains(&f.identity()))
                .cloned()
                .collect(),
            whole: self.whole.clone(),
        }
    }

    /// The identities of `findings` whose calls ran in `dir` and gave no
    /// finding; `None` when the probe could not run.
    fn answered(
        &self,
        sandbox: &Sandbox,
        dir: &Path,
        findings: &[&Finding],
    ) -> Option<Vec<String>> {
        let options = ProbeOptions {
            calls: Some(findings.iter().map(|f| f.call_key()).collect()),
            confirm: false,
            call_timeout: self.whole.call_timeout.min(TRIAL_CALL_LIMIT),
            budget: TRIAL_BUDGET,
            ..self.whole.clone()
        };
        let report = sandbox.probe(dir, &options).ok()?;
        let still: BTreeSet<String> = report.findings.iter().map(Finding::identity).collect();
        Some(
            findings
                .iter()
                .filter(|f| report.calls_ran.contains(&f.call_key()))
                .map(|f| f.identity())
                .filter(|id| !still.contains(id))
                .collect(),
        )
    }

    /// The standing findings the edit written in `dir` answers, and how many
    /// findings the whole probe still reports with it; `None` when it
    /// answers none (unless `tests_fixed`: failing tests pass with it) or
    /// when a finding appears that was not there before.
    pub(super) fn judge(
        &self,
        sandbox: &Sandbox,
        dir: &Path,
        tests_fixed: bool,
    ) -> Option<(Vec<String>, usize)> {
        // Most edits answer nothing: one call alone first, a quick one (a
        // hang costs its whole limit) when there is a choice.
        let mut order: Vec<&Finding> = self.standing.iter().collect();
        order.sort_by_key(|f| f.kind == "hang");
        if !tests_fixed && order.len() > 1 && self.answered(sandbox, dir, &order[..1])?.is_empty() {
            return None;
        }
        let mut fixed = self.answered(sandbox, dir, &order)?;
        if !tests_fixed && fixed.is_empty() {
            return None;
        }
        let now = sandbox.probe(dir, &self.whole).ok()?;
        let before: BTreeSet<String> = self.standing.iter().map(Finding::identity).collect();
        let after: BTreeSet<String> = now.findings.iter().map(Finding::identity).collect();
        if !after.is_subset(&before) {
            return None;
        }
        fixed.retain(|id| !after.contains(id));
        if !tests_fixed && fixed.is_empty() {
            return None;
        }
        Some((fixed, now.findings.len()))
    }
}
