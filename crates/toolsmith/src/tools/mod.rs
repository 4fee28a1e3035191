//! The catalogue: every tool defined once. A tool is its name (the spec's
//! function name), its spec module and log action, its arguments (one serde
//! struct whose doc comments are its JSON Schema), its result type and the
//! function that runs it. The CLI, the MCP server and the Python package adapt
//! these definitions; none re-declares a tool.

mod code;
mod context;
mod environment;
mod explore;
mod files;
mod lint;
mod probe;
mod repair;
pub mod summary;
mod testing;

use std::time::Duration;

use schemars::JsonSchema;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

use crate::error::{Error, Result};
use crate::journal::{ActionType, ToolCall};

pub use code::{
    AddDocstring, ApplyFix, ApplyPatch, EditFile, EditFileArgs, FileArgs, FixArgs, GetCodeMetrics,
    PatchArgs, Undo, UndoArgs, ValidateArgs, ValidatePythonSyntax, Verdict,
};
pub use context::{Context, PathBase};
pub use environment::{EnvInfo, EnvSync, EnvSyncArgs, NoArgs};
pub use explore::{
    FileRead, FindArgs, FindFiles, Outline, OutlineArgs, ReadFiles, ReadFilesArgs, ReadFilesResult,
    Search, SearchArgs,
};
pub use files::{ListArgs, ListFiles, ReadArgs, ReadFile, WriteArgs, WriteFile};
pub use lint::{
    AuditArgs, AuditDirectory, Autofix, AutofixArgs, LintArgs, LintSettings, RunPylintAnalysis,
};
pub use probe::{Probe, ProbeArgs};
pub use repair::{RepairFailingTests, RepairSyntax, RepairSyntaxArgs, RepairTestsArgs};
pub use testing::{
    GetFailingTests, RunPytest, RunSingleTest, SingleTestArgs, TestArgs, TestLimits,
};

/// What a client may assume of a tool (MCP's annotations).
#[derive(Debug, Clone, Copy, Default)]
pub struct Hints {
    /// Changes nothing.
    pub read_only: bool,
    /// May replace or remove what exists.
    pub destructive: bool,
    /// One file or one bounded listing: cheaper to run than to hand to another thread.
    pub quick: bool,
}

impl Hints {
    /// Reads one file or a bounded listing.
    pub const QUICK_READ: Hints = Hints {
        read_only: true,
        destructive: false,
        quick: true,
    };
    /// Reads, possibly at length (linting, parsing).
    pub const READ: Hints = Hints {
        read_only: true,
        destructive: false,
        quick: false,
    };
    /// Replaces what exists (undoably).
    pub const WRITE: Hints = Hints {
        read_only: false,
        destructive: true,
        quick: false,
    };
    /// Runs code or makes something new, replacing nothing of the sandbox.
    pub const RUN: Hints = Hints {
        read_only: false,
        destructive: false,
        quick: false,
    };
}

/// One tool, defined once.
pub trait Tool {
    /// The spec's function name: the MCP tool, the log's `tool`.
    const NAME: &'static str;
    /// Older names still answered (never listed).
    const ALIASES: &'static [&'static str] = &[];
    /// The spec's module, logged as the entry's model.
    const MODULE: &'static str;
    /// The log's action when the call succeeds.
    const ACTION: ActionType;
    /// What the tool does, for a model choosing it.
    const DESCRIPTION: &'static str;
    const HINTS: Hints;
    /// The keys every result holds (more may follow).
    const OUTPUT_KEYS: &'static [&'static str];

    type Args: DeserializeOwned + JsonSchema;
    type Output: Serialize;

    fn run(context: &Context, args: Self::Args) -> Result<Self::Output>;

    /// The result as text for a reader (see [`summary`]): what the CLI
    /// prints and what the MCP server sends beside the structured result.
    fn summary(output: &Self::Output) -> String;

    /// The tool ran and its result reports a failure (a test failed, nothing
    /// matched, a file could not be read): the CLI exits 1.
    fn reports_failure(_output: &Self::Output) -> bool {
        false
    }

    /// The log's action for this call: [`Tool::ACTION`], unless the call
    /// only previews what it would write (CODE_ANALYSIS then).
    fn action(_args: &Self::Args) -> ActionType {
        Self::ACTION
    }

    /// The arguments as the research log records them.
    fn logged(args: &Self::Args) -> Value;

    /// The files and directories the call names.
    fn files(args: &Self::Args) -> Vec<String>;

    /// The code the call submits, for a syntax error's source line.
    fn submitted_code(_args: &Self::Args) -> Option<&str> {
        None
    }

    /// The result as JSON (a tool may move its big fields instead of copying them).
    fn into_json(output: Self::Output) -> Result<Value> {
        to_json(&output)
    }
}

/// The log's record of a call of `T`.
pub fn tool_call<T: Tool>(args: &T::Args) -> ToolCall {
    ToolCall::new(
        T::NAME,
        T::MODULE,
        T::action(args),
        T::logged(args),
        T::files(args),
    )
}

