//! A keyword argument whose `=` was lost (`fontsize 8`,
//! `QLineEdit(placeholderText "Name")`): CPython asks for a comma, which
//! would pass a name the file never binds. Where the name is written
//! nowhere else in the file, or only as a keyword argument's
//! (`fontsize=10` in another call), its `=` is put back (rule
//! `keyword_equals`).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of, open_brackets};

/// Each `name value` among a call's arguments on line `line`, the name a
/// keyword's, given its `=`.
pub(super) fn keyword_equals(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line > lines.count() {
        return;
    }
    let on_line = code_tokens_of(tokens, lines, line);
    for pair in on_line.windows(3) {
        let [(_, before), (k, name), (_, value)] = [pair[0], pair[1], pair[2]];
        let starts_argument = matches!(before.0, TokenKind::Lpar | TokenKind::Comma);
        let starts_value = matches!(
            value.0,
            TokenKind::String
                | TokenKind::FStringStart
                | TokenKind::Int
                | TokenKind::Float
                | TokenKind::Name
                | TokenKind::Lpar
                | TokenKind::Lsqb
                | TokenKind::Lbrace
                | TokenKind::Minus
                | TokenKind::True
                | TokenKind::False
                | TokenKind::None
        );
        if !starts_argument
            || name.0 != TokenKind::Name
            || !starts_value
            // (Spaced: a name glued to its string is a prefix, Python
            // 2's `ur"..."`.)
            || value.1 == name.2
            || !code[name.2..value.1].chars().all(|c| c == ' ')
            || !in_a_call(code, tokens, name.1)
            || !only_a_keyword(code, tokens, k)
        {
            continue;
        }
        out.push(Change::new(name.2, value.1, "=", Kind::KeywordEquals));
    }
}

/// Whether byte `at` is inside a call's parentheses: a `(` after a name
/// or a closer.
fn in_a_call(code: &str, tokens: &[Token], at: usize) -> bool {
    open_brackets(tokens, at).last().is_some_and(|&opened| {
        code[opened..].starts_with('(')
            && code[..opened]
                .ends_with(|c: char| c.is_alphanumeric() || c == '_' || ")]".contains(c))
    })
}

/// Whether the name at token `k` is written nowhere else in the file but
/// as a keyword argument's (`name=`, not `name==`).
fn only_a_keyword(code: &str, tokens: &[Token], k: usize) -> bool {
    let name = &code[tokens[k].1..tokens[k].2];
    tokens.iter().enumerate().all(|(j, t)| {
        j == k
            || t.0 != TokenKind::Name
            || &code[t.1..t.2] != name
            || tokens.get(j + 1).is_some_and(|n| n.0 == TokenKind::Equal)
                && tokens
                    .get(j.wrapping_sub(1))
                    .is_some_and(|p| matches!(p.0, TokenKind::Lpar | TokenKind::Comma))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn given(code: &str, line: usize) -> Vec<String> {
        super::super::edits::applied::on_line(code, line, keyword_equals)
    }

    #[test]
    fn a_keywords_lost_equals_is_put_back() {
        let code = "ax.text(0, 1, \"a\", fontsize=9)\nax.text(0, 2, \"b\", fontsize 8)\n";
        assert_eq!(given(code, 2), [code.replace("fontsize 8", "fontsize=8")]);
        let code = "box = QLineEdit(placeholderText \"Name\")\n";
        assert_eq!(
            given(code, 1),
            ["box = QLineEdit(placeholderText=\"Name\")\n"]
        );
    }

    #[test]
    fn a_name_the_file_binds_is_a_value() {
        // (`size` is a variable: a comma was lost, or an operator.)
        let code = "size = 3\nprint(size 8)\n";
        assert!(given(code, 2).is_empty());
        // Python 2's string prefix, glued to it.
        assert!(given("r = re.compile(ur\"\\d\")\n", 1).is_empty());
        // Not in a call: a tuple, a list.
        assert!(given("x = [width 8]\n", 1).is_empty());
    }
}
