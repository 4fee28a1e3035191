//! The mistakes CPython's message names, each undone by one change: Python
//! 2's `print x` and `except E, e`, typographic quotes, tabs mixed with
//! spaces, an f-string's `}` typed twice, and a `:` missing from a block's
//! header (put before the line's comment, never over it).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of, columns, leading, opens_block};
use crate::python::SyntaxErrorInfo;

/// Changes for the mistake `error`'s message names, if it names one.
pub(super) fn named(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    error: &SyntaxErrorInfo,
    out: &mut Vec<Change>,
) {
    // By the message, and by the line's look: our check names the line
    // CPython names, not always with CPython's words.
    let message = error.message.as_str();
    let text = lines.slice(code, error.line, error.line);
    let trimmed = text.trim_start();
    if message.starts_with("Missing parentheses in call to 'print'")
        || (trimmed.starts_with("print ") && !trimmed[6..].trim_start().starts_with('('))
    {
        print_call(code, tokens, lines, error.line, out);
    }
    if message.starts_with("multiple exception types must be parenthesized")
        || (trimmed.starts_with("except ") && trimmed.contains(','))
    {
        except_as(code, lines, error.line, out);
        except_types(code, lines, error.line, out);
    }
    if message.starts_with("f-string: single '}'") {
        lone_brace(code, lines, error, out);
    }
    let near: &[usize] = if error.line > 1 {
        &[error.line, error.line - 1]
    } else {
        &[1]
    };
    for &line in near {
        ascii_quotes(code, lines, line, out);
        super::lookalikes::c_braces(code, tokens, lines, line, out);
    }
    quotes_made_right(code, tokens, lines, error.line, out);
    super::lookalikes::ascii_lookalikes(code, tokens, lines, error.line, out);
    super::lookalikes::python_operators(code, tokens, lines, error.line, out);
    if message.starts_with("inconsistent use of tabs") || leading(text).contains('\t') {
        tabs_expanded(code, lines, error.line, out);
    }
    for &line in near {
        if opens_block(lines.slice(code, line, line).trim_start()) {
            header_colon(code, tokens, lines, line, out);
        }
    }
}

/// An f-string's `}` with no `{`: typed twice after a replacement field
/// (`{x}}`), once is enough. The nearest at or before CPython's column.
fn lone_brace(code: &str, lines: &Lines, error: &SyntaxErrorInfo, out: &mut Vec<Change>) {
    let start = lines.start_of(error.line);
    let at = lines.offset(code, error.line, error.offset);
    let through = code[at..].chars().next().map_or(at, |c| at + c.len_utf8());
    let Some(brace) = code[start..through].rfind('}').map(|i| start + i) else {
        return;
    };
    out.push(Change::new(brace, brace + 1, "", Kind::Delete));
}

/// The line of the bracket CPython's message names (`... does not match
/// opening parenthesis '(' on line 283`).
pub(super) fn named_line(error: &SyntaxErrorInfo) -> Option<usize> {
    error
        .message
        .rsplit_once(" on line ")
        .and_then(|(_, n)| n.parse::<usize>().ok())
}

/// The code of line `line` without its comment and line break: where it
/// ends (a byte offset in `code`), from the tokens.
fn code_end(code: &str, tokens: &[Token], lines: &Lines, line: usize) -> Option<usize> {
    code_tokens_of(tokens, lines, line)
        .iter()
        .map(|(_, t)| t.2)
        .max()
        .filter(|&at| at <= code.len())
}

/// `print x, y` -> `print(x, y)`: the rest of the statement in brackets.
fn print_call(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let Some(&(_, _, print_end)) = tokens
        .iter()
        .find(|t| t.1 >= start && t.2 <= end && &code[t.1..t.2] == "print")
    else {
        return;
    };
    let Some(rest_end) = code_end(code, tokens, lines, line).filter(|&e| e > print_end) else {
        return;
    };
    let rest = code[print_end..rest_end].trim_start();
    // `print >>f, x` has no one-change repair that keeps its meaning.
    if rest.starts_with(">>") {
        return;
    }
    let rest = rest.trim_end_matches(',');
    out.push(Change::new(
        print_end,
        rest_end,
        &format!("({rest})"),
        Kind::Python2,
    ));
}

/// `except A, B:` or `except A, B as e:` -> `except (A, B)...`: the types
/// CPython asks to be parenthesized (a lower-case last name, `except E,
/// e:`, is Python 2's `as`: [`except_as`]).
fn except_types(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let Some(after) = text.trim_start().strip_prefix("except") else {
        return;
    };
    let end = after
        .find(" as ")
        .or_else(|| after.find(':'))
        .unwrap_or(after.len());
    let types = after[..end].trim();
    let names: Vec<&str> = types.split(',').map(str::trim).collect();
    let dotted = |name: &str| {
        !name.is_empty()
            && name
                .split('.')
                .all(|part| part.starts_with(|c: char| c.is_alphabetic() || c == '_'))
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.')
    };
    let as_clause = after[end..].starts_with(" as ");
    let last_is_type = names
        .last()
        .and_then(|n| n.rsplit('.').next())
        .is_some_and(|n| n.starts_with(|c: char| c.is_uppercase()));
    if names.len() < 2 || !names.iter().all(|n| dotted(n)) || !(as_clause || last_is_type) {
        return;
    }
    let from = start + (text.len() - after.len()) + after.find(types).unwrap_or(0);
    out.push(Change::new(
        from,
        from + types.len(),
        &format!("({types})"),
        Kind::Python2,
    ));
}

