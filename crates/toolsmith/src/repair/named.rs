//! The mistakes CPython's message names, each undone by one change: Python
//! 2's statements ([`super::python2`]), typographic quotes, tabs mixed with
//! spaces, an f-string's `}` typed twice or left out ([`super::fstrings`]),
//! a `:` missing from a block's header (put before the line's comment,
//! never over it), a function's `()` left out, a dict's entries given
//! with `=` and a call's keyword arguments with `:` ([`super::entries`]).

use ruff_python_ast::token::TokenKind;

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, Token, code_end, code_tokens_of, leading, opens_block};

/// How many lines above CPython's an f-string's field left open is looked for.
const FIELD_LINES_ABOVE: usize = 3;
/// How many lines above CPython's a field's lost `{` is looked for in a
/// string over lines.
const STRING_LINES_ABOVE: usize = 30;

/// Changes for the mistake `error`'s message names, if it names one.
pub(super) fn named(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    // By the message, and by the line's look: our check names the line
    // CPython names, not always with CPython's words.
    let text = lines.slice(code, error.line, error.line);
    super::python2::python2(code, tokens, lines, error, out);
    super::pasted::pasted(code, tokens, lines, error.line, out);
    if error.kind == ErrorKind::FStringSingleBrace {
        lone_brace(code, lines, error, out);
        super::fstring_braces::lone_closing_braces(code, lines, error.line, out);
        super::fstring_braces::lone_brace_read(code, lines, error.line, out);
        // (CPython reports a string over lines at its end: its lines.)
        let mut first = error.line.saturating_sub(FIELD_LINES_ABOVE).max(1);
        while first > 1
            && error.line - first < STRING_LINES_ABOVE
            && super::edits::in_string(tokens, lines.start_of(first))
        {
            first -= 1;
        }
        for line in first..=error.line {
            super::fstring_braces::field_opener_lost(code, lines, line, out);
        }
    }
    if error.kind == ErrorKind::FStringExpectingBrace {
        // (CPython 3.11 reports strings written side by side, over lines,
        // at the last one's line: the field left open may be above it.)
        for line in error.line.saturating_sub(FIELD_LINES_ABOVE).max(1)..=error.line {
            super::fstrings::open_fields(code, lines, line, out);
        }
    }
    if matches!(
        error.kind,
        ErrorKind::FString | ErrorKind::FStringSingleBrace | ErrorKind::FStringExpectingBrace
    ) {
        super::fstring_quotes::reused_quotes(code, tokens, lines, error.line, out);
    }
    if error.kind == ErrorKind::FStringConversion {
        super::fstring_quotes::conversion_lost(code, lines, error.line, out);
    }
    let near: &[usize] = if error.line > 1 {
        &[error.line, error.line - 1]
    } else {
        &[1]
    };
    for &line in near {
        ascii_quotes(code, lines, line, out);
        super::foreign_operators::foreign_marks(code, tokens, lines, line, out);
        super::c_braces::c_braces(code, tokens, lines, line, out);
    }
    quotes_made_right(code, tokens, lines, error.line, out);
    super::lookalikes::ascii_lookalikes(code, tokens, lines, error.line, out);
    super::lookalikes::superscripts(code, tokens, lines, error.line, out);
    super::lookalikes::decimal_comma(code, tokens, lines, error.line, out);
    super::lookalikes::wide_indentation(code, lines, error.line, out);
    // (CPython's "invalid hexadecimal literal" is a plain "invalid
    // syntax" after the number where the verdict comes from ruff's lexer.)
    super::lookalikes::digit_lookalikes(code, lines, (error.line, error.offset), out);
    super::foreign::python_operators(code, tokens, lines, error.line, out);
    if error.kind == ErrorKind::InconsistentTabs || leading(text).contains('\t') {
        super::tabs::tabs_expanded(code, lines, error.line, out);
    }
    if error.of_tabs || error.of_indentation || leading(text).contains('\t') {
        super::tabs::tab_block(code, lines, error.line, out);
    }
    for &line in near {
        if opens_block(lines.slice(code, line, line).trim_start()) {
            header_colon(code, tokens, lines, line, out);
        }
    }
    super::keyword_names::renamed(code, tokens, lines, error.line, out);
    super::keyword_names::hyphen_names(code, tokens, lines, error.line, out);
    parameters_list(tokens, lines, error.line, out);
    super::entries::entries_given_alike(code, tokens, lines, error.line, out);
}

/// `def main:` -> `def main():`: a function's empty parameter list.
fn parameters_list(tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let on_line = code_tokens_of(tokens, lines, line);
    let kinds: Vec<TokenKind> = on_line.iter().map(|(_, t)| t.0).collect();
    let def = kinds.iter().position(|&k| k == TokenKind::Def);
    if let Some(def) = def
        && kinds.get(def + 1) == Some(&TokenKind::Name)
        && matches!(
            kinds.get(def + 2),
            Some(TokenKind::Colon | TokenKind::Rarrow)
        )
    {
        let name_end = on_line[def + 1].1.2;
        out.push(Change::new(name_end, name_end, "()", Kind::Insert));
    }
}

