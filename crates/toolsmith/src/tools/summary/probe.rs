//! How `probe` reads: each finding with its call and where its input came
//! from, then the counts.

use std::fmt::Write as _;

use crate::probe::{Finding, ProbeReport};

pub fn probe(report: &ProbeReport) -> String {
    let mut human = String::new();
    for finding in &report.findings {
        finding_lines(finding, &mut human);
    }
    let _ = writeln!(
        human,
        "{} findings ({} hangs, {} crashes, {} doctest mismatches): {} calls run, {} skipped, in {:.2}s",
        report.findings.len(),
        report.hangs,
        report.crashes,
        report.doctest_mismatches,
        report.calls_run,
        report.calls_skipped,
        report.duration
    );
    if report.out_of_time {
        let _ = writeln!(human, "the time budget ran out: some calls were never run");
    }
    for file in &report.checks_written {
        let _ = writeln!(human, "checks written: {file}");
    }
    if !report.error_log.is_empty() && report.calls_run == 0 {
        let _ = writeln!(human, "{}", report.error_log.trim_end());
    }
    super::confinement_note(&report.confinement, &mut human);
    human
}

fn finding_lines(finding: &Finding, human: &mut String) {
    let what = match finding.kind.as_str() {
        "hang" => format!(
            "HANG {} did not return within {} s",
            finding.call,
            finding.seconds.unwrap_or(0.0)
        ),
        "doctest" => format!(
            "DOCTEST {}: {} expected {:?}, got {:?}",
            finding.name.as_deref().unwrap_or(&finding.module),
            finding.example.as_deref().unwrap_or(""),
            finding.expected.as_deref().unwrap_or("").trim_end(),
            finding.got.as_deref().unwrap_or("").trim_end()
        ),
        _ => format!(
            "CRASH {} raised {}: {}{}",
            finding.call,
            finding.exception.as_deref().unwrap_or("an exception"),
            finding.message.as_deref().unwrap_or(""),
            finding
                .raised_at
                .as_deref()
                .map(|at| format!(" at {at}"))
                .unwrap_or_default()
        ),
    };
    let _ = writeln!(
        human,
        "{}: {what} (input from {} {})",
        finding.file, finding.source, finding.origin
    );
}
