//! Edits of whole statements at a line: deleted, copied from elsewhere in
//! the program, or made from a template (a guard that returns, a missing
//! `return`, a `while` loop's missing update).

use ruff_python_ast::token::TokenKind;

use super::{Mutation, Operator, Site, bound_names, layout};
use crate::repair::edits::{Change, Kind};

/// Statements copied at most per line (the nearest first).
const COPIES: usize = 12;

/// The function around a line.
pub(in crate::repair) struct Function {
    /// The `def` token's index, and the index past the body's last token.
    pub first_token: usize,
    pub end_token: usize,
    /// 1-based lines: the `def`, and the body's last.
    pub def_line: usize,
    pub last_line: usize,
    pub body_indent: String,
}

/// The innermost function whose body holds the site's line.
pub(in crate::repair) fn enclosing_function(site: &Site) -> Option<Function> {
    let indent = site.indent().len();
    let def = site.tokens.iter().rposition(|t| {
        t.0 == TokenKind::Def
            && t.1 < site.lines.start_of(site.line)
            && site.lines.column_of(t.1) < indent
    })?;
    let def_line = site.lines.line_of(site.tokens[def].1);
    let def_column = site.lines.column_of(site.tokens[def].1);
    let mut last_line = def_line;
    let mut body_indent = None;
    for line in def_line + 1..=site.lines.count() {
        let text = site.lines.slice(site.code, line, line);
        let trimmed = text.trim_start_matches([' ', '\t']);
        if trimmed.trim().is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let column = text.len() - trimmed.len();
        if column <= def_column && !in_brackets(site, line) {
            break;
        }
        if body_indent.is_none() {
            body_indent = Some(text[..column].to_string());
        }
        last_line = line;
    }
    if last_line < site.line {
        return None;
    }
    let end_offset = site.lines.end_of(last_line);
    let end_token = site
        .tokens
        .iter()
        .position(|t| t.1 >= end_offset)
        .unwrap_or(site.tokens.len());
    Some(Function {
        first_token: def,
        end_token,
        def_line,
        last_line,
        body_indent: body_indent.unwrap_or_default(),
    })
}

/// Whether `line` starts inside brackets (a continuation line).
fn in_brackets(site: &Site, line: usize) -> bool {
    let start = site.lines.start_of(line);
    let mut depth = 0i32;
    for &(kind, token_start, _) in &site.tokens {
        if token_start >= start {
            break;
        }
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => depth += 1,
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => depth -= 1,
            _ => {}
        }
    }
    depth > 0
}

/// The first token of each logical line in `from..to` that starts a simple
/// statement (not a block's header, a decorator or a docstring), with the
/// statement's text (one physical line only).
fn simple_statements<'a>(site: &Site<'a>, from: usize, to: usize) -> Vec<(usize, &'a str)> {
    let mut out = Vec::new();
    let mut at_start = true;
    for i in from..to.min(site.tokens.len()) {
        let kind = site.tokens[i].0;
        if kind == TokenKind::Newline {
            at_start = true;
            continue;
        }
        if layout(kind) {
            continue;
        }
        if at_start {
            at_start = false;
            let line = site.lines.line_of(site.tokens[i].1);
            let text = site
                .lines
                .slice(site.code, line, line)
                .trim()
                .trim_end_matches(['\n', '\r']);
            let header = text.ends_with(':') || text.starts_with('@');
            let docstring = kind == TokenKind::String;
            let continued = text.ends_with(['(', '[', '{', ',', '\\']);
            if !header && !docstring && !continued && !text.is_empty() && text.len() <= 100 {
                out.push((line, text));
            }
        }
    }
    out
}

pub(super) fn mutations(site: &Site, out: &mut Vec<Mutation>) {
    let function = enclosing_function(site);
    deleted(site, out);
    if let Some(function) = &function {
        copied(site, function, out);
        guards(site, function, out);
        missing_return(site, function, out);
    }
    loop_update(site, out);
}

fn insert(out: &mut Vec<Mutation>, at: usize, text: String, operator: Operator, what: String) {
    out.push(Mutation {
        change: Change::new(at, at, &text, Kind::Insert),
        operator,
        what,
    });
}

