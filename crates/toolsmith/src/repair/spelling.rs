//! Keywords misspelt: how near a word is to a keyword (an optimal string
//! alignment, a swap of two letters counting as one edit).

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, KEYWORDS, Kind, Lines, is_keyword, leading};

/// Whether `word` could be a keyword misspelt: not if it is one itself,
/// soft ones included (`raise` is two letters from `False`).
pub(super) fn misspelt_keyword(word: &str) -> bool {
    !is_keyword(word) && spellings(word).next().is_some()
}

/// The keywords `word` could be, misspelt.
pub(super) fn spellings(word: &str) -> impl Iterator<Item = &'static str> + '_ {
    KEYWORDS
        .iter()
        .copied()
        .filter(move |keyword| *keyword != word && close(word, keyword))
}

/// Keywords right but in the wrong place or of the wrong scope, first on
/// the error's line: `def async f` is `async def f`; a `nonlocal` that
/// finds no enclosing function's name (CPython's compiler says so) names
/// the module's, `global`.
pub(super) fn keywords_misplaced(
    code: &str,
    lines: &Lines,
    error: &Diagnosis,
    out: &mut Vec<Change>,
) {
    let line = error.line;
    if line == 0 || line > lines.count() {
        return;
    }
    let text = lines.slice(code, line, line);
    let start = lines.start_of(line) + leading(text).len();
    let body = &code[start..];
    if body.starts_with("def async ") {
        out.push(Change::new(
            start,
            start + "def async".len(),
            "async def",
            Kind::KeywordMisplaced,
        ));
    }
    // An `await` in a function not `async`: the function's `def` lacks it.
    if error.kind == ErrorKind::OutsideAsync
        && let Some(def) = enclosing_def(code, lines, line)
    {
        let at = lines.start_of(def) + leading(lines.slice(code, def, def)).len();
        out.push(Change::new(at, at, "async ", Kind::KeywordMisplaced));
    }
    // A `global` (or `nonlocal`) written after the name's first use in its
    // function: moved to the top of the function's body.
    if error.kind == ErrorKind::DeclaredAfterUse {
        declaration_first(code, lines, line, out);
    }
    if body.starts_with("nonlocal ") && error.kind == ErrorKind::Other {
        out.push(Change::new(
            start,
            start + "nonlocal".len(),
            "global",
            Kind::KeywordMisplaced,
        ));
    }
}

/// The line of the `def` whose body holds line `line`: the blocks holding
/// it walked from the inside out, each a line of code indented less than
/// the one below it.
fn enclosing_def(code: &str, lines: &Lines, line: usize) -> Option<usize> {
    let mut indent = leading(lines.slice(code, line, line)).len();
    for n in (1..line).rev() {
        let above = lines.slice(code, n, n);
        let depth = leading(above).len();
        if above.trim().is_empty() || above.trim_start().starts_with('#') || depth >= indent {
            continue;
        }
        indent = depth;
        let header = &above[depth..];
        if header.starts_with("def ") || header.starts_with("async def ") {
            return Some(n);
        }
    }
    None
}

/// The declaration on line `line` moved to the first line of its
/// function's body (after its docstring), at that line's indentation.
fn declaration_first(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let Some(def) = enclosing_def(code, lines, line) else {
        return;
    };
    let code_line = |n: usize| {
        let text = lines.slice(code, n, n).trim();
        !text.is_empty() && !text.starts_with('#')
    };
    let Some(mut first) = (def + 1..line).find(|&n| code_line(n)) else {
        return;
    };
    // (Past a docstring: its quotes opened and closed.)
    let opening = lines.slice(code, first, first).trim_start();
    if let Some(quotes) = ["\"\"\"", "'''"]
        .into_iter()
        .find(|q| opening.starts_with(q))
    {
        let closes_at = (first..line).find(|&n| {
            let text = lines.slice(code, n, n);
            text.matches(quotes).count() >= if n == first { 2 } else { 1 }
        });
        let Some(next) = closes_at.and_then(|end| (end + 1..line).find(|&n| code_line(n))) else {
            return;
        };
        first = next;
    }
    let declaration = lines.slice(code, line, line);
    let indent = leading(lines.slice(code, first, first));
    let text = format!(
        "{indent}{}{}",
        declaration.trim_start(),
        lines.slice(code, first, line - 1)
    );
    out.push(Change::new(
        lines.start_of(first),
        lines.end_of(line).min(code.len()),
        &text,
        Kind::KeywordMisplaced,
    ));
}

