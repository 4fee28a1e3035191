//! Changes away from the reported error, for the mistakes CPython reports
//! elsewhere than where they were made: a quote lost from a triple quote
//! (the strings' parity flips until a later string fails), a bracket never
//! closed (reported at its opener) or never opened (reported at its
//! closer; see [`super::brackets`]), a comment's `#` lost from a line of
//! prose, two words run together or one typed twice (see [`super::stutter`]), a keyword argument's
//! `=` doubled, a condition's `==` typed `=`, and a block's header
//! indented wrongly (reported where its body ends).

use ruff_python_ast::token::TokenKind;

use std::ops::RangeInclusive;

use super::brackets::brackets;
use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::swap;
use super::edits::{Change, Kind, Lines, Token, code_tokens_of, leading};

/// How far before a string error a lost quote is looked for, in lines.
const QUOTE_REACH: usize = 400;
/// Doubled quotes tried at most, the nearest first.
const QUOTE_SITES: usize = 8;

/// Every distant change worth trying for `error`.
pub(super) fn distant(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    at: usize,
    out: &mut Vec<Change>,
) {
    // A triple-quoted string runs to the file's end, where it is detected:
    // the lost quote may be after the line reported.
    let detected = error.detected_line.unwrap_or(error.line);
    let string_error = error.of_a_string;
    doubled_quotes(
        code,
        lines,
        error.line,
        detected.max(error.line + 1),
        string_error,
        out,
    );
    brackets(code, tokens, lines, error, at, out);
    for line in [error.line.saturating_sub(1), error.line] {
        prose_comment(code, tokens, lines, line, out);
        arrow_note(tokens, lines, line, out);
    }
    // The error may be reported a few lines on (at the next argument).
    merged_words(
        code,
        tokens,
        lines,
        error.line.saturating_sub(3)..=error.line,
        out,
    );
    super::stutter::stutters(code, tokens, lines, error.line, out);
    assignments_in_conditions(tokens, lines, error.line, out);
    if error.kind == ErrorKind::PositionalAfterKeyword {
        // Reported at the call's closing bracket: the slip is anywhere in
        // its arguments (a keyword's `=` doubled or lost, two swapped).
        let call = call_lines(tokens, lines, at);
        comparisons_for_keywords(tokens, lines, call.clone(), out);
        super::keyword_named::keyword_named(code, tokens, at, out);
        merged_words(code, tokens, lines, call.clone(), out);
        for line in call {
            out.extend(swap(code, lines, line));
        }
    }
    if error.of_indentation {
        block_jumps(code, lines, error.line, out);
    }
}

/// A keyword argument written with `==` reads as a positional one: the
/// argument after it is then refused. `==` made `=` again.
fn comparisons_for_keywords(
    tokens: &[Token],
    lines: &Lines,
    span: RangeInclusive<usize>,
    out: &mut Vec<Change>,
) {
    let start = lines.start_of((*span.start()).max(1));
    let end = lines.end_of(*span.end());
    for &(kind, t_start, t_end) in tokens.iter().filter(|t| t.1 >= start && t.1 < end) {
        if kind == TokenKind::EqEqual {
            out.push(Change::new(t_start, t_end, "=", Kind::Replace));
        }
    }
}

/// A condition's `==` typed `=` after a keyword that opens one on the
/// error's line, away from the error: inside a comprehension (`[x for x in
/// xs if x = y]`) CPython reports the whole display, at its opener.
fn assignments_in_conditions(tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let mut in_condition = false;
    for &(kind, t_start, t_end) in tokens.iter().filter(|t| t.1 >= start && t.1 < end) {
        match kind {
            TokenKind::If | TokenKind::Elif | TokenKind::While | TokenKind::And | TokenKind::Or => {
                in_condition = true;
            }
            TokenKind::Equal if in_condition => {
                out.push(Change::new(t_start, t_end, "==", Kind::Replace));
            }
            _ => {}
        }
    }
}

/// The lines of the call whose closing bracket is at `at` (at most
/// [`CALL_REACH`] of them).
fn call_lines(tokens: &[Token], lines: &Lines, at: usize) -> RangeInclusive<usize> {
    const CALL_REACH: usize = 40;
    let last = lines.line_of(at);
    let mut depth = 0usize;
    let mut first = last;
    for &(kind, start, _) in tokens.iter().rev().filter(|t| t.1 <= at) {
        match kind {
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth += 1,
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    first = lines.line_of(start);
                    break;
                }
            }
            _ => {}
        }
    }
    first.max(last.saturating_sub(CALL_REACH))..=last
}

