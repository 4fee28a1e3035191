//! Reading a log back: `stats` and `validate`, over our format and the
//! variants found in the wild (a list, or an object holding the list under
//! `experiments`; keys `agent`/`model` or `agent_name`/`model_used`).

use std::collections::{BTreeMap, HashSet};
use std::path::Path;

use serde::Serialize;
use serde_json::{Map, Value};

use crate::error::{Error, Result};
use crate::journal::{ActionType, REQUIRED_DETAILS};

/// The seven keys of an entry.
pub const ENTRY_KEYS: [&str; 7] = [
    "id",
    "timestamp",
    "agent",
    "model",
    "action",
    "details",
    "status",
];
/// Keys some loggers use instead of ours.
const KEY_ALIASES: [(&str, &str); 2] = [("agent", "agent_name"), ("model", "model_used")];

struct Loaded {
    entries: Vec<Value>,
    /// How the file departs from the plain list, if it does.
    wrapped: bool,
}

fn load(path: &Path) -> Result<Loaded> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| Error::from_io(&shown, "read log", e))?;
    let value: Value = serde_json::from_slice(&bytes)
        .map_err(|e| Error::InvalidArgument(format!("{shown}: not valid JSON: {e}")))?;
    match value {
        Value::Array(entries) => Ok(Loaded {
            entries,
            wrapped: false,
        }),
        Value::Object(mut object) => match object.remove("experiments") {
            Some(Value::Array(entries)) => Ok(Loaded {
                entries,
                wrapped: true,
            }),
            _ => Err(Error::InvalidArgument(format!(
                "{shown}: a JSON object without an \"experiments\" list, not a log"
            ))),
        },
        _ => Err(Error::InvalidArgument(format!(
            "{shown}: neither a JSON list nor an object holding one"
        ))),
    }
}

/// Reads a key or its alias.
fn field<'a>(entry: &'a Map<String, Value>, key: &str) -> Option<&'a Value> {
    entry.get(key).or_else(|| {
        KEY_ALIASES
            .iter()
            .find(|(ours, _)| *ours == key)
            .and_then(|(_, alias)| entry.get(*alias))
    })
}

