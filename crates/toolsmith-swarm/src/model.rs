//! The model path: any OpenAI-compatible Chat Completions endpoint with tool
//! calling (OpenAI, Gemini's compatible endpoint, Ollama, Mistral, Groq,
//! vLLM), through `async-openai`. Requests and replies are JSON (the
//! client's "bring your own types"), since compatible servers differ in the
//! fields they add or leave out; the differences the [`Provider`] names are
//! followed here: tool-call ids missing, empty, repeated or of another
//! form; arguments as an object; error bodies as a list; a model's
//! unparsable tool call refused with a 400; rate limits that say when to
//! come back (in the message: the client does not hand us the headers).
//! The key is held only by the client: it never reaches a log, an error, a
//! report or a process listing.

use std::time::{Duration, Instant};

use async_openai::Client;
use async_openai::config::OpenAIConfig;
use async_openai::error::OpenAIError;
use serde_json::{Value, json};

use crate::error::{Result, SwarmError};
use crate::provider::{Provider, Resolved};

/// Where a model answers and how to reach it.
#[derive(Clone)]
pub struct Endpoint {
    pub provider: Provider,
    pub model: String,
    pub base_url: String,
    /// Never printed: [`std::fmt::Debug`] below leaves it out.
    pub api_key: String,
    /// A single call's limit.
    pub call_timeout: Duration,
    /// Attempts for a call that meets a 429, a 5xx, a broken connection or
    /// an unreadable reply.
    pub attempts: u32,
    /// The first wait before a retry; doubled each time.
    pub backoff: Duration,
}

impl std::fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Endpoint")
            .field("provider", &self.provider)
            .field("model", &self.model)
            .field("base_url", &self.base_url)
            .field("call_timeout", &self.call_timeout)
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
            call_timeout: Duration::from_secs(120),
            attempts: 4,
            backoff: Duration::from_millis(500),
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

/// One reply of the model.
#[derive(Debug, Clone)]
pub struct Reply {
    /// The assistant message as the conversation keeps it.
    pub message: Value,
    pub content: String,
    pub tool_calls: Vec<ToolCallRequest>,
    pub tokens: u64,
    /// As the server said it (`stop`, `tool_calls`, `length`...), if it did.
    pub finish_reason: Option<String>,
}

/// A tool call the model asked for.
#[derive(Debug, Clone)]
pub struct ToolCallRequest {
    pub id: String,
    pub name: String,
    /// The arguments as the model wrote them (JSON text, maybe invalid).
    pub arguments: String,
}

/// A client for one endpoint, counting calls and tokens.
pub struct ModelClient {
    endpoint: Endpoint,
    client: Client<OpenAIConfig>,
    runtime: tokio::runtime::Runtime,
    pub calls: usize,
    /// Calls that failed after their retries.
    pub failed_calls: usize,
    pub tokens: u64,
    /// Tool calls given an id of ours (none, empty or repeated in the reply).
    ids_made: usize,
}

