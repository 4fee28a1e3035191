//! A string's own quote written inside its text: a quotation (`"The field
//! "currency" must be set."`, from a generator that did not escape it, or a
//! person) read as two strings with words between; an apostrophe made the
//! string's quote by a replace-all (`"can"t read"`). The quotation's marks
//! are escaped, or the string's quotes made the other kind; the apostrophe
//! made one again (rule `quotes`). And machine text (JSON, a selector)
//! written with the string's own quotes inside: the other kind outside.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of, string_opening};

/// What an English contraction adds after its apostrophe.
const CONTRACTIONS: &[&str] = &["t", "s", "m", "d", "ll", "re", "ve"];

/// A one-line string's parts: its prefix's end, its quote, its body.
fn parts(text: &str) -> Option<(usize, char, &str)> {
    let (prefix, quote) = string_opening(text)?;
    let quote = quote.chars().next().filter(|_| quote.len() == 1)?;
    let body = text[prefix + 1..].strip_suffix(quote)?;
    Some((prefix, quote, body))
}

/// Quotations and apostrophes on line `line` that split a string.
pub(super) fn quotes_inside_text(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let on_line: Vec<Token> = code_tokens_of(tokens, lines, line)
        .into_iter()
        .map(|(_, token)| token)
        .collect();
    let mut quotations: Vec<Change> = Vec::new();
    for (i, &(kind, s_start, s_end)) in on_line.iter().enumerate() {
        let Some((prefix, quote, body)) = (kind == TokenKind::String)
            .then(|| parts(&code[s_start..s_end]))
            .flatten()
        else {
            continue;
        };
        let Some(&(next_kind, next_start, next_end)) = on_line.get(i + 1) else {
            continue;
        };
        if next_start != s_end {
            continue;
        }
        let last = body.chars().last();
        // `"can"t`: an apostrophe.
        if quote == '"'
            && last.is_some_and(char::is_alphabetic)
            && next_kind == TokenKind::Name
            && CONTRACTIONS.contains(&&code[next_start..next_end])
        {
            out.push(Change::new(s_end - 1, s_end, "'", Kind::Quotes));
            continue;
        }
        // `"not "€"."`: a quotation, up to the next string glued to what
        // it quotes.
        if last.is_some_and(char::is_alphanumeric) {
            continue;
        }
        let Some(offset) = on_line[i + 1..]
            .iter()
            .position(|t| matches!(t.0, TokenKind::String | TokenKind::FStringStart))
        else {
            continue;
        };
        let j = i + 1 + offset;
        let (_, t_start, t_end) = on_line[j];
        let Some((t_prefix, t_quote, t_body)) = parts(&code[t_start..t_end]) else {
            continue;
        };
        // (The sentence goes on after the quotation, or ends: `" to me"`,
        // `"."`; a lone `","` is an element's end, its key's quote lost.)
        let sentence_goes_on =
            t_body.contains(char::is_alphabetic) || t_body.trim_end().ends_with(['.', '!', '?']);
        if on_line[j - 1].2 != t_start
            || t_quote != quote
            || t_prefix != 0
            || t_body.starts_with(char::is_alphanumeric)
            || !sentence_goes_on
            || on_line[j].0 != TokenKind::String
        {
            continue;
        }
        let quoted = &code[s_end..t_start];
        let other = if quote == '"' { '\'' } else { '"' };
        let whole = format!("{body}{quote}{quoted}{quote}{t_body}");
        let text = if whole.contains(other) {
            format!("{quote}{body}\\{quote}{quoted}\\{quote}{t_body}{quote}")
        } else {
            format!("{other}{whole}{other}")
        };
        let text = format!("{}{text}", &code[s_start..s_start + prefix]);
        quotations.push(Change::new(s_start, t_end, &text, Kind::Quotes));
    }
    // (A generator that escapes no quote leaves them all so: one change
    // for the line's quotations too.)
    // (Apart from each other: two read from the same string overlap.)
    let apart = quotations
        .windows(2)
        .all(|pair| pair[0].end <= pair[1].start);
    if let (true, true, Some(first), Some(last)) = (
        quotations.len() > 1,
        apart,
        quotations.first(),
        quotations.last(),
    ) {
        let mut text = String::new();
        let mut at = first.start;
        for change in &quotations {
            text.push_str(&code[at..change.start]);
            text.push_str(&change.text);
            at = change.end;
        }
        out.push(Change::new(first.start, last.end, &text, Kind::Quotes));
    }
    out.extend(quotations);
    glued_run(code, &on_line, out);
}

