//! The swarm's one error type.

/// Why a swarm run could not start or had to stop early.
#[derive(Debug, thiserror::Error)]
pub enum SwarmError {
    /// The target directory, an option or the model's settings are unusable.
    #[error("{0}")]
    InvalidInput(String),
    /// The model endpoint refused the key, could not be reached or answered
    /// garbage, after the retries. The message is the endpoint's own.
    #[error("model endpoint: {0}")]
    Model(String),
    /// A tool of the catalogue failed where the loop cannot go on without it
    /// (the Judge's measurements, the undo of an iteration).
    #[error(transparent)]
    Tool(#[from] toolsmith::Error),
}

/// The core's error for a front that reports core errors (an exit code, a
/// Python exception, a batch answer): a tool's own error as it was, the
/// rest as invalid input, which is what they are to a caller.
impl From<SwarmError> for toolsmith::Error {
    fn from(error: SwarmError) -> toolsmith::Error {
        match error {
            SwarmError::Tool(core) => core,
            other => toolsmith::Error::InvalidArgument(other.to_string()),
        }
    }
}

pub type Result<T> = std::result::Result<T, SwarmError>;
