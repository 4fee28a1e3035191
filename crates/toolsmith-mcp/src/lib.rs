//! Toolsmith's MCP server: every tool of the core, served over stdio with the
//! official Rust SDK (rmcp), for any MCP client (Claude, Cursor, agent
//! frameworks). An adapter only: arguments in, the core's result out as
//! structured content (the same JSON as the CLI's `--json`), failures as
//! `isError` results that say what to do next, one research-log entry a call.

mod schema;
mod transport;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{CallToolResult, ContentBlock, Implementation, ServerCapabilities, ServerConfig};
use rmcp::{ServerHandler, ServiceExt, tool, tool_handler, tool_router};
use serde::Deserialize;
use serde_json::{Value, json};
use toolsmith::confine::ConfinementOptions;
use toolsmith::environment::declared::DeclareOptions;
use toolsmith::environment::sync::SyncOptions;
use toolsmith::environment::{self, EnvironmentOptions};
use toolsmith::files::{LineRange, ListOptions, ReadOptions};
use toolsmith::journal::{ActionType, Journal, ToolCall, record_tool_call};
use toolsmith::lint::{AuditOptions, Engine, LintOptions};
use toolsmith::python::{DEFAULT_TARGET, validate};
use toolsmith::testing::TestOptions;
use toolsmith::toolchain::{Toolchain, ToolchainOptions};
use toolsmith::{Error, Sandbox};
use transport::LineTransport;

/// What can stop the server itself (a tool's failure is a result, not this).
#[derive(Debug, thiserror::Error)]
pub enum McpError {
    #[error(transparent)]
    Core(#[from] toolsmith::Error),
    #[error("cannot start the async runtime: {0}")]
    Runtime(#[from] std::io::Error),
    #[error("MCP transport: {0}")]
    Transport(String),
}

/// How the server is set up.
pub struct ServerOptions {
    pub sandbox: PathBuf,
    pub journal: Option<Journal>,
    /// The project's environment (`--venv`, `--python`), else found as the CLI finds it.
    pub environment: EnvironmentOptions,
}

/// Serves MCP on stdin/stdout until the client closes the connection.
pub fn serve_stdio(options: ServerOptions) -> Result<(), McpError> {
    let sandbox = Sandbox::open(&options.sandbox)?;
    // One thread drives the protocol: a request costs no hand-off between
    // worker threads. Lint and test runs go to the blocking pool, so slow
    // tools do not hold the others up.
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let server = Toolsmith::new(sandbox, options.journal, options.environment);
        // Pipes (as clients start servers) are read and written through the
        // event loop, not a blocking thread per message.
        let (stdin, stdout) = rmcp::transport::stdio_pipes();
        let service = server
            .serve(LineTransport::new(stdin, stdout))
            .await
            .map_err(|e| McpError::Transport(e.to_string()))?;
        service
            .waiting()
            .await
            .map_err(|e| McpError::Transport(e.to_string()))?;
        Ok(())
    })
}

