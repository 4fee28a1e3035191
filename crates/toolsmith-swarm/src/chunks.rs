//! A streamed reply's parts: server-sent events cut from the bytes as they
//! come, and the chunks they carry put together into the reply the server
//! would have sent whole (text, tool calls from their deltas, finish
//! reason, usage).

use serde_json::{Value, json};
use toolsmith::text::bounded;

use crate::reply::Failure;

/// Server-sent events cut from the bytes as they come: the `data` of each
/// event (an `error` line, which llama.cpp's server has sent, counts as
/// data); comments and other fields are left.
#[derive(Default)]
pub(crate) struct Events {
    line: Vec<u8>,
    data: String,
    has_data: bool,
}

impl Events {
    /// The data of each event that `bytes` completes.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<String> {
        let mut complete = Vec::new();
        for &byte in bytes {
            if byte == b'\n' {
                self.end_line(&mut complete);
            } else {
                self.line.push(byte);
            }
        }
        complete
    }

    /// The last event, if the stream ended without its blank line.
    pub fn finish(&mut self) -> Option<String> {
        let mut complete = Vec::new();
        if !self.line.is_empty() {
            self.end_line(&mut complete);
        }
        self.end_line(&mut complete);
        complete.pop()
    }

    fn end_line(&mut self, complete: &mut Vec<String>) {
        let bytes = std::mem::take(&mut self.line);
        let line = String::from_utf8_lossy(&bytes);
        let line = line.strip_suffix('\r').unwrap_or(&line);
        if line.is_empty() {
            if self.has_data {
                complete.push(std::mem::take(&mut self.data));
                self.has_data = false;
            }
            return;
        }
        let (field, value) = match line.split_once(':') {
            Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
            None => (line, ""),
        };
        if field == "data" || field == "error" {
            if self.has_data {
                self.data.push('\n');
            }
            self.data.push_str(value);
            self.has_data = true;
        }
    }
}

/// A streamed reply put together: text, tool calls by their index (id,
/// name and argument fragments), the finish reason, the count.
#[derive(Default)]
pub(crate) struct Assembly {
    content: String,
    calls: Vec<PartialCall>,
    finish_reason: Option<String>,
    usage: Value,
    /// Chunks that carried text or a tool call's part: tokens, near enough.
    pub pieces: usize,
    /// `[DONE]` came.
    pub done: bool,
}

#[derive(Default)]
struct PartialCall {
    index: Option<u64>,
    id: String,
    name: String,
    arguments: String,
}

impl Assembly {
    pub fn take(&mut self, data: &str) -> Result<(), Failure> {
        if data.trim() == "[DONE]" {
            self.done = true;
            return Ok(());
        }
        let chunk: Value = serde_json::from_str(data).map_err(|e| {
            Failure::retried(format!(
                "a streamed chunk is not JSON ({e}): {}",
                bounded(data, 200)
            ))
        })?;
        let error = &chunk["error"];
        if !error.is_null() {
            let message = error["message"]
                .as_str()
                .map_or_else(|| error.to_string(), str::to_string);
            return Err(match error["code"].as_u64() {
                Some(code @ 400..=599) => Failure::of_status(code as u16, &message),
                _ => Failure::fin(format!("the server stopped the reply: {message}")),
            });
        }
        for usage in [&chunk["usage"], &chunk["x_groq"]["usage"]] {
            if usage.is_object() {
                self.usage = usage.clone();
            }
        }
        if let Some(choice) = chunk["choices"].get(0) {
            self.take_choice(choice);
        }
        Ok(())
    }

    /// The text, reasoning and tool calls a chunk's choice adds.
    fn take_choice(&mut self, choice: &Value) {
        let delta = &choice["delta"];
        if let Some(text) = delta["content"].as_str().filter(|t| !t.is_empty()) {
            self.content.push_str(text);
            self.pieces += 1;
        }
        // A thinking model's reasoning is not kept (nor is it in a whole
        // reply), but it is the model at work.
        if delta["reasoning_content"]
            .as_str()
            .is_some_and(|t| !t.is_empty())
        {
            self.pieces += 1;
        }
        for call in delta["tool_calls"].as_array().into_iter().flatten() {
            self.take_call(call);
            self.pieces += 1;
        }
        if let Some(reason) = choice["finish_reason"].as_str() {
            self.finish_reason = Some(reason.to_string());
        }
    }

    /// A tool call's part. Without an index, a server sends each call
    /// whole: it is a new one.
    fn take_call(&mut self, call: &Value) {
        let index = call["index"].as_u64();
        let at = index.and_then(|i| self.calls.iter().position(|c| c.index == Some(i)));
        let at = at.unwrap_or_else(|| {
            self.calls.push(PartialCall {
                index,
                ..PartialCall::default()
            });
            self.calls.len() - 1
        });
        let partial = &mut self.calls[at];
        if let Some(id) = call["id"].as_str().filter(|id| !id.is_empty())
            && partial.id.is_empty()
        {
            partial.id = id.to_string();
        }
        // Some servers repeat the whole name in every part.
        if let Some(name) = call["function"]["name"].as_str()
            && partial.name != name
        {
            partial.name.push_str(name);
        }
        match &call["function"]["arguments"] {
            Value::String(text) => partial.arguments.push_str(text),
            Value::Null => {}
            // Arguments as an object (Ollama's way), whole.
            other => partial.arguments = other.to_string(),
        }
    }