/// An f-string's `}` with no `{`: typed twice after a replacement field
/// (`{x}}`), once is enough. The nearest at or before CPython's column.
fn lone_brace(code: &str, lines: &Lines, error: &Diagnosis, out: &mut Vec<Change>) {
    let start = lines.start_of(error.line);
    let at = lines.offset(code, error.line, error.offset);
    let through = code[at..].chars().next().map_or(at, |c| at + c.len_utf8());
    let Some(brace) = code[start..through].rfind('}').map(|i| start + i) else {
        return;
    };
    out.push(Change::new(brace, brace + 1, "", Kind::Delete));
}

/// The line of the bracket (or header) CPython's message names (`...
/// does not match opening parenthesis '(' on line 283`).
pub(super) fn named_line(error: &Diagnosis) -> Option<usize> {
    error.named_line
}

/// The quotes a word processor or a keyboard types for ASCII's. (`´`, a
/// German or Spanish keyboard's accent key, is pressed for `'`.)
pub(super) const TYPOGRAPHIC: [char; 13] = [
    '‘', '’', '‚', '‛', '‹', '›', '“', '”', '„', '‟', '«', '»', '´',
];

/// Typographic quotes of line `line` (all of them) made ASCII: the edit
/// spans the first to the last of them, nothing around.
fn ascii_quotes(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let (Some(first), Some(last)) = (text.find(TYPOGRAPHIC), text.rfind(TYPOGRAPHIC)) else {
        return;
    };
    let end = last + text[last..].chars().next().map_or(0, char::len_utf8);
    let span = &text[first..end];
    // French quotes spaced as French typesetting spaces them (a space, a
    // no-break or a narrow no-break one): « text » is "text". Spaced on
    // one side only, the space is the text's own (`«Your answer? »`
    // prompts with a space).
    let mut plain = span.to_string();
    for space in [' ', '\u{a0}', '\u{202f}'] {
        let (open, close) = (format!("«{space}"), format!("{space}»"));
        if plain.matches(&open).count() == plain.matches(&close).count() {
            plain = plain.replace(&open, "\"").replace(&close, "\"");
        }
    }
    let ascii: String = plain
        .chars()
        .map(|c| match c {
            '‘' | '’' | '‚' | '‛' | '‹' | '›' | '´' => '\'',
            '“' | '”' | '„' | '‟' | '«' | '»' => '"',
            other => other,
        })
        .collect();
    out.push(Change::new(
        start + first,
        start + end,
        &ascii,
        Kind::Quotes,
    ));
}

/// A string's quotes made right on line `line`: one delimited by `'` that
/// holds apostrophes (`'l'élève'`, each between two letters) delimited by
/// `"` instead, or a string opened with one quote and closed with the
/// other (`'À bientôt !")`) closed with the one it opened with.
fn quotes_made_right(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let strings = tokens.iter().filter(|t| {
        t.1 >= start
            && t.2 <= end
            && matches!(
                t.0,
                TokenKind::String | TokenKind::FStringStart | TokenKind::Unknown
            )
    });
    for &(_, first, _) in strings {
        if let Some(change) = quotes_of_string(code, first, end) {
            out.push(change);
            return;
        }
    }
}

/// [`quotes_made_right`] for the string at byte `first`, to `end` (an
/// escape, a quote's aside, reads the same between either quotes).
fn quotes_of_string(code: &str, first: usize, end: usize) -> Option<Change> {
    let text = code[first..end].trim_end_matches(['\n', '\r']);
    let open = text.find(['\'', '"'])?;
    // Only a plain one-line string: no prefix but f, r, b or u before it.
    if !text[..open].chars().all(|c| "rRbBuUfF".contains(c))
        || text[open..].starts_with("'''")
        || text[open..].starts_with("\"\"\"")
    {
        return None;
    }
    let quote = text.as_bytes()[open];
    let other = if quote == b'\'' { b'"' } else { b'\'' };
    let body = &text[open + 1..];
    if body.contains("\\'") || body.contains("\\\"") {
        return None;
    }
    let letter = |s: &str, back: bool| {
        let c = if back {
            s.chars().next_back()
        } else {
            s.chars().next()
        };
        c.is_some_and(char::is_alphabetic)
    };
    // What may follow a string's end: closers, operators, a comment.
    let ends_well = |rest: &str| {
        rest.trim_start()
            .chars()
            .next()
            .is_none_or(|c| ")]},:+%#.".contains(c))
    };
    let at = first + open;
    let same: Vec<usize> = body.match_indices(quote as char).map(|(i, _)| i).collect();
    let others: Vec<usize> = body.match_indices(other as char).map(|(i, _)| i).collect();
    if quote == b'\'' && others.is_empty() && same.len() >= 2 {
        let (inner, close) = same.split_at(same.len() - 1);
        let apostrophes = inner
            .iter()
            .all(|&i| letter(&body[..i], true) && letter(&body[i + 1..], false));
        if apostrophes && ends_well(&body[close[0] + 1..]) {
            return Some(Change::new(
                at,
                at + 1 + close[0] + 1,
                &format!("\"{}\"", &body[..close[0]]),
                Kind::Quotes,
            ));
        }
    }
    if same.is_empty() && others.len() == 1 && ends_well(&body[others[0] + 1..]) {
        let wrong = at + 1 + others[0];
        return Some(Change::new(
            wrong,
            wrong + 1,
            &(quote as char).to_string(),
            Kind::Quotes,
        ));
    }
    None
}

