//! The research log: the spec's `log_experiment` and one entry per tool call.
//!
//! The file is one JSON array (`logs/experiment_data.json` by default), the
//! format the spec's users analyse and are graded on. It is valid after every
//! append; see [`append`] for how appends stay O(entry), concurrent and
//! crash-safe.

pub mod append;
pub mod inspect;
pub mod tool_call;

use std::path::{Path, PathBuf};
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::error::{Error, Result};

pub use append::Appended;
pub use tool_call::{ToolCall, record_refusal_by, record_tool_call, record_tool_call_by};

/// Where the log goes unless told otherwise (relative to the working directory).
pub const DEFAULT_LOG_PATH: &str = "logs/experiment_data.json";
/// Environment variable naming the log file.
pub const LOG_PATH_VARIABLE: &str = "TOOLSMITH_LOG";
/// The two keys every entry's `details` must hold.
pub const REQUIRED_DETAILS: [&str; 2] = ["input_prompt", "output_response"];

/// The spec's `ActionType`; serialized as its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActionType {
    #[serde(rename = "CODE_ANALYSIS")]
    Analysis,
    #[serde(rename = "CODE_GEN")]
    Generation,
    #[serde(rename = "DEBUG")]
    Debug,
    #[serde(rename = "FIX")]
    Fix,
}

impl ActionType {
    pub const ALL: [ActionType; 4] = [
        ActionType::Analysis,
        ActionType::Generation,
        ActionType::Debug,
        ActionType::Fix,
    ];

    /// `FIX` for a call that writes, `CODE_ANALYSIS` for one that only
    /// previews what it would write.
    pub fn of_write(writes: bool) -> ActionType {
        if writes {
            ActionType::Fix
        } else {
            ActionType::Analysis
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ActionType::Analysis => "CODE_ANALYSIS",
            ActionType::Generation => "CODE_GEN",
            ActionType::Debug => "DEBUG",
            ActionType::Fix => "FIX",
        }
    }
}

impl FromStr for ActionType {
    type Err = Error;

    /// Only the values are accepted, as the log stores them.
    fn from_str(text: &str) -> Result<ActionType> {
        ActionType::ALL
            .into_iter()
            .find(|action| action.as_str() == text)
            .ok_or_else(|| {
                Error::InvalidArgument(format!(
                    "unknown action {text:?}: expected one of CODE_ANALYSIS, CODE_GEN, DEBUG, FIX"
                ))
            })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Status {
    Success,
    Failure,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Success => "SUCCESS",
            Status::Failure => "FAILURE",
        }
    }
}

impl FromStr for Status {
    type Err = Error;

    fn from_str(text: &str) -> Result<Status> {
        match text {
            "SUCCESS" => Ok(Status::Success),
            "FAILURE" => Ok(Status::Failure),
            _ => Err(Error::InvalidArgument(format!(
                "unknown status {text:?}: expected SUCCESS or FAILURE"
            ))),
        }
    }
}

/// One entry, with the seven keys of the format in their usual order.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Entry {
    pub id: String,
    pub timestamp: String,
    pub agent: String,
    pub model: String,
    pub action: ActionType,
    pub details: Map<String, Value>,
    pub status: Status,
}

impl Entry {
    /// A new entry with a fresh uuid4 and the local time with its offset.
    /// `details` must hold `input_prompt` and `output_response`.
    pub fn new(
        agent: &str,
        model: &str,
        action: ActionType,
        details: Map<String, Value>,
        status: Status,
    ) -> Result<Entry> {
        if let Some(missing) = REQUIRED_DETAILS.iter().find(|k| !details.contains_key(**k)) {
            return Err(Error::InvalidArgument(format!(
                "details must contain {missing:?} (required keys: input_prompt, output_response)"
            )));
        }
        Ok(Entry {
            id: uuid::Uuid::new_v4().to_string(),
            timestamp: chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, false),
            agent: agent.to_string(),
            model: model.to_string(),
            action,
            details,
            status,
        })
    }
}

/// A log file to append to.
#[derive(Debug, Clone)]
pub struct Journal {
    path: PathBuf,
}

impl Journal {
    pub fn new(path: impl Into<PathBuf>) -> Journal {
        Journal { path: path.into() }
    }

    /// `$TOOLSMITH_LOG`, else the default path.
    pub fn from_environment() -> Journal {
        match std::env::var_os(LOG_PATH_VARIABLE) {
            Some(path) if !path.is_empty() => Journal::new(path),
            _ => Journal::new(DEFAULT_LOG_PATH),
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The spec's `log_experiment`: appends one entry and returns it (its id
    /// is the spec's return value) with any repair the file needed.
    pub fn log_experiment(
        &self,
        agent: &str,
        model: &str,
        action: ActionType,
        details: Map<String, Value>,
        status: Status,
    ) -> Result<Appended> {
        let entry = Entry::new(agent, model, action, details, status)?;
        self.append(&entry)
    }

    pub fn append(&self, entry: &Entry) -> Result<Appended> {
        append::append_entry(&self.path, entry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_and_statuses_round_trip_by_value_only() {
        for action in ActionType::ALL {
            assert_eq!(action.as_str().parse::<ActionType>().ok(), Some(action));
            let json = serde_json::to_string(&action).ok();
            assert_eq!(json, Some(format!("\"{}\"", action.as_str())));
        }
        assert!("ANALYSIS".parse::<ActionType>().is_err());
        assert!("success".parse::<Status>().is_err());
    }

    #[test]
    fn an_entry_needs_both_details_keys() {
        let mut details = Map::new();
        details.insert("input_prompt".into(), "p".into());
        let error = Entry::new("A", "m", ActionType::Fix, details.clone(), Status::Success);
        assert!(error.is_err_and(|e| e.to_string().contains("output_response")));
        details.insert("output_response".into(), "r".into());
        let entry = Entry::new("A", "m", ActionType::Fix, details, Status::Success);
        let entry = entry.ok();
        assert!(entry.as_ref().is_some_and(|e| e.id.len() == 36));
        // Local time with an explicit offset.
        let stamp = entry.map(|e| e.timestamp).unwrap_or_default();
        assert!(
            chrono::DateTime::parse_from_rfc3339(&stamp).is_ok(),
            "{stamp}"
        );
    }
}
