//! What a change costs at an error of indentation (or near one): where a
//! line indented wrongly was meant to stand, read from the lines around it.

use super::super::diagnosis::{Diagnosis, ErrorKind};
use super::super::edits::{
    Change, Kind, Lines, columns, first_word, holds_code, is_name, leading, previous_code_line,
    word_places,
};
use super::super::weights::{self, Weight};

/// The cost the indentation around `change` adds, at `error` (`repaired`:
/// the text it makes).
pub(super) fn cost(
    code: &str,
    repaired: &str,
    lines: &Lines,
    change: &Change,
    error: &Diagnosis,
) -> f64 {
    let mut cost = 0.0;
    // An indentation error is an indentation's, or a lost keyword's
    // (`def`, `if`, `except`): punctuation that happens to compile is
    // seldom what was meant.
    let punctuation = matches!(change.kind, Kind::Insert | Kind::Replace | Kind::Delete)
        && !change.text.trim().chars().all(char::is_alphabetic);
    if error.of_indentation && punctuation {
        cost += weights::value(Weight::PunctuationAtIndentation);
    }
    // A `return` (`raise`, `break`, `continue`) at the indentation of the
    // code after it leaves that code unreachable, which no one writes: a
    // re-indent that leaves one next to its line is not what was meant.
    if change.kind == Kind::Reindent && leaves_code_unreachable(repaired, lines, change) {
        cost += weights::value(Weight::LeavesCodeUnreachable);
    }
    // And one put straight into a loop's body, not under a condition
    // there, ends the loop on its first pass: a fallback `return` after
    // the loop, or a `break` under the `if` above it, was meant.
    if matches!(change.kind, Kind::Reindent | Kind::ReindentBlock)
        && leaves_a_loop_at_once(code, lines, change)
    {
        cost += weights::value(Weight::LeavesALoopAtOnce);
    }
    // And a line taken out of a loop that it carries from pass to pass
    // (`i += 1`, a player's turn): the loop reads what it assigns, and
    // nothing after the loop does.
    if change.kind == Kind::Reindent && leaves_a_loop_its_state(code, lines, change) {
        cost += weights::value(Weight::LeavesALoopItsState);
    }
    // A line indented between the file's levels slipped by a space or
    // two from the level it meant: one of the two nearest.
    if change.kind == Kind::Reindent && far_from_its_width_between_levels(code, lines, change) {
        cost += weights::value(Weight::FarFromItsLevel);
    }
    // A header with no body below it: the next line lost its indentation,
    // far more often than the header its body (a word put after the `:`
    // takes that line out of the block). A definition right after one
    // is where a body was never written.
    if error.kind == ErrorKind::ExpectedIndentedBlock
        && matches!(change.kind, Kind::Insert | Kind::Name)
        && lines.line_of(change.start) < error.line
        && !starts_a_definition(lines.slice(code, error.line, error.line))
    {
        cost += weights::value(Weight::WordAfterEmptyHeader);
    }
    // A line indented deeper than the line of code above it, which opens
    // no block, was typed a level too deep: no one indents further to
    // leave a block. Back at that line's indentation, in the same block,
    // rather than out of it.
    if error.kind == ErrorKind::UnexpectedIndent
        && change.kind == Kind::Reindent
        && lines.line_of(change.start) == error.line
        && previous_code_line(code, lines, error.line)
            .is_some_and(|above| leading(above) == change.text)
    {
        cost += weights::value(Weight::BackAtTheLineAbove);
    }
    cost
}

/// Whether, in `repaired` (the re-indent `change` applied), a jump
/// (`return`, `raise`, `break`, `continue`) next to the line it changed,
/// or just above, stands at the indentation of the line of code after it.
/// (A re-indent keeps the lines where they were: `lines` numbers both.)
fn leaves_code_unreachable(repaired: &str, lines: &Lines, change: &Change) -> bool {
    let after = Lines::of(repaired);
    let line = lines.line_of(change.start);
    let code_line = |n: usize| Some(after.slice(repaired, n, n)).filter(|text| holds_code(text));
    // The lines of code around the changed one: two above, one below.
    let above = (1..line).rev().filter(|&n| code_line(n).is_some()).take(2);
    let below = (line + 1..=after.count()).find(|&n| code_line(n).is_some());
    let mut near: Vec<usize> = above.collect();
    near.reverse();
    near.push(line);
    near.extend(below);
    near.windows(2).any(|pair| {
        let (Some(jump), Some(next)) = (code_line(pair[0]), code_line(pair[1])) else {
            return false;
        };
        let word = jump
            .trim_start()
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .next();
        matches!(word, Some("return" | "raise" | "break" | "continue"))
            && leading(jump) == leading(next)
    })
}

