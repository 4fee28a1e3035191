//! One piece of evidence the probe found.

use serde::{Deserialize, Serialize};

/// One piece of evidence: what was called, where the input came from, and
/// what happened.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Finding {
    /// `hang` (did not return within the limit), `crash` (an exception
    /// raised by the project's own code) or `doctest` (output differs).
    pub kind: String,
    /// What was run, as Python text (`mean([])`, `doctest of stats.mean`,
    /// `python -m app`).
    pub call: String,
    /// Where the input came from: `doctest`, `main block`, `call site`,
    /// `signature` or `import`.
    pub source: String,
    /// The file and line that gave the input (a call site, a docstring).
    pub origin: String,
    /// The module, as imported.
    pub module: String,
    /// Its file, relative to the probed directory.
    pub file: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub function: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arguments: Option<String>,
    /// The doctest's name (`module.function`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exception: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// The project's line that raised it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raised_at: Option<String>,
    /// The doctest example (for a hang, the one running when it was stopped).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub got: Option<String>,
    /// A hang's limit, in seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds: Option<f64>,
    /// The project's frames, innermost last (bounded).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub traceback: Option<String>,
}

impl Finding {
    /// The finding's identity across edits: its kind, call and the file and
    /// kind of its input, but not line numbers, which an edit above them
    /// shifts.
    pub fn identity(&self) -> String {
        format!(
            "{} {} ({} in {})",
            self.kind, self.call, self.source, self.file
        )
    }

    /// The call that gave it, as [`super::ProbeOptions::calls`] names it.
    pub fn call_key(&self) -> super::CallKey {
        [self.source.clone(), self.file.clone(), self.call.clone()]
    }
}
