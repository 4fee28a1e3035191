//! What a repair's change does to the file's layout that its author would
//! not have written: a block indented two steps below its header, code
//! after a `return` in the same block, indentation off the file's grid, a
//! multi-line string's edge moved across a line of code, a quote typed
//! apart from its word.

use ruff_python_ast::token::TokenKind;

use super::edits::{Change, Kind, Token, opens_block, tokens};
use super::naturalness::Class;
use super::weights::{self, Weight};

/// One step of indentation, as most files write it.
pub(super) const STEP: usize = 4;

/// How much less likely a text is as its author's layout: a header whose
/// block starts more than one step deeper, a statement after one that
/// leaves its block (`return`, `raise`, `continue`, `break`) at the same
/// indentation, a statement at an odd column.
pub(super) fn oddities(text: &str) -> usize {
    let mut odd = 0;
    let mut previous: Option<(usize, &str)> = None;
    for line in text.lines() {
        let body = line.trim_start_matches([' ', '\t']);
        if body.is_empty() || body.starts_with('#') {
            continue;
        }
        let indent = line.len() - body.len();
        let spaces = !line[..indent].contains('\t');
        if let Some((before, code)) = previous
            && spaces
            && balanced(code)
        {
            let header = code.ends_with(':');
            if header && indent > before + STEP {
                odd += 1;
            }
            let leaves = ["return", "raise", "continue", "break"].iter().any(|w| {
                code.strip_prefix(w)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '(']))
            });
            if leaves && indent == before {
                odd += 1;
            }
            // Two-column files are on the grid too; an odd column is not.
            if indent % 2 == 1 {
                odd += 1;
            }
        }
        let code = body
            .split_once(" #")
            .map_or(body, |(code, _)| code)
            .trim_end();
        if braced_body(code) {
            odd += 1;
        }
        previous = Some((indent, code));
    }
    odd
}

/// A block header whose body is a display opened after its `:` (`if x:
/// {`): C's braces given a colon, never a body anyone writes.
fn braced_body(code: &str) -> bool {
    let Some(head) = code.strip_suffix('{') else {
        return false;
    };
    head.trim_end().ends_with(':') && opens_block(code)
}

/// Literals called (`"x" (1)`, `(1, 2) (3, 4)`, `[a] (b)`): CPython
/// compiles them with a warning that a comma is missing, since a literal is
/// never callable; a repair that writes one has put a bracket or taken a
/// comma where neither belongs.
pub(super) fn literal_calls(classes: &[Class]) -> usize {
    // Per open bracket: whether it opens a display (not a call or a
    // subscript), and whether a comma stood in it.
    let mut open: Vec<(bool, bool)> = Vec::new();
    let mut literal_before = false;
    let mut value_before = false;
    let mut calls = 0;
    for &(kind, _) in classes {
        if kind == TokenKind::Lpar && literal_before {
            calls += 1;
        }
        let (literal, value) = match kind {
            TokenKind::Lpar | TokenKind::Lsqb | TokenKind::Lbrace => {
                open.push((!value_before, false));
                (false, false)
            }
            TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                let (display, comma) = open.pop().unwrap_or((false, false));
                let tuple = kind != TokenKind::Rpar || comma;
                (display && tuple, true)
            }
            TokenKind::Comma => {
                if let Some(top) = open.last_mut() {
                    top.1 = true;
                }
                (false, false)
            }
            TokenKind::String
            | TokenKind::FStringEnd
            | TokenKind::TStringEnd
            | TokenKind::Int
            | TokenKind::Float
            | TokenKind::Complex => (true, true),
            TokenKind::Name | TokenKind::None | TokenKind::True | TokenKind::False => (false, true),
            TokenKind::Comment | TokenKind::NonLogicalNewline => (literal_before, value_before),
            _ => (false, false),
        };
        literal_before = literal;
        value_before = value;
    }
    calls
}

