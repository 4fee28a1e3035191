//! The text a change is tried in first (see [`Window`]): a few statements
//! around the error, cheap to check, standing for the whole file.

use ruff_python_ast::PythonVersion;
use ruff_python_ast::token::TokenKind;

use super::diagnosis::Diagnosis;
use super::edits::{Change, Lines, ends_its_line, holds_code, leading};
use super::layout::puts_back_a_quote;
use super::pairs::closer_of;
use crate::python::validate;

/// Statements a window never starts with: they continue the one before.
const CONTINUATIONS: &[TokenKind] = &[
    TokenKind::Else,
    TokenKind::Elif,
    TokenKind::Except,
    TokenKind::Finally,
];
/// A window larger than this is the whole file.
const MAX_WINDOW_LINES: usize = 400;

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

/// The logical lines that start top-level statements (not an `else` or
/// the like, which continue the one before).
fn top_level_starts<'a>(code: &str, logical: &'a [Logical]) -> Vec<&'a Logical> {
    // (An indentation that matches no block may lex as a token of its
    // own at the first column: the line must start with its code.)
    logical
        .iter()
        .filter(|l| l.indent == 0 && !CONTINUATIONS.contains(&l.kind))
        .filter(|l| !code[l.start..].starts_with([' ', '\t']))
        .collect()
}

/// Whether top-level statement `i` of `starts` is a decorator's line
/// (a statement's decorators belong to it).
fn decorated(starts: &[&Logical], i: usize) -> bool {
    i > 0 && starts[i - 1].kind == TokenKind::At
}

/// Which of `starts` holds byte `at`, its decorators included.
fn holding(starts: &[&Logical], at: usize) -> Option<usize> {
    let mut first = starts.iter().rposition(|l| l.start <= at)?;
    while decorated(starts, first) {
        first -= 1;
    }
    Some(first)
}

/// Where the top-level statement that holds byte `at` begins: the start
/// of its first line (its first decorator's).
pub(super) fn statement_start(
    code: &str,
    tokens: &[(TokenKind, usize, usize)],
    lines: &Lines,
    at: usize,
) -> Option<usize> {
    let logical = logical_lines(tokens, lines);
    let starts = top_level_starts(code, &logical);
    let first = holding(&starts, at)?;
    Some(lines.start_of(lines.line_of(starts[first].start)))
}

/// The text a change is tried in first: the statements around the error at
/// its own block level (two before it, its own with its body, two after),
/// behind the headers of the blocks that hold it (a `def`, `class`, loop
/// or `match` as written, other blocks as `if True:`), so that a `return`
/// or a `break` means there what it means in the file.
pub(super) struct Window {
    pub(super) headers: String,
    header_lines: usize,
    pub(super) start: usize,
    pub(super) end: usize,
    first_line: usize,
}

