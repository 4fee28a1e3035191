//! The partial patches a test-guided search has taken so far.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::{Suspicious, TestEdit, TestRepairCandidate};

/// Each file's text as the sandbox has it.
pub(super) type Texts = BTreeMap<String, Arc<String>>;

/// The partial patches taken so far: their edits, the tests they fixed,
/// each file they changed as it is now, and the lines they added or took
/// away (file, line, how many), to keep later lines' numbers right.
#[derive(Debug, Clone, Default)]
pub(super) struct Chain {
    pub(super) edits: Vec<TestEdit>,
    pub(super) fixes: Vec<String>,
    pub(super) files: BTreeMap<String, Arc<String>>,
    pub(super) shifts: Vec<(String, u32, i64)>,
}

impl Chain {
    /// This chain with `partial` (found from it) taken as its next edit.
    pub(super) fn then(&self, partial: &TestRepairCandidate, originals: &Texts) -> Chain {
        let mut next = self.clone();
        next.edits = partial.edits.clone();
        next.fixes = partial.fixes.clone();
        if let Some(last) = partial.edits.last()
            && let Some(now) = partial.files.get(&last.file_path)
        {
            let before = self
                .files
                .get(&last.file_path)
                .or_else(|| originals.get(&last.file_path))
                .map_or(0, |t| t.lines().count());
            let delta = now.lines().count() as i64 - before as i64;
            if delta != 0 {
                next.shifts.push((last.file_path.clone(), last.line, delta));
            }
        }
        next.files = partial
            .files
            .iter()
            .map(|(file, text)| (file.clone(), Arc::new(text.clone())))
            .collect();
        next
    }

    /// `spot`'s line in the chain's text of its file.
    pub(super) fn line_of(&self, spot: &Suspicious) -> u32 {
        let mut line = i64::from(spot.line);
        for (file, at, delta) in &self.shifts {
            if *file == spot.file_path && line > i64::from(*at) {
                line = (line + delta).max(1);
            }
        }
        line as u32
    }
}
