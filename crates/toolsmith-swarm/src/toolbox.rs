//! The agents' hands: every action is a call of the catalogue, confined to
//! the sandbox, undoable where it writes, and recorded in the research log
//! under the agent that made it.

use std::cell::Cell;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use toolsmith::journal::{ActionType, Journal, ToolCall, record_tool_call_by};
use toolsmith::tools::{self, Context, Tool};

/// The Auditor reads and analyses.
const AUDITOR_TOOLS: &[&str] = &[
    "list_files",
    "read_file",
    "read_files",
    "search",
    "find_files",
    "outline",
    "validate_python_syntax",
    "run_pylint_analysis",
    "audit_directory",
    "get_code_metrics",
    "run_pytest",
    "get_failing_tests",
    "probe",
];

/// The Fixer reads and writes.
const FIXER_TOOLS: &[&str] = &[
    "list_files",
    "read_file",
    "read_files",
    "search",
    "find_files",
    "outline",
    "validate_python_syntax",
    "edit_file",
    "apply_fix",
    "write_file",
    "apply_patch",
    "autofix",
    "repair_syntax",
    "repair_failing_tests",
    "run_single_test",
    "undo",
];

/// The Judge tests and lints; its writes undo an iteration.
const JUDGE_TOOLS: &[&str] = &[
    "run_pytest",
    "run_single_test",
    "get_failing_tests",
    "audit_directory",
    "run_pylint_analysis",
    "validate_python_syntax",
    "read_file",
    "probe",
    "undo",
    "write_file",
];

/// The three agents of the swarm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Agent {
    Auditor,
    Fixer,
    Judge,
}

impl Agent {
    pub fn name(self) -> &'static str {
        match self {
            Agent::Auditor => "Auditor",
            Agent::Fixer => "Fixer",
            Agent::Judge => "Judge",
        }
    }

    /// The research log's action type of what this agent does.
    pub fn action(self) -> ActionType {
        match self {
            Agent::Auditor => ActionType::Analysis,
            Agent::Fixer => ActionType::Fix,
            Agent::Judge => ActionType::Debug,
        }
    }

    /// The catalogue's tools this agent may call: the Auditor reads and
    /// analyses, the Fixer reads and writes, the Judge tests and lints.
    pub fn tools(self) -> &'static [&'static str] {
        match self {
            Agent::Auditor => AUDITOR_TOOLS,
            Agent::Fixer => FIXER_TOOLS,
            Agent::Judge => JUDGE_TOOLS,
        }
    }

    /// The tools offered to a model in this role, as Chat Completions takes
    /// them: the catalogue's own names, descriptions and JSON Schemas. The
    /// Judge's writes (undoing an iteration) are the loop's, never a model's.
    pub fn tool_specs(self) -> Vec<Value> {
        self.tools()
            .iter()
            .filter(|name| self != Agent::Judge || !matches!(**name, "undo" | "write_file"))
            .filter_map(|name| tools::find(name))
            .map(|entry| {
                let mut schema = entry.input_schema();
                // Draft markers and titles are noise to a model, and some
                // compatible servers reject `$schema`.
                schema.remove("$schema");
                schema.remove("title");
                json!({
                    "type": "function",
                    "function": {
                        "name": entry.name,
                        "description": entry.description,
                        "parameters": Value::Object(schema),
                    }
                })
            })
            .collect()
    }
}

/// Calls the catalogue for the agents, and keeps the time the tools took,
/// per agent.
pub struct Toolbox {
    context: Context,
    /// The same sandbox, paths taken from its root: a model names files as
    /// coding agents do, relative to the project (`calc.py`).
    model_context: Context,
    journal: Option<Journal>,
    /// By agent: Auditor, Fixer, Judge.
    tool_time: Cell<[Duration; 3]>,
}

impl Toolbox {
    pub fn new(context: Context, journal: Option<Journal>) -> Toolbox {
        let mut model_context = context.clone();
        model_context.paths = tools::PathBase::SandboxRoot;
        Toolbox {
            context,
            model_context,
            journal,
            tool_time: Cell::new([Duration::ZERO; 3]),
        }
    }

    pub fn context(&self) -> &Context {
        &self.context
    }

    pub fn journal(&self) -> Option<&Journal> {
        self.journal.as_ref()
    }

    /// Time spent in tools so far.
    pub fn tool_time(&self) -> Duration {
        self.tool_time.get().iter().sum()
    }

    /// Time `agent`'s tools took so far.
    pub fn tool_time_of(&self, agent: Agent) -> Duration {
        self.tool_time.get()[agent as usize]
    }

