//! A scripted OpenAI-compatible Chat Completions server for the swarm's
//! model path: real HTTP on a local port, each request answered by a script
//! (status and JSON body), every request kept for the test to read. A 200
//! reply is streamed as a server streams it when the request asks
//! (`stream: true`): server-sent `data:` chunks, one per word of text or
//! part of a tool call (index, id and name first, then the arguments in
//! fragments), cut at the request's `max_tokens` with `finish_reason`
//! `length`, at a pace the test may set. Also: a server that accepts and
//! never answers, and an address where nothing listens.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A request as the server received it.
#[derive(Debug, Clone)]
pub struct Received {
    pub authorization: String,
    pub body: Value,
    /// When the request was in.
    pub at: Instant,
}

pub type Script = Box<dyn FnMut(usize, &Value) -> (u16, Value) + Send>;
pub type Requests = Arc<Mutex<Vec<Received>>>;

/// How the server answers a 200.
#[derive(Debug, Clone, Copy)]
pub struct Serving {
    /// Streamed when the request asks; else whole, as a server that
    /// ignores `stream` answers.
    pub stream: bool,
    /// The pause before each streamed chunk.
    pub pace: Duration,
}

impl Default for Serving {
    fn default() -> Serving {
        Serving {
            stream: true,
            pace: Duration::ZERO,
        }
    }
}

/// Serves `script` until the test ends; returns the base URL and the requests.
pub fn serve(script: Script) -> (String, Requests) {
    serve_with(Serving::default(), script)
}

/// Serves `script` as `serving` says.
pub fn serve_with(serving: Serving, mut script: Script) -> (String, Requests) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    let received: Requests = Arc::default();
    let kept = Arc::clone(&received);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let Some(request) = read_request(&stream) else {
                continue;
            };
            let body = request.body.clone();
            let index = {
                let mut all = kept.lock().unwrap();
                all.push(request);
                all.len() - 1
            };
            let (status, answer) = script(index, &body);
            let streamable = answer["choices"][0]["message"].is_object();
            if serving.stream && body["stream"] == true && status == 200 && streamable {
                write_streamed(&mut stream, &answer, cap_of(&body), serving.pace);
            } else {
                let text = answer.to_string();
                let _ = write!(
                    stream,
                    "HTTP/1.1 {status} Scripted\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{text}",
                    text.len()
                );
            }
        }
    });
    (url, received)
}

/// A server that accepts, reads the request and never answers (the
/// connection held open).
pub fn serve_silent() -> (String, Requests) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    let received: Requests = Arc::default();
    let kept = Arc::clone(&received);
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            let Ok(stream) = stream else { continue };
            if let Some(request) = read_request(&stream) {
                kept.lock().unwrap().push(request);
            }
            held.push(stream);
        }
    });
    (url, received)
}

/// A base URL at which nothing listens: a port just given up.
pub fn nothing_listening() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{address}/v1")
}

fn read_request(stream: &TcpStream) -> Option<Received> {
    let mut reader = BufReader::new(stream.try_clone().ok()?);
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
    reader.read_exact(&mut body).ok()?;
    let body: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    Some(Received {
        authorization,
        body,
        at: Instant::now(),
    })
}

/// The request's output cap, in either field.
fn cap_of(body: &Value) -> Option<usize> {
    body["max_tokens"]
        .as_u64()
        .or_else(|| body["max_completion_tokens"].as_u64())
        .map(|n| n as usize)
}

/// The deltas a server streams for `message`: a word of text each, then
/// each tool call's head (index, id, name) and its arguments in fragments
/// of a few characters (an object whole, as Ollama sends it).
fn deltas(message: &Value) -> Vec<Value> {
    let mut deltas: Vec<Value> = message["content"]
        .as_str()
        .unwrap_or("")
        .split_inclusive(' ')
        .map(|word| json!({"content": word}))
        .collect();
    for (index, call) in message["tool_calls"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        let mut head = json!({"index": index, "type": "function",
            "function": {"name": call["function"]["name"], "arguments": ""}});
        if let Some(id) = call.get("id") {
            head["id"] = id.clone();
        }
        deltas.push(json!({"tool_calls": [head]}));
        match &call["function"]["arguments"] {
            Value::String(text) => {
                let chars: Vec<char> = text.chars().collect();
                for fragment in chars.chunks(6) {
                    let fragment: String = fragment.iter().collect();
                    deltas.push(json!({"tool_calls": [{"index": index,
                        "function": {"arguments": fragment}}]}));
                }
            }
            other => deltas.push(json!({"tool_calls": [{"index": index,
                "function": {"arguments": other}}]})),
        }
    }
    if let Some(first) = deltas.first_mut() {
        first["role"] = "assistant".into();
    }
    deltas
}

/// `answer` streamed, each chunk after `pace`, cut at `cap` deltas.
fn write_streamed(stream: &mut TcpStream, answer: &Value, cap: Option<usize>, pace: Duration) {
    let choice = &answer["choices"][0];
    let all = deltas(&choice["message"]);
    let cut = cap.is_some_and(|cap| all.len() > cap);
    let finish = if cut {
        json!("length")
    } else {
        choice["finish_reason"].clone()
    };
    let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-cache\r\nconnection: close\r\n\r\n";
    if stream.write_all(head.as_bytes()).is_err() {
        return;
    }
    let chunk = |delta: Value, finish: Value| {
        json!({"id": "r", "object": "chat.completion.chunk", "model": "scripted",
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]})
    };
    let mut events: Vec<Value> = all
        .into_iter()
        .take(cap.unwrap_or(usize::MAX))
        .map(|delta| chunk(delta, Value::Null))
        .collect();
    events.push(chunk(json!({}), finish));
    if answer["usage"].is_object() {
        events.push(
            json!({"id": "r", "object": "chat.completion.chunk", "choices": [],
            "usage": answer["usage"]}),
        );
    }
    for event in events {
        std::thread::sleep(pace);
        if write!(stream, "data: {event}\n\n").is_err() || stream.flush().is_err() {
            return;
        }
    }
    let _ = write!(stream, "data: [DONE]\n\n");
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

/// A model that writes without end: words until the request's cap.
pub fn endless() -> (u16, Value) {
    says(&"and so on ".repeat(10_000))
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
