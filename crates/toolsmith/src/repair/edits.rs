//! Edits of a text by byte range, the lines they fall on, and the tokens
//! they are made around.

use std::collections::HashSet;

use ruff_python_ast::token::TokenKind;
use ruff_python_parser::{Mode, ParseOptions, parse_unchecked};
use ruff_text_size::Ranged;

pub use super::kind::Kind;

/// A token: its kind, start and end (bytes).
pub type Token = (TokenKind, usize, usize);

/// The names `code`'s tokens write: the words the file knows.
pub(super) fn names_written<'a>(code: &'a str, tokens: &[Token]) -> HashSet<&'a str> {
    tokens
        .iter()
        .filter(|t| t.0 == TokenKind::Name)
        .filter_map(|t| code.get(t.1..t.2))
        .collect()
}

/// `code`'s tokens as ruff's lexer sees them, broken code included.
pub fn tokens(code: &str) -> Vec<Token> {
    parse_unchecked(code, ParseOptions::from(Mode::Module))
        .tokens()
        .iter()
        .map(|t| (t.kind(), t.start().to_usize(), t.end().to_usize()))
        .collect()
}

/// Keywords that open a block, whose line ends with `:`.
const HEADERS: &[&str] = &[
    "def", "class", "if", "elif", "else", "for", "while", "try", "except", "finally", "with",
    "async",
];

/// Whether `text` (a line without its indentation) starts with a keyword
/// that opens a block, as a whole word.
pub(super) fn opens_block(text: &str) -> bool {
    HEADERS.iter().any(|h| {
        text.starts_with(h)
            && text[h.len()..].starts_with(|c: char| !c.is_alphanumeric() && c != '_')
    })
}

/// The keywords a misspelt word may have meant.
pub(super) const KEYWORDS: &[&str] = &[
    "in", "and", "or", "not", "if", "else", "elif", "for", "while", "return", "def", "class",
    "import", "from", "as", "is", "None", "True", "False", "pass", "lambda", "with", "try",
    "except", "finally", "yield", "del", "global", "nonlocal", "raise", "assert", "break",
    "continue", "async", "await",
];

/// Whether `word` is a keyword, soft ones included (`match`, `case`,
/// `type`).
pub(super) fn is_keyword(word: &str) -> bool {
    KEYWORDS.contains(&word) || ["match", "case", "type"].contains(&word)
}

/// Lines `first..=last` made comments, each at its own indentation (blank
/// lines left blank), as one change of `kind`.
pub(super) fn commented_out(
    code: &str,
    lines: &Lines,
    first: usize,
    last: usize,
    kind: Kind,
) -> Change {
    let mut text = String::new();
    for n in first..=last {
        let original = lines.slice(code, n, n);
        let indent = leading(original);
        let body = &original[indent.len()..];
        text.push_str(indent);
        if !body.trim().is_empty() {
            text.push_str("# ");
        }
        text.push_str(body);
    }
    let end = lines.end_of(last).min(code.len());
    Change::new(lines.start_of(first), end, &text, kind)
}

/// Whether byte `at` is inside a string (a docstring's doctest is text).
pub(super) fn in_string(tokens: &[Token], at: usize) -> bool {
    // The token holding it, if any, is the last to start before it.
    let before = tokens.partition_point(|t| t.1 < at);
    before.checked_sub(1).is_some_and(|i| {
        let (kind, _, end) = tokens[i];
        matches!(
            kind,
            TokenKind::String | TokenKind::FStringMiddle | TokenKind::TStringMiddle
        ) && at < end
    })
}

