//! The search behind syntax repair: small edits near CPython's reported
//! error (a token inserted, deleted or replaced, a misspelt keyword, a string
//! closed, a line or block re-indented, two lines swapped), each judged by
//! the in-process CPython-exact check, first on the top-level statements
//! around the error (microseconds), then on the whole file. An edit that
//! compiles is a candidate; one that moves the first error further on is
//! searched again from there, so several errors are repaired in turn.

use std::collections::HashSet;
use std::time::Instant;

use ruff_python_ast::PythonVersion;
use ruff_python_ast::token::TokenKind;
use ruff_python_parser::{Mode, ParseOptions, parse_unchecked};
use ruff_text_size::Ranged;

use super::edits::{Change, Kind, Lines};
use super::naturalness::{Model, classes};
use crate::python::{SyntaxErrorInfo, validate};

/// Inserted or put in place of a token near the error.
const PUNCTUATION: &[&str] = &[
    ":", ",", ")", "(", "]", "[", "}", "{", ".", "=", "==", "+", "-", "*", "/", "%", "**", "->",
    "!=", "<", ">", "<=", ">=", "+=", "-=", "'", "\"", ";", "@", "|", "&",
];
/// Inserted away from the error too (what a line most often lacks).
const CLOSERS: &[&str] = &[")", "]", "}", ",", ":", "'", "\""];
const KEYWORDS: &[&str] = &[
    "in", "and", "or", "not", "if", "else", "elif", "for", "while", "return", "def", "class",
    "import", "from", "as", "is", "None", "True", "False", "pass", "lambda", "with", "try",
    "except", "finally", "yield", "del", "global", "nonlocal", "raise", "assert", "break",
    "continue", "async", "await",
];
/// Statements a window never starts with: they continue the one before.
const CONTINUATIONS: &[TokenKind] = &[
    TokenKind::Else,
    TokenKind::Elif,
    TokenKind::Except,
    TokenKind::Finally,
];
/// How much the lines' unusualness counts against the kind of mistake.
const SURPRISE_WEIGHT: f64 = 0.5;
/// A window larger than this is the whole file.
const MAX_WINDOW_LINES: usize = 400;

/// A repaired text: the changes made, in order, and what ranks it.
#[derive(Debug, Clone)]
pub(super) struct Found {
    pub code: String,
    /// Each change with the text it applied to.
    pub steps: Vec<(Change, String)>,
    /// Lines between each change and the error it repaired, added up.
    pub distance: usize,
    pub cost: f64,
}

pub(super) struct Search {
    pub target: PythonVersion,
    pub deadline: Instant,
    /// Errors repaired in turn at most.
    pub max_errors: usize,
    /// Partial repairs followed at each error.
    pub beam: usize,
}

