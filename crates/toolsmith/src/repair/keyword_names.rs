//! A keyword its author named data with (`lambda = 650e-9`, a wavelength;
//! `class = y[i]`, a label; `from = 0`): renamed as PEP 8 names such a
//! clash, with a trailing underscore (`lambda_`), a line's uses at a
//! time, where CPython refuses them. Only where the keyword cannot be one: what
//! follows it ends a name's use (`=`, `)`, an operator), and the keyword
//! takes no expression that could start there.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, ends_an_operand};

/// Keywords people name data with.
const DATA_KEYWORDS: &[&str] = &[
    "lambda", "class", "from", "yield", "pass", "global", "nonlocal", "import", "async", "await",
    "with", "del", "def", "return", "raise", "assert", "in", "is", "try", "except", "finally",
    // (A word of another language: Turkish's and French's grade, `not`.)
    "not",
];

/// Keywords an expression follows: an opener or a sign after them starts it.
const TAKE_AN_EXPRESSION: &[&str] = &[
    "lambda", "yield", "await", "return", "raise", "assert", "del", "in", "is", "from", "with",
    "except", "not",
];

/// Keywords that are a statement alone (`pass`, `return`), or an
/// expression alone in brackets (`(yield)`).
const ALONE: &[&str] = &["pass", "return", "yield", "raise", "try", "finally"];

/// Keywords that may stand right after a value (`x in y`, `raise E from e`).
const AFTER_A_VALUE: &[&str] = &["in", "is", "from"];

/// On line `line`, every keyword used as a name renamed `keyword_`, in one
/// change (a parameter's default named as it is, `lambda=lambda`, is one
/// mistake, not two).
pub(super) fn renamed(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let uses: Vec<(usize, usize)> = tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| t.1 >= start && t.2 <= end && t.0.is_non_soft_keyword())
        .filter(|&(i, t)| {
            let word = &code[t.1..t.2];
            DATA_KEYWORDS.contains(&word)
                && if i > 0 && tokens[i - 1].0 == TokenKind::Dot {
                    named_here(code, tokens, word)
                } else {
                    used_as_a_name(tokens, i, word)
                }
        })
        .map(|(_, t)| (t.1, t.2))
        .collect();
    let (Some(first), Some(last)) = (uses.first(), uses.last()) else {
        return;
    };
    let mut text = String::new();
    let mut at = first.0;
    for &(_, to) in &uses {
        text.push_str(&code[at..to]);
        text.push('_');
        at = to;
    }
    out.push(Change::new(first.0, last.1, &text, Kind::KeywordName));
}

/// A name written with hyphens, as Clojure, Lisp, CSS or a spreadsheet's
/// header spell one (`user-id = ...`), where a statement on line `line`
/// assigns to it: every glued `user-id` of the file made `user_id` (rule
/// `hyphen_name`). Glued only: `a - b` is a subtraction.
pub(super) fn hyphen_names(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    // The target: names glued by `-`, then `=`, starting the statement.
    let first = tokens.iter().position(|t| {
        t.1 >= start && t.2 <= end && !matches!(t.0, TokenKind::Indent | TokenKind::Dedent)
    });
    let Some(first) = first else {
        return;
    };
    let mut k = first;
    while tokens.get(k).is_some_and(|t| t.0 == TokenKind::Name)
        && tokens
            .get(k + 1)
            .is_some_and(|t| t.0 == TokenKind::Minus && t.1 == tokens[k].2)
        && tokens
            .get(k + 2)
            .is_some_and(|t| t.0 == TokenKind::Name && t.1 == tokens[k + 1].2)
    {
        k += 2;
    }
    if k == first || tokens.get(k + 1).is_none_or(|t| t.0 != TokenKind::Equal) {
        return;
    }
    let written = &code[tokens[first].1..tokens[k].2];
    let python = written.replace('-', "_");
    // Every glued use of it, whole words only.
    let mut places = Vec::new();
    for (at, _) in code.match_indices(written) {
        let word = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
        if code[..at].ends_with(word) || code[at + written.len()..].starts_with(word) {
            continue;
        }
        if super::edits::in_string(tokens, at) {
            continue;
        }
        places.push(at);
    }
    let (Some(&from), Some(&last)) = (places.first(), places.last()) else {
        return;
    };
    let mut text = String::new();
    let mut at = from;
    for place in places {
        text.push_str(&code[at..place]);
        text.push_str(&python);
        at = place + written.len();
    }
    out.push(Change::new(
        from,
        last + written.len(),
        &text,
        Kind::HyphenName,
    ));
}