/// Whether `word` is a name as Python spells one.
pub(super) fn is_name(word: &str) -> bool {
    word.starts_with(|c: char| c.is_alphabetic() || c == '_')
        && word.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// The word `text` starts with.
pub(super) fn first_word(text: &str) -> &str {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .next()
        .unwrap_or_default()
}

/// Where `word` stands in `text` as a whole word (no letter, digit or `_`
/// either side).
pub(super) fn word_places<'a>(text: &'a str, word: &'a str) -> impl Iterator<Item = usize> + 'a {
    let letter = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    text.match_indices(word)
        .map(|(at, _)| at)
        .filter(move |&at| {
            !letter(text[..at].chars().next_back())
                && !letter(text[at + word.len()..].chars().next())
        })
}

/// Where the brackets still open at byte `at` opened, outermost first.
pub(super) fn open_brackets(tokens: &[Token], at: usize) -> Vec<usize> {
    let mut open = Vec::new();
    for &(kind, start, _) in tokens.iter().take_while(|t| t.1 < at) {
        match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => open.push(start),
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                open.pop();
            }
            _ => {}
        }
    }
    open
}

/// Whether a token is layout, not code: a comment, a line break, an
/// indentation's change or the file's end.
pub(super) fn layout(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Newline
            | TokenKind::NonLogicalNewline
            | TokenKind::Indent
            | TokenKind::Dedent
            | TokenKind::Comment
            | TokenKind::EndOfFile
    )
}

/// The line ending of `line`'s text: CRLF where it has one, else LF.
pub(super) fn line_ending(line: &str) -> &'static str {
    if line.ends_with("\r\n") { "\r\n" } else { "\n" }
}

/// The code tokens of line `line` (no comment, line break or indentation),
/// each with its index in `tokens`.
pub(super) fn code_tokens_of(tokens: &[Token], lines: &Lines, line: usize) -> Vec<(usize, Token)> {
    let (start, end) = (lines.start_of(line), lines.end_of(line));
    tokens
        .iter()
        .copied()
        .enumerate()
        .filter(|(_, t)| t.1 >= start && t.2 <= end)
        .filter(|(_, t)| !layout(t.0))
        .collect()
}

/// The run of lines around line `line` for which `holds` is true (`line`
/// taken as one of them): its first and last line.
pub(super) fn run_around(
    lines: &Lines,
    line: usize,
    holds: impl Fn(usize) -> bool,
) -> (usize, usize) {
    let first = (1..line)
        .rev()
        .take_while(|&n| holds(n))
        .last()
        .unwrap_or(line);
    let last = (line + 1..=lines.count())
        .take_while(|&n| holds(n))
        .last()
        .unwrap_or(line);
    (first, last)
}

/// Whether a token can end an operand: what follows it is an operator, a
/// keyword such as `if` or `in`, or another statement, not an operand.
pub(super) fn ends_an_operand(kind: TokenKind) -> bool {
    matches!(
        kind,
        TokenKind::Name
            | TokenKind::Int
            | TokenKind::Float
            | TokenKind::Complex
            | TokenKind::String
            | TokenKind::FStringEnd
            | TokenKind::Rpar
            | TokenKind::Rsqb
            | TokenKind::Rbrace
            | TokenKind::True
            | TokenKind::False
            | TokenKind::None
            | TokenKind::Ellipsis
    )
}

/// The depth of brackets opened on their line before each of `on_line`'s
/// tokens (0: the line's top level; a closer counts as inside its bracket).
pub(super) fn depths_on_line(on_line: &[(usize, Token)]) -> Vec<usize> {
    let mut depth = 0usize;
    on_line
        .iter()
        .map(|(_, token)| match token.0 {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => {
                depth += 1;
                depth - 1
            }
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                let inside = depth;
                depth = depth.saturating_sub(1);
                inside
            }
            _ => depth,
        })
        .collect()
}

/// The code of line `line` without its comment and line break: where it
/// ends (a byte offset in `code`), from the tokens.
pub(super) fn code_end(code: &str, tokens: &[Token], lines: &Lines, line: usize) -> Option<usize> {
    code_tokens_of(tokens, lines, line)
        .iter()
        .map(|(_, t)| t.2)
        .max()
        .filter(|&at| at <= code.len())
}

/// Whether the code of its line ends at byte `at`: a comment may follow.
pub(super) fn ends_its_line(code: &str, at: usize) -> bool {
    let rest = code[at..].split('\n').next().unwrap_or("").trim();
    rest.is_empty() || rest.starts_with('#')
}

