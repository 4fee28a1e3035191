//! Providers by name: `--model gemini-2.5-flash`, `ollama:llama3.1`,
//! `openai:gpt-4o-mini`, `mistral:mistral-small-latest`,
//! `groq:llama-3.3-70b-versatile` reach each provider's OpenAI-compatible
//! endpoint with its usual key variable, read from the environment or from
//! a `.env` file in the working directory (never overriding the
//! environment, never written into it: the tests the swarm runs do not
//! inherit the key). Each provider's known departures from OpenAI's
//! protocol are named here, as [`Provider`]'s methods, and the client
//! ([`crate::model`]) follows them.

use std::path::Path;

use crate::error::{Result, SwarmError};

/// Who serves the model: it decides the endpoint, the key's variables and
/// the protocol's differences.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Provider {
    OpenAi,
    /// Gemini's OpenAI-compatible endpoint.
    Gemini,
    /// A local Ollama (`$OLLAMA_HOST`, else localhost:11434).
    Ollama,
    Mistral,
    Groq,
    /// Any other OpenAI-compatible server at `--base-url` (vLLM, llama.cpp
    /// server, LM Studio).
    Compatible,
}

impl Provider {
    pub fn name(self) -> &'static str {
        match self {
            Provider::OpenAi => "openai",
            Provider::Gemini => "gemini",
            Provider::Ollama => "ollama",
            Provider::Mistral => "mistral",
            Provider::Groq => "groq",
            Provider::Compatible => "compatible",
        }
    }

    fn from_prefix(prefix: &str) -> Option<Provider> {
        Some(match prefix {
            "openai" => Provider::OpenAi,
            "gemini" | "google" => Provider::Gemini,
            "ollama" => Provider::Ollama,
            "mistral" => Provider::Mistral,
            "groq" => Provider::Groq,
            _ => return None,
        })
    }

    /// The endpoint when no `--base-url` is given.
    fn base_url(self, lookup: &dyn Fn(&str) -> Option<String>) -> Option<String> {
        match self {
            Provider::OpenAi => Some(
                lookup("OPENAI_BASE_URL").unwrap_or_else(|| "https://api.openai.com/v1".into()),
            ),
            Provider::Gemini => {
                Some("https://generativelanguage.googleapis.com/v1beta/openai".into())
            }
            Provider::Ollama => {
                let host = lookup("OLLAMA_HOST").unwrap_or_else(|| "localhost:11434".into());
                let host = if host.starts_with("http://") || host.starts_with("https://") {
                    host
                } else {
                    format!("http://{host}")
                };
                Some(format!("{}/v1", host.trim_end_matches('/')))
            }
            Provider::Mistral => Some("https://api.mistral.ai/v1".into()),
            Provider::Groq => Some("https://api.groq.com/openai/v1".into()),
            Provider::Compatible => lookup("OPENAI_BASE_URL"),
        }
    }

    /// The variables that may hold the key, in order.
    pub fn key_variables(self) -> &'static [&'static str] {
        match self {
            Provider::OpenAi | Provider::Compatible => &["OPENAI_API_KEY"],
            Provider::Gemini => &["GEMINI_API_KEY", "GOOGLE_API_KEY"],
            Provider::Ollama => &[],
            Provider::Mistral => &["MISTRAL_API_KEY"],
            Provider::Groq => &["GROQ_API_KEY"],
        }
    }

    /// Whether the endpoint refuses a call without a key.
    fn needs_key(self) -> bool {
        !matches!(self, Provider::Ollama | Provider::Compatible)
    }

    /// Mistral takes only tool-call ids of nine letters and digits, and
    /// wants each tool message to name its tool.
    pub fn strict_tool_ids(self) -> bool {
        self == Provider::Mistral
    }

    /// Groq answers 400 `tool_use_failed` when the model wrote a tool call
    /// it cannot parse: the model's slip, worth another attempt.
    pub fn retries_failed_tool_use(self) -> bool {
        self == Provider::Groq
    }

    /// The request's output cap: OpenAI's newer models refuse
    /// `max_tokens` and take `max_completion_tokens`, which OpenAI's older
    /// ones take too; every other server here takes `max_tokens`.
    pub fn output_cap_field(self) -> &'static str {
        match self {
            Provider::OpenAi => "max_completion_tokens",
            _ => "max_tokens",
        }
    }

    /// Whether to ask for the token count at the end of a streamed reply
    /// (`stream_options`): Mistral refuses fields it does not know and
    /// sends the count anyway; Gemini sends it unasked.
    pub fn asks_for_streamed_usage(self) -> bool {
        !matches!(self, Provider::Mistral | Provider::Gemini)
    }
}

