//! `toolsmith`: the command-line front of the Toolsmith core.

mod cli;
mod commands;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use toolsmith::journal::{Journal, record_tool_call};
use toolsmith::lint::AuditOptions;
use toolsmith::testing::TestOptions;
use toolsmith::{ErrorKind, Sandbox};

use cli::{Cli, Command, EnvCommand, GlobalOptions};
use commands::Outcome;

// As ruff and uv do: the system allocator's share of a short MCP round trip
// (many small JSON values made and dropped) was a sixth of the server's time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const EXIT_FAILURE_REPORTED: u8 = 1;
const EXIT_USAGE: u8 = 2;
const EXIT_SECURITY: u8 = 3;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { EXIT_USAGE } else { 0 });
        }
    };
    let json = cli.global.json;
    let outcome = run(cli);
    let printed = match &outcome {
        Ok(outcome) if outcome.already_printed => Ok(()),
        Ok(outcome) => print_outcome(outcome, json),
        Err(error) => print_error(error, json),
    };
    if let Err(e) = printed
        && e.kind() != std::io::ErrorKind::BrokenPipe
    {
        eprintln!("error: cannot write output: {e}");
        return ExitCode::from(EXIT_USAGE);
    }
    ExitCode::from(match outcome {
        Ok(outcome) => outcome.exit_code,
        Err(error) => exit_code(&error),
    })
}

fn run(cli: Cli) -> Result<Outcome, toolsmith::Error> {
    let Cli { global, command } = cli;
    let journal = journal(&global);
    let call = commands::tool_call(&command);
    let outcome = execute(&global, command, journal.as_ref());
    if let (Some(journal), Some(call)) = (&journal, &call) {
        let result = outcome.as_ref().map(|o| &o.json);
        match record_tool_call(journal, call, result) {
            Ok(appended) => {
                if let Some(notice) = appended.notice {
                    eprintln!("warning: {notice}");
                }
            }
            // The tool's own result stands; say loudly that research data is missing.
            Err(e) => eprintln!("warning: research log not written: {e}"),
        }
    }
    outcome
}

fn execute(
    global: &GlobalOptions,
    command: Command,
    journal: Option<&Journal>,
) -> Result<Outcome, toolsmith::Error> {
    let sandbox = || Sandbox::open(&global.sandbox);
    let environment = global.environment();
    match command {
        Command::Log(log) => {
            let default_log = journal
                .map(|j| j.path().to_path_buf())
                .unwrap_or_else(|| Journal::from_environment().path().to_path_buf());
            commands::log::run(log, &default_log)
        }
        Command::Read {
            path,
            lines,
            max_bytes,
        } => commands::files::read(&sandbox()?, &path, lines, max_bytes),
        Command::Write { path, max_bytes } => commands::files::write(&sandbox()?, &path, max_bytes),
        Command::Ls {
            dir,
            hidden,
            max_entries,
        } => commands::files::ls(&sandbox()?, &dir, hidden, max_entries),
        Command::Check { path, target } => commands::code::check(sandbox, &path, target),
        Command::Metrics { path } => commands::code::metrics(&sandbox()?, &path),
        Command::Docstrings { path } => commands::code::docstrings(&sandbox()?, &path),
        Command::Fix { path } => commands::code::fix(&sandbox()?, &path),
        Command::Edit { path, old, new } => commands::code::edit(&sandbox()?, &path, &old, &new),
        Command::Undo { path, force } => commands::code::undo(&sandbox()?, &path, force),
        Command::Test { dir, flags } => {
            let options =
                commands::tests::options(TestOptions::for_directory(), &flags, &environment);
            commands::tests::test(&sandbox()?, &dir, &options)
        }
        Command::TestOne {
            file,
            test_name,
            flags,
        } => {
            let options =
                commands::tests::options(TestOptions::for_single_test(), &flags, &environment);
            commands::tests::test_one(&sandbox()?, &file, test_name.as_deref(), &options)
        }
        Command::Failing { dir, flags } => {
            let options =
                commands::tests::options(TestOptions::for_directory(), &flags, &environment);
            commands::tests::failing(&sandbox()?, &dir, &options)
        }
        Command::Doctor => commands::tests::doctor(),
        Command::Env { action } => match action {
            None => commands::env::show(&sandbox()?, &environment),
            Some(EnvCommand::Sync {
                extras,
                groups,
                allow_build,
            }) => commands::env::sync(
                &sandbox()?,
                toolsmith::environment::declared::DeclareOptions {
                    extras,
                    groups,
                    allow_build,
                },
                global.python.as_deref(),
            ),
        },
        Command::Mcp => {
            let options = toolsmith_mcp::ServerOptions {
                sandbox: global.sandbox.clone(),
                journal: journal.cloned(),
                environment: environment.clone(),
            };
            toolsmith_mcp::serve_stdio(options).map_err(|e| match e {
                toolsmith_mcp::McpError::Core(core) => core,
                other => toolsmith::Error::InvalidArgument(other.to_string()),
            })?;
            let mut outcome = Outcome::success(&serde_json::Value::Null, String::new())?;
            outcome.already_printed = true;
            Ok(outcome)
        }
        Command::Lint {
            path,
            flags,
            all_issues,
        } => {
            let mut options = commands::lint::options(&flags, &environment);
            options.all_issues = all_issues;
            commands::lint::lint(&sandbox()?, &path, &options)
        }
        Command::Audit {
            dir,
            flags,
            threshold,
            sarif,
            exit_zero,
        } => {
            let options = AuditOptions {
                lint: commands::lint::options(&flags, &environment),
                threshold,
                progress: true,
            };
            let mut outcome = commands::lint::audit(&sandbox()?, &dir, &options, sarif)?;
            if exit_zero {
                outcome.exit_code = 0;
            }
            Ok(outcome)
        }
    }
}

/// The research log in force: none with `--no-log`, else `--log`, else
/// `$TOOLSMITH_LOG`, else `logs/experiment_data.json`.
fn journal(global: &GlobalOptions) -> Option<Journal> {
    if global.no_log {
        return None;
    }
    Some(match &global.log {
        Some(path) => Journal::new(PathBuf::from(path)),
        None => Journal::from_environment(),
    })
}

fn exit_code(error: &toolsmith::Error) -> u8 {
    match error.kind() {
        ErrorKind::Security => EXIT_SECURITY,
        ErrorKind::Syntax => EXIT_FAILURE_REPORTED,
        _ => EXIT_USAGE,
    }
}

fn print_outcome(outcome: &Outcome, json: bool) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    if json {
        writeln!(stdout, "{}", outcome.json)?;
    } else {
        stdout.write_all(outcome.human.as_bytes())?;
    }
    stdout.flush()
}

/// One `error:` line on stderr (plus a `hint:`); with `--json` also the spec's
/// error dictionary on stdout, so a JSON-reading agent always gets JSON.
fn print_error(error: &toolsmith::Error, json: bool) -> std::io::Result<()> {
    let message = error.to_string().replace('\n', " ");
    let mut stderr = std::io::stderr().lock();
    writeln!(stderr, "error: {message}")?;
    if let Some(hint) = error.hint() {
        writeln!(stderr, "hint: {hint}")?;
    }
    if json {
        let body = serde_json::json!({
            "error": message,
            "kind": error.kind(),
            "hint": error.hint(),
        });
        let mut stdout = std::io::stdout().lock();
        writeln!(stdout, "{body}")?;
        stdout.flush()?;
    }
    Ok(())
}
