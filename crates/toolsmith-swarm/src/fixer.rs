//! The two Fixers the loop can drive: the offline one (the verified repair
//! tools, in `offline.rs`) and a model's (a conversation over the
//! catalogue). The loop asks the same of both; only a model's counts calls.

use crate::conversation::{Limits, converse};
use crate::error::Result;
use crate::model::{Endpoint, ModelClient};
use crate::plan::Plan;
use crate::swarm::Swarm;
use crate::toolbox::Agent;

/// What a run spent on its model.
#[derive(Debug, Clone, Copy, Default)]
pub struct ModelUsage {
    pub calls: usize,
    /// Calls that failed after their retries.
    pub failed_calls: usize,
    pub tokens: u64,
}

/// The agent that changes the tree, and the Auditor's reading when a model
/// gives one. A model's error is `SwarmError::Model`: the loop ends on it.
pub trait Fixer {
    /// Notes the Auditor adds to the measured plan (`measured`); none offline.
    fn audit(&mut self, swarm: &Swarm<'_>, measured: &str) -> Result<String>;
    /// One iteration's repairs on the tree, one line per thing done.
    /// `prompt` is the plan and the Judge's feedback, as a model reads them.
    fn fix(&mut self, swarm: &Swarm<'_>, plan: &Plan, prompt: &str) -> Result<Vec<String>>;
    /// The Judge kept the iteration.
    fn kept(&mut self) {}
    /// The Judge undid the iteration.
    fn undone(&mut self) {}
    /// What a model cost so far; `None` without a model.
    fn usage(&self) -> Option<ModelUsage> {
        None
    }
}

/// A model drives the Auditor's notes and the Fixer's repairs.
pub struct ModelFixer {
    client: ModelClient,
}

impl ModelFixer {
    pub fn new(endpoint: Endpoint) -> Result<ModelFixer> {
        Ok(ModelFixer {
            client: ModelClient::new(endpoint)?,
        })
    }

    fn limits(swarm: &Swarm<'_>) -> Limits {
        Limits {
            max_model_calls: swarm.options.max_model_calls,
            max_turns: swarm.options.max_turns,
            deadline: swarm.deadline,
            interrupt: std::sync::Arc::clone(&swarm.options.interrupt),
        }
    }
}

impl Fixer for ModelFixer {
    fn audit(&mut self, swarm: &Swarm<'_>, measured: &str) -> Result<String> {
        let task = format!(
            "{}\nPaths are relative to the project's directory.",
            swarm.for_model(measured)
        );
        let conversation = converse(
            &mut self.client,
            swarm.toolbox,
            Agent::Auditor,
            &swarm.options.prompts.auditor,
            &task,
            Self::limits(swarm),
        )?;
        Ok(format!("\nThe Auditor's notes:\n{}", conversation.text))
    }

    fn fix(&mut self, swarm: &Swarm<'_>, _plan: &Plan, prompt: &str) -> Result<Vec<String>> {
        let conversation = converse(
            &mut self.client,
            swarm.toolbox,
            Agent::Fixer,
            &swarm.options.prompts.fixer,
            &swarm.for_model(prompt),
            Self::limits(swarm),
        )?;
        let mut account = vec![format!(
            "{} tool call(s); {}",
            conversation.tool_calls,
            conversation.text.trim()
        )];
        if let Some(why) = conversation.capped {
            account.push(format!("stopped: {why}"));
        }
        Ok(account)
    }

    fn usage(&self) -> Option<ModelUsage> {
        Some(ModelUsage {
            calls: self.client.calls,
            failed_calls: self.client.failed_calls,
            tokens: self.client.tokens,
        })
    }
}
