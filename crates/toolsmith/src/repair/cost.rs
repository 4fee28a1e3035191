//! What a repair's change costs: its kind's own cost, how much less usual
//! the lines around it become (the file's habits on top of typical
//! Python's), and how much untidier.

use super::edits::{Change, KEYWORDS, Kind, Lines, Token, columns, ends_an_element};
use super::fstring_text::{spec_made_text, swallows_comment};
use super::layout::{
    STEP, code_tokens, glued_strings, literal_calls, marks, moves_string_edge, oddities,
    puts_back_a_quote, quote_placement, quotes_keyword_arguments,
};
use super::merge_conflict::side_features;
use super::named::TYPOGRAPHIC;
use super::naturalness::{Classes, Model, classes};

use super::weights::{self, Weight};
/// Tokens of code a change may leave fewer of (a token typed twice, or an
/// operator run into its neighbour, taken away); more have been swallowed
/// by a string or a comment.
const SWALLOWED: usize = 3;

/// Typical Python: the habits a small file cannot show on its own.
const PRIOR: &str = include_str!("prior.py");

/// The file's token habits, on top of typical Python's: the lines around
/// the error left out, and the lines `touched` (first, last) by the
/// repair's earlier steps: two paths that repaired an earlier error
/// differently would read different habits, and score the same later
/// change apart, deciding between them on that noise.
pub(super) fn model_around(
    code: &str,
    lines: &Lines,
    line: usize,
    touched: &[(usize, usize)],
) -> Model {
    let mut cut: Vec<(usize, usize)> = touched.to_vec();
    cut.push((line.saturating_sub(2).max(1), line + 2));
    cut.sort_unstable();
    let mut all = classes(PRIOR);
    let mut from = 0;
    for (first, last) in cut {
        let start = lines.start_of(first.max(1)).min(code.len());
        if start > from {
            all.extend(classes(&code[from..start]));
        }
        from = from.max(lines.start_of(last + 1).min(code.len()));
    }
    all.extend(classes(&code[from..]));
    Model::of(&all)
}

