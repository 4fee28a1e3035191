//! The changes worth trying at a syntax error: what is inserted, deleted or
//! replaced near it, re-indented or swapped around it.

mod places;
mod reindents;

use ruff_python_ast::token::TokenKind;

use super::brackets::{open_at, value_end};
use super::diagnosis::{Diagnosis, ErrorKind};
use super::distant::distant;
use super::edits::{Change, KEYWORDS, Kind, Lines, Token, code_tokens_of, string_body, swap};
use super::named::named_line;
use super::spelling::spellings;
pub(super) use super::spelling::{misspelt_first_word, misspelt_keyword};
use places::{NameContexts, in_indentation, operator_spaced, placements, spaced};
use reindents::reindents;

/// Inserted or put in place of a token near the error.
const PUNCTUATION: &[&str] = &[
    ":", ",", ")", "(", "]", "[", "}", "{", ".", "=", "==", "+", "-", "*", "/", "%", "**", "->",
    "!=", "<", ">", "<=", ">=", "+=", "-=", "'", "\"", ";", "@", "|", "&",
];
/// What joins two values side by side (a comma is `comma_after_value`'s).
const BETWEEN_VALUES: &[&str] = &["=", ":"];
/// Inserted away from the error too (what a line most often lacks).
const CLOSERS: &[&str] = &[")", "]", "}", ",", ":", "'", "\""];

