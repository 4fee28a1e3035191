//! One function per command: call the core, shape its result for printing.

pub mod batch;
pub mod dispatch;
pub mod doctor;
pub mod files;
pub mod lint;
pub mod log;
pub mod mcp;
pub mod server;
pub mod swarm;
pub mod tests;

use serde::Serialize;
use serde_json::Value;
use toolsmith::Error;
use toolsmith::journal::ToolCall;
use toolsmith::tools::{Context, Tool, run_guarded, tool_call};

/// What a command produced: its result as JSON, the same for people, and the
/// exit code (0, or 1 when the tool ran and reports a failure).
pub struct Outcome {
    pub json: serde_json::Value,
    pub human: String,
    pub exit_code: u8,
    /// The command printed its output itself, as it went.
    pub already_printed: bool,
}

impl Outcome {
    pub fn success(result: &impl Serialize, human: String) -> Result<Outcome, toolsmith::Error> {
        let json = serde_json::to_value(result)
            .map_err(|e| toolsmith::Error::InvalidArgument(format!("cannot encode result: {e}")))?;
        Ok(Outcome {
            json,
            human,
            exit_code: 0,
            already_printed: false,
        })
    }
}

/// Standard input as UTF-8 text, at most `max_bytes`.
pub fn read_stdin(max_bytes: u64) -> Result<String, toolsmith::Error> {
    use std::io::Read;
    let mut input = Vec::new();
    std::io::stdin()
        .lock()
        .take(max_bytes.saturating_add(1))
        .read_to_end(&mut input)
        .map_err(|e| toolsmith::Error::Io {
            path: "<stdin>".into(),
            operation: "read",
            source: e,
        })?;
    if input.len() as u64 > max_bytes {
        return Err(toolsmith::Error::TooLarge {
            path: "<stdin>".into(),
            size: input.len() as u64,
            limit: max_bytes,
        });
    }
    toolsmith::files::read::decode_text("<stdin>", input, 0)
}

/// A tool's result as the CLI shows it: the text for people, the exit code,
/// and, rarely, another JSON than the result's (SARIF).
pub struct Shown {
    pub human: String,
    pub exit_code: u8,
    pub json: Option<Value>,
}

impl Shown {
    pub fn text(human: String) -> Shown {
        Shown {
            human,
            exit_code: 0,
            json: None,
        }
    }

    /// The outcome to print: the result's JSON (made by `result`) only when
    /// `json` asks for it and no other JSON was shown.
    pub fn into_outcome(
        self,
        json: bool,
        result: impl FnOnce() -> Result<Value, Error>,
    ) -> Result<Outcome, Error> {
        let json = match self.json {
            Some(json) => json,
            None if json => result()?,
            None => Value::Null,
        };
        Ok(Outcome {
            json,
            human: self.human,
            exit_code: self.exit_code,
            already_printed: false,
        })
    }

    /// Exit 1 (the tool ran and reports a failure) when `failed`.
    pub fn failing_if(mut self, failed: bool) -> Shown {
        if failed {
            self.exit_code = 1;
        }
        self
    }
}

/// What a command did: the tool call to log (none for `log`, `doctor`,
/// `mcp`), and its outcome.
pub struct Called {
    pub call: Option<ToolCall>,
    pub outcome: Result<Outcome, Error>,
}

impl Called {
    /// A command that is not a tool call.
    pub fn plain(outcome: Result<Outcome, Error>) -> Called {
        Called {
            call: None,
            outcome,
        }
    }
}

/// How the CLI shows a result of `T`: the tool's summary, exit 1 when the
/// result reports a failure.
pub fn summarized<T: Tool>(output: &T::Output) -> Result<Shown, Error> {
    Ok(Shown::text(T::summary(output)).failing_if(T::reports_failure(output)))
}

/// Runs the catalogue's tool `T` on `args` and shows its summary.
pub fn call<T: Tool>(context: &Context, json: bool, args: T::Args) -> Called {
    call_showing::<T>(context, json, args, summarized::<T>)
}

/// Runs the catalogue's tool `T` on `args` and shows its result with `show`;
/// its JSON is made only when `json` (it is printed or logged): a search's
/// hundred thousand matches cost more as JSON than to find.
pub fn call_showing<T: Tool>(
    context: &Context,
    json: bool,
    args: T::Args,
    show: impl FnOnce(&T::Output) -> Result<Shown, Error>,
) -> Called {
    let call = tool_call::<T>(&args);
    let outcome = run_guarded::<T>(context, args).and_then(|output| {
        let shown = show(&output)?;
        shown.into_outcome(json, || T::into_json(output))
    });
    Called {
        call: Some(call),
        outcome,
    }
}

/// A call of `T` that failed before it could run (its input unreadable):
/// logged as that tool's failure.
pub fn failed<T: Tool>(args: &T::Args, error: Error) -> Called {
    Called {
        call: Some(tool_call::<T>(args)),
        outcome: Err(error),
    }
}
