//! What a caller chooses for one run, defined once: the CLI's flags,
//! Python's keywords and a batch line's `args` all fill [`SwarmSettings`],
//! and [`SwarmSettings::run`] does the rest the same way for each (the
//! copy, the run, the report page). The batch tool `swarm` is here too.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use serde::Deserialize;
use serde_json::Value;
use toolsmith::batch::ExtraTool;
use toolsmith::journal::Journal;

use crate::error::{Result, SwarmError};
use crate::options::{
    DEFAULT_MAX_OUTPUT_TOKENS, DEFAULT_MODEL_CALL_TIMEOUT, DEFAULT_MODEL_SILENCE, ModelChoice,
    SwarmOptions,
};
use crate::prompts::Prompts;
use crate::report::SwarmReport;

/// One run's settings, with the defaults of `toolsmith swarm`.
#[derive(Debug, Clone, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SwarmSettings {
    /// Repair a copy made here instead of the directory itself.
    pub into: Option<PathBuf>,
    /// `offline`, a provider's model (`gemini-2.5-flash`, `ollama:NAME`...),
    /// or a model's name at `base_url`.
    pub model: String,
    pub base_url: Option<String>,
    /// The variable holding the endpoint's key (default: the provider's).
    pub api_key_env: Option<String>,
    pub max_iterations: usize,
    /// The pylint score every file must reach.
    pub threshold: f64,
    /// The whole run's limit, in seconds.
    pub timeout: Option<f64>,
    pub max_model_calls: usize,
    /// The output cap of every model request (`max_tokens`).
    pub max_output_tokens: u32,
    /// A model call fails when nothing arrives for this many seconds.
    pub model_silence_timeout: f64,
    /// One model call's whole limit, in seconds.
    pub model_call_timeout: f64,
    /// Where the HTML report is written.
    pub report: Option<PathBuf>,
    /// A directory of the team's prompts (`auditor.md`, `fixer.md`,
    /// `judge.md`); missing files are ours.
    pub prompts: Option<PathBuf>,
}

impl Default for SwarmSettings {
    fn default() -> SwarmSettings {
        let options = SwarmOptions::default();
        SwarmSettings {
            into: None,
            model: "offline".into(),
            base_url: None,
            api_key_env: None,
            max_iterations: options.max_iterations,
            threshold: options.threshold,
            timeout: None,
            max_model_calls: options.max_model_calls,
            max_output_tokens: DEFAULT_MAX_OUTPUT_TOKENS,
            model_silence_timeout: DEFAULT_MODEL_SILENCE.as_secs_f64(),
            model_call_timeout: DEFAULT_MODEL_CALL_TIMEOUT.as_secs_f64(),
            report: None,
            prompts: None,
        }
    }
}

impl SwarmSettings {
    /// The run's options: the model chosen and its key read, the limits
    /// checked; what only a front knows (log, progress, signals) is added
    /// by it.
    pub fn options(&self, journal: Option<Journal>) -> Result<SwarmOptions> {
        self.check_bounds()?;
        let mut model = ModelChoice::from_settings(
            &self.model,
            self.base_url.as_deref(),
            self.api_key_env.as_deref(),
        )?;
        if let ModelChoice::Endpoint(endpoint) = &mut model {
            endpoint.max_output_tokens = self.max_output_tokens;
            endpoint.silence_timeout =
                positive_seconds("model_silence_timeout", self.model_silence_timeout)?;
            endpoint.call_timeout =
                positive_seconds("model_call_timeout", self.model_call_timeout)?;
        }
        Ok(SwarmOptions {
            model,
            max_iterations: self.max_iterations,
            threshold: self.threshold,
            timeout: time_limit(self.timeout)?,
            max_model_calls: self.max_model_calls,
            journal,
            prompts: match &self.prompts {
                Some(dir) => Prompts::load(dir)?,
                None => Prompts::built_in(),
            },
            ..SwarmOptions::default()
        })
    }