/// Strings run together with nothing between (`'a''b'`): legal, but no
/// one writes them so; a quote put back against another made them.
pub(super) fn glued_strings(classes: &[Class]) -> usize {
    classes
        .windows(2)
        .filter(|pair| {
            matches!(pair[0].0, TokenKind::String | TokenKind::FStringEnd)
                && matches!(pair[1].0, TokenKind::String | TokenKind::FStringStart)
                && !pair[1].1
        })
        .count()
}

/// A line whose brackets close on it (roughly: strings not parsed), so
/// that the next line starts a statement rather than continues one.
fn balanced(code: &str) -> bool {
    let opened = code.matches(['(', '[', '{']).count();
    let closed = code.matches([')', ']', '}']).count();
    opened == closed && !code.ends_with('\\') && !code.ends_with(',')
}

/// Tokens of code (not a string's, a comment's or the lines' structure):
/// a change that leaves fewer of them in the same lines has made code
/// into a string's text or a comment, which a repair never does (a lost
/// `#` put back before prose is the one change that may).
/// The code tokens of `classes` that are not words: operators, brackets,
/// commas, numbers. A quote put back turns a sentence's words into text,
/// never these (`'Total : ', round(t, 2), '€"`).
pub(super) fn marks(classes: &[Class]) -> usize {
    let words = classes
        .iter()
        .filter(|(kind, _)| *kind == TokenKind::Name || kind.is_keyword())
        .count();
    code_tokens(classes).saturating_sub(words)
}

pub(super) fn code_tokens(classes: &[Class]) -> usize {
    classes
        .iter()
        .filter(|(kind, _)| {
            !matches!(
                kind,
                TokenKind::String
                    | TokenKind::FStringStart
                    | TokenKind::FStringMiddle
                    | TokenKind::FStringEnd
                    | TokenKind::TStringStart
                    | TokenKind::TStringMiddle
                    | TokenKind::TStringEnd
                    | TokenKind::Comment
                    | TokenKind::Newline
                    | TokenKind::NonLogicalNewline
                    | TokenKind::Indent
                    | TokenKind::Dedent
            )
        })
        .count()
}

/// Two lines swapped where one opens or closes a multi-line string: the
/// lines between move into the string or out of it, text becoming code or
/// code text. A repair puts back what is missing around strings. So does a
/// `#` put before a triple quote.
pub(super) fn moves_string_edge(before: &str, change: &Change) -> bool {
    let odd_triples =
        |line: &str| (line.matches("\"\"\"").count() + line.matches("'''").count()) % 2 == 1;
    // (A `#` put before a triple quote takes it out of code: every later
    // one pairs the other way.)
    let commented = change.kind == Kind::Comment
        && change.start == change.end
        && change.text.trim_end().ends_with('#')
        && before[change.end..].lines().next().is_some_and(odd_triples);
    commented
        || (change.kind == Kind::SwapLines
            && before[change.start..change.end].lines().any(odd_triples))
}

/// Whether `change` inserts one quote and nothing else.
pub(super) fn puts_back_a_quote(change: &Change) -> bool {
    change.start == change.end && (change.text == "\"" || change.text == "'")
}

