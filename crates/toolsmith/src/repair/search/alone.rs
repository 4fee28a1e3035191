//! Each mistake of a repair in several steps judged again as if it were
//! the file's only one. The search meets a file's errors in CPython's
//! order, and a mistake not yet reached changes what CPython says of the
//! one before it (a dict's lost `}` is "never closed" with an `=` for `==`
//! further down, "perhaps a comma" without): a step taken in that light
//! can be a detour a later step pays for. With every other stretch
//! repaired, a stretch's lines put back as they were hold one mistake,
//! which the search repairs as it repairs single mistakes, its best case;
//! a stretch that compiles put back was never needed.

use std::ops::Range;
use std::time::Instant;

use similar::{DiffOp, TextDiff};

use super::super::edits::{Change, Kind};
use super::{Found, Search};
use crate::python::validate;

/// The part of an error's share one stretch's search may take: a stretch
/// holds one mistake, and of the single mistakes of people's files
/// repaired as meant, 99% take under 200 ms (a search that runs long
/// alone is lost in a mistake the path already repaired its way).
const STRETCH_SHARE: u32 = 6;

/// Lines a repair changed: its lines in the original text and in the
/// repaired one (0-based, the end excluded).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stretch {
    old: Range<usize>,
    new: Range<usize>,
}

impl Search {
    /// `best`, a repair of [`Search::original`] in two steps or more, with
    /// each stretch of lines it changed repaired again alone (while time
    /// is left): its edits, when that changed it, one per stretch, each of
    /// the kind of the last step that wrote there. The search alone is
    /// taken where the stretch was never needed, where it repairs the
    /// mistake elsewhere (the stretch mended a symptom), or where the
    /// path wrote the stretch in more steps than it has stretches (a
    /// detour); not where it only edits the same lines otherwise, a choice
    /// the path made too.
    pub(in super::super) fn each_alone(&self, best: Found) -> Found {
        if best.steps.len() < 2 {
            return best;
        }
        let original = self.original.as_str();
        let mut text = best.code.clone();
        let mut writers = best.steps.clone();
        // The lines of the original each step wrote, worked out once: a
        // step's text never changes.
        let mut spans: Vec<Range<usize>> = writers
            .iter()
            .map(|(change, before)| written(original, change, before))
            .collect();
        let mut judged: Vec<Range<usize>> = Vec::new();
        let rounds = 2 * stretches(original, &text).len();
        for _ in 0..rounds {
            if Instant::now() >= self.deadline {
                break;
            }
            let groups = grouped(stretches(original, &text), &spans);
            // One group left is the whole search's question again.
            if groups.len() < 2 {
                break;
            }
            let Some(group) = groups.into_iter().find(|g| !judged.contains(&g[0].old)) else {
                break;
            };
            judged.push(group[0].old.clone());
            let undone = group.iter().rev().fold(text.clone(), |now, stretch| {
                put_back(original, &now, stretch)
            });
            if validate(&undone, self.target).is_ok() {
                text = undone;
                continue;
            }
            let alone = Search {
                original: undone.clone(),
                target: self.target,
                deadline: self
                    .deadline
                    .min(Instant::now() + self.per_error / STRETCH_SHARE),
                per_error: self.per_error,
                beam: self.beam,
            };
            let Some(repaired) = alone.run(&undone).complete.into_iter().next() else {
                continue;
            };
            // (Written in more steps than stretches: a detour, such as a
            // `}` put in, then made a `,`.)
            let written_by: usize = group
                .iter()
                .map(|stretch| writers_of(&stretch.old, &spans).count())
                .sum();
            let detour = written_by > group.len();
            let taken = detour || elsewhere(&undone, &repaired.code, &group);
            if repaired.code != text && taken {
                text = repaired.code;
                spans.extend(
                    repaired
                        .steps
                        .iter()
                        .map(|(change, before)| written(original, change, before)),
                );
                writers.extend(repaired.steps);
            }
        }
        if text == best.code {
            return best;
        }
        rebuilt(original, &text, &writers, &spans, best.cost)
    }
}