impl Search {
    /// Repairs of `code` that compile, best first (none if it compiles).
    pub(super) fn run(&self, code: &str) -> Vec<Found> {
        let Err(error) = validate(code, self.target) else {
            return Vec::new();
        };
        let mut found = Vec::new();
        self.repair(code, &error, 1, &mut found);
        found.sort_by(|a, b| {
            (a.steps.len(), a.cost)
                .partial_cmp(&(b.steps.len(), b.cost))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        let mut seen = HashSet::new();
        found.retain(|f| seen.insert(f.code.clone()));
        found
    }

    fn repair(&self, code: &str, error: &SyntaxErrorInfo, depth: usize, out: &mut Vec<Found>) {
        let (complete, mut partial) = self.one_error(code, error);
        out.extend(complete);
        if depth >= self.max_errors || Instant::now() >= self.deadline {
            return;
        }
        partial.sort_by(|a, b| {
            a.0.cost
                .partial_cmp(&b.0.cost)
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        for (step, next_error) in partial.into_iter().take(self.beam) {
            let mut further = Vec::new();
            self.repair(&step.code, &next_error, depth + 1, &mut further);
            for more in further {
                let mut steps = step.steps.clone();
                steps.extend(more.steps);
                out.push(Found {
                    code: more.code,
                    steps,
                    distance: step.distance + more.distance,
                    cost: step.cost + more.cost,
                });
            }
        }
    }

    /// Single changes at the first error: those after which the code
    /// compiles, and those after which its first error is further on.
    fn one_error(
        &self,
        code: &str,
        error: &SyntaxErrorInfo,
    ) -> (Vec<Found>, Vec<(Found, SyntaxErrorInfo)>) {
        let lines = Lines::of(code);
        let at = lines.offset(code, error.line, error.offset);
        let parsed = parse_unchecked(code, ParseOptions::from(Mode::Module));
        let tokens: Vec<(TokenKind, usize, usize)> = parsed
            .tokens()
            .iter()
            .map(|t| (t.kind(), t.start().to_usize(), t.end().to_usize()))
            .collect();
        let mut window = Window::around(code, &tokens, &lines, at);
        // A window that does not show the file's own error is no judge.
        if !window.is_whole(code) {
            let unchanged = Change::new(window.start, window.start, "", Kind::Insert);
            if window.judge(code, &unchanged, self.target) != Some(error.line) {
                window = Window::whole(code);
            }
        }
        let changes = candidates(code, &tokens, &lines, error, at);
        let mut model = None;
        let mut complete = Vec::new();
        let mut progress = Vec::new();
        let mut seen = HashSet::new();
        let whole = window.is_whole(code);
        for change in changes {
            if Instant::now() >= self.deadline {
                break;
            }
            if !seen.insert((change.start, change.end, change.text.clone())) {
                continue;
            }
            // The window first: most changes fail there, cheaply.
            if !whole && window.holds(&change) {
                match window.judge(code, &change, self.target) {
                    Some(line) if line > lines.line_of(change.end) => {
                        progress.push(change);
                        continue;
                    }
                    Some(_) => continue,
                    None => {}
                }
            }
            let repaired = change.apply(code);
            match validate(&repaired, self.target) {
                Ok(()) => {
                    let model = model.get_or_insert_with(|| model_around(code, &lines, error.line));
                    complete.push(self.scored(model, code, repaired, change, &lines, error));
                }
                Err(next) => {
                    if whole && next.line > lines.line_of(change.end) {
                        progress.push(change);
                    }
                }
            }
        }
        // Partial repairs, only when no single change compiles.
        let mut partial = Vec::new();
        if complete.is_empty() && !progress.is_empty() {
            for change in progress {
                if Instant::now() >= self.deadline {
                    break;
                }
                let repaired = change.apply(code);
                let Err(next) = validate(&repaired, self.target) else {
                    continue;
                };
                let next_at = Lines::of(&repaired).offset(&repaired, next.line, next.offset);
                if next_at > at.max(change.start + change.text.len())
                    && next.line > lines.line_of(change.end)
                {
                    let model = model.get_or_insert_with(|| model_around(code, &lines, error.line));
                    partial.push((
                        self.scored(model, code, repaired, change, &lines, error),
                        next,
                    ));
                }
            }
        }
        (complete, partial)
    }
}

impl Search {
    fn scored(
        &self,
        model: &Model,
        code: &str,
        repaired: String,
        change: Change,
        lines: &Lines,
        error: &SyntaxErrorInfo,
    ) -> Found {
        let distance = lines.line_of(change.start).abs_diff(error.line);
        let mut cost = cost(model, code, &repaired, &change, lines) + distance as f64;
        // A bracket never closed: its closer at the end of a line after it
        // is what was forgotten, far more often than anything else.
        if let Some(bracket) = error.message.strip_suffix("' was never closed")
            && let Some(closer) = match bracket.trim_start_matches('\'') {
                "(" => Some(")"),
                "[" => Some("]"),
                "{" => Some("}"),
                _ => None,
            }
            && change.kind == Kind::Insert
            && change.text == closer
            && code[change.end..]
                .split('\n')
                .next()
                .is_some_and(|rest| rest.trim().is_empty())
        {
            cost -= 5.0;
        }
        Found {
            code: repaired,
            steps: vec![(change, code.to_string())],
            distance,
            cost,
        }
    }
}

/// A logical line: where its first token starts, at which column, what
/// kind that token is, and where the line ends (after its newline).
struct Logical {
    start: usize,
    indent: usize,
    kind: TokenKind,
    end: usize,
}

fn logical_lines(tokens: &[(TokenKind, usize, usize)], lines: &Lines) -> Vec<Logical> {
    let mut out: Vec<Logical> = Vec::new();
    let mut open = false;
    for &(kind, start, end) in tokens {
        let structural = matches!(
            kind,
            TokenKind::Indent
                | TokenKind::Dedent
                | TokenKind::NonLogicalNewline
                | TokenKind::Comment
                | TokenKind::EndOfFile
        );
        if kind == TokenKind::Newline {
            if let Some(last) = out.last_mut()
                && open
            {
                last.end = end;
            }
            open = false;
        } else if !structural && !open {
            out.push(Logical {
                start,
                indent: lines.column_of(start),
                kind,
                end: lines.len_bytes(),
            });
            open = true;
        }
    }
    out
}

/// The text a change is tried in first: the statements around the error at
/// its own block level (two before it, its own with its body, two after),
/// behind the headers of the blocks that hold it (a `def`, `class`, loop
/// or `match` as written, other blocks as `if True:`), so that a `return`
/// or a `break` means there what it means in the file.
struct Window {
    headers: String,
    header_lines: usize,
    start: usize,
    end: usize,
    first_line: usize,
}

impl Window {
    fn whole(code: &str) -> Window {
        Window {
            headers: String::new(),
            header_lines: 0,
            start: 0,
            end: code.len(),
            first_line: 1,
        }
    }

    fn is_whole(&self, code: &str) -> bool {
        self.start == 0 && self.end == code.len() && self.headers.is_empty()
    }

    fn around(
        code: &str,
        tokens: &[(TokenKind, usize, usize)],
        lines: &Lines,
        at: usize,
    ) -> Window {
        let logical = logical_lines(tokens, lines);
        if logical.is_empty() {
            return Window::whole(code);
        }
        let here = logical.iter().rposition(|l| l.start <= at).unwrap_or(0);
        let indent = logical[here].indent;
        let continues = |l: &Logical| CONTINUATIONS.contains(&l.kind);
        let mut first = here;
        let mut siblings = 0;
        while first > 0 && logical[first - 1].indent >= indent {
            first -= 1;
            if logical[first].indent == indent && !continues(&logical[first]) {
                siblings += 1;
                if siblings >= 2 {
                    break;
                }
            }
        }
        let mut last = here + 1;
        let mut siblings = 0;
        while last < logical.len() && logical[last].indent >= indent {
            if logical[last].indent == indent && !continues(&logical[last]) {
                siblings += 1;
                if siblings > 2 {
                    break;
                }
            }
            last += 1;
        }
        // A decorator belongs with what it decorates: both or neither.
        while last > here + 1 && last < logical.len() && logical[last - 1].kind == TokenKind::At {
            last -= 1;
        }
        let start = lines.start_of(lines.line_of(logical[first].start));
        let end = logical
            .get(last)
            .map_or(code.len(), |l| lines.start_of(lines.line_of(l.start)));
        let mut headers = Vec::new();
        let mut level = logical[first].indent;
        for header in logical[..first].iter().rev() {
            if level == 0 {
                break;
            }
            if header.indent < level {
                level = header.indent;
                let real = matches!(
                    header.kind,
                    TokenKind::Def
                        | TokenKind::Async
                        | TokenKind::Class
                        | TokenKind::For
                        | TokenKind::While
                        | TokenKind::Match
                        | TokenKind::Case
                );
                let line_start = lines.start_of(lines.line_of(header.start));
                let text = if real {
                    code[line_start..header.end.min(code.len())].to_string()
                } else {
                    format!("{}if True:\n", &code[line_start..header.start])
                };
                headers.push(if text.ends_with('\n') {
                    text
                } else {
                    format!("{text}\n")
                });
            }
        }
        if level != 0 || lines.line_of(end).saturating_sub(lines.line_of(start)) > MAX_WINDOW_LINES
        {
            return Window::whole(code);
        }
        headers.reverse();
        let headers = headers.concat();
        Window {
            header_lines: headers.matches('\n').count(),
            headers,
            start,
            end,
            first_line: lines.line_of(start),
        }
    }

    fn holds(&self, change: &Change) -> bool {
        change.start >= self.start && change.end <= self.end
    }

    /// The first error's line in the file after `change`, judged in the
    /// window (`None`: it compiles there); a change outside is not judged.
    fn judge(&self, code: &str, change: &Change, target: PythonVersion) -> Option<usize> {
        let text = format!(
            "{}{}{}{}",
            self.headers,
            &code[self.start..change.start],
            change.text,
            &code[change.end..self.end]
        );
        validate(&text, target)
            .err()
            .map(|e| (e.line + self.first_line).saturating_sub(self.header_lines + 1))
    }
}

/// Typical Python: the habits a small file cannot show on its own.
const PRIOR: &str = include_str!("prior.py");

/// The file's token habits (the lines around the error left out), on top
/// of typical Python's.
fn model_around(code: &str, lines: &Lines, line: usize) -> Model {
    let cut_from = lines.start_of(line.saturating_sub(2).max(1));
    let cut_to = lines.start_of(line + 3);
    let mut all = classes(PRIOR);
    all.extend(classes(&code[..cut_from]));
    all.extend(classes(&code[cut_to.min(code.len())..]));
    Model::of(&all)
}

/// What a change costs: its kind's own cost, how much less usual the lines
/// around it became, and how much untidier (double spaces, trailing space).
fn cost(model: &Model, before: &str, after: &str, change: &Change, lines: &Lines) -> f64 {
    let first = lines.line_of(change.start).saturating_sub(1).max(1);
    let last = lines.line_of(change.end) + 1;
    let old = lines.slice(before, first, last);
    // No change adds or removes a line: the same lines, before and after.
    let new = Lines::of(after).slice(after, first, last);
    let surprise = model.surprise(&classes(new)) - model.surprise(&classes(old));
    change.kind.cost()
        + lost(before, change)
        + SURPRISE_WEIGHT * surprise
        + 0.5 * (untidiness(new) - untidiness(old))
}

/// A deleted token that repeats its neighbour undoes a slip of the hand;
/// any other, and a word, number, string or bracket replaced by another
/// token, takes away what the author wrote.
fn lost(before: &str, change: &Change) -> f64 {
    let removed = before[change.start..change.end].trim();
    let content = removed
        .chars()
        .next()
        .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"' || c == '\'');
    let bracket = removed.len() == 1 && "()[]{}".contains(removed);
    if change.kind == Kind::Replace {
        return if content || bracket { 1.5 } else { 0.0 };
    }
    // The closer a line most often lacks is its last one.
    let rest = before[change.end..].split('\n').next().unwrap_or("");
    let at_line_end = rest.trim().is_empty() || rest.trim_start().starts_with('#');
    if change.kind == Kind::Insert && at_line_end && [")", "]", "}"].contains(&change.text.as_str())
    {
        return -2.5;
    }
    if change.kind != Kind::Delete {
        return 0.0;
    }
    // A repeated word is a slip when typed twice in a row (`returnreturn`);
    // apart (`str str`), something between them is more likely missing.
    let wordy = removed.chars().all(|c| c.is_alphanumeric() || c == '_');
    let (left, right) = (&before[..change.start], &before[change.end..]);
    let repeated = if wordy {
        left.ends_with(removed) || right.starts_with(removed)
    } else {
        left.trim_end().ends_with(removed) || right.trim_start().starts_with(removed)
    };
    if repeated { 0.0 } else { 1.5 }
}

/// Spacing its author would not have written: doubled or trailing spaces,
/// a space inside brackets or before a comma.
fn untidiness(text: &str) -> f64 {
    text.lines()
        .map(|line| {
            let body = line.trim_start();
            let doubled = body.trim_end().matches("  ").count();
            let trailing = usize::from(body.len() != body.trim_end().len());
            let inside = ["( ", "[ ", "{ ", " )", " ]", " }", " ,"]
                .iter()
                .map(|pair| body.matches(pair).count())
                .sum::<usize>();
            (doubled + trailing + inside) as f64
        })
        .sum()
}

/// Every change worth trying at the error at byte `at`.
fn candidates(
    code: &str,
    tokens: &[(TokenKind, usize, usize)],
    lines: &Lines,
    error: &SyntaxErrorInfo,
    at: usize,
) -> Vec<Change> {
    let mut out = Vec::new();
    let meaningful: Vec<usize> = (0..tokens.len())
        .filter(|&i| {
            !matches!(
                tokens[i].0,
                TokenKind::EndOfFile | TokenKind::Dedent | TokenKind::Indent
            )
        })
        .collect();
    let e = meaningful
        .iter()
        .position(|&i| tokens[i].2 > at)
        .unwrap_or(meaningful.len().saturating_sub(1));
    let near = e.saturating_sub(3)..(e + 2).min(meaningful.len());
    for k in near.clone() {
        let (kind, start, end) = tokens[meaningful[k]];
        let word = &code[start..end];
        if kind == TokenKind::Newline || kind == TokenKind::NonLogicalNewline {
            continue;
        }
        out.push(Change::new(start, end, "", Kind::Delete));
        if code[end..].starts_with(' ') {
            out.push(Change::new(start, end + 1, "", Kind::Delete));
        }
        for text in PUNCTUATION {
            if *text != word {
                out.push(Change::new(start, end, text, Kind::Replace));
            }
        }
        if kind == TokenKind::Name || kind.is_keyword() {
            for keyword in KEYWORDS {
                if *keyword != word && close(word, keyword) {
                    out.push(Change::new(start, end, keyword, Kind::Keyword));
                }
            }
            // A word typed twice (`importimport`).
            let half = word.len() / 2;
            if word.len().is_multiple_of(2)
                && word.is_char_boundary(half)
                && word[..half] == word[half..]
            {
                out.push(Change::new(start + half, end, "", Kind::Delete));
            }
        }
        if matches!(kind, TokenKind::String | TokenKind::Unknown) {
            close_string(code, lines, start, &mut out);
        }
    }
    // Insertions in the gaps around the error: everything near it (and the
    // names the file writes between the same two tokens), the usual closers
    // anywhere on its line and the line before.
    let names = NameContexts::of(code, tokens);
    for k in near.start..=near.end.min(meaningful.len().saturating_sub(1)) {
        let after = meaningful[k];
        let previous = (k > 0).then(|| meaningful[k - 1]);
        let before_end = previous.map_or(0, |p| tokens[p].2);
        let text_of = |i: usize| &code[tokens[i].1..tokens[i].2];
        let between = names.between(previous.map(text_of), text_of(after));
        for place in placements(code, before_end, tokens[after].1) {
            for text in PUNCTUATION {
                out.push(Change::new(place, place, text, Kind::Insert));
            }
            for keyword in KEYWORDS {
                out.push(Change::new(
                    place,
                    place,
                    &spaced(code, place, keyword),
                    Kind::Insert,
                ));
            }
            for name in &between {
                out.push(Change::new(
                    place,
                    place,
                    &spaced(code, place, name),
                    Kind::Name,
                ));
            }
        }
    }
    let first_line = error.line.saturating_sub(1).max(1);
    for k in 0..meaningful.len() {
        let (_, start, end) = tokens[meaningful[k]];
        let line = lines.line_of(start);
        if line < first_line || line > error.line || near.contains(&(k + 1)) {
            continue;
        }
        // The gap after this token (the last one's: up to the end).
        let next = meaningful.get(k + 1).map_or(code.len(), |&n| tokens[n].1);
        for place in placements(code, end, next) {
            for text in CLOSERS {
                out.push(Change::new(place, place, text, Kind::Insert));
            }
        }
    }
    if error.message.starts_with("unterminated string") || error.detail.contains("string") {
        quotes_at_word_ends(code, lines, error.line, &mut out);
    }
    for line in [error.line.saturating_sub(1), error.line, error.line + 1] {
        reindents(code, lines, line, &mut out);
    }
    for line in [
        error.line.saturating_sub(2),
        error.line.saturating_sub(1),
        error.line,
    ] {
        if let Some(change) = swap(code, lines, line) {
            out.push(change);
        }
    }
    out
}

/// The names the file writes after a token's text, and before one's.
struct NameContexts<'a> {
    after: std::collections::HashMap<&'a str, std::collections::HashMap<&'a str, u32>>,
    before: std::collections::HashMap<&'a str, std::collections::HashMap<&'a str, u32>>,
}

impl<'a> NameContexts<'a> {
    fn of(code: &'a str, tokens: &[(TokenKind, usize, usize)]) -> NameContexts<'a> {
        let mut contexts = NameContexts {
            after: Default::default(),
            before: Default::default(),
        };
        let text = |t: &(TokenKind, usize, usize)| &code[t.1..t.2];
        let visible: Vec<&(TokenKind, usize, usize)> = tokens
            .iter()
            .filter(|t| !matches!(t.0, TokenKind::Comment | TokenKind::NonLogicalNewline))
            .collect();
        for window in visible.windows(3) {
            if window[1].0 == TokenKind::Name {
                let name = text(window[1]);
                *contexts
                    .after
                    .entry(text(window[0]))
                    .or_default()
                    .entry(name)
                    .or_default() += 1;
                *contexts
                    .before
                    .entry(text(window[2]))
                    .or_default()
                    .entry(name)
                    .or_default() += 1;
            }
        }
        contexts
    }

    /// Names seen between these two texts elsewhere (both sides, or one side
    /// twice), the most frequent first, a few at most.
    fn between(&self, previous: Option<&str>, next: &str) -> Vec<&'a str> {
        let empty = std::collections::HashMap::new();
        let after = previous.and_then(|p| self.after.get(p)).unwrap_or(&empty);
        let before = self.before.get(next).unwrap_or(&empty);
        let mut scored: Vec<(u32, &'a str)> = after
            .iter()
            .map(|(name, n)| (n + before.get(name).copied().unwrap_or(0) * 2, *name))
            .chain(
                before
                    .iter()
                    .filter(|(name, _)| !after.contains_key(*name))
                    .map(|(name, n)| (*n, *name)),
            )
            .filter(|(score, _)| *score >= 2)
            .collect();
        scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
        scored.into_iter().take(4).map(|(_, name)| name).collect()
    }
}

/// Where something may go between two tokens: right after the first, right
/// before the second, and one space before the second when two precede it
/// (where a deleted word leaves its two spaces).
fn placements(code: &str, after_first: usize, before_second: usize) -> Vec<usize> {
    let mut places = vec![after_first];
    if before_second > after_first {
        places.push(before_second);
        if before_second >= after_first + 2 && &code[before_second - 2..before_second] == "  " {
            places.push(before_second - 1);
        }
    }
    places
}

/// Quotes put back at the ends of the words of a line holding a string
/// that never ends: where a deleted opening or closing quote was.
fn quotes_at_word_ends(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    let start = lines.start_of(line);
    let text = lines.slice(code, line, line);
    let bytes = text.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'.';
    for i in 1..bytes.len() {
        let (before, here) = (bytes[i - 1], bytes[i]);
        let ends = word(before) && !word(here);
        let begins = !word(before) && word(here) && b"([{, =".contains(&before);
        if ends || begins {
            for quote in ["'", "\""] {
                out.push(Change::new(start + i, start + i, quote, Kind::CloseString));
            }
        }
    }
}

/// A word set apart from the words around it.
fn spaced(code: &str, place: usize, word: &str) -> String {
    let wordy = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || b")]}'\"".contains(&c);
    let before = place > 0 && wordy(code.as_bytes()[place - 1]);
    let after = code
        .as_bytes()
        .get(place)
        .is_some_and(|&c| wordy(c) || c == b'(');
    format!(
        "{}{word}{}",
        if before { " " } else { "" },
        if after { " " } else { "" }
    )
}

/// Whether `word` could be `keyword` misspelt (one or two letters off).
fn close(word: &str, keyword: &str) -> bool {
    if word.len() < 2 || !word.is_ascii() {
        return false;
    }
    let limit = if keyword.len() <= 3 { 1 } else { 2 };
    levenshtein(word, keyword) <= limit
}

fn levenshtein(a: &str, b: &str) -> usize {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut diagonal = row[0];
        row[0] = i;
        for j in 1..=b.len() {
            let above = row[j];
            row[j] = (row[j] + 1)
                .min(row[j - 1] + 1)
                .min(diagonal + usize::from(a[i - 1] != b[j - 1]));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// A string left open at `start`: its quote put back before each closer
/// on the rest of its line, or at the line's end.
fn close_string(code: &str, lines: &Lines, start: usize, out: &mut Vec<Change>) {
    let rest_end = lines.end_of(lines.line_of(start));
    let text = &code[start..rest_end];
    let Some(quote) = text.chars().find(|c| *c == '"' || *c == '\'') else {
        return;
    };
    let quote = quote.to_string();
    let opening = text.find(['"', '\'']).map_or(0, |i| i + 1);
    for (i, c) in text.char_indices().skip(opening) {
        if ")]},:".contains(c) {
            out.push(Change::new(start + i, start + i, &quote, Kind::CloseString));
        }
    }
    let trimmed = text.trim_end_matches(['\n', '\r']).len();
    out.push(Change::new(
        start + trimmed,
        start + trimmed,
        &quote,
        Kind::CloseString,
    ));
}

/// Line `line` (1-based) at each indentation the lines before it use, and
/// with its block (the lines after it indented more) moved along.
fn reindents(code: &str, lines: &Lines, line: usize, out: &mut Vec<Change>) {
    if line == 0 || line > lines.count() {
        return;
    }
    let text = lines.slice(code, line, line);
    let indent = leading(text);
    if text.trim().is_empty() {
        return;
    }
    let mut levels: Vec<&str> = Vec::new();
    let mut deepest_before = "";
    for earlier in (line.saturating_sub(20).max(1)..line).rev() {
        let other = lines.slice(code, earlier, earlier);
        if other.trim().is_empty() || other.trim_start().starts_with('#') {
            continue;
        }
        let level = leading(other);
        if deepest_before.is_empty() && levels.is_empty() {
            deepest_before = level;
        }
        if !levels.contains(&level) {
            levels.push(level);
        }
    }
    let unit = if deepest_before.contains('\t') {
        "\t"
    } else {
        "    "
    };
    let deeper = format!("{deepest_before}{unit}");
    let start = lines.start_of(line);
    let mut targets: Vec<String> = levels.iter().map(|l| l.to_string()).collect();
    targets.push(deeper);
    for target in targets {
        if target == indent {
            continue;
        }
        out.push(Change::new(
            start,
            start + indent.len(),
            &target,
            Kind::Reindent,
        ));
        // The block below it, moved by as much.
        let mut end = line;
        while end < lines.count() {
            let next = lines.slice(code, end + 1, end + 1);
            if !next.trim().is_empty() && leading(next).len() <= indent.len() {
                break;
            }
            end += 1;
        }
        if end > line {
            let block = lines.slice(code, line, end);
            let moved: String = block
                .split_inclusive('\n')
                .map(|l| match l.strip_prefix(indent) {
                    Some(rest) if !l.trim().is_empty() => format!("{target}{rest}"),
                    _ => l.to_string(),
                })
                .collect();
            let block_start = lines.start_of(line);
            out.push(Change::new(
                block_start,
                block_start + block.len(),
                &moved,
                Kind::ReindentBlock,
            ));
        }
    }
}

fn leading(line: &str) -> &str {
    &line[..line.len() - line.trim_start_matches([' ', '\t']).len()]
}

/// Lines `line` and `line + 1` swapped.
fn swap(code: &str, lines: &Lines, line: usize) -> Option<Change> {
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
