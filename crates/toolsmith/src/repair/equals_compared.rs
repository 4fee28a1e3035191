//! `=` written for `==` where only a comparison can stand: in an `if`,
//! `elif`, `while` or `assert` condition, or inside brackets where no
//! keyword argument or default is (`df[(df["state"] = "open")]`). CPython
//! asks for `==` (`Maybe you meant '==' instead of '='?`), one at a time;
//! every such `=` of the statement's line is made `==` in one change (rule
//! `equals_compared`). Where the `=` binds a name the file writes nowhere
//! before (`while (line = f.readline()):`, `if m = re.match(...)`), it is
//! a C habit of assigning in a condition: the walrus `:=` Python has for it.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of};
use super::pairs::{closes, opens};

/// What a bracket open on the line is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Opened {
    Call,
    Brace,
    Other,
}

/// On line `line`, each `=` that can only be a comparison, made `==`.
pub(super) fn equals_compared(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line: Vec<Token> = code_tokens_of(tokens, lines, line)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    let Some(first) = on_line.first() else {
        return;
    };
    let condition = matches!(
        first.0,
        TokenKind::If | TokenKind::Elif | TokenKind::While | TokenKind::Assert
    );
    // The brackets open at each token: whether each is a call's (or a
    // definition's) parenthesis, where `name=` is a keyword, or a brace,
    // where a dict's `key=` is its colon's slip (a set of comparisons is
    // no one's meaning).
    let mut open: Vec<Opened> = Vec::new();
    let mut places = Vec::new();
    for (k, token) in on_line.iter().enumerate() {
        if opens(token.0) {
            let after_a_value = k > 0
                && matches!(
                    on_line[k - 1].0,
                    TokenKind::Name | TokenKind::Rpar | TokenKind::Rsqb
                );
            open.push(match token.0 {
                TokenKind::Lpar if after_a_value => Opened::Call,
                TokenKind::Lbrace => Opened::Brace,
                _ => Opened::Other,
            });
            continue;
        }
        if closes(token.0) {
            open.pop();
            continue;
        }
        if matches!(
            token.0,
            TokenKind::Lambda | TokenKind::Colon | TokenKind::Def
        ) {
            // (A lambda's defaults, an annotation's or a slice's parts:
            // not read further.)
            if token.0 != TokenKind::Colon || open.is_empty() {
                break;
            }
        }
        if token.0 != TokenKind::Equal || k == 0 {
            continue;
        }
        let keyword = on_line[k - 1].0 == TokenKind::Name
            && k >= 2
            && matches!(on_line[k - 2].0, TokenKind::Lpar | TokenKind::Comma);
        let comparison = match open.last() {
            None => condition,
            Some(Opened::Brace) => false,
            Some(Opened::Call) => !keyword,
            Some(Opened::Other) => true,
        };
        if comparison {
            let walrus = binds_a_new_name(code, tokens, &on_line, k, condition);
            places.push((token.1, token.2, if walrus { ":=" } else { "==" }));
        }
    }
    out.extend(Change::spliced(code, &places, Kind::EqualsCompared));
}

/// Whether the `=` at `on_line[k]` stands where a walrus can (right after a
/// condition's keyword or a bracket's opening, a lone name before it) and
/// binds a name no token before the line writes to a call's result: C's
/// assignment in a condition, not a comparison with a name not yet bound.
fn binds_a_new_name(
    code: &str,
    tokens: &[Token],
    on_line: &[Token],
    k: usize,
    condition: bool,
) -> bool {
    if k < 2 || on_line[k - 1].0 != TokenKind::Name {
        return false;
    }
    let opened = match on_line[k - 2].0 {
        TokenKind::Lpar => true,
        _ => condition && k == 2,
    };
    let name = &code[on_line[k - 1].1..on_line[k - 1].2];
    let line_start = on_line[0].1;
    // (What is bound is a call's result, `f.readline()`: a constant or a
    // name bound in a condition says nothing a comparison does not.)
    let called = on_line.get(k + 1).is_some_and(|t| t.0 == TokenKind::Name)
        && on_line[k + 1..]
            .iter()
            .take_while(|t| !matches!(t.0, TokenKind::Colon | TokenKind::Comma))
            .any(|t| t.0 == TokenKind::Lpar);
    opened
        && called
        && !tokens
            .iter()
            .take_while(|t| t.1 < line_start)
            .any(|t| t.0 == TokenKind::Name && &code[t.1..t.2] == name)
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn compared(code: &str) -> Vec<String> {
        applied::on_line(code, 1, |code, tokens, lines, line, out| {
            equals_compared(code, tokens, lines, line, out)
        })
    }

    #[test]
    fn every_equals_where_only_a_comparison_stands_is_made_one() {
        assert_eq!(
            compared("if r[\"a\"] = \"x\" and r[\"b\"] = 2:\n"),
            ["if r[\"a\"] == \"x\" and r[\"b\"] == 2:\n"]
        );
        assert_eq!(
            compared("late = df[(df[\"s\"] = \"open\") & (df[\"d\"] < t)].copy()\n"),
            ["late = df[(df[\"s\"] == \"open\") & (df[\"d\"] < t)].copy()\n"]
        );
    }

    #[test]
    fn a_name_bound_nowhere_before_is_bound_by_a_walrus() {
        let code = "def f(fh):\n    while (line = fh.readline()):\n        g(line)\n";
        assert_eq!(
            applied::on_line(code, 2, |code, tokens, lines, line, out| {
                equals_compared(code, tokens, lines, line, out)
            }),
            ["def f(fh):\n    while (line := fh.readline()):\n        g(line)\n"]
        );
        assert_eq!(
            compared("if m = re.match(p, s):\n"),
            ["if m := re.match(p, s):\n"]
        );
        // (A constant bound: compared.)
        assert_eq!(compared("if x = 1:\n"), ["if x == 1:\n"]);
        // (Bound before: compared.)
        let code = "m = 1\nif m = 2:\n";
        assert_eq!(
            applied::on_line(code, 2, |code, tokens, lines, line, out| {
                equals_compared(code, tokens, lines, line, out)
            }),
            ["m = 1\nif m == 2:\n"]
        );
    }

    #[test]
    fn assignments_keywords_and_defaults_are_left() {
        assert!(compared("x = 1\n").is_empty());
        assert!(compared("if f(a=1) = 2:\n").len() == 1);
        assert!(compared("y = f(a=1, b=[c])\n").is_empty());
        assert!(compared("while g(key=k):\n").is_empty());
        assert!(compared("BTN = {width=14, padding=4}\n").is_empty());
    }
}
