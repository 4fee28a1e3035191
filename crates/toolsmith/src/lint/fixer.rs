//! Mechanical fixes without a model: ruff's own fixes (the rules of the
//! embedded engine), applied a round at a time as `ruff_linter`'s fix loop
//! applies them, and ruff's formatter, in-process, on one file's text. The
//! loop itself (lint, apply a round, format) and what to do with the result
//! (compile it, write it, record it for undo) are the caller's.

use std::cmp::Ordering;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::Path;

use ruff_db::diagnostic::Diagnostic;
use ruff_diagnostics::{Edit, Fix, IsolationLevel};
use ruff_formatter::printer::LineEnding;
use ruff_linter::registry::Rule;
use ruff_linter::settings::types::UnsafeFixes;
use ruff_python_ast::PythonVersion;
use ruff_python_formatter::{PyFormatOptions, format_module_source};
use ruff_text_size::{Ranged, TextSize};
use serde::Serialize;

/// What to apply.
#[derive(Debug, Clone, Copy, Default)]
pub struct FixOptions {
    /// Also the fixes ruff calls unsafe (they may change behaviour).
    pub unsafe_fixes: bool,
    /// Run the formatter after the fixes (`ruff format`'s defaults).
    pub format: bool,
}

/// How many issues of one rule the fixes removed.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct FixedCode {
    /// ruff's rule code, e.g. `F401`.
    pub code: String,
    /// ruff's rule name, e.g. `unused-import`.
    pub rule: String,
    pub count: usize,
}

/// Why a file could not be fixed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotFixed(pub String);

