//! The command-line front of the Toolsmith core: argument parsing, the
//! commands, their output and exit codes. The `toolsmith` binary is a thin
//! `main` over [`main`]; the library exists so that the Python package's
//! crate can depend on this one and its source distribution carries the
//! source of the command it installs.

mod cli;
mod commands;

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use toolsmith::ErrorKind;
use toolsmith::journal::{Journal, record_tool_call};
use toolsmith::tools::{Context, PathBase};

use cli::{Cli, Command, GlobalOptions};
use commands::{Called, Outcome};

const EXIT_FAILURE_REPORTED: u8 = 1;
const EXIT_USAGE: u8 = 2;
const EXIT_SECURITY: u8 = 3;

/// Runs the command line of this process and says how it ended.
pub fn main() -> ExitCode {
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
    let Called { call, outcome } = execute(&global, command, journal.as_ref());
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

fn execute(global: &GlobalOptions, command: Command, journal: Option<&Journal>) -> Called {
    let mut context = Context::new(&global.sandbox, PathBase::WorkingDirectory);
    context.environment = global.environment();
    // A one-shot call starts its Pythons fresh: a warm parent's start-up
    // would only add to it. `repair-tests` runs pytest again and again;
    // the server, MCP, batch and swarm make contexts of their own.
    context.confinement.warm_parent &= matches!(command, Command::RepairTests { .. });
    // The result's JSON is made only for a reader: `--json`, or the log.
    let json = global.json || journal.is_some();
    let use_server = commands::server::wanted(global.no_server);
    match commands::dispatch::tool_command(global, &mut context, command, journal, json, use_server)
    {
        Ok(called) => called,
        Err(error) => Called::plain(Err(error)),
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
