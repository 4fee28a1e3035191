//! MCP over Streamable HTTP: one server, many agents. rmcp's transport
//! (sessions by `Mcp-Session-Id`, JSON and SSE answers, resumable streams, a
//! session ended by DELETE) behind a gate of our own ([`gate`]): loopback
//! unless a token is configured, bearer tokens compared in constant time,
//! `Origin` checked on every request, a session usable only by whoever made
//! it, and limits on connections, sessions, calls under way per session,
//! body size, idle sessions and slow clients, each refusal an HTTP status
//! with a JSON-RPC error.

mod gate;
mod io;
mod peek;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http::{Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::{TokioIo, TokioTimer};
use rmcp::RoleServer;
use rmcp::service::RequestContext;
use rmcp::transport::streamable_http_server::session::local::LocalSessionManager;
use rmcp::transport::streamable_http_server::{StreamableHttpServerConfig, StreamableHttpService};
use serde::Serialize;
use tokio::io::AsyncWriteExt;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio_util::sync::CancellationToken;
use toolsmith::Sandbox;

use crate::{McpError, ServerOptions, Toolsmith};
use gate::{HttpBody, Origins, Owner, Refusal, Sessions, Tokens, codes};
use io::{Head, Holding, Prefixed, read_head};
use peek::Peek;

/// The path the server answers on.
pub const ENDPOINT: &str = "/mcp";

/// How the HTTP server is set up.
pub struct HttpOptions {
    pub listen: SocketAddr,
    /// Bearer tokens, each a principal of its own (empty: no authentication,
    /// which only a loopback address allows).
    pub tokens: Vec<String>,
    /// Browser origins allowed besides loopback ones (on a loopback address).
    pub allowed_origins: Vec<String>,
    /// Serve each session the sandbox its client names as an MCP root,
    /// under the server's sandbox.
    pub roots: bool,
    pub limits: HttpLimits,
}

/// What one server takes at most.
#[derive(Debug, Clone, Serialize)]
pub struct HttpLimits {
    pub max_body_bytes: usize,
    pub max_connections: usize,
    pub max_sessions: usize,
    pub max_calls_per_session: usize,
    /// A session unused this long is closed.
    pub idle_session_seconds: u64,
    /// A request's head must arrive within this.
    pub header_timeout_seconds: u64,
    /// A request's body must arrive within this.
    pub body_timeout_seconds: u64,
}

impl Default for HttpLimits {
    fn default() -> Self {
        HttpLimits {
            max_body_bytes: 8 * 1024 * 1024,
            max_connections: 512,
            max_sessions: 128,
            max_calls_per_session: 16,
            idle_session_seconds: 600,
            header_timeout_seconds: 10,
            body_timeout_seconds: 30,
        }
    }
}

/// Where the server listens and what applies, said once it listens.
#[derive(Debug, Clone, Serialize)]
pub struct Listening {
    pub url: String,
    pub address: SocketAddr,
    pub sandbox: PathBuf,
    pub authentication: &'static str,
    pub allowed_origins: Vec<String>,
    pub roots: bool,
    pub limits: HttpLimits,
}

/// The id of the session a call came in, over HTTP (none over stdio).
pub(crate) fn session_of(context: &RequestContext<RoleServer>) -> Option<String> {
    context
        .extensions
        .get::<http::request::Parts>()
        .and_then(|parts| parts.headers.get("mcp-session-id"))
        .and_then(|id| id.to_str().ok())
        .map(str::to_string)
}

/// Serves MCP over Streamable HTTP until SIGINT or SIGTERM. `announce` is
/// told where it listens (the port chosen, when 0 was asked for).
pub fn serve_http(
    options: ServerOptions,
    http: HttpOptions,
    announce: impl FnOnce(&Listening),
) -> Result<(), McpError> {
    let loopback = http.listen.ip().is_loopback();
    if !loopback && http.tokens.is_empty() {
        return Err(McpError::Refused(format!(
            "{} is not a loopback address: name a token with --token-env (or set \
             TOOLSMITH_MCP_TOKEN) before serving a network",
            http.listen.ip()
        )));
    }
    let sandbox = Sandbox::open(&options.sandbox)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = TcpListener::bind(http.listen).await?;
        let address = listener.local_addr()?;
        let server = Toolsmith::new(sandbox, options.journal, options.environment);
        let origins = Origins::new(&http.allowed_origins, loopback);
        announce(&Listening {
            url: format!("http://{address}{ENDPOINT}"),
            address,
            sandbox: server.context.root().to_path_buf(),
            authentication: if http.tokens.is_empty() {
                "none (loopback only)"
            } else {
                "bearer token"
            },
            allowed_origins: origins.describe(),
            roots: http.roots,
            limits: http.limits.clone(),
        });
        let stop = CancellationToken::new();
        let gate = Arc::new(Gate::new(server, &http, origins, loopback, stop.clone()));
        let connections = Arc::new(Semaphore::new(http.limits.max_connections));
        loop {
            let (stream, peer) = tokio::select! {
                accepted = listener.accept() => match accepted {
                    Ok(pair) => pair,
                    // Out of descriptors, a reset before accept: go on.
                    Err(_) => continue,
                },
                () = shutdown() => break,
            };
            // Answers go out in several writes (head, events): without this,
            // Nagle's algorithm meets the client's delayed ACK, 40 ms a call.
            let _ = stream.set_nodelay(true);
            let gate = gate.clone();
            let Ok(permit) = connections.clone().try_acquire_owned() else {
                tokio::spawn(refuse(stream, busy()));
                continue;
            };
            tokio::spawn(async move {
                let _connection = permit;
                gate.connection(stream, peer).await;
            });
        }
        stop.cancel();
        Ok(())
    })
}