/// Block headers whose body is indented by more than one step: the header
/// lost its indentation (`    while x:` over a body at 12), and the error
/// is reported where the body ends. Each is moved to one step above its
/// body, the nearest first.
fn block_jumps(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    const REACH: usize = 400;
    const SITES: usize = 3;
    let indentation = |n: usize| {
        let text = lines.slice(code, n, n);
        let body = text.trim_start_matches(' ');
        (!body.trim().is_empty() && !body.starts_with('#'))
            .then(|| (text.len() - body.len(), body.trim_end()))
    };
    let mut found = 0;
    let mut below: Option<usize> = None;
    for n in (line.saturating_sub(REACH).max(1)..line).rev() {
        let Some((indent, body)) = indentation(n) else {
            continue;
        };
        if let Some(body_indent) = below
            && body.ends_with(':')
            && body_indent > indent + 4
        {
            let start = lines.start_of(n);
            let target = " ".repeat(body_indent - 4);
            out.push(Change::new(start, start + indent, &target, Kind::Reindent));
            found += 1;
            if found == SITES {
                return;
            }
        }
        below = Some(indent);
    }
}

/// Punctuation whose loss merges two words into one.
const JOINERS: &[&str] = &["(", "=", ".", ",", "[", ")"];

/// A word that is two the file writes elsewhere run together (`__new__cls`
/// for `__new__(cls`, `end_linevalue` for `end_line=value`): what was lost
/// between them put back.
fn merged_words(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    span: RangeInclusive<usize>,
    out: &mut Vec<Change>,
) {
    let (start, end) = (
        lines.start_of((*span.start()).max(1)),
        lines.end_of(*span.end()),
    );
    let mut words: std::collections::HashMap<&str, usize> = Default::default();
    for t in tokens.iter().filter(|t| t.0 == TokenKind::Name) {
        *words.entry(&code[t.1..t.2]).or_default() += 1;
    }
    let known = |w: &str| words.get(w).is_some_and(|n| *n >= 1);
    // A method's first parameter, or an index, needs no other writing.
    let self_like = |w: &str| w == "self" || w == "cls";
    let number = |w: &str| w.bytes().all(|b| b.is_ascii_digit());
    for t in tokens
        .iter()
        .filter(|t| t.0 == TokenKind::Name && t.1 >= start && t.1 < end)
    {
        let word = &code[t.1..t.2];
        if words.get(word).copied().unwrap_or(0) > 1 {
            continue; // written so elsewhere: no slip
        }
        for (k, _) in word.char_indices().skip(1) {
            let (left, right) = word.split_at(k);
            let dunder = left.len() > 4 && left.starts_with("__") && left.ends_with("__");
            let left_known = dunder || known(left) || (self_like(right) && left.len() > 1);
            if !(left_known && (known(right) || self_like(right) || number(right))) {
                continue;
            }
            for joiner in JOINERS {
                out.push(Change::new(t.1 + k, t.1 + k, joiner, Kind::Split));
            }
        }
    }
}

/// Two quotes that are not part of a triple (`""` where `"""` was, or
/// `''word'` where `'word'` was): a third put back, or one taken away. The
/// nearest before the error first; a string error may be reported far
/// from where the strings' parity flipped.
fn doubled_quotes(
    code: &str,
    lines: &Lines,
    error_line: usize,
    last_line: usize,
    string_error: bool,
    out: &mut Vec<Change>,
) {
    let from = lines.start_of(error_line.saturating_sub(QUOTE_REACH).max(1));
    let to = lines.end_of(last_line).min(code.len());
    let bytes = code.as_bytes();
    let mut sites: Vec<usize> = (from.max(1)..to.saturating_sub(1))
        .filter(|&i| {
            let q = bytes[i];
            (q == b'"' || q == b'\'')
                && bytes[i + 1] == q
                && bytes[i - 1] != q
                && bytes.get(i + 2) != Some(&q)
                // Whatever the error, `""` alone at a line's end or before
                // a word is a triple quote that lost one.
                && (string_error || {
                    let next = bytes.get(i + 2).copied().unwrap_or(b'\n');
                    next == b'\n' || next == b'\r' || next.is_ascii_alphabetic()
                })
        })
        .collect();
    sites.reverse();
    for site in sites.into_iter().take(QUOTE_SITES) {
        let quote = &code[site..site + 1];
        out.push(Change::new(site, site, quote, Kind::CloseString));
        out.push(Change::new(site, site + 1, "", Kind::CloseString));
    }
}

/// A note drawn to the code after it with no `#` (`x = 1  <-- change
/// this`, `if ok:  <== here`): a `#` before the arrow, which starts after
/// a space and runs into a word.
fn arrow_note(tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 || line > lines.count() {
        return;
    }
    let on_line: Vec<Token> = code_tokens_of(tokens, lines, line)
        .into_iter()
        .map(|(_, token)| token)
        .collect();
    let arrow_part = |t: &Token| {
        matches!(
            t.0,
            TokenKind::Less
                | TokenKind::LessEqual
                | TokenKind::Minus
                | TokenKind::Equal
                | TokenKind::EqEqual
        )
    };
    for (i, t) in on_line.iter().enumerate() {
        let spaced = i > 0 && on_line[i - 1].2 < t.1;
        if !(spaced && matches!(t.0, TokenKind::Less | TokenKind::LessEqual)) {
            continue;
        }
        // The arrow's parts touch each other; the word after it follows.
        let mut j = i + 1;
        while j < on_line.len() && arrow_part(&on_line[j]) && on_line[j - 1].2 == on_line[j].1 {
            j += 1;
        }
        let drawn = j > i + 1;
        let worded = on_line.get(j).is_some_and(|w| w.0 == TokenKind::Name);
        if drawn && worded {
            out.push(Change::new(t.1, t.1, "# ", Kind::ArrowNote));
            return;
        }
    }
}