/// A call through the catalogue: what to log, and what came of it.
pub struct Invocation {
    pub call: ToolCall,
    pub outcome: Result<Value>,
    /// The result's [`Tool::summary`], when asked for.
    pub summary: Option<String>,
    /// The code the call submitted, kept only when it had a syntax error.
    pub submitted_code: Option<String>,
}

/// A tool with its types erased, as fronts that take JSON serve it.
pub struct Entry {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    pub module: &'static str,
    pub action: ActionType,
    pub description: &'static str,
    pub hints: Hints,
    pub output_keys: &'static [&'static str],
    input_schema: fn() -> Map<String, Value>,
    invoke: fn(&Context, Value, bool) -> Invocation,
}

impl Entry {
    const fn of<T: Tool>() -> Entry {
        Entry {
            name: T::NAME,
            aliases: T::ALIASES,
            module: T::MODULE,
            action: T::ACTION,
            description: T::DESCRIPTION,
            hints: T::HINTS,
            output_keys: T::OUTPUT_KEYS,
            input_schema: input_schema::<T::Args>,
            invoke: invoke::<T>,
        }
    }

    /// The JSON Schema of the arguments (draft 2020-12, as MCP asks).
    pub fn input_schema(&self) -> Map<String, Value> {
        (self.input_schema)()
    }

    /// The JSON Schema of a result: an object holding at least the output keys.
    pub fn output_schema(&self) -> Map<String, Value> {
        let properties: Map<String, Value> = self
            .output_keys
            .iter()
            .map(|key| (key.to_string(), Value::Object(Map::new())))
            .collect();
        let mut schema = Map::new();
        schema.insert("type".into(), "object".into());
        schema.insert("properties".into(), Value::Object(properties));
        schema.insert("required".into(), self.output_keys.into());
        schema.insert("additionalProperties".into(), true.into());
        schema
    }

    /// Runs the tool on JSON arguments (an object; `null` counts as `{}`).
    pub fn invoke(&self, context: &Context, arguments: Value) -> Invocation {
        (self.invoke)(context, arguments, false)
    }

    /// As [`Entry::invoke`], the result's summary made too (before the
    /// result becomes JSON).
    pub fn invoke_summarized(&self, context: &Context, arguments: Value) -> Invocation {
        (self.invoke)(context, arguments, true)
    }
}

/// Every tool, in the order a client lists them.
pub static CATALOGUE: &[Entry] = &[
    Entry::of::<ReadFile>(),
    Entry::of::<WriteFile>(),
    Entry::of::<ListFiles>(),
    Entry::of::<ReadFiles>(),
    Entry::of::<Search>(),
    Entry::of::<FindFiles>(),
    Entry::of::<Outline>(),
    Entry::of::<RunPylintAnalysis>(),
    Entry::of::<AuditDirectory>(),
    Entry::of::<RunPytest>(),
    Entry::of::<RunSingleTest>(),
    Entry::of::<GetFailingTests>(),
    Entry::of::<Probe>(),
    Entry::of::<ValidatePythonSyntax>(),
    Entry::of::<ApplyFix>(),
    Entry::of::<EditFile>(),
    Entry::of::<ApplyPatch>(),
    Entry::of::<Autofix>(),
    Entry::of::<RepairSyntax>(),
    Entry::of::<RepairFailingTests>(),
    Entry::of::<Undo>(),
    Entry::of::<AddDocstring>(),
    Entry::of::<GetCodeMetrics>(),
    Entry::of::<EnvInfo>(),
    Entry::of::<EnvSync>(),
];

/// The tool called `name` (or formerly so).
pub fn find(name: &str) -> Option<&'static Entry> {
    CATALOGUE
        .iter()
        .find(|entry| entry.name == name || entry.aliases.contains(&name))
}

