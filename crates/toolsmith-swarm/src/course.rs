//! What the loop carries from one iteration to the next (the tree as last
//! kept, the history the report shows, the Judge's feedback), and the clock
//! that times each iteration for its record.

use std::time::{Duration, Instant};

use crate::assess::Assessment;
use crate::error::{Result, SwarmError};
use crate::fixer::ModelUsage;
use crate::judge::Verdict;
use crate::limits::Spent;
use crate::report::Iteration;
use crate::toolbox::{Agent, Toolbox};

/// What the loop carries from one step to the next.
pub struct Course {
    /// The assessment of the tree as the Judge last kept it.
    pub kept_tree: Assessment,
    /// Each iteration as the Judge saw it, for the report.
    pub history: Vec<Iteration>,
    /// The Judge's word to the Fixer on its last iteration, if undone.
    pub feedback: String,
    /// Iterations in a row that kept no change.
    pub quiet_iterations: usize,
    /// The endpoint's own message, when the model failed after its retries.
    pub model_error: Option<String>,
}

impl From<Assessment> for Course {
    fn from(measured: Assessment) -> Course {
        Course {
            kept_tree: measured,
            history: Vec::new(),
            feedback: String::new(),
            quiet_iterations: 0,
            model_error: None,
        }
    }
}

impl Course {
    /// How far the run has gone, for its limits to read.
    pub fn spent(&self, threshold: f64, usage: Option<ModelUsage>) -> Spent {
        Spent {
            model_failed: self.model_error.is_some(),
            accepted: self.kept_tree.acceptable(threshold),
            quiet_iterations: self.quiet_iterations,
            iterations: self.history.len(),
            model_calls: usage.map(|usage| usage.calls),
        }
    }

    /// Keeps a model's failure for the limits to read (the run then ends
    /// with a report); any other error ends the run at once.
    pub fn absorb<T>(&mut self, outcome: Result<T>) -> Result<()> {
        match outcome {
            Ok(_) => Ok(()),
            Err(SwarmError::Model(message)) => {
                self.model_error = Some(message);
                Ok(())
            }
            Err(other) => Err(other),
        }
    }
}

/// When an iteration began, and the tools' time spent by then.
pub struct IterationClock<'a> {
    toolbox: &'a Toolbox,
    pub number: usize,
    began: Instant,
    tools: Duration,
    judge: Duration,
}

impl<'a> IterationClock<'a> {
    pub fn start(toolbox: &'a Toolbox, number: usize) -> IterationClock<'a> {
        IterationClock {
            toolbox,
            number,
            began: Instant::now(),
            tools: toolbox.tool_time(),
            judge: toolbox.tool_time_of(Agent::Judge),
        }
    }

    /// The iteration's record in the report, `tree` as the Judge left it.
    pub fn record(
        &self,
        actions: Vec<String>,
        files_changed: Vec<String>,
        verdict: &Verdict,
        tree: &Assessment,
    ) -> Iteration {
        Iteration {
            number: self.number,
            actions,
            files_changed,
            kept: verdict.kept(),
            reason: verdict.reason(),
            mean_score: tree.mean_score(),
            tests: tree.counts(),
            probe_findings: tree.probe.findings.len(),
            duration: self.began.elapsed().as_secs_f64(),
            tool_time: (self.toolbox.tool_time() - self.tools).as_secs_f64(),
            judge_time: (self.toolbox.tool_time_of(Agent::Judge) - self.judge).as_secs_f64(),
        }
    }
}
