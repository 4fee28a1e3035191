//! A batch on disk: the manifest read, the answers file opened (or carried
//! on from with `--resume`, a torn last line kept aside), the run.

use std::collections::HashSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use serde_json::Value;

use super::answerer::{Answerer, ExtraTool};
use super::manifest::{Answer, ManifestLine, id_key, line_id, manifest_lines};
use super::schedule::{Summary, run};
use crate::error::Error;
use crate::journal::Journal;

/// A batch to run: its manifest and where the answers go.
#[derive(Debug, Clone, Default)]
pub struct BatchOptions {
    pub manifest: PathBuf,
    /// `None`: standard output.
    pub out: Option<PathBuf>,
    /// Calls at once (default: the number of cores).
    pub jobs: Option<usize>,
    /// Skip the ids `out` already answers (else an existing `out` is refused).
    pub resume: bool,
}

/// A batch made ready: the lines still to answer, how many were skipped,
/// and where relative sandboxes are taken from.
pub struct Prepared {
    pub lines: Vec<ManifestLine>,
    pub skipped: usize,
    pub base: PathBuf,
}

/// Reads the manifest and, for `--resume`, the answers already given (a
/// torn last line is cut off and kept beside the file as
/// `NAME.torn-TIMESTAMP`). An existing output without `resume` is refused
/// before anything is written.
pub fn prepare(options: &BatchOptions) -> crate::error::Result<Prepared> {
    let shown = options.manifest.display().to_string();
    regular_file(&options.manifest)?;
    let text = std::fs::read(&options.manifest).map_err(|e| Error::from_io(&shown, "read", e))?;
    let text = crate::files::read::decode_text(&shown, text, 0)?;
    let mut lines = manifest_lines(&text);
    let mut skipped = 0;
    if let Some(out) = &options.out {
        let shown = out.display().to_string();
        if out.exists() {
            regular_file(out)?;
        }
        match std::fs::read(out) {
            Ok(_) if !options.resume => {
                return Err(Error::InvalidArgument(format!(
                    "{shown} exists: --resume carries on from it; nothing was overwritten"
                )));
            }
            Ok(existing) => {
                let (answered, complete) = answered_ids(&existing);
                if complete < existing.len() {
                    keep_torn_tail(out, &existing[complete..], complete)
                        .map_err(|e| Error::from_io(&shown, "repair", e))?;
                }
                lines.retain(|line| !answered.contains(&id_key(&line_id(line))));
                skipped = manifest_lines(&text).len() - lines.len();
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(Error::from_io(&shown, "read", e)),
        }
    }
    // Absolute, so that answers name files the same wherever they are run.
    let base = match options.manifest.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let base = std::path::absolute(&base).unwrap_or(base);
    Ok(Prepared {
        lines,
        skipped,
        base,
    })
}

/// Refuses what is not a regular file before it is opened (a FIFO would
/// block the read, a directory cannot be one).
fn regular_file(path: &Path) -> crate::error::Result<()> {
    let shown = path.display().to_string();
    let metadata = std::fs::metadata(path).map_err(|e| Error::from_io(&shown, "stat", e))?;
    let file_type = metadata.file_type();
    if file_type.is_dir() {
        return Err(Error::IsADirectory { path: shown });
    }
    if !file_type.is_file() {
        return Err(Error::SpecialFile {
            path: shown,
            kind: crate::files::read::special_kind(file_type),
        });
    }
    Ok(())
}

/// Moves a torn last line aside and cuts it from `out`.
fn keep_torn_tail(out: &Path, torn: &[u8], complete: usize) -> std::io::Result<()> {
    let stamp = chrono::Local::now().format("%Y%m%dT%H%M%S%.f");
    let mut aside = out.as_os_str().to_owned();
    aside.push(format!(".torn-{stamp}"));
    std::fs::write(&aside, torn)?;
    std::fs::OpenOptions::new()
        .write(true)
        .open(out)?
        .set_len(complete as u64)?;
    eprintln!(
        "toolsmith batch: {}: its last line was torn (a run killed mid-write); kept in {} and answered again",
        out.display(),
        Path::new(&aside).display()
    );
    Ok(())
}

/// Runs a whole batch: answers go to `options.out` (appended, one `write`
/// per line, each flushed) or standard output as each call finishes.
pub fn run_manifest(
    options: &BatchOptions,
    journal: Option<Journal>,
    extra: &[Arc<dyn ExtraTool>],
    progress: &(dyn Fn(&Summary, usize) + Sync),
) -> crate::error::Result<Summary> {
    let prepared = prepare(options)?;
    let output: Box<dyn Write + Send> = match &options.out {
        Some(out) => Box::new(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(out)
                .map_err(|e| Error::from_io(&out.display().to_string(), "open", e))?,
        ),
        None => Box::new(std::io::stdout()),
    };
    let output = Mutex::new(output);
    let failure: Mutex<Option<std::io::Error>> = Mutex::new(None);
    let answerer = Answerer::new(&prepared.base, journal).with_extra_tools(extra);
    let jobs = options
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(2, std::num::NonZero::get));
    let total = prepared.lines.len();
    let sink = |_: &ManifestLine, answer: &Answer| {
        let written = output.lock().map(|mut output| {
            output
                .write_all(answer.line().as_bytes())
                .and_then(|()| output.flush())
        });
        if let Ok(Err(e)) = written
            && let Ok(mut failure) = failure.lock()
        {
            failure.get_or_insert(e);
        }
    };
    let mut summary = run(&answerer, &prepared.lines, jobs, &sink, &|s| {
        progress(s, total)
    });
    summary.skipped = prepared.skipped;
    if let Some(e) = failure.into_inner().ok().flatten() {
        let shown = options
            .out
            .as_ref()
            .map_or("<stdout>".to_string(), |o| o.display().to_string());
        return Err(Error::from_io(&shown, "write", e));
    }
    Ok(summary)
}

/// The ids a previous run's output already answers, and the length of its
/// complete lines (a torn last line, from a run killed mid-write, is not
/// an answer).
pub fn answered_ids(output: &[u8]) -> (HashSet<String>, usize) {
    let complete = output
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |at| at + 1);
    let ids = String::from_utf8_lossy(&output[..complete])
        .lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter_map(|answer| answer.get("id").map(id_key))
        .collect();
    (ids, complete)
}
