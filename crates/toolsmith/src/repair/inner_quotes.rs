//! A string's own quote written inside its text: a quotation (`"The field
//! "currency" must be set."`, from a generator that did not escape it, or a
//! person) read as two strings with words between; an apostrophe made the
//! string's quote by a replace-all (`"can"t read"`). The quotation's marks
//! are escaped, or the string's quotes made the other kind; the apostrophe
//! made one again (rule `quotes`). And machine text (JSON, a selector)
//! written with the string's own quotes inside: the other kind outside.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Lines, Token, code_tokens_of, in_string, string_opening};
use super::fstrings::LineString;

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

/// A string's own quote kept in its text, on line `line`: the escape of a
/// quote lost (`strip(".,;:!?"'()")`, `r"[«»“”"]"`) or quotes of the same
/// kind around a quotation or machine text (`f"=COUNTIF(A{n},">=3")"`,
/// `r"...|"[^"]*"|..."`). CPython 3.11 reads an f-string as one string, so
/// its fields count as text here. Each string is joined through each later
/// quote of its kind: one inner quote is an escape lost; two or more are a
/// quotation, given the other quotes outside where its text holds none of
/// them, escaped otherwise. And a string closed with the other quote
/// (`"door is %s', "closed"`): that quote made its own.
pub(super) fn quotes_kept_in_text(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line).trim_end_matches(['\n', '\r']);
    // (A line inside a triple-quoted string, or holding one, is not read.)
    if in_string(tokens, start) || text.contains("\"\"\"") || text.contains("'''") {
        return;
    }
    let bytes = text.as_bytes();
    // The line's strings as CPython 3.11 reads them (an f-string one
    // string), closed ones by their quotes; and whether one is left open.
    let read = super::fstrings::strings_of(text);
    // (A backslash at the line's end takes the reader one byte past it.)
    let closed = |s: &&LineString| s.end > s.open + 1 && bytes.get(s.end - 1) == Some(&s.quote);
    let left_open = read.iter().any(|s| !closed(&s));
    let strings: Vec<(usize, usize)> = read
        .iter()
        .filter(closed)
        .map(|s| (s.open, s.end - 1))
        .collect();
    // (Only where the line's strings do not read as code: one left open,
    // or one glued to a word, a number or another string.)
    if !left_open && !strings.iter().any(|&(o, c)| glued(bytes, o, c)) {
        return;
    }
    for &(opening, closing) in &strings {
        let quote = bytes[opening];
        let other = if quote == b'"' { b'\'' } else { b'"' };
        // Closed with the other quote (its key's shift missed or pressed):
        // an other quote inside, where a string ends (before `, `, `)`).
        let text_end = |at: usize| {
            matches!(bytes.get(at + 1), Some(b',' | b')' | b']' | b'}' | b':'))
                && !text[opening + 1..at].contains(char::from(other))
        };
        if let Some(at) = (opening + 1..closing).find(|&at| bytes[at] == other && text_end(at)) {
            out.push(Change::new(
                start + at,
                start + at + 1,
                &char::from(quote).to_string(),
                Kind::Quotes,
            ));
        }
        // (Up to a comment: a `#` after a space; `"#fff"` is a colour.)
        let comment = (closing + 1..bytes.len())
            .find(|&at| bytes[at] == b'#' && matches!(bytes[at - 1], b' ' | b'\t'))
            .unwrap_or(bytes.len());
        let later: Vec<usize> = (closing + 1..comment)
            .filter(|&at| bytes[at] == quote && !escaped(bytes, at))
            .take(MOST_LATER_QUOTES)
            .collect();
        for (n, &end) in later.iter().enumerate() {
            let inner: Vec<usize> = std::iter::once(closing)
                .chain(later[..n].iter().copied())
                .collect();
            let joined = &bytes[opening..=end];
            // (Quotes of the same kind around code, or between a list's
            // strings, are the code's strings: `"{"" and w in "}""` is two
            // escapes lost, `'a', 'b, 'c'` a quote lost, not one string.)
            if inner.len() > 1 && strings_of_code(text, &inner, opening, end) {
                continue;
            }
            // (A lone quote escaped stands among marks, as a quote mark
            // does (`?"'(`, `{"`, `”"]`, a seconds' `}"`): beside a word
            // it was the word's string's own quote, one too many or its
            // partner lost (`'svsol, 'swap'`, `"__get__""`).)
            // (Nor a quote doubled, `'$''`, `""/"`: most often typed twice;
            // nor one after a space, an operator or a separator, which
            // opens a string in code: `'%n, '\n'`, `* "}"`.)
            let doubled = bytes[closing - 1] == quote || bytes.get(closing + 1) == Some(&quote);
            let opens = b" \t,([{=:+-*/%<>|&^~@".contains(&bytes[closing - 1]);
            if inner.len() == 1 && (beside_a_word(text, closing) || doubled || opens) {
                continue;
            }
            let change = if inner.len() > 1 && !joined.contains(&other) {
                let other = char::from(other);
                Change::new(
                    start + opening,
                    start + end + 1,
                    &format!("{other}{}{other}", &text[opening + 1..end]),
                    Kind::Quotes,
                )
            } else {
                let mut escaped = String::new();
                let mut at = closing;
                for &q in &inner {
                    escaped.push_str(&text[at..q]);
                    escaped.push('\\');
                    at = q;
                }
                let last = inner[inner.len() - 1];
                escaped.push_str(&text[at..=last]);
                Change::new(start + closing, start + last + 1, &escaped, Kind::Quotes)
            };
            out.push(change);
        }
    }
}

