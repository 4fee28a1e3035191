//! Why a run ended: one of a few reasons, named in the report as the lab's
//! tools read them (`accepted`, `no_progress`, ...).

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// The Judge accepts: every test passes, every file compiles and reaches the threshold.
    Accepted,
    /// Two iterations in a row changed nothing that was kept.
    NoProgress,
    MaxIterations,
    /// The run's `timeout` passed.
    Timeout,
    MaxModelCalls,
    /// SIGINT or SIGTERM: the iteration under way was undone.
    Interrupted,
    /// The model endpoint failed after its retries (the report's `error` says how).
    ModelError,
}

impl StopReason {
    pub fn as_str(self) -> &'static str {
        match self {
            StopReason::Accepted => "accepted",
            StopReason::NoProgress => "no_progress",
            StopReason::MaxIterations => "max_iterations",
            StopReason::Timeout => "timeout",
            StopReason::MaxModelCalls => "max_model_calls",
            StopReason::Interrupted => "interrupted",
            StopReason::ModelError => "model_error",
        }
    }
}

impl std::fmt::Display for StopReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
