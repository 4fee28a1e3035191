//! One function per command: call the core, shape its result for printing.

pub mod code;
pub mod env;
pub mod files;
pub mod lint;
pub mod log;
pub mod tests;

use serde::Serialize;

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

/// How the research log records a command: which spec tool it is, with what
/// arguments. `None` for commands that are not tool calls (`log ...`).
pub fn tool_call(command: &crate::cli::Command) -> Option<toolsmith::journal::ToolCall> {
    use crate::cli::Command;
    use serde_json::json;
    use toolsmith::journal::{ActionType, ToolCall};

    let shown = |path: &std::path::Path| path.display().to_string();
    let call = ToolCall::new;
    Some(match command {
        Command::Read { path, lines, .. } => call(
            "read_file",
            "file_tools",
            ActionType::Analysis,
            json!({ "file_path": shown(path), "lines": lines.map(|r| r.to_string()) }),
            vec![shown(path)],
        ),
        Command::Write { path, .. } => ToolCall::on_path(
            "write_file",
            "file_tools",
            ActionType::Fix,
            "file_path",
            &shown(path),
        ),
        Command::Ls { dir, .. } => ToolCall::on_path(
            "list_files",
            "file_tools",
            ActionType::Analysis,
            "directory",
            &shown(dir),
        ),
        Command::Check { path, target } => call(
            "validate_python_syntax",
            "code_modifier",
            ActionType::Analysis,
            json!({ "file_path": shown(path), "target": target.to_string() }),
            vec![shown(path)],
        ),
        Command::Metrics { path } => ToolCall::on_path(
            "get_code_metrics",
            "code_modifier",
            ActionType::Analysis,
            "file_path",
            &shown(path),
        ),
        Command::Docstrings { path } => ToolCall::on_path(
            "add_docstring",
            "code_modifier",
            ActionType::Analysis,
            "file_path",
            &shown(path),
        ),
        Command::Fix { path } => ToolCall::on_path(
            "apply_fix",
            "code_modifier",
            ActionType::Fix,
            "file_path",
            &shown(path),
        ),
        Command::Edit { path, old, new } => call(
            "edit_file",
            "code_modifier",
            ActionType::Fix,
            json!({ "file_path": shown(path), "old": old, "new": new }),
            vec![shown(path)],
        ),
        Command::Undo { path, force } => call(
            "undo",
            "code_modifier",
            ActionType::Fix,
            json!({ "file_path": shown(path), "force": force }),
            vec![shown(path)],
        ),
        Command::Test { dir, .. } | Command::Failing { dir, .. } => {
            let tool = if matches!(command, Command::Test { .. }) {
                "run_pytest"
            } else {
                "get_failing_tests"
            };
            call(
                tool,
                "pytest",
                ActionType::Analysis,
                json!({ "directory": shown(dir) }),
                vec![shown(dir)],
            )
        }
        Command::TestOne {
            file, test_name, ..
        } => call(
            "run_single_test",
            "pytest",
            ActionType::Analysis,
            json!({ "test_file": shown(file), "test_name": test_name }),
            vec![shown(file)],
        ),
        Command::Lint { path, .. } => ToolCall::on_path(
            "run_pylint_analysis",
            "pylint",
            ActionType::Analysis,
            "file_path",
            &shown(path),
        ),
        Command::Audit { dir, threshold, .. } => call(
            "audit_directory",
            "pylint",
            ActionType::Analysis,
            json!({ "directory": shown(dir), "threshold": threshold }),
            vec![shown(dir)],
        ),
        Command::Env { action } => match action {
            Some(crate::cli::EnvCommand::Sync {
                extras,
                groups,
                allow_build,
            }) => call(
                "env_sync",
                "environment",
                ActionType::Fix,
                json!({ "extras": extras, "groups": groups, "allow_build": allow_build }),
                vec![],
            ),
            None => call(
                "env",
                "environment",
                ActionType::Analysis,
                json!({}),
                vec![],
            ),
        },
        Command::Log(_) | Command::Doctor | Command::Mcp => return None,
    })
}
