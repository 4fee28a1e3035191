//! A scripted OpenAI-compatible Chat Completions server for the swarm's
//! model path: real HTTP on a local port, each request answered by a script
//! (status and JSON body), every request kept for the test to read.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};

use serde_json::{Value, json};

/// A request as the server received it.
#[derive(Debug, Clone)]
pub struct Received {
    pub authorization: String,
    pub body: Value,
}

pub type Script = Box<dyn FnMut(usize, &Value) -> (u16, Value) + Send>;

/// Serves `script` until the test ends; returns the base URL and the requests.
pub fn serve(mut script: Script) -> (String, Arc<Mutex<Vec<Received>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    let received = Arc::new(Mutex::new(Vec::new()));
    let kept = Arc::clone(&received);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut length = 0;
            let mut authorization = String::new();
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 {
                    break;
                }
                let lower = line.to_ascii_lowercase();
                if let Some(value) = lower.strip_prefix("content-length:") {
                    length = value.trim().parse().unwrap_or(0);
                }
                if lower.starts_with("authorization:") {
                    authorization = line["authorization:".len()..].trim().to_string();
                }
                if line == "\r\n" {
                    break;
                }
            }
            let mut body = vec![0; length];
            if reader.read_exact(&mut body).is_err() {
                continue;
            }
            let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
            let index = {
                let mut all = kept.lock().unwrap();
                all.push(Received {
                    authorization,
                    body: body.clone(),
                });
                all.len() - 1
            };
            let (status, answer) = script(index, &body);
            let text = answer.to_string();
            let _ = write!(
                stream,
                "HTTP/1.1 {status} Scripted\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{text}",
                text.len()
            );
        }
    });
    (url, received)
}

/// A reply with text only: the agent's turn ends.
pub fn says(text: &str) -> (u16, Value) {
    (
        200,
        json!({"id": "r", "object": "chat.completion", "model": "scripted",
            "choices": [{"index": 0, "finish_reason": "stop",
                "message": {"role": "assistant", "content": text}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}),
    )
}

/// A reply that calls one tool with `arguments` (JSON text as the model wrote it).
pub fn calls(tool: &str, arguments: &str) -> (u16, Value) {
    (
        200,
        json!({"id": "r", "object": "chat.completion", "model": "scripted",
            "choices": [{"index": 0, "finish_reason": "tool_calls",
                "message": {"role": "assistant", "content": null, "tool_calls": [
                    {"id": "call_1", "type": "function",
                     "function": {"name": tool, "arguments": arguments}}]}}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}}),
    )
}

/// The system prompt of a request: which agent is asking.
pub fn agent_of(body: &Value) -> String {
    let system = body["messages"][0]["content"].as_str().unwrap_or("");
    ["Auditor", "Fixer"]
        .into_iter()
        .find(|agent| system.contains(&format!("You are the {agent}")))
        .unwrap_or("?")
        .to_string()
}

/// Whether the request carries a tool result (the model called a tool last turn).
pub fn last_tool_result(body: &Value) -> Option<String> {
    let messages = body["messages"].as_array()?;
    let last = messages.last()?;
    (last["role"] == "tool").then(|| last["content"].as_str().unwrap_or("").to_string())
}
