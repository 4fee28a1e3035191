//! Answering one manifest line: its sandbox opened (a few kept open), its
//! tool found in the catalogue (or among the extra tools a front adds), its
//! call made and logged.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde_json::{Map, Value, json};

use super::manifest::{Answer, ManifestLine};
use crate::error::{Error, ErrorKind};
use crate::journal::{Journal, record_tool_call};
use crate::tools::{self, Context, Entry, PathBase};

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
    pub(super) contexts: Mutex<HashMap<PathBuf, Context>>,
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
pub(super) const OPEN_SANDBOXES: usize = 64;

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
