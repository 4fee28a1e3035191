//! Several files written as one change: each file atomically, and a failure
//! part-way puts back every file already written. Used by `patch` and
//! `autofix`, whose changes are all worked out in memory first.

use std::borrow::Borrow;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::error::{Error, Result};
use crate::files::write::Replace;
use crate::sandbox::Sandbox;

/// Threads writing at once, at most: one per core. More overlap more fsync
/// waits but contend for the directories' locks, and the kernel spins on
/// them: over the standard library, 8 writers on 2 cores spent twice the
/// system time of 2 for the same wall time.
const MAX_WRITERS: usize = 8;

/// One file's planned write.
pub(super) struct PlannedWrite {
    /// Where the old content was (None: created).
    pub old: Option<PathBuf>,
    /// Where the new content goes (None: deleted).
    pub new: Option<PathBuf>,
    /// The bytes the old file held, to check nobody changed it meanwhile.
    pub old_bytes: Option<Vec<u8>>,
    pub new_bytes: Vec<u8>,
}

impl Sandbox {
    /// Writes every planned change, each recorded for undo under
    /// `operation`; on a failure, puts back those written. Files are written
    /// by several threads as `writes` yields them (it may still be working
    /// them out): each write waits for its own `fsync`, and the waits
    /// overlap; each directory is synced once, at the end.
    pub(super) fn write_all<W: Borrow<PlannedWrite>>(
        &self,
        writes: impl Iterator<Item = W> + Send,
        operation: &'static str,
    ) -> Result<()> {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let most = cores.clamp(1, MAX_WRITERS);
        let writers = writes.size_hint().1.unwrap_or(most).clamp(1, most);
        let writes = Mutex::new(writes);
        let done: Mutex<Vec<(PathBuf, Option<Vec<u8>>)>> = Mutex::new(Vec::new());
        let failure: Mutex<Option<Error>> = Mutex::new(None);
        let stop = AtomicBool::new(false);
        std::thread::scope(|scope| {
            for _ in 0..writers {
                scope.spawn(|| {
                    while !stop.load(Ordering::Relaxed) {
                        let next = writes.lock().ok().and_then(|mut writes| writes.next());
                        let Some(write) = next else {
                            break;
                        };
                        let mut written = Vec::new();
                        let outcome = self.write_one(write.borrow(), operation, &mut written);
                        if let Ok(mut done) = done.lock() {
                            done.extend(written);
                        }
                        if let Err(error) = outcome {
                            stop.store(true, Ordering::Relaxed);
                            if let Ok(mut failure) = failure.lock() {
                                failure.get_or_insert(error);
                            }
                        }
                    }
                });
            }
        });
        let done = done.into_inner().unwrap_or_default();
        let synced = || self.sync_directories(done.iter().map(|(path, _)| path.as_path()));
        // A directory that cannot be synced is a failed write too: put back.
        let error = match failure.into_inner().ok().flatten() {
            Some(error) => error,
            None => match synced() {
                Ok(()) => return Ok(()),
                Err(error) => error,
            },
        };
        for (path, previous) in done.iter().rev() {
            let how = Replace {
                operation: "rollback",
                record_history: false,
                expect_previous: None,
                sync_directory: false,
            };
            let _ = match previous {
                Some(bytes) => self.replace_file(path, bytes, &how).map(|_| ()),
                None => self.remove_file(path),
            };
        }
        let _ = synced();
        Err(error)
    }

    fn write_one(
        &self,
        plan: &PlannedWrite,
        operation: &'static str,
        done: &mut Vec<(PathBuf, Option<Vec<u8>>)>,
    ) -> Result<()> {
        if let Some(new) = &plan.new {
            let same = plan.old.as_ref() == Some(new);
            let how = Replace {
                operation,
                record_history: true,
                expect_previous: same.then_some(plan.old_bytes.as_deref()),
                sync_directory: false,
            };
            let replaced = self.replace_file(new, &plan.new_bytes, &how)?;
            done.push((new.clone(), replaced.previous));
        }
        if let Some(old) = &plan.old
            && plan.new.as_ref() != Some(old)
        {
            let previous = plan.old_bytes.clone().unwrap_or_default();
            if let Some(history) = self.history() {
                let _ = history.record_removal(&self.locate(old)?, &previous, operation);
            }
            self.remove_file(old)?;
            done.push((old.clone(), Some(previous)));
        }
        Ok(())
    }
}