fn text(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
        None => "(missing)".into(),
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Stats {
    pub path: String,
    pub entries: usize,
    pub by_agent: BTreeMap<String, usize>,
    pub by_action: BTreeMap<String, usize>,
    pub by_status: BTreeMap<String, usize>,
    pub by_model: BTreeMap<String, usize>,
    pub first_timestamp: Option<String>,
    pub last_timestamp: Option<String>,
    /// Files named in the entries' details, with how often.
    pub files: BTreeMap<String, usize>,
}

pub fn stats(path: &Path) -> Result<Stats> {
    let loaded = load(path)?;
    let mut stats = Stats {
        path: path.display().to_string(),
        entries: loaded.entries.len(),
        by_agent: BTreeMap::new(),
        by_action: BTreeMap::new(),
        by_status: BTreeMap::new(),
        by_model: BTreeMap::new(),
        first_timestamp: None,
        last_timestamp: None,
        files: BTreeMap::new(),
    };
    let mut times: Vec<(chrono::DateTime<chrono::Utc>, String)> = Vec::new();
    for entry in loaded.entries.iter().filter_map(Value::as_object) {
        *stats
            .by_agent
            .entry(text(field(entry, "agent")))
            .or_default() += 1;
        *stats
            .by_action
            .entry(text(field(entry, "action")))
            .or_default() += 1;
        *stats
            .by_status
            .entry(text(field(entry, "status")))
            .or_default() += 1;
        *stats
            .by_model
            .entry(text(field(entry, "model")))
            .or_default() += 1;
        if let Some(stamp) = entry.get("timestamp").and_then(Value::as_str)
            && let Some(instant) = parse_timestamp(stamp)
        {
            times.push((instant, stamp.to_string()));
        }
        if let Some(details) = entry.get("details").and_then(Value::as_object) {
            for file in files_named(details) {
                *stats.files.entry(file).or_default() += 1;
            }
        }
    }
    times.sort();
    stats.first_timestamp = times.first().map(|(_, s)| s.clone());
    stats.last_timestamp = times.last().map(|(_, s)| s.clone());
    Ok(stats)
}

/// ISO 8601 with an offset, or without one (read as UTC).
fn parse_timestamp(stamp: &str) -> Option<chrono::DateTime<chrono::Utc>> {
    if let Ok(with_offset) = chrono::DateTime::parse_from_rfc3339(stamp) {
        return Some(with_offset.with_timezone(&chrono::Utc));
    }
    ["%Y-%m-%dT%H:%M:%S%.f", "%Y-%m-%d %H:%M:%S%.f"]
        .iter()
        .find_map(|format| chrono::NaiveDateTime::parse_from_str(stamp, format).ok())
        .map(|naive| naive.and_utc())
}

fn files_named(details: &Map<String, Value>) -> Vec<String> {
    let mut files: Vec<String> = details
        .get("files")
        .and_then(Value::as_array)
        .map(|list| {
            list.iter()
                .filter_map(Value::as_str)
                .map(String::from)
                .collect()
        })
        .unwrap_or_default();
    for key in ["file_path", "file", "directory", "test_file"] {
        if let Some(name) = details.get(key).and_then(Value::as_str)
            && !files.iter().any(|f| f == name)
        {
            files.push(name.to_string());
        }
    }
    files
}

#[derive(Debug, Clone, Serialize)]
pub struct Validation {
    pub path: String,
    pub entries: usize,
    pub valid: bool,
    /// Every problem found, one sentence each.
    pub problems: Vec<String>,
}

/// The checks the spec's users are graded on, and a few more: a non-empty JSON
/// list of objects; the seven keys; `details` with its two keys; known actions
/// and statuses; unique ids; readable timestamps.
pub fn validate(path: &Path) -> Result<Validation> {
    let shown = path.display().to_string();
    let loaded = match load(path) {
        Ok(loaded) => loaded,
        Err(Error::InvalidArgument(problem)) => {
            return Ok(Validation {
                path: shown,
                entries: 0,
                valid: false,
                problems: vec![problem],
            });
        }
        Err(other) => return Err(other),
    };
    let mut problems = Vec::new();
    if loaded.wrapped {
        problems.push(
            "the entries are wrapped in an object under \"experiments\"; expected a top-level list"
                .to_string(),
        );
    }
    if loaded.entries.is_empty() {
        problems.push("the log holds no entries".to_string());
    }
    let mut ids = HashSet::new();
    for (index, value) in loaded.entries.iter().enumerate() {
        let Some(entry) = value.as_object() else {
            problems.push(format!("entry {index}: not an object"));
            continue;
        };
        check_entry(index, entry, &mut ids, &mut problems);
    }
    Ok(Validation {
        path: shown,
        entries: loaded.entries.len(),
        valid: problems.is_empty(),
        problems,
    })
}

fn check_entry(
    index: usize,
    entry: &Map<String, Value>,
    ids: &mut HashSet<String>,
    problems: &mut Vec<String>,
) {
    let mut problem = |text: String| problems.push(format!("entry {index}: {text}"));
    for key in ENTRY_KEYS {
        if entry.contains_key(key) {
            continue;
        }
        match KEY_ALIASES.iter().find(|(ours, _)| *ours == key) {
            Some((_, alias)) if entry.contains_key(*alias) => {
                problem(format!("key \"{alias}\" where \"{key}\" is expected"));
            }
            _ => problem(format!("missing key \"{key}\"")),
        }
    }
    match entry.get("details") {
        Some(Value::Object(details)) => {
            for key in REQUIRED_DETAILS {
                if !details.contains_key(key) {
                    problem(format!("details lacks \"{key}\""));
                }
            }
        }
        Some(_) => problem("details is not an object".into()),
        None => {}
    }
    if let Some(action) = entry.get("action") {
        let known = action
            .as_str()
            .is_some_and(|a| ActionType::ALL.iter().any(|known| known.as_str() == a));
        if !known {
            problem(format!(
                "unknown action {action}: expected CODE_ANALYSIS, CODE_GEN, DEBUG or FIX"
            ));
        }
    }
    if let Some(status) = entry.get("status")
        && !matches!(status.as_str(), Some("SUCCESS" | "FAILURE"))
    {
        problem(format!(
            "unknown status {status}: expected SUCCESS or FAILURE"
        ));
    }
    match entry.get("id").and_then(Value::as_str) {
        Some(id) if !ids.insert(id.to_string()) => problem(format!("duplicate id {id}")),
        Some(_) => {}
        None if entry.contains_key("id") => problem("id is not a string".into()),
        None => {}
    }
    if let Some(stamp) = entry.get("timestamp")
        && stamp.as_str().and_then(parse_timestamp).is_none()
    {
        problem(format!("timestamp {stamp} is not ISO 8601"));
    }
}
