//! A model thinks for the Auditor (its notes on the measured plan) and for
//! the Fixer (its repairs), each a conversation over the catalogue, on one
//! client so that the run's model calls are counted once.

use crate::conversation::converse;
use crate::endpoint::Endpoint;
use crate::error::Result;
use crate::fixer::{Fixer, FixerContext, ModelUsage};
use crate::model::ModelClient;
use crate::plan::Plan;
use crate::toolbox::Agent;

pub struct ModelFixer {
    client: ModelClient,
    /// The Auditor's system prompt.
    auditor_prompt: String,
    /// The Fixer's system prompt.
    fixer_prompt: String,
}

impl ModelFixer {
    pub fn new(endpoint: Endpoint, auditor_prompt: &str, fixer_prompt: &str) -> Result<ModelFixer> {
        Ok(ModelFixer {
            client: ModelClient::new(endpoint)?,
            auditor_prompt: auditor_prompt.to_string(),
            fixer_prompt: fixer_prompt.to_string(),
        })
    }

    /// The Auditor's notes on the measured plan (`measured`), to add to it.
    pub fn audit_notes(&mut self, context: &FixerContext<'_>, measured: &str) -> Result<String> {
        let task = format!(
            "{}\nPaths are relative to the project's directory.",
            context.for_model(measured)
        );
        let conversation = converse(
            &mut self.client,
            context.toolbox,
            Agent::Auditor,
            &self.auditor_prompt,
            &task,
            context.limits,
        )?;
        Ok(format!("\nThe Auditor's notes:\n{}", conversation.text))
    }
}

impl Fixer for ModelFixer {
    /// A model reads the prompt; the plan is in it.
    fn fix(
        &mut self,
        context: &FixerContext<'_>,
        _plan: &Plan,
        prompt: &str,
    ) -> Result<Vec<String>> {
        let conversation = converse(
            &mut self.client,
            context.toolbox,
            Agent::Fixer,
            &self.fixer_prompt,
            &context.for_model(prompt),
            context.limits,
        )?;
        let mut actions = vec![format!(
            "{} tool call(s); {}",
            conversation.tool_calls,
            conversation.text.trim()
        )];
        if let Some(why) = conversation.capped {
            actions.push(format!("stopped: {why}"));
        }
        Ok(actions)
    }

    fn usage(&self) -> Option<ModelUsage> {
        Some(ModelUsage {
            calls: self.client.calls,
            failed_calls: self.client.failed_calls,
            tokens: self.client.tokens,
        })
    }
}
