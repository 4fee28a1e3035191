//! What a change at an error costs the search: its kind, the file's
//! habits and layout (see [`super::cost`]), and what the error's message
//! and the lines around it say of where the mistake is (a closer at the
//! end of the line that left a bracket open, a string closed rather than
//! its words made code, a misspelt keyword spelt right).

mod around;
mod elements;
mod indentation;
mod parallel;
mod readings;
mod shape;
mod strings;
mod variables;

use super::brackets::back_at_its_indentation;
use super::calls::made_unbound;
use super::cost::cost;
use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, Kind, Lines, columns, ends_an_element, ends_its_line, leading};
use super::groups::closes_a_group;
use super::named::named_line;
use super::operands;
use super::pairs::{CLOSER_REACH, closer_of, opener_of};
use super::weights::{self, Weight};
pub(super) use around::Around;
use shape::augmented_assignment_at;

/// Whether `change` takes away a character that stands for an operator
/// or a mark (`res ≥ -1e-9` made `res -1e-9`), rather than writing it.
fn takes_a_mark_lookalike(code: &str, change: &Change) -> bool {
    let taken = code[change.start..change.end].trim();
    let mut chars = taken.chars();
    let (Some(c), None) = (chars.next(), chars.next()) else {
        return false;
    };
    !c.is_ascii()
        && super::lookalikes::ascii_for(c).is_some_and(|ascii| {
            ascii.chars().any(|a| a.is_ascii_punctuation()) && !change.text.contains(ascii)
        })
}

/// Whether `change`, a re-indent or a closer put in, left an unexpected
/// indent (`next`, in `repaired`) on the next line of code after its own:
/// a line indented as its author meant, now wrong (a closer ends brackets
/// whose next line continues them). (Any indentation error there, counted
/// the same, made the corpus's repairs less exact.)
pub(super) fn hands_on_its_indentation(
    repaired: &str,
    lines: &Lines,
    change: &Change,
    next: &Diagnosis,
) -> bool {
    let closer = change.kind == Kind::Insert && [")", "]", "}"].contains(&change.text.as_str());
    if !(closer || change.kind.attributes().reindents) || next.kind != ErrorKind::UnexpectedIndent {
        return false;
    }
    // Neither changes a line's count: the file's lines are the same.
    let last = lines.last_line_of(change);
    let after = Lines::of(repaired);
    let next_code = (last + 1..=after.count()).find(|&n| {
        let text = after.slice(repaired, n, n).trim();
        !text.is_empty() && !text.starts_with('#')
    });
    next_code == Some(next.line)
}

