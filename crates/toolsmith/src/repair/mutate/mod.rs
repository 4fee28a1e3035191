//! The edits test-guided repair tries at a suspicious line, each of a named
//! operator with a prior (how often that operator is the fix of a one-line
//! bug): operators, constants and bounds off by one, `+ 1` added or taken
//! away, a variable or a returned value replaced, arguments swapped, a
//! condition negated, a container's method taken for its twin
//! ([`expressions`]); a statement deleted, copied from elsewhere, or made
//! from a template (a guard, a missing `return`, a loop's update)
//! ([`statements`]). Every edit keeps the file compiling or is dropped;
//! every slice is on a character boundary, inside the text.

mod expressions;
mod operands;
mod statements;

use ruff_python_ast::token::TokenKind;
use serde::Serialize;

use super::edits::{Change, Lines, Token, layout, tokens};
use crate::python::{DEFAULT_TARGET, validate};

/// The named kinds of edit, each a class of one-line bugs it undoes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Operator {
    /// `<` for `<=`, `==` for `!=`, `in` for `not in`...
    Comparison,
    /// `+` for `-`, `//` for `/`, `+=` for `-=`...
    Arithmetic,
    /// `and` for `or`.
    Boolean,
    /// A condition negated, or a `not` taken away.
    Negation,
    /// An integer constant, a range or slice bound, one more or one less.
    OffByOne,
    /// `+ 1` or `- 1` added to an operand.
    AddOne,
    /// `+ 1` or `- 1` taken away.
    RemoveOne,
    /// A name replaced by another of the same function (or module).
    Variable,
    /// Two arguments or two operands swapped.
    Arguments,
    /// A returned expression replaced by a name of the function.
    ReturnValue,
    /// A container's or a string's method taken for its twin
    /// (`append`/`extend`/`insert`, `pop(0)`/`pop()`).
    Method,
    /// A builtin or constant taken for its twin (`min`/`max`, `True`/`False`).
    Builtin,
    /// A statement that should not be there.
    DeleteStatement,
    /// A statement copied from elsewhere in the same program.
    CopyStatement,
    /// A guard made from a template: `if not xs: return ...`, `if n <= 1: return n`.
    Guard,
    /// An expression's value returned (`x` -> `return x`, `return y` added).
    MissingReturn,
    /// A `while` loop's variable updated (`i += 1`).
    LoopUpdate,
}

impl Operator {
    /// How often this operator is the fix of a one-line bug, relative to
    /// the others. Counted from the bugs of our own corpus of small
    /// programs (bench/repair_corpus: 48 bugs written as people make
    /// them) with add-one smoothing, and scaled by how many edits the
    /// operator makes per line (an operator with many edits per line
    /// gets less per edit).
    pub fn prior(self) -> f64 {
        match self {
            Operator::Comparison => 0.16,
            Operator::Arithmetic => 0.12,
            Operator::OffByOne => 0.12,
            Operator::AddOne => 0.08,
            Operator::RemoveOne => 0.08,
            Operator::Boolean => 0.06,
            Operator::Negation => 0.06,
            Operator::Variable => 0.05,
            Operator::Method => 0.06,
            Operator::Builtin => 0.06,
            Operator::Arguments => 0.04,
            Operator::ReturnValue => 0.03,
            Operator::MissingReturn => 0.05,
            Operator::LoopUpdate => 0.05,
            Operator::Guard => 0.03,
            Operator::DeleteStatement => 0.03,
            Operator::CopyStatement => 0.02,
        }
    }
}

/// One edit: the change, its operator, and what it does in words.
#[derive(Debug, Clone)]
pub(crate) struct Mutation {
    pub change: Change,
    pub operator: Operator,
    pub what: String,
}

/// A text and its tokens, lines and the line an edit is made at.
pub(super) struct Site<'a> {
    pub code: &'a str,
    pub tokens: Vec<Token>,
    pub lines: Lines,
    /// 1-based.
    pub line: usize,
    /// Indices into `tokens` of the line's own tokens (no layout tokens).
    pub on_line: Vec<usize>,
}

