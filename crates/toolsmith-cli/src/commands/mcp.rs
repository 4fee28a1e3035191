//! `toolsmith mcp`: the catalogue over MCP, on stdio or Streamable HTTP.

use std::io::Write;

use toolsmith::journal::Journal;
use toolsmith::tools::Context;
use toolsmith_mcp::{HttpLimits, HttpOptions, Listening, McpError, ServerOptions};

use super::Outcome;
use crate::cli::McpArgs;

/// The variable read for the token when `--token-env` names none.
const DEFAULT_TOKEN_ENV: &str = "TOOLSMITH_MCP_TOKEN";

pub fn run(
    context: &Context,
    journal: Option<&Journal>,
    args: McpArgs,
    json: bool,
) -> Result<Outcome, toolsmith::Error> {
    let options = ServerOptions {
        sandbox: context.root().to_path_buf(),
        journal: journal.cloned(),
        environment: context.environment.clone(),
    };
    let served = match args.http {
        None => toolsmith_mcp::serve_stdio(options),
        Some(listen) => {
            let http = HttpOptions {
                listen,
                tokens: tokens(args.token_env.as_deref())?,
                allowed_origins: args.allow_origin,
                roots: args.roots,
                limits: HttpLimits {
                    max_body_bytes: args.max_body_bytes,
                    max_connections: args.max_connections.max(1),
                    max_sessions: args.max_sessions.max(1),
                    max_calls_per_session: args.max_calls_per_session.max(1),
                    idle_session_seconds: args.idle_timeout.max(1),
                    header_timeout_seconds: args.request_timeout.max(1),
                    body_timeout_seconds: args.request_timeout.max(1),
                },
            };
            toolsmith_mcp::serve_http(options, http, |listening| announce(listening, json))
        }
    };
    served.map_err(|e| match e {
        McpError::Core(core) => core,
        other => toolsmith::Error::InvalidArgument(other.to_string()),
    })?;
    let mut outcome = Outcome::success(&serde_json::Value::Null, String::new())?;
    outcome.already_printed = true;
    Ok(outcome)
}

/// The bearer tokens: from the variable `--token-env` names (which must then
/// hold one), else from `TOOLSMITH_MCP_TOKEN` if set. Several may be given,
/// separated by commas or whitespace. Never printed.
fn tokens(named: Option<&str>) -> Result<Vec<String>, toolsmith::Error> {
    let variable = named.unwrap_or(DEFAULT_TOKEN_ENV);
    let value = std::env::var(variable).unwrap_or_default();
    let tokens: Vec<String> = value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect();
    if tokens.is_empty() && named.is_some() {
        return Err(toolsmith::Error::InvalidArgument(format!(
            "--token-env {variable}: the variable is not set or holds no token"
        )));
    }
    Ok(tokens)
}

/// Where the server listens and what applies, on standard output at once
/// (a script waiting for the port reads this line).
fn announce(listening: &Listening, json: bool) {
    let text = if json {
        serde_json::to_string(listening).unwrap_or_default()
    } else {
        let limits = &listening.limits;
        format!(
            "toolsmith mcp: serving {} (sandbox {})\n  authentication: {}\n  origins allowed: {}\n  roots: {}\n  limits: {} sessions, {} calls under way per session, {} connections, bodies of {} bytes, sessions idle {} s closed, request head and body within {} s each",
            listening.url,
            listening.sandbox.display(),
            listening.authentication,
            if listening.allowed_origins.is_empty() {
                "none (requests without Origin only)".to_string()
            } else {
                listening.allowed_origins.join(", ")
            },
            if listening.roots {
                "each session serves its client's root, if under the sandbox"
            } else {
                "off (every session serves the sandbox)"
            },
            limits.max_sessions,
            limits.max_calls_per_session,
            limits.max_connections,
            limits.max_body_bytes,
            limits.idle_session_seconds,
            limits.header_timeout_seconds,
        )
    };
    let mut stdout = std::io::stdout().lock();
    let _ = writeln!(stdout, "{text}");
    let _ = stdout.flush();
}
