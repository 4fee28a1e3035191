//! `toolsmith server status|stop`, the server itself (`server run`, started
//! by the first CLI call that needs it), and calls made through it.

use std::fmt::Write as _;
use std::time::Duration;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::json;
use toolsmith::Error;
use toolsmith::lint_server::{self as server, ServeOptions, ServedCall};
use toolsmith::tools::{Context, Tool};

use super::{Called, Outcome, Shown, call_showing};
use crate::cli::{EngineArg, LintFlags, ServerCommand};

/// Set to anything but empty or 0, as `--no-server`.
pub const NO_SERVER_VARIABLE: &str = "TOOLSMITH_NO_SERVER";

/// Seconds a server waits for a call before it exits (default 300).
pub const IDLE_VARIABLE: &str = "TOOLSMITH_SERVER_IDLE";

/// Whether CLI lint calls go through the warm server.
pub fn wanted(no_server: bool) -> bool {
    !no_server && std::env::var_os(NO_SERVER_VARIABLE).is_none_or(|v| v.is_empty() || v == "0")
}

/// A lint tool's call: through the warm server when `served` (the pylint
/// engine only: ruff's runs in this process anyway), else here.
pub fn lint_call<T: Tool>(
    context: &Context,
    json: bool,
    args: T::Args,
    served: Option<&LintFlags>,
    show: impl FnOnce(&T::Output) -> Result<Shown, Error>,
) -> Called
where
    T::Args: Serialize,
    T::Output: DeserializeOwned,
{
    match served {
        Some(flags) if matches!(flags.engine, EngineArg::Pylint) => {
            // The server says it is alive every second while it works:
            // silence for a file's time limit means it hangs.
            let silence = Duration::from_secs(flags.timeout.max(1));
            self::served::<T>(context, json, args, silence, show)
        }
        _ => call_showing::<T>(context, json, args, show),
    }
}

/// `T` run by the warm server (its workers stay warm between CLI calls),
/// shown as if run here; run here when the server cannot answer, saying so
/// on stderr. `silence`: how long the server may go without a word.
pub fn served<T: Tool>(
    context: &Context,
    json: bool,
    args: T::Args,
    silence: Duration,
    show: impl FnOnce(&T::Output) -> Result<Shown, Error>,
) -> Called
where
    T::Args: Serialize,
    T::Output: DeserializeOwned,
{
    let answer = serde_json::to_value(&args)
        .map_err(|e| Error::InvalidArgument(format!("cannot encode the call: {e}")))
        .and_then(|arguments| {
            server::call(&ServedCall {
                sandbox: context.root(),
                tool: T::NAME,
                arguments,
                environment: &context.environment,
                silence,
            })
        })
        .and_then(|result| {
            let Some(result) = result else {
                return Ok(None);
            };
            let output: T::Output = serde_json::from_value(result.clone()).map_err(|e| {
                Error::InvalidArgument(format!("the lint server's answer did not read: {e}"))
            })?;
            Ok(Some((output, result)))
        });
    let (output, result) = match answer {
        Ok(Some(answered)) => answered,
        // The tool failed there (a missing file...): here, its error comes typed.
        Ok(None) => return call_showing::<T>(context, json, args, show),
        Err(why) => {
            eprintln!("note: {why}; linting with this process's own workers");
            return call_showing::<T>(context, json, args, show);
        }
    };
    let outcome = show(&output).and_then(|shown| shown.into_outcome(json, || Ok(result)));
    Called {
        call: Some(toolsmith::tools::tool_call::<T>(&args)),
        outcome,
    }
}

/// `server status|stop|run`.
pub fn run(action: ServerCommand, context: &Context) -> Result<Outcome, Error> {
    match action {
        ServerCommand::Status => {
            let servers = server::all_statuses()?;
            let socket = server::socket_for(context.root())?;
            let mut human = format!("this sandbox's socket: {}\n", socket.display());
            for said in &servers {
                let _ = writeln!(
                    human,
                    "pid {} serving {} ({} calls; idle {} s of {} s)",
                    said["pid"],
                    said["sandbox"].as_str().unwrap_or_default(),
                    said["served"],
                    said["idle_seconds"],
                    said["idle_limit_seconds"],
                );
            }
            if servers.is_empty() {
                human.push_str("no lint server is running\n");
            }
            Outcome::success(&json!({ "socket": socket, "servers": servers }), human)
        }
        ServerCommand::Stop { all } => {
            let sockets = if all {
                server::all_statuses()?
                    .iter()
                    .filter_map(|s| s["socket"].as_str().map(std::path::PathBuf::from))
                    .collect()
            } else {
                vec![server::socket_for(context.root())?]
            };
            let stopped = sockets.iter().filter(|s| server::stop(s)).count();
            let human = match stopped {
                0 => "no lint server was running\n".to_string(),
                n => format!("stopped {n} lint server{}\n", if n == 1 { "" } else { "s" }),
            };
            Outcome::success(&json!({ "stopped": stopped }), human)
        }
        ServerCommand::Run { socket, idle } => {
            let idle = std::env::var(IDLE_VARIABLE)
                .ok()
                .and_then(|v| v.parse().ok())
                .unwrap_or(idle);
            server::serve(&ServeOptions {
                sandbox: std::fs::canonicalize(context.root())
                    .unwrap_or_else(|_| context.root().to_path_buf()),
                socket,
                idle: Duration::from_secs(idle),
            })?;
            Outcome::success(&json!({}), String::new())
        }
    }
}
