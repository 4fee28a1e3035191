//! One function per command: call the core, shape its result for printing.

pub mod files;

use serde::Serialize;

/// What a command produced: its result as JSON, the same for people, and the
/// exit code (0, or 1 when the tool ran and reports a failure).
pub struct Outcome {
    pub json: serde_json::Value,
    pub human: String,
    pub exit_code: u8,
}

impl Outcome {
    pub fn success(result: &impl Serialize, human: String) -> Result<Outcome, toolsmith::Error> {
        let json = serde_json::to_value(result)
            .map_err(|e| toolsmith::Error::InvalidArgument(format!("cannot encode result: {e}")))?;
        Ok(Outcome {
            json,
            human,
            exit_code: 0,
        })
    }
}
