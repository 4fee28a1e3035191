//! The report as one self-contained HTML page: no script, no network; the
//! charts are inline SVG drawn here.

use std::fmt::Write;

use std::path::Path;

use crate::error::{Result, SwarmError};
use crate::report::{SwarmReport, yes_no};

/// Writes the page for `report` to `page`.
pub fn write(page: &Path, report: &SwarmReport) -> Result<()> {
    std::fs::write(page, html(report)).map_err(|e| {
        SwarmError::InvalidInput(format!("{}: cannot write the report: {e}", page.display()))
    })
}

/// The page for `report`.
pub fn html(report: &SwarmReport) -> String {
    let mut page = String::new();
    write_head(&mut page, report);
    write_files(&mut page, report);
    write_tests_and_probe(&mut page, report);
    write_iterations(&mut page, report);
    write_remaining_and_changes(&mut page, report);
    page.push_str("</body></html>\n");
    page
}

/// The title, the verdict and the prompt set.
fn write_head(page: &mut String, report: &SwarmReport) {
    let title = format!("Refactoring Swarm: {}", escape(&report.target_dir));
    let _ = write!(
        page,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}</title>\n<style>{STYLE}</style></head><body>\n<h1>{title}</h1>\n"
    );
    let _ = writeln!(
        page,
        "<p id=\"verdict\" class=\"{}\">{} after {} iteration(s) ({}); model {}; {} model call(s), {} token(s); {:.1} s.</p>",
        if report.accepted { "accepted" } else { "open" },
        if report.accepted {
            "Accepted"
        } else {
            "Not accepted"
        },
        report.iterations,
        escape(report.stop_reason.as_str()),
        escape(&report.model),
        report.model_calls,
        report.tokens,
        report.duration
    );
    let _ = writeln!(
        page,
        "<p id=\"prompts\">{}</p>",
        escape(&report.prompts.describe())
    );
}

/// Each file before and after.
fn write_files(page: &mut String, report: &SwarmReport) {
    page.push_str("<h2>Files</h2>\n<table id=\"files\"><tr><th>file</th><th>compiles</th><th>score</th><th>changed</th></tr>\n");
    for file in &report.files {
        let _ = writeln!(
            page,
            "<tr><td>{}</td><td>{} &rarr; {}</td><td>{:.2} &rarr; {:.2}</td><td>{}</td></tr>",
            escape(&file.file),
            yes_no(file.compiles_before),
            yes_no(file.compiles_after),
            file.score_before,
            file.score_after,
            yes_no(file.changed)
        );
    }
    page.push_str("</table>\n<h2>Tests</h2>\n");
}

/// The tests' counts and the probe's findings, before and after.
fn write_tests_and_probe(page: &mut String, report: &SwarmReport) {
    if report.has_tests {
        let _ = writeln!(
            page,
            "<p id=\"tests\">before: {} passed, {} failed, {} errors; after: {} passed, {} failed, {} errors.</p>",
            report.tests_before.passed,
            report.tests_before.failed,
            report.tests_before.errors,
            report.tests_after.passed,
            report.tests_after.failed,
            report.tests_after.errors
        );
    } else {
        page.push_str("<p id=\"tests\">No tests: judged by syntax, lint and the probe.</p>\n");
    }
    let _ = writeln!(
        page,
        "<p id=\"probe\">Probe findings (calls on inputs the code gives itself): {} before, {} after.</p>",
        report.probe_before, report.probe_after
    );
    if !report.probe_findings.is_empty() {
        page.push_str("<ul id=\"probe-findings\">\n");
        for finding in &report.probe_findings {
            let _ = writeln!(
                page,
                "<li>{}: {}</li>",
                escape(&finding.kind),
                escape(&finding.description)
            );
        }
        page.push_str("</ul>\n");
    }
}

/// The charts, then each iteration with the Fixer's actions.
fn write_iterations(page: &mut String, report: &SwarmReport) {
    page.push_str("<h2>Iterations</h2>\n");
    page.push_str(&charts(report));
    page.push_str("<ol id=\"iterations\">\n");
    for iteration in &report.history {
        let _ = write!(
            page,
            "<li>{}{}<ul>",
            if iteration.kept { "kept" } else { "undone" },
            iteration
                .reason
                .as_ref()
                .map(|r| format!(": {}", escape(r)))
                .unwrap_or_default()
        );
        for action in &iteration.actions {
            let _ = write!(page, "<li>{}</li>", escape(action));
        }
        page.push_str("</ul></li>\n");
    }
    page.push_str("</ol>\n");
}

