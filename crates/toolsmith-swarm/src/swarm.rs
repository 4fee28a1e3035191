//! The loop: the Auditor measures and plans, the Fixer repairs, the Judge
//! measures again and keeps the iteration only if nothing regressed, until
//! the Judge accepts, two iterations in a row change nothing, or a cap.

use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::{Map, json};
use toolsmith::journal::{ActionType, Status};
use toolsmith::tools::{Context, PathBase};

use crate::assess::Assessment;
use crate::error::{Result, SwarmError};
use crate::fixer::{Fixer, ModelFixer};
use crate::judge::{diffs, judgement, regression, remaining};
use crate::offline::OfflineFixer;
use crate::options::{ModelChoice, SwarmOptions};
use crate::plan::Plan;
use crate::report::{Iteration, ReportedFinding, SwarmReport};
use crate::rollback::{Snapshot, restore};
use crate::stop::StopReason;
use crate::target::check_target;
use crate::toolbox::{Agent, Toolbox};

/// A run without a timeout still ends (the caps end it long before).
const NO_DEADLINE: Duration = Duration::from_secs(7 * 24 * 3600);

/// Repairs the tree at `target_dir` in place.
pub fn run(target_dir: &Path, options: &SwarmOptions) -> Result<SwarmReport> {
    let started = Instant::now();
    let directory = check_target(target_dir)?;
    let mut context = Context::new(target_dir, PathBase::WorkingDirectory);
    context.environment = options.environment.clone();
    let toolbox = Toolbox::new(context, options.journal.clone());
    let mut fixer: Box<dyn Fixer> = match &options.model {
        ModelChoice::Offline => Box::new(OfflineFixer::default()),
        ModelChoice::Endpoint(endpoint) => Box::new(ModelFixer::new(endpoint.clone())?),
    };
    let swarm = Swarm {
        toolbox: &toolbox,
        options,
        directory: &directory,
        deadline: started + options.timeout.unwrap_or(NO_DEADLINE),
    };
    swarm.say(&format!("Auditor: measuring {directory}"));
    let before = Assessment::measure(&toolbox, Agent::Auditor, &directory, options.threshold)?;
    if before.files.is_empty() {
        return Err(SwarmError::InvalidInput(format!(
            "{directory}: no Python files to repair"
        )));
    }
    let original = Snapshot::take(toolbox.context(), &directory)?;
    let mut state = LoopState {
        kept: before.clone(),
        history: Vec::new(),
        feedback: String::new(),
        quiet_iterations: 0,
    };
    let (stop_reason, error) = match swarm.repair(fixer.as_mut(), &mut state) {
        Ok(reason) => (reason, None),
        Err(SwarmError::Model(message)) => (StopReason::ModelError, Some(message)),
        Err(other) => return Err(other),
    };
    let finished = Snapshot::take(toolbox.context(), &directory)?;
    let LoopState { kept, history, .. } = state;
    let usage = fixer.usage().unwrap_or_default();
    Ok(SwarmReport {
        target_dir: directory.clone(),
        model: options.model.name().to_string(),
        iterations: history.len(),
        accepted: stop_reason == StopReason::Accepted,
        stop_reason,
        files: SwarmReport::files_from(&before, &kept, &diffs(&original, &finished)),
        tests_before: before.counts(),
        tests_after: kept.counts(),
        tests_fixed: kept.fixed_since(&before),
        tests_broken: kept.broken_since(&before),
        probe_before: before.probe.findings.len(),
        probe_after: kept.probe.findings.len(),
        probe_findings: ReportedFinding::all(&kept),
        probe_error: kept.probe.error.clone(),
        model_calls: usage.calls,
        failed_model_calls: usage.failed_calls,
        tokens: usage.tokens,
        prompts: options.prompts.clone(),
        duration: started.elapsed().as_secs_f64(),
        remaining: remaining(&toolbox, &kept, options.threshold),
        threshold: options.threshold,
        has_tests: before.tests.is_some() || kept.tests.is_some(),
        mean_score_before: before.mean_score(),
        mean_score_after: kept.mean_score(),
        history,
        error,
    })
}

/// What the loop carries from one iteration to the next.
struct LoopState {
    /// The tree as the Judge last kept it.
    kept: Assessment,
    history: Vec<Iteration>,
    /// The Judge's word to the Fixer on its last iteration, if undone.
    feedback: String,
    quiet_iterations: usize,
}

