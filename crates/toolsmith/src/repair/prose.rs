//! The prose of a chat's answer pasted with its code ("Sure! Here's a
//! script that ...", "Example usage:", "This works by ..."): CPython stops
//! at the first such line (a word after a word, or an apostrophe opening
//! a string). One change makes its paragraph comments: the lines kept,
//! their words too, nothing moved, as the fences of the same answer are
//! (`pasted`).

use super::edits::{Change, Kind, Lines, Token, commented_out, in_string, is_keyword};
use super::spelling::{close, misspelt_keyword};

/// The paragraph holding line `line` made comments, if that line is
/// prose.
pub(super) fn prose_paragraph(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let Some((first, last)) = paragraph(code, lines, line) else {
        return;
    };
    out.push(commented_out(code, lines, first, last, Kind::Prose));
    super::superseded::superseded_version(code, lines, (first, last), out);
}

/// Where the paragraph holding line `line` is one of several in the file
/// (a tutorial's text between its code), all of them made comments in one
/// change: each would be an error of its own.
pub(super) fn every_paragraph(
    code: &str,
    tokens: &[Token],
    lines: &Lines,
    line: usize,
    out: &mut Vec<Change>,
) {
    let Some((first, last)) = paragraph(code, lines, line) else {
        return;
    };
    let mut paragraphs: Vec<(usize, usize)> = Vec::new();
    let mut n = 1;
    while n <= lines.count() {
        match paragraph(code, lines, n) {
            Some((from, to)) => {
                // (Not a line of code whose quotes an editor curled:
                // `print(“total”, n)` reads as words; nor a string's own
                // lines, an SQL schema's.)
                let in_a_string = in_string(tokens, lines.start_of(from));
                if !in_a_string
                    && (from..=to).all(|m| !code_with_curled_quotes(lines.slice(code, m, m)))
                {
                    paragraphs.push((from, to));
                }
                n = to + 1;
            }
            None => n += 1,
        }
    }
    if paragraphs.len() > 1 && paragraphs.contains(&(first, last)) {
        out.push(all_commented_out(code, lines, &paragraphs));
    }
}

/// Whether a line is a call or holds typographic double quotes: code
/// whose quotes an editor curled, not prose (a curled apostrophe is
/// prose's own).
fn code_with_curled_quotes(line: &str) -> bool {
    let text = line.trim_start();
    let name_end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(text.len());
    (name_end > 0 && text[name_end..].starts_with('(')) || text.contains(['“', '”'])
}

/// The paragraph of prose holding line `line` (its first and last lines),
/// if that line is prose.
fn paragraph(code: &str, lines: &Lines, line: usize) -> Option<(usize, usize)> {
    let in_file = |n: usize| n >= 1 && n <= lines.count();
    let text = lines.slice(code, line, line);
    if !(in_file(line) && is_prose(text) && !lost_hash(text)) {
        return None;
    }
    // Its paragraph's other lines may be short sentences (`It is simple.`).
    let prose_at = |n: usize| {
        in_file(n) && {
            let text = lines.slice(code, n, n);
            is_prose(text) || a_sentence(text) || continues_a_sentence(text)
        }
    };
    let first = (1..line)
        .rev()
        .take_while(|&n| prose_at(n))
        .last()
        .unwrap_or(line);
    // (And below it, a sentence's end on a line of its own: `where the
    // city is.`, whose first word may read as a keyword misspelt.)
    let last = (line + 1..=lines.count())
        .take_while(|&n| prose_at(n) || in_file(n) && ends_a_sentence(lines.slice(code, n, n)))
        .last()
        .unwrap_or(line);
    // A shell's command shown with its prompt: what it printed follows,
    // to a blank line.
    let shell = (first..=last).any(|n| lines.slice(code, n, n).trim_start().starts_with("$ "));
    let last = if shell {
        (last + 1..=lines.count())
            .take_while(|&n| !lines.slice(code, n, n).trim().is_empty())
            .last()
            .unwrap_or(last)
    } else {
        last
    };
    Some((first, last))
}

/// Every one of `paragraphs` (in the file's order) made comments, the
/// lines between them as they are, in one change.
fn all_commented_out(code: &str, lines: &Lines, paragraphs: &[(usize, usize)]) -> Change {
    let (start, end) = (paragraphs[0].0, paragraphs[paragraphs.len() - 1].1);
    let mut text = String::new();
    let mut n = start;
    for &(from, to) in paragraphs {
        text.push_str(lines.slice(code, n, from - 1));
        let commented = commented_out(code, lines, from, to, Kind::Prose);
        text.push_str(&commented.text);
        n = to + 1;
    }
    let end_at = lines.end_of(end).min(code.len());
    Change::new(lines.start_of(start), end_at, &text, Kind::Prose)
}