/// What the run left undone, and each changed file's diff.
fn write_remaining_and_changes(page: &mut String, report: &SwarmReport) {
    if !report.remaining.is_empty() {
        page.push_str("<h2>Remaining</h2>\n<ul id=\"remaining\">\n");
        for item in &report.remaining {
            let _ = writeln!(page, "<li>{}</li>", escape(item));
        }
        page.push_str("</ul>\n");
    }
    page.push_str("<h2>Changes</h2>\n");
    for file in report.files.iter().filter(|f| f.changed) {
        let _ = writeln!(
            page,
            "<h3>{}</h3>\n<pre class=\"diff\">{}</pre>",
            escape(&file.file),
            diff_lines(&file.diff)
        );
    }
}

const STYLE: &str = "body{font-family:sans-serif;margin:2em;max-width:70em}\
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em}\
.accepted{color:#176f2c}.open{color:#a33}pre.diff{background:#f6f6f6;padding:.5em;overflow:auto}\
.add{color:#176f2c}.del{color:#a33}svg text{font-size:11px}";

/// The mean score and the passing tests per iteration (0: before the run).
fn charts(report: &SwarmReport) -> String {
    let mut scores = vec![report.mean_score_before];
    let mut passed = vec![report.tests_before.passed as f64];
    for iteration in &report.history {
        scores.push(iteration.mean_score);
        passed.push(iteration.tests.passed as f64);
    }
    let total = report
        .history
        .iter()
        .map(|i| i.tests.passed + i.tests.failed + i.tests.errors)
        .chain([report.tests_before.passed
            + report.tests_before.failed
            + report.tests_before.errors])
        .max()
        .unwrap_or(0)
        .max(1) as f64;
    let mut out = line_chart("score-chart", "mean pylint score", &scores, 10.0);
    if report.has_tests {
        out.push_str(&line_chart("test-chart", "tests passing", &passed, total));
    }
    out
}

fn line_chart(id: &str, label: &str, values: &[f64], top: f64) -> String {
    let (width, height, margin) = (420.0, 160.0, 30.0);
    let step = if values.len() > 1 {
        (width - 2.0 * margin) / (values.len() - 1) as f64
    } else {
        0.0
    };
    let point = |i: usize, v: f64| {
        (
            margin + step * i as f64,
            height - margin - (v / top).clamp(0.0, 1.0) * (height - 2.0 * margin),
        )
    };
    let path: Vec<String> = values
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let (x, y) = point(i, *v);
            format!("{x:.1},{y:.1}")
        })
        .collect();
    let mut svg = format!(
        "<svg id=\"{id}\" width=\"{width}\" height=\"{height}\" role=\"img\" aria-label=\"{label}\"><text x=\"4\" y=\"14\">{label} per iteration (0: before)</text>\
         <line x1=\"{margin}\" y1=\"{y}\" x2=\"{x2}\" y2=\"{y}\" stroke=\"#999\"/><polyline fill=\"none\" stroke=\"#2a6fb0\" stroke-width=\"2\" points=\"{}\"/>",
        path.join(" "),
        y = height - margin,
        x2 = width - margin,
    );
    for (i, v) in values.iter().enumerate() {
        let (x, y) = point(i, *v);
        let _ = write!(
            svg,
            "<circle cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"3\" fill=\"#2a6fb0\"/><text x=\"{x:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>",
            y - 6.0,
            format_value(*v)
        );
    }
    svg.push_str("</svg>\n");
    svg
}

fn format_value(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value:.2}")
    }
}

fn diff_lines(diff: &str) -> String {
    diff.lines()
        .map(|line| {
            let class = match line.as_bytes().first() {
                Some(b'+') if !line.starts_with("+++") => "add",
                Some(b'-') if !line.starts_with("---") => "del",
                _ => "",
            };
            if class.is_empty() {
                escape(line)
            } else {
                format!("<span class=\"{class}\">{}</span>", escape(line))
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}