/// A block header's `:` at the end of its code, before its comment; or
/// in place of the `;` typed for it (the key beside it).
fn header_colon(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let Some(end) = code_end(code, tokens, lines, line) else {
        return;
    };
    if code[..end].ends_with(';') {
        out.push(Change::new(end - 1, end, ":", Kind::Replace));
    } else if !code[..end].ends_with(':') {
        out.push(Change::new(end, end, ":", Kind::Insert));
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn changes(code: &str) -> Vec<String> {
        applied::at_error(code, named)
    }

    #[test]
    fn typographic_quotes_and_tabs_are_made_plain() {
        assert_eq!(changes("x = ‘été’\n"), ["x = 'été'\n"]);
        assert_eq!(changes("x = “a”\n"), ["x = \"a\"\n"]);
        // French spacing is the quotes'; a space on one side, the text's.
        assert_eq!(changes("x = « oui »\n"), ["x = \"oui\"\n"]);
        assert_eq!(changes("x = «Nom ? »\n"), ["x = \"Nom ? \"\n"]);
        // (Its no-break spaces too; the lookalikes' change is beside.)
        assert_eq!(changes("x = «\u{a0}oui\u{a0}»\n")[0], "x = \"oui\"\n");
        // A German keyboard's accent key pressed for a quote.
        assert_eq!(changes("t = r[´zeit´]\n"), ["t = r['zeit']\n"]);
        let mixed = "if x:\n        y = 1\n\tz = 2\n";
        assert_eq!(changes(mixed), ["if x:\n        y = 1\n        z = 2\n"]);
    }

    #[test]
    fn quotes_are_made_to_match_their_strings() {
        assert_eq!(
            changes("print('Désolé, ce livre n'est pas là', x)\n"),
            ["print(\"Désolé, ce livre n'est pas là\", x)\n"]
        );
        assert_eq!(
            changes("print('À bientôt !\")\n"),
            ["print('À bientôt !')\n"]
        );
        assert_eq!(changes("x = \"fin' + y\n"), ["x = \"fin\" + y\n"]);
        assert_eq!(
            changes("print('Total : ', t, '€\")\n"),
            ["print('Total : ', t, '€')\n"]
        );
        // A quote between a space and a letter is no apostrophe.
        assert!(changes("print('a 'b')\n").iter().all(|c| !c.contains('"')));
    }

    #[test]
    fn a_dicts_entries_written_with_equals_get_their_colon() {
        assert_eq!(
            changes("t = {\n    'Berlin' = 12.5,\n    'Köln' = 9,\n}\n"),
            ["t = {\n    'Berlin': 12.5,\n    'Köln': 9,\n}\n"]
        );
        // Names the file binds nowhere else are keys written as `dict()`'s.
        assert_eq!(
            changes("BTN = {width=14, padding=4}\n"),
            ["BTN = {\"width\": 14, \"padding\": 4}\n"]
        );
        // A keyword argument's name binds nothing.
        assert_eq!(
            changes("BTN = {width=14}\nb = Button(width=34)\n"),
            ["BTN = {\"width\": 14}\nb = Button(width=34)\n"]
        );
        // A name the file binds stays a name.
        assert_eq!(
            changes("width = 3\nBTN = {width=14}\n")
                .into_iter()
                .filter(|c| c.contains("BTN = {width: 14}"))
                .count(),
            1
        );
        // A keyword argument is no dict entry.
        assert!(!changes("f(a = 1 2)\n").iter().any(|c| c.contains(':')));
    }

    #[test]
    fn a_calls_keyword_arguments_written_with_colons_get_their_equals() {
        assert_eq!(
            changes("open(p, encoding: 'utf-8', newline: '')\n"),
            ["open(p, encoding='utf-8', newline='')\n"]
        );
        // A definition's annotations are no arguments.
        assert!(
            !changes("def f(a: int b):\n    pass\n")
                .iter()
                .any(|c| c.contains("a="))
        );
    }

    #[test]
    fn a_function_without_parameters_gets_its_brackets() {
        assert_eq!(
            changes("def main:  # start\n    pass\n"),
            ["def main():  # start\n    pass\n"]
        );
    }

    #[test]
    fn a_missing_colon_goes_before_the_comment() {
        assert_eq!(
            changes("def calculate_sum(a, b)  # missing colon\n    return a + b\n"),
            ["def calculate_sum(a, b):  # missing colon\n    return a + b\n"]
        );
        assert!(
            changes("class Rectangle(Shape);\n    pass\n")
                .contains(&"class Rectangle(Shape):\n    pass\n".to_string())
        );
    }
}
