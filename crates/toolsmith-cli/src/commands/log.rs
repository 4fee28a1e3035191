//! `log stats`, `log validate`, `log append`: the research log from the shell.
//! These read or write the log itself and are not logged.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use toolsmith::Error;
use toolsmith::journal::{Journal, inspect};

use super::Outcome;
use crate::cli::LogCommand;

pub fn run(command: LogCommand, default_log: &Path) -> Result<Outcome, Error> {
    match command {
        LogCommand::Stats { file } => stats(file.as_deref().unwrap_or(default_log)),
        LogCommand::Validate { file } => validate(file.as_deref().unwrap_or(default_log)),
        LogCommand::Append {
            agent,
            model,
            action,
            details,
            status,
            repeat,
        } => {
            let details = match serde_json::from_str(&details) {
                Ok(serde_json::Value::Object(map)) => map,
                _ => {
                    return Err(Error::InvalidArgument(
                        "--details must be a JSON object".into(),
                    ));
                }
            };
            let journal = Journal::new(default_log);
            let mut ids = Vec::new();
            let mut stdout = std::io::stdout().lock();
            for _ in 0..repeat {
                let appended =
                    journal.log_experiment(&agent, &model, action, details.clone(), status)?;
                if let Some(notice) = &appended.notice {
                    eprintln!("warning: {notice}");
                }
                // Printed as soon as the append returned: a caller killed
                // midway knows exactly which entries are in.
                let _ = writeln!(stdout, "{}", appended.id);
                let _ = stdout.flush();
                ids.push(appended.id);
            }
            let mut outcome = Outcome::success(&serde_json::json!({ "ids": ids }), String::new())?;
            outcome.already_printed = true;
            Ok(outcome)
        }
    }
}

fn stats(path: &Path) -> Result<Outcome, Error> {
    let stats = inspect::stats(path)?;
    let mut human = format!(
        "{}: {} entries; {} agents, {} successful calls, {} failed (status other than SUCCESS)\n",
        stats.path, stats.entries, stats.agents, stats.successful_calls, stats.failed_calls
    );
    let _ = writeln!(
        human,
        "model calls: {} ({} failed, {} tokens); tool calls: {} ({} answered with an error); other entries: {}",
        stats.model_calls,
        stats.failed_model_calls,
        stats.tokens,
        stats.tool_calls,
        stats.tool_errors,
        stats.other_entries
    );
    let tables = [
        ("agent", &stats.by_agent),
        ("action", &stats.by_action),
        ("status", &stats.by_status),
        ("model", &stats.by_model),
    ];
    for (name, counts) in tables {
        let _ = writeln!(human, "by {name}:");
        for (key, count) in counts {
            let _ = writeln!(human, "  {count:>7}  {key}");
        }
    }
    if let (Some(first), Some(last)) = (&stats.first_timestamp, &stats.last_timestamp) {
        let _ = writeln!(human, "from {first} to {last}");
    }
    let _ = writeln!(human, "files mentioned: {}", stats.files.len());
    for (file, count) in &stats.files {
        let _ = writeln!(human, "  {count:>7}  {file}");
    }
    Outcome::success(&stats, human)
}

fn validate(path: &Path) -> Result<Outcome, Error> {
    let report = inspect::validate(path)?;
    let mut human = String::new();
    if report.valid {
        let _ = writeln!(human, "{}: valid, {} entries", report.path, report.entries);
    } else {
        let _ = writeln!(
            human,
            "{}: {} problem(s) in {} entries (a grader or the template's logger would refuse them)",
            report.path,
            report.problems.len(),
            report.entries
        );
        for problem in &report.problems {
            let _ = writeln!(human, "  {problem}");
        }
    }
    for warning in &report.warnings {
        let _ = writeln!(human, "warning: {warning}");
    }
    let mut outcome = Outcome::success(&report, human)?;
    if !report.valid {
        outcome.exit_code = 1;
    }
    Ok(outcome)
}
