//! The offline Fixer: no model, no network, deterministic. It applies the
//! repair tools, each of which writes only what it verified (a syntax repair
//! that compiles, a patch the tests pass, a lint fix that does not lower
//! pylint's score), and never invents docstrings, names or logic: whatever
//! needs those is left for the report's `remaining`. The probe's findings
//! are failing checks to test-guided repair: alone when no test fails,
//! together with the failing tests when both are there.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use serde_json::json;
use toolsmith::modify::autofix::AutofixResult;
use toolsmith::repair::SyntaxRepairResult;
use toolsmith::repair::TestRepairResult;
use toolsmith::tools::{Autofix, RepairFailingTests, RepairSyntax};

use crate::error::Result;
use crate::findings::CALL_TIMEOUT;
use crate::fixer::{Fixer, FixerContext};
use crate::options::TEST_REPAIR_BUDGET;
use crate::plan::{Plan, Task};
use crate::toolbox::{Agent, Toolbox};

/// What one action of the Fixer did.
#[derive(Debug, Clone)]
struct Action {
    task: String,
    changed: bool,
    /// One line for the log and the report.
    summary: String,
}

/// The offline Fixer's memory across iterations.
#[derive(Debug, Default)]
pub struct OfflineFixer {
    /// Tasks tried on the tree as it is now, to no effect: not tried again
    /// until something else changes the tree.
    fruitless: HashSet<String>,
    /// Tasks whose change the Judge undid: never tried again.
    refused: HashSet<String>,
    /// After the Judge undid an iteration of several actions: one action per
    /// iteration, so that the one at fault is found and refused alone.
    one_at_a_time: bool,
    /// The last iteration's actions, for the Judge's verdict on them.
    last: Vec<Action>,
}

/// Test-guided repairs in one iteration, at most.
const MAX_TEST_REPAIRS: usize = 25;

impl Fixer for OfflineFixer {
    fn fix(
        &mut self,
        context: &FixerContext<'_>,
        plan: &Plan,
        _prompt: &str,
    ) -> Result<Vec<String>> {
        let budget = TEST_REPAIR_BUDGET.min(context.limits.time_left());
        self.last = self.work(context.toolbox, plan, budget);
        Ok(self.last.iter().map(|a| a.summary.clone()).collect())
    }

    /// The tree changed, so everything may be tried again.
    fn change_kept(&mut self) {
        self.fruitless.clear();
    }

    fn change_undone(&mut self) {
        let changed: Vec<&Action> = self.last.iter().filter(|a| a.changed).collect();
        match changed.as_slice() {
            [one] => {
                self.refused.insert(one.task.clone());
            }
            _ => self.one_at_a_time = true,
        }
    }
}

impl OfflineFixer {
    /// Works through `plan` on the tree; `budget` bounds the test-guided search.
    fn work(&mut self, toolbox: &Toolbox, plan: &Plan, budget: Duration) -> Vec<Action> {
        let mut actions = Vec::new();
        let failing_tests = plan
            .tasks
            .iter()
            .any(|t| matches!(t, Task::RepairTests { .. }));
        for task in &plan.tasks {
            // With failing tests, their repair takes the findings too: one
            // search, whose patches must answer both.
            if failing_tests && matches!(task, Task::RepairFindings { .. }) {
                continue;
            }
            let key = task.key();
            if self.refused.contains(&key) || self.fruitless.contains(&key) {
                continue;
            }
            let findings = plan.tasks.iter().find_map(|t| match t {
                Task::RepairFindings { findings } => Some(findings.len()),
                _ => None,
            });
            let action = self.act(toolbox, &plan.directory, task, findings, budget);
            if !action.changed {
                self.fruitless.insert(key);
            }
            let changed = action.changed;
            actions.push(action);
            if changed && self.one_at_a_time {
                break;
            }
        }
        actions
    }

    /// `findings`: how many probe findings the plan has, if any.
    fn act(
        &self,
        toolbox: &Toolbox,
        directory: &str,
        task: &Task,
        findings: Option<usize>,
        budget: Duration,
    ) -> Action {
        if let Task::RepairTests { .. } | Task::RepairFindings { .. } = task {
            return self.repair_tests(toolbox, directory, task, findings, budget);
        }
        self.act_once(toolbox, directory, task, findings, budget)
    }

    /// Test-guided repair fixes one line per call: independent bugs each get
    /// a call of their own, while each call applies a verified fix and the
    /// budget lasts.
    fn repair_tests(
        &self,
        toolbox: &Toolbox,
        directory: &str,
        task: &Task,
        findings: Option<usize>,
        budget: Duration,
    ) -> Action {
        let deadline = Instant::now() + budget;
        let mut first = self.act_once(toolbox, directory, task, findings, budget);
        if !first.changed {
            return first;
        }
        let mut summaries = vec![first.summary.clone()];
        for _ in 1..MAX_TEST_REPAIRS {
            let left = deadline.saturating_duration_since(Instant::now());
            if left < Duration::from_secs(1) {
                break;
            }
            let next = self.act_once(toolbox, directory, task, findings, left);
            if !next.changed {
                break;
            }
            summaries.push(next.summary);
        }
        first.summary = summaries.join("; ");
        first
    }

