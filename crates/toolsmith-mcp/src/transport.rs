//! The stdio transport: one JSON-RPC message per line, on rmcp's pipes.
//!
//! rmcp's own line transport decodes a request by trying the protocol's
//! request shapes one after another (an untagged enum of about twenty), which
//! made decoding a third of the server's work on a `tools/call`. This one reads
//! the envelope first and decodes `tools/call` and `ping`, what agents send
//! over and over, straight into rmcp's types; any other message goes through
//! rmcp's decoding unchanged. An answer is encoded into one buffer and written
//! with one call.

use std::borrow::Cow;
use std::sync::Arc;

use rmcp::RoleServer;
use rmcp::model::{
    CallToolRequest, CallToolRequestParams, ClientRequest, ErrorData, JsonRpcMessage,
    JsonRpcVersion2_0, PingRequest, RequestId,
};
use rmcp::service::{RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use serde::Deserialize;
use serde_json::Value;
use serde_json::error::Category;
use serde_json::value::RawValue;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::sync::Mutex;

/// The longest message taken (rmcp's bound as well); a longer line is dropped
/// without being held in memory.
const MAX_LINE_BYTES: usize = 16 * 1024 * 1024;

pub struct LineTransport<R, W> {
    reader: BufReader<R>,
    /// The line read so far: a read cancelled by the service loop resumes it.
    line: Vec<u8>,
    /// Dropping the rest of an over-long line.
    discarding: bool,
    writer: Arc<Mutex<W>>,
}

impl<R: AsyncRead + Unpin, W: AsyncWrite + Unpin> LineTransport<R, W> {
    pub fn new(reader: R, writer: W) -> Self {
        LineTransport {
            reader: BufReader::with_capacity(64 * 1024, reader),
            line: Vec::new(),
            discarding: false,
            writer: Arc::new(Mutex::new(writer)),
        }
    }
}

/// What a line turned out to be.
#[derive(Debug)]
enum Decoded {
    Message(Box<RxJsonRpcMessage<RoleServer>>),
    /// Not JSON, or a notification we do not know: ignored, as rmcp and the
    /// other official SDKs do (an answer could start an error storm, and a
    /// notification is never answered).
    Ignored,
    /// JSON of the wrong shape: answered with "Invalid Request", under the
    /// request's id when it has one, so that the caller does not wait forever.
    Invalid(Option<RequestId>, String),
}

enum LineRead {
    Line,
    TooLong,
    Closed,
}

impl<R, W> LineTransport<R, W>
where
    R: AsyncRead + Unpin + Send,
    W: AsyncWrite + Unpin + Send + 'static,
{
    /// Reads up to a newline into `self.line`, never holding more than
    /// [`MAX_LINE_BYTES`]. Cancellation-safe: bytes are moved from the buffer
    /// and consumed with no await in between.
    async fn read_line(&mut self) -> LineRead {
        loop {
            let available = match self.reader.fill_buf().await {
                Ok([]) => return LineRead::Closed,
                Ok(available) => available,
                Err(error) => {
                    eprintln!("toolsmith mcp: cannot read the client's messages: {error}");
                    return LineRead::Closed;
                }
            };
            let newline = available.iter().position(|&b| b == b'\n');
            let take = newline.map_or(available.len(), |at| at + 1);
            if !self.discarding {
                if self.line.len() + take > MAX_LINE_BYTES {
                    self.line = Vec::new();
                    self.discarding = true;
                } else {
                    self.line.extend_from_slice(&available[..take]);
                }
            }
            self.reader.consume(take);
            if newline.is_some() {
                if self.discarding {
                    self.discarding = false;
                    return LineRead::TooLong;
                }
                return LineRead::Line;
            }
        }
    }

    /// Answers an invalid request on its own task: the service loop may drop
    /// `receive` at any await, and the answer must not be lost with it.
    fn answer_invalid(&mut self, id: Option<RequestId>, reason: String) {
        let answer = TxJsonRpcMessage::<RoleServer>::error(
            ErrorData::invalid_request(format!("Invalid request: {reason}"), None),
            id,
        );
        let sent = self.send(answer);
        tokio::spawn(async move {
            let _ = sent.await;
        });
    }
}

impl<R, W> Transport<RoleServer> for LineTransport<R, W>
where
    R: AsyncRead + Unpin + Send,
    W: AsyncWrite + Unpin + Send + 'static,
{
    type Error = std::io::Error;

    fn send(
        &mut self,
        item: TxJsonRpcMessage<RoleServer>,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        let encoded = encode(&item);
        let writer = self.writer.clone();
        async move { write_line(&writer, &encoded?).await }
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        loop {
            match self.read_line().await {
                LineRead::Line => {}
                LineRead::TooLong => {
                    eprintln!("toolsmith mcp: a message over {MAX_LINE_BYTES} bytes was dropped");
                    continue;
                }
                LineRead::Closed => return None,
            }
            let line = self.line.trim_ascii();
            let decoded = if line.is_empty() {
                Decoded::Ignored
            } else {
                decode(line)
            };
            self.line.clear();
            match decoded {
                Decoded::Message(message) => return Some(*message),
                Decoded::Ignored => {}
                Decoded::Invalid(id, reason) => self.answer_invalid(id, reason),
            }
        }
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        self.writer.lock().await.shutdown().await
    }
}

/// Every message, its `params` kept as the text they came as.
#[derive(Deserialize)]
struct Envelope<'a> {
    #[allow(dead_code)] // checked by its type: only "2.0" decodes
    jsonrpc: JsonRpcVersion2_0,
    id: Option<RequestId>,
    #[serde(borrow)]
    method: Option<Cow<'a, str>>,
    #[serde(borrow)]
    params: Option<&'a RawValue>,
}

