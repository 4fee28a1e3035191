//! The search behind syntax repair: small edits near CPython's reported
//! error (a token inserted, deleted or replaced, a misspelt keyword, a string
//! closed, a line or block re-indented, two lines swapped), each judged by
//! the in-process CPython-exact check, first on the top-level statements
//! around the error (microseconds), then on the whole file. An edit that
//! compiles is a candidate; one that moves the first error further on is
//! searched again from there, so several errors are repaired in turn.

mod alone;
mod found;
mod progress;
mod reading;

use std::collections::HashSet;
use std::time::{Duration, Instant};

use ruff_python_ast::PythonVersion;

use super::body::leaves_its_scope;
use super::brackets::{closes_where_its_lines_end, empties_a_hanging_bracket};
use super::candidates::candidates;
use super::diagnosis::Diagnosis;
use super::edits::{Change, Lines, leading, tokens};
use super::likely::likely;
use super::parallel::judge_each;
use super::ranking::{Around, change_cost, hands_on_its_indentation};
use super::settled::Settled;
use super::weights::{self, Weight};
use super::window::{Window, leaves_statement_unsound};
use crate::python::validate;
use progress::{moves_on, parses_now};
use reading::{
    bracket_mismatch, ends_the_code, leaves_its_comma_out, never_closed, reshapes, tokenizer_error,
};

/// A repaired text: the changes made, in order, and what ranks it.
#[derive(Debug, Clone)]
pub(super) struct Found {
    pub code: String,
    /// Each change with the text it applied to.
    pub steps: Vec<(Change, String)>,
    pub cost: f64,
}

pub(super) struct Search {
    /// The text the call was given.
    pub original: String,
    pub target: PythonVersion,
    /// The whole call ends here, with what it found.
    pub deadline: Instant,
    /// Each error's share of time: the search of one error (all the
    /// partial repairs it follows) stops this long after it began.
    pub per_error: Duration,
    /// Partial repairs followed at each error.
    pub beam: usize,
}

/// What a search ends with: repairs that compile, best first, or the best
/// partial repair and the error it stopped at.
#[derive(Debug, Default)]
pub(super) struct Outcome {
    pub complete: Vec<Found>,
    pub partial: Option<(Found, Diagnosis)>,
    /// Errors met in turn (the first included).
    pub errors_met: usize,
}

