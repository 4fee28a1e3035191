//! Batches of tool calls: a manifest of JSON lines, each one call
//! `{"id", "sandbox", "tool", "args"}` with the MCP server's tool names and
//! arguments, answered line by line as each call finishes. The same answers
//! come from the CLI's `batch`, the Python package's one-machine batch and
//! its Ray batch, which hands lines to this module on every node.

use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use serde_json::{Map, Value, json};

use crate::error::{Error, ErrorKind};
use crate::journal::{Journal, record_tool_call};
use crate::tools::{self, Context, Entry, PathBase};

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
    fn of(id: Value, tool: Value, outcome: crate::error::Result<Value>) -> Answer {
        match outcome {
            Ok(result) => Answer {
                value: json!({"id": id, "tool": tool, "result": result}),
                ok: true,
            },
            Err(error) => Answer::error(id, tool, error.kind(), error.to_string()),
        }
    }

    fn error(id: Value, tool: Value, kind: ErrorKind, message: String) -> Answer {
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

/// A tool a front adds to its batches beyond the catalogue (the swarm lives
/// above the core): it is handed the call's sandbox directory, checked to
/// exist, and the call's arguments, and keeps its own research log entries.
pub trait ExtraTool: Send + Sync {
    fn name(&self) -> &'static str;
    /// `base`: where relative paths among the arguments are taken from.
    fn call(
        &self,
        sandbox: &Path,
        base: &Path,
        args: Value,
        journal: Option<&Journal>,
    ) -> crate::error::Result<Value>;
}

/// Answers calls, keeping the sandboxes lately named open; shared by the
/// threads of a batch.
pub struct Answerer {
    /// Relative sandbox paths are taken from here (the manifest's directory).
    base: PathBuf,
    journal: Option<Journal>,
    contexts: Mutex<HashMap<PathBuf, Context>>,
    extra: Vec<Arc<dyn ExtraTool>>,
}

/// What a manifest line calls.
#[derive(Clone)]
enum Target {
    Catalogue(&'static Entry),
    Extra(Arc<dyn ExtraTool>),
}

impl Target {
    fn name(&self) -> &'static str {
        match self {
            Target::Catalogue(entry) => entry.name,
            Target::Extra(tool) => tool.name(),
        }
    }
}

/// Sandboxes kept open at once.
const OPEN_SANDBOXES: usize = 64;

/// A well-formed call.
struct Call {
    id: Value,
    target: Target,
    sandbox: PathBuf,
    args: Value,
}

impl Answerer {
    pub fn new(base: impl Into<PathBuf>, journal: Option<Journal>) -> Answerer {
        Answerer {
            base: base.into(),
            journal,
            contexts: Mutex::new(HashMap::new()),
            extra: Vec::new(),
        }
    }

    /// Also answers calls of `extra` tools.
    pub fn with_extra_tools(mut self, extra: &[Arc<dyn ExtraTool>]) -> Answerer {
        self.extra = extra.to_vec();
        self
    }

    /// The answer to one manifest line: the tool's result, or an error for
    /// the line (not JSON, an unknown tool, bad arguments, a sandbox that
    /// does not exist, a path outside it...). Each call is logged as a single
    /// call would be; a line that names no tool is not a call and is not.
    pub fn answer(&self, line: &ManifestLine) -> Answer {
        let call = match self.parse(line) {
            Ok(call) => call,
            Err(answer) => return answer,
        };
        let name = json!(call.target.name());
        let entry = match &call.target {
            Target::Catalogue(entry) => *entry,
            Target::Extra(tool) => {
                let outcome = existing_sandbox(&call.sandbox).and_then(|()| {
                    tool.call(&call.sandbox, &self.base, call.args, self.journal.as_ref())
                });
                return Answer::of(call.id, name, outcome);
            }
        };
        let context = match self.context(&call.sandbox) {
            Ok(context) => context,
            Err(error) => {
                let message = error.to_string();
                return Answer::error(call.id, name, error.kind(), message);
            }
        };
        let invocation = entry.invoke(&context, call.args);
        if let Some(journal) = &self.journal {
            match record_tool_call(journal, &invocation.call, invocation.outcome.as_ref()) {
                Ok(appended) => {
                    if let Some(notice) = appended.notice {
                        eprintln!("toolsmith batch: warning: {notice}");
                    }
                }
                Err(e) => eprintln!("toolsmith batch: research log not written: {e}"),
            }
        }
        Answer::of(call.id, name, invocation.outcome)
    }

    fn parse(&self, line: &ManifestLine) -> Result<Call, Answer> {
        let at = |what: String| format!("manifest line {}: {what}", line.number);
        let invalid = |id: Value, tool: Value, what: String| {
            Answer::error(id, tool, ErrorKind::InvalidInput, at(what))
        };
        let number = json!(line.number);
        let object: Map<String, Value> = match serde_json::from_str(&line.text) {
            Ok(Value::Object(object)) => object,
            Ok(_) => {
                return Err(invalid(number, Value::Null, "not a JSON object".into()));
            }
            Err(e) => return Err(invalid(number, Value::Null, format!("not JSON ({e})"))),
        };
        let id = object
            .get("id")
            .filter(|id| !id.is_null())
            .cloned()
            .unwrap_or(number);
        let tool = object.get("tool").cloned().unwrap_or(Value::Null);
        let Some(name) = tool.as_str() else {
            return Err(invalid(id, tool, "\"tool\" must name a tool".into()));
        };
        let found = tools::find(name).map(Target::Catalogue).or_else(|| {
            self.extra
                .iter()
                .find(|tool| tool.name() == name)
                .map(|tool| Target::Extra(Arc::clone(tool)))
        });
        let Some(target) = found else {
            let known: Vec<&str> = tools::CATALOGUE
                .iter()
                .map(|e| e.name)
                .chain(self.extra.iter().map(|tool| tool.name()))
                .collect();
            let message = format!("unknown tool {name:?}; the tools are: {}", known.join(", "));
            return Err(invalid(id, tool, message));
        };
        let Some(sandbox) = object.get("sandbox").and_then(Value::as_str) else {
            let message = "\"sandbox\" must name the sandbox directory".to_string();
            return Err(invalid(id, json!(target.name()), message));
        };
        let args = match object.get("args") {
            None | Some(Value::Null) => Value::Object(Map::new()),
            Some(Value::Object(args)) => Value::Object(args.clone()),
            Some(_) => {
                let message = "\"args\" must be an object".to_string();
                return Err(invalid(id, json!(target.name()), message));
            }
        };
        Ok(Call {
            id,
            target,
            sandbox: self.base.join(sandbox),
            args,
        })
    }

    /// The context of `sandbox`, opened on its first call.
    fn context(&self, sandbox: &Path) -> crate::error::Result<Context> {
        let mut contexts = self
            .contexts
            .lock()
            .map_err(|_| Error::InvalidArgument("batch: a call failed mid-way".into()))?;
        if let Some(context) = contexts.get(sandbox) {
            return Ok(context.clone());
        }
        // Each holds a directory handle: a manifest naming thousands of
        // sandboxes must not run out of file descriptors. Calls under way
        // keep their own clone.
        if contexts.len() >= OPEN_SANDBOXES {
            contexts.clear();
        }
        existing_sandbox(sandbox)?;
        let context = Context::new(sandbox, PathBase::SandboxRoot);
        context.sandbox()?;
        contexts.insert(sandbox.to_path_buf(), context.clone());
        Ok(context)
    }
}

/// A call's sandbox must be a directory that exists.
fn existing_sandbox(sandbox: &Path) -> crate::error::Result<()> {
    if sandbox.is_dir() {
        Ok(())
    } else {
        Err(Error::NotFound {
            path: format!("sandbox {}", sandbox.display()),
        })
    }
}

/// What a batch did.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct Summary {
    /// Lines answered by this run.
    pub answered: usize,
    pub succeeded: usize,
    pub failed: usize,
    /// Lines skipped as already answered (`--resume`).
    pub skipped: usize,
}

