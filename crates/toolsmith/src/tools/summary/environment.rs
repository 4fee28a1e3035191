//! How `env_info` and `env_sync` read.

use std::fmt::Write as _;

use crate::environment::sync::SyncReport;
use crate::environment::{EnvironmentInfo, EnvironmentReport};

/// The lines every result shows of an environment.
fn describe_info(info: &EnvironmentInfo, human: &mut String) {
    let _ = writeln!(
        human,
        "environment:  {} ({})",
        info.source, info.python_version
    );
    let _ = writeln!(human, "interpreter:  {}", info.interpreter.display());
    if let Some(venv) = &info.venv {
        let inside = if info.inside_sandbox {
            " (inside the sandbox: runs confined)"
        } else {
            ""
        };
        let _ = writeln!(human, "virtualenv:   {}{inside}", venv.display());
    }
    if !info.declared_in.is_empty() {
        let _ = writeln!(human, "declared in:  {}", info.declared_in.join(", "));
    }
    if !info.missing.is_empty() {
        let _ = writeln!(human, "not installed: {}", info.missing.join(", "));
    }
    if !info.shared_with_tools.is_empty() {
        let _ = writeln!(
            human,
            "shared:       {} (the environment's own, as pip would keep them)",
            info.shared_with_tools.join(", ")
        );
    }
    for note in &info.notes {
        let _ = writeln!(human, "note: {note}");
    }
    if let Some(advice) = info.advice() {
        let _ = writeln!(human, "{advice}");
    }
}

pub fn environment(report: &EnvironmentReport) -> String {
    let mut human = String::new();
    describe_info(&report.environment, &mut human);
    if let Some(synced) = &report.synced {
        let _ = writeln!(
            human,
            "synced:       {} (from {}, {})",
            synced.dir.display(),
            synced.declared_in.join(", "),
            synced.synced_at
        );
    }
    let _ = writeln!(
        human,
        "tools:        pylint {}, pytest {} (on the path, not installed in the environment)",
        report.pylint_version, report.pytest_version
    );
    for skipped in &report.declarations.skipped {
        let _ = writeln!(human, "skipped: {skipped}");
    }
    human
}

pub fn sync(report: &SyncReport) -> String {
    let mut human = format!(
        "{} {} (Python {}) from {}: {} distributions in {:.1}s\n",
        if report.reused { "reused" } else { "synced" },
        report.environment.display(),
        report.python_version,
        report.declared_in.join(", "),
        report.installed.len(),
        report.duration
    );
    let _ = writeln!(
        human,
        "project on the path: {}",
        report.project_path.display()
    );
    for skipped in &report.skipped {
        let _ = writeln!(human, "skipped: {skipped}");
    }
    for note in &report.notes {
        let _ = writeln!(human, "note: {note}");
    }
    human
}