fn input_schema<A: JsonSchema>() -> Map<String, Value> {
    let schema = schemars::generate::SchemaSettings::draft2020_12()
        .into_generator()
        .into_root_schema_for::<A>();
    match schema.to_value() {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

/// `T`'s arguments from JSON (an object; `null` counts as `{}`), as every
/// front that takes JSON reads them.
pub fn arguments<T: Tool>(arguments: Value) -> Result<T::Args> {
    serde_json::from_value(object(arguments))
        .map_err(|e| Error::InvalidArgument(format!("invalid arguments for {}: {e}", T::NAME)))
}

fn object(arguments: Value) -> Value {
    match arguments {
        Value::Null => Value::Object(Map::new()),
        other => other,
    }
}

fn invoke<T: Tool>(context: &Context, arguments: Value, summarized: bool) -> Invocation {
    let arguments = object(arguments);
    let args = match self::arguments::<T>(arguments.clone()) {
        Ok(args) => args,
        Err(error) => {
            return Invocation {
                call: ToolCall::new(T::NAME, T::MODULE, T::ACTION, arguments, Vec::new()),
                outcome: Err(error),
                summary: None,
                submitted_code: None,
            };
        }
    };
    let call = tool_call::<T>(&args);
    let submitted = T::submitted_code(&args).map(str::to_string);
    let mut summary = None;
    let outcome = run_guarded::<T>(context, args).and_then(|output| {
        if summarized {
            summary = Some(T::summary(&output));
        }
        T::into_json(output)
    });
    let submitted_code = match &outcome {
        Err(Error::PythonSyntax { .. }) => submitted,
        _ => None,
    };
    Invocation {
        call,
        outcome,
        summary,
        submitted_code,
    }
}

/// Runs `T` on `args`, a panic inside it turned into that call's
/// [`Error::Internal`]: one bad input must not end a server, a swarm or a
/// batch. Every front calls tools through here.
pub fn run_guarded<T: Tool>(context: &Context, args: T::Args) -> Result<T::Output> {
    let call = std::panic::AssertUnwindSafe(|| T::run(context, args));
    std::panic::catch_unwind(call).unwrap_or_else(|payload| {
        let message = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panicked".into());
        Err(Error::Internal {
            tool: T::NAME,
            message,
        })
    })
}

/// `value` as JSON.
pub fn to_json(value: &impl Serialize) -> Result<Value> {
    serde_json::to_value(value)
        .map_err(|e| Error::InvalidArgument(format!("cannot encode the result: {e}")))
}

/// A time limit given in seconds, refused unless positive and finite.
fn seconds(value: f64, what: &str) -> Result<Duration> {
    match Duration::try_from_secs_f64(value) {
        Ok(limit) if !limit.is_zero() => Ok(limit),
        _ => Err(Error::InvalidArgument(format!(
            "{what} must be a positive number of seconds, got {value}"
        ))),
    }
}

/// A call's arguments for the log: `path_key` holding one path, as given.
fn on_path(key: &str, path: &str) -> Value {
    let mut map = Map::new();
    map.insert(key.into(), Value::String(path.into()));
    Value::Object(map)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    #[test]
    fn every_tool_has_one_name_and_an_object_schema() {
        let mut names: Vec<&str> = CATALOGUE
            .iter()
            .flat_map(|e| std::iter::once(e.name).chain(e.aliases.iter().copied()))
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "a name is used twice");
        for entry in CATALOGUE {
            let schema = entry.input_schema();
            assert_eq!(schema["type"], "object", "{}", entry.name);
            assert!(!entry.description.is_empty(), "{}", entry.name);
            assert!(!(entry.hints.read_only && entry.hints.destructive));
        }
    }

    #[test]
    fn argument_docs_become_schema_descriptions() {
        let schema = find("read_file")
            .map(Entry::input_schema)
            .unwrap_or_default();
        let description = &schema["properties"]["file_path"]["description"];
        assert!(
            description.as_str().is_some_and(|d| d.contains("sandbox")),
            "{schema:?}"
        );
        assert_eq!(schema["required"], serde_json::json!(["file_path"]));
    }

    #[test]
    fn arguments_of_the_wrong_shape_are_a_clear_error_naming_the_tool() {
        let context = Context::new("/nonexistent-sandbox", PathBase::SandboxRoot);
        let entry = find("read_file");
        let invocation = entry.map(|e| e.invoke(&context, serde_json::json!({"file": "x"})));
        let message = invocation
            .map(|i| i.outcome.err().map(|e| e.to_string()).unwrap_or_default())
            .unwrap_or_default();
        assert!(
            message.contains("invalid arguments for read_file"),
            "{message}"
        );
        assert!(message.contains("file_path"), "{message}");
    }

    /// A tool that panics, as a bug of ours would.
    struct Panics;

    impl Tool for Panics {
        const NAME: &'static str = "panics";
        const MODULE: &'static str = "test";
        const ACTION: ActionType = ActionType::Debug;
        const DESCRIPTION: &'static str = "panics";
        const HINTS: Hints = Hints::READ;
        const OUTPUT_KEYS: &'static [&'static str] = &[];
        type Args = NoArgs;
        type Output = Value;

        fn run(_: &Context, _: NoArgs) -> Result<Value> {
            let text = "short";
            let end = text.len() + 5;
            Ok(Value::String(text[2..end].to_string()))
        }

        fn summary(output: &Value) -> String {
            output.to_string()
        }

        fn logged(_: &NoArgs) -> Value {
            Value::Null
        }

        fn files(_: &NoArgs) -> Vec<String> {
            Vec::new()
        }
    }

    #[test]
    fn a_panic_inside_a_tool_is_that_calls_error_not_the_processs_end() {
        let context = Context::new("/nonexistent-sandbox", PathBase::SandboxRoot);
        let invocation = invoke::<Panics>(&context, Value::Null, true);
        let error = invocation.outcome.err().map(|e| (e.kind(), e.to_string()));
        let (kind, message) = error.unwrap_or((ErrorKind::Io, String::new()));
        assert_eq!(kind, ErrorKind::Internal, "{message}");
        assert!(message.contains("internal error in panics"), "{message}");
        assert!(message.contains("out of bounds"), "{message}");
        // The process goes on: the next call runs.
        assert!(find("read_file").is_some());
    }

    #[test]
    fn the_old_mcp_name_of_the_audit_is_still_answered() {
        assert_eq!(find("audit").map(|e| e.name), Some("audit_directory"));
    }
}