/// Whether the text from `opening` to `end`, cut at its `inner` quotes,
/// reads as code's strings: a word that joins operands in it, or a part
/// between two of its quotes that only separates (`, `, `: `) or starts
/// with a list's `, `.
fn strings_of_code(text: &str, inner: &[usize], opening: usize, end: usize) -> bool {
    let body = &text[opening + 1..end];
    let code_word = body
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|word| CODE_WORDS.contains(&word));
    let cuts: Vec<usize> = std::iter::once(opening)
        .chain(inner.iter().copied())
        .chain(std::iter::once(end))
        .collect();
    let separator = cuts.windows(2).any(|pair| {
        let part = &text[pair[0] + 1..pair[1]];
        matches!(part.trim(), "," | ":") || part.starts_with(", ")
    });
    code_word || separator
}

/// Whether the character before or after byte `at` is a word's.
fn beside_a_word(text: &str, at: usize) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    text[..at].chars().next_back().is_some_and(word)
        || text[at + 1..].chars().next().is_some_and(word)
}

/// How many later quotes a string is joined through.
const MOST_LATER_QUOTES: usize = 8;

/// Words that join operands: between two strings, code (`"{" and w in "}"`).
const CODE_WORDS: &[&str] = &["and", "or", "not", "in", "is", "if", "else", "for"];

/// Whether the quote at `at` is escaped (an odd run of backslashes before
/// it; a raw string's too ends no string).
fn escaped(bytes: &[u8], at: usize) -> bool {
    bytes[..at]
        .iter()
        .rev()
        .take_while(|&&b| b == b'\\')
        .count()
        % 2
        == 1
}

/// Whether the string quoted from `opening` to `closing` is glued to what
/// no code puts next to a string: a word, a number, a quote, a brace.
fn glued(bytes: &[u8], opening: usize, closing: usize) -> bool {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let prefix = bytes[..opening]
        .iter()
        .rev()
        .take_while(|&&b| word(b))
        .count();
    let prefixed = prefix <= 2
        && bytes[opening - prefix..opening]
            .iter()
            .all(|b| b"rRbBfFuU".contains(b));
    let before = opening.checked_sub(prefix + 1).map(|at| bytes[at]);
    let after = bytes.get(closing + 1).copied();
    !prefixed
        || before.is_some_and(|b| matches!(b, b')' | b']' | b'}' | b'"' | b'\''))
        || after.is_some_and(|b| word(b) || matches!(b, b'"' | b'\'' | b'{' | b'\\'))
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

    fn kept(code: &str) -> Vec<String> {
        applied::on_line(code, 1, quotes_kept_in_text)
    }

    #[test]
    fn a_quote_kept_in_a_string_is_escaped_or_the_quotes_swapped() {
        let offers = |code: &str, meant: &str| kept(code).contains(&meant.to_string());
        // One inner quote among marks: its escape lost.
        assert!(offers(
            "w = w.strip(\".,;:!?\"'()\")\n",
            "w = w.strip(\".,;:!?\\\"'()\")\n"
        ));
        assert!(offers(
            "q = re.compile(r\"[«»“”\"]\")\n",
            "q = re.compile(r\"[«»“”\\\"]\")\n"
        ));
        // Two: a quotation, the other quotes outside where they are free.
        assert!(offers(
            "c = f\"=COUNTIF(A{n},\">=3\")\"\n",
            "c = f'=COUNTIF(A{n},\">=3\")'\n"
        ));
        // And escaped where the text holds the other kind.
        assert!(offers(
            "p(f\"- \"{' '.join(x)}\"\")\n",
            "p(f\"- \\\"{' '.join(x)}\\\"\")\n"
        ));
        // (Not a quote beside a word or doubled: the string's own, one too
        // many or its partner lost; nor a list's strings, nor code's.)
        assert!(kept("x = ['a', 'b, 'c']\n").is_empty());
        assert!(kept("x = \"__get__\"\"\n").is_empty());
        assert!(
            kept("if w in \"{\"\" and v in \"}\"\":\n")
                .iter()
                .all(|k| !k.contains("'"))
        );
        // A string closed with the other quote.
        assert!(offers(
            "log(\"door is %s', \"shut\" if c else \"open\")\n",
            "log(\"door is %s\", \"shut\" if c else \"open\")\n"
        ));
        // (A comment's quotes and a triple-quoted line are not read.)
        assert!(kept("x = 'a'  # it's 'b'\n").is_empty());
        assert!(kept("x = \"\"\"a\"b\" \"\n").is_empty());
    }

    #[test]
    fn an_apostrophe_is_one_again() {
        assert_eq!(
            mended("raise E(\"can\"t read %s\" % p)\n"),
            ["raise E(\"can't read %s\" % p)\n"]
        );
    }
}