/// Whether the code of its line ends at byte `at`, or only a comma after
/// it does (the end of a display's element).
pub(super) fn ends_an_element(code: &str, at: usize) -> bool {
    ends_its_line(code, at) || (code[at..].starts_with(',') && ends_its_line(code, at + 1))
}

/// Whether a line holds code: it is not blank, nor only a comment.
pub(super) fn holds_code(text: &str) -> bool {
    let body = text.trim();
    !body.is_empty() && !body.starts_with('#')
}

/// The next line after the one holding byte `place` that holds code.
pub(super) fn next_code_line<'a>(code: &'a str, lines: &Lines, place: usize) -> Option<&'a str> {
    (lines.line_of(place) + 1..=lines.count())
        .map(|line| lines.slice(code, line, line))
        .find(|text| holds_code(text))
}

/// The last line of code before line `line`.
pub(super) fn previous_code_line<'a>(code: &'a str, lines: &Lines, line: usize) -> Option<&'a str> {
    (1..line)
        .rev()
        .map(|n| lines.slice(code, n, n))
        .find(|text| holds_code(text))
}

/// A string token from its opening quote on (its prefix left out).
pub(super) fn string_body(word: &str) -> &str {
    word.trim_start_matches(|c: char| "rRbBuUfF".contains(c))
}

/// Where a string literal's text `text` opens: its prefix's length and its
/// quote (`'`, `"`, or one of them tripled). `None` if no quote follows the
/// prefix.
pub(super) fn string_opening(text: &str) -> Option<(usize, &'static str)> {
    let body = string_body(text);
    let prefix = text.len() - body.len();
    let quote = ["\"\"\"", "'''", "\"", "'"]
        .into_iter()
        .find(|quote| body.starts_with(quote))?;
    Some((prefix, quote))
}

/// A line's indentation: the spaces and tabs it starts with.
pub(super) fn leading(line: &str) -> &str {
    &line[..line.len() - line.trim_start_matches([' ', '\t']).len()]
}

/// The columns an indentation reaches, its tabs expanded to the next
/// multiple of eight (as CPython counts them).
pub fn columns(indent: &str) -> usize {
    columns_at(indent, 8)
}

/// The columns `indent` reaches with a tab stop every `width` columns.
pub(super) fn columns_at(indent: &str, width: usize) -> usize {
    indent.chars().fold(0, |columns, c| {
        if c == '\t' {
            (columns / width + 1) * width
        } else {
            columns + 1
        }
    })
}

/// Bytes `start..end` of a text replaced by `text`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Change {
    pub start: usize,
    pub end: usize,
    pub text: String,
    pub kind: Kind,
}

impl Change {
    pub fn new(start: usize, end: usize, text: &str, kind: Kind) -> Change {
        Change {
            start,
            end,
            text: text.to_string(),
            kind,
        }
    }

    /// Several replacements of `code` (each its start, end and text, in
    /// order and apart) as one change from the first's start to the
    /// last's end: a rule that mends every place of a line at once.
    pub(super) fn spliced(
        code: &str,
        parts: &[(usize, usize, &str)],
        kind: Kind,
    ) -> Option<Change> {
        let (first, last) = (parts.first()?, parts.last()?);
        let mut text = String::new();
        let mut at = first.0;
        for &(start, end, part) in parts {
            text.push_str(&code[at..start]);
            text.push_str(part);
            at = end;
        }
        Some(Change::new(first.0, last.1, &text, kind))
    }

    /// No change at all, at byte `at`: what a text is judged by as it is.
    pub fn nothing_at(at: usize) -> Change {
        Change::new(at, at, "", Kind::Insert)
    }

    /// `code` with this change made (byte offsets on char boundaries).
    pub fn apply(&self, code: &str) -> String {
        let mut out = String::with_capacity(code.len() + self.text.len());
        out.push_str(&code[..self.start]);
        out.push_str(&self.text);
        out.push_str(&code[self.end..]);
        out
    }