/// The bytes of the first word of line `line`, if it is a keyword
/// misspelt that the file writes nowhere else but in the same place:
/// first on its line, followed by more of the statement (`retrun x`; the
/// same slip made twice, `improt os` and `improt sys`, is still a slip).
pub(super) fn misspelt_first_word(
    code: &str,
    lines: &Lines,
    line: usize,
) -> Option<(usize, usize)> {
    let start = lines.start_of(line) + leading(lines.slice(code, line, line)).len();
    let word = first_word_followed(code, start)?;
    let everywhere = code.match_indices(word).all(|(at, _)| {
        let line_start = code[..at].rfind('\n').map_or(0, |i| i + 1);
        code[line_start..at].trim().is_empty() && first_word_followed(code, at) == Some(word)
    });
    (everywhere && misspelt_keyword(word)).then_some((start, start + word.len()))
}

/// The word at byte `at`, if a space and more of a statement follow it
/// (a name, a bracket, a string or a number), as they follow a keyword.
fn first_word_followed(code: &str, at: usize) -> Option<&str> {
    let rest = &code[at..];
    let word_len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    let after = &rest[word_len..];
    let followed = after.starts_with(' ')
        && after
            .trim_start_matches(' ')
            .starts_with(|c: char| c.is_alphanumeric() || "_([{\"'-".contains(c));
    (word_len > 0 && followed).then_some(&rest[..word_len])
}

/// Whether `word` could be `keyword` misspelt (one or two letters off;
/// a lone letter only as a two-letter keyword's, `for k i xs`).
pub(super) fn close(word: &str, keyword: &str) -> bool {
    if word.is_empty() || (word.len() < 2 && keyword.len() != 2) || !word.is_ascii() {
        return false;
    }
    let limit = if keyword.len() <= 3 { 1 } else { 2 };
    levenshtein(word, keyword) <= limit
}

/// Edits between two words, a swap of two neighbouring letters counting
/// as one (`dfe`, `retrun`): optimal string alignment.
pub(super) fn levenshtein(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut rows = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in rows.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in rows[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let substitution = rows[i - 1][j - 1] + usize::from(a[i - 1] != b[j - 1]);
            let mut best = (rows[i - 1][j] + 1)
                .min(rows[i][j - 1] + 1)
                .min(substitution);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(rows[i - 2][j - 2] + 1);
            }
            rows[i][j] = best;
        }
    }
    rows[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::super::edits::applied::at_error;
    use super::*;

    fn placed(code: &str) -> Vec<String> {
        at_error(code, |code, _, lines, error, out| {
            keywords_misplaced(code, lines, error, out)
        })
    }

    #[test]
    fn a_declaration_after_the_names_use_goes_first_in_its_function() {
        assert_eq!(
            placed(
                "count = 0\n\ndef bump():\n    \"\"\"Add one.\"\"\"\n    count += 1\n    global count\n    return count\n"
            ),
            [
                "count = 0\n\ndef bump():\n    \"\"\"Add one.\"\"\"\n    global count\n    count += 1\n    return count\n"
            ]
        );
        assert_eq!(
            placed(
                "def f():\n    b = 0\n    def g():\n        if b:\n            b = 1\n        nonlocal b\n    g()\n"
            ),
            [
                "def f():\n    b = 0\n    def g():\n        nonlocal b\n        if b:\n            b = 1\n    g()\n"
            ]
        );
    }

    #[test]
    fn keywords_in_the_wrong_order_or_scope_are_put_right() {
        assert_eq!(
            placed("def async fetch(u):\n    return u\n"),
            ["async def fetch(u):\n    return u\n"]
        );
        assert_eq!(
            placed("n = 0\ndef bump():\n    nonlocal n\n    n += 1\n"),
            ["n = 0\ndef bump():\n    global n\n    n += 1\n"]
        );
        // An `await` in a function not `async`: its own `def`, not a
        // sibling's above.
        assert_eq!(
            placed("def f(x):\n    def g():\n        return 1\n    if x:\n        await g()\n"),
            ["async def f(x):\n    def g():\n        return 1\n    if x:\n        await g()\n"]
        );
    }
}