/// SIGINT or SIGTERM.
async fn shutdown() {
    let mut terminate =
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(signal) => signal,
            Err(_) => return std::future::pending().await,
        };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = terminate.recv() => {}
    }
}

fn busy() -> Refusal {
    Refusal::new(
        StatusCode::SERVICE_UNAVAILABLE,
        codes::UNAVAILABLE,
        "too many connections: try again shortly",
    )
}

async fn refuse(mut stream: tokio::net::TcpStream, refusal: Refusal) {
    let _ = stream.write_all(&refusal.raw()).await;
    let _ = stream.shutdown().await;
}

/// The server's state behind every request.
struct Gate {
    service: StreamableHttpService<Toolsmith, LocalSessionManager>,
    manager: Arc<LocalSessionManager>,
    tokens: Tokens,
    origins: Origins,
    sessions: Sessions,
    limits: HttpLimits,
}

impl Gate {
    fn new(
        server: Toolsmith,
        http: &HttpOptions,
        origins: Origins,
        loopback: bool,
        stop: CancellationToken,
    ) -> Gate {
        let mut manager = LocalSessionManager::default();
        manager.session_config.keep_alive =
            Some(Duration::from_secs(http.limits.idle_session_seconds));
        let manager = Arc::new(manager);
        let mut config = StreamableHttpServerConfig::default()
            .with_json_response(true)
            .with_max_request_body_bytes(http.limits.max_body_bytes)
            .with_cancellation_token(stop)
            // Origins are this gate's to check.
            .disable_allowed_origins();
        if !loopback {
            // Reached by any name on a network: the token guards it.
            config = config.disable_allowed_hosts();
        }
        let roots = http.roots;
        let service = StreamableHttpService::new(
            move || {
                Ok(if roots {
                    server.for_session_with_roots()
                } else {
                    server.clone()
                })
            },
            manager.clone(),
            config,
        );
        Gate {
            service,
            manager,
            tokens: Tokens::new(&http.tokens),
            origins,
            sessions: Sessions::default(),
            limits: http.limits.clone(),
        }
    }

    /// One connection: its first head within the limit, then hyper.
    async fn connection(self: Arc<Self>, mut stream: tokio::net::TcpStream, peer: SocketAddr) {
        let limit = Duration::from_secs(self.limits.header_timeout_seconds);
        let head = match read_head(&mut stream, limit).await {
            Head::Read(head) => head,
            Head::Closed => return,
            Head::Late => {
                let late = Refusal::new(
                    StatusCode::REQUEST_TIMEOUT,
                    codes::TIMEOUT,
                    format!("request timeout: the request's head took over {limit:?}"),
                );
                return refuse(stream, late).await;
            }
            Head::TooLarge => {
                let large = Refusal::new(
                    StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
                    codes::TOO_LARGE,
                    format!("the request's head is over {} bytes", io::MAX_HEAD_BYTES),
                );
                return refuse(stream, large).await;
            }
        };
        let io = TokioIo::new(Prefixed::new(head, stream));
        let service = service_fn(move |request| {
            let gate = self.clone();
            async move { Ok::<_, std::convert::Infallible>(gate.handle(request, peer.ip()).await) }
        });
        let _ = http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(limit)
            // A head over this is refused (431), as a first head over it was.
            .max_buf_size(io::MAX_HEAD_BYTES + 8192)
            .keep_alive(true)
            .serve_connection(io, service)
            .await;
    }

    async fn handle(&self, request: Request<Incoming>, peer: IpAddr) -> Response<HttpBody> {
        match self.admit(request, peer).await {
            Ok(response) => response,
            Err(refusal) => refusal.response(),
        }
    }

