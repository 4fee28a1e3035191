//! The model path: any OpenAI-compatible Chat Completions endpoint with tool
//! calling (OpenAI, Gemini's compatible endpoint, Ollama, vLLM), through
//! `async-openai`. Requests and replies are JSON (the client's "bring your
//! own types"), since compatible servers differ in the fields they add or
//! leave out. The key is held only by the client: it never reaches a log,
//! an error, a report or a process listing.

use std::time::{Duration, Instant};

use async_openai::Client;
use async_openai::config::OpenAIConfig;
use async_openai::error::OpenAIError;
use serde_json::{Value, json};

use crate::error::{Result, SwarmError};

/// Where a model answers and how to reach it.
#[derive(Clone)]
pub struct Endpoint {
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
            model: model.to_string(),
            base_url: base_url.trim_end_matches('/').to_string(),
            api_key: api_key.to_string(),
            call_timeout: Duration::from_secs(120),
            attempts: 4,
            backoff: Duration::from_millis(500),
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
    pub tokens: u64,
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
            tokens: 0,
        })
    }

    pub fn model(&self) -> &str {
        &self.endpoint.model
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
                Ok(value) => match parse_reply(&value) {
                    Ok(reply) => {
                        self.tokens += reply.tokens;
                        return Ok(reply);
                    }
                    Err(problem) => Failure::retried(problem),
                },
                Err(error) => classify(&error),
            };
            let out_of_time = Instant::now() + wait >= deadline;
            if !failure.retry || attempt >= self.endpoint.attempts || out_of_time {
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
}

impl Failure {
    fn retried(message: String) -> Failure {
        Failure {
            message,
            retry: true,
        }
    }
}

/// Whether an error of the client is worth another attempt, and its words.
fn classify(error: &OpenAIError) -> Failure {
    match error {
        OpenAIError::ApiError(response) => {
            let status = response.status_code.as_u16();
            Failure {
                message: format!("HTTP {status}: {}", response.api_error.message),
                retry: status == 429 || status >= 500,
            }
        }
        OpenAIError::Reqwest(error) => Failure::retried(format!(
            "cannot reach the endpoint: {}",
            without_url(&error.to_string())
        )),
        OpenAIError::JSONDeserialize(error, _) => {
            Failure::retried(format!("the reply is not JSON: {error}"))
        }
        other => Failure {
            message: other.to_string(),
            retry: false,
        },
    }
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

/// The first choice's message of a Chat Completions reply.
fn parse_reply(value: &Value) -> std::result::Result<Reply, String> {
    let message = value["choices"][0]["message"].clone();
    if !message.is_object() {
        let shown: String = value.to_string().chars().take(200).collect();
        return Err(format!("the reply holds no choices[0].message: {shown}"));
    }
    let content = message["content"].as_str().unwrap_or("").to_string();
    let mut tool_calls = Vec::new();
    for call in message["tool_calls"].as_array().into_iter().flatten() {
        let name = call["function"]["name"].as_str().unwrap_or("").to_string();
        let arguments = match &call["function"]["arguments"] {
            Value::String(text) => text.clone(),
            Value::Null => "{}".to_string(),
            // Some compatible servers send the arguments as an object.
            other => other.to_string(),
        };
        let id = match call["id"].as_str() {
            Some(id) if !id.is_empty() => id.to_string(),
            _ => format!("call_{}", tool_calls.len()),
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
        let reply = parse_reply(&value).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(reply.tool_calls[0].arguments, r#"{"file_path":"a.py"}"#);
        assert_eq!(reply.tool_calls[0].id, "call_0");
        assert_eq!(reply.tokens, 12);
        assert!(parse_reply(&json!({"error": "nope"})).is_err());
    }

    #[test]
    fn a_url_is_left_out_of_a_connection_error() {
        assert_eq!(
            without_url("error sending request for url (http://x/v1/chat/completions): refused"),
            "error sending request: refused"
        );
    }
}
