//! A pipe of Elixir, F# or R (`|>`, magrittr's `%>%`) where Python calls
//! (rule `pipe`): `corpo |> json.loads() |> normaliza()` made
//! `normaliza(json.loads(corpo))`, each step called with what the one
//! before it gives as its first argument, as the pipe passes it; a step
//! the file neither defines nor imports, nor a builtin, is a method of
//! what the step before gives (dplyr's verbs read as pandas':
//! `df %>% sort_values("n")` made `df.sort_values("n")`).

use std::collections::HashSet;

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, in_string};

/// Builtins a pipe's step may call.
const BUILTINS: &[&str] = &[
    "print",
    "len",
    "sorted",
    "list",
    "sum",
    "max",
    "min",
    "str",
    "int",
    "float",
    "round",
    "set",
    "tuple",
    "dict",
    "enumerate",
    "zip",
    "map",
    "filter",
    "abs",
    "reversed",
    "any",
    "all",
];

/// The pipes' marks.
const MARKS: &[&str] = &["|>", "%>%"];

/// The chain of pipes on line `line`, written as Python's calls.
pub(super) fn pipes_called(
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
    let defined = defined_names(code, tokens);
    for mark in MARKS {
        let Some(first) = text.find(mark) else {
            continue;
        };
        if in_string(tokens, start + first) {
            continue;
        }
        let Some((from, to)) = chain_span(text, first) else {
            continue;
        };
        let steps: Vec<&str> = text[from..to].split(mark).map(str::trim).collect();
        let Some((value, calls)) = steps.split_first() else {
            continue;
        };
        let mut python = (*value).to_string();
        let mut readable = !python.is_empty();
        for call in calls {
            match called(call, &python, &defined) {
                Some(next) => python = next,
                None => readable = false,
            }
        }
        if readable {
            out.push(Change::new(start + from, start + to, &python, Kind::Pipe));
        }
    }
}

/// The names the file defines (`def`, `class`) or imports.
fn defined_names<'a>(code: &'a str, tokens: &[Token]) -> HashSet<&'a str> {
    let mut out = HashSet::new();
    let mut importing = false;
    let mut after: Option<TokenKind> = None;
    for &(kind, start, end) in tokens {
        match kind {
            TokenKind::Import => importing = true,
            TokenKind::Newline => importing = false,
            TokenKind::Name
                if importing || matches!(after, Some(TokenKind::Def | TokenKind::Class)) =>
            {
                out.insert(&code[start..end]);
            }
            _ => {}
        }
        after = Some(kind);
    }
    out
}

/// A step `f(a)` or `f` given `value` first: `f(value, a)`, `f(value)`;
/// `value.f(a)` where `f` is not one of the file's or a builtin.
fn called(step: &str, value: &str, defined: &HashSet<&str>) -> Option<String> {
    let name_end = step
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(step.len());
    let name = &step[..name_end];
    if name.is_empty() || name.starts_with(|c: char| c.is_ascii_digit() || c == '.') {
        return None;
    }
    let rest = &step[name_end..];
    if !name.contains('.') && !defined.contains(name) && !BUILTINS.contains(&name) {
        return Some(format!(
            "{value}.{name}{}",
            if rest.is_empty() { "()" } else { rest }
        ));
    }
    if rest.is_empty() {
        return Some(format!("{name}({value})"));
    }
    let inside = rest.strip_prefix('(')?.strip_suffix(')')?.trim();
    Some(if inside.is_empty() {
        format!("{name}({value})")
    } else {
        format!("{name}({value}, {inside})")
    })
}

/// The chain around the pipe at byte `first` of `text`: from after the
/// `=`, `return`, opener or comma before it, to the closer or comment at
/// its depth or the line's end.
fn chain_span(text: &str, first: usize) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut from = 0;
    for i in (0..first).rev() {
        match bytes[i] {
            b')' | b']' | b'}' => depth += 1,
            b'(' | b'[' | b'{' if depth == 0 => {
                from = i + 1;
                break;
            }
            b'(' | b'[' | b'{' => depth -= 1,
            b'=' | b',' if depth == 0 => {
                from = i + 1;
                break;
            }
            _ => {}
        }
    }
    let head = &text[from..first];
    let lead = head.len() - head.trim_start().len();
    let mut from = from + lead;
    if text[from..].starts_with("return ") {
        from += "return ".len();
    }
    let mut depth = 0usize;
    let mut to = text.len();
    for (i, &b) in bytes.iter().enumerate().skip(first) {
        match b {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' if depth == 0 => {
                to = i;
                break;
            }
            b')' | b']' | b'}' => depth -= 1,
            b',' | b'#' if depth == 0 => {
                to = i;
                break;
            }
            _ => {}
        }
    }
    let to = from + text[from..to].trim_end().len();
    (from < first && first < to).then_some((from, to))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn called_text(code: &str) -> Vec<String> {
        super::super::edits::applied::on_line(code, 1, pipes_called)
    }

    #[test]
    fn a_pipe_is_nested_calls() {
        assert_eq!(
            called_text("ev = corpo |> json.loads() |> normaliza()\ndef normaliza(e):\n    pass\n"),
            ["ev = normaliza(json.loads(corpo))\ndef normaliza(e):\n    pass\n"]
        );
        // A verb the file does not define: the frame's method.
        assert_eq!(
            called_text("    return df %>% head(5) %>% print\n"),
            ["    return print(df.head(5))\n"]
        );
        assert_eq!(
            called_text("show(xs |> sorted, 2)\n"),
            ["show(sorted(xs), 2)\n"]
        );
        assert!(called_text("x = \"a |> b\"\n").is_empty());
    }
}
