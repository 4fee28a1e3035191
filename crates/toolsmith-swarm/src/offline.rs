//! The offline Fixer: no model, no network, deterministic. It applies the
//! repair tools, each of which writes only what it verified (a syntax repair
//! that compiles, a patch the tests pass, a lint fix that does not lower
//! pylint's score), and never invents docstrings, names or logic: whatever
//! needs those is left for the report's `remaining`.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::plan::{Plan, Task};
use crate::toolbox::{Agent, Toolbox};

/// What one action of the Fixer did.
#[derive(Debug, Clone)]
pub struct Action {
    pub task: String,
    pub tool: &'static str,
    pub changed: bool,
    /// One line for the log and the report.
    pub summary: String,
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
}

/// Test-guided repairs in one iteration, at most.
const MAX_TEST_REPAIRS: usize = 25;

impl OfflineFixer {
    /// Works through `plan` on the tree; `budget` bounds the test-guided search.
    pub fn fix(&mut self, toolbox: &Toolbox, plan: &Plan, budget: Duration) -> Vec<Action> {
        let mut actions = Vec::new();
        for task in &plan.tasks {
            let key = task.key();
            if self.refused.contains(&key) || self.fruitless.contains(&key) {
                continue;
            }
            let action = self.act(toolbox, &plan.directory, task, budget);
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

    /// The Judge kept the iteration: the tree changed, so everything may be tried again.
    pub fn kept(&mut self) {
        self.fruitless.clear();
    }

    /// The Judge undid the iteration's `actions`.
    pub fn undone(&mut self, actions: &[Action]) {
        let changed: Vec<&Action> = actions.iter().filter(|a| a.changed).collect();
        match changed.as_slice() {
            [one] => {
                self.refused.insert(one.task.clone());
            }
            _ => self.one_at_a_time = true,
        }
    }

    fn act(&self, toolbox: &Toolbox, directory: &str, task: &Task, budget: Duration) -> Action {
        if let Task::RepairTests { .. } = task {
            return self.repair_tests(toolbox, directory, task, budget);
        }
        self.act_once(toolbox, directory, task, budget)
    }

    /// Test-guided repair fixes one line per call: independent bugs each get
    /// a call of their own, while each call applies a verified fix and the
    /// budget lasts.
    fn repair_tests(
        &self,
        toolbox: &Toolbox,
        directory: &str,
        task: &Task,
        budget: Duration,
    ) -> Action {
        let deadline = Instant::now() + budget;
        let mut first = self.act_once(toolbox, directory, task, budget);
        if !first.changed {
            return first;
        }
        let mut summaries = vec![first.summary.clone()];
        for _ in 1..MAX_TEST_REPAIRS {
            let left = deadline.saturating_duration_since(Instant::now());
            if left < Duration::from_secs(1) {
                break;
            }
            let next = self.act_once(toolbox, directory, task, left);
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
        budget: Duration,
    ) -> Action {
        let key = task.key();
        let (tool, arguments) = match task {
            Task::RepairSyntax { file, .. } => {
                ("repair_syntax", json!({"file_path": file, "apply": true}))
            }
            Task::CleanLint { file, .. } => (
                "autofix",
                json!({"path": file, "pylint": true, "format": false}),
            ),
            Task::RepairTests { .. } => (
                "repair_failing_tests",
                json!({"directory": directory, "apply": true, "budget": budget.as_secs_f64().max(1.0)}),
            ),
        };
        let outcome = toolbox.call(Agent::Fixer, tool, arguments);
        let (changed, summary) = match &outcome {
            Ok(result) => describe(task, result),
            Err(error) => (false, format!("{tool} failed: {error}")),
        };
        Action {
            task: key,
            tool,
            changed,
            summary,
        }
    }
}

/// Whether a repair tool wrote, and what it says it did.
fn describe(task: &Task, result: &Value) -> (bool, String) {
    match task {
        Task::RepairSyntax { file, error } => {
            if result["applied"] == true {
                let edits: Vec<String> = result["candidates"][0]["edits"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|edit| {
                        format!(
                            "line {}: `{}` -> `{}`",
                            edit["line"],
                            edit["before"].as_str().unwrap_or(""),
                            edit["after"].as_str().unwrap_or("")
                        )
                    })
                    .collect();
                (
                    true,
                    format!("{file}: syntax repaired ({error}): {}", edits.join("; ")),
                )
            } else {
                (
                    false,
                    format!("{file}: no verified syntax repair ({error})"),
                )
            }
        }
        Task::CleanLint { file, .. } => {
            let Some(fixed) = result["files"].as_array().and_then(|files| files.first()) else {
                return (false, format!("{file}: nothing that ruff's fixes answer"));
            };
            let changed = fixed["changed"] == true;
            let pylint = &fixed["pylint"];
            let rules: Vec<String> = fixed["fixed"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|rule| {
                    format!(
                        "{} x{}",
                        rule["rule"].as_str().unwrap_or("?"),
                        rule["count"].as_u64().unwrap_or(0)
                    )
                })
                .collect();
            if changed {
                (
                    true,
                    format!(
                        "{file}: pylint's messages fixed ({}), score {:.2} -> {:.2}",
                        rules.join(", "),
                        pylint["score_before"].as_f64().unwrap_or(0.0),
                        pylint["score_after"].as_f64().unwrap_or(0.0)
                    ),
                )
            } else {
                (false, format!("{file}: nothing fixable without a model"))
            }
        }
        Task::RepairTests { failures } => {
            if result["applied"] == true {
                let best = &result["candidates"][0];
                (
                    true,
                    format!(
                        "{}:{}: {} (fixes {})",
                        best["file_path"].as_str().unwrap_or("?"),
                        best["line"],
                        best["mutation"].as_str().unwrap_or("?"),
                        best["fixes"]
                            .as_array()
                            .into_iter()
                            .flatten()
                            .filter_map(Value::as_str)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                )
            } else {
                (
                    false,
                    format!(
                        "no verified one-line repair for {} failing test(s) ({} mutations tried)",
                        failures.len(),
                        result["tried"]
                    ),
                )
            }
        }
    }
}
