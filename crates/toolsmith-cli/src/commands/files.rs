//! `read`, `write`, `ls`.

use std::io::Read;
use std::path::Path;

use toolsmith::files::{LineRange, ListOptions, ReadOptions};
use toolsmith::{Error, Sandbox};

use super::Outcome;

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
    let mut input = Vec::new();
    std::io::stdin()
        .lock()
        .take(max_bytes + 1)
        .read_to_end(&mut input)
        .map_err(|e| Error::Io {
            path: "<stdin>".into(),
            operation: "read",
            source: e,
        })?;
    if input.len() as u64 > max_bytes {
        return Err(Error::TooLarge {
            path: "<stdin>".into(),
            size: input.len() as u64,
            limit: max_bytes,
        });
    }
    let content = toolsmith::files::read::decode_text("<stdin>", input, 0)?;
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