/// `stretches` grouped where one step wrote across several of them (a
/// rule that rewrites a block, or a habit the whole file has): they are
/// put back together.
fn grouped(stretches: Vec<Stretch>, spans: &[Range<usize>]) -> Vec<Vec<Stretch>> {
    let mut groups: Vec<Vec<Stretch>> = Vec::new();
    for stretch in stretches {
        let shares_a_step = groups.last().is_some_and(|group| {
            spans.iter().any(|span| {
                overlaps(span, &stretch.old) && group.iter().any(|s| overlaps(span, &s.old))
            })
        });
        match groups.last_mut() {
            Some(group) if shares_a_step => group.push(stretch),
            _ => groups.push(vec![stretch]),
        }
    }
    groups
}

/// Whether `repaired`, the search's repair of `undone`, changed lines
/// outside those `group` put back (at their places in `undone`).
fn elsewhere(undone: &str, repaired: &str, group: &[Stretch]) -> bool {
    // The group's lines in `undone`: each stretch's new start moved by
    // the lines the stretches before it put back.
    let mut shift = 0isize;
    let places: Vec<Range<usize>> = group
        .iter()
        .map(|s| {
            let start = s.new.start.saturating_add_signed(shift);
            shift += s.old.len() as isize - s.new.len() as isize;
            start..start + s.old.len()
        })
        .collect();
    stretches(undone, repaired)
        .iter()
        .any(|change| !places.iter().any(|place| overlaps(place, &change.old)))
}

/// Whether two line ranges meet (an empty range stands for the gap
/// between the line before it and its start).
fn overlaps(a: &Range<usize>, b: &Range<usize>) -> bool {
    let widen = |r: &Range<usize>| {
        if r.is_empty() {
            r.start.saturating_sub(1)..r.start + 1
        } else {
            r.clone()
        }
    };
    let (a, b) = (widen(a), widen(b));
    a.start < b.end && b.start < a.end
}

/// The stretches of lines `text` changed from `original`.
fn stretches(original: &str, text: &str) -> Vec<Stretch> {
    let mut out: Vec<Stretch> = Vec::new();
    for op in TextDiff::from_lines(original, text).ops() {
        if matches!(op, DiffOp::Equal { .. }) {
            continue;
        }
        let (old, new) = (op.old_range(), op.new_range());
        match out.last_mut() {
            Some(last) if last.old.end == old.start && last.new.end == new.start => {
                last.old.end = old.end;
                last.new.end = new.end;
            }
            _ => out.push(Stretch { old, new }),
        }
    }
    out
}

/// `text`'s lines with their endings, as the line diff splits them (a
/// lone `\r` ends a line too).
fn lines_of(text: &str) -> Vec<&str> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    let mut at = 0;
    while at < bytes.len() {
        let end = match bytes[at] {
            b'\r' if bytes.get(at + 1) == Some(&b'\n') => at + 2,
            b'\r' | b'\n' => at + 1,
            _ => {
                at += 1;
                continue;
            }
        };
        out.push(&text[start..end]);
        start = end;
        at = end;
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// `text` with `stretch`'s lines as `original` has them.
fn put_back(original: &str, text: &str, stretch: &Stretch) -> String {
    let (old, new) = (lines_of(original), lines_of(text));
    let mut out = String::with_capacity(text.len());
    out.extend(new[..stretch.new.start].iter().copied());
    out.extend(old[stretch.old.clone()].iter().copied());
    out.extend(new[stretch.new.end..].iter().copied());
    out
}

/// Byte offsets of `lines` (0-based, the end excluded) in `text`.
fn span(text: &str, lines: &Range<usize>) -> Range<usize> {
    let mut at = 0;
    let mut start = text.len();
    for (n, line) in lines_of(text).into_iter().enumerate() {
        if n == lines.start {
            start = at;
        }
        if n == lines.end {
            return start.min(at)..at;
        }
        at += line.len();
    }
    start.min(at)..at
}

/// `text` from `original` as one edit per stretch, in order, each shown
/// against the text the edits before it made.
fn rebuilt(
    original: &str,
    text: &str,
    writers: &[(Change, String)],
    spans: &[Range<usize>],
    cost: f64,
) -> Found {
    let mut steps = Vec::new();
    let mut current = original.to_string();
    let mut shift = 0isize;
    for stretch in stretches(original, text) {
        let (old, new) = (span(original, &stretch.old), span(text, &stretch.new));
        let (was, now) = (&original[old.clone()], &text[new]);
        let prefix = common_prefix(was, now);
        let suffix = common_suffix(&was[prefix..], &now[prefix..]);
        let (start, end) = (old.start + prefix, old.end - suffix);
        let put = &now[prefix..now.len() - suffix];
        let kind = writers_of(&stretch.old, spans)
            .next_back()
            .map(|at| writers[at].0.kind)
            .unwrap_or(match (start == end, put) {
                (true, _) => Kind::Insert,
                (false, "") => Kind::Delete,
                _ => Kind::Replace,
            });
        let moved = |at: usize| at.saturating_add_signed(shift);
        let change = Change::new(moved(start), moved(end), put, kind);
        let before = std::mem::take(&mut current);
        current = change.apply(&before);
        shift += put.len() as isize - (end - start) as isize;
        steps.push((change, before));
    }
    Found {
        code: text.to_string(),
        steps,
        cost,
    }
}

/// Bytes two texts begin with alike, on a character boundary.
fn common_prefix(a: &str, b: &str) -> usize {
    a.char_indices()
        .zip(b.chars())
        .find(|((_, x), y)| x != y)
        .map_or(a.len().min(b.len()), |((at, _), _)| at)
}

/// Bytes two texts end with alike, on a character boundary.
fn common_suffix(a: &str, b: &str) -> usize {
    a.chars()
        .rev()
        .zip(b.chars().rev())
        .take_while(|(x, y)| x == y)
        .map(|(x, _)| x.len_utf8())
        .sum()
}

/// The places of the steps whose changes touch `lines` of the original,
/// in order, from the lines each step wrote (`spans`).
fn writers_of<'a>(
    lines: &'a Range<usize>,
    spans: &'a [Range<usize>],
) -> impl DoubleEndedIterator<Item = usize> + 'a {
    spans
        .iter()
        .enumerate()
        .filter(move |(_, span)| overlaps(span, lines))
        .map(|(at, _)| at)
}

