//! A statement continued on its next line with neither brackets nor a
//! `\` (`total = total +` over a deeper-indented `i`): the line's end
//! escaped, as its author's indentation says the statement goes on. And a
//! comment written inside a continued statement (`taxed +  # <-- here`
//! over `shipping`, or after a `\`): moved to the statement's end. And
//! a method chain split over lines with neither (`top = df["station"]`
//! over `    .value_counts()`), or an operand after an operator that starts
//! its line (`return a == b` over `    and c == d`): put in parentheses.
//! And a comment typed right to left, its `#` stored at the line's end.

use ruff_python_ast::token::TokenKind;

use super::edits::{
    Change, Kind, Lines, Token, code_end, code_tokens_of, in_string, leading, open_brackets,
    run_around,
};

/// Line `line` ending in a binary operator, a deeper-indented line after
/// it: a `\` after the operator.
pub(super) fn escaped_line_end(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let this = lines.slice(code, line, line);
    // A `\` with spaces after it escapes no line's end (an editor's
    // invisible slip): the spaces go.
    let body = this.trim_end_matches(['\r', '\n']);
    let escape = body.trim_end_matches([' ', '\t']);
    let start = lines.start_of(line);
    if escape.ends_with('\\')
        && escape.len() < body.len()
        && !in_string(tokens, start + escape.len() - 1)
    {
        out.push(Change::new(
            start + escape.len(),
            start + body.len(),
            "",
            Kind::Delete,
        ));
    }
    let on_line = code_tokens_of(tokens, lines, line);
    let Some(&(_, (kind, _, end))) = on_line.last() else {
        return;
    };
    let binary = binary(kind);
    let next = lines.slice(code, line + 1, line + 1);
    let commented = code[end..lines.end_of(line)].trim_start().starts_with('#');
    if binary
        && !commented
        && line < lines.count()
        && !next.trim().is_empty()
        && leading(next).len() > leading(this).len()
    {
        out.push(Change::new(end, end, " \\", Kind::Insert));
    }
}

/// Line `line` starts a statement (as deep as the line above, or less),
/// and the line above ends in a `\\` after a whole operand, no bracket
/// open: a `\\` left from an edit, or typed for Enter, which joins two
/// statements; it goes (rule `stray_continuation`).
pub(super) fn stray_continuation(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line < 2 || line > lines.count() {
        return;
    }
    let above = lines.slice(code, line - 1, line - 1);
    let body = above.trim_end_matches(['\r', '\n']);
    let start = lines.start_of(line - 1);
    let Some(before) = body.strip_suffix('\\') else {
        return;
    };
    let this = lines.slice(code, line, line);
    let on_line = code_tokens_of(tokens, lines, line);
    let above_tokens = code_tokens_of(tokens, lines, line - 1);
    let (Some(&(_, last)), Some(&(_, first))) = (above_tokens.last(), on_line.first()) else {
        return;
    };
    let operand_ends = super::edits::ends_an_operand(last.0);
    let starts_statement = matches!(first.0, TokenKind::Name)
        || (first.0.is_keyword() && !binary(first.0) && !matches!(first.0, TokenKind::Not));
    let new_statement = leading(this).len() <= leading(above).len();
    if operand_ends
        && starts_statement
        && new_statement
        && !in_string(tokens, start + before.len())
        && open_brackets(tokens, start + before.len()).is_empty()
    {
        let kept = before.trim_end_matches([' ', '\t']).len();
        out.push(Change::new(
            start + kept,
            start + body.len(),
            "",
            Kind::StrayContinuation,
        ));
    }
}

/// Line `line` breaks a statement with a comment in it: after a binary
/// operator (the next line, deeper, is the operand: joined to it, the
/// comment after), or after a `\` (which then escapes no line's end: the
/// comment goes to the end of the line it continues to).
pub(super) fn comment_moved_to_the_end(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line >= lines.count() {
        return;
    }
    let this = lines.slice(code, line, line).trim_end_matches(['\r', '\n']);
    let next = lines
        .slice(code, line + 1, line + 1)
        .trim_end_matches(['\r', '\n']);
    let Some(hash) = comment_start(code, tokens, lines, line) else {
        return;
    };
    let comment = this[hash - lines.start_of(line)..].trim_end();
    let before = this[..hash - lines.start_of(line)].trim_end();
    if next.trim().is_empty() || next.trim_start().starts_with('#') || next.contains('#') {
        return;
    }
    let start = lines.start_of(line) + before.len();
    let end = lines.start_of(line + 1) + next.len();
    if before.ends_with('\\') {
        let text = format!("\n{next}  {comment}");
        out.push(Change::new(start, end, &text, Kind::MovedComment));
        return;
    }
    let operand_below = leading(next).len() > leading(this).len();
    let ends_in_operator = code_tokens_of(tokens, lines, line)
        .last()
        .is_some_and(|&(_, (kind, _, _))| binary(kind));
    if ends_in_operator && operand_below {
        let text = format!(" {}  {comment}", next.trim());
        out.push(Change::new(start, end, &text, Kind::MovedComment));
    }
}