    /// Runs the catalogue's tool `T` for the swarm's own use: the result
    /// typed (a field renamed in the core is a compile error here, not a
    /// silent 0.0), checked against the agent's tools and logged as a
    /// model's calls are.
    /// `arguments` are JSON, as a model would give them.
    pub fn run<T: Tool>(&self, agent: Agent, arguments: Value) -> toolsmith::Result<T::Output> {
        if !agent.tools().contains(&T::NAME) {
            return Err(toolsmith::Error::InvalidArgument(format!(
                "{} is not a tool of the {}",
                T::NAME,
                agent.name()
            )));
        }
        let args = tools::arguments::<T>(arguments)?;
        let call = tools::tool_call::<T>(&args);
        let started = Instant::now();
        let outcome = tools::run_guarded::<T>(&self.context, args);
        self.spent(agent, started.elapsed());
        match &outcome {
            Ok(output) => match tools::to_json(output) {
                Ok(value) => self.record(agent, &call, Ok(&value)),
                Err(error) => self.record(agent, &call, Err(&error)),
            },
            Err(error) => self.record(agent, &call, Err(error)),
        }
        outcome
    }

    /// Logs one call of `agent`'s; the tool's result stands even if the log
    /// cannot be written.
    fn record(&self, agent: Agent, call: &ToolCall, outcome: Result<&Value, &toolsmith::Error>) {
        if let Some(journal) = &self.journal {
            let _ = record_tool_call_by(journal, agent.name(), call, outcome);
        }
    }

    fn spent(&self, agent: Agent, took: Duration) {
        let mut times = self.tool_time.get();
        times[agent as usize] += took;
        self.tool_time.set(times);
    }

    /// Runs `tool` for a model in `agent`'s role: a tool outside the agent's
    /// set is refused as an unknown tool would be, every call (refused or
    /// not) is logged, paths are relative to the project's directory, and a
    /// path that does not exist is answered with the files that do (the same
    /// name elsewhere, else the project's first files).
    pub fn call_for_model(
        &self,
        agent: Agent,
        tool: &str,
        arguments: Value,
    ) -> toolsmith::Result<Value> {
        let outcome = self.call_in(&self.model_context, agent, tool, arguments);
        match outcome {
            Err(toolsmith::Error::NotFound { path }) => {
                let known = self.known_paths(&path);
                Err(toolsmith::Error::InvalidArgument(format!(
                    "{path}: no such file or directory (paths are relative to the project's directory); {known}"
                )))
            }
            other => other,
        }
    }

    /// The project's files a model may have meant by `missing`.
    fn known_paths(&self, missing: &str) -> String {
        let Ok(sandbox) = self.model_context.sandbox() else {
            return String::new();
        };
        let Ok(listing) =
            sandbox.list_files(sandbox.root(), &toolsmith::files::ListOptions::default())
        else {
            return String::new();
        };
        let files: Vec<String> = listing
            .files
            .iter()
            .filter_map(|f| {
                sandbox
                    .locate(std::path::Path::new(f))
                    .ok()
                    .map(|p| p.display().to_string())
            })
            .collect();
        let name = std::path::Path::new(missing).file_name();
        let same_name: Vec<&String> = files
            .iter()
            .filter(|f| name.is_some() && std::path::Path::new(f).file_name() == name)
            .collect();
        let shown: Vec<&String> = if same_name.is_empty() {
            files.iter().take(20).collect()
        } else {
            same_name
        };
        let list = shown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(", ");
        format!("the project holds: {list}")
    }

    fn call_in(
        &self,
        context: &Context,
        agent: Agent,
        tool: &str,
        arguments: Value,
    ) -> toolsmith::Result<Value> {
        let Some(entry) = tools::find(tool).filter(|entry| agent.tools().contains(&entry.name))
        else {
            let error = toolsmith::Error::InvalidArgument(format!(
                "unknown tool {tool:?} for the {}: its tools are {}",
                agent.name(),
                agent.tools().join(", ")
            ));
            self.log_refusal(agent, tool, arguments, &error);
            return Err(error);
        };
        let started = Instant::now();
        let invocation = entry.invoke(context, arguments);
        self.spent(agent, started.elapsed());
        self.record(agent, &invocation.call, invocation.outcome.as_ref());
        invocation.outcome
    }

    /// Logs a tool call of `agent` refused before it ran (a tool the agent
    /// lacks, arguments that are not JSON): the model's mistake, answered
    /// as designed, so SUCCESS with the error in `details`.
    pub fn log_refusal(
        &self,
        agent: Agent,
        tool: &str,
        arguments: Value,
        error: &toolsmith::Error,
    ) {
        if let Some(journal) = &self.journal {
            let _ = toolsmith::journal::record_refusal_by(
                journal,
                agent.name(),
                tool,
                arguments,
                error,
            );
        }
    }
}
