//! One exchange with the endpoint, streamed: the request sent, the reply
//! read as server-sent events (`data:` lines of chunks, then `[DONE]`) and
//! assembled into the shape of a reply that was not streamed, so that all
//! after reads one shape. The limits live here: nothing heard for the
//! silence limit, the call's whole limit, the run's deadline. A server
//! that ignores `stream` and answers whole is read as it answered.

use std::future::Future;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::chunks::{Assembly, Events};
use crate::endpoint::Endpoint;
use crate::endpoint::MODEL_CONNECT_TIMEOUT;
use crate::reply::{Failure, error_reply, listed_error};

/// Sends `request` to `endpoint` and reads the whole reply, streamed or
/// not, within the limits; `label` names the call on a live line.
pub(crate) async fn exchange(
    http: &reqwest::Client,
    endpoint: &Endpoint,
    request: &Value,
    run_deadline: Instant,
    label: &str,
) -> Result<Value, Failure> {
    let watch = Watch {
        silence: endpoint.silence_timeout,
        call_limit: endpoint.call_timeout,
        call_deadline: Instant::now() + endpoint.call_timeout,
        run_deadline,
    };
    let mut response = send(http, endpoint, request, &watch).await?;
    let status = response.status().as_u16();
    let streamed = response
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/event-stream"));
    if !(200..300).contains(&status) {
        let text = read_whole(&mut response, &watch).await?;
        return Err(error_reply(status, &text, endpoint.provider));
    }
    if !streamed {
        let text = read_whole(&mut response, &watch).await?;
        return serde_json::from_str(&text).map_err(|e| match listed_error(&text) {
            Some(failure) => failure,
            None => Failure::retried(format!("the reply is not JSON: {e}")),
        });
    }
    read_stream(response, &watch, Live::new(endpoint.live, label)).await
}

/// Sends the request; its headers are back when this returns.
async fn send(
    http: &reqwest::Client,
    endpoint: &Endpoint,
    request: &Value,
    watch: &Watch,
) -> Result<reqwest::Response, Failure> {
    let body = serde_json::to_vec(request)
        .map_err(|e| Failure::fin(format!("cannot write the request: {e}")))?;
    let sending = http
        .post(format!("{}/chat/completions", endpoint.base_url))
        .bearer_auth(&endpoint.api_key)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .body(body)
        .send();
    watch.bound(sending, 0).await?.map_err(|e| not_sent(&e))
}

/// A streamed reply, event by event, assembled into the whole reply.
async fn read_stream(
    mut response: reqwest::Response,
    watch: &Watch,
    mut live: Live<'_>,
) -> Result<Value, Failure> {
    let mut events = Events::default();
    let mut assembly = Assembly::default();
    while !assembly.done {
        match watch.bound(response.chunk(), assembly.pieces).await? {
            Ok(Some(bytes)) => {
                for data in events.push(&bytes) {
                    assembly.take(&data)?;
                }
            }
            Ok(None) => break,
            Err(e) => {
                return Err(Failure::retried(format!(
                    "the connection broke after {} tokens: {}",
                    assembly.pieces,
                    error_chain(&e)
                )));
            }
        }
        live.show(assembly.pieces);
    }
    if let Some(data) = events.finish() {
        assembly.take(&data)?;
    }
    assembly.into_reply()
}

/// The limits of one call, each told apart when it is reached.
struct Watch {
    silence: Duration,
    call_limit: Duration,
    call_deadline: Instant,
    run_deadline: Instant,
}