/// Whether `line` reads as a sentence, not code: two words side by side
/// that are neither keywords (code never puts two names so), the first
/// with no mark after it, no `=`, outside quotes and a trailing comment,
/// and a sentence's shape: three words or more, or a
/// capital first and an end of a sentence or of a heading (`Example
/// usage:`), or words alone (`Copy code`). A keyword misspelt before a
/// name (`retrun total`, `whlie x:`) is not; nor Python 2's `print x`.
pub(super) fn is_prose(line: &str) -> bool {
    let text = line.trim();
    if text.is_empty() || text.starts_with('#') {
        return false;
    }
    if markdown(text) || ideographic_sentence(text) || rule_line(text) {
        return true;
    }
    // A shell's command shown with its prompt (`$ python app.py Lisbon`):
    // no Python token starts with `$`.
    if text
        .strip_prefix("$ ")
        .is_some_and(|rest| rest.starts_with(char::is_alphabetic))
    {
        return true;
    }
    // A note drawn to the code (`while x:   <-- here`) is the comment
    // rule's: the line is prose only if the words are all it has.
    if let Some(arrow) = text.find(" <-").or_else(|| text.find(" \u{2190}")) {
        let code = text[..arrow].trim();
        return code.is_empty() || is_prose(code);
    }
    let outside_quotes = outside_strings_and_comment(text);
    // A label and its sentence (`Example: f("DE89") gives "DE**".`): no
    // statement starts with a capitalised word and `: ` and ends so.
    let labelled = text.split_once(": ").is_some_and(|(label, rest)| {
        label.starts_with(char::is_uppercase)
            && label.chars().all(char::is_alphabetic)
            && rest.trim_end().ends_with(['.', '!', '?'])
    });
    if labelled && !outside_quotes.contains('=') {
        return true;
    }
    let words: Vec<&str> = outside_quotes.split_whitespace().collect();
    let word = |w: &str| {
        let bare = w
            .trim_start_matches(['*', '(', '`', '_'])
            .trim_end_matches(['*', ')', '`', '_', ':', '.', ',', '!', '?', ';']);
        bare.starts_with(char::is_alphabetic)
            && bare
                .chars()
                .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
            && !is_keyword(bare)
            && !["print", "exec"].contains(&bare)
    };
    // Side by side: the first of the two as it stands, no mark after it
    // (`str, attempts: int` is a signature's).
    let plain = |w: &str| {
        word(w)
            && w.chars()
                .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
    };
    let side_by_side = words.windows(2).any(|pair| plain(pair[0]) && word(pair[1]));
    // What only code writes, outside quotes: an assignment (prose names
    // a function's call, `the main() function`, as code would).
    // (Nor a statement whose keyword is misspelt, in lower case as code
    // has it: `form x import y`; a sentence's `Note:` is not `None`.)
    let misspelt = words
        .first()
        .is_some_and(|w| w.starts_with(char::is_lowercase) && misspelt_keyword(w));
    if outside_quotes.contains('=') || misspelt {
        return false;
    }
    let sentence_end = text.ends_with([':', '.', '!', '?']);
    let only_words = words.iter().all(|w| word(w));
    let capital = text.starts_with(|c: char| c.is_uppercase() || c == '*' || c.is_ascii_digit());
    side_by_side
        && (words.iter().filter(|w| word(w)).count() >= 3
            || (capital && (sentence_end || only_words)))
}

/// Whether `text` (trimmed) is a sentence of a language written without
/// spaces (a Chinese blog's `版权声明：本文为...的原创文章，...`): ideographs
/// first and running on, with that script's own marks between them, which
/// code has only inside strings (a full-width `（` or a header's last `：`
/// are code's lookalikes, not these).
fn ideographic_sentence(text: &str) -> bool {
    let ideograph =
        |c: char| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c);
    let outside = outside_strings_and_comment(text);
    let body = outside.trim_end_matches('：');
    text.starts_with(ideograph)
        && outside.chars().filter(|&c| ideograph(c)).count() >= 4
        && body.contains(['，', '。', '：', '「', '」', '！', '？'])
        && !outside.contains('=')
}

/// Whether `text` (trimmed) is a page's rule (`————————`, `-----`): a
/// line of one dash or star repeated, which no statement is.
pub(super) fn rule_line(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|first| {
        "—─━-=*_~".contains(first) && text.chars().count() >= 3 && chars.all(|c| c == first)
    })
}

