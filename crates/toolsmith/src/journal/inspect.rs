//! Reading a log back: `stats` and `validate`, over our format and the
//! variants found in the wild (a list, or an object holding the list under
//! `experiments`; keys `agent`/`model` or `agent_name`/`model_used`).
//!
//! They judge as the lab's grader and its template logger do. The grader
//! rejects a file only when it is not JSON, is empty, is not a list, holds a
//! non-object, or its first or last `timestamp` does not parse; it counts every
//! entry whose status is not `SUCCESS` as a failed call. The template's
//! logger writes the seven keys, refuses an action outside the four values
//! and details without `input_prompt`/`output_response`, and does not check
//! the status. `validate`'s problems are exactly those refusals; the rest
//! (unusual statuses, timestamps out of order, duplicate ids) are warnings.

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

/// A value as JSON writes it (strings quoted), for messages.
fn json(value: Option<&Value>) -> String {
    value.map_or_else(|| "(missing)".into(), Value::to_string)
}

fn text(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(s)) => s.clone(),
        Some(other) => other.to_string(),
        None => "(missing)".into(),
    }
}

/// What a grader counts for an entry without an agent.
const UNKNOWN_AGENT: &str = "Unknown";

#[derive(Debug, Clone, Serialize)]
pub struct Stats {
    pub path: String,
    pub entries: usize,
    /// Distinct agents, as a grader counts them (no agent: "Unknown").
    pub agents: usize,
    /// Entries whose status is `SUCCESS`.
    pub successful_calls: usize,
    /// Every other entry: a grader counts each as a failed call.
    pub failed_calls: usize,
    /// Entries that record a call to a model (`details.entry` is
    /// `model_call`), and those of them that failed.
    pub model_calls: usize,
    pub failed_model_calls: usize,
    /// Tokens the model calls report.
    pub tokens: u64,
    /// Entries that record a tool call (`details.entry` is `tool_call`, or
    /// older entries with a `details.tool`), and those of them that
    /// answered with an error (a refused path, a missing file... or a
    /// failure).
    pub tool_calls: usize,
    pub tool_errors: usize,
    /// An agent's decisions (`agent_decision`) and anything else.
    pub other_entries: usize,
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
        agents: 0,
        successful_calls: 0,
        failed_calls: 0,
        model_calls: 0,
        failed_model_calls: 0,
        tokens: 0,
        tool_calls: 0,
        tool_errors: 0,
        other_entries: 0,
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
        let agent = match field(entry, "agent") {
            None | Some(Value::Null) => UNKNOWN_AGENT.to_string(),
            some => text(some),
        };
        *stats.by_agent.entry(agent).or_default() += 1;
        let succeeded = entry.get("status").and_then(Value::as_str) == Some("SUCCESS");
        if succeeded {
            stats.successful_calls += 1;
        } else {
            stats.failed_calls += 1;
        }
        let details = entry.get("details").and_then(Value::as_object);
        let kind = details.and_then(|d| d.get("entry")).and_then(Value::as_str);
        let names_tool = details.is_some_and(|d| d.contains_key("tool"));
        match kind {
            Some("model_call") => {
                stats.model_calls += 1;
                stats.failed_model_calls += usize::from(!succeeded);
                stats.tokens += details
                    .and_then(|d| d.get("tokens"))
                    .and_then(Value::as_u64)
                    .unwrap_or(0);
            }
            Some("tool_call") => {
                stats.tool_calls += 1;
                let error = details.is_some_and(|d| d.contains_key("error"));
                stats.tool_errors += usize::from(error || !succeeded);
            }
            None if names_tool => {
                stats.tool_calls += 1;
                stats.tool_errors += usize::from(!succeeded);
            }
            _ => stats.other_entries += 1,
        }
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
    stats.agents = stats.by_agent.len();
    Ok(stats)
}

/// ISO 8601 as Python's `datetime.fromisoformat` reads it: with an offset
/// or without one (read as UTC), `T` or a space, or a date alone.
fn parse_timestamp(stamp: &str) -> Option<chrono::DateTime<chrono::Utc>> {
    if let Ok(with_offset) = chrono::DateTime::parse_from_rfc3339(stamp) {
        return Some(with_offset.with_timezone(&chrono::Utc));
    }
    let offset = [
        "%Y-%m-%dT%H:%M:%S%.f%:z",
        "%Y-%m-%d %H:%M:%S%.f%:z",
        "%Y-%m-%dT%H:%M%:z",
    ]
    .iter()
    .find_map(|format| chrono::DateTime::parse_from_str(stamp, format).ok());
    if let Some(with_offset) = offset {
        return Some(with_offset.with_timezone(&chrono::Utc));
    }
    [
        "%Y-%m-%dT%H:%M:%S%.f",
        "%Y-%m-%d %H:%M:%S%.f",
        "%Y-%m-%dT%H:%M",
    ]
    .iter()
    .find_map(|format| chrono::NaiveDateTime::parse_from_str(stamp, format).ok())
    .or_else(|| {
        chrono::NaiveDate::parse_from_str(stamp, "%Y-%m-%d")
            .ok()
            .and_then(|d| d.and_hms_opt(0, 0, 0))
    })
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
    /// No problem: a grader and the template's logger accept it.
    pub valid: bool,
    /// What a grader or the template's logger would refuse, one sentence each.
    pub problems: Vec<String>,
    /// What they accept but is worth knowing.
    pub warnings: Vec<String>,
    /// Each status value and how many entries have it.
    pub statuses: BTreeMap<String, usize>,
    /// Bytes kept beside the log when it was repaired or moved aside
    /// (`NAME.torn-*`, `NAME.corrupt-*`): maybe the only record of a call.
    pub kept_aside: Vec<String>,
}