/// `except E, e:` -> `except E as e:`.
fn except_as(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let Some(after) = text.trim_start().strip_prefix("except") else {
        return;
    };
    let Some(comma) = after.rfind(',') else {
        return;
    };
    let name = after[comma + 1..].trim_start();
    let name_len = name
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(name.len());
    if name_len == 0 || !name[name_len..].trim_start().starts_with(':') {
        return;
    }
    let offset = start + (text.len() - after.len()) + comma;
    let spaces = after[comma + 1..].len() - name.len();
    out.push(Change::new(
        offset,
        offset + 1 + spaces,
        " as ",
        Kind::Python2,
    ));
}

/// Typographic quotes of line `line` (all of them) made ASCII: the edit
/// spans the first to the last of them, nothing around.
fn ascii_quotes(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    const TYPOGRAPHIC: [char; 12] = ['‘', '’', '‚', '‛', '‹', '›', '“', '”', '„', '‟', '«', '»'];
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let (Some(first), Some(last)) = (text.find(TYPOGRAPHIC), text.rfind(TYPOGRAPHIC)) else {
        return;
    };
    let end = last + text[last..].chars().next().map_or(0, char::len_utf8);
    let span = &text[first..end];
    // French quotes spaced as French typesetting spaces them: « text »
    // is "text". Spaced on one side only, the space is the text's own
    // (`«Your answer? »` prompts with a space).
    let french = span.matches("« ").count() == span.matches(" »").count();
    let plain = if french {
        span.replace("« ", "\"").replace(" »", "\"")
    } else {
        span.to_string()
    };
    let ascii: String = plain
        .chars()
        .map(|c| match c {
            '‘' | '’' | '‚' | '‛' | '‹' | '›' => '\'',
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

/// [`quotes_made_right`] for the string starting at byte `first`, its
/// line ending at `end`.
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
    if body.contains('\\') {
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

/// A line whose indentation mixes tabs and spaces, its tabs expanded to
/// the next multiple of eight columns (as CPython counts them).
fn tabs_expanded(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let indent = leading(text);
    if !indent.contains('\t') {
        return;
    }
    out.push(Change::new(
        start,
        start + indent.len(),
        &" ".repeat(columns(indent)),
        Kind::Reindent,
    ));
}

/// A block header's `:` at the end of its code, before its comment.
fn header_colon(code: &str, tokens: &[Token], lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if let Some(end) = code_end(code, tokens, lines, line)
        && !code[..end].ends_with(':')
    {
        out.push(Change::new(end, end, ":", Kind::Insert));
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::tokens;
    use super::*;
    use crate::python::{DEFAULT_TARGET, validate};

    fn changes(code: &str) -> Vec<String> {
        let error = validate(code, DEFAULT_TARGET).expect_err("a syntax error");
        let mut out = Vec::new();
        named(code, &tokens(code), &Lines::of(code), &error, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn python_2_statements_become_python_3() {
        assert_eq!(changes("print 'a', x  # hi\n"), ["print('a', x)  # hi\n"]);
        assert_eq!(
            changes("try:\n    pass\nexcept ValueError, e:\n    pass\n"),
            ["try:\n    pass\nexcept ValueError as e:\n    pass\n"]
        );
        // Two types: parenthesized, whether or not a name follows.
        assert_eq!(
            changes("try:\n    pass\nexcept ValueError, KeyError as err:\n    pass\n"),
            ["try:\n    pass\nexcept (ValueError, KeyError) as err:\n    pass\n"]
        );
        assert_eq!(
            changes("try:\n    pass\nexcept ValueError, json.JSONDecodeError:\n    pass\n"),
            ["try:\n    pass\nexcept (ValueError, json.JSONDecodeError):\n    pass\n"]
        );
    }

    #[test]
    fn typographic_quotes_and_tabs_are_made_plain() {
        assert_eq!(changes("x = ‘été’\n"), ["x = 'été'\n"]);
        assert_eq!(changes("x = “a”\n"), ["x = \"a\"\n"]);
        // French spacing is the quotes'; a space on one side, the text's.
        assert_eq!(changes("x = « oui »\n"), ["x = \"oui\"\n"]);
        assert_eq!(changes("x = «Nom ? »\n"), ["x = \"Nom ? \"\n"]);
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
    fn a_missing_colon_goes_before_the_comment() {
        assert_eq!(
            changes("def calculate_sum(a, b)  # missing colon\n    return a + b\n"),
            ["def calculate_sum(a, b):  # missing colon\n    return a + b\n"]
        );
    }
}
