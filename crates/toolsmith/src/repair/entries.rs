//! A bracket's entries all written with the other bracket's sign: a dict
//! display's keys given their values with `=` (as `dict(a=1)` gives them),
//! a call's keyword arguments given theirs with `:`. Called from
//! [`super::named`], whose tests hold it.

use ruff_python_ast::token::TokenKind;

use super::brackets::open_at;
use super::edits::{Change, Kind, Lines, Token, code_tokens_of};
use super::pairs::is_a_call;

/// `{'a' = 1, 'b' = 2}` -> `{'a': 1, 'b': 2}`: keys given their values
/// with `=` in a dict display (as `dict(a=1)` gives them). And its mirror,
/// `open(p, encoding: "utf-8")` -> `open(p, encoding="utf-8")`: a call's
/// keyword arguments given theirs with `:` (as a dict gives them). Every
/// entry of the bracket so written in one change: the author wrote them
/// all alike, and one entry mended leaves the next as the error.
pub(super) fn entries_given_alike(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let mut brackets = Vec::new();
    for (_, (kind, start, _)) in code_tokens_of(tokens, lines, line) {
        // (Only a sign written wrong opens the question of its bracket.)
        if !matches!(kind, TokenKind::Equal | TokenKind::Colon) {
            continue;
        }
        let Some((opened, closer)) = open_at(code, tokens, start) else {
            continue;
        };
        let form = match (kind, closer) {
            (TokenKind::Equal, "}") => Entries::Dict,
            (TokenKind::Colon, ")") if is_a_call(tokens, opened) => Entries::Call,
            _ => continue,
        };
        if !brackets.contains(&(opened, form)) {
            brackets.push((opened, form));
        }
    }
    for (opened, form) in brackets {
        let entries = entries_given_with(code, tokens, opened, form);
        let (Some(&(first, ..)), Some(&(.., last))) = (entries.first(), entries.last()) else {
            continue;
        };
        // A dict's keys that are names the file binds nowhere else (`{width=
        // 14}`, written as `dict(width=14)` is): strings, quoted.
        let keys = (form == Entries::Dict)
            .then(|| unbound_keys(code, tokens, &entries))
            .flatten();
        let start = keys.as_ref().map_or(first, |keys| keys[0].0);
        let mut text = String::new();
        let mut from = start;
        for (i, &(key_end, value_start)) in entries.iter().enumerate() {
            match &keys {
                Some(keys) => {
                    let key_start = keys[i].0;
                    text.push_str(&code[from..key_start]);
                    text.push_str(&format!("\"{}\"", &code[key_start..key_end]));
                }
                None => text.push_str(&code[from..key_end]),
            }
            text.push_str(form.sign());
            from = value_start;
        }
        out.push(Change::new(start, last, &text, form.kind()));
    }
}

/// The keys of a dict's `entries` (each key's end, its value's start),
/// when every one is a name right after the `{` or a comma that the file
/// writes nowhere else: where each starts and ends.
fn unbound_keys(
    code: &str,
    tokens: &[Token],
    entries: &[(usize, usize)],
) -> Option<Vec<(usize, usize)>> {
    entries
        .iter()
        .map(|&(key_end, _)| {
            let at = tokens.iter().position(|t| t.2 == key_end)?;
            let key = tokens[at];
            let before = tokens[..at]
                .iter()
                .rev()
                .find(|t| !matches!(t.0, TokenKind::NonLogicalNewline | TokenKind::Comment))?;
            // (A keyword argument's name, `width=34`, binds nothing the
            // dict could read.)
            let name = &code[key.1..key.2];
            let alone = super::edits::word_places(code, name)
                .filter(|&at| {
                    let after = &code[at + name.len()..];
                    let a_keyword = after.starts_with('=') && !after.starts_with("==");
                    at != key.1 && !a_keyword
                })
                .count()
                == 0;
            (key.0 == TokenKind::Name
                && matches!(before.0, TokenKind::Comma | TokenKind::Lbrace)
                && alone)
                .then_some((key.1, key.2))
        })
        .collect()
}

/// Which bracket's entries: a dict display's given with `=`, or a call's
/// keyword arguments given with `:`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Entries {
    Dict,
    Call,
}

impl Entries {
    /// The sign written wrong.
    fn written(self) -> TokenKind {
        match self {
            Entries::Dict => TokenKind::Equal,
            Entries::Call => TokenKind::Colon,
        }
    }

    /// The sign meant, with the space after it (a dict's colon has one, a
    /// keyword argument's `=` none).
    fn sign(self) -> &'static str {
        match self {
            Entries::Dict => ": ",
            Entries::Call => "=",
        }
    }

    fn kind(self) -> Kind {
        match self {
            Entries::Dict => Kind::DictColon,
            Entries::Call => Kind::KeywordArgument,
        }
    }
}

/// The bracket opened at `opened`'s entries written with `form`'s wrong
/// sign (`key = value` in a dict, `name: value` in a call): each key's
/// end and its value's start, at the bracket's own depth.
fn entries_given_with(
    code_text: &str,
    tokens: &[Token],
    opened: usize,
    form: Entries,
) -> Vec<(usize, usize)> {
    let Some(first) = tokens.iter().position(|t| t.1 == opened) else {
        return Vec::new();
    };
    let code: Vec<&Token> = tokens[first..]
        .iter()
        .filter(|t| !matches!(t.0, TokenKind::NonLogicalNewline | TokenKind::Comment))
        .collect();
    let mut depth = 0usize;
    let mut entries = Vec::new();
    for (i, token) in code.iter().enumerate() {
        match token.0 {
            TokenKind::Lbrace | TokenKind::Lpar | TokenKind::Lsqb => depth += 1,
            TokenKind::Rbrace | TokenKind::Rpar | TokenKind::Rsqb => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    break;
                }
            }
            TokenKind::Newline => break,
            kind if kind == form.written() && depth == 1 && i >= 2 => {
                let key = code[i - 1];
                let keys_a_name = key.0 == TokenKind::Name;
                let key_fits = match form {
                    Entries::Dict => {
                        keys_a_name || matches!(key.0, TokenKind::String | TokenKind::Int)
                    }
                    Entries::Call => keys_a_name,
                };
                // (A value on the next line stays there.)
                let value = code
                    .get(i + 1)
                    .map(|t| t.1)
                    .filter(|&v| !code_text[token.2..v].contains('\n'))
                    .unwrap_or(token.2);
                if key_fits
                    && matches!(
                        code[i - 2].0,
                        TokenKind::Lbrace | TokenKind::Lpar | TokenKind::Comma
                    )
                {
                    entries.push((key.2, value));
                }
            }
            _ => {}
        }
    }
    entries
}