/// Whether the file names data with the keyword `word` itself (`from:
/// Account` in a dataclass, or already renamed `from_`): then an
/// attribute so spelt (`self.from`) is that name. Otherwise an attribute
/// is the object's to name (`msg.from`), not ours.
fn named_here(code: &str, tokens: &[Token], word: &str) -> bool {
    tokens.iter().enumerate().any(|(i, t)| {
        let text = &code[t.1..t.2];
        let after_a_dot = i > 0 && tokens[i - 1].0 == TokenKind::Dot;
        (t.0 == TokenKind::Name && text.strip_suffix('_') == Some(word))
            || (text == word && !after_a_dot && used_as_a_name(tokens, i, word))
    })
}

/// Whether an `=` outside brackets follows `tokens[i]` on its statement.
fn assigned_after(tokens: &[Token], i: usize) -> bool {
    let mut depth = 0usize;
    for token in &tokens[i + 1..] {
        match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1);
            }
            TokenKind::Equal if depth == 0 => return true,
            TokenKind::Newline | TokenKind::Semi | TokenKind::EndOfFile => return false,
            _ => {}
        }
    }
    false
}

/// Whether the keyword `word` at `tokens[i]`, after no dot, stands where
/// a name would.
fn used_as_a_name(tokens: &[Token], i: usize, word: &str) -> bool {
    let previous = i.checked_sub(1).map(|p| tokens[p].0);
    let after_a_value = previous.is_some_and(ends_an_operand);
    if after_a_value && AFTER_A_VALUE.contains(&word) {
        return false;
    }
    let Some(&(next, ..)) = tokens.get(i + 1) else {
        return true;
    };
    // A loop's target (`for lambda in penalties:`): only a name stands
    // between `for` and `in`.
    if next == TokenKind::In && matches!(previous, Some(TokenKind::For | TokenKind::Comma)) {
        return true;
    }
    let expression_starts = matches!(
        next,
        TokenKind::Lpar
            | TokenKind::Lsqb
            | TokenKind::Lbrace
            | TokenKind::Minus
            | TokenKind::Plus
            | TokenKind::Tilde
            | TokenKind::Star
            | TokenKind::DoubleStar
    ) || (next == TokenKind::Dot && word == "from");
    // (A dot starts no expression but a relative import's module: after
    // any other keyword, `del.plot(...)`, the keyword is a name.)
    if TAKE_AN_EXPRESSION.contains(&word) && expression_starts {
        // `lambda *args: ...` is the keyword; `m * lambda * L` is not.
        return word == "lambda"
            && matches!(next, TokenKind::Star | TokenKind::DoubleStar)
            && !colon_follows(tokens, i + 1);
    }
    // (`lambda: float = 0.1` starting a statement is an annotated name
    // given a value: no lambda is assigned to.)
    if word == "lambda" && next == TokenKind::Colon {
        let starts_a_statement = previous.is_none_or(|kind| {
            matches!(
                kind,
                TokenKind::Newline | TokenKind::Indent | TokenKind::Dedent | TokenKind::Semi
            )
        });
        return starts_a_statement && assigned_after(tokens, i);
    }
    let ends_it = matches!(
        next,
        TokenKind::Newline
            | TokenKind::Comment
            | TokenKind::EndOfFile
            | TokenKind::Semi
            | TokenKind::Colon
    ) || (word == "yield" && next == TokenKind::Rpar);
    if ALONE.contains(&word) && ends_it {
        return false;
    }
    matches!(
        next,
        TokenKind::Equal
            | TokenKind::Rpar
            | TokenKind::Rsqb
            | TokenKind::Rbrace
            | TokenKind::Comma
            | TokenKind::Newline
            | TokenKind::NonLogicalNewline
            | TokenKind::Comment
            | TokenKind::EndOfFile
            | TokenKind::Colon
            | TokenKind::Lsqb
            | TokenKind::Lpar
            | TokenKind::Dot
            | TokenKind::Plus
            | TokenKind::Minus
            | TokenKind::Star
            | TokenKind::Slash
            | TokenKind::DoubleSlash
            | TokenKind::Percent
            | TokenKind::DoubleStar
            | TokenKind::Less
            | TokenKind::Greater
            | TokenKind::EqEqual
            | TokenKind::NotEqual
            | TokenKind::LessEqual
            | TokenKind::GreaterEqual
            // (A condition's operand: `if from or to:`.)
            | TokenKind::Or
            | TokenKind::And
    ) || augmented_assignment(next)
}