/// Line `line`, words of a right-to-left script ending with a lone `#`:
/// a comment typed right to left, its `#` shown at the line's start and
/// stored at its end (`عەرەبی -> کوردی #`), made a comment again.
pub(super) fn right_to_left_comment(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 || line > lines.count() {
        return;
    }
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line).trim_end_matches(['\r', '\n']);
    let indent = leading(text);
    let Some(words) = text[indent.len()..].trim_end().strip_suffix('#') else {
        return;
    };
    // Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
    let right_to_left = |c: char| matches!(c, '\u{0590}'..='\u{07FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}');
    if !words.contains(right_to_left) || words.contains('#') {
        return;
    }
    let from = start + indent.len();
    out.push(Change::new(
        from,
        start + text.len(),
        &format!("# {}", words.trim_end()),
        Kind::MovedComment,
    ));
}

/// Whether a token of `kind` is a binary operator (or an assignment's
/// `=`): what a line continued below ends with.
fn binary(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Plus
            | TokenKind::Minus
            | TokenKind::Star
            | TokenKind::Slash
            | TokenKind::DoubleSlash
            | TokenKind::Percent
            | TokenKind::DoubleStar
            | TokenKind::And
            | TokenKind::Or
            | TokenKind::EqEqual
            | TokenKind::NotEqual
            | TokenKind::Less
            | TokenKind::LessEqual
            | TokenKind::Greater
            | TokenKind::GreaterEqual
            | TokenKind::Vbar
            | TokenKind::Amper
            | TokenKind::CircumFlex
            | TokenKind::LeftShift
            | TokenKind::RightShift
            | TokenKind::Equal
            // (Words that take an operand after them: `x in`, `a is`.)
            | TokenKind::In
            | TokenKind::Is
    )
}

/// Where line `line`'s comment starts (a `#` after a `\` is no token:
/// found in the text after it).
fn comment_start(code: &str, tokens: &[Token], lines: &Lines, line: usize) -> Option<usize> {
    let (start, end) = (lines.start_of(line), lines.end_of(line).min(code.len()));
    let token = tokens
        .iter()
        .find(|t| t.0 == TokenKind::Comment && t.1 >= start && t.1 < end)
        .map(|t| t.1);
    token.or_else(|| {
        let text = &code[start..end];
        let escape = text.rfind('\\')?;
        let after = &text[escape + 1..];
        let hash = after.trim_start_matches([' ', '\t']);
        hash.starts_with('#')
            .then(|| start + escape + 1 + (after.len() - hash.len()))
    })
}

/// Whether line `line` is a link of a method chain (`.name` first) or an
/// operand after a binary operator that starts it (`and b == c`, `+ tax`:
/// a break before the operator, as PEP 8 now advises).
fn a_link(code: &str, lines: &Lines, line: usize) -> bool {
    const OPERATORS: [&str; 16] = [
        "and ", "or ", "+ ", "- ", "* ", "/ ", "// ", "% ", "| ", "& ", "== ", "!= ", "<= ", ">= ",
        "< ", "> ",
    ];
    let text = lines.slice(code, line, line).trim_start();
    let link = text
        .strip_prefix('.')
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_alphabetic() || c == '_'));
    link || OPERATORS.iter().any(|op| text.starts_with(op))
}

