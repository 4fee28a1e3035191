//! The embedded ruff engine: `ruff_linter` in-process, no Python at all.
//!
//! Rules: pyflakes (`F`), pycodestyle (`E`, `W`), pydocstyle (`D`, less
//! `D203`/`D213` which contradict `D211`/`D212`), pep8-naming (`N`) and the
//! pylint family (`PLC`, `PLE`, `PLR`, `PLW`); ruff's defaults (`E4`, `E7`,
//! `E9`, `F`) are among them. Target: Python 3.11.
//!
//! The score uses pylint's formula, `10 - 10 * (5*E + W + R + C) / statements`
//! clamped at 0, over our own statement count: an estimate of pylint's score,
//! not pylint's score (use the pylint engine for that).

use std::path::Path;
use std::str::FromStr;
use std::sync::OnceLock;

use ruff_db::diagnostic::Diagnostic;
use ruff_linter::RuleSelector;
use ruff_linter::linter::{ParseSource, lint_only};
use ruff_linter::registry::Rule;
use ruff_linter::rule_selector::PreviewOptions;
use ruff_linter::settings::{LinterSettings, flags};
use ruff_linter::source_kind::SourceKind;
use ruff_python_ast::statement_visitor::{StatementVisitor, walk_stmt};
use ruff_python_ast::{ModModule, PySourceType, PythonVersion, Stmt};
use ruff_python_parser::Parsed;
use serde_json::{Value, json};

use crate::python::{DEFAULT_TARGET, parse_module};

/// The rule selection, documented in the module and the README.
pub const SELECTION: &[&str] = &["E", "W", "F", "D", "N", "PLC", "PLE", "PLR", "PLW"];
const IGNORED: &[&str] = &["D203", "D213"];

/// The rules a list of codes and prefixes selects.
fn rules_of(codes: &[&str]) -> Vec<Rule> {
    codes
        .iter()
        .filter_map(|code| RuleSelector::from_str(code).ok())
        .flat_map(|selector| {
            selector
                .rules(&PreviewOptions::default())
                .collect::<Vec<_>>()
        })
        .collect()
}

pub(crate) fn settings() -> &'static LinterSettings {
    static SETTINGS: OnceLock<LinterSettings> = OnceLock::new();
    SETTINGS.get_or_init(|| {
        let ignored = rules_of(IGNORED);
        let rules = rules_of(SELECTION)
            .into_iter()
            .filter(|rule| !ignored.contains(rule));
        let mut settings = LinterSettings::for_rules(rules);
        settings.unresolved_target_version = PythonVersion::PY311.into();
        settings
    })
}

/// pylint's message type for a ruff rule code.
fn kind(code: &str) -> &'static str {
    const ERRORS: &[&str] = &["E9", "F63", "F7", "F82", "PLE"];
    if ERRORS.iter().any(|p| code.starts_with(p)) {
        "error"
    } else if code.starts_with("PLR") {
        "refactor"
    } else if code.starts_with('W') || code.starts_with('F') || code.starts_with("PLW") {
        "warning"
    } else {
        "convention"
    }
}

struct Statements(usize);

impl StatementVisitor<'_> for Statements {
    fn visit_stmt(&mut self, stmt: &Stmt) {
        self.0 += 1;
        walk_stmt(self, stmt);
    }
}

/// pylint's formula over our statement count.
fn score(statements: usize, counts: &[(&str, usize)]) -> f64 {
    let count = |kind: &str| {
        counts
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or(0, |(_, n)| *n) as f64
    };
    if statements == 0 {
        // Nothing to weigh the messages against: only errors sink it.
        return if count("error") > 0.0 { 0.0 } else { 10.0 };
    }
    let penalty = 5.0 * count("error") + count("warning") + count("refactor") + count("convention");
    (10.0 - 10.0 * penalty / statements as f64).max(0.0)
}