/// Machine text written with the string's own quotes inside (JSON, a CSS
/// selector: `"{"id": "e1"}"`, `"a[type="submit"]"`): strings and words
/// glued end to end with no space between, which no code is. The run's
/// outer quotes made the other kind, where its text holds none of those.
fn glued_run(code: &str, on_line: &[Token], out: &mut Vec<Change>) {
    let mut first = 0;
    while first < on_line.len() {
        let mut last = first;
        while last + 1 < on_line.len() && on_line[last + 1].1 == on_line[last].2 {
            last += 1;
        }
        // (Brackets and commas glued at its ends are the code around it.)
        let glued = &on_line[first..=last];
        first = last + 1;
        // (An f-string's parts count as a string's: it starts or ends one.)
        let opens_a_string = |t: &Token| matches!(t.0, TokenKind::String | TokenKind::FStringStart);
        let ends_a_string = |t: &Token| matches!(t.0, TokenKind::String | TokenKind::FStringEnd);
        let Some(from) = glued.iter().position(opens_a_string) else {
            continue;
        };
        let Some(to) = glued.iter().rposition(ends_a_string) else {
            continue;
        };
        let run = &glued[from..=to];
        // Strings at both ends, words between them (`payment.paid`), three
        // tokens at least. (Not `-`: `"key: "date-time","` is a key's
        // quote lost.)
        let words_between = run.iter().all(|t| {
            matches!(
                t.0,
                TokenKind::String
                    | TokenKind::FStringStart
                    | TokenKind::FStringMiddle
                    | TokenKind::FStringEnd
                    | TokenKind::Name
                    | TokenKind::Int
                    | TokenKind::Float
                    | TokenKind::Dot
            )
        });
        let (Some(&(_, start, _)), Some(&(_, _, end))) = (run.first(), run.last()) else {
            continue;
        };
        // (Its prefix, an f-string's `f`, kept.)
        let prefixed = &code[start..end];
        let text = prefixed.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        let prefix = &prefixed[..prefixed.len() - text.len()];
        let Some(quote) = text.chars().next().filter(|c| matches!(c, '"' | '\'')) else {
            continue;
        };
        let other = if quote == '"' { '\'' } else { '"' };
        let Some(inner) = text.strip_prefix(quote).and_then(|t| t.strip_suffix(quote)) else {
            continue;
        };
        if run.len() < 3
            || !words_between
            || inner.starts_with(quote)
            || inner.contains(other)
            || inner.contains('\n')
        {
            continue;
        }
        let change = Change::new(
            start,
            end,
            &format!("{prefix}{other}{inner}{other}"),
            Kind::Quotes,
        );
        // (A quotation's own change may be this one already.)
        if !out
            .iter()
            .any(|c| (c.start, c.end, &c.text) == (start, end, &change.text))
        {
            out.push(change);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied;
    use super::*;

    fn mended(code: &str) -> Vec<String> {
        applied::on_line(code, 1, quotes_inside_text)
    }

    #[test]
    fn a_quotation_inside_a_string_is_kept_in_it() {
        assert_eq!(
            mended("print(\"He said \"hi\" to me\")\n"),
            ["print('He said \"hi\" to me')\n"]
        );
        assert_eq!(
            mended("E(1, \"Use EUR, not \"€\".\")\n"),
            ["E(1, 'Use EUR, not \"€\".')\n"]
        );
        assert_eq!(
            mended("E(\"It's \"x\" here\")\n"),
            ["E(\"It's \\\"x\\\" here\")\n"]
        );
        assert!(mended("print(\"a\", \"b\")\n").is_empty());
        assert!(mended("T = {\"local datetime: \"datetime-local\",\"\n").is_empty());
        // (Quotations read from one string overlap: each alone, no panic;
        // and the whole run of them, glued, given the other quotes.)
        assert_eq!(mended("x = \"a \"q\" c \"z\" e\"\n").len(), 3);
        // (Nor an element's quote lost: `'), ('` is no sentence.)
        assert!(mended("x = [('pw, 'secret'), ('realm', 'pypi')]\n").is_empty());
    }

    #[test]
    fn machine_text_holding_its_own_quotes_takes_the_other_kind() {
        assert_eq!(
            mended("W = \"{\"id\": \"e1\", \"n\": 2}\"\n"),
            ["W = '{\"id\": \"e1\", \"n\": 2}'\n"]
        );
        assert_eq!(
            mended("B = (By.CSS, \"a[type=\"submit\"]\")\n"),
            ["B = (By.CSS, 'a[type=\"submit\"]')\n"]
        );
        // An f-string's too, its prefix kept.
        assert_eq!(
            mended("r = f\"<td class=\"left\">{x}</td>\"\n"),
            ["r = f'<td class=\"left\">{x}</td>'\n"]
        );
        // (Spaced, or an operator between: code.)
        assert!(mended("x = \"a\" + \"b\"\n").is_empty());
    }

    #[test]
    fn an_apostrophe_is_one_again() {
        assert_eq!(
            mended("raise E(\"can\"t read %s\" % p)\n"),
            ["raise E(\"can't read %s\" % p)\n"]
        );
    }
}
