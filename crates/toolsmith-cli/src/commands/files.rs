//! How `read` shows its result: the file itself, as `cat` prints it (the
//! lines are the command's output; every other command prints its tool's
//! summary).

use toolsmith::Error;
use toolsmith::files::ReadResult;

use super::Shown;

pub fn read(result: &ReadResult) -> Result<Shown, Error> {
    Ok(Shown::text(result.content.clone()))
}
