//! A path of the search: the repairs it made in turn, and what following
//! it with one more costs.

use super::super::edits::Change;
use super::super::weights::{self, Weight};
use super::Found;

/// Edits a path may make to one line: people's lines hold two or three
/// mistakes; a path past this moves its error on by a token at a time
/// (`)(` put in again and again), a loop that would spend the call.
const EDITS_PER_LINE: usize = 6;

impl Found {
    /// The lines (first, last) each step changed, as the text now has them
    /// (near enough: few steps add or take lines).
    pub(in super::super) fn touched(&self) -> Vec<(usize, usize)> {
        self.steps
            .iter()
            .map(|(change, before)| {
                let first = before[..change.start].matches('\n').count() + 1;
                (first, first + change.text.matches('\n').count())
            })
            .collect()
    }

    /// Whether the path has edited one line more than [`EDITS_PER_LINE`]
    /// times (edits of one line each counted).
    pub(super) fn reworks_a_line(&self) -> bool {
        let mut counts = std::collections::HashMap::new();
        self.touched()
            .into_iter()
            .filter(|(first, last)| first == last)
            .any(|(line, _)| {
                let count = counts.entry(line).or_insert(0usize);
                *count += 1;
                *count > EDITS_PER_LINE
            })
    }

    /// This repair, then `more` on top of it.
    pub(super) fn then(&self, more: Found) -> Found {
        // Lines re-indented again undo what an earlier step did to them: a
        // detour, which the lines' tidier look at the later error must not
        // repay (one line's indentation slips once).
        let again = more.steps.iter().any(|(change, before)| {
            reindented(change, before).is_some_and(|now| {
                self.steps.iter().any(|(earlier, text)| {
                    reindented(earlier, text).is_some_and(|then| now.0 <= then.1 && then.0 <= now.1)
                })
            })
        });
        // And a step after the first gets only part of what makes it
        // likelier than an edit of no kind: an error reached by a detour
        // can look so broken that any change there seems to tidy it.
        let cost = if again {
            more.cost.max(0.0) + weights::value(Weight::ReindentedAgain)
        } else if more.cost < 0.0 && !self.steps.is_empty() {
            more.cost * weights::value(Weight::LaterCredit)
        } else {
            more.cost
        };
        let mut steps = self.steps.clone();
        steps.extend(more.steps);
        Found {
            code: more.code,
            steps,
            cost: self.cost + cost,
        }
    }
}

/// The lines (first, last) a re-indent changes in `before`.
fn reindented(change: &Change, before: &str) -> Option<(usize, usize)> {
    change.kind.attributes().reindents.then(|| {
        let line_of = |at: usize| before[..at].matches('\n').count() + 1;
        (line_of(change.start), line_of(change.end))
    })
}
