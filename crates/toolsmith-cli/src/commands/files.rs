//! `read`, `write`, `ls`.

use std::path::Path;

use toolsmith::files::{LineRange, ListOptions, ReadOptions};
use toolsmith::{Error, Sandbox};

use super::{Outcome, read_stdin};

pub fn read(
    sandbox: &Sandbox,
    path: &Path,
    lines: Option<LineRange>,
    max_bytes: u64,
) -> Result<Outcome, Error> {
    let result = sandbox.read_file(path, &ReadOptions { lines, max_bytes })?;
    let human = result.content.clone();
    Outcome::success(&result, human)
}

pub fn write(sandbox: &Sandbox, path: &Path, max_bytes: u64) -> Result<Outcome, Error> {
    let content = read_stdin(max_bytes)?;
    let result = sandbox.write_file(path, &content)?;
    let verb = if result.created { "created" } else { "wrote" };
    let human = format!(
        "{verb} {} ({} bytes)\n",
        result.file_path, result.bytes_written
    );
    Outcome::success(&result, human)
}

pub fn ls(
    sandbox: &Sandbox,
    dir: &Path,
    hidden: bool,
    max_entries: usize,
) -> Result<Outcome, Error> {
    let options = ListOptions {
        include_hidden: hidden,
        max_entries,
        ..ListOptions::default()
    };
    let result = sandbox.list_files(dir, &options)?;
    let mut human: String = result.files.iter().map(|f| format!("{f}\n")).collect();
    if result.truncated {
        human.push_str(&format!(
            "... truncated at {} files (raise --max-entries)\n",
            result.count
        ));
    }
    Outcome::success(&result, human)
}
