//! Repeated listings of an unchanged tree, answered without reading it again.
//!
//! Agents list the same tree again and again between edits. A listing is kept
//! with a *witness* of every directory it read: identity (device, inode) and
//! change times (ctime, mtime). Creating, deleting or renaming an entry
//! changes its directory's times, and ctime cannot be set back by a user, so
//! a later call that finds every witness unchanged would read the same
//! entries; it then answers from the kept listing after one `stat` per
//! directory instead of opening and reading each (git's untracked cache
//! relies on the same property).
//!
//! File systems stamp times from a clock that lags real time by up to one
//! tick, so a change made just after a directory was read could carry the
//! time already recorded. A listing is therefore kept only if every directory
//! it read last changed at least [`SETTLED`] before the listing began (git's
//! "racily clean" rule): any later change then carries a later time.
//! Listings that met a symbolic link, skipped an entry, or were truncated are
//! never kept, since something outside the directories read decides them.

use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

use rustix::fd::AsFd;
use rustix::fs::{AtFlags, Stat};

use super::list_types::{ListOptions, ListResult};

/// How long a directory must have been left alone before its listing is kept.
/// Two seconds also covers file systems with coarse times (FAT's is 2 s).
pub const SETTLED: Duration = Duration::from_secs(2);
/// Listings kept at most, and files in them all together.
const MAX_KEPT: usize = 16;
const MAX_KEPT_FILES: usize = 200_000;

/// What a directory looked like when it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Witness {
    device: u64,
    inode: u64,
    changed: (i64, i64),
    modified: (i64, i64),
}

impl Witness {
    pub fn of(stat: &Stat) -> Witness {
        Witness {
            device: stat.st_dev,
            inode: stat.st_ino,
            changed: (stat.st_ctime, stat.st_ctime_nsec as i64),
            modified: (stat.st_mtime, stat.st_mtime_nsec as i64),
        }
    }

    /// Whether the directory was last changed before `instant`.
    fn settled_before(&self, instant: SystemTime) -> bool {
        let Ok(since_epoch) = instant.duration_since(SystemTime::UNIX_EPOCH) else {
            return false;
        };
        let limit = (
            since_epoch.as_secs() as i64,
            since_epoch.subsec_nanos() as i64,
        );
        self.changed < limit && self.modified < limit
    }
}

/// The directories one walk read: each one's path in the sandbox and witness.
#[derive(Debug, Default)]
pub(super) struct Witnesses {
    pub seen: Vec<(std::path::PathBuf, Witness)>,
    /// False once the walk met something the witnesses do not cover: a
    /// symlink, or an entry it skipped (the kept listing would hide a fix).
    pub complete: bool,
}

impl Witnesses {
    pub fn new() -> Witnesses {
        Witnesses {
            seen: Vec::new(),
            complete: true,
        }
    }

    pub fn absorb(&mut self, other: Witnesses) {
        self.seen.extend(other.seen);
        self.complete &= other.complete;
    }
}

/// Which listing: of which directory, spelled how, with which options.
#[derive(Debug, PartialEq, Eq)]
struct Key {
    device: u64,
    inode: u64,
    shown: String,
    include_hidden: bool,
    max_entries: usize,
    all_files: bool,
}

impl Key {
    fn new(listed: &Stat, shown: &str, options: &ListOptions) -> Key {
        Key {
            device: listed.st_dev,
            inode: listed.st_ino,
            shown: shown.to_owned(),
            include_hidden: options.include_hidden,
            max_entries: options.max_entries,
            all_files: options.all_files,
        }
    }
}

struct Kept {
    key: Key,
    /// The listed directory's witness, then each subdirectory's path under it.
    listed: Witness,
    below: Arc<[(CString, Witness)]>,
    listing: Arc<ListResult>,
    last_used: u64,
}

struct Store {
    kept: Vec<Kept>,
    clock: u64,
}

static STORE: Mutex<Store> = Mutex::new(Store {
    kept: Vec::new(),
    clock: 0,
});

/// The kept listing of `listed` (an open handle on the directory, whose
/// `stat` is `listed_stat`), if no directory it read has changed since.
pub(super) fn recall(
    listed: impl AsFd,
    listed_stat: &Stat,
    shown: &str,
    options: &ListOptions,
) -> Option<ListResult> {
    let key = Key::new(listed_stat, shown, options);
    let (expected, below, listing) = {
        let mut store = STORE.lock().ok()?;
        store.clock += 1;
        let clock = store.clock;
        let kept = store.kept.iter_mut().find(|kept| kept.key == key)?;
        kept.last_used = clock;
        (
            kept.listed.clone(),
            kept.below.clone(),
            kept.listing.clone(),
        )
    };
    if Witness::of(listed_stat) != expected {
        return None;
    }
    // Each path is looked up from the listed directory's handle. The lookup may
    // follow a link put in place of a directory since; it only compares what
    // it finds, and a swap changed its parent, which is checked too.
    let unchanged = below.iter().all(|(path, witness)| {
        rustix::fs::statat(listed.as_fd(), path.as_c_str(), AtFlags::SYMLINK_NOFOLLOW)
            .is_ok_and(|stat| Witness::of(&stat) == *witness)
    });
    unchanged.then(|| (*listing).clone())
}

/// Keeps `listing` of the directory at `listed_in_sandbox` if the walk's
/// witnesses cover it and every directory had settled before `began`.
pub(super) fn keep(
    listed_stat: &Stat,
    listed_in_sandbox: &Path,
    options: &ListOptions,
    witnesses: Witnesses,
    listing: &ListResult,
    began: SystemTime,
) {
    let Some(settled) = began.checked_sub(SETTLED) else {
        return;
    };
    if !witnesses.complete
        || listing.truncated
        || listing.files.len() > MAX_KEPT_FILES
        || !witnesses
            .seen
            .iter()
            .all(|(_, witness)| witness.settled_before(settled))
    {
        return;
    }
    let listed = Witness::of(listed_stat);
    let mut below = Vec::with_capacity(witnesses.seen.len());
    for (path, witness) in witnesses.seen {
        let Ok(under) = path.strip_prefix(listed_in_sandbox) else {
            return;
        };
        if under.as_os_str().is_empty() {
            if witness != listed {
                return; // the directory changed while it was read
            }
            continue;
        }
        let Ok(path) = CString::new(under.as_os_str().as_bytes()) else {
            return;
        };
        below.push((path, witness));
    }
    let Ok(mut store) = STORE.lock() else {
        return;
    };
    store.clock += 1;
    let kept = Kept {
        key: Key::new(listed_stat, &listing.directory, options),
        listed,
        below: below.into(),
        listing: Arc::new(listing.clone()),
        last_used: store.clock,
    };
    store.kept.retain(|old| old.key != kept.key);
    store.kept.push(kept);
    // Least recently used first out, within both bounds.
    while store.kept.len() > MAX_KEPT
        || store
            .kept
            .iter()
            .map(|kept| kept.listing.files.len())
            .sum::<usize>()
            > MAX_KEPT_FILES
    {
        let Some(oldest) = store
            .kept
            .iter()
            .enumerate()
            .min_by_key(|(_, kept)| kept.last_used)
            .map(|(i, _)| i)
        else {
            break;
        };
        store.kept.swap_remove(oldest);
    }
}