/// The line deleted (a simple statement); `pass` stands in where it was
/// its block's only statement (the compile check drops the rest).
fn deleted(site: &Site, out: &mut Vec<Mutation>) {
    let text = site.line_text().trim();
    let first = site.tokens[site.on_line[0]].0;
    if text.ends_with(':')
        || matches!(first, TokenKind::Def | TokenKind::Class | TokenKind::At)
        || text.ends_with(['(', '[', '{', ',', '\\'])
    {
        return;
    }
    let (start, end) = (site.lines.start_of(site.line), site.lines.end_of(site.line));
    for replacement in [String::new(), format!("{}pass\n", site.indent())] {
        out.push(Mutation {
            change: Change::new(start, end.min(site.code.len()), &replacement, Kind::Delete),
            operator: Operator::DeleteStatement,
            what: format!("`{text}` deleted"),
        });
    }
}

/// A simple statement of the same function inserted before or after the
/// line, at its indentation: the nearest few first.
fn copied(site: &Site, function: &Function, out: &mut Vec<Mutation>) {
    let mut statements = simple_statements(site, function.first_token, function.end_token);
    statements.retain(|(line, _)| *line != site.line);
    statements.sort_by_key(|(line, _)| line.abs_diff(site.line));
    let mut seen = Vec::new();
    let own = site.line_text().trim();
    let indent = site.indent();
    let header = own.ends_with(':');
    for (_, text) in statements {
        if seen.contains(&text) || text == own || seen.len() >= COPIES {
            continue;
        }
        seen.push(text);
        if !header {
            insert(
                out,
                site.lines.start_of(site.line),
                format!("{indent}{text}\n"),
                Operator::CopyStatement,
                format!("`{text}` copied before line {}", site.line),
            );
        }
        // After the line: at its indentation, or in the block it opens.
        let after = if header {
            format!("{indent}    {text}\n")
        } else {
            format!("{indent}{text}\n")
        };
        insert(
            out,
            site.lines.end_of(site.line).min(site.code.len()),
            after,
            Operator::CopyStatement,
            format!("`{text}` copied after line {}", site.line),
        );
    }
}

/// Guards made from templates, put before the function's first statement
/// when the line is in its body: an empty or small argument returned early.
fn guards(site: &Site, function: &Function, out: &mut Vec<Mutation>) {
    let params = parameters(site, function);
    // Where the body starts: after the header (and a docstring).
    let mut first = function.def_line + 1;
    while first <= function.last_line {
        let text = site.lines.slice(site.code, first, first).trim();
        let header_continues = in_brackets(site, first);
        if text.is_empty() || text.starts_with('#') || header_continues {
            first += 1;
            continue;
        }
        if text.starts_with("\"\"\"") || text.starts_with("'''") || text.starts_with('"') {
            // A docstring: past its closing line.
            let quote = &text[..3.min(text.len())];
            let single = text.len() > 3 && text[3..].contains(quote);
            if !single {
                first += 1;
                while first <= function.last_line
                    && !site.lines.slice(site.code, first, first).contains(quote)
                {
                    first += 1;
                }
            }
            first += 1;
            continue;
        }
        break;
    }
    if site.line != first {
        return;
    }
    let at = site.lines.start_of(first);
    let indent = &function.body_indent;
    for p in params.iter().take(3) {
        for (condition, value) in [
            (format!("not {p}"), p.to_string()),
            (format!("not {p}"), "[]".to_string()),
            (format!("not {p}"), "None".to_string()),
            (format!("not {p}"), "0".to_string()),
            (format!("{p} <= 1"), p.to_string()),
            (format!("{p} <= 1"), "1".to_string()),
            (format!("{p} == 0"), "0".to_string()),
            (format!("len({p}) <= 1"), p.to_string()),
        ] {
            insert(
                out,
                at,
                format!("{indent}if {condition}:\n{indent}    return {value}\n"),
                Operator::Guard,
                format!("guard `if {condition}: return {value}` added"),
            );
        }
    }
}

/// The parameters of the function (`self` and `cls` left out).
fn parameters<'a>(site: &Site<'a>, function: &Function) -> Vec<&'a str> {
    let mut params = Vec::new();
    let mut depth = 0;
    let mut expect_name = false;
    for i in function.first_token..function.end_token.min(site.tokens.len()) {
        match site.tokens[i].0 {
            TokenKind::Lpar => {
                depth += 1;
                expect_name = depth == 1;
            }
            TokenKind::Rpar => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            TokenKind::Comma if depth == 1 => expect_name = true,
            TokenKind::Name if expect_name => {
                let name = site.text(i);
                if name != "self" && name != "cls" {
                    params.push(name);
                }
                expect_name = false;
            }
            _ => expect_name = false,
        }
    }
    params
}