impl ModelClient {
    pub fn new(endpoint: Endpoint) -> Result<ModelClient> {
        let http = reqwest::Client::builder()
            .timeout(endpoint.call_timeout)
            .build()
            .map_err(|e| SwarmError::InvalidInput(format!("cannot make an HTTP client: {e}")))?;
        let config = OpenAIConfig::new()
            .with_api_base(endpoint.base_url.clone())
            .with_api_key(endpoint.api_key.clone());
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| {
                SwarmError::InvalidInput(format!("cannot start the async runtime: {e}"))
            })?;
        Ok(ModelClient {
            client: Client::build(http, config),
            endpoint,
            runtime,
            calls: 0,
            failed_calls: 0,
            tokens: 0,
            ids_made: 0,
        })
    }

    pub fn model(&self) -> &str {
        &self.endpoint.model
    }

    pub fn provider(&self) -> Provider {
        self.endpoint.provider
    }

    /// One Chat Completions call with `tools` offered, retried with backoff
    /// on 429, 5xx, a broken connection or an unreadable reply, never past
    /// `deadline`. Any other refusal (a bad key, an unknown model) is final.
    pub fn chat(
        &mut self,
        messages: &[Value],
        tools: &[Value],
        deadline: Instant,
    ) -> Result<Reply> {
        let mut request = json!({
            "model": self.endpoint.model,
            "messages": messages,
            "stream": false,
        });
        if !tools.is_empty() {
            request["tools"] = Value::Array(tools.to_vec());
            request["tool_choice"] = "auto".into();
        }
        let mut wait = self.endpoint.backoff;
        let mut attempt = 1;
        loop {
            self.calls += 1;
            let answer: std::result::Result<Value, OpenAIError> = self
                .runtime
                .block_on(self.client.chat().create_byot(request.clone()));
            let failure = match answer {
                Ok(value) => {
                    match parse_reply(&value, self.endpoint.provider, &mut self.ids_made) {
                        Ok(reply) => {
                            self.tokens += reply.tokens;
                            return Ok(reply);
                        }
                        Err(failure) => failure,
                    }
                }
                Err(error) => classify(&error, self.endpoint.provider),
            };
            // A server that says when to come back is waited for (within
            // reason and the deadline).
            if let Some(after) = failure.retry_after {
                wait = wait.max(after.min(Duration::from_secs(60)));
            }
            let out_of_time = Instant::now() + wait >= deadline;
            if !failure.retry || attempt >= self.endpoint.attempts || out_of_time {
                self.failed_calls += 1;
                let tries = if attempt > 1 {
                    format!(" (after {attempt} attempts)")
                } else {
                    String::new()
                };
                return Err(SwarmError::Model(format!(
                    "{}: {}{tries}",
                    self.endpoint.base_url, failure.message
                )));
            }
            std::thread::sleep(wait);
            wait = wait.saturating_mul(2);
            attempt += 1;
        }
    }
}

struct Failure {
    message: String,
    retry: bool,
    /// How long the server asked us to wait.
    retry_after: Option<Duration>,
}

impl Failure {
    fn retried(message: String) -> Failure {
        Failure {
            message,
            retry: true,
            retry_after: None,
        }
    }

    fn of_status(status: u16, message: &str) -> Failure {
        Failure {
            message: format!("HTTP {status}: {message}"),
            retry: status == 429 || status >= 500,
            retry_after: retry_after(message),
        }
    }
}

/// Whether an error of the client is worth another attempt, and its words.
fn classify(error: &OpenAIError, provider: Provider) -> Failure {
    match error {
        OpenAIError::ApiError(response) => {
            let status = response.status_code.as_u16();
            let mut failure = Failure::of_status(status, &response.api_error.message);
            if provider.retries_failed_tool_use()
                && response.api_error.code.as_deref() == Some("tool_use_failed")
            {
                failure.retry = true;
            }
            failure
        }
        OpenAIError::Reqwest(error) => Failure::retried(format!(
            "cannot reach the endpoint: {}",
            without_url(&error.to_string())
        )),
        OpenAIError::JSONDeserialize(error, body) => match listed_error(body) {
            Some(failure) => failure,
            None => Failure::retried(format!("the reply is not JSON: {error}")),
        },
        other => Failure {
            message: other.to_string(),
            retry: false,
            retry_after: None,
        },
    }
}

/// Gemini's compatible endpoint sends its errors as a list,
/// `[{"error": {"code": 429, "message": ..., "details": [{"retryDelay": "23s"}]}}]`,
/// which the client cannot read as OpenAI's object.
fn listed_error(body: &str) -> Option<Failure> {
    let value: Value = serde_json::from_str(body).ok()?;
    let error = value
        .get(0)
        .map_or(&value["error"], |first| &first["error"]);
    let status = error["code"].as_u64()? as u16;
    let message = error["message"].as_str().unwrap_or("(no message)");
    let mut failure = Failure::of_status(status, message);
    let delay = error["details"]
        .as_array()
        .into_iter()
        .flatten()
        .find_map(|d| d["retryDelay"].as_str())
        .and_then(|d| d.strip_suffix('s'))
        .and_then(|d| d.parse::<f64>().ok());
    if let Some(seconds) = delay.filter(|s| s.is_finite() && *s >= 0.0) {
        failure.retry_after = Some(Duration::from_secs_f64(seconds));
    }
    Some(failure)
}

