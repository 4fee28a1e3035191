//! A string left open, and what a change there does to the words after
//! its quote: closed, they stay text; its quote deleted or another put
//! before it, they are read as code; a quote put after an argument takes
//! that argument into the text.

use ruff_python_ast::token::TokenKind;

use super::super::edits::{Change, Lines, Token};
use super::super::layout::puts_back_a_quote;
use super::super::weights::{self, Weight};

/// What `change` costs at a string left open at `at` (its prefix or
/// quote) for what it does to the words after that quote: most often the
/// closing quote was lost, and a quote put before the opening one makes
/// its words code; that one deleted, all of them; and a string's edge
/// moved over code loses a name the call passed.
pub(super) fn words_made_code_cost(
    code: &str,
    lines: &Lines,
    tokens: &[Token],
    change: &Change,
    at: usize,
) -> f64 {
    let made_code = match words_made_code(code, lines, change, at) {
        Some(WordsMadeCode::QuoteDeleted) => weights::value(Weight::QuoteDeletedWordsCode),
        Some(WordsMadeCode::QuoteBefore) => weights::value(Weight::QuoteBeforeWordsCode),
        None => 0.0,
    };
    let swallowed = if swallows_an_argument(code, tokens, change, at) {
        weights::value(Weight::ArgumentSwallowed)
    } else {
        0.0
    };
    made_code + swallowed
}

/// How a change at a string left open would make the words after its
/// quote code.
enum WordsMadeCode {
    QuoteDeleted,
    QuoteBefore,
}

/// Whether `change`, at a single-quoted string left open at `at` (its
/// prefix or quote), deletes that quote (or puts something else in its
/// place) or puts another before it on its line (no quote between), while
/// words follow the quote: they would be read as code.
fn words_made_code(code: &str, lines: &Lines, change: &Change, at: usize) -> Option<WordsMadeCode> {
    let prefix = code
        .get(at..)?
        .bytes()
        .take_while(|b| b"rRbBuUfFtT".contains(b))
        .count();
    let quote_at = at + prefix;
    let line_end = lines.end_of(lines.line_of(at)).min(code.len());
    let after = code.get(quote_at + 1..line_end)?;
    if !after.chars().any(char::is_alphanumeric) {
        return None;
    }
    let quote = code.get(quote_at..quote_at + 1)?;
    // (An f-string's opening token is its prefix and quote together: `f"`
    // deleted, or made `+`, is its quote deleted.)
    if change.start <= quote_at && change.end == quote_at + 1 && !change.text.contains(['\'', '"'])
    {
        return Some(WordsMadeCode::QuoteDeleted);
    }
    // (With other quotes between, the strings' parity flipped: the quote
    // lost may be any of theirs.)
    (change.start == change.end
        && change.start < at
        && change.text == quote
        && lines.line_of(change.start) == lines.line_of(at)
        && !code[change.start..at].contains(['\'', '"']))
    .then_some(WordsMadeCode::QuoteBefore)
}

/// Whether a quote put in at `change` would close the string opened at
/// `at` after `, name` (or `, name.attr(...)`), a name the file uses as
/// code elsewhere: an argument taken into the text (`"était, mot")` for
/// `"était", mot)`, `"for, time.ctime(now))` for `"for", time.ctime(now))`).
fn swallows_an_argument(code: &str, tokens: &[Token], change: &Change, at: usize) -> bool {
    if !puts_back_a_quote(change) || change.start <= at {
        return false;
    }
    let text = &code[at + 1..change.start];
    if text.contains('\n') {
        return false;
    }
    // The last comma outside the brackets the text holds, and whether the
    // brackets after it all close, none before it opens.
    let (mut depth, mut lowest_after) = (0i32, 0i32);
    let mut comma = None;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                comma = Some(i);
                lowest_after = 0;
            }
            _ => {}
        }
        lowest_after = lowest_after.min(depth);
    }
    let closed = depth == 0 && lowest_after >= 0;
    let Some(comma) = comma else {
        return false;
    };
    let argument = text[comma + 1..].trim();
    let head_len = argument
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(argument.len());
    let (head, called) = argument.split_at(head_len);
    let Some(first) = head
        .split('.')
        .next()
        .filter(|first| first.starts_with(|c: char| c.is_alphabetic() || c == '_'))
    else {
        return false;
    };
    // (What follows the name: nothing, or the brackets of a call or a
    // subscript, closed.)
    if !(called.is_empty() || (called.starts_with(['(', '[']) && closed)) {
        return false;
    }
    tokens.iter().any(|&(kind, start, end)| {
        kind == TokenKind::Name
            && (end <= at || start >= change.start)
            && &code[start..end] == first
    })
}
