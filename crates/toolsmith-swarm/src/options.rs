//! How a run goes: the model, the limits, the log, and every default of the
//! swarm, said once here (the CLI's flags, Python's keywords and batch
//! lines take theirs from [`SwarmSettings`](crate::SwarmSettings), which
//! takes them from here).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use toolsmith::environment::EnvironmentOptions;
use toolsmith::journal::Journal;

use crate::endpoint::Endpoint;
use crate::error::{Result, SwarmError};
use crate::prompts::Prompts;

/// The pylint score every file must reach for the Judge to accept.
pub use toolsmith::lint::DEFAULT_THRESHOLD;
pub const DEFAULT_MAX_ITERATIONS: usize = 10;
pub const DEFAULT_MAX_MODEL_CALLS: usize = 200;
/// Turns of one agent's conversation with a model.
pub const DEFAULT_MAX_TURNS: usize = 30;
/// The test-guided search's budget in one iteration, at most.
pub const TEST_REPAIR_BUDGET: Duration = Duration::from_secs(60);
/// The model's defaults, said with the endpoint they describe.
pub use crate::endpoint::{
    DEFAULT_MAX_OUTPUT_TOKENS, DEFAULT_MODEL_CALL_TIMEOUT, DEFAULT_MODEL_SILENCE,
    MODEL_CONNECT_TIMEOUT,
};

/// The model the agents think with.
#[derive(Debug, Clone)]
pub enum ModelChoice {
    /// No model: the repair tools only, deterministic, no network.
    Offline,
    Endpoint(Endpoint),
}

impl ModelChoice {
    /// The model named on a front: `offline`, a provider's model
    /// (`gemini-2.5-flash`, `ollama:NAME`, `openai:NAME`, `mistral:NAME`,
    /// `groq:NAME`), or any model at `base_url`; the key from `api_key_env`
    /// or the provider's own variables, in the environment or `./.env`.
    pub fn from_settings(
        model: &str,
        base_url: Option<&str>,
        api_key_env: Option<&str>,
    ) -> Result<ModelChoice> {
        if model == "offline" {
            return Ok(ModelChoice::Offline);
        }
        if model.trim().is_empty() {
            return Err(SwarmError::InvalidInput(
                "name a model, or `offline`".into(),
            ));
        }
        let resolved = crate::provider::resolve(model, base_url, api_key_env)?;
        Ok(ModelChoice::Endpoint(Endpoint::from(resolved)))
    }

    pub fn name(&self) -> &str {
        match self {
            ModelChoice::Offline => "offline",
            ModelChoice::Endpoint(endpoint) => &endpoint.model,
        }
    }
}

/// Told one line per step of the run.
pub type Progress = Box<dyn Fn(&str) + Send + Sync>;

/// How a run goes.
pub struct SwarmOptions {
    pub model: ModelChoice,
    pub max_iterations: usize,
    /// The pylint score every file must reach.
    pub threshold: f64,
    /// The whole run's time; `None`: no limit but the caps.
    pub timeout: Option<Duration>,
    pub max_model_calls: usize,
    /// Turns of one agent's conversation with a model.
    pub max_turns: usize,
    /// The research log; `None`: not written.
    pub journal: Option<Journal>,
    pub environment: EnvironmentOptions,
    /// Set by a signal handler: the current iteration is undone and the run ends.
    pub interrupt: Arc<AtomicBool>,
    /// One line per step, for a person watching.
    pub progress: Option<Progress>,
    /// The agents' prompts.
    pub prompts: Prompts,
}

impl Default for SwarmOptions {
    fn default() -> SwarmOptions {
        SwarmOptions {
            model: ModelChoice::Offline,
            max_iterations: DEFAULT_MAX_ITERATIONS,
            threshold: DEFAULT_THRESHOLD,
            timeout: None,
            max_model_calls: DEFAULT_MAX_MODEL_CALLS,
            max_turns: DEFAULT_MAX_TURNS,
            journal: None,
            environment: EnvironmentOptions::default(),
            interrupt: Arc::new(AtomicBool::new(false)),
            progress: None,
            prompts: Prompts::built_in(),
        }
    }
}
