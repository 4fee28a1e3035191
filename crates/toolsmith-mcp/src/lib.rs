//! Toolsmith's MCP server: every tool of the core, served with the official
//! Rust SDK (rmcp) over stdio or Streamable HTTP (one server for many
//! clients, authenticated and bounded: [`serve_http`]), for any MCP client
//! (Claude, Cursor, agent frameworks). An adapter only: arguments in, the core's result out as
//! structured content (the same JSON as the CLI's `--json`), failures as
//! `isError` results that say what to do next, one research-log entry a call.

mod roots;
mod streamable;
mod transport;

use std::path::PathBuf;
use std::sync::Arc;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ContentBlock, Implementation,
    ListToolsResult, PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool,
    ToolAnnotations,
};
use rmcp::service::{NotificationContext, RequestContext};
use rmcp::{ErrorData, RoleServer, ServerHandler, ServiceExt};
use serde_json::{Value, json};
use toolsmith::environment::EnvironmentOptions;
use toolsmith::journal::{Journal, ToolCall, record_tool_call};
use toolsmith::tools::{CATALOGUE, Context, Entry, Invocation, PathBase};
use toolsmith::{Error, Sandbox};
use transport::LineTransport;

pub use streamable::{ENDPOINT, HttpLimits, HttpOptions, Listening, serve_http};