    /// Whether this change puts in a closing bracket and nothing else.
    pub fn inserts_a_closer(&self) -> bool {
        self.start == self.end && [")", "]", "}"].contains(&self.text.as_str())
    }
}

/// Where a text's lines start (1-based lines, byte offsets).
pub struct Lines {
    starts: Vec<usize>,
    len: usize,
}

impl Lines {
    pub fn of(code: &str) -> Lines {
        let mut starts = vec![0];
        starts.extend(
            code.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i + 1)
                .filter(|&i| i < code.len()),
        );
        Lines {
            starts,
            len: code.len(),
        }
    }

    pub fn count(&self) -> usize {
        self.starts.len()
    }

    pub fn len_bytes(&self) -> usize {
        self.len
    }

    /// The 1-based line holding byte `offset`.
    pub fn line_of(&self, offset: usize) -> usize {
        self.starts.partition_point(|&s| s <= offset).max(1)
    }

    /// The last line `change` replaces text of: a change of whole lines
    /// ends at the next line's start, which it leaves alone.
    pub fn last_line_of(&self, change: &Change) -> usize {
        self.line_of(change.end.saturating_sub(1).max(change.start))
    }

    /// Bytes since the start of the line holding `offset`.
    pub fn column_of(&self, offset: usize) -> usize {
        offset - self.starts[self.line_of(offset) - 1]
    }

    /// Where 1-based `line` starts (the text's end past the last line).
    pub fn start_of(&self, line: usize) -> usize {
        self.starts
            .get(line.max(1) - 1)
            .copied()
            .unwrap_or(self.len)
    }

    /// Where 1-based `line` ends, its line break included.
    pub fn end_of(&self, line: usize) -> usize {
        self.start_of(line + 1)
    }

    /// Lines `first..=last` of `code`, clamped to the text.
    pub fn slice<'a>(&self, code: &'a str, first: usize, last: usize) -> &'a str {
        let start = self.start_of(first).min(code.len());
        let end = self.end_of(last).min(code.len()).max(start);
        &code[start..end]
    }

    /// The byte offset of CPython's (1-based line, 1-based character offset).
    pub fn offset(&self, code: &str, line: usize, offset: usize) -> usize {
        let start = self.start_of(line).min(code.len());
        let text = &code[start..self.end_of(line).min(code.len())];
        let chars = offset.saturating_sub(1);
        start
            + text
                .char_indices()
                .nth(chars)
                .map_or(text.trim_end_matches(['\n', '\r']).len(), |(i, _)| i)
    }
}

/// Lines `line` and `line + 1` swapped.
pub(super) fn swap(code: &str, lines: &Lines, line: usize) -> Option<Change> {
    if line == 0 || line + 1 > lines.count() {
        return None;
    }
    let first = lines.slice(code, line, line);
    let second = lines.slice(code, line + 1, line + 1);
    if first.trim().is_empty() || second.trim().is_empty() || !second.ends_with('\n') {
        return None;
    }
    let start = lines.start_of(line);
    let first_text = if first.ends_with('\n') {
        first.to_string()
    } else {
        format!("{first}\n")
    };
    Some(Change::new(
        start,
        start + first.len() + second.len(),
        &format!("{second}{first_text}"),
        Kind::SwapLines,
    ))
}

/// The texts a candidate generator's changes make of `code`: the tests'
/// one way to run a generator.
#[cfg(test)]
#[path = "edits_applied.rs"]
pub(super) mod applied;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_offsets_follow_cpythons_counting() {
        let code = "ab\nçd = 1\n\nx\n";
        let lines = Lines::of(code);
        assert_eq!(lines.count(), 4);
        assert_eq!(lines.line_of(0), 1);
        assert_eq!(lines.line_of(3), 2);
        assert_eq!(lines.offset(code, 2, 2), 5);
        assert_eq!(lines.slice(code, 2, 3), "çd = 1\n\n");
        assert_eq!(lines.column_of(5), 2);
        let change = Change::new(3, 5, "c", Kind::Replace);
        assert_eq!(change.apply(code), "ab\ncd = 1\n\nx\n");
    }
}