/// Whether the re-indent `change` puts a jump (`return`, `break`,
/// `continue`, `raise`) straight into a `for` or `while` body: the nearest
/// line of code above that is indented less is that loop's header.
fn leaves_a_loop_at_once(code: &str, lines: &Lines, change: &Change) -> bool {
    fn word(text: &str) -> &str {
        first_word(text.trim_start())
    }
    let line = lines.line_of(change.start);
    if !matches!(
        word(lines.slice(code, line, line)),
        "return" | "break" | "continue" | "raise"
    ) {
        return false;
    }
    let width = columns(leading(&change.text));
    let header = (1..line)
        .rev()
        .map(|n| lines.slice(code, n, n))
        .find(|text| holds_code(text) && columns(leading(text)) < width);
    header.is_some_and(|text| matches!(word(text), "for" | "while" | "async"))
}

/// Whether the re-indent `change` takes a line out of the loop it stood
/// in, a line that assigns a name the loop reads (its header or body above
/// the line) and that no line after it in its new block reads: left out,
/// it would be a store nothing uses.
fn leaves_a_loop_its_state(code: &str, lines: &Lines, change: &Change) -> bool {
    let line = lines.line_of(change.start);
    let text = lines.slice(code, line, line);
    let (was, now) = (columns(leading(text)), columns(leading(&change.text)));
    let Some(name) = assigned_name(text.trim()) else {
        return false;
    };
    if now >= was {
        return false;
    }
    // The loop header enclosing the lines above, left by the new
    // indentation.
    let mut innermost = was;
    let mut header = None;
    for n in (1..line).rev() {
        let above = lines.slice(code, n, n);
        if !holds_code(above) {
            continue;
        }
        let indent = columns(leading(above));
        if indent < innermost {
            innermost = indent;
            if indent < now {
                break;
            }
            let word = above.trim_start().split(' ').next().unwrap_or("");
            if matches!(word, "for" | "while") {
                header = Some(n);
            }
        }
    }
    let Some(header) = header else {
        return false;
    };
    let names = |n: usize| word_places(lines.slice(code, n, n), name).next().is_some();
    let read_in_loop = (header..line).any(names);
    // The lines after it in its new block (at the top level, the file's).
    let after = (line + 1..=lines.count())
        .take_while(|&n| {
            let text = lines.slice(code, n, n);
            !holds_code(text) || columns(leading(text)) >= now
        })
        .any(names);
    read_in_loop && !after
}

/// Whether the re-indent `change` moves a line whose width no other line
/// of the file has, and no four-column step makes, more than a step away.
fn far_from_its_width_between_levels(code: &str, lines: &Lines, change: &Change) -> bool {
    let line = lines.line_of(change.start);
    let was = columns(leading(lines.slice(code, line, line)));
    let now = columns(leading(&change.text));
    let elsewhere = (1..=lines.count()).any(|n| {
        let text = lines.slice(code, n, n);
        n != line && holds_code(text) && columns(leading(text)) == was
    });
    !was.is_multiple_of(4) && !elsewhere && was.abs_diff(now) > 4
}

/// The name a statement assigns to (`x = ...`, `x += ...`), if it is one.
fn assigned_name(statement: &str) -> Option<&str> {
    let end = statement
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(statement.len());
    let (name, rest) = statement.split_at(end);
    let rest = rest.trim_start();
    let op_end = rest.find('=')?;
    let op = &rest[..op_end];
    let assigns = ["", "+", "-", "*", "/", "//", "%", "**", "|", "&", "^"].contains(&op)
        && !rest[op_end + 1..].starts_with('=');
    (assigns && is_name(name)).then_some(name)
}

/// Whether a line begins a function or class (or decorates one).
fn starts_a_definition(line: &str) -> bool {
    let code = line.trim_start();
    ["def ", "class ", "async def ", "@"]
        .iter()
        .any(|w| code.starts_with(w))
}
