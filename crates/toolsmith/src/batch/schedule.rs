//! A batch's lines answered in parallel, in chunks, each answer written as
//! soon as its call finishes.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

use super::answerer::Answerer;
use super::manifest::{Answer, ManifestLine};

/// What a batch did.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct Summary {
    /// Lines answered by this run.
    pub answered: usize,
    pub succeeded: usize,
    pub failed: usize,
    /// Lines skipped as already answered (`--resume`).
    pub skipped: usize,
}

/// Calls of one sandbox that one thread answers in a row: a sandbox's
/// calls are shared between threads only past this many (a worker forked
/// for a sandbox costs about what a dozen warm lints of small files do).
pub const CHUNK: usize = 16;

/// Answers `lines` on `jobs` threads, handing each answer to `sink` as its
/// call finishes (in the order they finish); `progress` sees the running
/// counts. A thread takes a sandbox's calls [`CHUNK`] at a time, in
/// manifest order: its warm lint workers serve them one after the other
/// (one worker per sandbox, not one per thread, unless a sandbox has more
/// calls than a chunk), and a batch over many sandboxes starts each
/// sandbox's workers once.
pub fn run(
    answerer: &Answerer,
    lines: &[ManifestLine],
    jobs: usize,
    sink: &(dyn Fn(&ManifestLine, &Answer) + Sync),
    progress: &(dyn Fn(&Summary) + Sync),
) -> Summary {
    let chunks = chunks(lines);
    let next = AtomicUsize::new(0);
    let summary = Mutex::new(Summary::default());
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, chunks.len().max(1)) {
            scope.spawn(|| {
                while let Some(chunk) = chunks.get(next.fetch_add(1, Ordering::Relaxed)) {
                    for line in chunk {
                        let answer = answerer.answer(line);
                        sink(line, &answer);
                        if let Ok(mut summary) = summary.lock() {
                            summary.answered += 1;
                            if answer.ok {
                                summary.succeeded += 1;
                            } else {
                                summary.failed += 1;
                            }
                            progress(&summary);
                        }
                    }
                }
            });
        }
    });
    summary.into_inner().unwrap_or_default()
}

/// The lines grouped by the sandbox they name (in order of first mention;
/// lines naming none together), each group cut into chunks of [`CHUNK`].
fn chunks(lines: &[ManifestLine]) -> Vec<Vec<&ManifestLine>> {
    let mut groups: Vec<(Option<String>, Vec<&ManifestLine>)> = Vec::new();
    let mut index: HashMap<Option<String>, usize> = HashMap::new();
    for line in lines {
        let sandbox = serde_json::from_str::<Value>(&line.text)
            .ok()
            .and_then(|call| call.get("sandbox")?.as_str().map(str::to_string));
        let at = *index.entry(sandbox.clone()).or_insert_with(|| {
            groups.push((sandbox, Vec::new()));
            groups.len() - 1
        });
        groups[at].1.push(line);
    }
    groups
        .into_iter()
        .flat_map(|(_, group)| {
            group
                .chunks(CHUNK)
                .map(<[&ManifestLine]>::to_vec)
                .collect::<Vec<_>>()
        })
        .collect()
}
