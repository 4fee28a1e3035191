//! Command-line definitions (clap). Names and options are the stable contract
//! of spec/DESIGN.md: tests and outside scripts call them.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use toolsmith::files::{
    DEFAULT_MAX_ENTRIES, DEFAULT_MAX_READ_BYTES, DEFAULT_MAX_RESULTS, LineRange,
};
use toolsmith::journal::{ActionType, Status};
use toolsmith::python::PythonVersion;

#[derive(Debug, Parser)]
#[command(
    name = "toolsmith",
    version,
    about = "Sandboxed tools for LLM agents that repair Python code",
    after_help = "Exit codes: 0 success; 1 the tool ran and reports a failure; \
                  2 usage or environment error; 3 security violation (path outside the sandbox)."
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalOptions,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args)]
pub struct GlobalOptions {
    /// Sandbox root: every path must resolve inside it.
    #[arg(long, global = true, value_name = "DIR", default_value = toolsmith::DEFAULT_SANDBOX_DIR)]
    pub sandbox: PathBuf,
    /// Research log file (default logs/experiment_data.json, or $TOOLSMITH_LOG).
    #[arg(long, global = true, value_name = "FILE", conflicts_with = "no_log")]
    pub log: Option<PathBuf>,
    /// Do not write the research log.
    #[arg(long, global = true)]
    pub no_log: bool,
    /// Print the result as JSON (the spec's dictionary plus extra keys).
    #[arg(long, global = true)]
    pub json: bool,
    /// The project's virtualenv: pylint and pytest see its packages (default: $VIRTUAL_ENV,
    /// then .venv, venv or env at the sandbox root, then the one `env sync` made).
    #[arg(long, global = true, value_name = "DIR", conflicts_with = "python")]
    pub venv: Option<PathBuf>,
    /// An interpreter whose packages are the project's (instead of a virtualenv).
    #[arg(long, global = true, value_name = "PATH")]
    pub python: Option<PathBuf>,
    /// Lint with this process's own pylint workers, not the warm lint server's
    /// (also: TOOLSMITH_NO_SERVER=1).
    #[arg(long, global = true)]
    pub no_server: bool,
}

impl GlobalOptions {
    /// The project's environment as named on the command line.
    pub fn environment(&self) -> toolsmith::environment::EnvironmentOptions {
        toolsmith::environment::EnvironmentOptions {
            venv: self.venv.clone(),
            python: self.python.clone(),
        }
    }
}

