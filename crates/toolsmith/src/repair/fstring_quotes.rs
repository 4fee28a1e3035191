//! An f-string's own quote inside its fields, as 3.12 allows and 3.11
//! does not (rule `quotes_reused`): those strings and f-strings given the
//! other quote. And a field's `!` with no conversion after it (rule
//! `field`).

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token};

/// On line `line`, a field's `!` with no conversion after it (`{unit!}`,
/// `{a!:>3}`): `repr`'s `r`, the one people mean when they write `!`
/// at all (debugging output).
pub(super) fn conversion_lost(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    for (at, _) in text.match_indices('!') {
        let after = &text[at + 1..];
        let glued_to_a_value =
            text[..at].ends_with(|c: char| c.is_alphanumeric() || ")]_".contains(c));
        if glued_to_a_value && after.starts_with(['}', ':']) {
            out.push(Change::new(
                start + at + 1,
                start + at + 1,
                "r",
                Kind::Field,
            ));
        }
    }
}

/// On line `line`, each one-line f-string whose fields hold strings in its
/// own quote (3.12's nesting, an f-string's end before it): those strings
/// (and f-strings) given the other quote, one change, when none of them
/// holds it.
pub(super) fn reused_quotes(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    let on_line: Vec<&Token> = tokens
        .iter()
        .filter(|t| t.1 >= start && t.2 <= end)
        .collect();
    for (i, outer) in on_line.iter().enumerate() {
        if outer.0 != TokenKind::FStringStart {
            continue;
        }
        let Some(quote) = code[outer.1..outer.2].chars().last() else {
            continue;
        };
        if code[outer.1..outer.2].ends_with(&quote.to_string().repeat(3)) {
            continue;
        }
        let other = if quote == '"' { '\'' } else { '"' };
        // The f-string's tokens, to its own end: the quotes of the strings
        // (and the f-strings) its fields hold in its own quote.
        let mut depth = 0usize;
        let mut quotes: Vec<usize> = Vec::new();
        let mut nested: Vec<Option<usize>> = Vec::new();
        let mut inside: Vec<(usize, usize)> = Vec::new();
        let mut closed = false;
        for token in &on_line[i..] {
            let text = &code[token.1..token.2];
            match token.0 {
                TokenKind::FStringStart => {
                    // (A nested one in the outer's quote, not triple.)
                    let reused = depth > 0
                        && text.ends_with(quote)
                        && !text.ends_with(&quote.to_string().repeat(3));
                    nested.push(reused.then_some(token.2 - 1));
                    depth += 1;
                }
                TokenKind::FStringEnd => {
                    depth -= 1;
                    if let Some(Some(open)) = nested.pop()
                        && depth > 0
                    {
                        quotes.extend([open, token.1]);
                        inside.push((open + 1, token.1));
                    }
                    if depth == 0 {
                        closed = true;
                        break;
                    }
                }
                TokenKind::String => {
                    let body = text.trim_start_matches(|c: char| c.is_ascii_alphabetic());
                    // (Closed: its last character is its quote.)
                    let closed = body.len() >= 2 && body.ends_with(quote);
                    if closed
                        && body.starts_with(quote)
                        && !body.starts_with(&quote.to_string().repeat(3))
                    {
                        let open = token.2 - body.len();
                        quotes.extend([open, token.2 - 1]);
                        inside.push((open + 1, token.2 - 1));
                    }
                }
                _ => {}
            }
        }
        quotes.sort_unstable();
        // (The other quote elsewhere in it, in its text or in another
        // field's string, is no matter; inside a string requoted it is.)
        if !closed
            || inside
                .iter()
                .any(|&(from, to)| code[from..to].contains(other))
        {
            continue;
        }
        let other = other.to_string();
        let parts: Vec<(usize, usize, &str)> = quotes
            .iter()
            .map(|&place| (place, place + 1, other.as_str()))
            .collect();
        out.extend(Change::spliced(code, &parts, Kind::QuotesReused));
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::{Lines, tokens};
    use super::reused_quotes;

    fn requoted(code: &str) -> Vec<String> {
        let mut out = Vec::new();
        reused_quotes(code, &tokens(code), &Lines::of(code), 1, &mut out);
        out.iter().map(|c| c.apply(code)).collect()
    }

    #[test]
    fn a_fields_strings_in_the_f_strings_own_quote_get_the_other() {
        assert_eq!(
            requoted("print(f\"{d[\"a\"]} and {e[\"b\"]!r}\")\n"),
            ["print(f\"{d['a']} and {e['b']!r}\")\n"]
        );
        assert_eq!(requoted("x = f'{d['k']}'\n"), ["x = f'{d[\"k\"]}'\n"]);
        // The other quote in the f-string's text or another field: no matter.
        assert_eq!(
            requoted("x = f\"it's {d[\"k\"]} {e['j']}\"\n"),
            ["x = f\"it's {d['k']} {e['j']}\"\n"]
        );
        // The other quote inside a string to requote: no change.
        assert!(requoted("x = f\"{d[\"it's\"]}\"\n").is_empty());
        let mut out = Vec::new();
        let code = "raise KeyError(f\"unknown unit {unit!}\")\n";
        super::conversion_lost(code, &Lines::of(code), 1, &mut out);
        assert_eq!(
            out.iter().map(|c| c.apply(code)).collect::<Vec<_>>(),
            ["raise KeyError(f\"unknown unit {unit!r}\")\n"]
        );
        // Nothing reused.
        assert!(requoted("x = f\"{d['k']}\"\n").is_empty());
        assert_eq!(
            requoted("print(f\"s: {\", \".join(f'{v:.3f}' for v in (x[-1], y[-1]))}\")\n"),
            ["print(f\"s: {', '.join(f'{v:.3f}' for v in (x[-1], y[-1]))}\")\n"]
        );
        assert_eq!(
            requoted("x = f\"({\", \".join(f\"{c} {a:.2f}\" for c, a in xs)})\"\n"),
            ["x = f\"({', '.join(f'{c} {a:.2f}' for c, a in xs)})\"\n"]
        );
    }
}