/// What can stop the server itself (a tool's failure is a result, not this).
#[derive(Debug, thiserror::Error)]
pub enum McpError {
    #[error(transparent)]
    Core(#[from] toolsmith::Error),
    #[error("cannot start the async runtime: {0}")]
    Runtime(#[from] std::io::Error),
    #[error("MCP transport: {0}")]
    Transport(String),
    /// A setting the server will not serve with (a network without a token).
    #[error("{0}")]
    Refused(String),
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

/// The server: the core's catalogue, served as MCP tools.
#[derive(Clone)]
pub struct Toolsmith {
    context: Context,
    journal: Option<Journal>,
    /// The catalogue as MCP lists it, made once.
    tools: Arc<Vec<Tool>>,
    /// Over HTTP with `--roots`: the sandbox this session's client named,
    /// found on its first call.
    roots: Option<Arc<roots::SessionRoots>>,
}

/// A catalogue entry as an MCP tool: schemas and hints from its definition.
fn describe(entry: &Entry) -> Tool {
    let mut annotations = ToolAnnotations::new();
    if entry.hints.read_only {
        annotations = annotations.read_only(true);
    }
    if entry.hints.destructive {
        annotations = annotations.destructive(true);
    }
    Tool::new(
        entry.name,
        entry.description,
        Arc::new(entry.input_schema()),
    )
    .with_raw_output_schema(Arc::new(entry.output_schema()))
    .with_annotations(annotations)
}

impl Toolsmith {
    pub fn new(
        sandbox: Sandbox,
        journal: Option<Journal>,
        environment: EnvironmentOptions,
    ) -> Toolsmith {
        // A client knows no working directory: paths are taken from the sandbox root.
        let mut context = Context::with_sandbox(sandbox, PathBase::SandboxRoot);
        context.environment = environment;
        Toolsmith {
            context,
            journal,
            tools: Arc::new(CATALOGUE.iter().map(describe).collect()),
            roots: None,
        }
    }

    /// The same server for a new session that serves the sandbox its client
    /// names through MCP roots (under this one's), else this one's.
    pub(crate) fn for_session_with_roots(&self) -> Toolsmith {
        Toolsmith {
            roots: Some(Arc::new(roots::SessionRoots::default())),
            ..self.clone()
        }
    }

    /// Runs a call of `entry`: a quick one (one file, one bounded listing)
    /// on this thread, as a hand-off would cost more than the call; any other
    /// in the blocking pool, so that slow tools do not hold the others up.
    async fn invoke(
        &self,
        context: &Context,
        entry: &'static Entry,
        arguments: Value,
    ) -> Invocation {
        if entry.hints.quick {
            return entry.invoke_summarized(context, arguments);
        }
        let context = context.clone();
        tokio::task::spawn_blocking(move || entry.invoke_summarized(&context, arguments))
            .await
            .unwrap_or_else(|e| Invocation {
                call: ToolCall::new(entry.name, entry.module, entry.action, Value::Null, vec![]),
                outcome: Err(Error::InvalidArgument(format!("internal error: {e}"))),
                summary: None,
                submitted_code: None,
            })
    }

    /// Logs the call and shapes its result: structured content and a short
    /// text, or an `isError` result saying what to do next.
    fn respond(&self, invocation: Invocation) -> CallToolResult {
        let Invocation {
            call,
            outcome,
            summary,
            ..
        } = invocation;
        if let Some(journal) = &self.journal {
            match record_tool_call(journal, &call, outcome.as_ref()) {
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
                // the whole value as text, which the tool's summary replaces.
                let text = summary_text(summary.as_deref().unwrap_or_default());
                let mut result = CallToolResult::success(vec![ContentBlock::text(text)]);
                result.structured_content = Some(value);
                result
            }
            Err(error) => error_result(&call, &error),
        }
    }
}

/// The text sent beside a structured result: the tool's summary (the CLI's
/// output), cut in the middle past [`SUMMARY_LIMIT`] characters (a model
/// reads the rest from the structured result), never empty.
fn summary_text(summary: &str) -> String {
    if summary.trim().is_empty() {
        return "(nothing)".into();
    }
    toolsmith::text::bounded(summary.trim_end(), SUMMARY_LIMIT).into_owned()
}

/// How long a result's text may be (a listing of thousands of files, a
/// search's every match): past it, the structured result holds the rest.
const SUMMARY_LIMIT: usize = 20_000;

/// The `_meta` key of a failed call's details (`error`, `kind`, `hint`,
/// `operation`).
pub const ERROR_META: &str = "toolsmith/error";

fn error_result(call: &ToolCall, error: &Error) -> CallToolResult {
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
    // Structured content must match the tool's output schema (the
    // TypeScript SDK rejects a result whose content does not, error or not):
    // what failed goes in the text, and in `_meta` for programs.
    let mut result = CallToolResult::error(vec![ContentBlock::text(text)]);
    let details = json!({
        "error": message,
        "kind": error.kind(),
        "hint": hint,
        "operation": call.tool,
    });
    let mut meta = serde_json::Map::new();
    meta.insert(ERROR_META.to_string(), details);
    result.meta = Some(rmcp::model::MetaObject(meta));
    result
}

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

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(self.tools.as_ref().clone()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let Some(entry) = toolsmith::tools::find(&request.name) else {
            let known: Vec<&str> = CATALOGUE.iter().map(|e| e.name).collect();
            return Err(ErrorData::invalid_params(
                format!(
                    "unknown tool {:?}; the tools are: {}",
                    request.name,
                    known.join(", ")
                ),
                None,
            ));
        };
        let arguments = request.arguments.map(Value::Object).unwrap_or(Value::Null);
        let sandbox = match &self.roots {
            Some(roots) => roots.context(&self.context, &context.peer).await?,
            None => self.context.clone(),
        };
        let mut invocation = self.invoke(&sandbox, entry, arguments).await;
        invocation.call.session = streamable::session_of(&context);
        Ok(self.respond(invocation).into())
    }

    async fn on_roots_list_changed(&self, _context: NotificationContext<RoleServer>) {
        if let Some(roots) = &self.roots {
            roots.forget().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_summary_says_so_and_a_long_one_is_cut_in_the_middle() {
        assert_eq!(summary_text(""), "(nothing)");
        assert_eq!(summary_text("a.py\nb.py\n"), "a.py\nb.py");
        let files: Vec<String> = (0..3000).map(|i| format!("pkg/module_{i:04}.py")).collect();
        let text = summary_text(&files.join("\n"));
        assert!(text.len() < 21_000, "{}", text.len());
        assert!(text.contains("[truncated: "), "{}", &text[..100]);
        assert!(text.starts_with("pkg/module_0000.py\n"));
        assert!(text.ends_with("pkg/module_2999.py"));
    }
}