/// A model named on a front, resolved: provider, model, endpoint, key.
#[derive(Clone)]
pub struct Resolved {
    pub provider: Provider,
    pub model: String,
    pub base_url: String,
    pub api_key: String,
}

/// Resolves `model` (`NAME`, `PROVIDER:NAME`, or a Gemini model's bare
/// name), `base_url` (overrides the provider's) and `api_key_env` (overrides
/// the provider's variables), looking variables up in the environment, then
/// in `./.env`.
pub fn resolve(model: &str, base_url: Option<&str>, api_key_env: Option<&str>) -> Result<Resolved> {
    let dotenv = read_dotenv(Path::new(".env"));
    let lookup = |name: &str| -> Option<String> {
        std::env::var(name)
            .ok()
            .filter(|v| !v.is_empty())
            .or_else(|| {
                dotenv
                    .iter()
                    .find(|(k, _)| k == name)
                    .map(|(_, v)| v.clone())
            })
    };
    resolve_with(model, base_url, api_key_env, &lookup)
}

fn resolve_with(
    model: &str,
    base_url: Option<&str>,
    api_key_env: Option<&str>,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Result<Resolved> {
    let model = model.trim();
    let prefixed = model
        .split_once(':')
        .and_then(|(prefix, name)| Some((Provider::from_prefix(prefix)?, name)));
    let (provider, name) = match prefixed {
        Some(found) => found,
        None if model.starts_with("gemini-") => (Provider::Gemini, model),
        None if base_url.is_some() => (Provider::Compatible, model),
        None => (Provider::OpenAi, model),
    };
    if name.is_empty() {
        return Err(SwarmError::InvalidInput(format!(
            "{model:?}: name a model, e.g. gemini-2.5-flash, ollama:llama3.1, openai:gpt-4o-mini"
        )));
    }
    let base_url = base_url
        .map(str::to_string)
        .or_else(|| provider.base_url(lookup))
        .unwrap_or_else(|| "https://api.openai.com/v1".into());
    if !(base_url.starts_with("http://") || base_url.starts_with("https://")) {
        return Err(SwarmError::InvalidInput(format!(
            "base URL {base_url:?}: expected http:// or https://"
        )));
    }
    Ok(Resolved {
        provider,
        model: name.to_string(),
        base_url,
        api_key: api_key(provider, api_key_env, lookup)?,
    })
}

/// The key from `api_key_env` when named, else from the provider's own
/// variables; none for a provider that needs none (a local server).
fn api_key(
    provider: Provider,
    api_key_env: Option<&str>,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Result<String> {
    Ok(match api_key_env {
        Some(variable) => lookup(variable).ok_or_else(|| {
            SwarmError::InvalidInput(format!(
                "the API key variable {variable} is not set (in the environment or ./.env)"
            ))
        })?,
        None => {
            let variables = provider.key_variables();
            match variables.iter().find_map(|v| lookup(v)) {
                Some(key) => key,
                None if provider.needs_key() => {
                    return Err(SwarmError::InvalidInput(format!(
                        "{}: no API key: set {} (in the environment or ./.env)",
                        provider.name(),
                        variables.join(" or ")
                    )));
                }
                None => String::new(),
            }
        }
    })
}

/// The pairs of a `.env` file; an absent or unreadable file is none.
fn read_dotenv(path: &Path) -> Vec<(String, String)> {
    match dotenvy::from_path_iter(path) {
        Ok(pairs) => pairs.flatten().collect(),
        Err(_) => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(vars: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn a_gemini_model_reaches_gemini_with_either_key() {
        let r = resolve_with(
            "gemini-2.5-flash",
            None,
            None,
            &with(&[("GOOGLE_API_KEY", "g")]),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.provider, Provider::Gemini);
        assert_eq!(r.model, "gemini-2.5-flash");
        assert!(
            r.base_url
                .starts_with("https://generativelanguage.googleapis.com/")
        );
        assert_eq!(r.api_key, "g");
        let r = resolve_with(
            "gemini:gemini-2.0-flash",
            None,
            None,
            &with(&[("GEMINI_API_KEY", "a"), ("GOOGLE_API_KEY", "b")]),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (r.model.as_str(), r.api_key.as_str()),
            ("gemini-2.0-flash", "a")
        );
        let missing = resolve_with("gemini-2.5-flash", None, None, &with(&[]));
        assert!(
            matches!(missing, Err(SwarmError::InvalidInput(m)) if m.contains("GEMINI_API_KEY or GOOGLE_API_KEY"))
        );
    }

    #[test]
    fn each_prefix_names_its_endpoint() {
        let keys = with(&[
            ("OPENAI_API_KEY", "o"),
            ("MISTRAL_API_KEY", "m"),
            ("GROQ_API_KEY", "q"),
        ]);
        let cases = [
            (
                "ollama:llama3.1",
                Provider::Ollama,
                "http://localhost:11434/v1",
                "",
            ),
            (
                "openai:gpt-4o-mini",
                Provider::OpenAi,
                "https://api.openai.com/v1",
                "o",
            ),
            (
                "mistral:mistral-small-latest",
                Provider::Mistral,
                "https://api.mistral.ai/v1",
                "m",
            ),
            (
                "groq:llama-3.3-70b-versatile",
                Provider::Groq,
                "https://api.groq.com/openai/v1",
                "q",
            ),
            ("gpt-4o", Provider::OpenAi, "https://api.openai.com/v1", "o"),
        ];
        for (model, provider, url, key) in cases {
            let r = resolve_with(model, None, None, &keys).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(
                (r.provider, r.base_url.as_str(), r.api_key.as_str()),
                (provider, url, key)
            );
        }
        let r = resolve_with(
            "ollama:qwen",
            None,
            None,
            &with(&[("OLLAMA_HOST", "10.0.0.2:8080")]),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r.base_url, "http://10.0.0.2:8080/v1");
        // --base-url wins, and keeps the provider's ways.
        let r = resolve_with("groq:x", Some("http://127.0.0.1:9/v1"), None, &keys)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (r.provider, r.base_url.as_str()),
            (Provider::Groq, "http://127.0.0.1:9/v1")
        );
        // Any other server: no key needed unless a variable is named.
        let r = resolve_with(
            "local-model",
            Some("http://127.0.0.1:9/v1"),
            None,
            &with(&[]),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((r.provider, r.api_key.as_str()), (Provider::Compatible, ""));
        assert!(resolve_with("m", Some("http://x"), Some("MY_KEY"), &with(&[])).is_err());
        assert!(resolve_with("ollama:", None, None, &with(&[])).is_err());
        assert!(resolve_with("m", Some("ftp://x"), None, &with(&[])).is_err());
    }

    #[test]
    fn a_dotenv_file_is_read_never_into_the_environment() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let file = dir.path().join(".env");
        std::fs::write(
            &file,
            "# the lab's template\nGOOGLE_API_KEY=\"from-dotenv\"\nexport OTHER=1\n",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let pairs = read_dotenv(&file);
        assert!(pairs.contains(&("GOOGLE_API_KEY".into(), "from-dotenv".into())));
        assert!(std::env::var("GOOGLE_API_KEY").is_err());
        assert!(read_dotenv(&dir.path().join("absent")).is_empty());
    }
}