fn decode(line: &[u8]) -> Decoded {
    let request = |request: ClientRequest, id| {
        Decoded::Message(Box::new(JsonRpcMessage::request(request, id)))
    };
    if let Ok(Envelope {
        id: Some(id),
        method: Some(method),
        params,
        ..
    }) = serde_json::from_slice::<Envelope>(line)
    {
        match (method.as_ref(), params) {
            ("tools/call", Some(params)) => {
                if let Some(call) = tool_call(params) {
                    return request(call.into(), id);
                }
            }
            ("ping", _) => {
                if let Ok(ping) = serde_json::from_slice::<PingRequest>(line) {
                    return request(ping.into(), id);
                }
            }
            _ => {}
        }
    }
    decode_any(line)
}

/// A `tools/call` as rmcp makes it, without its generic path (which buffers
/// the params to take `_meta` out first): rmcp's own params type reads them,
/// then `_meta` moves to the request's extensions, where rmcp keeps it.
fn tool_call(params: &RawValue) -> Option<CallToolRequest> {
    let mut params: CallToolRequestParams = serde_json::from_str(params.get()).ok()?;
    let meta = params.meta.take();
    let mut call = CallToolRequest::new(params);
    if let Some(meta) = meta {
        call.extensions.insert(meta);
    }
    Some(call)
}

/// rmcp's decoding of any message, and what to do when it fails.
fn decode_any(line: &[u8]) -> Decoded {
    let error = match serde_json::from_slice::<RxJsonRpcMessage<RoleServer>>(line) {
        Ok(message) => return Decoded::Message(Box::new(message)),
        Err(error) => error,
    };
    if matches!(error.classify(), Category::Syntax | Category::Eof) {
        return Decoded::Ignored;
    }
    let value: Value = serde_json::from_slice(line).unwrap_or_default();
    match value.get("id") {
        None => Decoded::Ignored,
        Some(id) => Decoded::Invalid(serde_json::from_value(id.clone()).ok(), error.to_string()),
    }
}

fn encode(message: &TxJsonRpcMessage<RoleServer>) -> std::io::Result<Vec<u8>> {
    // Room for a typical answer (a listing, a file) without growing.
    let mut line = Vec::with_capacity(4096);
    serde_json::to_writer(&mut line, message)?;
    line.push(b'\n');
    Ok(line)
}

