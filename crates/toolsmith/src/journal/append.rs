//! Appending to the JSON-array log in O(entry), safely.
//!
//! - The file is locked (`flock`) for the append; a writer that waited for the
//!   lock on a file that was meanwhile moved aside opens the new one.
//! - Only the file's head and tail are read: a well-formed log ends in `}` then
//!   `]`. The new entry is written over that `]` in one `pwrite` as
//!   `,\n{entry}\n]\n`, so the file is a valid array before and after, and a
//!   writer killed between system calls leaves one or the other.
//! - If the tail is not well formed (a torn write after a power cut, an edit by
//!   hand), the whole file is parsed: an array of complete entries followed by
//!   a torn one is repaired by cutting the torn bytes, which are kept beside it
//!   (`NAME.torn-TIMESTAMP`: maybe the only record of that call); anything else
//!   is moved aside under a timestamped name, never overwritten. Either is
//!   reported.

use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::fs::{FileExt, MetadataExt};
use std::path::{Path, PathBuf};

use serde::Serialize;
use serde_json::Value;

use crate::error::{Error, Result};
use crate::journal::Entry;

/// How many bytes of the tail are examined on the fast path.
const TAIL_WINDOW: u64 = 4096;

/// The entry as written, and what had to be done to the file first.
#[derive(Debug, Clone, Serialize)]
pub struct Appended {
    pub id: String,
    /// Set when the file was repaired or moved aside before this append.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<String>,
}

pub(crate) fn append_entry(path: &Path, entry: &Entry) -> Result<Appended> {
    let shown = path.display().to_string();
    let io = |operation| {
        let shown = shown.clone();
        move |e| Error::from_io(&shown, operation, e)
    };
    let line = serde_json::to_string(entry)
        .map_err(|e| Error::InvalidArgument(format!("entry cannot be encoded as JSON: {e}")))?;
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(io("create log directory"))?;
    }
    let mut notice = None;
    loop {
        let file = lock_current(path).map_err(io("open log"))?;
        match tail_state(&file).map_err(io("read log"))? {
            Tail::Empty => {
                file.write_all_at(format!("[\n{line}\n]\n").as_bytes(), 0)
                    .map_err(io("write log"))?;
                file.set_len(line.len() as u64 + 5)
                    .map_err(io("write log"))?;
            }
            Tail::Open { insert_at, first } => {
                let old_tail = file.metadata().map_err(io("stat log"))?.len() - insert_at;
                let separator = if first { "\n" } else { ",\n" };
                let mut bytes = format!("{separator}{line}\n]\n").into_bytes();
                // Cover the old tail completely, so no stray `]` can survive.
                while (bytes.len() as u64) < old_tail {
                    bytes.push(b' ');
                }
                file.write_all_at(&bytes, insert_at)
                    .map_err(io("write log"))?;
            }
            Tail::Damaged => {
                notice = Some(mend(path, &file).map_err(io("repair log"))?);
                continue; // the file is well formed (or new) now: append to it
            }
        }
        return Ok(Appended {
            id: entry.id.clone(),
            notice,
        });
    }
}

/// Opens (creating) and locks the file at `path`; retries if the file was
/// replaced while we waited for the lock.
fn lock_current(path: &Path) -> std::io::Result<File> {
    loop {
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(path)?;
        rustix::fs::flock(&file, rustix::fs::FlockOperation::LockExclusive)?;
        let held = file.metadata()?;
        match std::fs::metadata(path) {
            Ok(now) if now.dev() == held.dev() && now.ino() == held.ino() => return Ok(file),
            _ => continue, // moved aside or replaced: lock the new one
        }
    }
}

enum Tail {
    /// Nothing but whitespace: start the array.
    Empty,
    /// Well formed; the next entry goes at `insert_at`.
    Open {
        insert_at: u64,
        first: bool,
    },
    Damaged,
}

fn tail_state(file: &File) -> std::io::Result<Tail> {
    let size = file.metadata()?.len();
    let window = size.min(TAIL_WINDOW);
    let mut tail = vec![0u8; window as usize];
    file.read_exact_at(&mut tail, size - window)?;
    let mut head = [0u8; 64];
    let head_len = file.read_at(&mut head, 0)?;
    let first_byte = head[..head_len]
        .iter()
        .position(|b| !b.is_ascii_whitespace());
    if first_byte.is_none() && size <= head_len as u64 {
        return Ok(Tail::Empty);
    }
    if first_byte.map(|i| head[i]) != Some(b'[') {
        return Ok(Tail::Damaged);
    }
    let mut significant = tail
        .iter()
        .enumerate()
        .rev()
        .filter(|(_, b)| !b.is_ascii_whitespace());
    let (Some((_, b']')), Some((last, &before))) = (significant.next(), significant.next()) else {
        return Ok(Tail::Damaged);
    };
    let offset = size - window;
    let insert_at = offset + last as u64 + 1;
    match before {
        b'}' => Ok(Tail::Open {
            insert_at,
            first: false,
        }),
        // `[` then `]`: an empty array, if that `[` is the file's first byte.
        b'[' if offset + last as u64 == first_byte.unwrap_or(0) as u64 => Ok(Tail::Open {
            insert_at,
            first: true,
        }),
        _ => Ok(Tail::Damaged),
    }
}