/// The first round of ruff's fix loop, from diagnostics already found:
/// the text with the fixes applied, and how many of each rule.
#[derive(Debug, Clone)]
pub struct Round {
    pub text: String,
    /// A fix waits for the next round (it overlapped an applied one).
    pub deferred: bool,
    fixed: BTreeMap<String, (&'static str, usize)>,
}

/// Applies, as ruff's fix loop does in one round, the fixes of `diagnostics`
/// (found in `code`) that `unsafe_fixes` allows; `None` when none applies.
/// Fixes go in order of their first edit (a redefinition before an unused
/// import, which could remove it; a missing period before the blank line
/// after a docstring's last paragraph); one that overlaps an applied edit,
/// or shares an isolation group with an applied fix, waits for the next round.
pub fn first_round(code: &str, diagnostics: &[Diagnostic], unsafe_fixes: bool) -> Option<Round> {
    let required = unsafe_fixes_of(unsafe_fixes).required_applicability();
    let mut fixes: Vec<(&str, &'static str, &Fix)> = diagnostics
        .iter()
        .filter_map(|d| Some((d.secondary_code()?.as_str(), d.name(), d.fix()?)))
        .filter(|(_, _, fix)| fix.applies(required))
        .collect();
    if fixes.is_empty() {
        return None;
    }
    // Stable: ties keep the engine's order, as ruff's own sort does.
    fixes.sort_by(|(_, a_name, a), (_, b_name, b)| fix_order(a_name, a, b_name, b));
    let mut text = String::with_capacity(code.len());
    let mut copied_to = TextSize::default();
    let mut written: Option<TextSize> = None;
    let mut applied: BTreeSet<&Edit> = BTreeSet::new();
    let mut groups: HashSet<u32> = HashSet::new();
    let mut fixed: BTreeMap<String, (&'static str, usize)> = BTreeMap::new();
    let mut deferred = false;
    for (code_name, rule, fix) in fixes {
        let fresh: Vec<&Edit> = fix
            .edits()
            .iter()
            .filter(|e| !applied.contains(e))
            .collect();
        if let Some(first) = fresh.first() {
            if let IsolationLevel::Group(group) = fix.isolation()
                && !groups.insert(group)
            {
                deferred = true;
                continue;
            }
            if written.is_some_and(|end| end >= first.start()) {
                deferred = true;
                continue;
            }
        }
        for edit in fresh {
            text.push_str(code.get(copied_to.to_usize()..edit.start().to_usize())?);
            text.push_str(edit.content().unwrap_or_default());
            copied_to = edit.end();
            written = Some(edit.end());
            applied.insert(edit);
        }
        fixed.entry(code_name.to_string()).or_insert((rule, 0)).1 += 1;
    }
    text.push_str(code.get(copied_to.to_usize()..)?);
    Some(Round {
        text,
        deferred,
        fixed,
    })
}

/// ruff's order of fixes within a round.
fn fix_order(a_name: &str, a: &Fix, b_name: &str, b: &Fix) -> Ordering {
    let redefined = Rule::RedefinedWhileUnused.name().as_str();
    let first = match (a_name == redefined, b_name == redefined) {
        (true, false) => Ordering::Less,
        (false, true) => Ordering::Greater,
        _ => Ordering::Equal,
    };
    // Pairs of rules whose fixes at one place must go in this order.
    let before = [
        (Rule::MissingTrailingPeriod, Rule::NewLineAfterLastParagraph),
        (
            Rule::IfElseBlockInsteadOfDictGet,
            Rule::IfElseBlockInsteadOfIfExp,
        ),
    ];
    first
        .then_with(|| a.min_start().cmp(&b.min_start()))
        .then_with(|| {
            before
                .iter()
                .find_map(|(x, y)| {
                    let (x, y) = (x.name().as_str(), y.name().as_str());
                    if (a_name, b_name) == (x, y) {
                        Some(Ordering::Less)
                    } else if (a_name, b_name) == (y, x) {
                        Some(Ordering::Greater)
                    } else {
                        None
                    }
                })
                .unwrap_or(Ordering::Equal)
        })
}

fn unsafe_fixes_of(enabled: bool) -> UnsafeFixes {
    if enabled {
        UnsafeFixes::Enabled
    } else {
        UnsafeFixes::Disabled
    }
}

/// At most this many rounds of fixes per file, as ruff's own loop.
pub const MAX_ROUNDS: usize = 100;

/// The fixes applied over several rounds, per rule.
#[derive(Debug, Default)]
pub struct Tally(BTreeMap<String, (&'static str, usize)>);

impl Tally {
    /// Counts a round's fixes; gives its text.
    pub fn add(&mut self, round: Round) -> String {
        for (code, (rule, count)) in round.fixed {
            self.0.entry(code).or_insert((rule, 0)).1 += count;
        }
        round.text
    }

    pub fn into_codes(self) -> Vec<FixedCode> {
        self.0
            .into_iter()
            .map(|(code, (rule, count))| FixedCode {
                code,
                rule: rule.to_string(),
                count,
            })
            .collect()
    }
}

/// `ruff format` with its defaults (88 columns, double quotes, spaces, the
/// file's own line endings), for the engine's Python version.
pub fn format(path: &Path, code: &str) -> Result<String, NotFixed> {
    let line_ending = match ruff_source_file::find_newline(code) {
        Some((_, ruff_source_file::LineEnding::CrLf)) => LineEnding::CarriageReturnLineFeed,
        Some((_, ruff_source_file::LineEnding::Cr)) => LineEnding::CarriageReturn,
        _ => LineEnding::LineFeed,
    };
    let options = PyFormatOptions::from_extension(path)
        .with_target_version(PythonVersion::PY311)
        .with_line_ending(line_ending);
    format_module_source(code, options)
        .map(|printed| printed.into_code())
        .map_err(|error| NotFixed(format!("ruff's formatter failed: {error}")))
}

#[cfg(test)]
mod tests {
    use super::super::ruff;
    use super::*;

    #[test]
    fn unused_imports_go_and_the_code_is_formatted() {
        let path = Path::new("m.py");
        let code = "\"\"\"M.\"\"\"\nimport os\nimport sys\nprint( sys.argv ,'x' )\n";
        let parsed = crate::python::parse_module(code, crate::python::DEFAULT_TARGET)
            .unwrap_or_else(|e| panic!("{e:?}"));
        let diagnostics = ruff::diagnostics(path, code, parsed);
        let round = first_round(code, &diagnostics, false).unwrap_or_else(|| panic!("no fix"));
        let mut tally = Tally::default();
        let fixed = tally.add(round);
        assert_eq!(
            tally
                .into_codes()
                .iter()
                .map(|f| f.code.as_str())
                .collect::<Vec<_>>(),
            ["F401"]
        );
        assert_eq!(
            format(path, &fixed).unwrap_or_default(),
            "\"\"\"M.\"\"\"\n\nimport sys\n\nprint(sys.argv, \"x\")\n"
        );
    }

    #[test]
    fn crlf_files_stay_crlf_and_syntax_errors_are_not_formatted() {
        let path = Path::new("m.py");
        assert_eq!(
            format(path, "\"\"\"M.\"\"\"\r\nx = ( 1 )\r\n").unwrap_or_default(),
            "\"\"\"M.\"\"\"\r\n\r\nx = 1\r\n"
        );
        assert!(format(path, "def f(:\n").is_err());
    }
}