/// Whether `text` (trimmed) is a line only Markdown writes: one opening
/// with a pictograph (`✨ **Features:**`: no Python token starts so), a
/// list's item of prose (`- ✅ shows the latency`), or a heading (`Example:`,
/// `**How it works:**`, `Explications :`): a few words with a capital or
/// bold first and a colon last, none a keyword (`Else:`, `Esle:` are
/// headers misspelt, alone on their line as those headers are).
fn markdown(text: &str) -> bool {
    let pictograph = |t: &str| {
        t.chars()
            .next()
            .is_some_and(|c| !c.is_ascii() && !c.is_alphanumeric() && !is_lookalike(c))
    };
    if pictograph(text) {
        return true;
    }
    if let Some(item) = ["- ", "* ", "• ", "+ "]
        .iter()
        .find_map(|b| text.strip_prefix(b))
    {
        let item = item.trim_start();
        return pictograph(item)
            || item.starts_with("**")
            || item.starts_with('`')
            || (item.split_whitespace().count() >= 2 && is_prose(item));
    }
    // A line in bold (`**Option 2: slicing**`): no statement starts with
    // `**`.
    if text.len() > 4
        && text.starts_with("**")
        && text.ends_with("**")
        && text[2..text.len() - 2].starts_with(char::is_alphanumeric)
    {
        return true;
    }
    let Some(inner) = text.strip_suffix("**").unwrap_or(text).strip_suffix(':') else {
        return false;
    };
    let inner = inner.trim_start_matches('*').trim_end_matches(['*', ' ']);
    let words: Vec<&str> = inner.split_whitespace().collect();
    let not_code = |w: &&str| {
        let lower = w.to_lowercase();
        w.chars()
            .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
            && !is_keyword(&lower)
            && !["else", "try", "finally", "except"]
                .iter()
                .any(|header| close(&lower, header))
    };
    (1..=5).contains(&words.len())
        && (text.starts_with("**") || inner.starts_with(char::is_uppercase))
        && words.iter().all(not_code)
}

/// Characters that stand for ASCII punctuation (a typographic quote, a
/// dash, a full-width colon): the lookalike rule's, not a pictograph.
fn is_lookalike(c: char) -> bool {
    matches!(c as u32, 0x2010..=0x205F | 0xFF00..=0xFFEF | 0x00A0..=0x00BF)
}

/// Whether `line`'s indentation is an odd number of spaces: a level and
/// the space a comment's lost `#` left (the comment rule's, in place).
pub(super) fn lost_hash(line: &str) -> bool {
    let indent = line.len() - line.trim_start_matches(' ').len();
    indent % 2 == 1 && !line[indent..].starts_with('\t')
}

/// Whether `line` is words alone ending a sentence (`where the city is.`).
fn ends_a_sentence(line: &str) -> bool {
    let text = line.trim();
    text.ends_with(['.', '!', '?'])
        && text.split_whitespace().count() >= 2
        && text
            .trim_end_matches(['.', '!', '?'])
            .split_whitespace()
            .all(|w| w.trim_end_matches(',').chars().all(char::is_alphabetic))
}

/// Whether `line` is a sentence: a capital, words, an end of a sentence,
/// nothing of code's (`=`, brackets) between.
pub(super) fn a_sentence(line: &str) -> bool {
    let text = line.trim();
    text.starts_with(char::is_uppercase)
        && text.ends_with(['.', '!', '?', ':'])
        && text.contains(' ')
        && !text.contains(['=', '(', '[', '{', '#'])
}

/// Whether `line` goes on with a sentence from the line above: at the
/// margin, a word in lower case first, and words side by side three times
/// or more, whatever marks it holds (`replaced by two digits (A = 10 ...
/// Z = 35) and the resulting number`). Only read between a paragraph's
/// lines.
fn continues_a_sentence(line: &str) -> bool {
    line.starts_with(|c: char| c.is_lowercase()) && words_side_by_side(line) >= 3
}

/// How often two plain words (no keyword, no mark) stand side by side in
/// `line`, outside quotes: code's names never do, a sentence's words do at
/// every step.
pub(super) fn words_side_by_side(line: &str) -> usize {
    let outside = outside_strings_and_comment(line.trim());
    let words: Vec<&str> = outside.split_whitespace().collect();
    let plain = |w: &str| {
        w.chars()
            .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
            && w.starts_with(char::is_alphabetic)
            && !is_keyword(w)
    };
    words
        .windows(2)
        .filter(|pair| plain(pair[0]) && plain(pair[1]))
        .count()
}