    async fn admit(
        &self,
        request: Request<Incoming>,
        peer: IpAddr,
    ) -> Result<Response<HttpBody>, Refusal> {
        if request.uri().path() != ENDPOINT {
            return Err(Refusal::new(
                StatusCode::NOT_FOUND,
                codes::NOT_FOUND,
                format!("not found: the MCP endpoint is {ENDPOINT}"),
            ));
        }
        self.origins.check(request.headers())?;
        let owner = Owner {
            principal: self.tokens.principal(request.headers())?,
            peer,
        };
        let session = request
            .headers()
            .get("mcp-session-id")
            .and_then(|id| id.to_str().ok())
            .map(str::to_string);
        if let Some(id) = &session {
            self.sessions.check(id, owner)?;
        }
        let method = request.method().clone();
        let (parts, body) = request.into_parts();
        let declared = parts
            .headers
            .get(http::header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse().ok());
        let body = if method == Method::POST {
            self.read_body(body, declared).await?
        } else {
            Bytes::new()
        };
        let message = Peek::of(&body);
        let initialize = session.is_none() && message.is_initialize();
        if initialize {
            self.room_for_a_session().await?;
        }
        // A request (not a notification or an answer) takes a place.
        let place = match &session {
            Some(id) if message.id && message.method.is_some() => self.sessions.enter(id)?,
            _ => None,
        };
        let response = self
            .service
            .handle(Request::from_parts(parts, Full::new(body)))
            .await;
        let response = as_json_rpc(response).await?;
        if initialize
            && let Some(id) = response
                .headers()
                .get("mcp-session-id")
                .and_then(|id| id.to_str().ok())
        {
            self.sessions
                .register(id, owner, self.limits.max_calls_per_session);
        }
        if method == Method::DELETE
            && response.status().is_success()
            && let Some(id) = &session
        {
            self.sessions.forget(id);
        }
        let (mut parts, body) = response.into_parts();
        if method == Method::DELETE && parts.status == StatusCode::ACCEPTED {
            // Ended, with nothing to say: the SDKs' clients expect 200 or 204.
            parts.status = StatusCode::NO_CONTENT;
        }
        Ok(Response::from_parts(
            parts,
            Holding { body, held: place }.boxed(),
        ))
    }

    /// The whole body, within the size and time limits (a declared length
    /// over the limit is refused before a byte is read).
    async fn read_body(&self, body: Incoming, declared: Option<u64>) -> Result<Bytes, Refusal> {
        if declared.is_some_and(|length| length > self.limits.max_body_bytes as u64) {
            return Err(self.too_large());
        }
        let limit = Duration::from_secs(self.limits.body_timeout_seconds);
        let reading = Limited::new(body, self.limits.max_body_bytes).collect();
        match tokio::time::timeout(limit, reading).await {
            Err(_) => Err(Refusal::new(
                StatusCode::REQUEST_TIMEOUT,
                codes::TIMEOUT,
                format!("request timeout: the body took over {limit:?}"),
            )),
            Ok(Err(error)) if error.is::<http_body_util::LengthLimitError>() => {
                Err(self.too_large())
            }
            Ok(Err(error)) => Err(Refusal::new(
                StatusCode::BAD_REQUEST,
                codes::INVALID_REQUEST,
                format!("the body could not be read: {error}"),
            )),
            Ok(Ok(collected)) => Ok(collected.to_bytes()),
        }
    }

    fn too_large(&self) -> Refusal {
        Refusal::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            codes::TOO_LARGE,
            format!(
                "payload too large: over {} bytes",
                self.limits.max_body_bytes
            ),
        )
    }

    /// Under the session limit (sessions gone idle are forgotten first).
    async fn room_for_a_session(&self) -> Result<(), Refusal> {
        let open = self.manager.sessions.read().await;
        let alive: std::collections::HashSet<String> =
            open.keys().map(|id| id.to_string()).collect();
        self.sessions.retain(|id| alive.contains(id));
        if open.len() >= self.limits.max_sessions {
            return Err(Refusal::new(
                StatusCode::SERVICE_UNAVAILABLE,
                codes::TOO_MANY,
                format!(
                    "too many sessions ({} open): end one with DELETE, or try again later",
                    open.len()
                ),
            ));
        }
        Ok(())
    }
}

/// rmcp's own refusals (a `Host` not allowed, a body that is no JSON-RPC
/// message, a missing `Accept`) come as plain text: said again as a JSON-RPC
/// error under the same status, as every refusal of this server is.
async fn as_json_rpc(response: Response<HttpBody>) -> Result<Response<HttpBody>, Refusal> {
    let status = response.status();
    let is_json = response
        .headers()
        .get(http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return Ok(response);
    }
    let text = match response.into_body().collect().await {
        Ok(collected) => String::from_utf8_lossy(&collected.to_bytes()).into_owned(),
        Err(never) => match never {},
    };
    Err(Refusal::from_status(status, text.trim()))
}