impl Watch {
    /// `future`'s output, unless a limit comes first; `pieces` is what the
    /// reply holds so far.
    async fn bound<F: Future>(&self, future: F, pieces: usize) -> Result<F::Output, Failure> {
        let silence_end = Instant::now() + self.silence;
        let end = silence_end.min(self.call_deadline).min(self.run_deadline);
        match tokio::time::timeout_at(tokio::time::Instant::from_std(end), future).await {
            Ok(output) => Ok(output),
            Err(_) if end == self.run_deadline => Err(Failure::fin(format!(
                "the run's time limit came during a model call, after {pieces} tokens"
            ))),
            Err(_) if end == self.call_deadline => Err(Failure::fin(format!(
                "the call took longer than its limit of {} (--model-call-timeout), after {pieces} tokens",
                seconds(self.call_limit)
            ))),
            Err(_) if pieces == 0 => Err(Failure::fin(format!(
                "no reply for {} (the silence limit, --model-silence-timeout)",
                seconds(self.silence)
            ))),
            Err(_) => Err(Failure::fin(format!(
                "the reply stopped: nothing for {} after {pieces} tokens (the silence limit, --model-silence-timeout)",
                seconds(self.silence)
            ))),
        }
    }
}

fn seconds(duration: Duration) -> String {
    if duration.subsec_nanos() == 0 {
        format!("{} s", duration.as_secs())
    } else {
        format!("{:.1} s", duration.as_secs_f64())
    }
}

/// A reply's body read whole, within the limits.
async fn read_whole(response: &mut reqwest::Response, watch: &Watch) -> Result<String, Failure> {
    let mut bytes = Vec::new();
    loop {
        match watch.bound(response.chunk(), 0).await? {
            Ok(Some(chunk)) => bytes.extend_from_slice(&chunk),
            Ok(None) => return Ok(String::from_utf8_lossy(&bytes).into_owned()),
            Err(e) => {
                return Err(Failure::retried(format!(
                    "the connection broke: {}",
                    error_chain(&e)
                )));
            }
        }
    }
}

/// A request that got no answer: nothing listening and a connection not
/// made are final (the next attempt would meet the same), a connection
/// broken on the way is worth another.
fn not_sent(error: &reqwest::Error) -> Failure {
    if caused_by(error, std::io::ErrorKind::ConnectionRefused) {
        Failure::fin("cannot connect: nothing is listening there (connection refused)".into())
    } else if error.is_connect() && error.is_timeout() {
        Failure::fin(format!(
            "cannot connect within {}",
            seconds(MODEL_CONNECT_TIMEOUT)
        ))
    } else if error.is_connect() {
        Failure::fin(format!("cannot connect: {}", error_chain(error)))
    } else {
        Failure::retried(format!("the connection broke: {}", error_chain(error)))
    }
}

fn caused_by(error: &reqwest::Error, kind: std::io::ErrorKind) -> bool {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(cause) = source {
        if cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == kind)
        {
            return true;
        }
        source = cause.source();
    }
    false
}

/// The error and its causes, each said once, without the URL (the base
/// URL is said once, ahead, by the client).
fn error_chain(error: &reqwest::Error) -> String {
    let mut words = without_url(&error.to_string());
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        let said = cause.to_string();
        if !words.contains(&said) {
            words = format!("{words}: {said}");
        }
        source = cause.source();
    }
    words
}

/// reqwest names the URL it failed on.
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

/// What a person at a terminal sees while a reply streams: one line,
/// redrawn at most twice a second, gone when the reply is in.
struct Live<'a> {
    on: bool,
    label: &'a str,
    shown: Option<Instant>,
}

impl<'a> Live<'a> {
    fn new(on: bool, label: &'a str) -> Live<'a> {
        Live {
            on,
            label,
            shown: None,
        }
    }

    fn show(&mut self, pieces: usize) {
        if !self.on
            || self
                .shown
                .is_some_and(|t| t.elapsed() < Duration::from_millis(500))
        {
            return;
        }
        eprint!("\r\x1b[2K{}: {pieces} tokens so far", self.label);
        self.shown = Some(Instant::now());
    }
}

impl Drop for Live<'_> {
    fn drop(&mut self) {
        if self.shown.is_some() {
            eprint!("\r\x1b[2K");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_is_left_out_of_a_connection_error() {
        assert_eq!(
            without_url("error sending request for url (http://x/v1/chat/completions): refused"),
            "error sending request: refused"
        );
        assert_eq!(seconds(Duration::from_secs(2)), "2 s");
        assert_eq!(seconds(Duration::from_millis(1500)), "1.5 s");
    }
}
