//! Calls that cannot bind their arguments: a keyword the function has not,
//! more positional arguments than it takes, a method a string has not. A
//! repair that writes one (a closer put after `reverse=True` where the
//! lambda's `media(` takes one value) put a bracket where its author did
//! not; one that mends one put it back where it was. The functions known
//! are those the file defines (undecorated, once) and a few builtins.

use std::collections::HashMap;

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Lines, Token, tokens};

/// What a call may pass: positional arguments at most, and the keywords.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Signature {
    /// `None`: any number (a `*args`).
    positional: Option<usize>,
    /// `None`: any keyword (a `**kwargs`).
    pub(super) keywords: Option<Vec<String>>,
}

/// Builtins people call every day, with what each accepts (its keywords
/// by name; `print`'s, `sorted`'s and `min`'s after any positional).
const BUILTINS: &[(&str, Option<usize>, &[&str])] = &[
    ("len", Some(1), &[]),
    ("abs", Some(1), &[]),
    ("isinstance", Some(2), &[]),
    ("hasattr", Some(2), &[]),
    ("range", Some(3), &[]),
    ("sorted", Some(1), &["key", "reverse"]),
    ("reversed", Some(1), &[]),
    ("enumerate", Some(2), &["iterable", "start"]),
    ("sum", Some(2), &["start"]),
    ("round", Some(2), &["number", "ndigits"]),
    ("print", None, &["sep", "end", "file", "flush"]),
    ("min", None, &["key", "default"]),
    ("max", None, &["key", "default"]),
    ("input", Some(1), &[]),
    ("any", Some(1), &[]),
    ("all", Some(1), &[]),
    ("chr", Some(1), &[]),
    ("ord", Some(1), &[]),
];

/// Methods of Python's containers that take one value, on whatever they
/// are called (`rows.append(x)`, a worksheet's `ws.append(row)`):
/// handed a row's values, its brackets were lost. (Keywords unjudged:
/// pandas' `append` takes some.)
const ONE_VALUE_METHODS: &[&str] = &["append", "extend"];

/// The methods of `str` (a literal's).
const STR_METHODS: &[&str] = &[
    "capitalize",
    "casefold",
    "center",
    "count",
    "encode",
    "endswith",
    "expandtabs",
    "find",
    "format",
    "format_map",
    "index",
    "isalnum",
    "isalpha",
    "isascii",
    "isdecimal",
    "isdigit",
    "isidentifier",
    "islower",
    "isnumeric",
    "isprintable",
    "isspace",
    "istitle",
    "isupper",
    "join",
    "ljust",
    "lower",
    "lstrip",
    "maketrans",
    "partition",
    "removeprefix",
    "removesuffix",
    "replace",
    "rfind",
    "rindex",
    "rjust",
    "rpartition",
    "rsplit",
    "rstrip",
    "split",
    "splitlines",
    "startswith",
    "strip",
    "swapcase",
    "title",
    "translate",
    "upper",
    "zfill",
];

/// The functions a file's calls are judged against, by name; methods
/// (a first parameter `self` or `cls`) apart, called on `self`/`cls`.
#[derive(Debug, Default)]
pub(super) struct Signatures {
    pub(super) functions: HashMap<String, Signature>,
    methods: HashMap<String, Signature>,
    /// Methods judged on any receiver (those of [`ONE_VALUE_METHODS`] the
    /// file defines no method of).
    on_any: HashMap<String, Signature>,
}

impl Signatures {
    /// Read from `code`'s `def`s and imports (a builtin the file imports
    /// or shadows, or any after a `*` import, is not judged).
    pub(super) fn of(code: &str, tokens: &[Token]) -> Signatures {
        let mut functions: HashMap<String, Option<Signature>> = HashMap::new();
        let mut methods: HashMap<String, Option<Signature>> = HashMap::new();
        let mut imported = Vec::new();
        let mut star_import = false;
        let mut in_import = false;
        for (i, &(kind, start, end)) in tokens.iter().enumerate() {
            match kind {
                TokenKind::Import | TokenKind::From => in_import = true,
                TokenKind::Newline => in_import = false,
                TokenKind::Name if in_import => imported.push(&code[start..end]),
                TokenKind::Star if in_import => star_import = true,
                TokenKind::Def => {
                    let Some((name, method, signature)) = definition(code, tokens, i) else {
                        continue;
                    };
                    let table = if method { &mut methods } else { &mut functions };
                    // Defined twice (in two classes, or redefined): not judged.
                    table
                        .entry(name.to_owned())
                        .and_modify(|seen| *seen = None)
                        .or_insert(Some(signature));
                }
                _ => {}
            }
        }
        let known = |table: HashMap<String, Option<Signature>>| {
            table
                .into_iter()
                .filter_map(|(name, signature)| Some((name, signature?)))
                .collect::<HashMap<_, _>>()
        };
        let mut functions = known(functions);
        if !star_import {
            for &(name, positional, keywords) in BUILTINS {
                if !imported.contains(&name) && !methods.contains_key(name) {
                    let keywords = Some(keywords.iter().map(|k| (*k).to_owned()).collect());
                    functions.entry(name.to_owned()).or_insert(Signature {
                        positional,
                        keywords,
                    });
                }
            }
        }
        let on_any = ONE_VALUE_METHODS
            .iter()
            .filter(|name| !methods.contains_key(**name))
            .map(|name| {
                let signature = Signature {
                    positional: Some(1),
                    keywords: None,
                };
                ((*name).to_owned(), signature)
            })
            .collect();
        Signatures {
            functions,
            methods: known(methods),
            on_any,
        }
    }
}

