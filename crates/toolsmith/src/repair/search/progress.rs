//! When a change that leaves the file failing still counts as progress:
//! its first error moved strictly later, or the change undid an error the
//! tokenizer found, showing the parser's error before it (or, a bracket
//! never closed, the parser's error it hid after its opener).

use ruff_python_ast::PythonVersion;

use super::super::brackets::{
    closes_more_than_it_opens, closes_where_its_lines_end, open_at, value_end,
};
use super::super::diagnosis::Diagnosis;
use super::super::edits::{Change, Lines, tokens};
use super::super::layout::takes_a_bracket_in;
use super::super::named::named_line;
use super::super::ranking::inserted_at_line_end;
use super::reading::{
    bracket_mismatch, ends_the_code, holds_the_rest, leaves_its_comma_out, never_closed,
    tokenizer_error,
};

const TRIPLE_DOUBLE: &str = "\"\"\"";
const TRIPLE_SINGLE: &str = "'''";

/// Whether `change` at `error` (at byte `at` of `code`) moved the first
/// error on: `repaired` is the text it made, `next` that text's error.
pub(super) fn moves_on(
    code: &str,
    lines: &Lines,
    at: usize,
    error: &Diagnosis,
    change: &Change,
    repaired: &str,
    next: &Diagnosis,
) -> bool {
    // CPython reads the whole file for the tokenizer's errors
    // before it reports a parser's: one that shows only now,
    // the change made (a closer inserted that leaves another
    // unmatched, a quote that opens a string).
    let tokenizers = |e: &Diagnosis| tokenizer_error(e) || bracket_mismatch(e);
    // (Unless a closer a line lacked shows a later line's own
    // closer typed twice, which the open bracket had matched:
    // `f(x))` below `g(y`.)
    let own_mistake = [")", "]", "}"].contains(&change.text.as_str())
        && inserted_at_line_end(code, change)
        && bracket_mismatch(next)
        && next.line > lines.line_of(change.end)
        && closes_more_than_it_opens(repaired, next.line);
    // (Nor when a block's header lost C's `{` for Python's `:`, and a
    // later line begun by a `}` closed it: that line is C's too.)
    let braces_left = change.kind.attributes().rewrites_braces
        && code[change.start..change.end].ends_with('{')
        && next.unmatched_closer() == Some("}")
        && next.line > lines.line_of(change.end)
        && Lines::of(repaired)
            .slice(repaired, next.line, next.line)
            .trim_start()
            .starts_with('}');
    // (Nor a quote put in that made one of its line's brackets text, so
    // that the closer the file has for it matches nothing: `['a, 'b']`
    // made `'['a, 'b']`.)
    if bracket_mismatch(next)
        && !bracket_mismatch(error)
        && takes_a_bracket_in(code, &tokens(code), repaired, change)
    {
        return false;
    }
    // (Nor a string left open on a later line the change did not touch:
    // a line's strings are its own unless triple quotes run over lines, so
    // it was there before, hidden where the scan of the rest stopped, on a
    // line the change repaired: `(b'ab~cd, 'x', 'a\uFFFD')` lines up.)
    let triple = |text: &str| text.contains(TRIPLE_DOUBLE) || text.contains(TRIPLE_SINGLE);
    // (The line repaired, not left inside a bracket it opened: `(` put at
    // a header's end also lets the scan run on, past its lines.)
    let string_of_its_own = next.string_left_open_on_its_line()
        && next.line > lines.last_line_of(change)
        && !triple(&change.text)
        && !triple(&code[change.start..change.end])
        && {
            let after = Lines::of(repaired);
            let line = after.line_of(change.start + change.text.len());
            let lexed = tokens(repaired);
            let open = |at: usize| open_at(repaired, &lexed, at).map(|(opened, _)| opened);
            open(after.start_of(line)) == open(after.end_of(line))
        };
    // (Nor an error the tokenizer finds on a later line than the change's,
    // where no string of three quotes the change opened or closed could
    // have hidden it, nor a bracket it put in left open: it was there,
    // unread where the parser's error stopped: `\  # note` on line 20
    // below prose on line 1, a bracket left open at the file's end.)
    let left_open_by_it = never_closed(next) && change.text.contains(['(', '[', '{']);
    let there_before = next.line > Lines::of(repaired).line_of(change.start + change.text.len())
        && !bracket_mismatch(next)
        && !triple(&change.text)
        && !triple(&code[change.start..change.end])
        && !left_open_by_it;
    if tokenizers(next)
        && !tokenizers(error)
        && !error.of_indentation
        && !own_mistake
        && !braces_left
        && !string_of_its_own
        && !there_before
    {
        return false;
    }
    // Where the next error is, in the text before the change.
    let mut next_at = Lines::of(repaired).offset(repaired, next.line, next.offset);
    if next_at >= change.start + change.text.len() {
        next_at = next_at - change.text.len() + (change.end - change.start);
    }
    // On a later line; or later on the same one after a change
    // all but certain (`!done || late`: two of C's operators).
    let certain = change.kind.attributes().all_but_certain;
    let mut further =
        next_at > at.max(change.end) && (next.line > lines.line_of(change.end) || certain);
    // A session's prompts, taken off its lines at once: the
    // error at its first prompt is gone, any after it is new.
    further |= change.kind.attributes().clears_a_paste && next.line >= error.line;
    // A bracket reported never closed is reported where it
    // opened, but the parser failed on a later line than that:
    // past this error, if it was on the bracket's line or before.
    if never_closed(next) && !never_closed(error) {
        further |= next.line >= error.line && next.line >= lines.line_of(change.end);
    }
    // Closed at the end of the code, the bracket left open
    // shows the one around it, reported where that one opened:
    // one fewer left open (a file cut off inside brackets).
    if never_closed(next)
        && never_closed(error)
        && change.inserts_a_closer()
        && ends_the_code(code, change.end)
        && holds_the_rest(code, lines, next.line)
    {
        further |= (next.line, next.offset) < (error.line, error.offset);
    }
    // A closer put at its line's end leaves the element it
    // closes without the comma after it, when both were lost
    // (`"b": {"c": 1` above `"d": 2`): CPython names that
    // element, on the change's line, having read the next one.
    if leaves_its_comma_out(code, lines, change, (next, next.line)) {
        further |= next.line >= error.line;
    }
    // CPython's "Perhaps you forgot a comma?" names the first of two
    // values side by side, and its parser failed at the second: after the
    // change, when the value it names holds the change (a comma put back
    // among a display's entries shows the display's own lost closer, `{`
    // named at `append({` above the next statement).
    // (Strictly later than where the parser failed before the change, at
    // the end of the value its own such message named.)
    let comma_lost = |e: &Diagnosis| e.lacks_a_comma();
    if comma_lost(next) && next_at <= change.start {
        let named = Lines::of(repaired).offset(repaired, next.line, next.offset);
        let failed = value_end(&tokens(repaired), named).map(|end| {
            if end >= change.start + change.text.len() {
                end - change.text.len() + (change.end - change.start)
            } else {
                end
            }
        });
        let failed_before = if comma_lost(error) {
            value_end(&tokens(code), at).unwrap_or(at)
        } else {
            at
        };
        further |= failed.is_some_and(|end| end > failed_before.max(change.end));
    }
    // The tokenizer's errors are found before the parser's
    // that precede them: undone, an earlier error shows.
    let tokenizer = tokenizer_error(error)
        || bracket_mismatch(error)
        || change.kind.attributes().may_reveal_an_earlier_error;
    // (A mismatched closer's opener is on the line its message
    // names: a closer put there, at the end of the opener's
    // line, undid it as well.)
    let from = named_line(error)
        .filter(|_| bracket_mismatch(error) && change.inserts_a_closer())
        .unwrap_or(error.line);
    // (Not one the tokenizer finds: an earlier one would have
    // been found first, so it is the same error moved.)
    let revealed = tokenizer
        && lines.line_of(change.start) <= error.line
        && lines.last_line_of(change) >= from.min(error.line)
        && next.line != error.line
        && !tokenizer_error(next)
        && !bracket_mismatch(next)
        && !(moves_lines_only(change) && tokenizer_error(error));
    // A bracket never closed is reported before the parser's errors: its
    // closer put in shows one the bracket hid, between its opener and the
    // closer (a comma lost in a chain of calls whose last `)` was lost too).
    // (Closed where its lines end: any later closer shows the same error.)
    let hidden = never_closed(error)
        && change.inserts_a_closer()
        && !tokenizer_error(next)
        && !bracket_mismatch(next)
        && !never_closed(next)
        && next.line > error.line
        && next.line <= lines.line_of(change.start)
        && closes_where_its_lines_end(code, &tokens(code), lines, change.start);
    further || revealed || hidden
}