#[derive(Debug, Args, Clone)]
pub struct LintFlags {
    /// pylint (the score graders use) or ruff (in-process, much faster; its score is an estimate).
    #[arg(long, value_enum, default_value = "pylint")]
    pub engine: EngineArg,
    /// Use the project's own pylintrc/pyproject (they can load plugins, i.e. run code).
    #[arg(long)]
    pub project_config: bool,
    /// Do not read or write the result cache.
    #[arg(long)]
    pub no_cache: bool,
    /// Time limit per file in seconds.
    #[arg(long, value_name = "S", default_value_t = 30)]
    pub timeout: u64,
    /// The directory pylint runs from (`cd DIR && pylint FILE`): a project inside the
    /// sandbox. Default: the sandbox root, whose contents decide first and third party imports.
    #[arg(long, value_name = "DIR")]
    pub root: Option<String>,
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum EngineArg {
    Pylint,
    Ruff,
}

#[derive(Debug, Args, Clone)]
pub struct TestFlags {
    /// The whole run's time limit in seconds (everything is killed at it).
    #[arg(long, value_name = "S")]
    pub timeout: Option<u64>,
    /// Each test's own limit in seconds: a test over it is stopped, reported
    /// as failed, and the run goes on (default: half the run's limit).
    #[arg(long, value_name = "S", value_parser = parse_seconds)]
    pub test_timeout: Option<f64>,
    /// Refuse to run unless every confinement mechanism is in force.
    #[arg(long)]
    pub require_confinement: bool,
    /// Run the tests unconfined, with your environment (debugging only).
    #[arg(long, conflicts_with = "require_confinement")]
    pub no_confinement: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a file (read_file), or several (read_files: each with its content or its own error).
    Read {
        #[arg(required = true, value_name = "PATH")]
        paths: Vec<PathBuf>,
        /// Only these lines, 1-based and inclusive: START:END, START:, :END or LINE (one file only).
        #[arg(long, value_name = "START:END")]
        lines: Option<LineRange>,
        /// Refuse to return more than this many bytes.
        #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_READ_BYTES)]
        max_bytes: u64,
    },
    /// Write standard input to a file, atomically (write_file).
    Write {
        path: PathBuf,
        /// Refuse more than this many bytes of input.
        #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_READ_BYTES)]
        max_bytes: u64,
    },
    /// List the Python files under a directory (list_files).
    Ls {
        dir: PathBuf,
        /// Also enter hidden directories.
        #[arg(long)]
        hidden: bool,
        /// List at most this many files; the result says when it is truncated.
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_ENTRIES)]
        max_entries: usize,
    },
    /// Search file contents with ripgrep's engine; exit 1 when nothing matches.
    Search {
        #[arg(allow_hyphen_values = true)]
        pattern: String,
        /// Directory to search (default: the sandbox root).
        dir: Option<PathBuf>,
        /// Take the pattern as literal text.
        #[arg(long, short = 'F')]
        fixed_strings: bool,
        #[arg(long, short = 'i')]
        ignore_case: bool,
        /// Only files matching this glob (repeatable): `*.py` a name anywhere, `tests/**/*.py` a path.
        #[arg(long = "glob", short = 'g', value_name = "GLOB")]
        globs: Vec<String>,
        /// Lines of context before and after each match.
        #[arg(long, short = 'C', value_name = "N", default_value_t = 0)]
        context: usize,
        /// At most this many matching lines; the result says when it is cut.
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_RESULTS)]
        max_results: usize,
    },
    /// The files of any type whose names match a glob (`**/test_*.py`, `*.toml`).
    Find {
        glob: String,
        /// Directory to look in (default: the sandbox root).
        dir: Option<PathBuf>,
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_ENTRIES)]
        max_results: usize,
    },
    /// Classes and functions of a Python file, or of every file under a directory, with line ranges.
    Outline { path: PathBuf },
    /// Check Python syntax as CPython would compile it (validate_python_syntax); exit 1 on an error.
    Check {
        /// A file in the sandbox, or `-` for standard input.
        path: PathBuf,
        /// The Python version to check against.
        #[arg(long, value_name = "X.Y", default_value = "3.11", value_parser = parse_python_version)]
        target: PythonVersion,
    },
    /// Lines, functions, classes, __main__ block and complexity (get_code_metrics).
    Metrics { path: PathBuf },
    /// Functions and classes without a docstring (add_docstring); inserts nothing.
    Docstrings { path: PathBuf },
    /// Replace a file with the code on stdin if it compiles (apply_fix).
    Fix { path: PathBuf },
    /// Replace exact text: each --old with the --new after it, in order, all or nothing;
    /// .py files must still compile; one undo restores the file.
    Edit {
        path: PathBuf,
        #[arg(long, allow_hyphen_values = true, required = true)]
        old: Vec<String>,
        #[arg(long, allow_hyphen_values = true, required = true)]
        new: Vec<String>,
        /// Replace every occurrence of each --old, not exactly one.
        #[arg(long)]
        replace_all: bool,
    },
    /// ruff's fixes and formatter on a .py file or every one under a directory, in-process.
    Autofix {
        path: PathBuf,
        /// Also apply the fixes ruff calls unsafe (they may change behaviour).
        #[arg(long = "unsafe")]
        unsafe_fixes: bool,
        /// Fixes only: do not run the formatter.
        #[arg(long)]
        no_format: bool,
        /// Say what would change; write nothing.
        #[arg(long)]
        dry_run: bool,
        /// Fix pylint's messages (the ruff rules that answer them); kept only if pylint's
        /// score does not fall.
        #[arg(long)]
        pylint: bool,
    },
    /// Syntax repair without a model: ranked candidates that compile (repair_syntax);
    /// exit 1 when none repairs the file, 0 when it compiles already.
    Repair {
        /// A file in the sandbox, or `-` for code on standard input.
        path: PathBuf,
        /// Write the best candidate to the file (undoable).
        #[arg(long)]
        apply: bool,
        /// With --apply, write the best partial repair when no candidate compiles
        /// (the file still does not compile; undoable).
        #[arg(long, requires = "apply")]
        partial: bool,
        /// Candidates shown at most, best first.
        #[arg(long, value_name = "N", default_value_t = toolsmith::repair::DEFAULT_CANDIDATES)]
        candidates: usize,
    },
    /// Apply a unified diff (on stdin) across files, all or nothing; paths from the sandbox root.
    Patch {
        /// Check that it applies and compiles; write nothing.
        #[arg(long)]
        dry_run: bool,
    },
    /// Restore the file as it was before Toolsmith's last write, fix or edit of it.
    Undo {
        path: PathBuf,
        /// Restore even if the file changed since.
        #[arg(long)]
        force: bool,
    },
    /// Lint one file: pylint's own score and issues (run_pylint_analysis).
    Lint {
        path: PathBuf,
        #[command(flatten)]
        flags: LintFlags,
        /// Return every issue, not only the first 20.
        #[arg(long)]
        all_issues: bool,
    },
    /// Lint every Python file under a directory (the spec's audit_directory); exit 1 if any scores under the threshold.
    Audit {
        dir: PathBuf,
        #[command(flatten)]
        flags: LintFlags,
        /// Files scoring under this are reported.
        #[arg(long, default_value_t = toolsmith::lint::DEFAULT_THRESHOLD)]
        threshold: f64,
        /// Print SARIF 2.1.0 (for code-scanning tools) instead.
        #[arg(long, conflicts_with = "json")]
        sarif: bool,
        /// Exit 0 even when files score under the threshold (as pylint's --exit-zero).
        #[arg(long)]
        exit_zero: bool,
    },
    /// Run every test under a directory, confined (run_pytest); exit 1 if any fails or errors.
    Test {
        dir: PathBuf,
        #[command(flatten)]
        flags: TestFlags,
    },
    /// Test-guided repair of a one-line logic bug the failing tests (or, with
    /// --probe, the probe's findings) expose (repair_failing_tests); exit 1 when
    /// no plausible patch is found.
    RepairTests {
        dir: PathBuf,
        /// Write the best candidate with which every test passes (undoable).
        #[arg(long)]
        apply: bool,
        /// With --apply, write the best partial patch when no candidate makes every
        /// test pass (some failing tests pass, none breaks).
        #[arg(long, requires = "apply")]
        partial: bool,
        /// The search's time budget in seconds.
        #[arg(long, value_name = "S", default_value_t = 60.0)]
        budget: f64,
        /// Candidates shown at most.
        #[arg(long, value_name = "N", default_value_t = toolsmith::repair::DEFAULT_CANDIDATES)]
        candidates: usize,
        /// Take the probe's findings (hangs, crashes, doctest mismatches) as failing
        /// checks too: code without tests can then be repaired.
        #[arg(long)]
        probe: bool,
        /// With --probe: each probe call's limit in seconds.
        #[arg(long, value_name = "S", requires = "probe")]
        probe_timeout: Option<f64>,
        #[command(flatten)]
        flags: TestFlags,
    },
    /// Run one test file, or one test of it by node id (run_single_test).
    TestOne {
        file: PathBuf,
        /// `test_x`, `TestClass::test_x` or `test_x[param]`.
        test_name: Option<String>,
        #[command(flatten)]
        flags: TestFlags,
    },
    /// The failing tests of a directory with their messages (get_failing_tests).
    Failing {
        dir: PathBuf,
        #[command(flatten)]
        flags: TestFlags,
    },
    /// Find bugs in code without tests by running it, confined, on inputs the code itself
    /// gives (doctests, `__main__` blocks, calls with literal arguments, small inputs from
    /// signatures); exit 1 when there are findings (hangs, crashes, doctest mismatches).
    Probe {
        path: PathBuf,
        /// Each call's limit in seconds: a call still running then is a hang.
        #[arg(long, value_name = "S", value_parser = parse_seconds)]
        timeout: Option<f64>,
        /// Calls run at most.
        #[arg(long, value_name = "N")]
        max_calls: Option<usize>,
        /// The whole probe's time budget in seconds.
        #[arg(long, value_name = "S", value_parser = parse_seconds)]
        budget: Option<f64>,
        /// Write the findings into this directory as a pytest file, a test per finding.
        #[arg(long, value_name = "DIR")]
        write_checks: Option<PathBuf>,
        /// Refuse to run unless every confinement mechanism is in force.
        #[arg(long)]
        require_confinement: bool,
    },
    /// What toolchain and confinement are in use here.
    Doctor,
    /// The project's Python environment the tools use; `env sync` makes one from its declarations.
    Env {
        #[command(subcommand)]
        action: Option<EnvCommand>,
    },
    /// Serve every tool over MCP (for Claude, Cursor, agent frameworks): on stdio, or over
    /// Streamable HTTP with --http.
    Mcp(McpArgs),
    /// Run a manifest of tool calls, one JSON line each: {"id", "sandbox", "tool", "args"}
    /// (the MCP server's tool names and arguments); an answer line per call as it finishes.
    Batch {
        /// The manifest (JSON lines); relative sandboxes are taken from its directory.
        manifest: PathBuf,
        /// Where the answers go (default: standard output); an existing file is refused without --resume.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Calls run at once (default: the number of cores).
        #[arg(long)]
        jobs: Option<usize>,
        /// Carry on from --out: skip the ids it already answers.
        #[arg(long, requires = "out")]
        resume: bool,
    },
    /// The Refactoring Swarm: Auditor, Fixer and Judge repair DIR in place until the Judge
    /// accepts (every test passes, every file compiles and reaches the threshold), offline
    /// by default. Exit 0 accepted, 1 short of it, 2 bad input or an unusable model endpoint.
    Swarm(SwarmArgs),
    /// The research log: statistics, validation, appending your own entries.
    #[command(subcommand)]
    Log(LogCommand),
    /// The warm lint server that CLI lint and audit calls share (started by the first).
    Server {
        #[command(subcommand)]
        action: ServerCommand,
    },
}

