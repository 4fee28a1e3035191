//! The loop, as mini-swe-agent's agent loop: `run` measures the tree, lets
//! the Auditor audit it, then calls `step` until the run's limits give a
//! reason to stop; a step is the Fixer's repair, the Judge's measure, then
//! keep or undo. What the loop carries between steps is a [`Course`].

use std::path::Path;
use std::time::Instant;

use serde_json::{Map, json};
use toolsmith::journal::Status;
use toolsmith::tools::{Context, PathBase};

use crate::assess::Assessment;
use crate::course::{Course, IterationClock};
use crate::error::{Result, SwarmError};
use crate::fixer::{Fixer, FixerContext, ModelUsage};
use crate::journal_entry::JournalEntry;
use crate::judge::{Verdict, judgement, regression};
use crate::limits::Limits;
use crate::model_fixer::ModelFixer;
use crate::offline::OfflineFixer;
use crate::options::{ModelChoice, SwarmOptions};
use crate::plan::Plan;
use crate::report::{ReportedFinding, SwarmReport, diffs, remaining};
use crate::rollback::{Snapshot, restore};
use crate::stop::StopReason;
use crate::target::check_target;
use crate::toolbox::{Agent, Toolbox};

/// Repairs the tree at `target_dir` in place.
pub fn run(target_dir: &Path, options: &SwarmOptions) -> Result<SwarmReport> {
    let started = Instant::now();
    let project = check_target(target_dir)?;
    let mut context = Context::new(target_dir, PathBase::WorkingDirectory);
    context.environment = options.environment.clone();
    let toolbox = Toolbox::new(context, options.journal.clone());
    let mut crew = Crew::new(options)?;
    let run = RunContext {
        toolbox: &toolbox,
        options,
        project: &project,
        limits: Limits::of(options, started),
    };
    let before = run.measure_before()?;
    let original = run.snapshot()?;
    let mut course = Course::from(before.clone());
    let stop_reason = run.repair(&mut crew, &mut course)?;
    let changes = diffs(&original, &run.snapshot()?);
    let usage = crew.fixer().usage().unwrap_or_default();
    Ok(run.report(RunEnd {
        before,
        course,
        stop_reason,
        changes,
        usage,
        started,
    }))
}

/// What a run ends with, for its report.
struct RunEnd {
    before: Assessment,
    course: Course,
    stop_reason: StopReason,
    /// Each changed file's diff over the whole run.
    changes: Vec<(String, String)>,
    usage: ModelUsage,
    started: Instant,
}

/// Who thinks in a run: the offline repair tools, or a model for both the
/// Auditor's notes and the Fixer's repairs.
enum Crew {
    Offline(OfflineFixer),
    Model(ModelFixer),
}

impl Crew {
    fn new(options: &SwarmOptions) -> Result<Crew> {
        Ok(match &options.model {
            ModelChoice::Offline => Crew::Offline(OfflineFixer::default()),
            ModelChoice::Endpoint(endpoint) => Crew::Model(ModelFixer::new(
                endpoint.clone(),
                &options.prompts.auditor,
                &options.prompts.fixer,
            )?),
        })
    }

    fn fixer(&mut self) -> &mut dyn Fixer {
        match self {
            Crew::Offline(fixer) => fixer,
            Crew::Model(fixer) => fixer,
        }
    }

    /// What the Auditor adds to the measured plan: a model's notes, none offline.
    fn audit_notes(&mut self, context: &FixerContext<'_>, measured: &str) -> Result<String> {
        match self {
            Crew::Offline(_) => Ok(String::new()),
            Crew::Model(model) => model.audit_notes(context, measured),
        }
    }
}

/// One run's fixed parts: the tools, the options, the project, the limits.
struct RunContext<'a> {
    toolbox: &'a Toolbox,
    options: &'a SwarmOptions,
    /// The project's directory, as the catalogue's paths name it.
    project: &'a str,
    limits: Limits,
}