/// Whether `change` only re-indents or reorders lines: it cannot undo a
/// string left open or a character out of place, so an earlier error after
/// it (`unexpected indent` on the lines it moved) is its own, not revealed.
fn moves_lines_only(change: &Change) -> bool {
    change.kind.attributes().moves_lines_only
}

/// Whether the change left the file parsing, its parser's error gone, and
/// only the compiler's error to find (a statement out of its place, a
/// declaration after a use): progress wherever that stands (the compiler
/// names it only now), unless the path moved the lines that place it: a
/// block dedented to the top level also leaves its `return` outside a
/// function, and that is no repair.
pub(super) fn parses_now(
    original: &str,
    repaired: &str,
    error: &Diagnosis,
    next: &Diagnosis,
    target: PythonVersion,
) -> bool {
    next.found_by_the_compiler()
        && !error.found_by_the_compiler()
        && placed_as_given(original, repaired, next.line)
        && crate::python::syntax::parse_module(repaired, target).is_ok()
}

/// Whether the lines from `line` back to the top-level line above it start
/// as they did in `original`.
fn placed_as_given(original: &str, repaired: &str, line: usize) -> bool {
    let given: Vec<&str> = original.lines().collect();
    let now: Vec<&str> = repaired.lines().collect();
    if given.len() != now.len() || line == 0 || line > now.len() {
        return false;
    }
    let leading = |l: &str| l.len() - l.trim_start().len();
    for at in (0..line).rev() {
        let (was, is) = (given[at], now[at]);
        if is.trim().is_empty() || is.trim_start().starts_with('#') {
            continue;
        }
        if was[..leading(was)] != is[..leading(is)] {
            return false;
        }
        if leading(is) == 0 {
            return true;
        }
    }
    true
}