/// The lines of `original` a step's change wrote, found through the text
/// it applied to.
fn written(original: &str, change: &Change, before: &str) -> Range<usize> {
    // (Line endings counted as the diff counts them.)
    let line = |at: usize| {
        let text = &before[..at];
        text.matches('\n').count() + text.matches('\r').count() - text.matches("\r\n").count()
    };
    let from = in_original(original, before, line(change.start)).start;
    let to = in_original(original, before, line(change.end)).end;
    from..to.max(from + 1)
}

/// The lines of `original` that line `line` of `text` stands for: its own,
/// where unchanged, or the stretch it is part of.
fn in_original(original: &str, text: &str, line: usize) -> Range<usize> {
    for op in TextDiff::from_lines(original, text).ops() {
        let (old, new) = (op.old_range(), op.new_range());
        if new.contains(&line) {
            return match op {
                DiffOp::Equal { .. } => {
                    let at = old.start + (line - new.start);
                    at..at + 1
                }
                _ => old.start..old.end.max(old.start + 1),
            };
        }
    }
    let end = lines_of(original).len();
    end..end + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stretch_put_back_is_the_original_there() {
        let original = "a\nb\nc\nd\n";
        let text = "a\nB\nc\nD\nE\n";
        let all = stretches(original, text);
        assert_eq!(all.len(), 2);
        assert_eq!(put_back(original, text, &all[0]), "a\nb\nc\nD\nE\n");
        assert_eq!(put_back(original, text, &all[1]), "a\nB\nc\nd\n");
    }

    #[test]
    fn lines_end_as_the_diff_ends_them() {
        assert_eq!(lines_of("a\r\nb\rc\nd"), ["a\r\n", "b\r", "c\n", "d"]);
        let original = "x = (1,\ry = 2\r";
        let text = "x = (1,)\ry = 2\r";
        let all = stretches(original, text);
        assert_eq!(put_back(original, text, &all[0]), original);
        let found = rebuilt(original, text, &[], &[], 0.0);
        assert_eq!(found.steps.len(), 1);
    }

    #[test]
    fn rebuilt_edits_make_the_text_from_the_original() {
        let original = "x = (1,\ny = 2\nif y = 2:\n    pass\n";
        let text = "x = (1,)\ny = 2\nif y == 2:\n    pass\n";
        let found = rebuilt(original, text, &[], &[], 0.0);
        assert_eq!(found.steps.len(), 2);
        let mut now = original.to_string();
        for (change, before) in &found.steps {
            assert_eq!(&now, before);
            now = change.apply(before);
        }
        assert_eq!(now, text);
        assert_eq!(found.steps[0].0.text, ")");
        assert_eq!(found.steps[1].0.text, "=");
    }
}
