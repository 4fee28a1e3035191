//! What a request must show before it reaches the MCP service: an allowed
//! `Origin` (or none), the bearer token of a principal when tokens are
//! configured, a session of its own, and room under the limits. Each refusal
//! is an HTTP status with a JSON-RPC error body saying what went wrong.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use bytes::Bytes;
use http::{HeaderMap, Response, StatusCode};
use http_body_util::combinators::BoxBody;
use http_body_util::{BodyExt, Full};
use serde_json::json;
use sha2::{Digest, Sha256};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

pub(super) type HttpBody = BoxBody<Bytes, Infallible>;

/// A refusal: the status, a JSON-RPC error code and what to say.
#[derive(Debug)]
pub(super) struct Refusal {
    pub status: StatusCode,
    pub code: i64,
    pub message: String,
}

impl Refusal {
    pub(super) fn new(status: StatusCode, code: i64, message: impl Into<String>) -> Refusal {
        Refusal {
            status,
            code,
            message: message.into(),
        }
    }

    /// A refusal of the MCP service's own, by its status.
    pub(super) fn from_status(status: StatusCode, message: &str) -> Refusal {
        let code = match status {
            StatusCode::UNAUTHORIZED => codes::UNAUTHORIZED,
            StatusCode::FORBIDDEN => codes::FORBIDDEN,
            StatusCode::NOT_FOUND => codes::NOT_FOUND,
            StatusCode::PAYLOAD_TOO_LARGE => codes::TOO_LARGE,
            s if s.is_server_error() => codes::INTERNAL,
            _ => codes::INVALID_REQUEST,
        };
        let message = if message.is_empty() {
            status.canonical_reason().unwrap_or("refused")
        } else {
            message
        };
        Refusal::new(status, code, message)
    }

    /// The JSON-RPC error, under no id (the request may not have been read).
    fn body(&self) -> String {
        json!({
            "jsonrpc": "2.0",
            "id": null,
            "error": {"code": self.code, "message": self.message},
        })
        .to_string()
    }

    /// The response: the status, `WWW-Authenticate` on a 401, and a JSON-RPC
    /// error under no id (the request may not have been read).
    pub(super) fn response(&self) -> Response<HttpBody> {
        let mut response = Response::new(Full::new(Bytes::from(self.body())).boxed());
        *response.status_mut() = self.status;
        let headers = response.headers_mut();
        headers.insert(
            http::header::CONTENT_TYPE,
            http::HeaderValue::from_static("application/json"),
        );
        if self.status == StatusCode::UNAUTHORIZED {
            headers.insert(
                http::header::WWW_AUTHENTICATE,
                http::HeaderValue::from_static("Bearer realm=\"toolsmith\""),
            );
        }
        if self.status == StatusCode::REQUEST_TIMEOUT
            || self.status == StatusCode::SERVICE_UNAVAILABLE
        {
            headers.insert(
                http::header::CONNECTION,
                http::HeaderValue::from_static("close"),
            );
        }
        response
    }

    /// The same as raw HTTP/1.1 bytes, for a connection hyper never saw.
    pub(super) fn raw(&self) -> Vec<u8> {
        let body = self.body();
        format!(
            "HTTP/1.1 {} {}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
            self.status.as_u16(),
            self.status.canonical_reason().unwrap_or(""),
            body.len()
        )
        .into_bytes()
    }
}

/// JSON-RPC codes of the refusals (the implementation-defined range).
pub(super) mod codes {
    pub const INVALID_REQUEST: i64 = -32600;
    pub const INTERNAL: i64 = -32603;
    pub const UNAUTHORIZED: i64 = -32001;
    pub const FORBIDDEN: i64 = -32003;
    pub const NOT_FOUND: i64 = -32004;
    pub const TOO_LARGE: i64 = -32005;
    pub const TIMEOUT: i64 = -32006;
    pub const TOO_MANY: i64 = -32007;
    pub const UNAVAILABLE: i64 = -32008;
}