/// The `def` at token `at`: its name, whether a method's, and what it
/// takes; `None` when decorated (a decorator may change what it takes).
fn definition<'a>(
    code: &'a str,
    tokens: &[Token],
    at: usize,
) -> Option<(&'a str, bool, Signature)> {
    let decorated = preceded_by_decorator(code, tokens, at);
    let (name_kind, name_start, name_end) = *tokens.get(at + 1)?;
    if name_kind != TokenKind::Name || tokens.get(at + 2)?.0 != TokenKind::Lpar || decorated {
        return None;
    }
    let mut names = Vec::new();
    let (mut positional, mut any_positional, mut any_keyword) = (0usize, false, false);
    let mut keyword_only = false;
    let mut depth = 0usize;
    let mut expect_name = true;
    for (i, &(kind, start, end)) in tokens.iter().enumerate().skip(at + 3) {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar if depth == 0 => break,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1)
            }
            TokenKind::Comma if depth == 0 => expect_name = true,
            TokenKind::Star if depth == 0 && expect_name => {
                // (A bare `*` only makes the names after it keywords.)
                any_positional |= tokens.get(i + 1).is_some_and(|t| t.0 == TokenKind::Name);
                keyword_only = true;
            }
            TokenKind::DoubleStar if depth == 0 && expect_name => any_keyword = true,
            TokenKind::Name if depth == 0 && expect_name => {
                expect_name = false;
                names.push(&code[start..end]);
                if !keyword_only {
                    positional += 1;
                }
            }
            TokenKind::Newline | TokenKind::EndOfFile => return None,
            TokenKind::Comment | TokenKind::NonLogicalNewline => {}
            _ if depth == 0 && expect_name => expect_name = false,
            _ => {}
        }
    }
    let method = names
        .first()
        .is_some_and(|first| matches!(*first, "self" | "cls"));
    if method {
        names.remove(0);
        positional = positional.saturating_sub(1);
    }
    let signature = Signature {
        positional: (!any_positional).then_some(positional),
        keywords: (!any_keyword).then(|| names.iter().map(|n| (*n).to_owned()).collect()),
    };
    Some((&code[name_start..name_end], method, signature))
}

/// Whether the line above the `def` at token `at` (past comments) is a
/// decorator's.
fn preceded_by_decorator(code: &str, tokens: &[Token], at: usize) -> bool {
    let line_start = code[..tokens[at].1].rfind('\n').map_or(0, |i| i + 1);
    code[..line_start]
        .lines()
        .rev()
        .map(str::trim)
        .find(|line| !line.is_empty() && !line.starts_with('#'))
        .is_some_and(|line| line.starts_with('@'))
}

/// How many calls in `code` cannot bind what they pass (calls not closed
/// within it are not read).
fn unbound(code: &str, signatures: &Signatures) -> usize {
    let tokens = tokens(code);
    let mut count = 0;
    for (i, &(kind, start, end)) in tokens.iter().enumerate() {
        if kind == TokenKind::Dot
            && i >= 1
            && literal_str(code, tokens[i - 1])
            && let Some(&(TokenKind::Name, name_start, name_end)) = tokens.get(i + 1)
            && !STR_METHODS.contains(&&code[name_start..name_end])
        {
            count += 1;
        }
        if kind != TokenKind::Name || tokens.get(i + 1).map(|t| t.0) != Some(TokenKind::Lpar) {
            continue;
        }
        let before = i.checked_sub(1).map(|b| tokens[b].0);
        let signature = match before {
            Some(TokenKind::Def | TokenKind::Class) => None,
            Some(TokenKind::Dot) => (i >= 2
                && tokens[i - 2].0 == TokenKind::Name
                && matches!(&code[tokens[i - 2].1..tokens[i - 2].2], "self" | "cls"))
            .then(|| signatures.methods.get(&code[start..end]))
            .flatten()
            .or_else(|| signatures.on_any.get(&code[start..end])),
            _ => signatures.functions.get(&code[start..end]),
        };
        if let Some(signature) = signature
            && let Some(passed) = arguments(code, &tokens, i + 1)
            && !binds(signature, &passed)
        {
            count += 1;
        }
    }
    count
}

/// A plain string literal (not bytes, not an f-string's parts).
fn literal_str(code: &str, (kind, start, end): Token) -> bool {
    kind == TokenKind::String
        && !code[start..end]
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .any(|c| c.eq_ignore_ascii_case(&'b'))
}

