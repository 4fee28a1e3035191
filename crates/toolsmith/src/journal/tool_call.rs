//! One log entry per tool call, the same from every front.

use serde_json::{Map, Value, json};

use crate::error::{Error, ErrorKind, Result};
use crate::journal::{ActionType, Appended, Journal, Status};

/// The agent name the spec gives the tools.
pub const AGENT: &str = "Toolsmith";
/// `output_response` holds at most this many characters of the result.
pub const MAX_RESPONSE_CHARS: usize = 4000;

/// A call of one tool, as the log records it.
#[derive(Debug, Clone)]
pub struct ToolCall {
    /// The spec's function name, e.g. `read_file`.
    pub tool: &'static str,
    /// The spec's module, logged as the entry's model, e.g. `file_tools`.
    pub module: &'static str,
    /// The action when the call succeeds (a failed call is `DEBUG`).
    pub action: ActionType,
    pub arguments: Value,
    /// Files and directories the call names.
    pub files: Vec<String>,
    /// The client session that made the call (an MCP session's id), where
    /// one server serves several.
    pub session: Option<String>,
}

impl ToolCall {
    pub fn new(
        tool: &'static str,
        module: &'static str,
        action: ActionType,
        arguments: Value,
        files: Vec<String>,
    ) -> ToolCall {
        ToolCall {
            tool,
            module,
            action,
            arguments,
            files,
            session: None,
        }
    }

    /// A call whose only argument is one path, under `key` (`file_path`,
    /// `directory`): the path is also the file the call names.
    pub fn on_path(
        tool: &'static str,
        module: &'static str,
        action: ActionType,
        key: &str,
        path: &str,
    ) -> ToolCall {
        let mut arguments = Map::new();
        arguments.insert(key.to_string(), Value::String(path.to_string()));
        ToolCall::new(
            tool,
            module,
            action,
            Value::Object(arguments),
            vec![path.to_string()],
        )
    }
}

/// Appends the entry for `call`. The lab's `status` is about whether the run
/// worked, not whether the caller asked well: `FAILURE` when something broke
/// (an I/O error, the environment, a bug of ours: see [`broke`]), `SUCCESS`
/// otherwise, a refused path, a missing file or bad arguments included,
/// with the error in `details` (`error`, `error_kind`).
pub fn record_tool_call(
    journal: &Journal,
    call: &ToolCall,
    outcome: std::result::Result<&Value, &Error>,
) -> Result<Appended> {
    record_tool_call_by(journal, AGENT, call, outcome)
}

/// [`record_tool_call`] for a call one of a swarm's agents made: the entry
/// names that agent, so that a log counts the agents that acted.
pub fn record_tool_call_by(
    journal: &Journal,
    agent: &str,
    call: &ToolCall,
    outcome: std::result::Result<&Value, &Error>,
) -> Result<Appended> {
    let (action, status, response) = match outcome {
        Ok(result) => (call.action, Status::Success, result.to_string()),
        Err(error) => (
            ActionType::Debug,
            if broke(error) {
                Status::Failure
            } else {
                Status::Success
            },
            format!("error: {error}"),
        ),
    };
    let mut details = call_details(call.tool, call.arguments.clone(), &response, outcome.err());
    details.insert("files".into(), json!(call.files));
    if let Some(session) = &call.session {
        details.insert("session".into(), Value::String(session.clone()));
    }
    journal.log_experiment(agent, call.module, action, details, status)
}

/// Appends the entry for a call of `tool` refused before it could run (a
/// tool the agent lacks, arguments that are not JSON): the caller's
/// mistake, answered as designed, so `SUCCESS` with the error in `details`.
pub fn record_refusal_by(
    journal: &Journal,
    agent: &str,
    tool: &str,
    arguments: Value,
    error: &Error,
) -> Result<Appended> {
    let response = format!("error: {error}");
    let details = call_details(tool, arguments, &response, Some(error));
    journal.log_experiment(
        agent,
        "toolsmith",
        ActionType::Debug,
        details,
        Status::Success,
    )
}

/// The `details` every tool call's entry holds.
fn call_details(
    tool: &str,
    arguments: Value,
    response: &str,
    error: Option<&Error>,
) -> Map<String, Value> {
    let mut details = Map::new();
    details.insert(
        "input_prompt".into(),
        Value::String(format!("{tool}({arguments})")),
    );
    details.insert("output_response".into(), Value::String(bounded(response)));
    details.insert("entry".into(), Value::String("tool_call".into()));
    details.insert("tool".into(), Value::String(tool.into()));
    details.insert("arguments".into(), arguments);
    if let Some(error) = error {
        details.insert("error".into(), Value::String(error.to_string()));
        details.insert("error_kind".into(), json!(error.kind()));
    }
    details
}

/// Whether `error` is something that broke in the run (logged `FAILURE`),
/// not an answer to what the caller asked (a refused path, a missing file,
/// invalid arguments, code that does not compile: `SUCCESS`, the error in
/// `details`).
pub fn broke(error: &Error) -> bool {
    matches!(
        error.kind(),
        ErrorKind::Io | ErrorKind::Environment | ErrorKind::Internal
    )
}

/// `text` cut to [`MAX_RESPONSE_CHARS`], keeping head and tail, the cut marked.
pub fn bounded(text: &str) -> String {
    crate::text::bounded(text, MAX_RESPONSE_CHARS).into_owned()
}
