//! The loop: the Auditor measures and plans, the Fixer repairs, the Judge
//! measures again and keeps the iteration only if nothing regressed, until
//! the Judge accepts, two iterations in a row change nothing, or a cap.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Map, json};
use toolsmith::environment::EnvironmentOptions;
use toolsmith::journal::{ActionType, Journal, Status};
use toolsmith::tools::{Context, PathBase};

use crate::assess::Assessment;
use crate::conversation::{Limits, converse};
use crate::error::{Result, SwarmError};
use crate::judge::{diffs, fixer_prompt, judgement, regression, remaining};
use crate::model::{Endpoint, ModelClient};
use crate::offline::OfflineFixer;
use crate::plan::Plan;
use crate::prompts::Prompts;
use crate::report::{Iteration, SwarmReport};
use crate::rollback::{Snapshot, restore};
use crate::target::check_target;
use crate::toolbox::{Agent, Toolbox};

/// The model the agents think with.
#[derive(Debug, Clone)]
pub enum ModelChoice {
    /// No model: the repair tools only, deterministic, no network.
    Offline,
    Endpoint(Endpoint),
}

impl ModelChoice {
    /// The model named on a front: `offline`, a provider's model
    /// (`gemini-2.5-flash`, `ollama:NAME`, `openai:NAME`, `mistral:NAME`,
    /// `groq:NAME`), or any model at `base_url`; the key from `api_key_env`
    /// or the provider's own variables, in the environment or `./.env`.
    pub fn from_settings(
        model: &str,
        base_url: Option<&str>,
        api_key_env: Option<&str>,
    ) -> Result<ModelChoice> {
        if model == "offline" {
            return Ok(ModelChoice::Offline);
        }
        if model.trim().is_empty() {
            return Err(SwarmError::InvalidInput(
                "name a model, or `offline`".into(),
            ));
        }
        let resolved = crate::provider::resolve(model, base_url, api_key_env)?;
        Ok(ModelChoice::Endpoint(Endpoint::from(resolved)))
    }

    pub fn name(&self) -> &str {
        match self {
            ModelChoice::Offline => "offline",
            ModelChoice::Endpoint(endpoint) => &endpoint.model,
        }
    }
}

/// Told one line per step of the run.
pub type Progress = Box<dyn Fn(&str) + Send + Sync>;

/// How a run goes.
pub struct SwarmOptions {
    pub model: ModelChoice,
    pub max_iterations: usize,
    /// The pylint score every file must reach.
    pub threshold: f64,
    /// The whole run's time; `None`: no limit but the caps.
    pub timeout: Option<Duration>,
    pub max_model_calls: usize,
    /// Turns of one agent's conversation with a model.
    pub max_turns: usize,
    /// The research log; `None`: not written.
    pub journal: Option<Journal>,
    pub environment: EnvironmentOptions,
    /// Set by a signal handler: the current iteration is undone and the run ends.
    pub interrupt: Arc<AtomicBool>,
    /// One line per step, for a person watching.
    pub progress: Option<Progress>,
    /// The agents' prompts.
    pub prompts: Prompts,
}

impl Default for SwarmOptions {
    fn default() -> SwarmOptions {
        SwarmOptions {
            model: ModelChoice::Offline,
            max_iterations: 10,
            threshold: 7.0,
            timeout: None,
            max_model_calls: 200,
            max_turns: 30,
            journal: None,
            environment: EnvironmentOptions::default(),
            interrupt: Arc::new(AtomicBool::new(false)),
            progress: None,
            prompts: Prompts::built_in(),
        }
    }
}

/// The test-guided search's budget in one iteration, at most.
const TEST_REPAIR_BUDGET: Duration = Duration::from_secs(60);
/// A run without a timeout still ends (the caps end it long before).
const NO_DEADLINE: Duration = Duration::from_secs(7 * 24 * 3600);