/// What a change costs: its kind's own cost, how much less usual the lines
/// around it became, and how much untidier (double spaces, trailing space).
pub(super) fn cost(
    model: &Model,
    before: &str,
    tokens: &[Token],
    after: &str,
    change: &Change,
    lines: &Lines,
    around: (usize, usize),
) -> f64 {
    // What was pasted around the code is no code: how usual it reads says
    // nothing (and a magic made a comment swallows its words on purpose).
    if change.kind.attributes().priced_by_prior_alone {
        return weights::prior(change.kind);
    }
    // Nor of a merge's side kept: what the rest of the file uses says.
    if change.kind == Kind::MergeConflict
        && let Some((dropped, both, twice, theirs)) = side_features(before, lines, change)
    {
        return weights::prior(change.kind)
            + weights::value(Weight::MergeNameDropped) * dropped as f64
            + if both {
                weights::value(Weight::MergeBothSides)
            } else {
                0.0
            }
            + weights::value(Weight::MergeBoundTwice) * twice as f64
            + if theirs {
                weights::value(Weight::MergeTheirs)
            } else {
                0.0
            };
    }
    // The same lines `around` the error for every candidate, so that
    // their surprise compares; the changed lines beyond them apart.
    let first = lines.line_of(change.start).saturating_sub(1).max(1);
    let last = lines.line_of(change.end) + 1;
    let mut spans = vec![around];
    if first < around.0 {
        spans.push((first, last.min(around.0 - 1)));
    }
    if last > around.1 {
        spans.push((first.max(around.1 + 1), last));
    }
    let after_lines = Lines::of(after);
    // A change that puts in (or takes away) whole lines moves the lines
    // after it: each line read after the change is the same line moved.
    // (A span that starts where lines are put in takes them in.)
    let added = change.text.matches('\n').count() as isize
        - before[change.start..change.end].matches('\n').count() as isize;
    let moved_to = |line: usize, starts: bool| {
        let after_the_change = if starts {
            lines.start_of(line) > change.start
        } else {
            lines.start_of(line) >= change.start
        };
        if after_the_change {
            line.saturating_add_signed(added).max(1)
        } else {
            line
        }
    };
    let (mut surprise, mut untidier, mut odder) = (0.0, 0.0, 0.0);
    let (mut swallowed, mut marks_swallowed, mut called) = (0, 0, 0);
    for (from, to) in spans {
        // Lexed from the top-level statement before them, as the file has
        // them (lines lexed alone would start at no indentation).
        let context = statement_start(before, tokens, lines, from);
        let old = lines.start_of(from)..lines.end_of(to).min(before.len());
        // (Lines taken away may leave a span's start after its end.)
        let new_end = after_lines.end_of(moved_to(to, false)).min(after.len());
        let new = after_lines.start_of(moved_to(from, true)).min(new_end)..new_end;
        let new_context = after_lines.start_of(moved_to(context, true)).min(new.start);
        let old_classes = Classes::of(&before[lines.start_of(context)..old.end]);
        let new_classes = Classes::of(&after[new_context..new.end]);
        let shift = |range: &std::ops::Range<usize>, by: usize| range.start - by..range.end - by;
        let new_span = new_classes.within(shift(&new, new_context));
        let old_span = old_classes.within(shift(&old, lines.start_of(context)));
        surprise += model.surprise(&new_span) - model.surprise(&old_span);
        swallowed += code_tokens(&old_span).saturating_sub(code_tokens(&new_span));
        marks_swallowed += marks(&old_span).saturating_sub(marks(&new_span));
        called += literal_calls(&new_span).saturating_sub(literal_calls(&old_span));
        odder += glued_strings(&new_span).saturating_sub(glued_strings(&old_span)) as f64;
        untidier += untidiness(&after[new.clone()]) - untidiness(&before[old.clone()]);
        // With the code line above them, to which their indentation answers.
        let above = from.saturating_sub(3).max(1);
        odder += oddities(&after[after_lines.start_of(moved_to(above, true)).min(new.end)..new.end])
            as f64
            - oddities(&before[lines.start_of(above)..old.end]) as f64;
    }
    // Where a field's `}` goes, typical code cannot say: the spec (or the
    // rest of an operand) left out of it reads as one token of text.
    let spec_text = spec_made_text(before, change)
        || (change.text == "}" && super::fstrings::cuts_an_operand(before, change.start));
    if spec_text || change.kind == Kind::Field {
        surprise = 0.0;
    }
    // Nor can it hold what a rule writes unusual by design (its row says
    // which: Python 2's forms made 3's, a dialect's habits, a part put in
    // its place, ...). Lines taken away, an edit's old copy, are of these
    // too: the spans compared line for line are then other lines.
    if change.kind.attributes().unusual_by_design {
        surprise = surprise.min(0.0);
    }
    // Data taken away is no likelier for how unusual it read; nor is a
    // line's whole statement (`break` out of its loop's reach: where it
    // stands was the mistake, not that it is there).
    // Nor is code taken into a string by a quote put in (`print('t[:n]
    // if n else "legend')`): the error token it ends read as surprising as
    // any code, and fewer tokens read as less.
    // (Or by marks the author wrote around code replaced by more quotes
    // than they had: backticks made a raw string's quotes. A typographic
    // quote is a string's already; a triple quote put in where a string's
    // end was lost takes in words that read as code only for that. Or by
    // an f-string's field made its text: see `makes_fields_text`.)
    let quotes = |text: &str| {
        text.chars()
            .filter(|&c| c == '"' || c == '\'' || TYPOGRAPHIC.contains(&c))
            .count()
    };
    let marks_quoted = change.start < change.end
        && quotes(&change.text) > quotes(&before[change.start..change.end]);
    let code_quoted = swallowed >= SWALLOWED
        && (puts_back_a_quote(change) || marks_quoted || makes_fields_text(before, change));
    if takes_a_literal(before, change) || empties_its_line(before, change) || code_quoted {
        surprise = surprise.max(0.0);
    }
    weights::prior(change.kind)
        + lost(before, change)
        + moved(before, change)
        + weights::value(Weight::Surprise) * surprise
        + weights::value(Weight::Untidier) * untidier
        + weights::value(Weight::Layout) * odder
        + quote_placement(before, change)
        + if quotes_keyword_arguments(before, after, change) {
            weights::value(Weight::StringEdgeMoved)
        } else {
            0.0
        }
        + weights::value(Weight::LiteralCalled) * called as f64
        + if lopsided(before, change) || comma_against_the_next(before, change) {
            weights::value(Weight::Lopsided)
        } else {
            0.0
        }
        + if swallows_comment(before, change) {
            weights::value(Weight::StringEdgeMoved)
        } else {
            0.0
        }
        + if spec_text {
            weights::value(Weight::StringEdgeMoved)
        } else {
            0.0
        }
        + if moves_string_edge(before, change) {
            weights::value(Weight::StringEdgeMoved)
        } else {
            0.0
        }
        + if swallowed >= SWALLOWED && !change.kind.attributes().takes_tokens_away {
            weights::value(Weight::StringEdgeMoved)
                + weights::value(Weight::SwallowedToken) * swallowed as f64
        } else if marks_swallowed >= SWALLOWED && change.kind == Kind::CloseString {
            // A string closed may take in a sentence's words, not code.
            weights::value(Weight::StringEdgeMoved)
                + weights::value(Weight::SwallowedToken) * marks_swallowed as f64
        } else {
            0.0
        }
}