#[derive(Clone)]
pub struct Toolsmith {
    sandbox: Arc<Sandbox>,
    journal: Option<Journal>,
    environment: EnvironmentOptions,
    tool_router: ToolRouter<Self>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct FileArgs {
    /// Path of the file, relative to the sandbox root (an absolute path inside it works too).
    pub file_path: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct ReadArgs {
    /// Path of the file, relative to the sandbox root.
    pub file_path: String,
    /// First line to return (1-based); omit for the start of the file.
    pub start_line: Option<usize>,
    /// Last line to return (inclusive); omit for the end of the file.
    pub end_line: Option<usize>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct WriteArgs {
    /// Path of the file, relative to the sandbox root; parent directories are created.
    pub file_path: String,
    /// The whole new content of the file.
    pub content: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct DirectoryArgs {
    /// Directory, relative to the sandbox root ("." for the root).
    pub directory: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct LintArgs {
    /// Path of the Python file, relative to the sandbox root.
    pub file_path: String,
    /// "pylint" (default; the score graders use) or "ruff" (in-process, faster; score estimated).
    pub engine: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct AuditArgs {
    /// Directory to audit, relative to the sandbox root.
    pub directory: String,
    /// Files scoring under this are listed in `details` (default 7.0).
    pub threshold: Option<f64>,
    /// "pylint" (default) or "ruff".
    pub engine: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TestArgs {
    /// Directory holding the tests, relative to the sandbox root.
    pub directory: String,
    /// The whole run's time limit in seconds (default 60).
    pub timeout: Option<u64>,
    /// Each test's own limit in seconds: a test over it is stopped, reported failed, and the
    /// run goes on (default: half of `timeout`).
    pub test_timeout: Option<f64>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SingleTestArgs {
    /// The test file, relative to the sandbox root.
    pub test_file: String,
    /// A test of that file by node id: `test_x`, `TestClass::test_x` or `test_x[param]`; omit for the whole file.
    pub test_name: Option<String>,
    /// The whole run's time limit in seconds (default 30).
    pub timeout: Option<u64>,
    /// The test's own limit in seconds (default: half of `timeout`).
    pub test_timeout: Option<f64>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct CodeArgs {
    /// Python source code to check.
    pub code: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct FixArgs {
    /// Path of the file to replace (or create), relative to the sandbox root.
    pub file_path: String,
    /// The complete corrected code; refused, and nothing written, if it does not compile.
    pub fixed_code: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct EditArgs {
    /// Path of the file, relative to the sandbox root.
    pub file_path: String,
    /// Exact text to replace; must occur exactly once (whitespace included).
    pub old: String,
    /// Text to put in its place; for .py files the result must compile.
    pub new: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct UndoArgs {
    /// Path of the file, relative to the sandbox root.
    pub file_path: String,
    /// Restore even if the file changed since Toolsmith last wrote it.
    pub force: Option<bool>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct EnvSyncArgs {
    /// Optional dependencies of pyproject.toml to install too.
    pub extras: Option<Vec<String>>,
    /// Dependency groups of pyproject.toml to install too.
    pub groups: Option<Vec<String>>,
    /// Build requirements that have no wheel (runs their build code, unconfined). Default false.
    pub allow_build: Option<bool>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct NoArgs {}

fn to_value(result: &impl serde::Serialize) -> Result<Value, Error> {
    serde_json::to_value(result)
        .map_err(|e| Error::InvalidArgument(format!("cannot encode the result: {e}")))
}

/// `value` with `key` set to `field`: the big part of a result (a file, a
/// listing) is moved into the JSON, where `to_value` would copy it.
fn with_field(mut value: Value, key: &str, field: Value) -> Value {
    value[key] = field;
    value
}

fn engine(name: Option<&str>) -> Result<Engine, Error> {
    match name.unwrap_or("pylint") {
        "pylint" => Ok(Engine::Pylint),
        "ruff" => Ok(Engine::Ruff),
        other => Err(Error::InvalidArgument(format!(
            "unknown engine {other:?}: use \"pylint\" or \"ruff\""
        ))),
    }
}

impl Toolsmith {
    pub fn new(
        sandbox: Sandbox,
        journal: Option<Journal>,
        environment: EnvironmentOptions,
    ) -> Toolsmith {
        Toolsmith {
            sandbox: Arc::new(sandbox),
            journal,
            environment,
            tool_router: Self::tool_router(),
        }
    }

    /// Paths are relative to the sandbox root; absolute ones must lie inside it.
    fn path(&self, path: &str) -> PathBuf {
        let path = Path::new(path);
        if path.is_absolute() {
            path.to_path_buf()
        } else {
            self.sandbox.root().join(path)
        }
    }

    /// Runs `work` off the async threads, logs the call, shapes the result.
    async fn run(
        &self,
        call: ToolCall,
        work: impl FnOnce(&Sandbox) -> Result<Value, Error> + Send + 'static,
    ) -> CallToolResult {
        let sandbox = self.sandbox.clone();
        let outcome = tokio::task::spawn_blocking(move || work(&sandbox))
            .await
            .unwrap_or_else(|e| Err(Error::InvalidArgument(format!("internal error: {e}"))));
        self.respond(&call, outcome)
    }

    /// Runs a quick, bounded file operation (one file, or one capped listing)
    /// on the current thread: a hand-off to the blocking pool would cost more.
    fn run_inline(
        &self,
        call: ToolCall,
        work: impl FnOnce(&Sandbox) -> Result<Value, Error>,
    ) -> CallToolResult {
        let outcome = work(&self.sandbox);
        self.respond(&call, outcome)
    }

    fn respond(&self, call: &ToolCall, outcome: Result<Value, Error>) -> CallToolResult {
        if let Some(journal) = &self.journal {
            match record_tool_call(journal, call, outcome.as_ref()) {
                // A repair of the log (its torn end kept aside) is said on stderr.
                Ok(appended) => {
                    if let Some(notice) = appended.notice {
                        eprintln!("toolsmith mcp: warning: {notice}");
                    }
                }
                Err(e) => eprintln!("toolsmith mcp: research log not written: {e}"),
            }
        }
        match outcome {
            Ok(value) => {
                // Built by hand: `CallToolResult::structured` would also render
                // the whole value as text, which the summary replaces.
                let text = schema::summary(call.tool, &value);
                let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
                result.structured_content = Some(value);
                result
            }
            Err(error) => {
                let message = error.to_string();
                let hint = match error.kind() {
                    toolsmith::ErrorKind::Security => Some(
                        "paths are relative to the sandbox root and must stay inside it; \
                         list_files with directory \".\" shows what exists"
                            .to_string(),
                    ),
                    _ => error.hint(),
                };
                let text = match &hint {
                    Some(hint) => format!("error: {message}\nwhat to do: {hint}"),
                    None => format!("error: {message}"),
                };
                let mut result = CallToolResult::error(vec![ContentBlock::text(text)]);
                result.structured_content = Some(json!({
                    "error": message,
                    "kind": error.kind(),
                    "hint": hint,
                    "operation": call.tool,
                }));
                result
            }
        }
    }

    fn test_options(
        &self,
        base: TestOptions,
        timeout: Option<u64>,
        test_timeout: Option<f64>,
    ) -> TestOptions {
        let mut options = base;
        if let Some(seconds) = timeout {
            options.timeout = Duration::from_secs(seconds);
        }
        options.test_timeout = test_timeout
            .filter(|s| s.is_finite() && *s > 0.0)
            .map(Duration::from_secs_f64);
        options.environment = self.environment.clone();
        options
    }

    fn lint_options(&self, engine: Engine) -> LintOptions {
        LintOptions {
            engine,
            environment: self.environment.clone(),
            ..LintOptions::default()
        }
    }
}

#[tool_router]
impl Toolsmith {
    /// Read a UTF-8 text file from the sandbox, whole or a range of lines (1-based, inclusive).
    /// Files over 10 MiB must be read by line range.
    #[tool(annotations(read_only_hint = true), output_schema = schema::read_file())]
    async fn read_file(&self, Parameters(args): Parameters<ReadArgs>) -> CallToolResult {
        let path = self.path(&args.file_path);
        let lines = LineRange::from_bounds(args.start_line, args.end_line);
        let call = ToolCall::new(
            "read_file",
            "file_tools",
            ActionType::Analysis,
            json!({ "file_path": args.file_path, "start_line": args.start_line, "end_line": args.end_line }),
            vec![args.file_path.clone()],
        );
        self.run_inline(call, move |s| {
            let options = ReadOptions {
                lines: lines?,
                ..ReadOptions::default()
            };
            let mut read = s.read_file(&path, &options)?;
            let content = Value::String(std::mem::take(&mut read.content));
            Ok(with_field(to_value(&read)?, "content", content))
        })
    }

    /// Write a file in the sandbox (atomically; parent directories are created). Replaces the whole content.
    #[tool(annotations(destructive_hint = true), output_schema = schema::write_file())]
    async fn write_file(&self, Parameters(args): Parameters<WriteArgs>) -> CallToolResult {
        let path = self.path(&args.file_path);
        let call = ToolCall::on_path(
            "write_file",
            "file_tools",
            ActionType::Fix,
            "file_path",
            &args.file_path,
        );
        self.run(call, move |s| {
            to_value(&s.write_file(&path, &args.content)?)
        })
        .await
    }

    /// List every Python file under a directory of the sandbox, recursively, sorted; each path
    /// is relative to the sandbox root, ready to pass to the other tools.
    #[tool(annotations(read_only_hint = true), output_schema = schema::list_files())]
    async fn list_files(&self, Parameters(args): Parameters<DirectoryArgs>) -> CallToolResult {
        let path = self.path(&args.directory);
        let call = ToolCall::on_path(
            "list_files",
            "file_tools",
            ActionType::Analysis,
            "directory",
            &args.directory,
        );
        self.run_inline(call, move |s| {
            let mut listing = s.list_files_from_root(&path, &ListOptions::default())?;
            let files = std::mem::take(&mut listing.files);
            let files = Value::Array(files.into_iter().map(Value::String).collect());
            Ok(with_field(to_value(&listing)?, "files", files))
        })
    }

    /// Lint one Python file: pylint's score out of 10, error and warning counts, the first issues.
    #[tool(annotations(read_only_hint = true), output_schema = schema::lint())]
    async fn run_pylint_analysis(&self, Parameters(args): Parameters<LintArgs>) -> CallToolResult {
        let path = self.path(&args.file_path);
        let engine = engine(args.engine.as_deref());
        let options = engine.as_ref().map(|e| self.lint_options(*e)).ok();
        let call = ToolCall::new(
            "run_pylint_analysis",
            "pylint",
            ActionType::Analysis,
            json!({ "file_path": args.file_path, "engine": args.engine }),
            vec![args.file_path.clone()],
        );
        self.run(call, move |s| {
            engine?;
            let options = options.unwrap_or_default();
            to_value(&s.run_pylint_analysis(&path, &options)?)
        })
        .await
    }

    /// Lint every Python file under a directory; list those scoring under the threshold.
    #[tool(annotations(read_only_hint = true), output_schema = schema::audit())]
    async fn audit(&self, Parameters(args): Parameters<AuditArgs>) -> CallToolResult {
        let path = self.path(&args.directory);
        let engine = engine(args.engine.as_deref());
        let lint = engine.as_ref().map(|e| self.lint_options(*e)).ok();
        let threshold = args.threshold.unwrap_or(7.0);
        let call = ToolCall::new(
            "audit_directory",
            "pylint",
            ActionType::Analysis,
            json!({ "directory": args.directory, "threshold": threshold, "engine": args.engine }),
            vec![args.directory.clone()],
        );
        self.run(call, move |s| {
            engine?;
            let options = AuditOptions {
                lint: lint.unwrap_or_default(),
                threshold,
                progress: false,
            };
            to_value(&s.audit_directory(&path, &options)?)
        })
        .await
    }

    /// Run every pytest test under a directory, confined (no network, no secrets, writes only in the sandbox).
    #[tool(output_schema = schema::run_pytest())]
    async fn run_pytest(&self, Parameters(args): Parameters<TestArgs>) -> CallToolResult {
        let path = self.path(&args.directory);
        let options = self.test_options(
            TestOptions::for_directory(),
            args.timeout,
            args.test_timeout,
        );
        let call = ToolCall::new(
            "run_pytest",
            "pytest",
            ActionType::Analysis,
            json!({ "directory": args.directory, "timeout": args.timeout }),
            vec![args.directory.clone()],
        );
        self.run(call, move |s| to_value(&s.run_pytest(&path, &options)?))
            .await
    }

    /// Run one test file, or one test of it selected by node id, confined.
    #[tool(output_schema = schema::run_single_test())]
    async fn run_single_test(
        &self,
        Parameters(args): Parameters<SingleTestArgs>,
    ) -> CallToolResult {
        let path = self.path(&args.test_file);
        let options = self.test_options(
            TestOptions::for_single_test(),
            args.timeout,
            args.test_timeout,
        );
        let call = ToolCall::new(
            "run_single_test",
            "pytest",
            ActionType::Analysis,
            json!({ "test_file": args.test_file, "test_name": args.test_name }),
            vec![args.test_file.clone()],
        );
        self.run(call, move |s| {
            to_value(&s.run_single_test(&path, args.test_name.as_deref(), &options)?)
        })
        .await
    }

    /// The failing tests of a directory: node id, message, file and line, traceback.
    #[tool(output_schema = schema::get_failing_tests())]
    async fn get_failing_tests(&self, Parameters(args): Parameters<TestArgs>) -> CallToolResult {
        let path = self.path(&args.directory);
        let options = self.test_options(
            TestOptions::for_directory(),
            args.timeout,
            args.test_timeout,
        );
        let call = ToolCall::on_path(
            "get_failing_tests",
            "pytest",
            ActionType::Analysis,
            "directory",
            &args.directory,
        );
        self.run(call, move |s| {
            to_value(&s.get_failing_tests(&path, &options)?)
        })
        .await
    }

    /// Check Python code as CPython 3.11 would compile it; a syntax error is reported, not raised.
    #[tool(annotations(read_only_hint = true), output_schema = schema::validate_python_syntax())]
    async fn validate_python_syntax(
        &self,
        Parameters(args): Parameters<CodeArgs>,
    ) -> CallToolResult {
        let call = ToolCall::new(
            "validate_python_syntax",
            "code_modifier",
            ActionType::Analysis,
            json!({ "code_chars": args.code.chars().count() }),
            vec![],
        );
        self.run(call, move |_| {
            let verdict = validate(&args.code, DEFAULT_TARGET);
            Ok(json!({ "valid": verdict.is_ok(), "error": verdict.err() }))
        })
        .await
    }

    /// Replace (or create) a file with corrected code, if it compiles; returns sizes and a diff.
    #[tool(annotations(destructive_hint = true), output_schema = schema::apply_fix())]
    async fn apply_fix(&self, Parameters(args): Parameters<FixArgs>) -> CallToolResult {
        let path = self.path(&args.file_path);
        let call = ToolCall::on_path(
            "apply_fix",
            "code_modifier",
            ActionType::Fix,
            "file_path",
            &args.file_path,
        );
        self.run(call, move |s| {
            to_value(&s.apply_fix(&path, &args.fixed_code)?)
        })
        .await
    }

    /// Replace the one exact occurrence of `old` with `new` in a file; .py files must still compile.
    #[tool(annotations(destructive_hint = true), output_schema = schema::edit_file())]
    async fn edit_file(&self, Parameters(args): Parameters<EditArgs>) -> CallToolResult {
        let path = self.path(&args.file_path);
        let call = ToolCall::on_path(
            "edit_file",
            "code_modifier",
            ActionType::Fix,
            "file_path",
            &args.file_path,
        );
        self.run(call, move |s| {
            to_value(&s.edit_file(&path, &args.old, &args.new)?)
        })
        .await
    }

    /// Restore a file as it was before Toolsmith's last write, fix or edit of it.
    #[tool(annotations(destructive_hint = true), output_schema = schema::undo())]
    async fn undo(&self, Parameters(args): Parameters<UndoArgs>) -> CallToolResult {
        let path = self.path(&args.file_path);
        let force = args.force.unwrap_or(false);
        let call = ToolCall::new(
            "undo",
            "code_modifier",
            ActionType::Fix,
            json!({ "file_path": args.file_path, "force": force }),
            vec![args.file_path.clone()],
        );
        self.run(call, move |s| to_value(&s.undo(&path, force)?))
            .await
    }

    /// Count (and list) the functions and classes of a file that lack a docstring. Inserts nothing.
    #[tool(annotations(read_only_hint = true), output_schema = schema::add_docstring())]
    async fn add_docstring(&self, Parameters(args): Parameters<FileArgs>) -> CallToolResult {
        let path = self.path(&args.file_path);
        let call = ToolCall::on_path(
            "add_docstring",
            "code_modifier",
            ActionType::Analysis,
            "file_path",
            &args.file_path,
        );
        self.run(call, move |s| to_value(&s.add_docstring(&path)?))
            .await
    }

    /// The project's Python environment pylint and pytest use: where it came from, its
    /// interpreter, and the declared dependencies it lacks (with what to do about them).
    #[tool(annotations(read_only_hint = true), output_schema = schema::env_info())]
    async fn env_info(&self, Parameters(_args): Parameters<NoArgs>) -> CallToolResult {
        let call = ToolCall::new(
            "env_info",
            "environment",
            ActionType::Analysis,
            json!({}),
            vec![],
        );
        let options = self.environment.clone();
        self.run(call, move |s| {
            let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
            to_value(&environment::describe(
                s,
                &options,
                &toolchain,
                &ConfinementOptions::default(),
            )?)
        })
        .await
    }

    /// Install the sandbox's declared dependencies (pyproject.toml, requirements*.txt, uv.lock)
    /// into a managed environment outside it, used by pylint and pytest from then on. Wheels
    /// only; the sandbox's own code is put on the path, never built or run. On failure the
    /// previous environment stays in use.
    #[tool(output_schema = schema::env_sync())]
    async fn env_sync(&self, Parameters(args): Parameters<EnvSyncArgs>) -> CallToolResult {
        let declare = DeclareOptions {
            extras: args.extras.unwrap_or_default(),
            groups: args.groups.unwrap_or_default(),
            allow_build: args.allow_build.unwrap_or(false),
        };
        let call = ToolCall::new(
            "env_sync",
            "environment",
            ActionType::Fix,
            json!({ "extras": declare.extras, "groups": declare.groups, "allow_build": declare.allow_build }),
            vec![],
        );
        let python = self.environment.python.clone();
        self.run(call, move |s| {
            let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
            to_value(&environment::sync::sync(
                s,
                &toolchain,
                &SyncOptions { declare, python },
            )?)
        })
        .await
    }

    /// Lines, functions, classes, `__main__` block and complexity of a Python file.
    #[tool(annotations(read_only_hint = true), output_schema = schema::get_code_metrics())]
    async fn get_code_metrics(&self, Parameters(args): Parameters<FileArgs>) -> CallToolResult {
        let path = self.path(&args.file_path);
        let call = ToolCall::on_path(
            "get_code_metrics",
            "code_modifier",
            ActionType::Analysis,
            "file_path",
            &args.file_path,
        );
        self.run(call, move |s| to_value(&s.get_code_metrics(&path)?))
            .await
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Toolsmith {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(Implementation::new("toolsmith", env!("CARGO_PKG_VERSION")))
            .with_instructions(
                "Tools to repair Python code inside one sandbox directory. Paths are relative to \
                 the sandbox root. Read and list first; check syntax before writing; apply_fix or \
                 edit_file refuse code that does not compile; run_pytest runs tests confined; undo \
                 restores a file.",
            )
    }
}
