//! Where a model answers and how to reach it, with the model path's
//! defaults (the front's flags and [`crate::options`] show them).

use std::time::Duration;

use crate::provider::{Provider, Resolved};

/// The output cap of every model request (`max_tokens`): room for a
/// Fixer's tool call with a function's worth of code, not for a model that
/// writes without end.
pub const DEFAULT_MAX_OUTPUT_TOKENS: u32 = 4096;
/// A model call fails when nothing arrives for this long, the first token
/// included (a local model on a small machine reads a long prompt first).
pub const DEFAULT_MODEL_SILENCE: Duration = Duration::from_secs(120);
/// One model call's whole time, however steadily it streams.
pub const DEFAULT_MODEL_CALL_TIMEOUT: Duration = Duration::from_secs(600);
/// Connecting to the endpoint: a server is there at once or not at all.
pub const MODEL_CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Where a model answers and how to reach it.
#[derive(Clone)]
pub struct Endpoint {
    pub provider: Provider,
    pub model: String,
    pub base_url: String,
    /// Never printed: [`std::fmt::Debug`] below leaves it out.
    pub api_key: String,
    /// A single call's whole limit, however steadily it streams.
    pub call_timeout: Duration,
    /// A call fails when nothing arrives for this long (the first token
    /// included).
    pub silence_timeout: Duration,
    /// The output cap of every request.
    pub max_output_tokens: u32,
    /// Attempts for a call that meets a 429, a 5xx, a broken connection or
    /// an unreadable reply.
    pub attempts: u32,
    /// The first wait before a retry; doubled each time.
    pub backoff: Duration,
    /// A line on stderr while a reply streams (agent, call, tokens so far),
    /// for a person at a terminal: a front sets it.
    pub live: bool,
}

impl std::fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Endpoint")
            .field("provider", &self.provider)
            .field("model", &self.model)
            .field("base_url", &self.base_url)
            .field("call_timeout", &self.call_timeout)
            .field("silence_timeout", &self.silence_timeout)
            .field("max_output_tokens", &self.max_output_tokens)
            .finish_non_exhaustive()
    }
}

impl Endpoint {
    /// Defaults for `model` at `base_url` with `api_key`.
    pub fn new(model: &str, base_url: &str, api_key: &str) -> Endpoint {
        Endpoint {
            provider: Provider::Compatible,
            model: model.to_string(),
            base_url: base_url.trim_end_matches('/').to_string(),
            api_key: api_key.to_string(),
            call_timeout: DEFAULT_MODEL_CALL_TIMEOUT,
            silence_timeout: DEFAULT_MODEL_SILENCE,
            max_output_tokens: DEFAULT_MAX_OUTPUT_TOKENS,
            attempts: 4,
            backoff: Duration::from_millis(500),
            live: false,
        }
    }
}

impl From<Resolved> for Endpoint {
    fn from(resolved: Resolved) -> Endpoint {
        Endpoint {
            provider: resolved.provider,
            ..Endpoint::new(&resolved.model, &resolved.base_url, &resolved.api_key)
        }
    }
}