/// A method chain split over lines with neither brackets nor `\`, line
/// `line` one of its links (`    .value_counts()` under `top =
/// df["station"]`): the statement put in parentheses, from after its `=`
/// (or its start) to the end of the chain's last link.
pub(super) fn chain_parenthesised(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line < 2 || line > lines.count() || !a_link(code, lines, line) {
        return;
    }
    let (first_link, last_link) = run_around(lines, line, |n| a_link(code, lines, n));
    let Some(head) = (1..first_link)
        .rev()
        .find(|&n| !lines.slice(code, n, n).trim().is_empty())
    else {
        return;
    };
    let head_text = lines.slice(code, head, head);
    let (Some(head_end), Some(close)) = (
        code_end(code, tokens, lines, head),
        code_end(code, tokens, lines, last_link),
    ) else {
        return;
    };
    // The head ends a statement of its own: a comment's, a string's or an
    // open bracket's line goes on otherwise.
    if head_text.trim_start().starts_with('#')
        || in_string(tokens, lines.start_of(head))
        || !open_brackets(tokens, head_end).is_empty()
    {
        return;
    }
    let start = lines.start_of(head);
    // After its `=`, or the keyword that takes the value (`return`).
    let on_head = code_tokens_of(tokens, lines, head);
    let takes_a_value = on_head.first().filter(|(_, t)| {
        matches!(
            t.0,
            TokenKind::Return | TokenKind::Yield | TokenKind::Assert | TokenKind::Await
        )
    });
    let open = on_head
        .iter()
        .find(|(_, t)| t.0 == TokenKind::Equal)
        .or(takes_a_value)
        .map_or(start + leading(head_text).len(), |(_, t)| {
            t.2 + code[t.2..].len() - code[t.2..].trim_start_matches(' ').len()
        });
    let end = lines.end_of(last_link).min(code.len());
    let text = format!(
        "{}({}){}",
        &code[start..open],
        &code[open..close],
        &code[close..end]
    );
    out.push(Change::new(start, end, &text, Kind::Chain));
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn escaped(code: &str) -> Vec<String> {
        applied::on_line(code, 1, escaped_line_end)
    }

    #[test]
    fn a_line_its_author_continued_is_escaped() {
        assert_eq!(
            escaped("total = total +\n        i\n"),
            ["total = total + \\\n        i\n"]
        );
        // A `\` before a comment would escape nothing.
        assert!(escaped("total = total +  # sum\n        i\n").is_empty());
        // Not continued: the next line is no deeper.
        assert!(escaped("total = total +\ni\n").is_empty());
        // Spaces after a `\` go.
        assert_eq!(
            escaped("s = \"a\" \\  \n    \"b\"\n"),
            ["s = \"a\" \\\n    \"b\"\n"]
        );
    }

    fn moved(code: &str) -> Vec<String> {
        applied::on_line(code, 1, comment_moved_to_the_end)
    }

    #[test]
    fn a_comment_inside_a_statement_goes_to_its_end() {
        assert_eq!(
            moved("total = taxed +  # <-- was missing\n        shipping\nx = 1\n"),
            ["total = taxed + shipping  # <-- was missing\nx = 1\n"]
        );
        assert_eq!(
            moved("if a and \\  # <-- here\n   b:\n    pass\n"),
            ["if a and \\\n   b:  # <-- here\n    pass\n"]
        );
        // A comment after a whole statement stays.
        assert!(moved("total = a + b  # sum\n        c\n").is_empty());
    }

    #[test]
    fn a_right_to_left_comment_gets_its_hash_back_in_front() {
        let rtl = |code: &str| {
            applied::on_line(code, 1, |code, _, lines, line, out| {
                right_to_left_comment(code, lines, line, out)
            })
        };
        assert_eq!(rtl("عەرەبی -> کوردی #\n"), ["# عەرەبی -> کوردی\n"]);
        assert!(rtl("x = 1 #\n").is_empty());
    }

    #[test]
    fn a_chain_split_over_lines_is_put_in_parentheses() {
        let chained = |code: &str, line: usize| applied::on_line(code, line, chain_parenthesised);
        assert_eq!(
            chained(
                "top = df[\"s\"]\n    .value_counts()\n    .head(3)  # ten\nx = 1\n",
                2
            ),
            ["top = (df[\"s\"]\n    .value_counts()\n    .head(3))  # ten\nx = 1\n"]
        );
        assert_eq!(
            chained("df.dropna()\n  .reset_index()\n", 2),
            ["(df.dropna()\n  .reset_index())\n"]
        );
        // Inside brackets a chain goes on as it is.
        assert!(chained("x = f(a\n    .b())\n", 2).is_empty());
    }
}