/// Calls of one sandbox that one thread answers in a row.
pub const CHUNK: usize = 8;

/// Answers `lines` on `jobs` threads, handing each answer to `sink` as its
/// call finishes (in the order they finish); `progress` sees the running
/// counts. A thread takes a sandbox's calls [`CHUNK`] at a time, in
/// manifest order: its warm lint workers serve them one after the other
/// (one worker per sandbox, not one per thread, unless a sandbox has more
/// calls than a chunk), and a batch over many sandboxes starts each
/// sandbox's workers once.
pub fn run(
    answerer: &Answerer,
    lines: &[ManifestLine],
    jobs: usize,
    sink: &(dyn Fn(&ManifestLine, &Answer) + Sync),
    progress: &(dyn Fn(&Summary) + Sync),
) -> Summary {
    let chunks = chunks(lines);
    let next = AtomicUsize::new(0);
    let summary = Mutex::new(Summary::default());
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, chunks.len().max(1)) {
            scope.spawn(|| {
                while let Some(chunk) = chunks.get(next.fetch_add(1, Ordering::Relaxed)) {
                    for line in chunk {
                        let answer = answerer.answer(line);
                        sink(line, &answer);
                        if let Ok(mut summary) = summary.lock() {
                            summary.answered += 1;
                            if answer.ok {
                                summary.succeeded += 1;
                            } else {
                                summary.failed += 1;
                            }
                            progress(&summary);
                        }
                    }
                }
            });
        }
    });
    summary.into_inner().unwrap_or_default()
}