#[derive(Debug, Subcommand)]
pub enum ServerCommand {
    /// The lint servers of this user: what each serves, how long it has been idle.
    Status,
    /// Stop the server of this sandbox (and environment).
    Stop {
        /// Stop every server of this user.
        #[arg(long)]
        all: bool,
    },
    /// Serve (started by the CLI itself; not for people).
    #[command(hide = true)]
    Run {
        #[arg(long)]
        socket: PathBuf,
        /// Exit after this many seconds without a call.
        #[arg(long, default_value_t = toolsmith::lint_server::DEFAULT_IDLE.as_secs())]
        idle: u64,
    },
}

#[derive(Debug, Subcommand)]
pub enum EnvCommand {
    /// Make or update the sandbox's managed environment from pyproject.toml, requirements*.txt
    /// and uv.lock (wheels only; the sandbox's code is put on the path, never built or run).
    Sync {
        /// Also install these optional dependencies of pyproject.toml.
        #[arg(long = "extra", value_name = "NAME")]
        extras: Vec<String>,
        /// Also install these dependency groups of pyproject.toml.
        #[arg(long = "group", value_name = "NAME")]
        groups: Vec<String>,
        /// Build requirements that have no wheel (runs their build code, unconfined).
        #[arg(long)]
        allow_build: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum LogCommand {
    /// Entries by agent, action, status and model; first and last timestamp; files.
    Stats {
        /// The log file (default: the one --log, $TOOLSMITH_LOG or the default names).
        file: Option<PathBuf>,
    },
    /// Check the log the way the spec's users are graded; exit 1 listing every problem.
    Validate { file: Option<PathBuf> },
    /// Append an entry (the spec's log_experiment) and print its id.
    Append {
        #[arg(long)]
        agent: String,
        #[arg(long)]
        model: String,
        /// CODE_ANALYSIS, CODE_GEN, DEBUG or FIX.
        #[arg(long)]
        action: ActionType,
        /// A JSON object holding at least input_prompt and output_response.
        #[arg(long, value_name = "JSON")]
        details: String,
        /// SUCCESS or FAILURE.
        #[arg(long, default_value = "SUCCESS")]
        status: Status,
        /// Append the entry this many times, one id per line (for load tests).
        #[arg(long, default_value_t = 1, value_name = "N")]
        repeat: u64,
    },
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 && seconds.is_finite() => Ok(seconds),
        _ => Err(format!("{text:?} is not a positive number of seconds")),
    }
}

fn parse_python_version(text: &str) -> Result<PythonVersion, String> {
    toolsmith::python::parse_target(text)
        .ok_or_else(|| format!("{text:?} is not a version like 3.11"))
}

#[derive(Debug, Args, Clone)]
pub struct SwarmArgs {
    /// The directory to repair (also: --target_dir).
    #[arg(
        value_name = "DIR",
        required_unless_present_any = ["target_dir", "write_prompts"]
    )]
    pub target: Option<PathBuf>,
    /// The directory to repair: the sandbox, repaired in place (the lab's contract).
    #[arg(
        long = "target_dir",
        alias = "target-dir",
        value_name = "DIR",
        conflicts_with = "target"
    )]
    pub target_dir: Option<PathBuf>,
    /// Copy DIR to COPY first and repair the copy (refused if COPY exists and is not empty).
    #[arg(long, value_name = "COPY")]
    pub into: Option<PathBuf>,
    /// `offline` (no model: verified repairs only), a provider's model (gemini-2.5-flash,
    /// ollama:NAME, openai:NAME, mistral:NAME, groq:NAME) or a model at --base-url.
    #[arg(long, default_value = "offline")]
    pub model: String,
    /// An OpenAI-compatible Chat Completions endpoint (default: the provider's; for a bare
    /// name, $OPENAI_BASE_URL, else OpenAI's).
    #[arg(long, value_name = "URL")]
    pub base_url: Option<String>,
    /// The variable that holds the API key, in the environment or ./.env (default: the
    /// provider's: GEMINI_API_KEY or GOOGLE_API_KEY, OPENAI_API_KEY, MISTRAL_API_KEY,
    /// GROQ_API_KEY); the key is never printed.
    #[arg(long, value_name = "VAR")]
    pub api_key_env: Option<String>,
    /// Iterations of Fixer and Judge at most.
    #[arg(long, default_value_t = toolsmith_swarm::options::DEFAULT_MAX_ITERATIONS)]
    pub max_iterations: usize,
    /// The pylint score every file must reach.
    #[arg(long, default_value_t = toolsmith::lint::DEFAULT_THRESHOLD)]
    pub threshold: f64,
    /// The whole run's time limit in seconds.
    #[arg(long, value_name = "S")]
    pub timeout: Option<f64>,
    /// Model calls at most for the whole run.
    #[arg(long, default_value_t = toolsmith_swarm::options::DEFAULT_MAX_MODEL_CALLS)]
    pub max_model_calls: usize,
    /// The output cap of every model request (max_tokens); a reply cut there is logged and
    /// the model is told to answer shorter.
    #[arg(long, value_name = "N", default_value_t = toolsmith_swarm::options::DEFAULT_MAX_OUTPUT_TOKENS)]
    pub max_output_tokens: u32,
    /// A model call fails when nothing arrives for S seconds, the first token included
    /// (replies are streamed: a slow model that keeps writing is waited for).
    #[arg(long, value_name = "S", default_value_t = toolsmith_swarm::options::DEFAULT_MODEL_SILENCE.as_secs_f64())]
    pub model_silence_timeout: f64,
    /// One model call's whole limit in seconds, however steadily it streams.
    #[arg(long, value_name = "S", default_value_t = toolsmith_swarm::options::DEFAULT_MODEL_CALL_TIMEOUT.as_secs_f64())]
    pub model_call_timeout: f64,
    /// Write a self-contained HTML report here.
    #[arg(long, value_name = "FILE.html")]
    pub report: Option<PathBuf>,
    /// The agents' prompts from DIR (auditor.md, fixer.md, judge.md; a missing file is
    /// ours, and the run says so).
    #[arg(long, value_name = "DIR")]
    pub prompts: Option<PathBuf>,
    /// Write our prompts into DIR to start from (files already there are kept), and exit.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["target", "target_dir", "prompts"])]
    pub write_prompts: Option<PathBuf>,
}