/// A binary operator put in with a space on one side only (`11 ==14`,
/// `14.5 -9`):
/// no one writes it so; a comma or another token was meant.
fn lopsided(before: &str, change: &Change) -> bool {
    const BINARY: &[&str] = &[
        "==", "!=", "<=", ">=", "<", ">", "+=", "-=", "*=", "/=", "%", "/", "//", "|", "&", "^",
    ];
    // (Also those that may be unary, after an operand: `14.5 -9`.)
    const AFTER_AN_OPERAND: &[&str] = &["+", "-", "*", "**", "@"];
    if !matches!(change.kind, Kind::Insert | Kind::Replace) {
        return false;
    }
    let left_text = &before[..change.start];
    let after_an_operand = left_text
        .trim_end_matches([' ', '\t'])
        .ends_with(|c: char| c.is_alphanumeric() || "_)]}'\"".contains(c));
    let operator = change.text.trim_matches(' ');
    let binary =
        BINARY.contains(&operator) || (AFTER_AN_OPERAND.contains(&operator) && after_an_operand);
    if !binary {
        return false;
    }
    let left = left_text.ends_with([' ', '\t']) || change.text.starts_with(' ');
    let right = before[change.end..].starts_with([' ', '\t']) || change.text.ends_with(' ');
    left != right
}

/// A comma put in after a space and against the next token (`17.5 ,15`):
/// a comma is typed against what it follows.
fn comma_against_the_next(before: &str, change: &Change) -> bool {
    change.kind == Kind::Insert
        && change.text == ","
        && before[..change.start].ends_with([' ', '\t'])
        && !before[change.end..].starts_with([' ', '\t', '\n', '\r'])
}

/// The nearest line at or before `line` that starts at the first column
/// with code (a top-level statement, most likely), a few hundred lines up
/// at most.
fn statement_start(code: &str, tokens: &[Token], lines: &Lines, line: usize) -> usize {
    const REACH: usize = 300;
    // (Not a line inside a string, a docstring's text or its closing
    // quotes at no indentation: lexed from there, the rest is one string.)
    let in_a_string = |n: usize| {
        let start = lines.start_of(n);
        let before = tokens.partition_point(|t| t.1 < start);
        before > 0 && tokens[before - 1].2 > start
    };
    (line.saturating_sub(REACH).max(1)..=line.max(1))
        .rev()
        .find(|&n| {
            lines
                .slice(code, n, n)
                .chars()
                .next()
                .is_some_and(|c| !c.is_whitespace() && !"#)]}".contains(c))
                && !in_a_string(n)
        })
        .unwrap_or(line.saturating_sub(REACH).max(1))
}