    /// The numbers a front may get wrong, each checked with its bounds said.
    fn check_bounds(&self) -> Result<()> {
        if !(self.threshold.is_finite() && (0.0..=10.0).contains(&self.threshold)) {
            return Err(SwarmError::InvalidInput(format!(
                "the threshold is a pylint score from 0 to 10, got {}",
                self.threshold
            )));
        }
        if self.max_iterations == 0 {
            return Err(SwarmError::InvalidInput(
                "max_iterations must be at least 1".into(),
            ));
        }
        if self.max_output_tokens == 0 {
            return Err(SwarmError::InvalidInput(
                "max_output_tokens must be at least 1".into(),
            ));
        }
        Ok(())
    }

    /// Repairs `target_dir` (or its copy) with `options` and writes the
    /// report page if one is asked for.
    pub fn run(&self, target_dir: &Path, options: &SwarmOptions) -> Result<SwarmReport> {
        let target = crate::target::prepare(target_dir, self.into.as_deref())?;
        let report = crate::swarm::run(&target, options)?;
        if let Some(page) = &self.report {
            crate::html::write(page, &report)?;
        }
        Ok(report)
    }

    /// Relative paths taken from `base` (a batch manifest's directory).
    fn based(mut self, base: &Path) -> SwarmSettings {
        self.into = self.into.map(|into| base.join(into));
        self.report = self.report.map(|page| base.join(page));
        self.prompts = self.prompts.map(|dir| base.join(dir));
        self
    }
}

/// `{"tool": "swarm", "sandbox": DIR, "args": {...}}` in a batch manifest:
/// the answer is the report `swarm --json` prints; an endpoint that fails
/// is an error answer, as it is exit 2 on the command line.
pub struct SwarmBatchTool;

/// The tools the swarm adds to batches, for the fronts that run them.
pub fn batch_tools() -> Vec<Arc<dyn ExtraTool>> {
    vec![Arc::new(SwarmBatchTool)]
}

impl ExtraTool for SwarmBatchTool {
    fn name(&self) -> &'static str {
        "swarm"
    }

    fn call(
        &self,
        sandbox: &Path,
        base: &Path,
        args: Value,
        journal: Option<&Journal>,
    ) -> toolsmith::Result<Value> {
        let invalid = |error: SwarmError| match error {
            SwarmError::Tool(core) => core,
            other => toolsmith::Error::InvalidArgument(format!("swarm: {other}")),
        };
        let settings: SwarmSettings = serde_json::from_value(args)
            .map_err(|e| toolsmith::Error::InvalidArgument(format!("swarm: arguments: {e}")))?;
        let settings = settings.based(base);
        let options = settings.options(journal.cloned()).map_err(invalid)?;
        let report = settings.run(sandbox, &options).map_err(invalid)?;
        if let Some(error) = &report.error {
            return Err(toolsmith::Error::InvalidArgument(format!(
                "swarm: model endpoint: {error}"
            )));
        }
        toolsmith::tools::to_json(&report)
    }
}

/// A run's time limit given in seconds, refused unless positive and finite.
fn time_limit(seconds: Option<f64>) -> Result<Option<Duration>> {
    seconds
        .map(|s| match Duration::try_from_secs_f64(s) {
            Ok(limit) => Ok(limit),
            Err(_) => Err(SwarmError::InvalidInput(format!(
                "the timeout must be a positive number of seconds, got {s}"
            ))),
        })
        .transpose()
}

/// A limit given in seconds, refused unless positive and finite.
fn positive_seconds(name: &str, seconds: f64) -> Result<Duration> {
    match Duration::try_from_secs_f64(seconds) {
        Ok(limit) if !limit.is_zero() => Ok(limit),
        _ => Err(SwarmError::InvalidInput(format!(
            "{name} must be a positive number of seconds, got {seconds}"
        ))),
    }
}
