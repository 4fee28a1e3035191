//! `toolsmith`: the command-line front of the Toolsmith core.

mod cli;
mod commands;

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use toolsmith::{ErrorKind, Sandbox};

use cli::{Cli, Command};
use commands::Outcome;

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
    let sandbox = Sandbox::open(&cli.global.sandbox)?;
    match cli.command {
        Command::Read {
            path,
            lines,
            max_bytes,
        } => commands::files::read(&sandbox, &path, lines, max_bytes),
        Command::Write { path, max_bytes } => commands::files::write(&sandbox, &path, max_bytes),
        Command::Ls {
            dir,
            hidden,
            max_entries,
        } => commands::files::ls(&sandbox, &dir, hidden, max_entries),
    }
}

fn exit_code(error: &toolsmith::Error) -> u8 {
    match error.kind() {
        ErrorKind::Security => EXIT_SECURITY,
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