/// Who may call: the digests of the configured tokens, each a principal.
pub(super) struct Tokens(Vec<[u8; 32]>);

impl Tokens {
    pub(super) fn new(tokens: &[String]) -> Tokens {
        Tokens(tokens.iter().map(|t| digest(t.as_bytes())).collect())
    }

    pub(super) fn required(&self) -> bool {
        !self.0.is_empty()
    }

    /// The principal whose token the request bears. Every token is compared,
    /// each in constant time over fixed-length digests: neither the token's
    /// length nor which one matched shows in the time taken.
    pub(super) fn principal(&self, headers: &HeaderMap) -> Result<Option<usize>, Refusal> {
        if !self.required() {
            return Ok(None);
        }
        let presented = headers
            .get(http::header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| {
                let (scheme, token) = v.trim().split_once(' ')?;
                scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
            });
        let Some(presented) = presented else {
            return Err(Refusal::new(
                StatusCode::UNAUTHORIZED,
                codes::UNAUTHORIZED,
                "unauthorized: send `Authorization: Bearer <token>`",
            ));
        };
        let presented = digest(presented.as_bytes());
        let mut found = None;
        for (index, known) in self.0.iter().enumerate() {
            let differs = known
                .iter()
                .zip(presented.iter())
                .fold(0u8, |acc, (a, b)| acc | (a ^ b));
            if differs == 0 {
                found = Some(index);
            }
        }
        found.map(Some).ok_or_else(|| {
            Refusal::new(
                StatusCode::UNAUTHORIZED,
                codes::UNAUTHORIZED,
                "unauthorized: the bearer token is not one this server accepts",
            )
        })
    }
}

fn digest(bytes: &[u8]) -> [u8; 32] {
    Sha256::digest(bytes).into()
}

/// The origins a browser page may call from.
pub(super) struct Origins {
    allowed: Vec<String>,
    loopback: bool,
}

impl Origins {
    /// `allowed` as given (`scheme://host[:port]`); with `loopback`, any
    /// port of `localhost`, `127.0.0.1` and `[::1]` too.
    pub(super) fn new(allowed: &[String], loopback: bool) -> Origins {
        Origins {
            allowed: allowed
                .iter()
                .map(|o| o.trim().trim_end_matches('/').to_ascii_lowercase())
                .collect(),
            loopback,
        }
    }

    /// The list as announced.
    pub(super) fn describe(&self) -> Vec<String> {
        let mut all = self.allowed.clone();
        if self.loopback {
            all.extend(
                ["http://localhost:*", "http://127.0.0.1:*", "http://[::1]:*"].map(String::from),
            );
        }
        all
    }

    /// Absent, or allowed; else 403 (a page of another site, DNS rebinding).
    pub(super) fn check(&self, headers: &HeaderMap) -> Result<(), Refusal> {
        let Some(origin) = headers.get(http::header::ORIGIN) else {
            return Ok(());
        };
        let origin = origin.to_str().unwrap_or("").trim().to_ascii_lowercase();
        if self.allowed.contains(&origin) || (self.loopback && is_loopback_origin(&origin)) {
            return Ok(());
        }
        Err(Refusal::new(
            StatusCode::FORBIDDEN,
            codes::FORBIDDEN,
            format!("forbidden: origin {origin:?} is not allowed (see --allow-origin)"),
        ))
    }
}

fn is_loopback_origin(origin: &str) -> bool {
    let Some(rest) = origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
    else {
        return false;
    };
    let host = match rest.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => rest.split(':').next().unwrap_or(""),
    };
    let port_ok = |after: &str| after.is_empty() || after.starts_with(':');
    match host {
        "localhost" => port_ok(&rest["localhost".len()..]),
        "::1" => true,
        _ => host
            .parse::<IpAddr>()
            .is_ok_and(|ip| ip.is_loopback() && port_ok(&rest[host.len()..])),
    }
}

/// Who made a session: only they may use it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Owner {
    pub principal: Option<usize>,
    pub peer: IpAddr,
}