/// Validates as the module's header says.
pub fn validate(path: &Path) -> Result<Validation> {
    let shown = path.display().to_string();
    let kept_aside = kept_aside(path);
    let mut warnings: Vec<String> = kept_aside
        .iter()
        .map(|file| format!("{file}: bytes kept from an earlier repair of this log (the record of a call that was cut off)"))
        .collect();
    let loaded = match load(path) {
        Ok(loaded) => loaded,
        Err(Error::InvalidArgument(problem)) => {
            return Ok(Validation {
                path: shown,
                entries: 0,
                valid: false,
                problems: vec![problem],
                warnings,
                statuses: BTreeMap::new(),
                kept_aside,
            });
        }
        Err(other) => return Err(other),
    };
    let mut problems = Vec::new();
    if loaded.wrapped {
        problems.push(
            "the entries are wrapped in an object under \"experiments\"; graders expect a top-level list"
                .to_string(),
        );
    }
    if loaded.entries.is_empty() {
        problems.push("the log holds no entries".to_string());
    }
    let mut ids = HashSet::new();
    let mut statuses: BTreeMap<String, usize> = BTreeMap::new();
    let mut previous: Option<chrono::DateTime<chrono::Utc>> = None;
    let last = loaded.entries.len().saturating_sub(1);
    for (index, value) in loaded.entries.iter().enumerate() {
        let Some(entry) = value.as_object() else {
            problems.push(format!("entry {index}: not an object"));
            continue;
        };
        check_entry(index, entry, &mut problems);
        *statuses.entry(text(entry.get("status"))).or_default() += 1;
        match entry.get("id").and_then(Value::as_str) {
            Some(id) if !ids.insert(id.to_string()) => {
                warnings.push(format!("entry {index}: duplicate id {id}"));
            }
            _ => {}
        }
        let stamp = entry.get("timestamp");
        match stamp.and_then(Value::as_str).and_then(parse_timestamp) {
            Some(instant) => {
                if previous.is_some_and(|p| instant < p) {
                    warnings.push(format!(
                        "entry {index}: timestamp {} is earlier than the entry before",
                        json(stamp)
                    ));
                }
                previous = Some(instant);
            }
            // Graders parse the first and the last timestamp.
            None if index == 0 || index == last => problems.push(format!(
                "entry {index}: timestamp {} is not ISO 8601 (graders read the first and last)",
                json(stamp)
            )),
            None => warnings.push(format!(
                "entry {index}: timestamp {} is not ISO 8601",
                json(stamp)
            )),
        }
    }
    let unusual: Vec<String> = statuses
        .iter()
        .filter(|(status, _)| !matches!(status.as_str(), "SUCCESS" | "FAILURE"))
        .map(|(status, count)| format!("{status} x{count}"))
        .collect();
    if !unusual.is_empty() {
        warnings.push(format!(
            "status values other than SUCCESS and FAILURE: {} (graders count every status but SUCCESS as a failed call)",
            unusual.join(", ")
        ));
    }
    Ok(Validation {
        path: shown,
        entries: loaded.entries.len(),
        valid: problems.is_empty(),
        problems,
        warnings,
        statuses,
        kept_aside,
    })
}

/// Files kept beside `path` by a repair or a move aside, sorted.
fn kept_aside(path: &Path) -> Vec<String> {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return Vec::new();
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let name = name.to_string_lossy();
    let mut found: Vec<String> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .filter(|e| {
                    let other = e.file_name().to_string_lossy().into_owned();
                    other.strip_prefix(name.as_ref()).is_some_and(|rest| {
                        rest.starts_with(".torn-") || rest.starts_with(".corrupt-")
                    })
                })
                .map(|e| path.with_file_name(e.file_name()).display().to_string())
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// What the template's logger would refuse of one entry: its seven keys,
/// an action outside the four, details without the two keys.
fn check_entry(index: usize, entry: &Map<String, Value>, problems: &mut Vec<String>) {
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
}