impl RunContext<'_> {
    /// The audit, then steps until the limits give a reason to stop.
    fn repair(&self, crew: &mut Crew, course: &mut Course) -> Result<StopReason> {
        self.audit(crew, course)?;
        loop {
            let spent = course.spent(self.options.threshold, crew.fixer().usage());
            if let Some(reason) = self.limits.check(&spent) {
                return Ok(reason);
            }
            self.step(crew.fixer(), course)?;
        }
    }

    /// One iteration: the Fixer repairs, then the Judge keeps or undoes.
    fn step(&self, fixer: &mut dyn Fixer, course: &mut Course) -> Result<()> {
        let clock = IterationClock::start(self.toolbox, course.history.len() + 1);
        let before = self.snapshot()?;
        let plan = Plan::from_assessment(self.project, &course.kept_tree);
        let threshold = self.options.threshold;
        let prompt = plan.fixer_prompt(&course.kept_tree, threshold, &course.feedback);
        self.say(&format!("Fixer: iteration {}", clock.number));
        let fixed = fixer.fix(&self.fixer_context(), &plan, &prompt);
        let changed = before.changed(&self.snapshot()?);
        let actions = fixed.as_ref().cloned().unwrap_or_default();
        self.log_fix(&plan, &prompt, &actions, &changed);
        let verdict = if fixed.is_err() || self.limits.interrupted() {
            self.halt(fixer, fixed, &before, &changed, course)?
        } else {
            self.judge(fixer, clock.number, &before, &changed, course)?
        };
        let record = clock.record(actions, changed, &verdict, &course.kept_tree);
        course.history.push(record);
        Ok(())
    }

    /// The Judge's step: a changed tree measured and kept or undone, the
    /// verdict logged and counted.
    fn judge(
        &self,
        fixer: &mut dyn Fixer,
        number: usize,
        before: &Snapshot,
        changed: &[String],
        course: &mut Course,
    ) -> Result<Verdict> {
        let verdict = if changed.is_empty() {
            Verdict::NothingChanged
        } else {
            let files = changed.len();
            self.say(&format!(
                "Judge: iteration {number}, {files} file(s) changed"
            ));
            self.keep_or_undo(fixer, before, changed, course)?
        };
        self.log_judgement(number, changed, &verdict, &course.kept_tree);
        let progress = verdict == Verdict::Kept;
        course.quiet_iterations = if progress {
            0
        } else {
            course.quiet_iterations + 1
        };
        Ok(verdict)
    }

    /// Keeps the changed tree if nothing regressed, else brings back
    /// `before` and tells the Fixer why.
    fn keep_or_undo(
        &self,
        fixer: &mut dyn Fixer,
        before: &Snapshot,
        changed: &[String],
        course: &mut Course,
    ) -> Result<Verdict> {
        let now = self.measure(Agent::Judge)?;
        Ok(match regression(&course.kept_tree, &now) {
            None => {
                course.kept_tree = now;
                fixer.change_kept();
                course.feedback.clear();
                Verdict::Kept
            }
            Some(why) => {
                restore(self.toolbox, before, changed)?;
                fixer.change_undone();
                course.feedback =
                    format!("The Judge undid your last changes: {why}. Do it another way.");
                Verdict::Undone(why)
            }
        })
    }

    /// The run stops inside the step (the model failed, or a signal came):
    /// nothing half-written stays, the iteration's writes go.
    fn halt(
        &self,
        fixer: &dyn Fixer,
        fixed: Result<Vec<String>>,
        before: &Snapshot,
        changed: &[String],
        course: &mut Course,
    ) -> Result<Verdict> {
        restore(self.toolbox, before, changed)?;
        course.absorb(fixed)?;
        let spent = course.spent(self.options.threshold, fixer.usage());
        let why = match self.limits.check(&spent) {
            Some(reason) => format!("undone: the run stopped ({reason})"),
            None => "undone: the run stopped".to_string(),
        };
        Ok(Verdict::Undone(why))
    }

    /// The Auditor's step: the measured plan, with a model's notes if any.
    fn audit(&self, crew: &mut Crew, course: &mut Course) -> Result<()> {
        let (threshold, tree) = (self.options.threshold, &course.kept_tree);
        let measured = Plan::from_assessment(self.project, tree).render(tree, threshold);
        let notes = crew.audit_notes(&self.fixer_context(), &measured);
        let task = format!(
            "Audit {}: syntax of every Python file, pylint (threshold {threshold}), the tests.",
            self.project
        );
        let response = format!("{measured}{}", notes.as_deref().unwrap_or_default());
        let files = tree.files.keys().cloned().collect();
        self.log_decision(Agent::Auditor, &task, &response, files, "audited");
        course.absorb(notes)
    }

    /// The tree before the run, as the Auditor measures it.
    fn measure_before(&self) -> Result<Assessment> {
        self.say(&format!("Auditor: measuring {}", self.project));
        let before = self.measure(Agent::Auditor)?;
        if before.files.is_empty() {
            return Err(SwarmError::InvalidInput(format!(
                "{}: no Python files to repair",
                self.project
            )));
        }
        Ok(before)
    }

    fn measure(&self, agent: Agent) -> Result<Assessment> {
        let threshold = self.options.threshold;
        Ok(Assessment::measure(
            self.toolbox,
            agent,
            self.project,
            threshold,
        )?)
    }

    fn snapshot(&self) -> Result<Snapshot> {
        Snapshot::take(self.toolbox.context(), self.project)
    }

    fn fixer_context(&self) -> FixerContext<'_> {
        FixerContext {
            toolbox: self.toolbox,
            limits: &self.limits,
            project: self.project,
        }
    }

    fn say(&self, line: &str) {
        if let Some(progress) = &self.options.progress {
            progress(line);
        }
    }

    /// The Fixer's entry in the research log: the prompt, what it did, the
    /// files the plan named and those it changed.
    fn log_fix(&self, plan: &Plan, prompt: &str, actions: &[String], changed: &[String]) {
        let response = if actions.is_empty() {
            "no change".to_string()
        } else {
            actions.join("\n")
        };
        let planned = plan.tasks.iter().flat_map(|task| task.files());
        let files = planned.chain(changed.iter().cloned()).collect();
        let outcome = if changed.is_empty() {
            "no change"
        } else {
            "changed"
        };
        self.log_decision(Agent::Fixer, prompt, &response, files, outcome);
    }

    /// The Judge's entry in the research log: its verdict and the tree it leaves.
    fn log_judgement(
        &self,
        number: usize,
        changed: &[String],
        verdict: &Verdict,
        tree: &Assessment,
    ) {
        let task = format!(
            "Judge iteration {number}: {} file(s) changed ({}). {}",
            changed.len(),
            changed.join(", "),
            self.options.prompts.judge
        );
        let response = judgement(verdict, tree, self.options.threshold);
        let outcome = verdict.outcome();
        self.log_decision(Agent::Judge, &task, &response, changed.to_vec(), outcome);
    }

    /// An entry of the research log for one agent's decision: SUCCESS,
    /// since the step ran as designed; what it decided is its `outcome`.
    fn log_decision(
        &self,
        agent: Agent,
        prompt: &str,
        response: &str,
        mut files: Vec<String>,
        outcome: &str,
    ) {
        files.sort();
        files.dedup();
        let mut extra = Map::new();
        extra.insert("outcome".into(), outcome.into());
        let prompt_set = self.options.prompts.hash.clone();
        extra.insert("prompt_set".into(), prompt_set.into());
        extra.insert("target_dir".into(), self.project.into());
        extra.insert("files".into(), json!(files));
        JournalEntry {
            agent,
            model: self.options.model.name(),
            kind: "agent_decision",
            prompt,
            response,
            extra,
            status: Status::Success,
        }
        .write(self.toolbox);
    }

    /// The run's report: the tree before and as last kept, its history and
    /// why it stopped.
    fn report(&self, end: RunEnd) -> SwarmReport {
        let (before, kept) = (&end.before, &end.course.kept_tree);
        let threshold = self.options.threshold;
        SwarmReport {
            target_dir: self.project.to_string(),
            model: self.options.model.name().to_string(),
            iterations: end.course.history.len(),
            accepted: end.stop_reason == StopReason::Accepted,
            stop_reason: end.stop_reason,
            files: SwarmReport::files_from(before, kept, &end.changes),
            tests_before: before.counts(),
            tests_after: kept.counts(),
            tests_fixed: kept.fixed_since(before),
            tests_broken: kept.broken_since(before),
            probe_before: before.probe.findings.len(),
            probe_after: kept.probe.findings.len(),
            probe_findings: ReportedFinding::all(kept),
            probe_error: kept.probe.error.clone(),
            model_calls: end.usage.calls,
            failed_model_calls: end.usage.failed_calls,
            tokens: end.usage.tokens,
            prompts: self.options.prompts.clone(),
            duration: end.started.elapsed().as_secs_f64(),
            remaining: remaining(self.toolbox, kept, threshold),
            threshold,
            has_tests: before.tests.is_some() || kept.tests.is_some(),
            mean_score_before: before.mean_score(),
            mean_score_after: kept.mean_score(),
            history: end.course.history,
            error: end.course.model_error,
        }
    }
}