/// An expression statement returned (`total` -> `return total`), and at a
/// function's last line with no `return`, `return NAME` added after it.
fn missing_return(site: &Site, function: &Function, out: &mut Vec<Mutation>) {
    let first = site.tokens[site.on_line[0]].0;
    let text = site.line_text().trim();
    let expression = matches!(first, TokenKind::Name | TokenKind::Lpar | TokenKind::Lsqb)
        && !site.on_line.iter().any(|&i| {
            matches!(
                site.tokens[i].0,
                TokenKind::Equal | TokenKind::PlusEqual | TokenKind::MinusEqual
            )
        })
        && !text.ends_with(':');
    if expression {
        let at = site.lines.start_of(site.line) + site.indent().len();
        insert(
            out,
            at,
            "return ".into(),
            Operator::MissingReturn,
            format!("`{text}` returned"),
        );
    }
    let returns = (function.first_token..function.end_token.min(site.tokens.len()))
        .any(|i| site.tokens[i].0 == TokenKind::Return);
    if site.line == function.last_line && !returns {
        for name in bound_names(site).iter().rev().take(4) {
            insert(
                out,
                site.lines.end_of(site.line).min(site.code.len()),
                format!("{}return {name}\n", function.body_indent),
                Operator::MissingReturn,
                format!("`return {name}` added"),
            );
        }
    }
}

/// At a `while` header: each name of its condition that the function binds
/// updated by one at the end of the loop's body.
fn loop_update(site: &Site, out: &mut Vec<Mutation>) {
    if site.tokens[site.on_line[0]].0 != TokenKind::While {
        return;
    }
    let indent = site.indent().len();
    let mut last = site.line;
    let mut body_indent = None;
    for line in site.line + 1..=site.lines.count() {
        let text = site.lines.slice(site.code, line, line);
        let trimmed = text.trim_start_matches([' ', '\t']);
        if trimmed.trim().is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let column = text.len() - trimmed.len();
        if column <= indent {
            break;
        }
        body_indent.get_or_insert_with(|| text[..column].to_string());
        last = line;
    }
    let Some(body_indent) = body_indent else {
        return;
    };
    let bound = bound_names(site);
    let at = site.lines.end_of(last).min(site.code.len());
    let mut names: Vec<&str> = site
        .on_line
        .iter()
        .filter(|&&i| site.tokens[i].0 == TokenKind::Name)
        .map(|&i| site.text(i))
        .filter(|name| bound.contains(name))
        .collect();
    names.dedup();
    for name in names {
        for update in ["+= 1", "-= 1"] {
            insert(
                out,
                at,
                format!("{body_indent}{name} {update}\n"),
                Operator::LoopUpdate,
                format!("`{name} {update}` added at the loop's end"),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Operator, texts};

    const CODE: &str = "def total(xs):\n    \"\"\"Sum.\"\"\"\n    result = 0\n    i = 0\n    while i < len(xs):\n        result += xs[i]\n    result\n";

    #[test]
    fn each_statement_operator_makes_its_edit() {
        let has = |line, operator, wanted: &str| {
            let all = texts(CODE, line, operator);
            assert!(
                all.iter().any(|t| t.contains(wanted)),
                "{operator:?} {wanted}: {all:#?}"
            );
        };
        has(5, Operator::LoopUpdate, "result += xs[i]\n        i += 1\n");
        has(7, Operator::MissingReturn, "    return result\n");
        has(
            3,
            Operator::Guard,
            "\"\"\"Sum.\"\"\"\n    if not xs:\n        return 0\n    result = 0",
        );
        has(
            6,
            Operator::DeleteStatement,
            "while i < len(xs):\n        pass\n",
        );
        has(
            6,
            Operator::CopyStatement,
            "result += xs[i]\n        i = 0\n",
        );
        let code = "def f(xs):\n    out = []\n    for x in xs:\n        out.append(x)\n";
        let all = texts(code, 4, Operator::MissingReturn);
        assert!(
            all.iter()
                .any(|t| t.ends_with("out.append(x)\n    return out\n")),
            "{all:#?}"
        );
    }
}
