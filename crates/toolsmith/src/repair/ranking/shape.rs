//! Where a bracket stands in the lines around it: what closing it at a
//! place would leave (statements swallowed or stranded, a lone operand
//! wrapped, a condition's parentheses), read from the tokens the error's
//! scoring lexes once.

use std::cmp::Ordering;

use ruff_python_ast::token::TokenKind;

use super::super::brackets::open_at;
use super::super::edits::{Lines, ends_its_line, leading, next_code_line};
use super::Around;

impl Around {
    /// Whether a closer put in at the end of a line (at `place`) would
    /// leave lines inside its brackets indented less than the line its
    /// bracket opened on: a continuation is indented as deep or deeper,
    /// so those lines began statements of their own.
    pub(super) fn outdents_a_continuation(&self, code: &str, lines: &Lines, place: usize) -> bool {
        self.held_lines(code, lines, place)
            .any(|(depth, _)| depth == Ordering::Less)
    }

    /// Whether one of those lines, or one as deep as the bracket's own
    /// line (a decorator's left open above another), is a decorator: the
    /// parser reads its `@` as a product's, so the error comes only at the
    /// `def` after it, nearer a closer put after the decorator than the one
    /// forgotten.
    pub(super) fn swallows_a_decorator(&self, code: &str, lines: &Lines, place: usize) -> bool {
        self.held_lines(code, lines, place)
            .any(|(depth, body)| depth != Ordering::Greater && body.starts_with('@'))
    }

    /// Whether a closer put in at `place` would hold a line indented as
    /// the line its bracket opened on, which begins with no closer: the
    /// bracket's own lines are indented deeper (`.sort_values(x` above
    /// `.round(2)`, a chain's next call).
    pub(super) fn holds_a_line_at_its_depth(
        &self,
        code: &str,
        lines: &Lines,
        place: usize,
    ) -> bool {
        self.held_lines(code, lines, place)
            .any(|(depth, body)| depth == Ordering::Equal && !body.starts_with([')', ']', '}']))
    }