/// What `change` costs at `error` (`repaired`: the text it made): lower
/// is likelier.
pub(super) fn change_cost(
    around: &Around,
    code: &str,
    repaired: &str,
    change: &Change,
    lines: &Lines,
    error: &Diagnosis,
) -> f64 {
    // As near the error as the line of the opener its message names. (A
    // change that clears a whole paste, or rewrites a habit the whole
    // file has, starts where that starts: no nearer for it if it holds
    // the error's line.)
    let line = lines.line_of(change.start);
    let holds_the_error = line <= error.line && error.line <= lines.line_of(change.end);
    // (Nor a change at the block its message names: `global x` after
    // `x`'s use moved to the function's first statement, the `async` an
    // `await`'s function lacks put on its `def`, the header whose depth a
    // line's unindent does not match put back at it.)
    let at_the_named_block = matches!(
        error.kind,
        ErrorKind::DeclaredAfterUse | ErrorKind::OutsideAsync
    ) && change.kind == Kind::KeywordMisplaced
        || change.kind == Kind::HeaderDedented;
    let distance = if change.kind.attributes().clears_a_paste && holds_the_error
        || at_the_named_block
        || change.kind.attributes().reported_far_below
    {
        0
    } else {
        named_line(error).map_or(line.abs_diff(error.line), |named| {
            line.abs_diff(error.line).min(line.abs_diff(named))
        })
    };
    // The error line's first word, a keyword misspelt, spelt right: the
    // file's own model cannot judge a keyword the file never writes (the
    // misspelling is why), and the word's place names the change as
    // surely as CPython's message names a comma.
    if change.kind == Kind::Keyword && around.misspelt == Some((change.start, change.end)) {
        return weights::prior(change.kind) + weights::value(Weight::Distance) * distance as f64
            - weights::value(Weight::NamedKeyword);
    }
    let judged = (
        error.line.saturating_sub(2).max(1),
        judged_to(code, lines, error),
    );
    let tokens = around.tokens(code);
    let mut cost = cost(&around.model, code, tokens, repaired, change, lines, judged)
        + weights::value(Weight::Distance) * distance as f64;
    cost += indentation::cost(code, repaired, lines, change, error);
    cost += readings::cost(code, repaired, tokens, lines, change);
    if variables::calls_a_variable(code, repaired, change) {
        cost += weights::value(Weight::VariableCalled);
    }
    if takes_a_mark_lookalike(code, change) {
        cost += weights::value(Weight::MarkLookalikeTaken);
    }
    cost += weights::value(Weight::CallUnbound)
        * made_unbound(code, lines, repaired, change, around.signatures(code)) as f64;
    // `retrun x`: a comma after the word also compiles, but a word the
    // file never writes again that is a keyword misspelt, first on the
    // error's line, is the mistake.
    // (Put right after it, `:`, `,` or `=` make the word a target, a
    // name nothing else uses, as good as lost: `yeild: x`.)
    let leaves_it = |(start, end): (usize, usize)| {
        change.end <= start || (change.start >= end && !code[end..change.start].trim().is_empty())
    };
    if change.kind != Kind::Keyword
        && let Some(word) = around.misspelt
    {
        // Taken away, it is lost: what it began is left a fragment.
        cost += if leaves_it(word) {
            weights::value(Weight::MisspeltLeft)
        } else {
            weights::value(Weight::MisspeltTaken)
        };
    }
    // A name taken from an import or an `except` clause changes what is
    // imported or caught (`import numpy np` is `import numpy as np`, not
    // `import np`).
    let taken = code[change.start..change.end].trim();
    let statement = lines.slice(code, line, line).trim_start();
    if change.text.trim().is_empty()
        && !taken.is_empty()
        && taken.chars().all(|c| c.is_alphanumeric() || c == '_')
        && ["import ", "from ", "except "]
            .iter()
            .any(|k| statement.starts_with(k))
    {
        cost += weights::value(Weight::ImportedNameTaken);
    }
    // A closer put where every bracket of its kind is closed leaves
    // one unmatched: another edit must follow to pair it.
    if change.kind == Kind::Insert && around.unclosed(code, &change.text).is_some_and(|n| n <= 0) {
        cost += weights::value(Weight::CloserUnmatched);
    }
    // As a closer taken where its kind is balanced does: the bracket it
    // closed is left open (a dict's `}` after its list's `]` was lost).
    if change.kind == Kind::Delete
        && around.unclosed(code, &code[change.start..change.end]) == Some(0)
    {
        cost += weights::value(Weight::BalancedCloserDeleted);
    }
    // The change CPython's message names: the comma it asks for, after
    // the expression it points at; the print call or the parenthesized
    // exception types it asks for.
    let at = lines.offset(code, error.line, error.offset);
    let named_comma = error.kind == ErrorKind::ForgotComma
        && matches!(change.kind, Kind::Insert | Kind::KeyboardLayout)
        && change.text == ","
        && change.start > at
        && lines.line_of(change.start) == error.line;
    // (And the colon it asks for where it points, against the code before
    // it: not after a soft keyword or a name earlier on the line, an
    // annotation, `match: x`, nor after the spaces before a comment.)
    let named_colon = error.kind == ErrorKind::ExpectedColon
        && change.kind == Kind::Insert
        && change.text == ":"
        && change.start == code[..at].trim_end_matches([' ', '\t']).len();
    // (Or the Python 2 form, or another language's, CPython stops at:
    // `<>`, `raise E, msg`, `=>`.)
    let named_habit = (change.kind == Kind::Python2
        && matches!(
            error.kind,
            ErrorKind::MissingParentheses(_) | ErrorKind::MultipleExceptionTypes
        ))
        // (A foreign mark rewritten, not one taken away: a `&` a pasted
        // page's entity begins is no Fortran line's end.)
        || ((matches!(
            change.kind,
            Kind::Python2 | Kind::Lookalike | Kind::NumberForm | Kind::ValueUnquoted
        )
            || (change.kind == Kind::ForeignOperator && !change.text.is_empty()))
            && change.start <= at
            && at <= change.end);
    // A line CPython refuses for its tabs: its indentation as CPython
    // reads it (a tab to the next multiple of eight), in spaces, is what
    // its author saw.
    let named_tabs = error.kind == ErrorKind::InconsistentTabs
        && change.kind == Kind::Reindent
        && change.text.chars().all(|c| c == ' ')
        && code[change.start..change.end].contains('\t')
        && columns(&code[change.start..change.end]) == change.text.len();
    // `await` outside an `async def`: the `def` lacks its `async`.
    let named_async = error.kind == ErrorKind::OutsideAsync
        && change.kind == Kind::KeywordMisplaced
        && change.text == "async ";
    // A starred target alone: the tuple's comma CPython asks for.
    let named_tuple =
        error.kind == ErrorKind::StarredTarget && change.kind == Kind::StarredTargetTuple;
    // `=` where only a comparison stands: CPython asks for `==` ("Maybe
    // you meant '==' instead of '='?"; our verdict's wording says only
    // `invalid syntax`, so the rule's shape stands for the message).
    let named_equals = change.kind == Kind::EqualsCompared;
    // A field's conversion CPython finds missing: the one put after `!`.
    let named_conversion = error.kind == ErrorKind::FStringConversion && change.kind == Kind::Field;
    if named_comma
        || named_colon
        || named_habit
        || named_tabs
        || named_async
        || named_tuple
        || named_equals
        || named_conversion
    {
        cost += weights::value(Weight::NamedByMessage);
    }
    // (And an operator put there costs as much: numbers a list already
    // separates with commas lack one more.)
    if error.kind == ErrorKind::ForgotComma
        && change.kind == Kind::Insert
        && change.text != ","
        && around.between_numbers_of_a_list(code, change.start)
    {
        cost += weights::value(Weight::OperatorAmongNumbers);
    }
    // An f-string's field closed by another bracket's closer (`{score)`):
    // that closer was meant as the field's `}`.
    if error.kind == ErrorKind::FStringExpectingBrace
        && change.kind == Kind::Replace
        && change.text == "}"
        && matches!(&code[change.start..change.end], ")" | "]")
        && lines.line_of(change.start) == error.line
    {
        cost += weights::value(Weight::FieldClosedByAnotherCloser);
    }
    // A number before a name, as maths writes a product (`2 math.pi`):
    // the `*` was lost, not a comma making a tuple.
    if change.kind == Kind::Insert
        && change.text.trim_matches(' ') == "*"
        && operands::product_written_as_maths(code, change.start)
    {
        cost += weights::value(Weight::ProductWrittenAsMaths);
    }
    // A string, then an operand, on a line that joins strings with `+`
    // (or before `str(...)`, which only a join needs): the `+` was lost.
    if change.kind == Kind::Insert
        && change.text.trim_matches(' ') == "+"
        && operands::concatenation_lost(code, change.start)
    {
        cost += weights::value(Weight::ConcatenationLost);
    }
    // A string left open lost its closing quote, most often: a quote
    // put before its opening one makes its words code; that one
    // deleted, all of them.
    if error.kind == ErrorKind::UnterminatedString {
        cost += strings::words_made_code_cost(code, lines, around.tokens(code), change, at);
    }
    // The parser stops where a token is missing, most often: a closer
    // put in just there (before the space that leads to it), rather than
    // inside what came before. Surely so at an augmented assignment,
    // which no bracket holds: the target's brackets all closed before it.
    let just_there = change.start <= at
        && code[change.start..at]
            .bytes()
            .all(|b| b == b' ' || b == b'\t')
        && (change.start == at || !code[..change.start].ends_with([' ', '\t']));
    if change.kind == Kind::Insert
        && just_there
        && [")", "]", "}"].contains(&change.text.as_str())
        && error.kind == ErrorKind::InvalidSyntax
    {
        cost += if augmented_assignment_at(code, at) {
            weights::value(Weight::CloserBeforeAugmented)
        } else {
            weights::value(Weight::CloserJustThere)
        };
    }
    // A closer that does not match the bracket open before it was typed
    // after the one that bracket wanted, most often, which was lost just
    // there (`f(["a", "b")`): the model of the file's code may prefer an
    // earlier place, where a shorter display reads as usual
    // (`f(["a"], "b")`), which nobody meant. (Unless the closer starts
    // its line, an outer bracket's, hanging: then the lost one ended the
    // line of its opener, `["a", "b"],` above `}`.)
    if error.kind == ErrorKind::MismatchedCloser && change.inserts_a_closer() {
        let hanging = code[lines.start_of(lines.line_of(at))..at]
            .trim()
            .is_empty();
        let just_before = change.start == at && !hanging;
        let ends_the_openers_line = hanging
            && named_line(error) == Some(lines.line_of(change.start))
            && ends_an_element(code, change.end);
        if just_before || ends_the_openers_line {
            cost += weights::value(Weight::MismatchCloserBefore);
        }
    }
    // A closer CPython finds unmatched is the one typed twice, most
    // often: itself deleted, not one of its neighbours.
    if error.kind == ErrorKind::Unmatched {
        let unmatched = lines.offset(code, error.line, error.offset);
        if change.kind == Kind::Delete && change.start == unmatched {
            // More so at the end of its line, where one too many is typed
            // when counting closers.
            let last = ends_its_line(code, change.end);
            cost += if last {
                weights::value(Weight::UnmatchedDeletedAtEnd)
            } else {
                weights::value(Weight::UnmatchedDeleted)
            };
        }
        // Its opener put just before it makes an empty call of what
        // precedes (`self.r()`), seldom meant.
        if change.kind == Kind::Insert && change.start == unmatched {
            cost += weights::value(Weight::OpenerBeforeUnmatched);
        }
    }
    // A closer put between a name and its bracket (`range(len)(b)`)
    // tears a call or a subscript from what it calls.
    let word_before = code[..change.start]
        .chars()
        .next_back()
        .is_some_and(|c| c.is_alphanumeric() || c == '_');
    // (Or an f-string's field inside an operand: `{type}(r).__name__`.)
    let tears_a_field = change.text == "}" && super::fstrings::cuts_an_operand(code, change.start);
    if (change.kind == Kind::Insert
        && [")", "]", "}"].contains(&change.text.as_str())
        && word_before
        && code[change.end..].starts_with(['(', '[']))
        || tears_a_field
    {
        cost += weights::value(Weight::TearsACall);
    }
    // A bracket never closed: its closer at the end of a line after it
    // is what was forgotten, far more often than anything else, unless
    // the bracket itself was typed twice (`f((x)`).
    let group = closes_a_group(code, around.tokens(code), lines, change);
    if let Some(bracket) = error.bracket.filter(|_| error.never_closed())
        && let Some(closer) = closer_of(bracket)
    {
        let at = lines.offset(code, error.line, error.offset);
        // (Unless the line holds a group whose `)` was lost, see below.)
        let closes_a_line = change.text == closer
            && change.kind == Kind::Insert
            && (ends_an_element(code, change.end) || before_a_headers_colon(code, change.end))
            && group.is_none();
        let doubled = change.kind == Kind::Delete
            && &code[change.start..change.end] == bracket
            && (change.start == at || change.start == at + 1)
            && (code[change.end..].starts_with(bracket) || code[..change.start].ends_with(bracket));
        if closes_a_line || doubled {
            cost += weights::value(Weight::NeverClosedClosed);
        }
    }
    // A bracket left open on a line holding a group whose `)` was lost
    // (see `groups`): closed where its grouping ends. Anywhere else, the
    // group is left as no one writes it: a tuple after an operator
    // (`rate * (1 - d, 2)`), parentheses around a whole value.
    if let Some(closes) = group {
        cost += if closes {
            weights::value(Weight::GroupClosed)
        } else {
            weights::value(Weight::GroupMisplaced)
        };
    }
    // A line's first token that cannot follow the one before: the
    // line before left a bracket open, and its closer was forgotten
    // at its end (reported so when a later line fails first).
    let at_line_start = lines.start_of(error.line)
        + lines.slice(code, error.line, error.line).len()
        - lines.slice(code, error.line, error.line).trim_start().len();
    // (Nor at a line whose group's `)` was lost, see above.)
    let closes_a_line =
        opener_of(&change.text).is_some() && inserted_at_line_end(code, change) && group.is_none();
    if error.kind == ErrorKind::InvalidSyntax
        && at == at_line_start
        && closes_a_line
        && lines.line_of(change.start) < error.line
    {
        cost += weights::value(Weight::ClosesTheLineBefore);
    }
    // Closed on a later line, the bracket would hold lines indented less
    // than its own: they were statements, or an outer bracket's closer.
    if change.inserts_a_closer()
        && (around.outdents_a_continuation(code, lines, change.start)
            || around.behind_an_outer_closer(code, lines, change.start))
    {
        cost += weights::value(Weight::OutdentsAContinuation);
    }
    if change.inserts_a_closer() && around.swallows_a_decorator(code, lines, change.start) {
        cost += weights::value(Weight::SwallowsADecorator);
    }
    if change.inserts_a_closer() && around.holds_a_line_at_its_depth(code, lines, change.start) {
        cost += weights::value(Weight::HoldsALineAtItsDepth);
    }
    // Closed before its header's colon, C's parentheses around a condition
    // hold all of it.
    if change.kind == Kind::Insert
        && change.text == ")"
        && before_a_headers_colon(code, change.end)
        && around.wraps_a_condition(code, change.start)
    {
        cost += weights::value(Weight::WrapsACondition);
    }
    // A colon mid-line above a deeper block makes an annotation or a
    // one-line body, where a header's colon was lost at its end.
    if change.kind == Kind::Insert
        && change.text == ":"
        && around.colon_short_of_a_block(code, lines, change.start)
    {
        cost += weights::value(Weight::ColonShortOfABlock);
    }
    if change.inserts_a_closer() && around.after_a_needless_comma(code, lines, change.start) {
        cost += weights::value(Weight::AfterANeedlessComma);
    }
    // A closer put between two like elements splits their display.
    if change.inserts_a_closer() && around.between_like_elements(code, change.start) {
        cost += weights::value(Weight::BetweenLikeElements);
    }
    // Parentheses around a lone name or number are written by no one.
    if change.kind == Kind::Insert
        && change.text == ")"
        && around.wraps_a_lone_operand(code, change.start)
    {
        cost += weights::value(Weight::WrapsALoneOperand);
    }
    // Closed at the end of the last line before a statement of its own,
    // where its author stopped writing inside it.
    if closes_a_line && around.ends_before_a_statement(code, lines, change.start) {
        cost += weights::value(Weight::EndsBeforeAStatement);
    }
    // Closed too early, the outermost bracket would leave the deeper lines
    // after it, its elements, standing alone.
    if change.kind == Kind::Insert
        && opener_of(&change.text).is_some()
        && ends_an_element(code, change.end)
        && around.strands_its_elements(code, lines, change.start)
    {
        cost += weights::value(Weight::StrandsItsElements);
    }
    cost
}

