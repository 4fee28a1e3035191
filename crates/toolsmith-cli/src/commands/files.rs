//! How `read`, `write` and `ls` show their results.

use toolsmith::Error;
use toolsmith::files::{ListResult, ReadResult, WriteResult};
use toolsmith::tools::ReadFilesResult;

use super::Shown;

pub fn read(result: &ReadResult) -> Result<Shown, Error> {
    Ok(Shown::text(result.content.clone()))
}

pub fn write(result: &WriteResult) -> Result<Shown, Error> {
    let verb = if result.created { "created" } else { "wrote" };
    let mut human = format!(
        "{verb} {} ({} bytes)\n",
        result.file_path, result.bytes_written
    );
    human.push_str(&super::issue_lines(result.issues.as_ref()));
    Ok(Shown::text(human))
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

/// Several files, each under a `==> name <==` header (as `head` prints them).
pub fn read_many(result: &ReadFilesResult) -> Result<Shown, Error> {
    let mut human = String::new();
    for file in &result.files {
        match (&file.content, &file.error) {
            (Some(content), _) => {
                human.push_str(&format!("==> {} <==\n{content}", file.file_path));
                if !content.is_empty() && !content.ends_with('\n') {
                    human.push('\n');
                }
            }
            (None, error) => human.push_str(&format!(
                "==> {}: error: {} <==\n",
                file.file_path,
                error.as_deref().unwrap_or("unreadable")
            )),
        }
    }
    Ok(Shown::text(human).failing_if(result.errors > 0))
}
