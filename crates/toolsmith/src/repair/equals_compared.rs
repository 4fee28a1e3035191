//! `=` written for `==` where only a comparison can stand: in an `if`,
//! `elif`, `while` or `assert` condition, or inside brackets where no
//! keyword argument or default is (`df[(df["state"] = "open")]`). CPython
//! asks for `==` (`Maybe you meant '==' instead of '='?`), one at a time;
//! every such `=` of the statement's line is made `==` in one change (rule
//! `equals_compared`).

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
            places.push(*token);
        }
    }
    let (Some(from), Some(to)) = (places.first(), places.last()) else {
        return;
    };
    let mut text = String::new();
    let mut at = from.1;
    for place in &places {
        text.push_str(&code[at..place.1]);
        text.push_str("==");
        at = place.2;
    }
    out.push(Change::new(from.1, to.2, &text, Kind::EqualsCompared));
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
    fn assignments_keywords_and_defaults_are_left() {
        assert!(compared("x = 1\n").is_empty());
        assert!(compared("if f(a=1) = 2:\n").len() == 1);
        assert!(compared("y = f(a=1, b=[c])\n").is_empty());
        assert!(compared("while g(key=k):\n").is_empty());
        assert!(compared("BTN = {width=14, padding=4}\n").is_empty());
    }
}
