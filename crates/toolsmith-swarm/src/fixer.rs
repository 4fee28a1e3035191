//! What the loop asks of a Fixer, and what a Fixer may use: the agent that
//! changes the tree, offline (`offline.rs`, the verified repair tools) or a
//! model's (`model_fixer.rs`, a conversation over the catalogue). This
//! module knows neither, nor the loop: each side depends on it alone.

use crate::error::Result;
use crate::limits::Limits;
use crate::plan::Plan;
use crate::toolbox::Toolbox;

/// What a run spent on its model.
#[derive(Debug, Clone, Copy, Default)]
pub struct ModelUsage {
    pub calls: usize,
    /// Calls that failed after their retries.
    pub failed_calls: usize,
    pub tokens: u64,
}

/// What a Fixer works with: the catalogue's tools, the run's limits and the
/// project it repairs, nothing else of the run.
pub struct FixerContext<'a> {
    pub toolbox: &'a Toolbox,
    pub limits: &'a Limits,
    /// The project's directory, as the catalogue's paths name it.
    pub project: &'a str,
}

impl FixerContext<'_> {
    /// `text` with the project's files named as the model's tools take them:
    /// relative to the project's directory.
    pub fn for_model(&self, text: &str) -> String {
        let prefix = format!("{}/", self.project.trim_end_matches('/'));
        text.replace(&prefix, "")
    }
}

/// The agent that changes the tree. A model's error is `SwarmError::Model`:
/// the loop ends on it.
pub trait Fixer {
    /// One iteration's repairs on the tree, one line per thing done: the
    /// offline Fixer works through `plan`, a model reads `prompt` (the plan
    /// and the Judge's feedback in words).
    fn fix(&mut self, context: &FixerContext<'_>, plan: &Plan, prompt: &str)
    -> Result<Vec<String>>;
    /// The Judge kept the iteration's change.
    fn change_kept(&mut self) {}
    /// The Judge undid the iteration's change.
    fn change_undone(&mut self) {}
    /// What a model cost so far; `None` without a model.
    fn usage(&self) -> Option<ModelUsage> {
        None
    }
}