/// Whether the brackets line `line` opens all close on it (and it closes
/// none opened before it).
fn closes_its_brackets(tokens: &[Token], lines: &Lines, line: usize) -> bool {
    let mut depth = 0i32;
    for (_, token) in code_tokens_of(tokens, lines, line) {
        match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    depth == 0
}

/// Every change worth trying at the error at byte `at`.
pub(super) fn candidates(
    code: &str,
    tokens: &[(TokenKind, usize, usize)],
    lines: &Lines,
    error: &Diagnosis,
    at: usize,
) -> Vec<Change> {
    let mut out = Vec::new();
    // The mistakes CPython names in its message, first: one change each.
    super::named::named(code, tokens, lines, error, &mut out);
    // (Before the generic quotes: a change of the same text keeps the
    // first rule that offers it, and this one knows the quote's string.)
    super::lost_docstring_end::docstring_quote_short(code, tokens, lines, error, &mut out);
    super::body::unindented_body(code, tokens, lines, error, &mut out);
    super::body::body_kept_for_later(code, lines, error, &mut out);
    super::inline_body::inline_first_statement(code, tokens, lines, error, &mut out);
    super::inline_body::decorator_line_broken(code, tokens, lines, error.line, &mut out);
    super::joined_lines::statements_joined(code, tokens, lines, error, &mut out);
    super::joined_lines::declaration_assigned(code, lines, error.line, &mut out);
    super::spelling::keywords_misplaced(code, lines, error, &mut out);
    super::unfinished_version::unfinished_version(code, lines, error, &mut out);
    super::placement::annotation_moved(code, tokens, lines, error.line, &mut out);
    super::placement::parameter_annotation_moved(code, tokens, lines, error.line, &mut out);
    super::placement::parameters_reordered(code, tokens, lines, error, &mut out);
    super::parameter_default::default_given(code, tokens, lines, error, &mut out);
    super::placement::walrus_bracketed(code, tokens, lines, error.line, &mut out);
    super::comprehension_target::target_parenthesised(code, tokens, lines, error, &mut out);
    super::decorated_docstring::docstring_moved_into_body(
        code, tokens, lines, error.line, &mut out,
    );
    super::keyboard_layout::retyped_on_us_keys(code, tokens, lines, error.line, &mut out);
    // (A bracket's opener typed in another layout is named by the line
    // CPython gives for it.)
    if let Some(named) = error.named_line.filter(|&named| named + 1 < error.line) {
        super::keyboard_layout::retyped_on_us_keys(code, tokens, lines, named, &mut out);
    }
    super::keyboard_rows::number_row_digits(code, tokens, lines, error.line, &mut out);
    super::placement::pattern_keys_quoted(code, tokens, lines, error.line, &mut out);
    super::copy_markup::markup_taken_off(code, tokens, lines, error.line, &mut out);
    super::raw_strings::escapes_made_raw(code, tokens, lines, error, &mut out);
    super::raw_strings::raw_end_backslash(code, lines, error, &mut out);
    super::inner_quotes::quotes_inside_text(code, tokens, lines, error.line, &mut out);
    super::inner_quotes::quotes_kept_in_text(code, tokens, lines, error.line, &mut out);
    super::wrapped_line::wrapped_string_joined(code, lines, error, &mut out);
    super::literal_braces::text_braces_doubled(code, tokens, lines, error.line, &mut out);
    super::field_hoisted::field_hoisted(code, tokens, lines, error.line, &mut out);
    super::expression_forms::expression_forms(code, tokens, lines, error, &mut out);
    super::cut_off::end_completed(code, tokens, lines, error, &mut out);
    super::lost_docstring_end::lost_docstring_ends(code, tokens, lines, error, &mut out);
    super::lost_docstring_end::closed_with_the_other_quotes(code, lines, error.line, &mut out);
    super::chat_answer::outside_python_blocks(code, tokens, lines, error.line, &mut out);
    super::ipython::session_taken_off(code, tokens, lines, error.line, &mut out);
    super::prose::prose_paragraph(code, lines, error.line, &mut out);
    // (A chat's answer with blocks of code is `chat_answer`'s to read: its
    // talk is more than paragraphs. Asked only of a tutorial's paragraphs.)
    let mut paragraphs = Vec::new();
    super::prose::every_paragraph(code, tokens, lines, error.line, &mut paragraphs);
    if !paragraphs.is_empty() && !super::chat_answer::holds_blocks(code, tokens, lines) {
        out.extend(paragraphs);
    }
    super::diff_paste::diff_applied(code, lines, error.line, &mut out);
    super::line_numbers::numbers_taken_off(code, lines, error.line, &mut out);
    super::type_params::type_params_rewritten(code, tokens, lines, error.line, &mut out);
    super::dialects::dialect_rewritten(code, tokens, lines, error.line, &mut out);
    super::merge_conflict::conflict_sides(code, lines, error.line, &mut out);
    super::merge_conflict::lone_markers(code, lines, error.line, &mut out);
    super::continuation::escaped_line_end(code, tokens, lines, error.line, &mut out);
    super::continuation::stray_continuation(code, tokens, lines, error.line, &mut out);
    super::continuation::comment_moved_to_the_end(code, tokens, lines, error.line, &mut out);
    super::continuation::right_to_left_comment(code, lines, error.line, &mut out);
    super::continuation::chain_parenthesised(code, tokens, lines, error.line, &mut out);
    super::else_last::else_moved_last(code, lines, error.line, &mut out);
    super::else_last::else_condition_dropped(code, lines, error.line, &mut out);
    super::lost_header::try_lost(code, lines, error, &mut out);
    super::lost_header::header_dedented(code, lines, error, &mut out);
    super::format_tuple::format_operands_grouped(code, tokens, lines, error.line, &mut out);
    super::equals_compared::equals_compared(code, tokens, lines, error.line, &mut out);
    super::spaced_values::commas_between_values(code, tokens, lines, error, &mut out);
    super::number_forms::numbers_made_python(code, tokens, lines, error, &mut out);
    super::unquoted_values::values_quoted(code, tokens, lines, error, &mut out);
    super::units::units_dropped(code, tokens, lines, error, &mut out);
    // (And the line above an error of indentation: a Basic continuation
    // ` & _` leaves the next line an unexpected indent.)
    super::basic_habits::basic_habit(code, lines, error.line, &mut out);
    super::typed_habits::typed_habits(code, tokens, lines, error.line, &mut out);
    super::foreign_lambda::foreign_lambdas(code, tokens, lines, error.line, &mut out);
    super::keyword_equals::keyword_equals(code, tokens, lines, error.line, &mut out);
    super::pipes::pipes_called(code, tokens, lines, error.line, &mut out);
    super::foreign_statements::foreign_statements(code, lines, error.line, &mut out);
    super::compile_stage::compile_stage(code, tokens, lines, error, &mut out);
    super::continued_operator::continued_operator(code, tokens, lines, error, &mut out);
    super::closer_by_indentation::closer_by_indentation(code, tokens, lines, error, &mut out);
    super::field_brackets::field_brackets_closed(code, lines, error.line, &mut out);
    if error.of_indentation && error.line > 1 {
        super::basic_habits::basic_habit(code, lines, error.line - 1, &mut out);
    }
    // Whole lines first: few, and cut short by no deadline.
    let mut reindented = vec![error.line.saturating_sub(1), error.line, error.line + 1];
    // A statement indented wrongly is reported at the one after it, which
    // may start many lines later (after a docstring).
    for line in statement_starts_before(tokens, lines, error.line) {
        if !reindented.contains(&line) {
            reindented.push(line);
        }
    }
    for line in reindented {
        reindents(code, lines, line, &mut out);
    }
    // CPython names the first of two values side by side: what was lost
    // stands where the second starts, however long the first.
    let second_value = (error.kind == ErrorKind::ForgotComma)
        .then(|| value_end(tokens, at))
        .flatten();
    // Two lines swapped: around the error, and around the line of a
    // bracket it names (`... on line 106`) or of the second value.
    let mut swapped = vec![
        error.line.saturating_sub(2),
        error.line.saturating_sub(1),
        error.line,
        error.line + 1,
        error.line + 2,
    ];
    let named_line = named_line(error);
    for named in named_line
        .into_iter()
        .chain(second_value.map(|end| lines.line_of(end)))
    {
        swapped.extend([named.saturating_sub(1), named]);
    }
    swapped.sort_unstable();
    swapped.dedup();
    for line in swapped {
        // Two elements of one bracket are never swapped to repair it (a
        // comma is what such lines lack), nor swapped by mistake and broken.
        // (A line that opens or closes a bracket of its own is no element:
        // `'for': [` swapped with the `],` above it is.)
        let inside = |at: usize| open_at(code, tokens, at).map(|(opened, _)| opened);
        let elements = inside(lines.start_of(line))
            .is_some_and(|opened| inside(lines.start_of(line + 2).min(code.len())) == Some(opened))
            && closes_its_brackets(tokens, lines, line)
            && closes_its_brackets(tokens, lines, line + 1);
        if let Some(change) = swap(code, lines, line).filter(|_| !elements) {
            out.push(change);
        }
    }
    let meaningful: Vec<usize> = (0..tokens.len())
        .filter(|&i| {
            !matches!(
                tokens[i].0,
                TokenKind::EndOfFile | TokenKind::Dedent | TokenKind::Indent
            )
        })
        .collect();
    let e = meaningful
        .iter()
        .position(|&i| tokens[i].2 > at)
        .unwrap_or(meaningful.len().saturating_sub(1));
    let near = e.saturating_sub(3)..(e + 2).min(meaningful.len());
    for k in near.clone() {
        let (kind, start, end) = tokens[meaningful[k]];
        let word = &code[start..end];
        if kind == TokenKind::Newline || kind == TokenKind::NonLogicalNewline {
            continue;
        }
        // A comment or a string's text is never taken away: a repair
        // puts back what is missing around them.
        if keeps_text(kind, word) {
            if matches!(kind, TokenKind::String | TokenKind::Unknown) {
                close_string(code, lines, start, &mut out);
            }
            continue;
        }
        // A string left open: its opening quote may be the stray one, but
        // its text stays.
        if let Some(quote) = open_string_quote(word) {
            out.push(Change::new(start, start + quote, "", Kind::Delete));
            close_string(code, lines, start, &mut out);
            continue;
        }
        out.push(Change::new(start, end, "", Kind::Delete));
        if code[end..].starts_with(' ') {
            out.push(Change::new(start, end + 1, "", Kind::Delete));
        } else if kind.is_keyword()
            && !matches!(kind, TokenKind::None | TokenKind::True | TokenKind::False)
            && code[..start].ends_with(' ')
            && code[end..].starts_with([':', ',', ')', ']', '}'])
        {
            // A keyword with the space before it, where what follows it
            // needs none (`else if:` made `else:`).
            out.push(Change::new(start - 1, end, "", Kind::Delete));
        }
        for text in PUNCTUATION {
            if *text != word {
                out.push(Change::new(start, end, text, Kind::Replace));
            }
        }
        if kind == TokenKind::Name || kind.is_keyword() {
            for keyword in spellings(word) {
                out.push(Change::new(start, end, keyword, Kind::Keyword));
            }
            // (A word typed twice is `stutter`'s.)
        }
        // (An f-string left open too: its text is lexed as its parts.)
        if matches!(
            kind,
            TokenKind::String | TokenKind::Unknown | TokenKind::FStringStart
        ) {
            close_string(code, lines, start, &mut out);
        }
    }
    // The error line's first word, a keyword misspelt, however far the
    // parser read past it (`retrun [f(x) for x in xs]` fails at `for`).
    if let Some((start, end)) = misspelt_first_word(code, lines, error.line) {
        for keyword in spellings(&code[start..end]) {
            out.push(Change::new(start, end, keyword, Kind::Keyword));
        }
    }
    // Insertions in the gaps around the error: everything near it (and the
    // names the file writes between the same two tokens), the usual closers
    // anywhere on its line and the line before.
    let names = NameContexts::of(code, tokens);
    let second_value = second_value
        .and_then(|end| meaningful.iter().position(|&i| tokens[i].1 >= end))
        .filter(|&k| k > near.end);
    let gaps = (near.start..=near.end.min(meaningful.len().saturating_sub(1))).chain(second_value);
    for k in gaps {
        let after = meaningful[k];
        let previous = (k > 0).then(|| meaningful[k - 1]);
        let before_end = previous.map_or(0, |p| tokens[p].2);
        let text_of = |i: usize| &code[tokens[i].1..tokens[i].2];
        let mut between = names.between(previous.map(text_of), text_of(after));
        // An attribute lost after its dot is often a name the same line
        // writes (`self. = value` for `self.value = value`).
        if let Some(p) = previous
            && tokens[p].0 == TokenKind::Dot
        {
            for &i in &meaningful {
                let (kind, start, end) = tokens[i];
                let same_line = lines.line_of(start) == lines.line_of(tokens[p].1);
                let name = &code[start..end];
                if kind == TokenKind::Name && same_line && !between.contains(&name) {
                    between.push(name);
                }
            }
        }
        for place in placements(code, before_end, tokens[after].1) {
            // A quote inside a line's indentation would open a string of
            // the whole line: never what was lost.
            let indenting = place < tokens[after].1 && in_indentation(code, place);
            // Nor anything at a line's very start, before its indentation
            // (what the line above lacked goes at its end), but for a word
            // lost there whose space is left (` .helpers import *`).
            if indenting && code[..place].ends_with('\n') && &code[place..tokens[after].1] != " " {
                continue;
            }
            // (Where the second value starts, what joins two values was
            // lost: a default's or a keyword's `=`, a key's `:`; not a
            // word, nor an operator.)
            let far = Some(k) == second_value;
            for text in PUNCTUATION {
                if (indenting && (*text == "'" || *text == "\""))
                    || (far && !BETWEEN_VALUES.contains(text))
                {
                    continue;
                }
                let text = operator_spaced(code, place, text);
                out.push(Change::new(place, place, &text, Kind::Insert));
            }
            if far {
                continue;
            }
            for keyword in KEYWORDS {
                out.push(Change::new(
                    place,
                    place,
                    &spaced(code, place, keyword),
                    Kind::Insert,
                ));
            }
            for name in &between {
                out.push(Change::new(
                    place,
                    place,
                    &spaced(code, place, name),
                    Kind::Name,
                ));
            }
        }
    }
    let first_line = error.line.saturating_sub(1).max(1);
    for k in 0..meaningful.len() {
        let (kind, start, end) = tokens[meaningful[k]];
        let line = lines.line_of(start);
        // The line of the opener CPython names (`... on line 283`): a
        // bracket there typed twice, or its closer lost on that line.
        if Some(line) == named_line {
            if matches!(kind, TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace) {
                out.push(Change::new(start, end, "", Kind::Delete));
            }
        } else if line < first_line || line > error.line || near.contains(&(k + 1)) {
            continue;
        }
        // The gap after this token (the last one's: up to the end).
        let next = meaningful.get(k + 1).map_or(code.len(), |&n| tokens[n].1);
        for place in placements(code, end, next) {
            for text in CLOSERS {
                out.push(Change::new(place, place, text, Kind::Insert));
            }
        }
    }
    // A string's closing quote lost, and the next string's opening quote
    // taken for it: the error stands just after a string on its line.
    let after_string = e.checked_sub(1).is_some_and(|before| {
        let (kind, start, _) = tokens[meaningful[before]];
        kind == TokenKind::String && lines.line_of(start) == error.line
    });
    // (Or CPython names the string itself as lacking a comma after it:
    // `(b'ab~cd, 'replace', 'x')`, its quotes paired the wrong way.)
    let names_a_string = error.kind == ErrorKind::ForgotComma
        && meaningful
            .get(e)
            .is_some_and(|&i| tokens[i].0 == TokenKind::String && tokens[i].1 == at);
    if matches!(
        error.kind,
        ErrorKind::UnterminatedString | ErrorKind::UnterminatedOther
    ) || error.detail_of_a_string
        || after_string
        || names_a_string
    {
        quotes_at_word_ends(code, lines, error.line, &mut out);
    }
    distant(code, tokens, lines, error, at, &mut out);
    out
}

/// The length of the prefix and quote that open `word`, if it is a string
/// left open with text after its quote.
fn open_string_quote(word: &str) -> Option<usize> {
    let body = string_body(word);
    let quote = body.chars().next().filter(|c| *c == '\'' || *c == '"')?;
    let quotes = body.len() - body.trim_start_matches(quote).len();
    let opening = if quotes >= 3 { 3 } else { 1 };
    let text = &body[opening..];
    // A closed string reaching here is an empty one (`''`): no text.
    let empty = text == &body[..opening];
    (!empty && !text.trim().is_empty()).then_some(word.len() - body.len() + opening)
}

/// Whether a token holds text of the author's that no edit may remove: a
/// comment, or a string with something between its quotes.
fn keeps_text(kind: TokenKind, word: &str) -> bool {
    match kind {
        TokenKind::Comment | TokenKind::FStringMiddle | TokenKind::TStringMiddle => true,
        // A string left open may be the mistake itself (a stray quote).
        TokenKind::String => {
            let body = string_body(word);
            let quote = body.chars().next().unwrap_or('"');
            let closed = body.len() >= 2 && body.ends_with(quote);
            closed
                && !body
                    .trim_matches(|c: char| c == '\'' || c == '"')
                    .is_empty()
        }
        _ => false,
    }
}

/// The first lines of the two statements before line `line`.
fn statement_starts_before(tokens: &[Token], lines: &Lines, line: usize) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut at_start = true;
    for &(kind, start, _) in tokens {
        match kind {
            TokenKind::Newline => at_start = true,
            TokenKind::Indent
            | TokenKind::Dedent
            | TokenKind::NonLogicalNewline
            | TokenKind::Comment => {}
            _ if at_start => {
                at_start = false;
                let first = lines.line_of(start);
                if first >= line {
                    break;
                }
                starts.push(first);
            }
            _ => {}
        }
    }
    starts.into_iter().rev().take(2).collect()
}