async fn write_line<W: AsyncWrite + Unpin>(writer: &Mutex<W>, line: &[u8]) -> std::io::Result<()> {
    let mut writer = writer.lock().await;
    writer.write_all(line).await?;
    writer.flush().await
}

#[cfg(test)]
mod tests {
    use super::*;

    /// rmcp's decoding, what the transport did before.
    fn reference(line: &str) -> Value {
        let message: RxJsonRpcMessage<RoleServer> = serde_json::from_str(line).unwrap();
        serde_json::to_value(message).unwrap()
    }

    fn fast(line: &str) -> Value {
        match decode(line.as_bytes()) {
            Decoded::Message(message) => serde_json::to_value(message).unwrap(),
            other => panic!("{line} decoded as {other:?}"),
        }
    }

    #[test]
    fn requests_decode_as_rmcp_decodes_them() {
        for line in [
            r#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"read_file","arguments":{"file_path":"a.py","start_line":2}}}"#,
            r#"{"jsonrpc":"2.0","id":"x-1","method":"tools/call","params":{"name":"list_files","arguments":{"directory":"."},"_meta":{"progressToken":3}}}"#,
            r#"{"id":8,"params":{"name":"undo"},"method":"tools/call","jsonrpc":"2.0"}"#,
            r#"{"jsonrpc":"2.0","id":9,"method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":10,"method":"ping","params":{"_meta":{"progressToken":"p"}}}"#,
            r#"{"jsonrpc":"2.0","id":11,"method":"tools/list","params":{}}"#,
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            r#"{"jsonrpc":"2.0","id":12,"result":{}}"#,
            // Not a tool call rmcp can take (no name): whatever rmcp makes of it.
            r#"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"arguments":{}}}"#,
            r#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#,
        ] {
            assert_eq!(fast(line), reference(line), "{line}");
        }
    }

    /// The tool call inside a decoded message: its params, and the `_meta`
    /// the request's extensions carry.
    fn call_parts(message: RxJsonRpcMessage<RoleServer>) -> (CallToolRequestParams, Option<Value>) {
        match message.into_request() {
            Some((ClientRequest::CallToolRequest(call), _)) => {
                let meta = call
                    .extensions
                    .get::<rmcp::model::RequestMetaObject>()
                    .map(|meta| serde_json::to_value(meta).unwrap());
                (call.params, meta)
            }
            other => panic!("not a tool call: {other:?}"),
        }
    }

    #[test]
    fn tool_call_meta_lands_where_rmcp_puts_it() {
        let line = r#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"_meta":{"progressToken":"t","x":[1]},"name":"read_file","arguments":{"file_path":"a.py"},"requestState":"s"}}"#;
        let Decoded::Message(ours) = decode(line.as_bytes()) else {
            panic!("not decoded");
        };
        let (params, meta) = call_parts(*ours);
        let (expected_params, expected_meta) = call_parts(serde_json::from_str(line).unwrap());
        assert_eq!(params, expected_params);
        assert_eq!(params.meta, None);
        assert_eq!(meta, expected_meta);
        assert_eq!(
            meta,
            Some(serde_json::json!({"progressToken": "t", "x": [1]}))
        );
    }

    #[test]
    fn bad_messages_are_ignored_or_answered_with_their_id() {
        for ignored in [
            "not json",
            r#"{"jsonrpc":"2.0","method":"#,
            r#"{"jsonrpc":"2.0","method":7}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/progress","params":7}"#,
        ] {
            assert!(
                matches!(decode(ignored.as_bytes()), Decoded::Ignored),
                "{ignored}"
            );
        }
        for (line, id) in [
            (
                r#"{"jsonrpc":"1.0","id":"a","method":"ping"}"#,
                Some(RequestId::String("a".into())),
            ),
            (r#"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#, None),
        ] {
            match decode(line.as_bytes()) {
                Decoded::Invalid(got, reason) => {
                    assert_eq!(got, id, "{line}");
                    assert!(!reason.is_empty());
                }
                other => panic!("{line} decoded as {other:?}"),
            }
        }
    }
}
