//! Repairs that need no model, each verified before it is offered.
//!
//! Syntax repair ([`Sandbox::repair_syntax`]): small edits near CPython's
//! reported error, searched and judged by the in-process CPython-exact check,
//! ranked by the fewest edits, then a cost that adds how far each edit is
//! from the error (in lines), how unusual the edited lines become by the
//! file's own token habits, and the kind of mistake it undoes; the issues
//! ruff then finds on the edited lines are reported with each candidate.
//! Its modules: `search`, `ranking`, `carry`, `candidates`, `edits`,
//! `brackets`, `distant`, `layout`, `lookalikes`, `named`, `naturalness`,
//! `parallel`, `settled`, `window`.
//!
//! Test-guided repair ([`Sandbox::repair_failing_tests`]): the lines the
//! failing tests execute, ranked by spectrum-based suspiciousness, are
//! mutated one operator at a time and each edit is run against the tests,
//! quickest probe first; partial patches are chained across files. Its
//! modules: `guided` (the search) and `mutate` (the operators).

mod basic_habits;
mod body;
mod brackets;
mod c_braces;
mod c_conditional;
mod c_for;
mod calls;
mod candidates;
mod carry;
mod chat_answer;
mod closer_by_indentation;
mod compile_stage;
mod comprehension_target;
mod continuation;
mod continued_operator;
mod copy_markup;
mod cost;
mod cost_values;
mod cut_off;
mod decorated_docstring;
mod diagnosis;
mod dialect_c;
mod dialect_lines;
mod dialect_ruby;
mod dialect_text;
mod dialects;
mod diff_paste;
mod distant;
mod edits;
mod else_last;
mod entries;
mod equals_compared;
mod expression_body;
mod expression_forms;
mod field_brackets;
mod field_hoisted;
mod foreign;
mod foreign_lambda;
mod foreign_operators;
mod foreign_statements;
mod foreign_types;
mod format_tuple;
mod fstring_braces;
mod fstring_quotes;
mod fstring_text;
mod fstrings;
mod groups;
mod guided;
mod habits;
mod inline_body;
mod inner_quotes;
mod ipython;
mod joined_lines;
mod keyboard_layout;
mod keyboard_rows;
mod keyword_equals;
mod keyword_named;
mod keyword_names;
mod kind;
mod layout;
mod likely;
mod line_numbers;
mod literal_braces;
mod lookalikes;
mod lost_docstring_end;
mod lost_header;
mod merge_conflict;
mod missed_commas;
mod mutate;
mod named;
mod naturalness;
mod number_forms;
mod operands;
mod pairs;
mod parallel;
mod parameter_default;
mod parameter_renamed;
mod pasted;
mod pipes;
mod placement;
mod prose;
mod python2;
mod python2_unpacking;
mod ranking;
mod raw_strings;
mod rule_attributes;
mod rules;
mod search;
mod settled;
mod spaced_values;
mod spelling;
mod stutter;
mod superseded;
mod tabs;
mod type_params;
mod typed_habits;
mod typing_import;
mod unfinished_version;
mod units;
mod unmatched;
mod unquoted_values;
mod weights;
mod window;
mod wrapped_line;

use std::path::Path;
use std::time::{Duration, Instant};

use serde::Serialize;

pub use cost_values::{cost_table, use_cost_table};
pub use edits::Kind;
pub use guided::{
    StopReason, Suspicious, TestCounts, TestRepairCandidate, TestRepairOptions, TestRepairResult,
};
pub use mutate::Operator;
pub use search::first_error_candidates;

/// The rules of syntax repair, by the names an edit's `kind` gives them.
pub fn syntax_rules() -> Vec<&'static str> {
    rules::ALL.iter().map(|&kind| rules::rule(kind).0).collect()
}

use crate::error::Result;
use crate::files::ReadOptions;
use crate::lint::introduced::{self, Finding};
use crate::modify::unified_diff;
use crate::python::{DEFAULT_TARGET, PythonVersion, SyntaxErrorInfo, validate};
use crate::sandbox::Sandbox;
use edits::Lines;
use weights::Weight;

/// Candidates offered by default.
pub const DEFAULT_CANDIDATES: usize = 3;

/// Each error's share of a call's time: the search of one error stops
/// this long after it began (the next error gets its own).
pub const TIME_PER_ERROR: Duration = Duration::from_secs(3);
/// A whole call's bound, however many errors the file holds.
pub const TIME_PER_CALL: Duration = Duration::from_secs(20);

#[derive(Debug, Clone)]
pub struct SyntaxRepairOptions {
    /// Candidates returned at most, best first.
    pub candidates: usize,
    /// Write the best candidate (undoably).
    pub apply: bool,
    /// With `apply`, write the best partial repair when none compiles
    /// (off by default: the file would still not compile, and each
    /// partial edit is a guess no compiler has confirmed).
    pub apply_partial: bool,
    /// The search of one error stops this long after it began.
    pub time_per_error: Duration,
    /// The whole search stops here, with what it found.
    pub time_limit: Duration,
    pub target: PythonVersion,
}