    /// The lines of code (not blank, not only a comment) after the line
    /// the bracket open at `place` opened on, up to `place`'s: each
    /// line's indentation against that line's, and its text from its
    /// first character.
    fn held_lines<'a>(
        &self,
        code: &'a str,
        lines: &'a Lines,
        place: usize,
    ) -> impl Iterator<Item = (Ordering, &'a str)> + 'a {
        let span = open_at(code, self.tokens(code), place)
            .map(|(opened, _)| (lines.line_of(opened), lines.line_of(place)));
        let (first, last) = span.unwrap_or((1, 0));
        let depth = leading(lines.slice(code, first, first)).len();
        (first + 1..=last).filter_map(move |line| {
            let text = lines.slice(code, line, line);
            let body = text.trim_start();
            (!body.trim().is_empty() && !body.starts_with('#'))
                .then(|| (leading(text).len().cmp(&depth), body))
        })
    }

    /// Whether `place` is after the closer that starts its line, a closer
    /// indented less than the line of the bracket it now closes: by its
    /// indentation it closes an outer bracket, hanging, and the inner one
    /// was left open before its line (`(a, f(b),` above `)`, closed `))`).
    pub(super) fn behind_an_outer_closer(&self, code: &str, lines: &Lines, place: usize) -> bool {
        let line = lines.line_of(place);
        let text = lines.slice(code, line, line);
        let lead = lines.start_of(line) + leading(text).len();
        if place <= lead || !code[lead..].starts_with([')', ']', '}']) {
            return false;
        }
        open_at(code, self.tokens(code), lead)
            .is_some_and(|(opened, _)| leading(text).len() < opened_depth(code, lines, opened))
    }

    /// Whether a `:` put in at `place`, outside brackets and before more
    /// of its line's code, would leave the block below its line headless:
    /// the next line of code is indented deeper, so the line was a header,
    /// whose colon ends it (`match: x` above its cases).
    pub(super) fn colon_short_of_a_block(&self, code: &str, lines: &Lines, place: usize) -> bool {
        let line = lines.line_of(place);
        let depth = leading(lines.slice(code, line, line)).len();
        !ends_its_line(code, place)
            && open_at(code, self.tokens(code), place).is_none()
            && next_code_line(code, lines, place).is_some_and(|text| leading(text).len() > depth)
    }

    /// Whether a closer put in at `place`, right after a comma, would close
    /// a bracket opened on the same line that holds another comma: no one
    /// writes `(a, b,)` on one line (only a one-element tuple, `(a,)`);
    /// the comma ended the element of an outer bracket, `(a, b),`.
    pub(super) fn after_a_needless_comma(&self, code: &str, lines: &Lines, place: usize) -> bool {
        let tokens = self.tokens(code);
        let Some((opened, _)) = open_at(code, tokens, place) else {
            return false;
        };
        if !code[..place].trim_end().ends_with(',') || lines.line_of(opened) != lines.line_of(place)
        {
            return false;
        }
        // Its own commas, not those of brackets inside it.
        let (mut depth, mut commas) = (0usize, 0);
        for &(kind, start, end) in tokens {
            if start <= opened || end > place {
                continue;
            }
            match kind {
                TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
                TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                    depth = depth.saturating_sub(1);
                }
                TokenKind::Comma if depth == 0 => commas += 1,
                _ => {}
            }
        }
        commas >= 2
    }

    /// Whether a `)` put in at `place` would close a bracket holding one
    /// name or number that calls nothing (`while (j) >= 0`): parentheses no
    /// one writes around a lone operand.
    pub(super) fn wraps_a_lone_operand(&self, code: &str, place: usize) -> bool {
        let tokens = self.tokens(code);
        let before = tokens.partition_point(|t| t.2 <= place);
        if before < 2 {
            return false;
        }
        let (operand, opener) = (tokens[before - 1], tokens[before - 2]);
        let called = before >= 3
            && matches!(
                tokens[before - 3].0,
                TokenKind::Name | TokenKind::Rpar | TokenKind::Rsqb | TokenKind::String
            );
        matches!(
            operand.0,
            TokenKind::Name | TokenKind::Int | TokenKind::Float
        ) && opener.0 == TokenKind::Lpar
            && !called
    }

    /// Whether `place` stands between two numbers that are elements of a
    /// display or a call already separated by commas (`[16, 17.5 15]`):
    /// its own separator, not an operator, is what they lack.
    pub(super) fn between_numbers_of_a_list(&self, code: &str, place: usize) -> bool {
        let tokens = self.tokens(code);
        let after = tokens.partition_point(|t| t.1 < place);
        let number = |i: usize| {
            tokens
                .get(i)
                .is_some_and(|t| matches!(t.0, TokenKind::Int | TokenKind::Float))
        };
        if after == 0 || !number(after - 1) || !number(after) {
            return false;
        }
        let Some((opened, _)) = open_at(code, tokens, place) else {
            return false;
        };
        // A comma of this bracket's own before `place`.
        let mut depth = 0usize;
        tokens[..after]
            .iter()
            .skip_while(|t| t.1 <= opened)
            .any(|t| match t.0 {
                TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => {
                    depth += 1;
                    false
                }
                TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                    depth = depth.saturating_sub(1);
                    false
                }
                TokenKind::Comma => depth == 0,
                _ => false,
            })
    }

    /// Whether `place` stands between two literals of one kind that a
    /// comma separates, inside a bracket (`["a", "b")`): elements of one
    /// display, which a closer put there would split (`["a"], "b")`).
    pub(super) fn between_like_elements(&self, code: &str, place: usize) -> bool {
        let tokens = self.tokens(code);
        let after = tokens.partition_point(|t| t.1 < place);
        let literal = |i: usize| {
            tokens.get(i).map(|t| t.0).filter(|kind| {
                matches!(kind, TokenKind::String | TokenKind::Int | TokenKind::Float)
            })
        };
        after > 0
            && tokens.get(after).is_some_and(|t| t.0 == TokenKind::Comma)
            && literal(after - 1).is_some()
            && literal(after - 1) == literal(after + 1)
            && open_at(code, tokens, place).is_some()
    }

    /// Whether the bracket open at `place` was opened right after a block
    /// header's keyword (`while (`, `if (`, `elif (`): C's parentheses
    /// around a whole condition.
    pub(super) fn wraps_a_condition(&self, code: &str, place: usize) -> bool {
        let tokens = self.tokens(code);
        let Some((opened, _)) = open_at(code, tokens, place) else {
            return false;
        };
        let before = tokens.partition_point(|t| t.1 < opened);
        before > 0
            && matches!(
                tokens[before - 1].0,
                TokenKind::If | TokenKind::Elif | TokenKind::While
            )
    }

    /// Whether the next line of code after `place` (the end of a line's
    /// code, a bracket open there) is indented as the line that bracket
    /// opened on or less, and is no closer's line: a statement of its own,
    /// which the bracket left open would swallow.
    pub(super) fn ends_before_a_statement(&self, code: &str, lines: &Lines, place: usize) -> bool {
        let Some((opened, _)) = open_at(code, self.tokens(code), place) else {
            return false;
        };
        // (A line begun by `.` continues the expression, unless the
        // bracket opened on a link of the same chain: the next link.)
        let link = |line: usize| lines.slice(code, line, line).trim_start().starts_with('.');
        let depth = opened_depth(code, lines, opened);
        next_code_line(code, lines, place).is_some_and(|text| {
            let body = text.trim_start();
            leading(text).len() <= depth
                && !body.starts_with([')', ']', '}'])
                && (!body.starts_with('.')
                    || (link(lines.line_of(opened)) && leading(text).len() == depth))
        })
    }

    /// Whether the bracket open at `place` (the end of a line's code, not
    /// a block's header) is the outermost, and the next line of code is
    /// indented deeper than the line it opened on: that line is inside it.
    pub(super) fn strands_its_elements(&self, code: &str, lines: &Lines, place: usize) -> bool {
        let tokens = self.tokens(code);
        let Some((opened, _)) = open_at(code, tokens, place) else {
            return false;
        };
        if open_at(code, tokens, opened).is_some() || code[..place].trim_end().ends_with(':') {
            return false;
        }
        next_code_line(code, lines, place)
            .is_some_and(|text| leading(text).len() > opened_depth(code, lines, opened))
    }
}

/// The indentation of the line the bracket at byte `opened` is on.
fn opened_depth(code: &str, lines: &Lines, opened: usize) -> usize {
    let line = lines.line_of(opened);
    leading(lines.slice(code, line, line)).len()
}

/// Whether an augmented assignment's operator (`+=`, `//=`, ...) starts
/// at byte `at`.
pub(super) fn augmented_assignment_at(code: &str, at: usize) -> bool {
    let rest = &code[at..];
    let operator = rest.find('=').map_or("", |end| &rest[..=end]);
    [
        "+=", "-=", "*=", "/=", "//=", "%=", "**=", "@=", "&=", "|=", "^=", ">>=", "<<=",
    ]
    .contains(&operator)
}
