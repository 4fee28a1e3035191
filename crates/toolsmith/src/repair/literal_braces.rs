//! Braces an f-string holds as text, not as a replacement field: a LaTeX
//! label's (`rf"$K_{\mathrm{m}}$ = {km:.2f}"`, a scientist's plot), whose
//! field would start with a backslash no expression starts with. Doubled,
//! nested ones too, so that the f-string prints them (rule
//! `literal_braces`).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, string_opening};

/// Lines before the error's searched for the f-string (CPython reports it
/// after the run of strings it ends).
const REACH: usize = 3;

/// Each f-string near line `line` with a field that starts with a
/// backslash, its braces there doubled.
pub(super) fn text_braces_doubled(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let start = lines.start_of(line.saturating_sub(REACH).max(1));
    let end = lines.end_of(line);
    for &(kind, t_start, _) in tokens.iter().filter(|t| t.1 >= start && t.1 < end) {
        if kind != TokenKind::FStringStart {
            continue;
        }
        if let Some((string_end, text)) = doubled(code, t_start) {
            out.push(Change::new(t_start, string_end, &text, Kind::LiteralBraces));
        }
    }
}

/// The f-string at byte `start` (as Python before 3.12 reads it: up to its
/// quote) with its backslash-led fields' braces doubled, and where it ends;
/// `None` if it has no such field.
fn doubled(code: &str, start: usize) -> Option<(usize, String)> {
    let rest = &code[start..];
    let (quote_at, quote) = string_opening(rest)?;
    let body_start = quote_at + quote.len();
    let body_len = rest[body_start..].find(quote)?;
    let body = &rest[body_start..body_start + body_len];
    if body.contains('\n') && quote.len() == 1 {
        return None;
    }
    let chars: Vec<char> = body.chars().collect();
    let mut text = String::new();
    let mut changed = false;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        // (`{{` is a brace already.)
        if (c == '{' || c == '}') && chars.get(i + 1) == Some(&c) {
            text.push(c);
            text.push(c);
            i += 2;
            continue;
        }
        // (A brace, a space, then a field: `{ {ip} timeout 7d }`, a
        // command's braces around the field it prints.)
        let spaced = chars[i + 1..].iter().position(|d| !d.is_whitespace());
        if c == '{' && spaced.is_some_and(|k| k > 0 && chars[i + 1 + k] == '{') {
            let mut depth = 0usize;
            let close = (i..chars.len()).find(|&j| {
                match chars[j] {
                    '{' => depth += 1,
                    '}' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                depth == 0
            });
            if let Some(j) = close {
                text.push_str("{{");
                text.extend(&chars[i + 1..j]);
                text.push_str("}}");
                changed = true;
                i = j + 1;
                continue;
            }
        }
        if c == '{' && chars.get(i + 1) == Some(&'\\') {
            let mut depth = 0usize;
            let mut j = i;
            while j < chars.len() {
                match chars[j] {
                    '{' => depth += 1,
                    '}' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                if depth == 0 {
                    break;
                }
                j += 1;
            }
            for &d in &chars[i..=j.min(chars.len() - 1)] {
                text.push(d);
                if d == '{' || d == '}' {
                    text.push(d);
                }
            }
            changed = true;
            i = j + 1;
            continue;
        }
        text.push(c);
        i += 1;
    }
    let end = start + body_start + body_len + quote.len();
    changed.then(|| (end, format!("{}{text}{}", &rest[..body_start], quote)))
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn braces(code: &str, line: usize) -> Vec<String> {
        applied::on_line(code, line, text_braces_doubled)
    }

    #[test]
    fn a_latex_labels_braces_are_text() {
        assert_eq!(
            braces(
                "ax.plot(x, y, label=rf\"fit, $K_{\\mathrm{m}}$ = {km:.2f} mM\")\n",
                1
            ),
            ["ax.plot(x, y, label=rf\"fit, $K_{{\\mathrm{{m}}}}$ = {km:.2f} mM\")\n"]
        );
        assert_eq!(
            braces("t = f'$\\alpha = {a}$, ${{x}}$ {\\frac{1}{2}}'\n", 1),
            ["t = f'$\\alpha = {a}$, ${{x}}$ {{\\frac{{1}}{{2}}}}'\n"]
        );
        assert!(braces("t = f\"{a} {'\\n'.join(b)}\"\n", 1).is_empty());
    }

    #[test]
    fn a_commands_braces_around_a_field_are_text() {
        assert_eq!(
            braces("c = f\"nft add element {s} { {ip} timeout 7d }\"\n", 1),
            ["c = f\"nft add element {s} {{ {ip} timeout 7d }}\"\n"]
        );
    }
}