/// The line's first two tokens are words, the first a word no other line
/// of code writes (`di Excel: =SUM(D2:D12)`): a sentence's start, from the
/// line's start. (A keyword misspelt so is the keyword rules'.)
fn first_word_unwritten(
    code: &str,
    tokens: &[Token],
    on_line: &[&Token],
    pairs: &[usize],
) -> Option<usize> {
    let first = on_line.first()?;
    let word = &code[first.1..first.2];
    let elsewhere = || {
        tokens
            .iter()
            .filter(|t| t.0 == TokenKind::Name && t.1 != first.1)
            .any(|t| &code[t.1..t.2] == word)
    };
    // (Not a header's line, its block below: `ì len(x) != 10:` is an
    // `if` typed with Telex.)
    let header = on_line
        .iter()
        .rev()
        .find(|t| !matches!(t.0, TokenKind::Comment | TokenKind::Newline))
        .is_some_and(|t| t.0 == TokenKind::Colon);
    // (Nor a declaration, another language's `var n := 0`: its second
    // word is bound or called.)
    let bound = on_line.get(2).is_some_and(|t| {
        matches!(
            t.0,
            TokenKind::Equal | TokenKind::ColonEqual | TokenKind::Lpar | TokenKind::Dot
        )
    });
    (pairs.first() == Some(&1)
        && !header
        && !bound
        && first.0 == TokenKind::Name
        && !super::spelling::misspelt_keyword(word)
        && !elsewhere())
    .then_some(0)
}

/// A line of prose that lost its `#`: put back before its first word.
/// Code seldom has two plain words in a row; prose has several, or starts
/// two spaces after the code it comments on (`x = 1  type: ignore`).
fn prose_comment(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 {
        return;
    }
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let on_line: Vec<&Token> = tokens
        .iter()
        .filter(|t| t.1 >= start && t.1 < end)
        .filter(|t| !matches!(t.0, TokenKind::Indent | TokenKind::Dedent))
        .collect();
    let plain = |t: &Token| {
        matches!(
            t.0,
            TokenKind::Name | TokenKind::Type | TokenKind::Match | TokenKind::Case
        )
    };
    let pairs: Vec<usize> = (1..on_line.len())
        .filter(|&i| plain(on_line[i - 1]) && plain(on_line[i]))
        .collect();
    let prose_from = if pairs.len() >= 2 {
        // The run of words that holds the first pair.
        let first = pairs[0] - 1;
        Some(
            on_line[..=first]
                .iter()
                .rposition(|t| !plain(t))
                .map_or(0, |p| p + 1),
        )
    } else {
        pairs
            .iter()
            .copied()
            .find(|&i| on_line[i].1 >= on_line[i - 1].2 + 2)
            .or_else(|| first_word_unwritten(code, tokens, &on_line, &pairs))
    };
    let Some(first) = prose_from else {
        return;
    };
    let mut place = on_line[first].1;
    // A placeholder's words (`... rest of the class unchanged ...`): its
    // `...` is theirs, not a statement the comment follows.
    if matches!(code[start..place].trim(), "..." | "\u{2026}") {
        place = start + leading(&code[start..place]).len();
    }
    // A whole line of a chat's prose is the prose rule's, with its
    // paragraph: not a comment's `#` lost.
    let text = lines.slice(code, line, line);
    if code[start..place].trim().is_empty()
        && super::prose::is_prose(text)
        && !super::prose::lost_hash(text)
    {
        return;
    }
    // Where a `#` was lost, the space after it is still there.
    if place > start && code.as_bytes()[place - 1] == b' ' {
        out.push(Change::new(place - 1, place - 1, "#", Kind::Comment));
    } else {
        out.push(Change::new(place, place, "#", Kind::Comment));
    }
    out.push(Change::new(place, place, "# ", Kind::Comment));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::on_line;
    use super::*;

    #[test]
    fn a_sentence_that_lost_its_hash_is_a_comment_again() {
        let code = "def f(d):\n    di Excel: =SUM(D2:D12) harus 0\n    return d\n";
        assert!(on_line(code, 2, prose_comment).contains(
            &"def f(d):\n    # di Excel: =SUM(D2:D12) harus 0\n    return d\n".to_string()
        ));
        // (A header typed with an input method, a declaration of another
        // language, a name the file writes: not sentences.)
        assert!(on_line("ì len(x) != 10:\n    pass\n", 1, prose_comment).is_empty());
        assert!(on_line("var n := 0\n", 1, prose_comment).is_empty());
        assert!(on_line("total = 0\ntotal x\n", 2, prose_comment).is_empty());
    }
}
