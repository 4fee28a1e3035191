//! How `read`, `write` and `ls` show their results.

use toolsmith::Error;
use toolsmith::files::{ListResult, ReadResult, WriteResult};

use super::Shown;

pub fn read(result: &ReadResult) -> Result<Shown, Error> {
    Ok(Shown::text(result.content.clone()))
}

pub fn write(result: &WriteResult) -> Result<Shown, Error> {
    let verb = if result.created { "created" } else { "wrote" };
    Ok(Shown::text(format!(
        "{verb} {} ({} bytes)\n",
        result.file_path, result.bytes_written
    )))
}

pub fn ls(result: &ListResult) -> Result<Shown, Error> {
    let mut human: String = result.files.iter().map(|f| format!("{f}\n")).collect();
    if result.truncated {
        human.push_str(&format!(
            "... truncated at {} files (raise --max-entries)\n",
            result.count
        ));
    }
    Ok(Shown::text(human))
}