/// The engine's diagnostics for `code` (the content of `path`), parsed.
pub(crate) fn diagnostics(path: &Path, code: &str, parsed: Parsed<ModModule>) -> Vec<Diagnostic> {
    let source = SourceKind::Python {
        code: code.to_string(),
        is_stub: PySourceType::from(path).is_stub(),
    };
    lint_only(
        path,
        None,
        settings(),
        flags::Noqa::Enabled,
        &source,
        PySourceType::from(path),
        ParseSource::Precomputed(parsed),
    )
    .diagnostics
}

/// Lints `code` (the content of `path`) and answers in pylint's json2 shape.
/// The source is parsed once; a file that does not parse gets CPython's
/// syntax error as its one message and scores 0.
pub fn lint(path: &Path, code: &str) -> Value {
    let parsed = match parse_module(code, DEFAULT_TARGET) {
        Ok(parsed) => parsed,
        Err(error) => {
            let message = json!({
                "type": "error", "symbol": "syntax-error", "message": error.message,
                "messageId": "E999", "obj": "", "line": error.line,
                "column": error.offset.saturating_sub(1), "endLine": null, "endColumn": null,
            });
            return json!({
                "messages": [message],
                "statistics": { "messageTypeCount": { "error": 1 }, "score": 0.0 },
            });
        }
    };
    let mut counter = Statements(0);
    counter.visit_body(&parsed.syntax().body);
    let statements = counter.0;
    let diagnostics = diagnostics(path, code, parsed);
    let mut messages: Vec<Value> = diagnostics
        .iter()
        .filter(|d| !d.is_invalid_syntax())
        .map(|d| {
            let code = d
                .secondary_code()
                .map(|c| c.as_str().to_string())
                .unwrap_or_default();
            let start = d.ruff_start_location();
            let end = d.ruff_end_location();
            json!({
                "type": kind(&code),
                "symbol": d.name(),
                "message": d.concise_message().to_string(),
                "messageId": code,
                "obj": "",
                "line": start.map(|l| l.line.get()),
                "column": start.map(|l| l.column.get() - 1),
                "endLine": end.map(|l| l.line.get()),
                "endColumn": end.map(|l| l.column.get() - 1),
            })
        })
        .collect();
    messages.sort_by_key(|m| (m["line"].as_u64(), m["column"].as_u64()));
    let kinds = ["error", "warning", "refactor", "convention"];
    let counts: Vec<(&str, usize)> = kinds
        .iter()
        .map(|k| (*k, messages.iter().filter(|m| m["type"] == *k).count()))
        .collect();
    json!({
        "messages": messages,
        "statistics": {
            "messageTypeCount": counts.iter().map(|(k, n)| (k.to_string(), json!(n))).collect::<serde_json::Map<_, _>>(),
            "score": score(statements, &counts),
            "statements": statements,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_follow_pylint_categories() {
        assert_eq!(kind("F821"), "error");
        assert_eq!(kind("F401"), "warning");
        assert_eq!(kind("E501"), "convention");
        assert_eq!(kind("PLR0913"), "refactor");
        assert_eq!(kind("D100"), "convention");
    }

    #[test]
    fn the_score_is_pylints_formula_clamped_at_zero() {
        assert_eq!(score(10, &[("error", 0), ("warning", 1)]), 9.0);
        assert_eq!(score(4, &[("error", 1)]), 0.0);
        assert_eq!(score(0, &[]), 10.0);
    }

    #[test]
    fn finds_unused_imports_and_missing_docstrings() {
        let report = lint(Path::new("m.py"), "import os\n\ndef f():\n    return 1\n");
        let symbols: Vec<&str> = report["messages"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|m| m["symbol"].as_str())
            .collect();
        assert!(symbols.contains(&"unused-import"), "{symbols:?}");
        assert!(
            symbols.contains(&"undocumented-public-function"),
            "{symbols:?}"
        );
        let broken = lint(Path::new("b.py"), "def f(:\n");
        assert_eq!(broken["statistics"]["score"], 0.0);
    }
}
