//! The text a change is tried in first (see [`Window`]): a few statements
//! around the error, cheap to check, standing for the whole file.

use ruff_python_ast::PythonVersion;
use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Lines};
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

    /// The first error's line in the file after `change`, judged in the
    /// window (`None`: it compiles there); a change outside is not judged.
    pub(super) fn judge(
        &self,
        code: &str,
        change: &Change,
        target: PythonVersion,
    ) -> Option<usize> {
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