/// Parses the whole file; keeps every complete entry of an array whose end was
/// torn off, or moves a file that is something else aside. Says what it did.
fn mend(path: &Path, mut file: &File) -> std::io::Result<String> {
    let mut bytes = Vec::new();
    file.seek(SeekFrom::Start(0))?;
    file.read_to_end(&mut bytes)?;
    match complete_prefix(&bytes) {
        Prefix::WholeArray(values) => {
            // Valid, but not in a shape we append to in place (e.g. an array
            // ending in something other than an object): rewrite it closed.
            rewrite(path, &values)?;
            Ok(format!(
                "{}: reformatted the existing array to append",
                path.display()
            ))
        }
        Prefix::Torn { values, torn_at } => {
            let kept = values.len();
            let torn = &bytes[torn_at..];
            if torn.iter().all(u8::is_ascii_whitespace) {
                rewrite(path, &values)?;
                return Ok(format!(
                    "{}: closed an array left open: kept {kept} complete entries",
                    path.display()
                ));
            }
            // The torn bytes first, durably: they may be a call's only record.
            let aside = aside_name(path, "torn");
            let saved = File::create_new(&aside).and_then(|file| {
                file.write_all_at(torn, 0)?;
                file.sync_all()
            });
            saved?;
            rewrite(path, &values)?;
            Ok(format!(
                "{}: repaired a torn end: kept {kept} complete entries; the {} torn bytes are kept in {}",
                path.display(),
                torn.len(),
                aside.display()
            ))
        }
        Prefix::NotAnArray => {
            let aside = aside_name(path, "corrupt");
            std::fs::rename(path, &aside)?;
            Ok(format!(
                "{} was not a JSON array; moved aside to {} and started a new log",
                path.display(),
                aside.display()
            ))
        }
    }
}

enum Prefix {
    WholeArray(Vec<Value>),
    /// The bytes from `torn_at` on are not a complete value.
    Torn {
        values: Vec<Value>,
        torn_at: usize,
    },
    NotAnArray,
}

/// `[` followed by complete values: all of them (`WholeArray`), or all before
/// the point where the bytes end mid-value (`Torn`).
fn complete_prefix(bytes: &[u8]) -> Prefix {
    let skip_ws = |mut at: usize| {
        while at < bytes.len() && bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        at
    };
    let mut at = skip_ws(0);
    if bytes.get(at) != Some(&b'[') {
        return Prefix::NotAnArray;
    }
    at += 1;
    let mut values = Vec::new();
    let mut complete_end = at;
    loop {
        at = skip_ws(at);
        match bytes.get(at) {
            None => break,
            Some(b']') if skip_ws(at + 1) == bytes.len() => return Prefix::WholeArray(values),
            Some(b']') => return Prefix::NotAnArray,
            Some(b',') if !values.is_empty() => at += 1,
            Some(_) if values.is_empty() => {}
            Some(_) => return Prefix::NotAnArray,
        }
        let at_value = skip_ws(at);
        let mut stream =
            serde_json::Deserializer::from_slice(&bytes[at_value..]).into_iter::<Value>();
        match stream.next() {
            Some(Ok(value)) => {
                at = at_value + stream.byte_offset();
                complete_end = at;
                values.push(value);
            }
            Some(Err(e)) if e.is_eof() => break,
            None => break,
            Some(Err(_)) => return Prefix::NotAnArray,
        }
    }
    Prefix::Torn {
        values,
        torn_at: complete_end,
    }
}

/// Replaces the log, atomically, by our format of `values` (one entry a
/// line). Writers waiting on the old file's lock notice the new file.
fn rewrite(path: &Path, values: &[Value]) -> std::io::Result<()> {
    let mut text = String::from("[\n");
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            text.push_str(",\n");
        }
        text.push_str(&value.to_string());
    }
    text.push_str(if values.is_empty() { "]\n" } else { "\n]\n" });
    let mut temporary = path.as_os_str().to_os_string();
    temporary.push(format!(".repair-{}", std::process::id()));
    let temporary = PathBuf::from(temporary);
    let written = (|| {
        let file = File::create(&temporary)?;
        file.write_all_at(text.as_bytes(), 0)?;
        file.sync_all()?;
        std::fs::rename(&temporary, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// `NAME.KIND-TIMESTAMP` beside the log (`corrupt`, `torn`).
fn aside_name(path: &Path, kind: &str) -> PathBuf {
    let stamp = chrono::Local::now().format("%Y%m%dT%H%M%S%.6f");
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(format!(".{kind}-{stamp}"));
    path.with_file_name(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn complete_prefix_keeps_whole_values_and_drops_a_torn_one() {
        let torn = br#"[ {"a": 1}, {"b": [1, 2]}, {"c": "unfinish"#;
        match complete_prefix(torn) {
            Prefix::Torn { values, torn_at } => {
                assert_eq!(values.len(), 2);
                assert_eq!(&torn[torn_at..], br#", {"c": "unfinish"#);
            }
            _ => panic!("expected a torn array"),
        }
        assert!(matches!(complete_prefix(b"[1, 2]\n"), Prefix::WholeArray(v) if v.len() == 2));
        assert!(matches!(
            complete_prefix(b"[{\"a\":1},"),
            Prefix::Torn { .. }
        ));
        assert!(matches!(
            complete_prefix(b"{\"experiments\": []}"),
            Prefix::NotAnArray
        ));
        assert!(matches!(complete_prefix(b"[1 2]"), Prefix::NotAnArray));
        assert!(matches!(complete_prefix(b"[1] x"), Prefix::NotAnArray));
        assert!(matches!(
            complete_prefix(b"[{\"a\": tru}]"),
            Prefix::NotAnArray
        ));
    }
}
