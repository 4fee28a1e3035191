//! Another language's anonymous function where Python's `lambda` goes
//! (rule `foreign_lambda`): a table of how each writes one, read by one
//! matcher on the error's line. Haskell's `\x -> e`, F#'s and OCaml's
//! `fun x -> e`, Elixir's `fn x -> e end`, Groovy's and Kotlin's `{ x ->
//! e }`, MATLAB's `@(x, y) e`, and Java's arrow (`x -> e`, `(a, b) ->
//! e`): each made `lambda x: e`, its body up to the comma or closer at its
//! depth (Elixir's `end` and the closure's `}` taken off).
//! (JavaScript's `=>` is [`super::foreign`]'s.)

use super::edits::{Change, Kind, Lines, Token, in_string, is_name};

/// How a language opens its anonymous function's parameters.
#[derive(Clone, Copy)]
enum Opens {
    /// A word or mark, then names apart, then the arrow: `\x ->`, `fun x
    /// ->`, `fn x ->`.
    Word(&'static str, &'static str),
    /// MATLAB's `@(x, y)`, the body right after.
    Handle,
    /// An arrow after a name or a parenthesised list: `(a, b) -> e`.
    Arrow(&'static str),
}

/// How a body ends: at the comma or closer at its depth, or at a word or
/// brace of its own, taken off with it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ends {
    AtItsDepth,
    /// Elixir's `end`.
    End,
    /// A closure's `}`.
    Brace,
}

/// The table: each language's form, and how its body ends.
const FORMS: &[(Opens, Ends)] = &[
    (Opens::Word("\\", "->"), Ends::AtItsDepth),
    (Opens::Word("fun", "->"), Ends::AtItsDepth),
    (Opens::Word("fn", "->"), Ends::End),
    (Opens::Word("{", "->"), Ends::Brace),
    (Opens::Handle, Ends::AtItsDepth),
    (Opens::Arrow("->"), Ends::AtItsDepth),
];

/// Each foreign anonymous function on line `line`, made a `lambda`.
pub(super) fn foreign_lambdas(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    if line == 0 || line > lines.count() {
        return;
    }
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line).trim_end_matches(['\n', '\r']);
    // (`->` heads a definition's return annotation.)
    let header =
        text.trim_start().starts_with("def ") || text.trim_start().starts_with("async def ");
    for &(opens, ends) in FORMS {
        let found: Vec<(usize, usize, String)> = match opens {
            Opens::Word(word, arrow) => word_forms(text, word, arrow),
            Opens::Handle => handle_forms(text),
            Opens::Arrow(_) if header => Vec::new(),
            Opens::Arrow(arrow) => arrow_forms(text, arrow),
        };
        for (from, body_start, parameters) in found {
            // (A function stands as an argument or a value assigned.)
            let stands = text[..from]
                .trim_end()
                .ends_with(['(', ',', '=', '[', '{', ':']);
            if in_string(tokens, start + from) || !stands {
                continue;
            }
            let Some((body_end, mut end)) = body_end(text, body_start, ends == Ends::End) else {
                continue;
            };
            if ends == Ends::Brace {
                let Some(brace) = text[end..].find(|c: char| c != ' ').map(|i| end + i) else {
                    continue;
                };
                if !text[brace..].starts_with('}') {
                    continue;
                }
                end = brace + 1;
            }
            let body = text[body_start..body_end].trim_end();
            if body.is_empty() {
                continue;
            }
            let python = format!("lambda {parameters}: {body}");
            out.push(Change::new(
                start + from,
                start + end,
                &python,
                Kind::ForeignLambda,
            ));
        }
    }
}

/// Parameters written as names apart (by spaces or commas), Python's
/// list of them; `None` if any is no name.
fn parameter_list(written: &str) -> Option<String> {
    let names: Vec<&str> = written
        .split([',', ' '])
        .filter(|w| !w.is_empty())
        .collect();
    (!names.is_empty() && names.iter().all(|n| is_name(n))).then(|| names.join(", "))
}

/// `word params arrow`: where each starts, where its body starts, and its
/// parameters.
fn word_forms(text: &str, word: &str, arrow: &str) -> Vec<(usize, usize, String)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices(word) {
        let before = text[..at].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '\\') {
            continue;
        }
        let after = at + word.len();
        let Some(arrow_at) = text[after..].find(arrow).map(|i| after + i) else {
            continue;
        };
        // (A word needs a space after it; `\` and `{` may be glued to its
        // name.)
        if word != "\\" && word != "{" && !text[after..].starts_with(' ') {
            continue;
        }
        let Some(parameters) = parameter_list(&text[after..arrow_at]) else {
            continue;
        };
        let body = arrow_at + arrow.len();
        let body = body + (text[body..].len() - text[body..].trim_start().len());
        found.push((at, body, parameters));
    }
    found
}