/// One run's fixed parts, for the loop and the Fixers.
pub struct Swarm<'a> {
    pub(crate) toolbox: &'a Toolbox,
    pub(crate) options: &'a SwarmOptions,
    directory: &'a str,
    pub(crate) deadline: Instant,
}

impl Swarm<'_> {
    /// The audit, then iterations until a reason to stop.
    fn repair(&self, fixer: &mut dyn Fixer, state: &mut LoopState) -> Result<StopReason> {
        self.audit(fixer, &state.kept)?;
        for number in 1..=self.options.max_iterations {
            if let Some(reason) = self.stop_before_iteration(&state.kept, fixer) {
                return Ok(reason);
            }
            if let Some(reason) = self.iteration(number, fixer, state)? {
                return Ok(reason);
            }
        }
        Ok(if state.kept.acceptable(self.options.threshold) {
            StopReason::Accepted
        } else {
            StopReason::MaxIterations
        })
    }

    /// The Auditor's step: the measured plan, with a model's notes if any.
    fn audit(&self, fixer: &mut dyn Fixer, before: &Assessment) -> Result<()> {
        let threshold = self.options.threshold;
        let measured = Plan::from_assessment(self.directory, before).render(before, threshold);
        let notes = fixer.audit(self, &measured);
        self.log_step(
            Agent::Auditor,
            ActionType::Analysis,
            &format!(
                "Audit {}: syntax of every Python file, pylint (threshold {threshold}), the tests.",
                self.directory
            ),
            &format!("{measured}{}", notes.as_deref().unwrap_or_default()),
            before.files.keys().cloned().collect(),
            "audited",
        );
        notes.map(drop)
    }

    /// One iteration: the Fixer's changes, then the Judge's verdict on them.
    /// A reason to stop when the run must end after it.
    fn iteration(
        &self,
        number: usize,
        fixer: &mut dyn Fixer,
        state: &mut LoopState,
    ) -> Result<Option<StopReason>> {
        let clock = IterationClock::start(self.toolbox);
        let snapshot = Snapshot::take(self.toolbox.context(), self.directory)?;
        let plan = Plan::from_assessment(self.directory, &state.kept);
        let prompt = plan.fixer_prompt(&state.kept, self.options.threshold, &state.feedback);
        self.say(&format!("Fixer: iteration {number}"));
        let fixed = fixer.fix(self, &plan, &prompt);
        let changed = snapshot.changed(&Snapshot::take(self.toolbox.context(), self.directory)?);
        let account = fixed.as_ref().cloned().unwrap_or_default();
        self.log_step(
            Agent::Fixer,
            ActionType::Fix,
            &prompt,
            &if account.is_empty() {
                "no change".to_string()
            } else {
                account.join("\n")
            },
            plan.tasks
                .iter()
                .flat_map(|t| t.files())
                .chain(changed.iter().cloned())
                .collect(),
            if changed.is_empty() {
                "no change"
            } else {
                "changed"
            },
        );
        let interrupted = self.options.interrupt.load(Ordering::SeqCst);
        if fixed.is_err() || interrupted {
            // Nothing half-written: the iteration's writes go.
            restore(self.toolbox, &snapshot, &changed)?;
            let reason = if interrupted {
                StopReason::Interrupted
            } else {
                StopReason::ModelError
            };
            let why = format!("undone: the run stopped ({reason})");
            state.history.push(clock.record(
                number,
                account,
                changed,
                false,
                Some(why),
                &state.kept,
            ));
            return fixed.map(|_| Some(reason));
        }

        let (verdict, reason) = if changed.is_empty() {
            (true, Some("nothing changed".to_string()))
        } else {
            self.say(&format!(
                "Judge: iteration {number}, {} file(s) changed",
                changed.len()
            ));
            let now = Assessment::measure(
                self.toolbox,
                Agent::Judge,
                self.directory,
                self.options.threshold,
            )?;
            match regression(&state.kept, &now) {
                None => {
                    state.kept = now;
                    fixer.kept();
                    state.feedback.clear();
                    (true, None)
                }
                Some(why) => {
                    restore(self.toolbox, &snapshot, &changed)?;
                    fixer.undone();
                    state.feedback =
                        format!("The Judge undid your last changes: {why}. Do it another way.");
                    (false, Some(why))
                }
            }
        };
        self.log_step(
            Agent::Judge,
            ActionType::Debug,
            &format!(
                "Judge iteration {number}: {} file(s) changed ({}). {}",
                changed.len(),
                changed.join(", "),
                self.options.prompts.judge
            ),
            &judgement(
                verdict,
                reason.as_deref(),
                &state.kept,
                self.options.threshold,
            ),
            changed.clone(),
            match (verdict, changed.is_empty()) {
                (_, true) => "nothing to judge",
                (true, false) => "kept",
                (false, false) => "undone",
            },
        );
        let made_progress = verdict && !changed.is_empty();
        state.quiet_iterations = if made_progress {
            0
        } else {
            state.quiet_iterations + 1
        };
        state
            .history
            .push(clock.record(number, account, changed, verdict, reason, &state.kept));
        Ok(if state.kept.acceptable(self.options.threshold) {
            Some(StopReason::Accepted)
        } else if state.quiet_iterations >= 2 {
            Some(StopReason::NoProgress)
        } else {
            None
        })
    }

    /// Why the loop must stop before another iteration, if it must.
    fn stop_before_iteration(&self, kept: &Assessment, fixer: &dyn Fixer) -> Option<StopReason> {
        if kept.acceptable(self.options.threshold) {
            Some(StopReason::Accepted)
        } else if self.options.interrupt.load(Ordering::SeqCst) {
            Some(StopReason::Interrupted)
        } else if Instant::now() >= self.deadline {
            Some(StopReason::Timeout)
        } else if fixer
            .usage()
            .is_some_and(|usage| usage.calls >= self.options.max_model_calls)
        {
            Some(StopReason::MaxModelCalls)
        } else {
            None
        }
    }

    fn say(&self, line: &str) {
        if let Some(progress) = &self.options.progress {
            progress(line);
        }
    }

    /// `text` with the project's files named as the model's tools take them:
    /// relative to the project's directory.
    pub(crate) fn for_model(&self, text: &str) -> String {
        let prefix = format!("{}/", self.directory.trim_end_matches('/'));
        text.replace(&prefix, "")
    }

    /// An entry of the research log for one agent's decision: SUCCESS,
    /// since the step ran as designed; what it decided is its `outcome`.
    fn log_step(
        &self,
        agent: Agent,
        action: ActionType,
        prompt: &str,
        response: &str,
        mut files: Vec<String>,
        outcome: &str,
    ) {
        let Some(journal) = self.toolbox.journal() else {
            return;
        };
        files.sort();
        files.dedup();
        let mut details = Map::new();
        details.insert("input_prompt".into(), prompt.into());
        details.insert("output_response".into(), response.into());
        details.insert("entry".into(), "agent_decision".into());
        details.insert("outcome".into(), outcome.into());
        details.insert(
            "prompt_set".into(),
            self.options.prompts.hash.clone().into(),
        );
        details.insert("target_dir".into(), self.directory.into());
        details.insert("files".into(), json!(files));
        let model = self.options.model.name();
        let _ = journal.log_experiment(agent.name(), model, action, details, Status::Success);
    }
}

/// When an iteration began, and the tools' time spent by then.
struct IterationClock<'a> {
    toolbox: &'a Toolbox,
    began: Instant,
    tools: Duration,
    judge: Duration,
}

impl<'a> IterationClock<'a> {
    fn start(toolbox: &'a Toolbox) -> IterationClock<'a> {
        IterationClock {
            toolbox,
            began: Instant::now(),
            tools: toolbox.tool_time(),
            judge: toolbox.tool_time_of(Agent::Judge),
        }
    }

    /// The iteration's record in the report, `state` being the tree after the Judge.
    fn record(
        &self,
        number: usize,
        actions: Vec<String>,
        files_changed: Vec<String>,
        kept: bool,
        reason: Option<String>,
        state: &Assessment,
    ) -> Iteration {
        Iteration {
            number,
            actions,
            files_changed,
            kept,
            reason,
            mean_score: state.mean_score(),
            tests: state.counts(),
            probe_findings: state.probe.findings.len(),
            duration: self.began.elapsed().as_secs_f64(),
            tool_time: (self.toolbox.tool_time() - self.tools).as_secs_f64(),
            judge_time: (self.toolbox.tool_time_of(Agent::Judge) - self.judge).as_secs_f64(),
        }
    }
}
