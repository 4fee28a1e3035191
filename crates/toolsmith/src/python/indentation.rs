//! Indentation as CPython's tokenizer reads it where tabs are in it: a tab
//! reaches the next multiple of eight columns, and the same indentation
//! counted with tabs of one column must order lines alike, or it raises
//! `TabError`. ruff's lexer counts a tab as two columns, so with tabs the
//! two disagree on which lines are refused.

use ruff_python_ast::token::{Token, TokenKind};
use ruff_text_size::{Ranged, TextRange, TextSize};

/// CPython's words for a line whose tabs and spaces order it unlike the
/// lines before.
pub(super) const TAB_ERROR: &str = "inconsistent use of tabs and spaces in indentation";
/// CPython's words for a dedent to no level of the blocks open.
pub(super) const DEDENT_ERROR: &str = "unindent does not match any outer indentation level";

/// Whether any line of `code` is indented with a tab: only then can CPython
/// and ruff read its indentation differently.
pub(super) fn has_tabs(code: &str) -> bool {
    code.starts_with('\t') || code.contains("\n\t") || code.contains(" \t")
}

/// The first logical line CPython refuses for its indentation: where the
/// error stands (CPython's position: a tab error at the line's start, a
/// dedent to no level at its end) and its message. Lines inside
/// `bracketed` (CPython's brackets, which ruff's lexer may have closed
/// early to recover) have no indentation to CPython.
pub(super) fn first_error(
    code: &str,
    tokens: &[Token],
    bracketed: &[TextRange],
) -> Option<(TextRange, &'static str)> {
    // Columns with tabs of eight, and of one, per block open.
    let mut levels: Vec<(usize, usize)> = vec![(0, 0)];
    let mut line_start = true;
    for token in tokens {
        match token.kind() {
            TokenKind::Newline => {
                line_start = true;
                continue;
            }
            TokenKind::NonLogicalNewline
            | TokenKind::Comment
            | TokenKind::Indent
            | TokenKind::Dedent => continue,
            TokenKind::EndOfFile => break,
            _ if !line_start => continue,
            _ => line_start = false,
        }
        // (A line opening a bracket is outside it: its indentation counts.)
        if bracketed
            .iter()
            .any(|range| range.start() < token.start() && range.contains(token.start()))
        {
            continue;
        }
        let at = token.start().to_usize();
        let begins = code[..at].rfind(['\n', '\r']).map_or(0, |i| i + 1);
        // The whole indentation: ruff's token for a refused one starts
        // inside it.
        let line = &code[begins..];
        let indent = &line[..line.len() - line.trim_start_matches([' ', '\t', '\x0c']).len()];
        if at > begins + indent.len() {
            // A line continued by a backslash: not an indentation.
            continue;
        }
        let (columns, alternate) = widths(indent);
        let start = TextSize::try_from(begins).ok()?;
        let (top, alternate_top) = *levels.last()?;
        if columns > top {
            if alternate <= alternate_top {
                return Some((TextRange::empty(start), TAB_ERROR));
            }
            levels.push((columns, alternate));
            continue;
        }
        while levels.len() > 1 && levels.last().is_some_and(|&(top, _)| columns < top) {
            levels.pop();
        }
        let (top, alternate_top) = *levels.last()?;
        if columns != top {
            let ends = code[at..].find(['\n', '\r']).map_or(code.len(), |i| at + i);
            return Some((
                TextRange::empty(TextSize::try_from(ends).ok()?),
                DEDENT_ERROR,
            ));
        }
        if alternate != alternate_top {
            return Some((TextRange::empty(start), TAB_ERROR));
        }
    }
    None
}

/// The columns an indentation reaches with tabs of eight and of one (a
/// form feed starts it again).
fn widths(indent: &str) -> (usize, usize) {
    indent
        .chars()
        .fold((0, 0), |(columns, alternate), c| match c {
            '\t' => ((columns / 8 + 1) * 8, alternate + 1),
            '\x0c' => (0, 0),
            _ => (columns + 1, alternate + 1),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ruff_python_parser::{Mode, ParseOptions, parse_unchecked};

    fn error(code: &str) -> Option<(usize, &'static str)> {
        let parsed = parse_unchecked(code, ParseOptions::from(Mode::Module));
        first_error(code, parsed.tokens(), &[])
            .map(|(range, message)| (range.start().to_usize(), message))
    }

    #[test]
    fn tabs_are_read_as_cpython_reads_them() {
        // A tab where the block's other lines have eight spaces.
        assert_eq!(error("if x:\n        a\n\tb\n"), Some((16, TAB_ERROR)));
        assert_eq!(error("if x:\n    a\n\tb\n"), Some((12, TAB_ERROR)));
        assert_eq!(error("if x:\n\ta\n        b\n"), Some((9, TAB_ERROR)));
        assert_eq!(error("if x:\n  if y:\n\ta\n"), Some((14, TAB_ERROR)));
        // ruff finds this one sound; CPython reaches column 8, then 2.
        assert_eq!(
            error("if x:\n \ta = 1\n  b = 1\n"),
            Some((21, DEDENT_ERROR))
        );
        // Tabs alone, or inside brackets and strings, are sound.
        assert_eq!(error("if x:\n\ta\n\tif y:\n\t\tb\nc\n"), None);
        assert_eq!(error("x = (1,\n\t2,\n        3)\ns = '''\n\t'''\n"), None);
        assert_eq!(error("if x:\n    a\n\n\t# note\n    b\n"), None);
    }
}