/// Alternatives kept, per error, to go back to when a path stops making
/// progress.
const KEPT_ALTERNATIVES: usize = 4;
impl Search {
    /// Repairs of `code` that compile, error after error: each step is an
    /// edit after which the first error is further on (or gone); the best
    /// `beam` partial repairs are followed at each error, and a few more
    /// are kept to go back to when every path stops making progress.
    pub(super) fn run(&self, code: &str) -> Outcome {
        let Err(error) = validate(code, self.target) else {
            return Outcome::default();
        };
        let error = Diagnosis::read(error);
        let start = Found {
            code: code.to_string(),
            steps: Vec::new(),
            cost: 0.0,
        };
        let mut outcome = Outcome {
            errors_met: 1,
            ..Outcome::default()
        };
        let mut level = vec![(start, error)];
        // Alternatives not followed, by depth: the deepest are tried first.
        let mut alternatives: Vec<Vec<(Found, Diagnosis)>> = Vec::new();
        let mut seen = HashSet::new();
        // When the search last met an error further on than any before.
        let mut deepened = Instant::now();
        while Instant::now() < self.deadline {
            // An error's share spent going back without passing any error
            // further on: the rest of the call's time would be spent alike.
            if deepened.elapsed() >= self.per_error {
                break;
            }
            let error_deadline = self.deadline.min(Instant::now() + self.per_error);
            let mut complete = Vec::new();
            let mut next = Vec::new();
            // Each state's search, in the order of `level`.
            let mut searched: Vec<Singles> = Vec::new();
            for (i, (state, error)) in level.iter().enumerate() {
                if Instant::now() >= error_deadline {
                    break;
                }
                // A state that differs from one searched beside it only in
                // how another error was repaired (lines before this one's,
                // or well after) takes that search's changes, each judged
                // again in its own text: the same answers for a few parses.
                let singles = match self.carried(&level, &searched, i) {
                    Some(singles) => singles,
                    // The first error is searched whole (most files hold
                    // one mistake); the errors after it, likely changes
                    // first.
                    None => self.one_error(
                        &state.code,
                        &state.touched(),
                        error,
                        error_deadline,
                        !state.steps.is_empty(),
                    ),
                };
                complete.extend(singles.0.iter().map(|f| state.then(f.clone())));
                next.extend(
                    singles
                        .1
                        .iter()
                        .map(|(f, next_error)| (state.then(f.clone()), next_error.clone())),
                );
                searched.push(singles);
            }
            if !complete.is_empty() {
                complete.sort_by(|a, b| {
                    (a.steps.len(), a.cost)
                        .partial_cmp(&(b.steps.len(), b.cost))
                        .unwrap_or(std::cmp::Ordering::Equal)
                });
                let mut unique = HashSet::new();
                complete.retain(|f| unique.insert(f.code.clone()));
                outcome.complete = complete;
                outcome.partial = None;
                return outcome;
            }
            next.sort_by(|a, b| {
                a.0.cost
                    .partial_cmp(&b.0.cost)
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
            next.retain(|(f, _)| seen.insert(f.code.clone()) && !f.reworks_a_line());
            if next.is_empty() {
                // Every path stopped: back to the deepest alternative left.
                while alternatives.last().is_some_and(Vec::is_empty) {
                    alternatives.pop();
                }
                let Some(deepest) = alternatives.last_mut() else {
                    break;
                };
                level = vec![deepest.remove(0)];
                continue;
            }
            outcome.errors_met = outcome.errors_met.max(next[0].0.steps.len() + 1);
            let further = next.first().is_some_and(|(f, _)| {
                outcome
                    .partial
                    .as_ref()
                    .is_none_or(|(p, _)| f.steps.len() > p.steps.len())
            });
            if further {
                outcome.partial = next.first().cloned();
                deepened = Instant::now();
            }
            // A partial repair far costlier than the best is kept to go
            // back to, not followed beside it.
            let best = next[0].0.cost;
            let followed = next
                .iter()
                .take(self.beam)
                .take_while(|(f, _)| f.cost <= best + weights::value(Weight::BeamMargin))
                .count();
            let rest = next.split_off(followed.max(1));
            alternatives.push(rest.into_iter().take(KEPT_ALTERNATIVES).collect());
            level = next;
        }
        outcome
    }

    /// Single changes at the first error: those after which the code
    /// compiles, and those after which its first error is further on.
    fn one_error(
        &self,
        code: &str,
        touched: &[(usize, usize)],
        error: &Diagnosis,
        deadline: Instant,
        quick: bool,
    ) -> Singles {
        let lines = Lines::of(code);
        let at = error_position(code, &lines, error);
        let tokens = tokens(code);
        // A window of the statements around the error is cut along the
        // broken text's indentation: where the error is in the indentation,
        // its cut may be the error; top-level statements are not.
        let mut window = if error.of_indentation {
            Window::top_level(code, &tokens, &lines, at)
        } else {
            Window::around(code, &tokens, &lines, at)
        };
        // A window that does not show the file's own error is no judge.
        if !window.is_whole(code) {
            let unchanged = Change::nothing_at(window.start);
            if window
                .judge(code, &unchanged, self.target)
                .is_none_or(|judged| judged.line != error.line)
            {
                window = Window::whole(code);
            }
        }
        let unchanged = Change::nothing_at(window.start);
        let windows_error = window.judge(code, &unchanged, self.target);
        let all = candidates(code, &tokens, &lines, error, at);
        // The mistakes people make most, first: when one of them compiles
        // or moves the error on, the rest are not judged.
        let (likely, rest): (Vec<Change>, Vec<Change>) = all
            .into_iter()
            .partition(|change| likely(code, change, error));
        // Each text once (a likely change's kind kept over another's).
        let mut seen = HashSet::new();
        let mut once = |changes: Vec<Change>| -> Vec<Change> {
            changes
                .into_iter()
                .filter(|c| seen.insert((c.start, c.end, c.text.clone())))
                .collect()
        };
        let (likely, rest) = (once(likely), once(rest));
        let whole = window.is_whole(code);
        // Undone, an error the tokenizer finds may reveal an earlier one,
        // which a window cut after it would count as a failure.
        let tokenizer = tokenizer_error(error) || bracket_mismatch(error);
        let settled = Settled::before(code, &tokens, &lines, at, error, self.target);
        let judge = |change: &Change| -> Verdict {
            if leaves_its_scope(code, &lines, change)
                || empties_a_hanging_bracket(code, &lines, change)
            {
                return Verdict::Fails;
            }
            // The window first: most changes fail there, cheaply. A change
            // fails there if the window's own error stays as it was, or if
            // it now fails on or before the change's lines; unless the
            // error may be one the window's edges cause: the whole file
            // judges.
            // (Nor a bracket closed at the end of the code, which shows the
            // bracket around it, opened before the window, perhaps.)
            let at_the_end = never_closed(error) && ends_the_code(code, change.end);
            if !whole
                && !tokenizer
                && !at_the_end
                && !change.kind.attributes().may_reveal_an_earlier_error
                && window.holds(change)
                && !reshapes(change)
                && window
                    .judge(code, change, self.target)
                    .is_some_and(|judged| {
                        let unmoved = windows_error.as_ref().is_some_and(|e| {
                            e.line == judged.line && e.error.says_the_same_as(&judged.error)
                        });
                        // (A bracket never closed hid the parser's
                        // errors after its opener: its closer shows them.)
                        let hidden = never_closed(error)
                            && change.inserts_a_closer()
                            && judged.line > error.line
                            && closes_where_its_lines_end(code, &tokens, &lines, change.start);
                        let up_to_it = judged.line <= lines.line_of(change.end)
                            && !hidden
                            && !leaves_its_comma_out(
                                code,
                                &lines,
                                change,
                                (&judged.error, judged.line),
                            );
                        unmoved || (up_to_it && !judged.may_be_the_windows())
                    })
            {
                return Verdict::Fails;
            }
            // Undone, a mismatched closer, or a string left open on the
            // change's line, reveals the first error before it, whatever
            // undid it: the change's own statement, read alone, says
            // whether the change left its lines sound.
            let string_on_its_line =
                error.string_left_open_on_its_line() && lines.line_of(change.start) == error.line;
            if (bracket_mismatch(error) || string_on_its_line)
                && leaves_statement_unsound(code, &tokens, &lines, change, self.target)
            {
                return Verdict::Fails;
            }
            self.verdict(code, &lines, at, error, change, settled.as_ref())
        };
        let mut verdicts = Vec::new();
        for (batch, changes) in [likely, rest].into_iter().enumerate() {
            let found_some = verdicts
                .iter()
                .any(|(_, v)| matches!(v, Some(Verdict::Compiles(_) | Verdict::MovesOn(..))));
            if quick && batch == 1 && found_some {
                break;
            }
            let judged = judge_each(&changes, deadline, judge);
            verdicts.extend(changes.into_iter().zip(judged));
        }
        self.singles(code, touched, &lines, error, verdicts)
    }

    /// What the whole file says after `change` at `error` (at byte `at`;
    /// `settled`: the text before its statement, if it need not be parsed
    /// again).
    pub(super) fn verdict(
        &self,
        code: &str,
        lines: &Lines,
        at: usize,
        error: &Diagnosis,
        change: &Change,
        settled: Option<&Settled>,
    ) -> Verdict {
        let repaired = change.apply(code);
        match Settled::validate(settled, &repaired, change, self.target) {
            Ok(()) => Verdict::Compiles(repaired),
            Err(next) => {
                let next = Diagnosis::read(next);
                if moves_on(code, lines, at, error, change, &repaired, &next)
                    || parses_now(&self.original, &repaired, error, &next, self.target)
                {
                    Verdict::MovesOn(repaired, Box::new(next))
                } else {
                    Verdict::Fails
                }
            }
        }
    }

    /// The changes judged at `error`, scored: those that compile, or, when
    /// none does, those that move the error on.
    pub(super) fn singles(
        &self,
        code: &str,
        touched: &[(usize, usize)],
        lines: &Lines,
        error: &Diagnosis,
        verdicts: Vec<(Change, Option<Verdict>)>,
    ) -> Singles {
        // Once per error, not per change scored.
        let mut around = None;
        let mut complete = Vec::new();
        let mut progress = Vec::new();
        for (change, verdict) in verdicts {
            match verdict {
                Some(Verdict::Compiles(repaired)) => {
                    let around =
                        around.get_or_insert_with(|| Around::of(code, lines, error.line, touched));
                    complete.push(scored(around, code, repaired, change, lines, error));
                }
                Some(Verdict::MovesOn(repaired, next)) => progress.push((change, repaired, *next)),
                Some(Verdict::Fails) | None => {}
            }
        }
        // Partial repairs, only when no single change compiles.
        let mut partial = Vec::new();
        if complete.is_empty() {
            for (change, repaired, next) in progress {
                let around =
                    around.get_or_insert_with(|| Around::of(code, lines, error.line, touched));
                let handed_on = hands_on_its_indentation(&repaired, lines, &change, &next);
                let mut found = scored(around, code, repaired, change, lines, error);
                if handed_on {
                    found.cost += weights::value(Weight::HandedOn);
                }
                partial.push((found, next));
            }
        }
        (complete, partial)
    }
}

/// Single changes at one error: those after which the file compiles, and
/// (when none does) those after which its first error is further on.
pub(super) type Singles = (Vec<Found>, Vec<(Found, Diagnosis)>);

/// `change` at `error` as a repair of `code`, with what it costs.
fn scored(
    around: &Around,
    code: &str,
    repaired: String,
    change: Change,
    lines: &Lines,
    error: &Diagnosis,
) -> Found {
    let cost = change_cost(around, code, &repaired, &change, lines, error);
    Found {
        code: repaired,
        steps: vec![(change, code.to_string())],
        cost,
    }
}

/// What one change does at an error.
pub(super) enum Verdict {
    /// The file compiles after it.
    Compiles(String),
    /// The first error is further on after it (or an earlier one shows,
    /// for an error the tokenizer found).
    MovesOn(String, Box<Diagnosis>),
    Fails,
}

/// Where the search starts: CPython's position, but for a dedent that
/// matches no block, which it reports at the end of the line: the line's
/// first token (where a keyword may have been lost).
pub(super) fn error_position(code: &str, lines: &Lines, error: &Diagnosis) -> usize {
    if error.reported_at_the_lines_end() {
        let text = lines.slice(code, error.line, error.line);
        return lines.start_of(error.line) + leading(text).len();
    }
    lines.offset(code, error.line, error.offset)
}

/// Every text the search would judge at the first error of `code` (one
/// change each, duplicates dropped): what a `compile()` loop over the same
/// candidates has to judge. Empty if `code` compiles.
pub fn first_error_candidates(code: &str, target: PythonVersion) -> Vec<String> {
    let Err(error) = validate(code, target) else {
        return Vec::new();
    };
    let error = Diagnosis::read(error);
    let lines = Lines::of(code);
    let at = error_position(code, &lines, &error);
    let tokens = tokens(code);
    let mut seen = HashSet::new();
    candidates(code, &tokens, &lines, &error, at)
        .into_iter()
        .filter(|change| seen.insert((change.start, change.end, change.text.clone())))
        .map(|change| change.apply(code))
        .collect()
}