/// `+=` and its kin.
fn augmented_assignment(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::PlusEqual
            | TokenKind::MinusEqual
            | TokenKind::StarEqual
            | TokenKind::SlashEqual
            | TokenKind::DoubleSlashEqual
            | TokenKind::PercentEqual
            | TokenKind::DoubleStarEqual
            | TokenKind::AmperEqual
            | TokenKind::VbarEqual
            | TokenKind::CircumflexEqual
            | TokenKind::LeftShiftEqual
            | TokenKind::RightShiftEqual
            | TokenKind::AtEqual
    )
}

/// Whether a `:` follows `tokens[from]` in its bracket, before its line ends.
fn colon_follows(tokens: &[Token], from: usize) -> bool {
    let mut depth = 0usize;
    for &(kind, ..) in &tokens[from..] {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => match depth.checked_sub(1) {
                Some(outer) => depth = outer,
                None => return false,
            },
            TokenKind::Colon if depth == 0 => return true,
            TokenKind::Comma if depth == 0 => {}
            TokenKind::Newline | TokenKind::EndOfFile => return false,
            _ => {}
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;

    fn renamed(code: &str) -> Vec<String> {
        applied::on_line(code, 1, super::renamed)
    }

    #[test]
    fn a_keyword_standing_for_data_is_renamed() {
        assert_eq!(renamed("lambda = 650e-9\n"), ["lambda_ = 650e-9\n"]);
        assert_eq!(renamed("del.plot(ax=ax)\n"), ["del_.plot(ax=ax)\n"]);
        assert_eq!(
            renamed("def f(y, lambda=lambda):\n"),
            ["def f(y, lambda_=lambda_):\n"]
        );
        assert_eq!(renamed("x = m * lambda * L\n"), ["x = m * lambda_ * L\n"]);
        assert_eq!(renamed("class = y[0]\n"), ["class_ = y[0]\n"]);
        assert_eq!(renamed("f(from=0)\n"), ["f(from_=0)\n"]);
        assert_eq!(renamed("if from or to:\n"), ["if from_ or to:\n"]);
        assert_eq!(renamed("print(pass)\n"), ["print(pass_)\n"]);
        assert_eq!(
            renamed("for lambda in ls: pass\n"),
            ["for lambda_ in ls: pass\n"]
        );
        assert_eq!(renamed("lambda: float = 0.1\n"), ["lambda_: float = 0.1\n"]);
        assert_eq!(
            renamed("for not in notlar: print(not)\n"),
            ["for not_ in notlar: print(not_)\n"]
        );
    }

    #[test]
    fn a_hyphened_name_is_made_one() {
        let code = "def f(ctx):\n    user-id = ctx[\"u\"]\n    return g(user-id) - 1\n";
        let got = super::super::edits::applied::on_line(code, 2, super::hyphen_names);
        assert_eq!(got, [code.replace("user-id", "user_id")]);
        let code = "x = a - b\n";
        assert!(super::super::edits::applied::on_line(code, 1, super::hyphen_names).is_empty());
    }

    #[test]
    fn an_attribute_is_renamed_where_the_file_names_it_so() {
        let code = "class T:\n    from_: int\n    def f(self):\n        return self.from\n";
        let got = super::super::edits::applied::on_line(code, 4, super::renamed);
        assert_eq!(got, [code.replace("self.from", "self.from_")]);
    }

    #[test]
    fn keywords_at_work_are_left_alone() {
        assert!(renamed("f = lambda x: x\n").is_empty());
        assert!(renamed("f = lambda *a: a\n").is_empty());
        assert!(renamed("f = lambda: 1\n").is_empty());
        assert!(renamed("lambda: float\n").is_empty());
        assert!(renamed("g(lambda: x, y=1)\n").is_empty());
        assert!(renamed("if a in b: pass\n").is_empty());
        assert!(renamed("if a not in b and not (c): pass\n").is_empty());
        assert!(renamed("x = not y\n").is_empty());
        assert!(renamed("raise E from e\n").is_empty());
        assert!(renamed("return (a, b)\n").is_empty());
        assert!(renamed("yield -1\n").is_empty());
        assert!(renamed("x = msg.from\n").is_empty());
        assert!(renamed("from .a import b\n").is_empty());
        assert!(renamed("class A:\n").is_empty());
        assert!(renamed("if x: pass\n").is_empty());
        assert!(renamed("x = (yield)\n").is_empty());
        assert!(renamed("with (open(p) as f):\n").is_empty());
        assert!(renamed("try:\n").is_empty());
    }
}
