//! The model path: any OpenAI-compatible Chat Completions endpoint with tool
//! calling (OpenAI, Gemini's compatible endpoint, Ollama, Mistral, Groq,
//! vLLM, llama.cpp's server), over HTTP. Requests and replies are JSON,
//! since compatible servers differ in the fields they add or leave out; the
//! differences the [`Provider`] names are followed here and in
//! [`crate::reply`]: tool-call ids missing, empty, repeated or of another
//! form; arguments as an object; error bodies as a list; a model's
//! unparsable tool call refused with a 400; rate limits that say when to
//! come back.
//!
//! Replies are streamed ([`crate::stream`]), so a limit is about silence,
//! not length: a small local model may write for minutes, token by token,
//! and only one that says nothing for the silence limit has failed. Every
//! request carries an output cap, since such a model may also write
//! without end. The key is held only by the client: it never reaches a
//! log, an error, a report or a process listing.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::endpoint::{Endpoint, MODEL_CONNECT_TIMEOUT};
use crate::error::{Result, SwarmError};
use crate::provider::Provider;
use crate::reply::{Failure, Reply, parse_reply};

/// A client for one endpoint, counting calls and tokens.
pub struct ModelClient {
    endpoint: Endpoint,
    http: reqwest::Client,
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
        // No whole-request timeout here: the stream's reader keeps the
        // silence limit and the call's own (`crate::stream`).
        let http = reqwest::Client::builder()
            .connect_timeout(MODEL_CONNECT_TIMEOUT)
            .build()
            .map_err(|e| SwarmError::InvalidInput(format!("cannot make an HTTP client: {e}")))?;
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| {
                SwarmError::InvalidInput(format!("cannot start the async runtime: {e}"))
            })?;
        Ok(ModelClient {
            http,
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

    pub fn max_output_tokens(&self) -> u32 {
        self.endpoint.max_output_tokens
    }

    /// The request's body: streamed, capped, `tools` offered.
    fn request(&self, messages: &[Value], tools: &[Value]) -> Value {
        let provider = self.endpoint.provider;
        let mut request = json!({
            "model": self.endpoint.model,
            "messages": messages,
            "stream": true,
        });
        request[provider.output_cap_field()] = self.endpoint.max_output_tokens.into();
        if provider.asks_for_streamed_usage() {
            request["stream_options"] = json!({"include_usage": true});
        }
        if !tools.is_empty() {
            request["tools"] = Value::Array(tools.to_vec());
            request["tool_choice"] = "auto".into();
        }
        request
    }

    /// One Chat Completions call for `agent` with `tools` offered, retried
    /// with backoff on what may pass (429, 5xx, a broken connection, an
    /// unreadable reply), never past `deadline`. A timeout, a server that
    /// is not there and any other refusal (a bad key, an unknown model) are
    /// final: another attempt would wait as long again.
    pub fn chat(
        &mut self,
        agent: &str,
        messages: &[Value],
        tools: &[Value],
        deadline: Instant,
    ) -> Result<Reply> {
        let request = self.request(messages, tools);
        let mut wait = self.endpoint.backoff;
        let mut attempt = 1;
        loop {
            let failure = match self.attempt(agent, &request, deadline) {
                Ok(reply) => {
                    self.tokens += reply.tokens;
                    return Ok(reply);
                }
                Err(failure) => failure,
            };
            // A server that says when to come back is waited for (within
            // reason and the deadline).
            if let Some(after) = failure.retry_after {
                wait = wait.max(after.min(Duration::from_secs(60)));
            }
            let out_of_time = Instant::now() + wait >= deadline;
            if !failure.retry || attempt >= self.endpoint.attempts || out_of_time {
                self.failed_calls += 1;
                return Err(self.given_up(&failure, attempt));
            }
            std::thread::sleep(wait);
            wait = wait.saturating_mul(2);
            attempt += 1;
        }
    }

    /// The call's error once no attempt is left: the endpoint's words, and
    /// how many attempts were made.
    fn given_up(&self, failure: &Failure, attempts: u32) -> SwarmError {
        let tries = if attempts > 1 {
            format!(" (after {attempts} attempts)")
        } else {
            String::new()
        };
        SwarmError::Model(format!(
            "{}: {}{tries}",
            self.endpoint.base_url, failure.message
        ))
    }

    /// One attempt of a call, counted: the exchange, then the reply read.
    fn attempt(
        &mut self,
        agent: &str,
        request: &Value,
        deadline: Instant,
    ) -> std::result::Result<Reply, Failure> {
        self.calls += 1;
        let label = format!("{agent}: model call {}", self.calls);
        let value = self.runtime.block_on(crate::stream::exchange(
            &self.http,
            &self.endpoint,
            request,
            deadline,
            &label,
        ))?;
        parse_reply(&value, self.endpoint.provider, &mut self.ids_made)
    }
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

    fn client(url: &str, silence: Duration, call: Duration) -> ModelClient {
        let mut endpoint = Endpoint::new("m", url, "");
        endpoint.silence_timeout = silence;
        endpoint.call_timeout = call;
        ModelClient::new(endpoint).unwrap_or_else(|e| panic!("{e}"))
    }

    /// One call's error and how long it took.
    fn failed_call(client: &mut ModelClient) -> (String, Duration) {
        let started = Instant::now();
        let messages = [json!({"role": "user", "content": "hi"})];
        let deadline = started + Duration::from_secs(300);
        match client.chat("Fixer", &messages, &[], deadline) {
            Ok(reply) => panic!("a reply: {reply:?}"),
            Err(error) => (error.to_string(), started.elapsed()),
        }
    }

    /// A local server on its own thread: `serve` has the accepted connection.
    fn local(serve: impl FnOnce(std::net::TcpStream) + Send + 'static) -> String {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("{e}"));
        let url = format!(
            "http://{}/v1",
            listener.local_addr().unwrap_or_else(|e| panic!("{e}"))
        );
        std::thread::spawn(move || {
            if let Ok((stream, _)) = listener.accept() {
                serve(stream);
            }
        });
        url
    }

    #[test]
    fn nothing_listening_is_said_with_the_url_at_the_first_attempt() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap_or_else(|e| panic!("{e}"));
        let url = format!(
            "http://{}/v1",
            listener.local_addr().unwrap_or_else(|e| panic!("{e}"))
        );
        drop(listener);
        let mut client = client(&url, Duration::from_secs(60), Duration::from_secs(60));
        let (message, took) = failed_call(&mut client);
        assert!(took < Duration::from_secs(10), "{took:?}");
        assert!(message.contains(&url), "{message}");
        assert!(message.contains("connection refused"), "{message}");
        assert_eq!((client.calls, client.failed_calls), (1, 1));
    }

    #[test]
    fn a_server_that_never_answers_is_given_up_after_the_silence_limit() {
        let url = local(|stream| {
            std::thread::sleep(Duration::from_secs(30));
            drop(stream);
        });
        let mut client = client(&url, Duration::from_secs(1), Duration::from_secs(60));
        let (message, took) = failed_call(&mut client);
        assert!(message.contains("no reply for 1 s"), "{message}");
        assert!(took < Duration::from_secs(6), "{took:?}");
        assert_eq!(client.calls, 1);
    }

    #[test]
    fn a_reply_that_never_ends_meets_the_calls_own_limit() {
        use std::io::{Read, Write};
        let url = local(|mut stream| {
            let mut request = [0; 4096];
            let _ = stream.read(&mut request);
            let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\r\n";
            let _ = stream.write_all(head.as_bytes());
            let word = r#"data: {"choices": [{"index": 0, "delta": {"content": "more "}}]}"#;
            while write!(stream, "{word}\n\n").is_ok() {
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        let mut client = client(&url, Duration::from_secs(1), Duration::from_secs(2));
        let (message, took) = failed_call(&mut client);
        assert!(
            message.contains("took longer than its limit of 2 s"),
            "{message}"
        );
        assert!(took < Duration::from_secs(7), "{took:?}");
        assert_eq!(client.calls, 1);
    }

    #[test]
    fn every_request_is_streamed_and_capped_in_the_providers_field() {
        let mut endpoint = Endpoint::new("m", "http://localhost:1/v1", "");
        endpoint.max_output_tokens = 64;
        let client = ModelClient::new(endpoint.clone()).unwrap_or_else(|e| panic!("{e}"));
        let request = client.request(&[json!({"role": "user", "content": "hi"})], &[]);
        assert_eq!(request["stream"], true);
        assert_eq!(request["max_tokens"], 64);
        assert!(request.get("tools").is_none());
        endpoint.provider = Provider::OpenAi;
        let client = ModelClient::new(endpoint).unwrap_or_else(|e| panic!("{e}"));
        let request = client.request(&[], &[json!({"type": "function"})]);
        assert_eq!(request["max_completion_tokens"], 64);
        assert!(request.get("max_tokens").is_none());
        assert_eq!(request["stream_options"]["include_usage"], true);
    }
}
