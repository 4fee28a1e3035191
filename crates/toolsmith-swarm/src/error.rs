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

impl SwarmError {
    /// Outside the sandbox, as the core's errors say it (exit 3 on the CLI).
    pub fn is_security(&self) -> bool {
        matches!(self, SwarmError::Tool(error) if error.kind() == toolsmith::ErrorKind::Security)
    }
}

pub type Result<T> = std::result::Result<T, SwarmError>;
