//! When the search judges a rule's change among the likely ones (the
//! mistakes people make most), from its row's [`Likely`].

use super::diagnosis::{Diagnosis, ErrorKind};
use super::edits::{Change, is_name};
use super::operands::{concatenation_lost, product_written_as_maths};
use super::rules::Likely;

/// Whether the search judges `change` among the likely changes at
/// `error`: the mistakes people make most.
pub(super) fn likely(code: &str, change: &Change, error: &Diagnosis) -> bool {
    match change.kind.attributes().likely {
        Likely::Always => true,
        Likely::Never => false,
        // A line indented wrongly shows as an error of indentation (or of
        // tabs); elsewhere a re-indent that moves the error on is a guess.
        Likely::AtIndentation => error.of_indentation || error.of_tabs,
        Likely::WhenItPutsInWhatLinesLack => {
            [":", ")", "]", "}", ","].contains(&change.text.as_str())
                || (change.text == "=" && lost_assignment(code, change.start))
                || (change.text.trim_matches(' ') == "*"
                    && product_written_as_maths(code, change.start))
                || (change.text.trim_matches(' ') == "+" && concatenation_lost(code, change.start))
        }
        Likely::WhenItReplacesALookalike => {
            match (change.text.as_str(), code.get(change.start..change.end)) {
                ("==", Some("=")) | (":", Some(";")) => true,
                // An f-string's field closed by another bracket's closer.
                ("}", Some(")" | "]")) => error.kind == ErrorKind::FStringExpectingBrace,
                _ => false,
            }
        }
    }
}

/// Whether an `=` put at byte `at` stands between a statement's first
/// word, a bare name, and what follows it (`num1  8`): an assignment's
/// `=` lost.
fn lost_assignment(code: &str, at: usize) -> bool {
    let line_start = code[..at].rfind('\n').map_or(0, |i| i + 1);
    let name = code[line_start..at].trim();
    let rest = code[at..].trim_start_matches([' ', '\t']);
    is_name(name) && !rest.starts_with(['=', '\n', '#']) && !rest.is_empty()
}