/// Repairs the tree at `target_dir` in place.
pub fn run(target_dir: &Path, options: &SwarmOptions) -> Result<SwarmReport> {
    let started = Instant::now();
    let directory = check_target(target_dir)?;
    let mut context = Context::new(target_dir, PathBase::WorkingDirectory);
    context.environment = options.environment.clone();
    let toolbox = Toolbox::new(context, options.journal.clone());
    let mut client = match &options.model {
        ModelChoice::Offline => None,
        ModelChoice::Endpoint(endpoint) => Some(ModelClient::new(endpoint.clone())?),
    };
    let swarm = Swarm {
        toolbox: &toolbox,
        options,
        directory: &directory,
        deadline: started + options.timeout.unwrap_or(NO_DEADLINE),
        model: options.model.name().to_string(),
    };
    swarm.say(&format!("Auditor: measuring {directory}"));
    let before = Assessment::measure(&toolbox, Agent::Auditor, &directory, options.threshold)?;
    if before.files.is_empty() {
        return Err(SwarmError::InvalidInput(format!(
            "{directory}: no Python files to repair"
        )));
    }
    let original = Snapshot::take(toolbox.context(), &directory)?;
    let mut error = None;
    let measured = Plan::from_assessment(&directory, &before).render(&before, options.threshold);
    let plan_notes = match client.as_mut() {
        Some(client) => match swarm.model_audit(client, &measured) {
            Ok(notes) => notes,
            Err(SwarmError::Model(message)) => {
                error = Some(message);
                String::new()
            }
            Err(other) => return Err(other),
        },
        None => String::new(),
    };
    swarm.log_step(
        Agent::Auditor,
        ActionType::Analysis,
        &format!(
            "Audit {directory}: syntax of every Python file, pylint (threshold {}), the tests.",
            options.threshold
        ),
        &format!("{measured}{plan_notes}"),
        before.files.keys().cloned().collect(),
        "audited",
    );

    let mut kept = before.clone();
    let mut fixer = OfflineFixer::default();
    let mut history = Vec::new();
    let mut feedback = String::new();
    let mut quiet_iterations = 0;
    let mut stop_reason = if error.is_some() {
        "model_error"
    } else {
        "max_iterations"
    };
    for number in 1..=options.max_iterations {
        if error.is_some() {
            break;
        }
        if let Some(reason) = swarm.stop_before_iteration(&kept, client.as_ref()) {
            stop_reason = reason;
            break;
        }
        let iteration_started = Instant::now();
        let tools_before = toolbox.tool_time();
        let judge_before = toolbox.tool_time_of(Agent::Judge);
        let snapshot = Snapshot::take(toolbox.context(), &directory)?;
        let plan = Plan::from_assessment(&directory, &kept);
        let prompt = fixer_prompt(&plan, &kept, options.threshold, &feedback);
        swarm.say(&format!("Fixer: iteration {number}"));
        let (actions, fixer_account) = match client.as_mut() {
            None => {
                let budget = TEST_REPAIR_BUDGET
                    .min(swarm.deadline.saturating_duration_since(Instant::now()));
                let actions = fixer.fix(&toolbox, &plan, budget);
                let account = actions
                    .iter()
                    .map(|a| a.summary.clone())
                    .collect::<Vec<_>>();
                (actions, account)
            }
            Some(client) => match swarm.model_fix(client, &prompt) {
                Ok(account) => (Vec::new(), account),
                Err(SwarmError::Model(message)) => {
                    error = Some(message);
                    (Vec::new(), Vec::new())
                }
                Err(other) => return Err(other),
            },
        };
        let written = Snapshot::take(toolbox.context(), &directory)?;
        let changed = snapshot.changed(&written);
        swarm.log_step(
            Agent::Fixer,
            ActionType::Fix,
            &prompt,
            &if fixer_account.is_empty() {
                "no change".to_string()
            } else {
                fixer_account.join("\n")
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
        let interrupted = options.interrupt.load(Ordering::SeqCst);
        if error.is_some() || interrupted {
            // Nothing half-written: the iteration's writes go.
            restore(&toolbox, &snapshot, &changed)?;
            stop_reason = if interrupted {
                "interrupted"
            } else {
                "model_error"
            };
            history.push(Iteration {
                number,
                actions: fixer_account,
                files_changed: changed,
                kept: false,
                reason: Some(format!("undone: the run stopped ({stop_reason})")),
                mean_score: kept.mean_score(),
                tests: kept.counts(),
                duration: iteration_started.elapsed().as_secs_f64(),
                tool_time: (toolbox.tool_time() - tools_before).as_secs_f64(),
                judge_time: (toolbox.tool_time_of(Agent::Judge) - judge_before).as_secs_f64(),
            });
            break;
        }
        let (verdict, reason) = if changed.is_empty() {
            (true, Some("nothing changed".to_string()))
        } else {
            swarm.say(&format!(
                "Judge: iteration {number}, {} file(s) changed",
                changed.len()
            ));
            let now = Assessment::measure(&toolbox, Agent::Judge, &directory, options.threshold)?;
            match regression(&kept, &now) {
                None => {
                    kept = now;
                    fixer.kept();
                    feedback.clear();
                    (true, None)
                }
                Some(why) => {
                    restore(&toolbox, &snapshot, &changed)?;
                    fixer.undone(&actions);
                    feedback =
                        format!("The Judge undid your last changes: {why}. Do it another way.");
                    (false, Some(why))
                }
            }
        };
        let made_progress = verdict && !changed.is_empty();
        quiet_iterations = if made_progress {
            0
        } else {
            quiet_iterations + 1
        };
        swarm.log_step(
            Agent::Judge,
            ActionType::Debug,
            &format!(
                "Judge iteration {number}: {} file(s) changed ({}). {}",
                changed.len(),
                changed.join(", "),
                options.prompts.judge
            ),
            &judgement(verdict, reason.as_deref(), &kept, options.threshold),
            changed.clone(),
            match (verdict, changed.is_empty()) {
                (_, true) => "nothing to judge",
                (true, false) => "kept",
                (false, false) => "undone",
            },
        );
        history.push(Iteration {
            number,
            actions: fixer_account,
            files_changed: changed,
            kept: verdict,
            reason,
            mean_score: kept.mean_score(),
            tests: kept.counts(),
            duration: iteration_started.elapsed().as_secs_f64(),
            tool_time: (toolbox.tool_time() - tools_before).as_secs_f64(),
            judge_time: (toolbox.tool_time_of(Agent::Judge) - judge_before).as_secs_f64(),
        });
        if kept.acceptable(options.threshold) {
            stop_reason = "accepted";
            break;
        }
        if quiet_iterations >= 2 {
            stop_reason = "no_progress";
            break;
        }
    }
    if kept.acceptable(options.threshold) && error.is_none() && stop_reason != "interrupted" {
        stop_reason = "accepted";
    }
    let finished = Snapshot::take(toolbox.context(), &directory)?;
    let diffs = diffs(&original, &finished);
    let remaining = remaining(&toolbox, &kept, options.threshold);
    Ok(SwarmReport {
        target_dir: directory.clone(),
        model: swarm.model.clone(),
        iterations: history.len(),
        accepted: stop_reason == "accepted",
        stop_reason: stop_reason.to_string(),
        files: SwarmReport::files_from(&before, &kept, &diffs),
        tests_before: before.counts(),
        tests_after: kept.counts(),
        tests_fixed: kept.fixed_since(&before),
        tests_broken: kept.broken_since(&before),
        model_calls: client.as_ref().map_or(0, |c| c.calls),
        failed_model_calls: client.as_ref().map_or(0, |c| c.failed_calls),
        tokens: client.as_ref().map_or(0, |c| c.tokens),
        prompts: options.prompts.clone(),
        duration: started.elapsed().as_secs_f64(),
        remaining,
        threshold: options.threshold,
        has_tests: before.tests.is_some() || kept.tests.is_some(),
        mean_score_before: before.mean_score(),
        mean_score_after: kept.mean_score(),
        history,
        error,
    })
}

struct Swarm<'a> {
    toolbox: &'a Toolbox,
    options: &'a SwarmOptions,
    directory: &'a str,
    deadline: Instant,
    model: String,
}

impl Swarm<'_> {
    fn say(&self, line: &str) {
        if let Some(progress) = &self.options.progress {
            progress(line);
        }
    }

    fn limits(&self) -> Limits {
        Limits {
            max_model_calls: self.options.max_model_calls,
            max_turns: self.options.max_turns,
            deadline: self.deadline,
            interrupt: Arc::clone(&self.options.interrupt),
        }
    }

    /// Why the loop must stop before another iteration, if it must.
    fn stop_before_iteration(
        &self,
        kept: &Assessment,
        client: Option<&ModelClient>,
    ) -> Option<&'static str> {
        if kept.acceptable(self.options.threshold) {
            Some("accepted")
        } else if self.options.interrupt.load(Ordering::SeqCst) {
            Some("interrupted")
        } else if Instant::now() >= self.deadline {
            Some("timeout")
        } else if client.is_some_and(|c| c.calls >= self.options.max_model_calls) {
            Some("max_model_calls")
        } else {
            None
        }
    }

    /// `text` with the project's files named as the model's tools take them:
    /// relative to the project's directory.
    fn for_model(&self, text: &str) -> String {
        let prefix = format!("{}/", self.directory.trim_end_matches('/'));
        text.replace(&prefix, "")
    }

    fn model_audit(&self, client: &mut ModelClient, measured: &str) -> Result<String> {
        let task = format!(
            "{}\nPaths are relative to the project's directory.",
            self.for_model(measured)
        );
        let conversation = converse(
            client,
            self.toolbox,
            Agent::Auditor,
            &self.options.prompts.auditor,
            &task,
            self.limits(),
        )?;
        Ok(format!("\nThe Auditor's notes:\n{}", conversation.text))
    }

    fn model_fix(&self, client: &mut ModelClient, prompt: &str) -> Result<Vec<String>> {
        let conversation = converse(
            client,
            self.toolbox,
            Agent::Fixer,
            &self.options.prompts.fixer,
            &self.for_model(prompt),
            self.limits(),
        )?;
        let mut account = vec![format!(
            "{} tool call(s); {}",
            conversation.tool_calls,
            conversation.text.trim()
        )];
        if let Some(why) = conversation.capped {
            account.push(format!("stopped: {why}"));
        }
        Ok(account)
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
        let _ = journal.log_experiment(agent.name(), &self.model, action, details, Status::Success);
    }
}