    /// The reply as the server would have sent it whole.
    pub fn into_reply(self) -> Result<Value, Failure> {
        if !self.done && self.finish_reason.is_none() {
            return Err(Failure::retried(format!(
                "the reply ended before its end, after {} tokens",
                self.pieces
            )));
        }
        let content = if self.content.is_empty() && !self.calls.is_empty() {
            Value::Null
        } else {
            Value::String(self.content)
        };
        let mut message = json!({"role": "assistant", "content": content});
        if !self.calls.is_empty() {
            message["tool_calls"] = self
                .calls
                .into_iter()
                .map(|call| {
                    json!({"id": call.id, "type": "function",
                        "function": {"name": call.name, "arguments": call.arguments}})
                })
                .collect();
        }
        let mut reply = json!({"object": "chat.completion",
            "choices": [{"index": 0, "message": message, "finish_reason": self.finish_reason}]});
        if !self.usage.is_null() {
            reply["usage"] = self.usage;
        }
        Ok(reply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::provider::Provider;
    use crate::reply::parse_reply;

    fn assembled(stream: &str, cuts: &[usize]) -> Value {
        let mut events = Events::default();
        let mut assembly = Assembly::default();
        let mut from = 0;
        for &to in cuts.iter().chain([stream.len()].iter()) {
            for data in events.push(&stream.as_bytes()[from..to]) {
                assembly
                    .take(&data)
                    .unwrap_or_else(|f| panic!("{}", f.message));
            }
            from = to;
        }
        if let Some(data) = events.finish() {
            assembly
                .take(&data)
                .unwrap_or_else(|f| panic!("{}", f.message));
        }
        assembly
            .into_reply()
            .unwrap_or_else(|f| panic!("{}", f.message))
    }

    #[test]
    fn tool_call_deltas_assemble_into_the_whole_reply() {
        let chunks = [
            json!({"choices": [{"index": 0, "delta": {"role": "assistant", "content": "I will "}}]}),
            json!({"choices": [{"index": 0, "delta": {"content": "fix it."}}]}),
            json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0, "id": "call_a",
                "type": "function", "function": {"name": "edit_file", "arguments": ""}}]}}]}),
            json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0,
                "function": {"arguments": "{\"file_path\": "}}]}}]}),
            json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 1, "id": "call_b",
                "function": {"name": "read_file", "arguments": "{}"}}]}}]}),
            json!({"choices": [{"index": 0, "delta": {"tool_calls": [{"index": 0,
                "function": {"arguments": "\"a.py\"}"}}]}}]}),
            json!({"choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]}),
            json!({"choices": [], "usage": {"prompt_tokens": 9, "completion_tokens": 3, "total_tokens": 12}}),
        ];
        let mut stream = String::from(": a comment\n\n");
        for chunk in &chunks {
            stream.push_str(&format!("data: {chunk}\r\n\r\n"));
        }
        stream.push_str("data: [DONE]\n\n");
        // Cut anywhere, even inside a line or a character.
        let value = assembled(&stream, &[3, 40, 41, 200, 333]);
        let whole = json!({"choices": [{"index": 0, "finish_reason": "tool_calls",
            "message": {"role": "assistant", "content": "I will fix it.", "tool_calls": [
                {"id": "call_a", "type": "function",
                    "function": {"name": "edit_file", "arguments": "{\"file_path\": \"a.py\"}"}},
                {"id": "call_b", "type": "function",
                    "function": {"name": "read_file", "arguments": "{}"}}]}}],
            "usage": {"total_tokens": 12}});
        let (mut a, mut b) = (0, 0);
        let streamed = parse_reply(&value, Provider::Compatible, &mut a)
            .unwrap_or_else(|f| panic!("{}", f.message));
        let direct = parse_reply(&whole, Provider::Compatible, &mut b)
            .unwrap_or_else(|f| panic!("{}", f.message));
        assert_eq!(streamed.message, direct.message);
        assert_eq!(streamed.tokens, 12);
        assert_eq!(streamed.finish_reason.as_deref(), Some("tool_calls"));
    }

    #[test]
    fn calls_without_index_are_whole_and_a_cut_reply_says_length() {
        let stream = concat!(
            "data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"id\":\"x\",\"function\":{\"name\":\"a\",\"arguments\":{\"k\":1}}}]}}]}\n\n",
            "data: {\"choices\":[{\"delta\":{\"tool_calls\":[{\"id\":\"y\",\"function\":{\"name\":\"b\",\"arguments\":\"{}\"}}]}}]}\n\n",
            "data: {\"choices\":[{\"delta\":{\"content\":\"and more\"},\"finish_reason\":\"length\"}]}",
        );
        let value = assembled(stream, &[]);
        let calls = value["choices"][0]["message"]["tool_calls"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert_eq!(calls.len(), 2);
        assert_eq!(calls[0]["function"]["arguments"], "{\"k\":1}");
        assert_eq!(value["choices"][0]["finish_reason"], "length");
    }

    #[test]
    fn a_streamed_error_or_a_stream_cut_short_is_a_failure() {
        let mut assembly = Assembly::default();
        let failure = assembly
            .take(r#"{"error": {"code": 500, "message": "slot unavailable"}}"#)
            .err();
        assert!(failure.is_some_and(|f| f.retry && f.message.contains("slot unavailable")));
        let mut assembly = Assembly::default();
        assembly
            .take(r#"{"choices": [{"delta": {"content": "half"}}]}"#)
            .unwrap_or_else(|f| panic!("{}", f.message));
        assert!(assembly.into_reply().is_err_and(|f| f.retry));
    }
}