/// What the call whose `(` is token `open` passes: its positional
/// arguments' count and its keywords; `None` when it unpacks (`*a`,
/// `**k`) or does not close.
fn arguments<'a>(code: &'a str, tokens: &[Token], open: usize) -> Option<(usize, Vec<&'a str>)> {
    let mut depth = 0usize;
    let (mut positional, mut keywords) = (0usize, Vec::new());
    let mut argument_start = true;
    let mut lambda = false;
    for (i, &(kind, start, end)) in tokens.iter().enumerate().skip(open + 1) {
        let at_top = depth == 0;
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar if at_top => return Some((positional, keywords)),
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                depth = depth.saturating_sub(1)
            }
            TokenKind::Comma if at_top && !lambda => argument_start = true,
            TokenKind::Colon if at_top && lambda => lambda = false,
            TokenKind::Lambda if at_top => lambda = true,
            TokenKind::Star | TokenKind::DoubleStar if at_top && argument_start => return None,
            TokenKind::Newline | TokenKind::EndOfFile => return None,
            TokenKind::Comment | TokenKind::NonLogicalNewline => {}
            _ if at_top && argument_start => {
                argument_start = false;
                if kind == TokenKind::Name
                    && tokens.get(i + 1).map(|t| t.0) == Some(TokenKind::Equal)
                {
                    keywords.push(&code[start..end]);
                } else {
                    positional += 1;
                }
            }
            _ => {}
        }
    }
    None
}

fn binds(signature: &Signature, (positional, keywords): &(usize, Vec<&str>)) -> bool {
    signature.positional.is_none_or(|most| *positional <= most)
        && signature
            .keywords
            .as_ref()
            .is_none_or(|names| keywords.iter().all(|k| names.iter().any(|n| n == k)))
}

/// Calls `change` leaves unbound around it, less those it leaves bound
/// that were not: read on its lines and the two either side, before and
/// after.
pub(super) fn made_unbound(
    code: &str,
    lines: &Lines,
    repaired: &str,
    change: &Change,
    signatures: &Signatures,
) -> isize {
    if signatures.functions.is_empty()
        && signatures.methods.is_empty()
        && signatures.on_any.is_empty()
    {
        return 0;
    }
    let first = lines.line_of(change.start).saturating_sub(2).max(1);
    let last = lines.line_of(change.end) + 2;
    let from = lines.start_of(first);
    let old_end = lines.end_of(last).min(code.len());
    // The change's text in place of its span: the same lines after.
    let new_end = (old_end + change.text.len() + change.start).saturating_sub(change.end);
    let (Some(old), Some(new)) = (code.get(from..old_end), repaired.get(from..new_end)) else {
        return 0;
    };
    unbound(new, signatures) as isize - unbound(old, signatures) as isize
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(code: &str, snippet: &str) -> usize {
        unbound(snippet, &Signatures::of(code, &tokens(code)))
    }

    #[test]
    fn a_keyword_the_files_function_has_not_is_unbound() {
        let file = "def media(voti):\n    return sum(voti) / len(voti)\n";
        assert_eq!(count(file, "x = media(v[1], reverse=True)\n"), 1);
        assert_eq!(
            count(
                file,
                "x = sorted(d, key=lambda c: media(c[1]), reverse=True)\n"
            ),
            0
        );
        assert_eq!(count(file, "x = media(a, b)\n"), 1);
    }

    #[test]
    fn unpacking_decorators_and_imports_are_not_judged() {
        let file =
            "import functools\n@functools.wraps\ndef f(a):\n    pass\nfrom numpy import sum\n";
        assert_eq!(count(file, "f(1, 2)\nsum(a, 0, 1)\nlen(*xs)\n"), 0);
        assert_eq!(count(file, "len(a, b)\n"), 1);
    }

    #[test]
    fn a_method_a_string_has_not_is_unbound() {
        assert_eq!(count("", "d = strptime(s, '%Y').date()\n"), 0);
        assert_eq!(count("", "d = strptime(s, '%Y'.date())\n"), 1);
        assert_eq!(count("", "d = b'x'.hex() + ', '.join(xs)\n"), 0);
    }

    #[test]
    fn parameters_over_lines_with_annotations_are_all_read() {
        let file = "async def fetch(client: Client,\n        sem: Sem, # the gate\n        sku: str = '') -> None:\n    pass\n";
        assert_eq!(count(file, "x = fetch(c, s, k)\n"), 0);
        assert_eq!(count(file, "x = fetch(c, s, k, 1)\n"), 1);
    }

    #[test]
    fn methods_are_judged_on_self_only() {
        let file = "class A:\n    def f(self, x, *, y=1):\n        pass\n";
        assert_eq!(count(file, "self.f(1, y=2)\nother.f(1, 2, 3)\n"), 0);
        assert_eq!(count(file, "self.f(1, 2)\n"), 1);
    }

    #[test]
    fn a_containers_one_value_method_is_judged_on_any_receiver() {
        assert_eq!(count("", "ws.append([a, b, c])\nrows.extend(more)\n"), 0);
        assert_eq!(count("", "ws.append(a, b, c)\n"), 1);
        let file = "class Log:\n    def append(self, a, b):\n        pass\n";
        assert_eq!(count(file, "log.append(a, b)\n"), 0);
    }
}
