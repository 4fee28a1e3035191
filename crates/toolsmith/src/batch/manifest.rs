//! The manifest's lines and the answers: what a batch reads and writes,
//! line by line.

use serde_json::{Value, json};

use crate::error::ErrorKind;

/// One manifest line, numbered from 1.
#[derive(Debug, Clone)]
pub struct ManifestLine {
    pub number: usize,
    pub text: String,
}

/// The lines of a manifest worth answering: blank lines are skipped.
pub fn manifest_lines(text: &str) -> Vec<ManifestLine> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(index, line)| ManifestLine {
            number: index + 1,
            text: line.to_string(),
        })
        .collect()
}

/// A manifest line's id as its answer carries it: its own, else its line number.
pub fn line_id(line: &ManifestLine) -> Value {
    serde_json::from_str::<Value>(&line.text)
        .ok()
        .and_then(|value| value.get("id").cloned())
        .filter(|id| !id.is_null())
        .unwrap_or_else(|| json!(line.number))
}

/// The key that says two ids are the same (their JSON text).
pub fn id_key(id: &Value) -> String {
    id.to_string()
}

/// One answer line, and whether the call succeeded.
#[derive(Debug, Clone)]
pub struct Answer {
    pub value: Value,
    pub ok: bool,
}

impl Answer {
    /// A call's answer: its result, or its error.
    pub(super) fn of(id: Value, tool: Value, outcome: crate::error::Result<Value>) -> Answer {
        match outcome {
            Ok(result) => Answer {
                value: json!({"id": id, "tool": tool, "result": result}),
                ok: true,
            },
            Err(error) => Answer::error(id, tool, error.kind(), error.to_string()),
        }
    }

    pub(super) fn error(id: Value, tool: Value, kind: ErrorKind, message: String) -> Answer {
        Answer {
            value: json!({"id": id, "tool": tool, "error": {"kind": kind, "message": message}}),
            ok: false,
        }
    }

    /// The answer as one line of JSON, newline included.
    pub fn line(&self) -> String {
        let mut line = self.value.to_string();
        line.push('\n');
        line
    }
}