/// "Please try again in 7.66s" (OpenAI, Groq) or "in 20ms".
fn retry_after(message: &str) -> Option<Duration> {
    let at = message.find("try again in ")? + "try again in ".len();
    let rest = &message[at..];
    let number: String = rest
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let value: f64 = number.parse().ok()?;
    let unit = &rest[number.len()..];
    let seconds = if unit.starts_with("ms") {
        value / 1000.0
    } else if unit.starts_with('s') {
        value
    } else if unit.starts_with('m') {
        value * 60.0
    } else {
        return None;
    };
    seconds
        .is_finite()
        .then(|| Duration::from_secs_f64(seconds.max(0.0)))
}

/// reqwest names the URL it failed on; the base URL is said once, ahead.
fn without_url(message: &str) -> String {
    match message.find(" for url (") {
        Some(start) => {
            let rest = &message[start + 10..];
            let end = rest.find(')').map_or(rest.len(), |i| i + 1);
            format!("{}{}", &message[..start], &rest[end..])
        }
        None => message.to_string(),
    }
}

/// The first choice's message of a Chat Completions reply, with ids of
/// ours for tool calls that came without one (or with one already used in
/// the reply): `call_N`, or nine letters and digits where the provider
/// takes no other form. A reply the content filter stopped is a refusal.
fn parse_reply(
    value: &Value,
    provider: Provider,
    ids_made: &mut usize,
) -> std::result::Result<Reply, Failure> {
    let choice = &value["choices"][0];
    let message = choice["message"].clone();
    if !message.is_object() {
        if let Some(failure) = listed_error(&value.to_string()) {
            return Err(failure);
        }
        let shown: String = value.to_string().chars().take(200).collect();
        return Err(Failure::retried(format!(
            "the reply holds no choices[0].message: {shown}"
        )));
    }
    let finish_reason = choice["finish_reason"].as_str().map(str::to_string);
    if finish_reason.as_deref() == Some("content_filter") {
        return Err(Failure {
            message: "the provider's content filter stopped the reply".into(),
            retry: false,
            retry_after: None,
        });
    }
    let content = message["content"].as_str().unwrap_or("").to_string();
    let mut tool_calls: Vec<ToolCallRequest> = Vec::new();
    for call in message["tool_calls"].as_array().into_iter().flatten() {
        let name = call["function"]["name"].as_str().unwrap_or("").to_string();
        let arguments = match &call["function"]["arguments"] {
            Value::String(text) => text.clone(),
            Value::Null => "{}".to_string(),
            // Some compatible servers send the arguments as an object.
            other => other.to_string(),
        };
        let id = match call["id"].as_str() {
            Some(id) if !id.is_empty() && !tool_calls.iter().any(|c| c.id == id) => id.to_string(),
            _ => {
                *ids_made += 1;
                if provider.strict_tool_ids() {
                    format!("call{:05}", *ids_made % 100_000)
                } else {
                    format!("call_{}", *ids_made)
                }
            }
        };
        tool_calls.push(ToolCallRequest {
            id,
            name,
            arguments,
        });
    }
    // The assistant turn as the conversation must repeat it: the ids of its
    // tool calls answered by the tool messages that follow.
    let mut kept = json!({"role": "assistant", "content": content});
    if !tool_calls.is_empty() {
        kept["tool_calls"] = tool_calls
            .iter()
            .map(|call| {
                json!({
                    "id": call.id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": call.arguments},
                })
            })
            .collect();
    }
    Ok(Reply {
        message: kept,
        content,
        tool_calls,
        tokens: value["usage"]["total_tokens"].as_u64().unwrap_or(0),
        finish_reason,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endpoint_never_shows_its_key() {
        let endpoint = Endpoint::new("m", "http://localhost:1/v1/", "sk-secret-123");
        assert!(!format!("{endpoint:?}").contains("sk-secret"));
        assert_eq!(endpoint.base_url, "http://localhost:1/v1");
    }

    #[test]
    fn a_reply_with_object_arguments_is_read_as_text() {
        let value = json!({"choices": [{"message": {"role": "assistant", "content": null,
            "tool_calls": [{"id": "", "type": "function",
                "function": {"name": "read_file", "arguments": {"file_path": "a.py"}}}]}}],
            "usage": {"total_tokens": 12}});
        let mut made = 0;
        let reply = parse_reply(&value, Provider::Ollama, &mut made)
            .unwrap_or_else(|e| panic!("{}", e.message));
        assert_eq!(reply.tool_calls[0].arguments, r#"{"file_path":"a.py"}"#);
        assert_eq!(reply.tool_calls[0].id, "call_1");
        assert_eq!(reply.tokens, 12);
        assert!(parse_reply(&json!({"error": "nope"}), Provider::Ollama, &mut made).is_err());
    }

    #[test]
    fn repeated_or_missing_ids_are_made_unique_in_the_providers_form() {
        let value = json!({"choices": [{"finish_reason": "stop", "message": {"role": "assistant",
            "tool_calls": [
                {"id": "same", "function": {"name": "a", "arguments": "{}"}},
                {"id": "same", "function": {"name": "b", "arguments": "{}"}},
                {"function": {"name": "c", "arguments": "{}"}}]}}]});
        let mut made = 0;
        let reply = parse_reply(&value, Provider::Mistral, &mut made)
            .unwrap_or_else(|e| panic!("{}", e.message));
        let ids: Vec<&str> = reply.tool_calls.iter().map(|c| c.id.as_str()).collect();
        assert_eq!(ids, ["same", "call00001", "call00002"]);
        assert!(
            ids[1..]
                .iter()
                .all(|id| id.len() == 9 && id.chars().all(|c| c.is_ascii_alphanumeric()))
        );
        assert_eq!(reply.finish_reason.as_deref(), Some("stop"));
        let filtered =
            json!({"choices": [{"finish_reason": "content_filter", "message": {"content": ""}}]});
        let refused = parse_reply(&filtered, Provider::OpenAi, &mut made).err();
        assert!(refused.is_some_and(|f| !f.retry));
    }

    #[test]
    fn error_bodies_and_waits_are_read_as_each_provider_sends_them() {
        let gemini = r#"[{"error": {"code": 429, "message": "Resource exhausted", "status": "RESOURCE_EXHAUSTED",
            "details": [{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "2s"}]}}]"#;
        let failure = listed_error(gemini).unwrap_or_else(|| panic!("not read"));
        assert!(failure.retry && failure.message.contains("HTTP 429: Resource exhausted"));
        assert_eq!(failure.retry_after, Some(Duration::from_secs(2)));
        let bad_key = r#"[{"error": {"code": 400, "message": "API key not valid"}}]"#;
        assert!(listed_error(bad_key).is_some_and(|f| !f.retry));
        assert_eq!(
            retry_after("Rate limit reached. Please try again in 7.5s. Visit"),
            Some(Duration::from_millis(7500))
        );
        assert_eq!(
            retry_after("try again in 20ms"),
            Some(Duration::from_millis(20))
        );
        assert_eq!(retry_after("no hint"), None);
    }

    #[test]
    fn a_url_is_left_out_of_a_connection_error() {
        assert_eq!(
            without_url("error sending request for url (http://x/v1/chat/completions): refused"),
            "error sending request: refused"
        );
    }
}
