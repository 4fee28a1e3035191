//! Another language's types written where Python has none or writes
//! them otherwise (read by `foreign`'s rule on the error's line): Java's,
//! C#'s and TypeScript's generics in an annotation (`list<str>`), and
//! C's casts (`(uint16_t)b`, `(int) x`), TypeScript's, C#'s and Kotlin's
//! `value as Type` ending an assignment's value; JavaScript's regular
//! expression literal (`/x/i`) where the file imports `re`.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, layout};

/// Java's, C#'s and TypeScript's generics, `list<str>` glued, in an
/// annotation (after `:` or `->`): Python's subscript, `list[str]`.
pub(super) fn angle_generics(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    for (i, window) in on_line.windows(4).enumerate() {
        let [generic, less, argument, greater] = [window[0], window[1], window[2], window[3]];
        let glued = generic.2 == less.1 && less.2 == argument.1 && argument.2 == greater.1;
        let annotation = i >= 1 && matches!(on_line[i - 1].0, TokenKind::Colon | TokenKind::Rarrow);
        if glued
            && annotation
            && generic.0 == TokenKind::Name
            && less.0 == TokenKind::Less
            && argument.0 == TokenKind::Name
            && greater.0 == TokenKind::Greater
        {
            let text = format!("[{}]", &code[argument.1..argument.2]);
            out.push(Change::new(less.1, greater.2, &text, Kind::Lookalike));
        }
    }
}

/// C's cast glued to its operand, `(uint16_t)byte` or `(int)x`: Python's
/// conversion where it has one (`int(x)`), else the operand alone (its
/// integers have no width).
pub(super) fn c_casts(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    const CONVERTS: &[&str] = &["int", "float", "str", "bool"];
    const C_TYPES: &[&str] = &[
        "unsigned", "signed", "char", "long", "short", "double", "byte",
    ];
    for window in on_line.windows(4) {
        let [open, kind, close, operand] = [window[0], window[1], window[2], window[3]];
        let cast = open.0 == TokenKind::Lpar
            && kind.0 == TokenKind::Name
            && close.0 == TokenKind::Rpar
            && code[close.2..operand.1].len() <= 1
            && code[close.2..operand.1].trim().is_empty()
            && matches!(
                operand.0,
                TokenKind::Name | TokenKind::Int | TokenKind::Float
            );
        // (A call's parentheses are no cast: `f(x)y` is no one's.)
        let called =
            code[..open.1].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ')');
        if !cast || called {
            continue;
        }
        let name = &code[kind.1..kind.2];
        let value = &code[operand.1..operand.2];
        if CONVERTS.contains(&name) {
            out.push(Change::new(
                open.1,
                operand.2,
                &format!("{name}({value})"),
                Kind::Lookalike,
            ));
        } else if C_TYPES.contains(&name) || name.ends_with("_t") {
            out.push(Change::new(open.1, operand.1, "", Kind::Lookalike));
        }
    }
}

/// TypeScript's, C#'s and Kotlin's cast ending an assignment's value or a
/// return's, `src = tu.find(...) as etree._Element`: the value alone
/// (`as` binds a name only after `import`, `with`, `except` and `case`).
pub(super) fn as_casts(on_line: &[Token], out: &mut Vec<Change>) {
    let on_line: Vec<Token> = on_line.iter().copied().filter(|t| !layout(t.0)).collect();
    let Some(first) = on_line.first() else {
        return;
    };
    let assigns = on_line.get(1).is_some_and(|t| t.0 == TokenKind::Equal)
        && first.0 == TokenKind::Name
        || first.0 == TokenKind::Return;
    let Some(at) = on_line.iter().position(|t| t.0 == TokenKind::As) else {
        return;
    };
    if !assigns || at < 2 {
        return;
    }
    let rest = &on_line[at + 1..];
    let typed = !rest.is_empty()
        && rest.iter().enumerate().all(|(i, t)| match i % 2 {
            0 => t.0 == TokenKind::Name,
            _ => t.0 == TokenKind::Dot,
        })
        && rest.len() % 2 == 1;
    if typed {
        let end = rest[rest.len() - 1].2;
        out.push(Change::new(on_line[at - 1].2, end, "", Kind::Lookalike));
    }
}

/// JavaScript's and Perl's regular expression literal as a value,
/// `/pena convencional/i` after `=`, `(` or `,`, in a file that imports
/// `re`: `re.compile(r"pena convencional", re.I)` (`g` and `u` dropped:
/// Python's searches say how many, its strings are Unicode).
pub(super) fn regex_literals(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if !imports_module(code, "re") || line == 0 || line > lines.count() {
        return;
    }
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let Some(open) = text.find('/') else {
        return;
    };
    if !text[..open].trim_end().ends_with(['=', '(', ',']) {
        return;
    }
    let body_start = open + 1;
    let mut escaped = false;
    let close = text[body_start..].char_indices().find_map(|(i, c)| {
        let closes = c == '/' && !escaped;
        escaped = c == '\\' && !escaped;
        closes.then_some(body_start + i)
    });
    let Some(close) = close else {
        return;
    };
    let body = &text[body_start..close];
    let flags_len = text[close + 1..]
        .find(|c: char| !c.is_ascii_alphabetic())
        .unwrap_or(text.len() - close - 1);
    let flags = &text[close + 1..close + 1 + flags_len];
    let end = close + 1 + flags_len;
    if body.is_empty()
        || body.contains('"') && body.contains('\'')
        || !flags.chars().all(|f| "gimsuyx".contains(f))
        || !super::unquoted_values::ends_a_value(code, start + end)
    {
        return;
    }
    let quote = if body.contains('"') { '\'' } else { '"' };
    let python_flags: Vec<&str> = flags
        .chars()
        .filter_map(|f| match f {
            'i' => Some("re.I"),
            'm' => Some("re.M"),
            's' => Some("re.S"),
            'x' => Some("re.X"),
            _ => None,
        })
        .collect();
    let flags = if python_flags.is_empty() {
        String::new()
    } else {
        format!(", {}", python_flags.join(" | "))
    };
    out.push(Change::new(
        start + open,
        start + end,
        &format!("re.compile(r{quote}{body}{quote}{flags})"),
        Kind::Lookalike,
    ));
}

/// Whether a line of `code` is `import module` (among others, or as
/// itself): the module's name bound (`import requests` is not `re`).
pub(super) fn imports_module(code: &str, module: &str) -> bool {
    code.lines().any(|line| {
        line.trim_start()
            .strip_prefix("import ")
            .is_some_and(|names| {
                names
                    .split(',')
                    .any(|name| name.split_whitespace().collect::<Vec<_>>() == [module])
            })
    })
}