/// The last line whose surprise every change at `error` is judged on:
/// two after the error's; for a bracket never closed, reported where it
/// opened, the lines it may hold, up to the first statement after them
/// (its closer put on a later line frees no more lines than one put on
/// an earlier line does, which only a span common to both shows).
fn judged_to(code: &str, lines: &Lines, error: &Diagnosis) -> usize {
    let near = error.line + 2;
    if !error.never_closed() {
        return near;
    }
    let depth = leading(lines.slice(code, error.line, error.line)).len();
    let reach = (error.line + CLOSER_REACH).min(lines.count());
    (error.line + 1..=reach)
        .find(|&n| back_at_its_indentation(lines.slice(code, n, n), depth))
        .unwrap_or(reach)
        .max(near)
}

/// Whether byte `at` is just before the `:` that ends its line's code.
fn before_a_headers_colon(code: &str, at: usize) -> bool {
    code[at..].starts_with(':') && ends_its_line(code, at + 1)
}

/// Whether `change` inserts its text where its line's code ends (a line
/// with code: not a blank line, which ends where it begins).
pub(super) fn inserted_at_line_end(code: &str, change: &Change) -> bool {
    let line_start = code[..change.start].rfind('\n').map_or(0, |i| i + 1);
    change.kind == Kind::Insert
        && ends_its_line(code, change.end)
        && !code[line_start..change.start].trim().is_empty()
}