/// A quote put back between two spaces: its author typed it against its
/// word (`"red"`, not `" red"`); a quote after a lone string prefix (`f`,
/// `r`, `rb`) is where that prefix's quote was lost, and one before a
/// prefix (`"f'...`) makes it text. A quote put in
/// blindly (not where a word of the string ends or begins) costs what one
/// put there does.
pub(super) fn quote_placement(before: &str, change: &Change) -> f64 {
    if !puts_back_a_quote(change) {
        return 0.0;
    }
    let blind = if change.kind == Kind::Insert {
        weights::prior(Kind::CloseString)
    } else {
        0.0
    };
    let left = &before[..change.start];
    let right = &before[change.end..];
    let spaced = |c: Option<char>| c.is_some_and(|c| c == ' ' || c == '\t');
    if spaced(left.chars().next_back()) && spaced(right.chars().next()) {
        return blind + weights::value(Weight::QuoteBetweenSpaces);
    }
    let word_start = left
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_alphanumeric() || *c == '_'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let word = &left[word_start..];
    let prefix = !word.is_empty()
        && word.len() <= 2
        && word.chars().all(|c| "rRbBfFuUtT".contains(c))
        && !right.starts_with(|c: char| c.is_whitespace());
    // (Put before a string's prefix, `"f'note {x}"`, it makes the prefix
    // text and the f-string a plain one: the other quote closes it.)
    let prefix_len = right
        .chars()
        .take_while(|c| "rRbBfFuUtT".contains(*c))
        .count();
    let before_a_prefix = (1..=2).contains(&prefix_len)
        && right[prefix_len..].starts_with(['"', '\''])
        && !left.ends_with(|c: char| c.is_alphanumeric() || c == '_');
    blind
        + if prefix {
            weights::value(Weight::QuoteAfterPrefix)
        } else {
            0.0
        }
        + if before_a_prefix {
            weights::value(Weight::QuoteBeforePrefix)
        } else {
            0.0
        }
}

/// Whether a quote put in leaves a string on its line over a call's keyword
/// arguments (`text("GAME OVER, center=(3, 1), size=60", color="red")`):
/// a string holding `, name=` for a name the file passes as a keyword
/// elsewhere. The quote lost was before them.
pub(super) fn quotes_keyword_arguments(before: &str, after: &str, change: &Change) -> bool {
    if !puts_back_a_quote(change) {
        return false;
    }
    let line_start = after[..change.start].rfind('\n').map_or(0, |i| i + 1);
    let line_end = after[change.start..]
        .find('\n')
        .map_or(after.len(), |i| change.start + i);
    let line = &after[line_start..line_end];
    let before_end = before[change.end..]
        .find('\n')
        .map_or(before.len(), |i| change.end + i);
    let elsewhere = |keyword: &str| {
        [format!("({keyword}="), format!(", {keyword}=")]
            .iter()
            .any(|written| {
                before[..line_start].contains(written.as_str())
                    || before[before_end..].contains(written.as_str())
            })
    };
    let holds_arguments = |body: &str| {
        body.match_indices(", ").any(|(at, _)| {
            let rest = &body[at + 2..];
            let name_len = rest.len()
                - rest
                    .trim_start_matches(|c: char| c.is_alphanumeric() || c == '_')
                    .len();
            name_len > 0
                && rest[name_len..].starts_with('=')
                && !rest[name_len..].starts_with("==")
                && elsewhere(&rest[..name_len])
        })
    };
    tokens(line.trim_start())
        .iter()
        .filter(|t| matches!(t.0, TokenKind::String | TokenKind::FStringMiddle))
        .any(|t| holds_arguments(&line.trim_start()[t.1..t.2]))
}