/// The lines grouped by the sandbox they name (in order of first mention;
/// lines naming none together), each group cut into chunks of [`CHUNK`].
fn chunks(lines: &[ManifestLine]) -> Vec<Vec<&ManifestLine>> {
    let mut groups: Vec<(Option<String>, Vec<&ManifestLine>)> = Vec::new();
    let mut index: HashMap<Option<String>, usize> = HashMap::new();
    for line in lines {
        let sandbox = serde_json::from_str::<Value>(&line.text)
            .ok()
            .and_then(|call| call.get("sandbox")?.as_str().map(str::to_string));
        let at = *index.entry(sandbox.clone()).or_insert_with(|| {
            groups.push((sandbox, Vec::new()));
            groups.len() - 1
        });
        groups[at].1.push(line);
    }
    groups
        .into_iter()
        .flat_map(|(_, group)| {
            group
                .chunks(CHUNK)
                .map(<[&ManifestLine]>::to_vec)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// A batch to run: its manifest and where the answers go.
#[derive(Debug, Clone, Default)]
pub struct BatchOptions {
    pub manifest: PathBuf,
    /// `None`: standard output.
    pub out: Option<PathBuf>,
    /// Calls at once (default: the number of cores).
    pub jobs: Option<usize>,
    /// Skip the ids `out` already answers (else an existing `out` is refused).
    pub resume: bool,
}

/// A batch made ready: the lines still to answer, how many were skipped,
/// and where relative sandboxes are taken from.
pub struct Prepared {
    pub lines: Vec<ManifestLine>,
    pub skipped: usize,
    pub base: PathBuf,
}

/// Reads the manifest and, for `--resume`, the answers already given (a
/// torn last line is cut off and kept beside the file as
/// `NAME.torn-TIMESTAMP`). An existing output without `resume` is refused
/// before anything is written.
pub fn prepare(options: &BatchOptions) -> crate::error::Result<Prepared> {
    let shown = options.manifest.display().to_string();
    regular_file(&options.manifest)?;
    let text = std::fs::read(&options.manifest).map_err(|e| Error::from_io(&shown, "read", e))?;
    let text = crate::files::read::decode_text(&shown, text, 0)?;
    let mut lines = manifest_lines(&text);
    let mut skipped = 0;
    if let Some(out) = &options.out {
        let shown = out.display().to_string();
        if out.exists() {
            regular_file(out)?;
        }
        match std::fs::read(out) {
            Ok(_) if !options.resume => {
                return Err(Error::InvalidArgument(format!(
                    "{shown} exists: --resume carries on from it; nothing was overwritten"
                )));
            }
            Ok(existing) => {
                let (answered, complete) = answered_ids(&existing);
                if complete < existing.len() {
                    keep_torn_tail(out, &existing[complete..], complete)
                        .map_err(|e| Error::from_io(&shown, "repair", e))?;
                }
                lines.retain(|line| !answered.contains(&id_key(&line_id(line))));
                skipped = manifest_lines(&text).len() - lines.len();
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(Error::from_io(&shown, "read", e)),
        }
    }
    // Absolute, so that answers name files the same wherever they are run.
    let base = match options.manifest.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let base = std::path::absolute(&base).unwrap_or(base);
    Ok(Prepared {
        lines,
        skipped,
        base,
    })
}

/// Refuses what is not a regular file before it is opened (a FIFO would
/// block the read, a directory cannot be one).
fn regular_file(path: &Path) -> crate::error::Result<()> {
    let shown = path.display().to_string();
    let metadata = std::fs::metadata(path).map_err(|e| Error::from_io(&shown, "stat", e))?;
    let file_type = metadata.file_type();
    if file_type.is_dir() {
        return Err(Error::IsADirectory { path: shown });
    }
    if !file_type.is_file() {
        return Err(Error::SpecialFile {
            path: shown,
            kind: crate::files::read::special_kind(file_type),
        });
    }
    Ok(())
}

/// Moves a torn last line aside and cuts it from `out`.
fn keep_torn_tail(out: &Path, torn: &[u8], complete: usize) -> std::io::Result<()> {
    let stamp = chrono::Local::now().format("%Y%m%dT%H%M%S%.f");
    let mut aside = out.as_os_str().to_owned();
    aside.push(format!(".torn-{stamp}"));
    std::fs::write(&aside, torn)?;
    std::fs::OpenOptions::new()
        .write(true)
        .open(out)?
        .set_len(complete as u64)?;
    eprintln!(
        "toolsmith batch: {}: its last line was torn (a run killed mid-write); kept in {} and answered again",
        out.display(),
        Path::new(&aside).display()
    );
    Ok(())
}

/// Runs a whole batch: answers go to `options.out` (appended, one `write`
/// per line, each flushed) or standard output as each call finishes.
pub fn run_manifest(
    options: &BatchOptions,
    journal: Option<Journal>,
    extra: &[Arc<dyn ExtraTool>],
    progress: &(dyn Fn(&Summary, usize) + Sync),
) -> crate::error::Result<Summary> {
    let prepared = prepare(options)?;
    let output: Box<dyn Write + Send> = match &options.out {
        Some(out) => Box::new(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(out)
                .map_err(|e| Error::from_io(&out.display().to_string(), "open", e))?,
        ),
        None => Box::new(std::io::stdout()),
    };
    let output = Mutex::new(output);
    let failure: Mutex<Option<std::io::Error>> = Mutex::new(None);
    let answerer = Answerer::new(&prepared.base, journal).with_extra_tools(extra);
    let jobs = options
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, std::num::NonZero::get));
    let total = prepared.lines.len();
    let sink = |_: &ManifestLine, answer: &Answer| {
        let written = output.lock().map(|mut output| {
            output
                .write_all(answer.line().as_bytes())
                .and_then(|()| output.flush())
        });
        if let Ok(Err(e)) = written
            && let Ok(mut failure) = failure.lock()
        {
            failure.get_or_insert(e);
        }
    };
    let mut summary = run(&answerer, &prepared.lines, jobs, &sink, &|s| {
        progress(s, total)
    });
    summary.skipped = prepared.skipped;
    if let Some(e) = failure.into_inner().ok().flatten() {
        let shown = options
            .out
            .as_ref()
            .map_or("<stdout>".to_string(), |o| o.display().to_string());
        return Err(Error::from_io(&shown, "write", e));
    }
    Ok(summary)
}

/// The ids a previous run's output already answers, and the length of its
/// complete lines (a torn last line, from a run killed mid-write, is not
/// an answer).
pub fn answered_ids(output: &[u8]) -> (HashSet<String>, usize) {
    let complete = output
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let ids = String::from_utf8_lossy(&output[..complete])
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter_map(|answer| answer.get("id").map(id_key))
        .collect();
    (ids, complete)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(number: usize, text: &str) -> ManifestLine {
        ManifestLine {
            number,
            text: text.into(),
        }
    }

    #[test]
    fn malformed_lines_are_answered_with_their_line_number() {
        let answerer = Answerer::new("/nonexistent-base", None);
        let not_json = answerer.answer(&line(3, "{nope"));
        assert!(!not_json.ok);
        assert_eq!(not_json.value["id"], 3);
        assert_eq!(not_json.value["error"]["kind"], "invalid_input");
        let unknown = answerer.answer(&line(4, r#"{"id": "a", "sandbox": ".", "tool": "nope"}"#));
        assert_eq!(unknown.value["id"], "a");
        assert!(
            unknown.value["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("unknown tool") && m.contains("read_file"))
        );
        let missing = answerer.answer(&line(5, r#"{"sandbox": "gone", "tool": "list_files"}"#));
        assert_eq!(missing.value["id"], 5);
        assert_eq!(missing.value["error"]["kind"], "not_found");
    }

    #[test]
    fn many_sandboxes_do_not_stay_open() {
        let temp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let answerer = Answerer::new(temp.path(), None);
        for index in 0..OPEN_SANDBOXES * 2 + 1 {
            let name = format!("s{index}");
            std::fs::create_dir(temp.path().join(&name)).unwrap_or_else(|e| panic!("{e}"));
            let text = json!({"sandbox": name, "tool": "list_files", "args": {"directory": "."}});
            let answer = answerer.answer(&line(index + 1, &text.to_string()));
            assert!(answer.ok, "{:?}", answer.value);
        }
        let open = answerer
            .contexts
            .lock()
            .map(|c| c.len())
            .unwrap_or_default();
        assert!((1..=OPEN_SANDBOXES).contains(&open), "{open}");
    }

    #[test]
    fn a_torn_last_line_is_not_an_answer() {
        let output = b"{\"id\": 1, \"tool\": \"x\"}\n{\"id\": \"b\"}\n{\"id\": 7, \"to";
        let (ids, complete) = answered_ids(output);
        assert_eq!(ids, HashSet::from(["1".to_string(), "\"b\"".to_string()]));
        assert_eq!(&output[complete..], b"{\"id\": 7, \"to");
    }
}