    fn act_once(
        &self,
        toolbox: &Toolbox,
        directory: &str,
        task: &Task,
        findings: Option<usize>,
        budget: Duration,
    ) -> Action {
        let key = task.key();
        let fixer = Agent::Fixer;
        let (changed, summary) = match task {
            Task::RepairSyntax { file, error } => {
                let arguments = json!({"file_path": file, "apply": true});
                match toolbox.run::<RepairSyntax>(fixer, arguments) {
                    Ok(result) => syntax_repaired(file, error, &result),
                    Err(e) => (false, format!("repair_syntax failed: {e}")),
                }
            }
            Task::CleanLint { file, .. } => {
                let arguments = json!({"path": file, "pylint": true, "format": false});
                match toolbox.run::<Autofix>(fixer, arguments) {
                    Ok(result) => lint_cleaned(file, &result),
                    Err(e) => (false, format!("autofix failed: {e}")),
                }
            }
            Task::RepairTests { .. } | Task::RepairFindings { .. } => {
                let arguments = tests_repair_arguments(directory, budget, findings.is_some());
                match toolbox.run::<RepairFailingTests>(fixer, arguments) {
                    Ok(result) => tests_repaired(&result),
                    Err(e) => (false, format!("repair_failing_tests failed: {e}")),
                }
            }
        };
        Action {
            task: key,
            changed,
            summary,
        }
    }
}

/// The arguments of test-guided repair; with `probe`, the Judge's probe
/// too, so that what the repair answers is what the Judge will find.
fn tests_repair_arguments(directory: &str, budget: Duration, probe: bool) -> serde_json::Value {
    let mut arguments = json!({
        "directory": directory,
        "apply": true,
        "budget": budget.as_secs_f64().max(1.0),
    });
    if probe {
        arguments["probe"] = true.into();
        arguments["probe_timeout"] = CALL_TIMEOUT.into();
    }
    arguments
}

/// Whether `repair_syntax` wrote, and what it did, edit by edit.
fn syntax_repaired(file: &str, error: &str, result: &SyntaxRepairResult) -> (bool, String) {
    if !result.applied {
        return (
            false,
            format!("{file}: no verified syntax repair ({error})"),
        );
    }
    let written = match (result.candidates.first(), &result.partial) {
        (Some(best), _) => best.edits.as_slice(),
        (None, Some(partial)) => partial.edits.as_slice(),
        (None, None) => &[],
    };
    let edits: Vec<String> = written
        .iter()
        .map(|edit| format!("line {}: `{}` -> `{}`", edit.line, edit.before, edit.after))
        .collect();
    (
        true,
        format!("{file}: syntax repaired ({error}): {}", edits.join("; ")),
    )
}

/// Whether `autofix` changed the file, and pylint's score before and after.
fn lint_cleaned(file: &str, result: &AutofixResult) -> (bool, String) {
    let Some(fixed) = result.files.first() else {
        return (false, format!("{file}: nothing that ruff's fixes answer"));
    };
    if !fixed.changed {
        return (false, format!("{file}: nothing fixable without a model"));
    }
    // Named as pylint names them, as the report's `remaining` does (ruff's
    // names only when pylint's verdict is missing).
    let rules: Vec<String> = match fixed.pylint.as_ref().filter(|p| !p.fixed.is_empty()) {
        Some(pylint) => pylint
            .fixed
            .iter()
            .map(|message| format!("{} x{}", message.symbol, message.count))
            .collect(),
        None => fixed
            .fixed
            .iter()
            .map(|rule| format!("{} x{}", rule.rule, rule.count))
            .collect(),
    };
    let (before, after) = fixed
        .pylint
        .as_ref()
        .map_or((0.0, 0.0), |p| (p.score_before, p.score_after));
    (
        true,
        format!(
            "{file}: pylint's messages fixed ({}), score {before:.2} -> {after:.2}",
            rules.join(", ")
        ),
    )
}

/// Whether `repair_failing_tests` applied a patch, and which tests and
/// findings it fixes.
fn tests_repaired(result: &TestRepairResult) -> (bool, String) {
    match result.candidates.first().filter(|_| result.applied) {
        Some(best) => (
            true,
            format!(
                "{}:{}: {} (fixes {})",
                best.file_path,
                best.line,
                best.mutation,
                best.fixes.join(", ")
            ),
        ),
        None => {
            let mut what = Vec::new();
            if !result.failing_before.is_empty() {
                what.push(format!("{} failing test(s)", result.failing_before.len()));
            }
            if !result.findings_before.is_empty() {
                what.push(format!("{} probe finding(s)", result.findings_before.len()));
            }
            if what.is_empty() {
                what.push("nothing that fails now".to_string());
            }
            (
                false,
                format!(
                    "no verified one-line repair for {} ({} mutations tried)",
                    what.join(" and "),
                    result.tried
                ),
            )
        }
    }
}