#[derive(Debug, Args, Clone)]
pub struct McpArgs {
    /// Serve over Streamable HTTP at ADDR:PORT (port 0 picks one) instead of stdio: at
    /// /mcp, loopback unless a token is configured.
    #[arg(long, value_name = "ADDR:PORT")]
    pub http: Option<std::net::SocketAddr>,
    /// The variable holding the bearer token every request must carry (several, comma
    /// separated, are principals of their own) [default: TOOLSMITH_MCP_TOKEN when set].
    #[arg(long, value_name = "VAR", requires = "http")]
    pub token_env: Option<String>,
    /// A browser origin allowed to call (scheme://host:port; loopback origins are allowed
    /// on a loopback address).
    #[arg(long = "allow-origin", value_name = "ORIGIN", requires = "http")]
    pub allow_origin: Vec<String>,
    /// Serve each session the directory its client names as an MCP root, if it lies under
    /// --sandbox (a client without roots gets --sandbox).
    #[arg(long, requires = "http")]
    pub roots: bool,
    /// Sessions open at once at most.
    #[arg(long, value_name = "N", requires = "http", default_value_t = toolsmith_mcp::HttpLimits::default().max_sessions)]
    pub max_sessions: usize,
    /// Calls under way in one session at most.
    #[arg(long, value_name = "N", requires = "http", default_value_t = toolsmith_mcp::HttpLimits::default().max_calls_per_session)]
    pub max_calls_per_session: usize,
    /// Connections open at once at most.
    #[arg(long, value_name = "N", requires = "http", default_value_t = toolsmith_mcp::HttpLimits::default().max_connections)]
    pub max_connections: usize,
    /// A request body's size at most, in bytes.
    #[arg(long, value_name = "BYTES", requires = "http", default_value_t = toolsmith_mcp::HttpLimits::default().max_body_bytes)]
    pub max_body_bytes: usize,
    /// Seconds after which an unused session is closed.
    #[arg(long, value_name = "S", requires = "http", default_value_t = toolsmith_mcp::HttpLimits::default().idle_session_seconds)]
    pub idle_timeout: u64,
    /// Seconds a client has to send a request's head, and again its body.
    #[arg(long, value_name = "S", requires = "http", default_value_t = toolsmith_mcp::HttpLimits::default().header_timeout_seconds)]
    pub request_timeout: u64,
}