/// Quotes put back at the ends of the words of a line holding a string
/// that never ends: where a deleted opening or closing quote was.
fn quotes_at_word_ends(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let bytes = text.as_bytes();
    // (A byte of a character past ASCII is a word's: `중)` ends a word
    // before its `)`, and no place falls inside a character.)
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'.' || !b.is_ascii();
    for i in 1..bytes.len() {
        let (before, here) = (bytes[i - 1], bytes[i]);
        // A word's end, or an f-string's replacement field's.
        let ends = (word(before) || b")]}".contains(&before)) && !word(here);
        let begins = !word(before) && word(here) && b"([{, =".contains(&before);
        if ends || begins {
            for quote in ["'", "\""] {
                out.push(Change::new(start + i, start + i, quote, Kind::CloseString));
            }
        }
    }
}

/// A string left open at `start`: its quote put back before each closer
/// on the rest of its line, or at the line's end.
fn close_string(code: &str, lines: &Lines, start: usize, out: &mut Vec<Change>) {
    let rest_end = lines.end_of(lines.line_of(start));
    let text = &code[start..rest_end];
    let Some(quote) = text.chars().find(|c| *c == '"' || *c == '\'') else {
        return;
    };
    let quote = quote.to_string();
    let opening = text.find(['"', '\'']).map_or(0, |i| i + 1);
    for (i, c) in text.char_indices().skip(opening) {
        if ")]},:".contains(c) {
            out.push(Change::new(start + i, start + i, &quote, Kind::CloseString));
        }
    }
    // Before the line's comment: after the string's last word, or after
    // one space if it holds only spaces (`' '`).
    if let Some(hash) = text[opening..].find(" #").map(|i| opening + i) {
        let content = text[opening..hash].trim_end().len();
        let at = if content == 0 {
            opening + text[opening..].chars().next().map_or(0, char::len_utf8)
        } else {
            opening + content
        };
        out.push(Change::new(
            start + at,
            start + at,
            &quote,
            Kind::CloseString,
        ));
    }
    let trimmed = text.trim_end_matches(['\n', '\r']).len();
    out.push(Change::new(
        start + trimmed,
        start + trimmed,
        &quote,
        Kind::CloseString,
    ));
}