/// A line re-indented far from where it was: slips of indentation are one
/// step (four columns) or less, so each further step counts against it.
fn moved(before: &str, change: &Change) -> f64 {
    if change.kind != Kind::Reindent {
        return 0.0;
    }
    let old = columns(&before[change.start..change.end]);
    let steps = old.abs_diff(columns(&change.text)).div_ceil(STEP);
    weights::value(Weight::ReindentStep) * steps.saturating_sub(1) as f64
}

/// Whether `change` deletes or replaces a number or a string whole: data
/// lost, seldom a slip (a comma lost between two is far likelier).
fn takes_a_literal(before: &str, change: &Change) -> bool {
    let removed = before[change.start..change.end].trim();
    let string = removed.len() >= 2
        && ["\"", "'"]
            .iter()
            .any(|q| removed.starts_with(q) && removed.ends_with(q));
    matches!(change.kind, Kind::Delete | Kind::Replace)
        && (string || removed.starts_with(|c: char| c.is_ascii_digit()))
}

/// Whether `change` deletes all the code its line holds.
fn empties_its_line(before: &str, change: &Change) -> bool {
    let start = before[..change.start].rfind('\n').map_or(0, |i| i + 1);
    let end = before[change.end..]
        .find('\n')
        .map_or(before.len(), |i| change.end + i);
    change.kind == Kind::Delete
        && !before[change.start..change.end].trim().is_empty()
        && before[start..change.start].trim().is_empty()
        && before[change.end..end].trim().is_empty()
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
    // C's `!` is a `not` (`!done`): taken away, the condition turns over.
    // Python 2's `<>` is a `!=`, and `=>` a `>=` typed backwards: half of
    // one changed turns the comparison.
    const TWO_MARKS: [&str; 4] = ["<>", "=>", "=<", "=!"];
    let half_of_comparison = removed.len() == 1
        && TWO_MARKS.iter().any(|pair| {
            (before[..change.start].ends_with(&pair[..1]) && removed == &pair[1..])
                || (removed == &pair[..1] && before[change.end..].starts_with(&pair[1..]))
        });
    if (removed == "!" || half_of_comparison) && matches!(change.kind, Kind::Delete | Kind::Replace)
    {
        return weights::value(Weight::StringEdgeMoved);
    }
    let literal = takes_a_literal(before, change);
    // A character that looks like an ASCII one (U+2212 like `-`) made
    // another: what its author saw on the screen is lost.
    let mut chars = removed.chars();
    let lookalike = chars
        .next()
        .filter(|_| chars.next().is_none())
        .and_then(super::lookalikes::ascii_for);
    if change.kind == Kind::Replace && lookalike.is_some_and(|ascii| ascii != change.text) {
        return weights::value(Weight::LookalikeMisread);
    }
    if change.kind == Kind::Replace {
        return match (literal, content || bracket) {
            (true, _) => weights::value(Weight::LiteralReplaced),
            (false, true) => weights::value(Weight::ContentReplaced),
            (false, false) => 0.0,
        };
    }
    // The closer a line most often lacks is its last one (before the
    // comma that ends a display's element).
    if change.kind == Kind::Insert
        && ends_an_element(before, change.end)
        && [")", "]", "}"].contains(&change.text.as_str())
    {
        return weights::value(Weight::CloserAtElementEnd);
    }
    if change.kind != Kind::Delete {
        return 0.0;
    }
    // A mark between two words taken away glues them into a word the
    // author never wrote (`register(Member` -> `registerMember`); a
    // keyword so glued (`yield* plan` -> `yieldplan`) is lost as well.
    let word_char = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    if !removed.is_empty()
        && !removed.chars().any(|c| c.is_alphanumeric() || c == '_')
        && word_char(before[..change.start].chars().next_back())
        && word_char(before[change.end..].chars().next())
    {
        let is_word = |c: char| c.is_alphanumeric() || c == '_';
        let left = before[..change.start].rsplit(|c| !is_word(c)).next();
        let right = before[change.end..].split(|c| !is_word(c)).next();
        let keyword = [left, right]
            .into_iter()
            .flatten()
            .any(|word| KEYWORDS.contains(&word));
        return weights::value(Weight::Glued)
            + if keyword {
                weights::value(Weight::KeywordGlued)
            } else {
                0.0
            };
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
    match (repeated, literal) {
        (true, _) => 0.0,
        (false, true) => weights::value(Weight::LiteralDeleted),
        (false, false) => weights::value(Weight::UnrepeatedDeleted),
    }
}

/// Spacing its author would not have written: doubled or trailing spaces,
/// a space inside brackets or before a comma, a comment glued to code
/// (`pass# note`; the two spaces before a comment are the usual).
fn untidiness(text: &str) -> f64 {
    text.lines()
        .map(|line| {
            let body = line.trim_start();
            // Each space past the first of a run (`def     grow`), but
            // for the run before a comment.
            let bytes = body.trim_end().as_bytes();
            let doubled = bytes
                .windows(2)
                .enumerate()
                .filter(|(i, pair)| {
                    pair == b"  " && {
                        let after = &bytes[i + 1..];
                        let run = after.iter().take_while(|b| **b == b' ').count();
                        after.get(run) != Some(&b'#')
                    }
                })
                .count();
            let glued = bytes
                .windows(2)
                .filter(|pair| pair[1] == b'#' && pair[0].is_ascii_alphanumeric())
                .count();
            let trailing = usize::from(body.len() != body.trim_end().len());
            let inside = ["( ", "[ ", "{ ", " )", " ]", " }", " ,"]
                .iter()
                .map(|pair| body.matches(pair).count())
                .sum::<usize>();
            (doubled + glued + trailing + inside) as f64
        })
        .sum()
}

/// Whether `change` makes an f-string's fields its text: a field's brace
/// taken away or doubled, or the string's `f` (`{", ".join(x)}` read as text is no
/// likelier for the code it no longer reads).
fn makes_fields_text(before: &str, change: &Change) -> bool {
    let taken = &before[change.start..change.end];
    let brace_taken = matches!(taken, "{" | "}") && !change.text.contains(['{', '}']);
    // (Or doubled before a string: a field that starts with one is code.)
    let rest = &before[change.end..];
    let brace_doubled = change.text == "{"
        && taken.is_empty()
        && (rest.starts_with("{\"")
            || rest.starts_with("{'")
            || (before[..change.start].ends_with('{') && rest.starts_with(['"', '\''])));
    // (An f-string's prefix and its quote, the `f` not kept.)
    let f_prefix = |s: &str| {
        let letters = s.trim_end_matches(['"', '\'']);
        letters.len() < s.len()
            && letters.len() <= 2
            && letters.chars().any(|c| c == 'f' || c == 'F')
            && letters.chars().all(|c| "fFrR".contains(c))
    };
    brace_taken || brace_doubled || (f_prefix(taken) && !f_prefix(&change.text))
}

#[cfg(test)]
mod tests {
    use super::super::edits::{Lines, tokens};
    use super::statement_start;

    #[test]
    fn a_statement_starts_outside_a_docstring() {
        // The docstring's text and closing quotes stand at no indentation:
        // lexed from them, the rest of the file would be one string, and
        // every change below scored alike.
        let code = "\"\"\"Tools.\nText.\n\"\"\"\n\nx = ['a',\n     'b']\n";
        let lines = Lines::of(code);
        assert_eq!(statement_start(code, &tokens(code), &lines, 4), 1);
        assert_eq!(statement_start(code, &tokens(code), &lines, 6), 5);
    }
}
