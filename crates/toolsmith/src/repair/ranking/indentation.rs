//! What a change costs at an error of indentation (or near one): where a
//! line indented wrongly was meant to stand, read from the lines around it.

use super::super::edits::{Change, Kind, Lines, holds_code, leading, previous_code_line};
use crate::python::SyntaxErrorInfo;

/// The cost the indentation around `change` adds, at `error` (`repaired`:
/// the text it makes).
pub(super) fn cost(
    code: &str,
    repaired: &str,
    lines: &Lines,
    change: &Change,
    error: &SyntaxErrorInfo,
) -> f64 {
    let mut cost = 0.0;
    // An indentation error is an indentation's, or a lost keyword's
    // (`def`, `if`, `except`): punctuation that happens to compile is
    // seldom what was meant.
    let punctuation = matches!(change.kind, Kind::Insert | Kind::Replace | Kind::Delete)
        && !change.text.trim().chars().all(char::is_alphabetic);
    if error.message.contains("indent") && punctuation {
        cost += 1.0;
    }
    // A `return` (`raise`, `break`, `continue`) at the indentation of the
    // code after it leaves that code unreachable, which no one writes: a
    // re-indent that leaves one next to its line is not what was meant.
    if change.kind == Kind::Reindent && leaves_code_unreachable(repaired, lines, change) {
        cost += 3.0;
    }
    // And one put straight into a loop's body, not under a condition
    // there, ends the loop on its first pass: a fallback `return` after
    // the loop, or a `break` under the `if` above it, was meant.
    if matches!(change.kind, Kind::Reindent | Kind::ReindentBlock)
        && leaves_a_loop_at_once(code, lines, change)
    {
        cost += 1.5;
    }
    // A header with no body below it: the next line lost its indentation,
    // far more often than the header its body (a word put after the `:`
    // takes that line out of the block). A definition right after one
    // is where a body was never written.
    if error.message.starts_with("expected an indented block")
        && matches!(change.kind, Kind::Insert | Kind::Name)
        && lines.line_of(change.start) < error.line
        && !starts_a_definition(lines.slice(code, error.line, error.line))
    {
        cost += 1.5;
    }
    // A line indented deeper than the line of code above it, which opens
    // no block, was typed a level too deep: no one indents further to
    // leave a block. Back at that line's indentation, in the same block,
    // rather than out of it.
    if error.message == "unexpected indent"
        && change.kind == Kind::Reindent
        && lines.line_of(change.start) == error.line
        && previous_code_line(code, lines, error.line)
            .is_some_and(|above| leading(above) == change.text)
    {
        cost -= 2.0;
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
    let line = lines.line_of(change.start);
    let word = |text: &str| {
        text.trim_start()
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .next()
            .unwrap_or("")
            .to_string()
    };
    if !matches!(
        word(lines.slice(code, line, line)).as_str(),
        "return" | "break" | "continue" | "raise"
    ) {
        return false;
    }
    let width = super::super::edits::columns(leading(&change.text));
    let header = (1..line)
        .rev()
        .map(|n| lines.slice(code, n, n))
        .find(|text| holds_code(text) && super::super::edits::columns(leading(text)) < width);
    header.is_some_and(|text| matches!(word(text).as_str(), "for" | "while" | "async"))
}

/// Whether a line begins a function or class (or decorates one).
fn starts_a_definition(line: &str) -> bool {
    let code = line.trim_start();
    ["def ", "class ", "async def ", "@"]
        .iter()
        .any(|w| code.starts_with(w))
}