/// Whether `change` leaves its own statement unsound: read alone (brought
/// to the first column, the lines above it left out, whatever they hold),
/// it fails on the change's lines, or, where the next line of code stands
/// at its indentation or less (a statement ends there), from the change's
/// first line to that line.
/// `false` where the statement cannot be read alone (an `else:`).
pub(super) fn leaves_statement_unsound(
    code: &str,
    tokens: &[(TokenKind, usize, usize)],
    lines: &Lines,
    change: &Change,
    target: PythonVersion,
) -> bool {
    let logical = logical_lines(tokens, lines);
    let Some(statement) = logical.iter().rev().find(|l| l.start <= change.start) else {
        return false;
    };
    if CONTINUATIONS.contains(&statement.kind) || statement.kind == TokenKind::Case {
        return false;
    }
    // (Nor one the change begins with such a word: `} catch (E) {` made
    // `except E:`.)
    let continues = ["else", "elif ", "except", "finally"]
        .iter()
        .any(|word| change.text.starts_with(word));
    if change.start == statement.start && continues {
        return false;
    }
    let last = lines.line_of(change.end.max(change.start));
    let first = restarted(
        code,
        tokens,
        lines,
        lines.line_of(statement.start),
        lines.line_of(change.start),
    );
    let start = lines.start_of(first);
    let indent = leading(lines.slice(code, first, first));
    // The next line of code at the statement's indentation or less.
    let ends_here = (last + 1..=lines.count()).find_map(|n| {
        let text = lines.slice(code, n, n);
        let body = text.trim_start();
        holds_code(text)
            .then(|| text.len() - body.len() <= indent.len() && !body.starts_with([')', ']', '}']))
    });
    let through = if ends_here.unwrap_or(true) {
        lines.end_of(last).min(code.len()).max(change.end)
    } else {
        code.len()
    };
    let mut text: String = format!(
        "{}{}{}",
        &code[start..change.start],
        change.text,
        &code[change.end..through]
    )
    .split_inclusive('\n')
    .map(|line| line.strip_prefix(indent).unwrap_or(line))
    .collect();
    // A block's header read without its body (a comment that ends with a
    // colon heads nothing).
    let last_line = text.trim_end().rsplit('\n').next().unwrap_or_default();
    if last_line.ends_with(':') && !last_line.trim_start().starts_with('#') {
        text = format!("{}\n pass\n", text.trim_end());
    }
    // A decorator read without what it decorates.
    if text.starts_with('@') {
        text = format!("{}\ndef f(): pass\n", text.trim_end());
    }
    let Err(error) = crate::python::parse_module(&text, target) else {
        return false;
    };
    let error = Diagnosis::read(error);
    // (An error above the change's lines is another statement's, which
    // the change's may have been read into.)
    let line = error.line + first - 1;
    // (Sound up to its line's end, short only of a header's colon there:
    // a second mistake on the change's line, which a later step repairs.)
    // (Or closed at the line's end, a string leaves that line's own
    // bracket open: its closer was lost with the quote, `print(f"{x}`;
    // unless the line ends with that closer, which the quote belongs
    // before: `f(f"{x})`, `(2, "a),`.)
    let closer = error
        .bracket
        .filter(|_| error.never_closed())
        .and_then(closer_of);
    let short_of_its_closer = closer.is_some_and(|closer| {
        puts_back_a_quote(change)
            && ends_its_line(code, change.end)
            && !code[..change.start]
                .trim_end()
                .trim_end_matches([',', ':'])
                .ends_with(closer)
    });
    let short_of_its_end = line == lines.line_of(change.start)
        && (short_of_its_colon(&text, &error) || short_of_its_closer);
    line >= lines.line_of(change.start)
        && (ends_here.unwrap_or(true) || line <= last)
        && !short_of_its_end
}

/// Whether `error`, in `text`, is a header's missing colon at the end of
/// its line's code (a comment may follow).
fn short_of_its_colon(text: &str, error: &Diagnosis) -> bool {
    error.lacks_a_colon()
        && ends_its_line(text, Lines::of(text).offset(text, error.line, error.offset))
}

/// The line a statement that seems to run from `first` to `line` starts
/// on: `first`, unless a bracket left open there swallowed what follows,
/// and a later line (up to `line`) stands at `first`'s indentation or less
/// after a line that ends as a statement does (not inside a string): the
/// last such line.
fn restarted(
    code: &str,
    tokens: &[(TokenKind, usize, usize)],
    lines: &Lines,
    first: usize,
    line: usize,
) -> usize {
    let depth = leading(lines.slice(code, first, first)).len();
    let continues = |text: &str| {
        let text = text.split(" #").next().unwrap_or(text).trim_end();
        text.ends_with([',', '(', '[', '{', '\\', '+', '-', '*', '/', '=', '.'])
    };
    (first + 1..=line)
        .rev()
        .find(|&n| {
            let text = lines.slice(code, n, n);
            let body = text.trim_start();
            let before = lines.slice(code, n - 1, n - 1);
            let start = lines.start_of(n);
            // (Tokens do not overlap: only the last one begun before the
            // line's start may span it.)
            let before_it = tokens.partition_point(|t| t.1 < start);
            let in_a_string = before_it > 0 && tokens[before_it - 1].2 > start;
            !body.is_empty()
                && !body.starts_with(['#', ')', ']', '}', '.'])
                && text.len() - body.len() <= depth
                && !continues(before)
                && !in_a_string
        })
        .unwrap_or(first)
}

impl Window {
    pub(super) fn whole(code: &str) -> Window {
        Window {
            headers: String::new(),
            header_lines: 0,
            start: 0,
            end: code.len(),
            first_line: 1,
        }
    }