/// The sessions' owners and their calls under way.
#[derive(Default)]
pub(super) struct Sessions {
    owners: Mutex<HashMap<String, (Owner, Arc<Semaphore>)>>,
}

impl Sessions {
    pub(super) fn register(&self, id: &str, owner: Owner, calls: usize) {
        if let Ok(mut owners) = self.owners.lock() {
            owners.insert(id.to_string(), (owner, Arc::new(Semaphore::new(calls))));
        }
    }

    pub(super) fn forget(&self, id: &str) {
        if let Ok(mut owners) = self.owners.lock() {
            owners.remove(id);
        }
    }

    /// Keeps only the sessions for which `alive` holds.
    pub(super) fn retain(&self, alive: impl Fn(&str) -> bool) {
        if let Ok(mut owners) = self.owners.lock() {
            owners.retain(|id, _| alive(id));
        }
    }

    /// The session `id` may be used by `owner`: a session another made is
    /// not found (its existence is not told). Unknown ids pass on to the
    /// service, which says so.
    pub(super) fn check(&self, id: &str, owner: Owner) -> Result<(), Refusal> {
        let owners = self.owners.lock().map_err(|_| internal())?;
        match owners.get(id) {
            Some((made_by, _)) if *made_by != owner => Err(not_found()),
            _ => Ok(()),
        }
    }

    /// A place for one more call in session `id`, or 429.
    pub(super) fn enter(&self, id: &str) -> Result<Option<OwnedSemaphorePermit>, Refusal> {
        let semaphore = {
            let owners = self.owners.lock().map_err(|_| internal())?;
            match owners.get(id) {
                Some((_, semaphore)) => semaphore.clone(),
                None => return Ok(None),
            }
        };
        semaphore.try_acquire_owned().map(Some).map_err(|_| {
            Refusal::new(
                StatusCode::TOO_MANY_REQUESTS,
                codes::TOO_MANY,
                "too many calls under way in this session: wait for an answer first",
            )
        })
    }
}

fn not_found() -> Refusal {
    Refusal::new(
        StatusCode::NOT_FOUND,
        codes::NOT_FOUND,
        "session not found: initialize a new one",
    )
}

fn internal() -> Refusal {
    Refusal::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        codes::UNAVAILABLE,
        "internal error",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, value.parse().unwrap());
        }
        map
    }

    #[test]
    fn tokens_name_their_principal_and_refuse_the_rest() {
        let tokens = Tokens::new(&["alpha".into(), "beta".into()]);
        assert_eq!(
            tokens
                .principal(&headers(&[("authorization", "Bearer beta")]))
                .ok(),
            Some(Some(1))
        );
        for wrong in [
            &[("authorization", "Bearer gamma")][..],
            &[("authorization", "Basic beta")],
            &[],
        ] {
            let refused = tokens.principal(&headers(wrong)).err().unwrap();
            assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
        }
        assert!(
            Tokens::new(&[])
                .principal(&HeaderMap::new())
                .unwrap()
                .is_none()
        );
    }

    #[test]
    fn origins_are_checked_when_present() {
        let loopback = Origins::new(&["https://app.example".into()], true);
        for ok in [
            "http://localhost:3000",
            "http://127.0.0.1:9",
            "http://[::1]:80",
            "https://app.example",
        ] {
            assert!(loopback.check(&headers(&[("origin", ok)])).is_ok(), "{ok}");
        }
        for bad in [
            "http://evil.example",
            "http://localhost.evil.example",
            "http://127.0.0.1.evil:80",
            "null",
        ] {
            assert!(
                loopback.check(&headers(&[("origin", bad)])).is_err(),
                "{bad}"
            );
        }
        assert!(loopback.check(&HeaderMap::new()).is_ok());
        let remote = Origins::new(&[], false);
        assert!(
            remote
                .check(&headers(&[("origin", "http://localhost:3000")]))
                .is_err()
        );
    }
}
