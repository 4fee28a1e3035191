//! A reply read: the assistant message of a Chat Completions reply (the
//! non-streamed shape, which a streamed reply is assembled into), the
//! server's own words when it refuses, and which refusals are worth another
//! attempt.

use std::time::Duration;

use serde_json::{Value, json};
use toolsmith::text::bounded;

use crate::provider::Provider;

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

impl Reply {
    /// Whether the output cap cut the reply.
    pub fn cut(&self) -> bool {
        self.finish_reason.as_deref() == Some("length")
    }
}

/// A tool call the model asked for.
#[derive(Debug, Clone)]
pub struct ToolCallRequest {
    pub id: String,
    pub name: String,
    /// The arguments as the model wrote them (JSON text, maybe invalid).
    pub arguments: String,
}

pub(crate) struct Failure {
    pub message: String,
    pub retry: bool,
    /// How long the server asked us to wait.
    pub retry_after: Option<Duration>,
}

impl Failure {
    /// A failure no other attempt would mend (a timeout, a refusal).
    pub fn fin(message: String) -> Failure {
        Failure {
            message,
            retry: false,
            retry_after: None,
        }
    }

    pub fn retried(message: String) -> Failure {
        Failure {
            message,
            retry: true,
            retry_after: None,
        }
    }

    pub fn of_status(status: u16, message: &str) -> Failure {
        Failure {
            message: format!("HTTP {status}: {message}"),
            retry: status == 429 || status >= 500,
            retry_after: retry_after(message),
        }
    }
}

/// A refusal with status `status` and body `text`, in the server's words:
/// OpenAI's `{"error": {"message", "code"}}`, a list of those (Gemini), a
/// bare `{"error": "..."}` (Ollama), else the text itself.
pub(crate) fn error_reply(status: u16, text: &str, provider: Provider) -> Failure {
    let value: Value = serde_json::from_str(text).unwrap_or(Value::Null);
    let error = &value["error"];
    let message = match (error, error["message"].as_str()) {
        (_, Some(message)) => message.to_string(),
        (Value::String(message), None) => message.clone(),
        _ if value.is_array() => {
            if let Some(failure) = listed_error(text) {
                return failure;
            }
            bounded(text.trim(), 500).into_owned()
        }
        _ if text.trim().is_empty() => "(no message)".to_string(),
        _ => bounded(text.trim(), 500).into_owned(),
    };
    let mut failure = Failure::of_status(status, &message);
    if provider.retries_failed_tool_use() && error["code"].as_str() == Some("tool_use_failed") {
        failure.retry = true;
    }
    failure
}

/// Gemini's compatible endpoint sends its errors as a list,
/// `[{"error": {"code": 429, "message": ..., "details": [{"retryDelay": "23s"}]}}]`,
/// which the client cannot read as OpenAI's object.
pub(crate) fn listed_error(body: &str) -> Option<Failure> {
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

/// The first choice's message of a Chat Completions reply, with ids of
/// ours for tool calls that came without one (or with one already used in
/// the reply): `call_N`, or nine letters and digits where the provider
/// takes no other form. A reply the content filter stopped is a refusal.
pub(crate) fn parse_reply(
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
    let tool_calls = tool_calls_of(&message, provider, ids_made);
    Ok(Reply {
        message: assistant_turn(&content, &tool_calls),
        content,
        tool_calls,
        tokens: value["usage"]["total_tokens"].as_u64().unwrap_or(0),
        finish_reason,
    })
}

/// The tool calls of a reply's message, each with an id the conversation
/// can answer: the server's, or one of ours where it gave none, an empty
/// one or one already used.
fn tool_calls_of(
    message: &Value,
    provider: Provider,
    ids_made: &mut usize,
) -> Vec<ToolCallRequest> {
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
    tool_calls
}

/// The assistant turn as the conversation must repeat it: the ids of its
/// tool calls answered by the tool messages that follow.
fn assistant_turn(content: &str, tool_calls: &[ToolCallRequest]) -> Value {
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
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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
}