impl<'a> Site<'a> {
    fn new(code: &'a str, line: usize) -> Site<'a> {
        let lines = Lines::of(code);
        let tokens = tokens(code);
        let on_line = (0..tokens.len())
            .filter(|&i| tokens[i].2 <= code.len() && lines.line_of(tokens[i].1) == line)
            .filter(|&i| !layout(tokens[i].0))
            .collect();
        Site {
            code,
            tokens,
            lines,
            line,
            on_line,
        }
    }

    /// A token's text (empty if its range is not one of the text's).
    pub fn text(&self, i: usize) -> &'a str {
        let (_, start, end) = self.tokens[i];
        self.code.get(start..end).unwrap_or("")
    }

    /// The line's text, its line break left out.
    pub fn line_text(&self) -> &'a str {
        self.lines
            .slice(self.code, self.line, self.line)
            .trim_end_matches(['\n', '\r'])
    }

    pub fn indent(&self) -> &'a str {
        let text = self.line_text();
        &text[..text.len() - text.trim_start_matches([' ', '\t']).len()]
    }
}

/// The edits of 1-based `line` of `code` that still compile, most likely
/// first (by operator prior; one operator's edits in the order made).
pub(crate) fn mutations(code: &str, line: usize) -> Vec<Mutation> {
    let site = Site::new(code, line);
    if site.on_line.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    expressions::mutations(&site, &mut out);
    statements::mutations(&site, &mut out);
    let mut seen = std::collections::HashSet::new();
    out.retain(|m| {
        m.change.start <= m.change.end
            && m.change.end <= code.len()
            && code.is_char_boundary(m.change.start)
            && code.is_char_boundary(m.change.end)
            && seen.insert((m.change.start, m.change.end, m.change.text.clone()))
    });
    out.retain(|m| validate(&m.change.apply(code), DEFAULT_TARGET).is_ok());
    // Stable: within an operator, the order the edits were made in.
    out.sort_by(|a, b| b.operator.prior().total_cmp(&a.operator.prior()));
    out
}

/// The names bound in the function that holds `line` (its parameters, the
/// targets of its assignments and loops), or at module level when none
/// does, in order of first binding; `self` left out.
pub(super) fn bound_names<'a>(site: &Site<'a>) -> Vec<&'a str> {
    let (from, to) = statements::enclosing_function(site)
        .map_or((0, site.tokens.len()), |f| (f.first_token, f.end_token));
    let mut bound: Vec<&str> = Vec::new();
    let tokens = &site.tokens[from..to];
    for (k, window) in tokens.windows(2).enumerate() {
        let (kind, _, _) = window[0];
        let next = window[1].0;
        let previous = k.checked_sub(1).map(|p| tokens[p].0);
        let binds = kind == TokenKind::Name
            && previous != Some(TokenKind::Dot)
            && matches!(
                next,
                TokenKind::Equal
                    | TokenKind::Comma
                    | TokenKind::Rpar
                    | TokenKind::Colon
                    | TokenKind::In
                    | TokenKind::PlusEqual
                    | TokenKind::MinusEqual
            );
        let name = site.text(from + k);
        if binds && !bound.contains(&name) && name != "self" && !name.is_empty() {
            bound.push(name);
        }
    }
    bound
}

/// The texts of `operator`'s edits at `line`: what each operator's test reads.
#[cfg(test)]
pub(super) fn texts(code: &str, line: usize, operator: Operator) -> Vec<String> {
    mutations(code, line)
        .into_iter()
        .filter(|m| m.operator == operator)
        .map(|m| m.change.apply(code))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_edit_slices_outside_the_text_or_inside_a_character() {
        // The header's colon is after a slice's and a dict's colons, and
        // the ternary's `if` is no header (the crash of issue 44).
        let code = "def f(xs, d):\n    é = xs[1:] if d else {1: 2}\n    if xs[1:] and d[é]:\n        return é\n    while d: pass\n";
        for line in 1..=6 {
            for m in mutations(code, line) {
                let _ = m.change.apply(code);
            }
        }
        assert!(
            texts(code, 3, Operator::Negation)
                .iter()
                .any(|t| t.contains("if not (xs[1:] and d[é]):"))
        );
    }
}