/// MATLAB's `@(params) body`.
fn handle_forms(text: &str) -> Vec<(usize, usize, String)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices("@(") {
        let Some(close) = text[at..].find(')').map(|i| at + i) else {
            continue;
        };
        let Some(parameters) = parameter_list(&text[at + 2..close]) else {
            continue;
        };
        let body = close + 1;
        let body = body + (text[body..].len() - text[body..].trim_start().len());
        found.push((at, body, parameters));
    }
    found
}

/// `(a, b) -> body` or `x -> body`.
fn arrow_forms(text: &str, arrow: &str) -> Vec<(usize, usize, String)> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices(arrow) {
        let before = text[..at].trim_end();
        let (from, parameters) = if let Some(inner) = before.strip_suffix(')') {
            let Some(open) = inner.rfind('(') else {
                continue;
            };
            // (A call's parentheses are no parameters: `f(x) -> y`.)
            if inner[..open].ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let Some(parameters) = parameter_list(&inner[open + 1..]) else {
                continue;
            };
            (open, parameters)
        } else {
            let name_len = before
                .chars()
                .rev()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .map(char::len_utf8)
                .sum::<usize>();
            let name = &before[before.len() - name_len..];
            if !is_name(name) || before[..before.len() - name_len].ends_with('.') {
                continue;
            }
            (before.len() - name_len, name.to_string())
        };
        // (After a `{`, a closure's: the brace form reads it.)
        if text[..from].trim_end().ends_with('{') {
            continue;
        }
        let body = at + arrow.len();
        let body = body + (text[body..].len() - text[body..].trim_start().len());
        found.push((from, body, parameters));
    }
    found
}

/// Where a body starting at byte `from` ends: before the comma or closer
/// at its depth, its line's comment or its end (or Elixir's `end`); and
/// where the change ends (past the `end`).
fn body_end(text: &str, from: usize, ends_with_end: bool) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    let mut i = from;
    while i < bytes.len() {
        let c = bytes[i];
        if let Some(q) = quote {
            if c == b'\\' {
                i += 2;
                continue;
            }
            if c == q {
                quote = None;
            }
            i += 1;
            continue;
        }
        match c {
            b'"' | b'\'' => quote = Some(c),
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' if depth == 0 => break,
            b')' | b']' | b'}' => depth -= 1,
            b',' if depth == 0 => break,
            b'#' => break,
            _ if ends_with_end
                && depth == 0
                && text[i..].starts_with("end")
                && text[..i].ends_with(' ')
                && !text[i + 3..].starts_with(|c: char| c.is_alphanumeric() || c == '_') =>
            {
                return Some((i, i + 3));
            }
            _ => {}
        }
        i += 1;
    }
    if ends_with_end {
        return None;
    }
    let end = from + text[from..i].trim_end().len();
    Some((end, end))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lambdas(code: &str) -> Vec<String> {
        super::super::edits::applied::on_line(code, 1, foreign_lambdas)
    }

    #[test]
    fn each_languages_anonymous_function_is_a_lambda() {
        let cases = [
            (
                "p = min(xs, key=\\x -> (load[x], 1))\n",
                "p = min(xs, key=lambda x: (load[x], 1))\n",
            ),
            (
                "s = sorted(es, key=fn e -> e[\"id\"] end)\n",
                "s = sorted(es, key=lambda e: e[\"id\"])\n",
            ),
            (
                "s = sorted(kv, key=fun kv -> kv[1])\n",
                "s = sorted(kv, key=lambda kv: kv[1])\n",
            ),
            (
                "m = @(f, c) lor(f, c, fs)\n",
                "m = lambda f, c: lor(f, c, fs)\n",
            ),
            (
                "t = map((a, b) -> a + b, xs)\n",
                "t = map(lambda a, b: a + b, xs)\n",
            ),
            (
                "t = filter(x -> x > 0, xs)\n",
                "t = filter(lambda x: x > 0, xs)\n",
            ),
            (
                "r = sorted(bs, key={ b -> b[\"number\"] })\n",
                "r = sorted(bs, key=lambda b: b[\"number\"])\n",
            ),
        ];
        for (written, python) in cases {
            assert!(lambdas(written).contains(&python.to_string()), "{written}");
        }
    }

    #[test]
    fn a_return_annotation_and_a_string_are_not_lambdas() {
        assert!(lambdas("def f(x) -> int: pass\n").is_empty());
        assert!(lambdas("print(\"a -> b\")\n").is_empty());
    }
}
