//! When a run stops: the one place that decides it. The loop asks before
//! every iteration, a model's conversation before every turn; both read the
//! same limits, so a run's end has one rule and one order.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::options::SwarmOptions;
use crate::stop::StopReason;

/// A run without a timeout still ends (the caps end it long before).
const NO_DEADLINE: Duration = Duration::from_secs(7 * 24 * 3600);

/// Iterations in a row that keep nothing before the run gives up.
const MAX_QUIET_ITERATIONS: usize = 2;

/// How far a run may go.
#[derive(Debug, Clone)]
pub struct Limits {
    pub max_iterations: usize,
    /// Model calls for the whole run (the client counts them).
    pub max_model_calls: usize,
    /// Turns of one agent's conversation: a model that never stops is stopped here.
    pub max_turns: usize,
    pub deadline: Instant,
    /// Set by a signal: the run ends before its next iteration or model call.
    pub interrupt: Arc<AtomicBool>,
}

/// How far a run has gone, as its limits read it. Inside an iteration (a
/// model's conversation) only the model calls are counted: the rest is the
/// loop's, and the loop asks between iterations.
#[derive(Debug, Clone, Copy, Default)]
pub struct Spent {
    /// The model endpoint failed after its retries.
    pub model_failed: bool,
    /// The Judge accepts the tree as last kept.
    pub accepted: bool,
    /// Iterations in a row that kept no change.
    pub quiet_iterations: usize,
    pub iterations: usize,
    /// `None` without a model: there are no calls to count.
    pub model_calls: Option<usize>,
}

impl Spent {
    /// Inside an iteration: only the model calls can be counted there.
    pub fn inside_iteration(model_calls: usize) -> Spent {
        Spent {
            model_calls: Some(model_calls),
            ..Spent::default()
        }
    }
}

impl Limits {
    /// The limits of `options`, for a run that started at `started`.
    pub fn of(options: &SwarmOptions, started: Instant) -> Limits {
        Limits {
            max_iterations: options.max_iterations,
            max_model_calls: options.max_model_calls,
            max_turns: options.max_turns,
            deadline: started + options.timeout.unwrap_or(NO_DEADLINE),
            interrupt: Arc::clone(&options.interrupt),
        }
    }

    /// Why the run must stop now, if it must. The order matters where two
    /// hold at once: a failure first, then the outcome, then the caps.
    pub fn check(&self, spent: &Spent) -> Option<StopReason> {
        if spent.model_failed {
            Some(StopReason::ModelError)
        } else if spent.accepted {
            Some(StopReason::Accepted)
        } else if spent.quiet_iterations >= MAX_QUIET_ITERATIONS {
            Some(StopReason::NoProgress)
        } else if self.interrupted() {
            Some(StopReason::Interrupted)
        } else if spent.iterations >= self.max_iterations {
            Some(StopReason::MaxIterations)
        } else if Instant::now() >= self.deadline {
            Some(StopReason::Timeout)
        } else if spent
            .model_calls
            .is_some_and(|calls| calls >= self.max_model_calls)
        {
            Some(StopReason::MaxModelCalls)
        } else {
            None
        }
    }

    /// A signal asked the run to end.
    pub fn interrupted(&self) -> bool {
        self.interrupt.load(Ordering::SeqCst)
    }

    /// What is left of the run's time.
    pub fn time_left(&self) -> Duration {
        self.deadline.saturating_duration_since(Instant::now())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(max_iterations: usize, max_model_calls: usize) -> Limits {
        Limits {
            max_iterations,
            max_model_calls,
            max_turns: 30,
            deadline: Instant::now() + Duration::from_secs(3600),
            interrupt: Arc::new(AtomicBool::new(false)),
        }
    }

    #[test]
    fn the_outcome_comes_before_the_caps_and_a_failure_before_both() {
        let limits = limits(3, 5);
        let mut spent = Spent {
            iterations: 3,
            model_calls: Some(5),
            ..Spent::default()
        };
        assert_eq!(limits.check(&spent), Some(StopReason::MaxIterations));
        spent.accepted = true;
        assert_eq!(limits.check(&spent), Some(StopReason::Accepted));
        spent.model_failed = true;
        assert_eq!(limits.check(&spent), Some(StopReason::ModelError));
    }

    #[test]
    fn a_run_without_a_model_has_no_calls_to_run_out_of() {
        let limits = limits(3, 0);
        assert_eq!(limits.check(&Spent::default()), None);
        let with_model = Spent {
            model_calls: Some(0),
            ..Spent::default()
        };
        assert_eq!(limits.check(&with_model), Some(StopReason::MaxModelCalls));
        limits.interrupt.store(true, Ordering::SeqCst);
        assert_eq!(limits.check(&with_model), Some(StopReason::Interrupted));
    }

    #[test]
    fn two_quiet_iterations_are_no_progress() {
        let limits = limits(10, 5);
        let mut spent = Spent {
            quiet_iterations: 1,
            ..Spent::default()
        };
        assert_eq!(limits.check(&spent), None);
        spent.quiet_iterations = 2;
        assert_eq!(limits.check(&spent), Some(StopReason::NoProgress));
    }
}