impl Default for SyntaxRepairOptions {
    fn default() -> Self {
        SyntaxRepairOptions {
            candidates: DEFAULT_CANDIDATES,
            apply: false,
            apply_partial: false,
            time_per_error: TIME_PER_ERROR,
            time_limit: TIME_PER_CALL,
            target: DEFAULT_TARGET,
        }
    }
}

/// One edit of a candidate, where it was made (in the text as repaired so
/// far: an earlier edit of the same candidate may have moved it).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Edit {
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters (CPython's offsets).
    pub column: usize,
    pub before: String,
    pub after: String,
    pub kind: Kind,
}

/// A repair that compiles.
#[derive(Debug, Clone, Serialize)]
pub struct SyntaxCandidate {
    /// 1 is the best.
    pub rank: usize,
    pub edits: Vec<Edit>,
    pub diff: String,
    /// What ruff finds on the lines the candidate changed that points at a
    /// mistake (pyflakes and bugbear rules: an inserted name that is
    /// undefined, for example); each counts against the candidate's rank.
    pub new_issues: Vec<Finding>,
    /// The whole repaired text.
    #[serde(skip)]
    pub code: String,
}

/// The best the search did when no repair compiles: the errors it
/// repaired and the first that remains.
#[derive(Debug, Clone, Serialize)]
pub struct PartialRepair {
    pub edits: Vec<Edit>,
    pub diff: String,
    /// CPython's first error after these edits (it reports one at a time).
    pub remaining: SyntaxErrorInfo,
    /// The partially repaired text.
    #[serde(skip)]
    pub code: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct SyntaxRepairResult {
    pub file_path: String,
    /// The code compiled already: nothing was searched or changed.
    pub compiled: bool,
    /// CPython's first syntax error, before any repair.
    pub error: Option<SyntaxErrorInfo>,
    /// At least one candidate compiles.
    pub repaired: bool,
    pub candidates: Vec<SyntaxCandidate>,
    /// When no candidate compiles: what was repaired and what remains.
    pub partial: Option<PartialRepair>,
    /// Syntax errors met in turn (each repaired but the last, if partial).
    pub errors_found: usize,
    /// The best candidate (or, asked for, the partial repair) was written.
    pub applied: bool,
    pub undo_recorded: bool,
    /// Seconds the search took.
    pub duration: f64,
}

/// Repair candidates for `code`, named `name` in the result.
pub fn repair_code(name: &str, code: &str, options: &SyntaxRepairOptions) -> SyntaxRepairResult {
    let started = Instant::now();
    let error = validate(code, options.target).err();
    let mut result = SyntaxRepairResult {
        file_path: name.to_string(),
        compiled: error.is_none(),
        error: error.clone(),
        repaired: false,
        candidates: Vec::new(),
        partial: None,
        errors_found: usize::from(error.is_some()),
        applied: false,
        undo_recorded: false,
        duration: 0.0,
    };
    if error.is_some() {
        let search = search::Search {
            original: code.to_string(),
            target: options.target,
            deadline: started + options.time_limit,
            per_error: options.time_per_error,
            beam: 2,
        };
        let path = Path::new(name);
        let outcome = search.run(code);
        result.errors_found = outcome.errors_met;
        if let Some((found, remaining)) = outcome.partial {
            result.partial = Some(PartialRepair {
                edits: found.steps.iter().map(|(c, text)| edit(c, text)).collect(),
                diff: unified_diff(name, code, &found.code),
                remaining: remaining.into_info(),
                code: found.code,
            });
        }
        let mut found = outcome.complete;
        found.truncate(options.candidates.max(1) * 2);
        // The best repair with each of its mistakes repaired as if alone
        // ranks first whatever its count of edits.
        let mut resettled = false;
        if let Some(best) = found.first() {
            let settled = search.each_alone(best.clone());
            if settled.code != best.code {
                resettled = true;
                found.retain(|f| f.code != settled.code);
                found.insert(0, settled);
            }
        }
        for repair in &mut found {
            // Last first: each comma's place is unmoved by the others.
            for comma in missed_commas::missed_commas(&repair.code, options.target)
                .into_iter()
                .rev()
            {
                let before = std::mem::take(&mut repair.code);
                repair.code = comma.apply(&before);
                repair.steps.push((comma, before));
            }
        }
        let mut candidates: Vec<(f64, SyntaxCandidate)> = found
            .into_iter()
            .map(|f| {
                let edits: Vec<Edit> = f.steps.iter().map(|(c, text)| edit(c, text)).collect();
                let new_issues = issues_on_edited_lines(path, &f.code, &edits);
                let cost = f.cost + new_issues.iter().map(issue_cost).sum::<f64>();
                let candidate = SyntaxCandidate {
                    rank: 0,
                    diff: unified_diff(name, code, &f.code),
                    edits,
                    new_issues,
                    code: f.code,
                };
                (cost, candidate)
            })
            .collect();
        let settled = candidates
            .first()
            .map(|c| c.1.code.clone())
            .filter(|_| resettled);
        let unsettled = |c: &SyntaxCandidate| Some(&c.code) != settled.as_ref();
        candidates.sort_by(|a, b| {
            (unsettled(&a.1), a.1.edits.len(), a.0)
                .partial_cmp(&(unsettled(&b.1), b.1.edits.len(), b.0))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        result.candidates = candidates
            .into_iter()
            .take(options.candidates.max(1))
            .enumerate()
            .map(|(i, (_, mut c))| {
                c.rank = i + 1;
                c
            })
            .collect();
        result.repaired = !result.candidates.is_empty();
    }
    result.duration = started.elapsed().as_secs_f64();
    result
}

/// The mutations test-guided repair tries at 1-based `line` of `code`,
/// most likely first: each mutated text (it compiles) and what it changed.
pub fn line_mutants(code: &str, line: usize) -> Vec<(String, String)> {
    mutate::mutations(code, line)
        .into_iter()
        .map(|m| (m.change.apply(code), m.what))
        .collect()
}

/// The edit a change makes, as a reader sees it: whole lines it leaves
/// as they were (a block re-indented where only its first line moved)
/// are not part of it.
fn edit(change: &edits::Change, text: &str) -> Edit {
    let (mut start, mut end, mut after) = (change.start, change.end, change.text.as_str());
    while let (Some(b), Some(a)) = (text[start..end].find('\n'), after.find('\n'))
        && text[start..=start + b] == after[..=a]
    {
        start += b + 1;
        after = &after[a + 1..];
    }
    while let (Some(b), Some(a)) = (text[start..end].rfind('\n'), after.rfind('\n'))
        && text[start + b..end] == after[a..]
    {
        end = start + b;
        after = &after[..a];
    }
    let lines = Lines::of(text);
    let line = lines.line_of(start);
    let line_start = lines.start_of(line);
    Edit {
        line,
        column: text[line_start..start].chars().count() + 1,
        before: text[start..end].to_string(),
        after: after.to_string(),
        kind: change.kind,
    }
}

/// What a finding on the edited lines costs a candidate: one, or three
/// for an undefined name that is a keyword misspelt (`retrun, x` compiles,
/// but `return x` was meant).
fn issue_cost(finding: &Finding) -> f64 {
    let undefined = finding.code == "F821"
        && finding
            .message
            .split('`')
            .nth(1)
            .is_some_and(candidates::misspelt_keyword);
    if undefined {
        weights::value(Weight::UndefinedKeyword)
    } else {
        weights::value(Weight::RuffFinding)
    }
}

/// What ruff finds on (or next to) the edited lines that points at a
/// mistake rather than at style: pyflakes' and bugbear's rules (an
/// undefined name, an unused variable...).
fn issues_on_edited_lines(path: &Path, code: &str, edits: &[Edit]) -> Vec<Finding> {
    introduced::findings(path, code)
        .list()
        .filter(|f| f.code.starts_with('F') || f.code.starts_with('B'))
        .filter(|f| {
            edits
                .iter()
                .any(|e| (f.line as usize).abs_diff(e.line) <= 1)
        })
        .cloned()
        .collect()
}

impl Sandbox {
    /// Syntax repair of a file of the sandbox; with `apply`, the best
    /// candidate is written through the undoable write path (in the file's
    /// own encoding).
    pub fn repair_syntax(
        &self,
        path: &Path,
        options: &SyntaxRepairOptions,
    ) -> Result<SyntaxRepairResult> {
        let read = self.read_file(path, &ReadOptions::default())?;
        let mut result = repair_code(&read.file_path, &read.content, options);
        let partial = result.partial.as_ref().filter(|_| options.apply_partial);
        let chosen = match result.candidates.first() {
            Some(best) => Some(best.code.clone()),
            None => partial.map(|p| p.code.clone()),
        };
        if options.apply
            && let Some(code) = chosen
        {
            // A partial repair does not compile: written as a plain write
            // (undoable), since apply_fix refuses code that does not compile.
            let undo_recorded = if result.candidates.is_empty() {
                self.write_file(path, &code)?.undo_recorded
            } else {
                self.apply_fix(path, &code)?.undo_recorded
            };
            result.applied = true;
            result.undo_recorded = undo_recorded;
        }
        Ok(result)
    }
}

#[cfg(test)]
mod syntax_tests;
