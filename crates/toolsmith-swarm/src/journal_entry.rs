//! The research log's entries that the swarm writes itself (a model call, an
//! agent's decision), built in one place so that every one has the fields
//! graders read, in the same order. Tool calls are logged by the toolbox.

use serde_json::{Map, Value};
use toolsmith::journal::Status;

use crate::toolbox::{Agent, Toolbox};

/// One entry: `input_prompt`, `output_response` and `entry` first, then
/// what the kind of entry adds.
pub struct JournalEntry<'a> {
    pub agent: Agent,
    pub model: &'a str,
    /// `model_call` or `agent_decision`.
    pub kind: &'static str,
    /// The exact, whole text the agent (or the model) was given.
    pub prompt: &'a str,
    pub response: &'a str,
    pub extra: Map<String, Value>,
    /// FAILURE only when something failed (a model call), never an outcome.
    pub status: Status,
}

impl JournalEntry<'_> {
    /// Appends the entry to `toolbox`'s log, if it keeps one; a log that
    /// cannot be written does not stop the run.
    pub fn write(self, toolbox: &Toolbox) {
        let Some(journal) = toolbox.journal() else {
            return;
        };
        let mut details = Map::new();
        details.insert("input_prompt".into(), self.prompt.into());
        details.insert("output_response".into(), self.response.into());
        details.insert("entry".into(), self.kind.into());
        details.extend(self.extra);
        let action = self.agent.action();
        let _ = journal.log_experiment(self.agent.name(), self.model, action, details, self.status);
    }
}