    pub(super) fn is_whole(&self, code: &str) -> bool {
        self.start == 0 && self.end == code.len() && self.headers.is_empty()
    }

    /// The top-level statements around the error (the one holding it,
    /// and the one after), with no headers: its edges are where the file's
    /// own statements start at the first column, whatever the indentation
    /// inside, so it judges indentation as the file does. Whole when they
    /// are too long.
    pub(super) fn top_level(
        code: &str,
        tokens: &[(TokenKind, usize, usize)],
        lines: &Lines,
        at: usize,
    ) -> Window {
        let logical = logical_lines(tokens, lines);
        let starts = top_level_starts(code, &logical);
        let Some(first) = holding(&starts, at) else {
            return Window::whole(code);
        };
        let mut last = first + 1;
        let mut after = 0;
        while last < starts.len() && (after < 2 || decorated(&starts, last)) {
            if !decorated(&starts, last) {
                after += 1;
            }
            if after == 2 && !decorated(&starts, last) {
                break;
            }
            last += 1;
        }
        let start = lines.start_of(lines.line_of(starts[first].start));
        let end = starts
            .get(last)
            .map_or(code.len(), |l| lines.start_of(lines.line_of(l.start)));
        if lines.line_of(end).saturating_sub(lines.line_of(start)) > MAX_WINDOW_LINES {
            return Window::whole(code);
        }
        Window {
            headers: String::new(),
            header_lines: 0,
            start,
            end,
            first_line: lines.line_of(start),
        }
    }

    pub(super) fn around(
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
        // A clause (`except`, `else`) at a header's depth read into a bracket
        // left open above it: the window's stand-in header (`if True:` for
        // a `try:`) would make it an error of the window's own.
        let from = tokens.partition_point(|t| t.1 < start);
        let clause_of_a_header = tokens[from..]
            .iter()
            .take_while(|t| t.1 < end)
            .filter(|t| CONTINUATIONS.contains(&t.0))
            .any(|t| {
                let line_start = lines.start_of(lines.line_of(t.1));
                code[line_start..t.1].trim().is_empty() && t.1 - line_start < logical[first].indent
            });
        if clause_of_a_header {
            return Window::whole(code);
        }
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

    pub(super) fn holds(&self, change: &Change) -> bool {
        change.start >= self.start && change.end <= self.end
    }

    /// The first error in the file after `change`, judged in the window
    /// (`None`: it compiles there), with its line in the file.
    pub(super) fn judge(
        &self,
        code: &str,
        change: &Change,
        target: PythonVersion,
    ) -> Option<Judged> {
        let text = format!(
            "{}{}{}{}",
            self.headers,
            &code[self.start..change.start],
            change.text,
            &code[change.end..self.end]
        );
        validate(&text, target).err().map(|e| {
            let at = Lines::of(&text).offset(&text, e.line, e.offset);
            let changed = self.headers.len() + change.start - self.start;
            // No code after the error's line: a block's body, say, may
            // stand beyond the window.
            let last = text
                .get(at..)
                .unwrap_or("")
                .lines()
                .skip(1)
                .all(|l| l.trim().is_empty() || l.trim_start().starts_with('#'));
            Judged {
                line: (e.line + self.first_line).saturating_sub(self.header_lines + 1),
                own: (changed..=changed + change.text.len()).contains(&at),
                last,
                error: Diagnosis::read(e),
                behind_headers: !self.headers.is_empty(),
            }
        })
    }
}

/// An error found in a window.
#[derive(Debug, PartialEq)]
pub(super) struct Judged {
    /// Its line in the file.
    pub line: usize,
    pub error: Diagnosis,
    /// It points into the changed text.
    pub own: bool,
    /// The window stood behind headers of its own making (its indentation
    /// is theirs, not the file's).
    pub behind_headers: bool,
    /// The window holds no code after its line.
    pub last: bool,
}

impl Judged {
    /// Whether the window's own edges may have caused it: a bracket or
    /// string left open across them, an indentation its headers do not
    /// show. Not when it points at the change itself.
    pub(super) fn may_be_the_windows(&self) -> bool {
        // A block whose body the window cut off.
        if self.last && self.error.lacks_a_body() {
            return true;
        }
        let edge =
            self.error.may_come_from_a_cut || (self.behind_headers && self.error.of_indentation);
        !self.own && edge
    }
}