/// Whether a quote put in takes one of its line's brackets into a string
/// (`['a, 'b']` made `'['a, 'b']`: the `[` the file's `]` closes made
/// text; the quote lost was after `a`).
pub(super) fn takes_a_bracket_in(
    before: &str,
    tokens: &[Token],
    after: &str,
    change: &Change,
) -> bool {
    if !puts_back_a_quote(change) {
        return false;
    }
    let is_bracket = |kind: TokenKind| {
        matches!(
            kind,
            TokenKind::Lpar
                | TokenKind::Rpar
                | TokenKind::Lsqb
                | TokenKind::Rsqb
                | TokenKind::Lbrace
                | TokenKind::Rbrace
        )
    };
    let start = before[..change.start].rfind('\n').map_or(0, |i| i + 1);
    let end = before[change.start..]
        .find('\n')
        .map_or(before.len(), |i| change.start + i);
    // (A line begun inside a string is not read alone.)
    let first = tokens.partition_point(|t| t.1 < start);
    if first > 0 && tokens[first - 1].2 > start {
        return false;
    }
    let had = tokens[first..]
        .iter()
        .take_while(|t| t.1 < end)
        .filter(|t| is_bracket(t.0))
        .count();
    let line = &after[start..end + change.text.len()];
    let has = super::edits::tokens(line)
        .iter()
        .filter(|t| is_bracket(t.0))
        .count();
    has < had
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quote_that_makes_a_bracket_text_is_told() {
        let code = "x = ['a, 'b', 'c',\n     'd']\n";
        let takes = |at: usize| {
            let change = Change::new(at, at, "'", Kind::CloseString);
            takes_a_bracket_in(
                code,
                &super::super::edits::tokens(code),
                &change.apply(code),
                &change,
            )
        };
        // `'['a, ...`: the `[` made text, its `]` left unmatched.
        assert!(takes(4));
        // `['a', ...`: where the quote was lost.
        assert!(!takes(7));
    }

    #[test]
    fn layout_oddities_counted() {
        // A block two steps below its header.
        assert_eq!(oddities("def f():\n        with x:\n            y\n"), 1);
        assert_eq!(oddities("def f():\n    with x:\n        y\n"), 0);
        // Code after a return in the same block.
        assert_eq!(oddities("    return False\n    if x:\n        y\n"), 1);
        assert_eq!(oddities("        return False\n    if x:\n        y\n"), 0);
        // A block header off the grid.
        assert_eq!(oddities("    if x:\n        y\n         else:\n"), 1);
        // A call continued on the next line is not a block.
        assert_eq!(oddities("    return f(\n        x)\n"), 0);
        // A body that is a display opened after the header's colon.
        assert_eq!(oddities("if n < 8: {\n    f()\n}\n"), 1);
        assert_eq!(oddities("x = {\n    \"a\": {\n        1: 2}}\n"), 0);
    }

    #[test]
    fn literals_called_are_counted() {
        use super::super::naturalness::classes;
        let calls = |code: &str| literal_calls(&classes(code));
        assert_eq!(calls("x = ((1, 0), )(-1, 0)\n"), 1);
        assert_eq!(calls("x = [\"a\"\n     (3, \"\")]\n"), 1);
        assert_eq!(calls("x = [1, 2](0)\n"), 1);
        // Calls of what a call, a subscript or a name gives are not.
        assert_eq!(calls("x = f(1, 2)(3)\ny = a[1, 2](3)\nz = (f)(1)\n"), 0);
        assert_eq!(calls("x = \"a\" \"b\"\ny = \"-\".join(z)\n"), 0);
        // Strings run together, and strings apart.
        let glued = |code: &str| glued_strings(&classes(code));
        assert_eq!(glued("x = ('%n, ''\\n')\n"), 1);
        assert_eq!(glued("x = ('%n, ' '\\n', '')\n"), 0);
    }

    #[test]
    fn string_edges_and_quotes() {
        let code = "def f():\n\"\"\"\n    text\n";
        let swap = Change::new(0, 13, "\"\"\"\ndef f():\n", Kind::SwapLines);
        assert!(moves_string_edge(code, &swap));
        let one_line = "x = 1\n\"\"\"doc\"\"\"\n";
        let swap = Change::new(0, one_line.len(), "", Kind::SwapLines);
        assert!(!moves_string_edge(one_line, &swap));
        let spaced = "x =  red\"";
        // Put in blindly, it costs what a string's quote put back does.
        assert_eq!(
            quote_placement(spaced, &Change::new(4, 4, "\"", Kind::CloseString)),
            weights::value(Weight::QuoteBetweenSpaces)
        );
        assert_eq!(
            quote_placement(spaced, &Change::new(4, 4, "\"", Kind::Insert)),
            weights::value(Weight::QuoteBetweenSpaces) + weights::prior(Kind::CloseString)
        );
        let prefix = "return f{x}\"";
        // A word of other scripts before the place: sliced on its bounds.
        assert_eq!(
            quote_placement("▁x", &Change::new(4, 4, "'", Kind::CloseString)),
            0.0
        );
        assert_eq!(
            quote_placement(prefix, &Change::new(8, 8, "\"", Kind::CloseString)),
            weights::value(Weight::QuoteAfterPrefix)
        );
    }
}