/// `text` without what its quotes (and Markdown's backticks) hold and its
/// comment: an apostrophe between letters (`Here's`, `n'est`) is a
/// word's, not a quote.
fn outside_strings_and_comment(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut kept = String::new();
    let mut open: Option<char> = None;
    for (i, &c) in chars.iter().enumerate() {
        let letter = |j: Option<usize>| {
            j.and_then(|j| chars.get(j))
                .is_some_and(|c| c.is_alphabetic())
        };
        // (A string's prefix is no word: `f'CREATE TABLE'` opens one.)
        let prefix = {
            let run = chars[..i]
                .iter()
                .rev()
                .take_while(|c| c.is_alphanumeric() || **c == '_')
                .count();
            let word: String = chars[i - run..i].iter().collect();
            ["f", "r", "b", "u", "rb", "br", "fr", "rf"].contains(&word.to_lowercase().as_str())
        };
        let quote = c == '"'
            || c == '`'
            || (c == '\'' && (prefix || !(letter(i.checked_sub(1)) && letter(Some(i + 1)))));
        match open {
            Some(q) if c == q && quote => {
                open = None;
                kept.push(' ');
            }
            Some(_) => {}
            None if quote => open = Some(c),
            None if c == '#' => break,
            None => kept.push(c),
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_and_headings_are_prose_code_is_not() {
        for line in [
            "Sure! Here's a Python script that renames your files:",
            "Example usage:",
            "Copy code",
            "1. The function reads the file once.",
            "    This keeps the loop simple.",
            "**Note:** run it with Python 3.10 or later",
            "Call `main()` to run it.",
            "The load_rows() function reads the file once.",
            "Example:",
            "**How it works:**",
            "**Option 2: slicing**",
            "**Or shorter:**",
            "Explications :",
            "✨ **Features:**",
            "- ✅ `/ping` shows the latency",
            "- Reads the file once and keeps it.",
            "⚠️ **Don't forget** to set the token!",
            "版权声明：本文为CSDN博主「数据小王子」的原创文章，遵循CC 4.0 BY-SA版权协议。",
            "原文链接：https://blog.csdn.net/x/article/details/1",
            "————————————————",
            "---",
            "Example: mask_iban(\"DE89 3704\") gives \"DE** **04\".",
        ] {
            assert!(is_prose(line), "{line}");
        }
        for line in [
            "for item in items:",
            "import numpy as np",
            "print \"hello world\"",
            "print total",
            "retrun total",
            "whlie running:",
            "form test import support",
            "x = a if b else c",
            "# a comment about the code",
            "    return not found",
            "raise ValueError(\"bad value here\")",
            "print('Désolé, ce livre n'est pas là', x)",
            "def calculate_sum(a, b)  # missing colon",
            "def download(url: str, attempts: int = 3 -> bytes:",
            "    jobs := [(h, p) for h, port in pairs]",
            "def area(width, height",
            "    while candidate.exists():   <-- keeps trying until a name is free",
            "    db.execute(f'CREATE TABLE \"{table}\" ({col_defs})')",
            "Else:",
            "Esle:",
            "finally:",
            "- x",
            "* args",
            "“quoted”",
            "合计 = 合计 + 价格",
            "如果 合计 > 0：",
            "打印（合计）",
            "- 1",
            "Config: dict = load(\"a.toml\").",
            "Total: int",
        ] {
            assert!(!is_prose(line), "{line}");
        }
    }

    #[test]
    fn a_paragraph_becomes_comments_at_its_own_indentation() {
        let code = "def f():\n    return 1\n\nThis works by returning one.\nIt is simple.\n\nf()\n";
        let lines = Lines::of(code);
        let mut out = Vec::new();
        prose_paragraph(code, &lines, 4, &mut out);
        assert_eq!(out.len(), 1);
        assert_eq!(
            out[0].apply(code),
            "def f():\n    return 1\n\n# This works by returning one.\n# It is simple.\n\nf()\n"
        );
        // A sentence goes on over a line with marks code has.
        let code = "x = 1\nThen every letter of the code is\nreplaced by two digits (A = 10 ... Z = 35) and the\nnumber must leave 1.\n";
        let lines = Lines::of(code);
        let mut out = Vec::new();
        prose_paragraph(code, &lines, 4, &mut out);
        assert_eq!(
            out[0].apply(code),
            "x = 1\n# Then every letter of the code is\n# replaced by two digits (A = 10 ... Z = 35) and the\n# number must leave 1.\n"
        );
        assert!(!continues_a_sentence(
            "value = compute(a, b) if ready else None"
        ));
        assert!(!continues_a_sentence("    replaced by two digits and the"));
    }
}
