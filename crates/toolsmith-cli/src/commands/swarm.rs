//! `toolsmith swarm`: the Refactoring Swarm on a directory.

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use toolsmith::Error;
use toolsmith::journal::Journal;
use toolsmith_swarm::{ModelChoice, SwarmError, SwarmOptions, SwarmSettings};

use super::Outcome;
use crate::cli::{GlobalOptions, SwarmArgs};

const EXIT_NOT_ACCEPTED: u8 = 1;
const EXIT_USAGE: u8 = 2;

pub fn run(
    global: &GlobalOptions,
    args: SwarmArgs,
    journal: Option<Journal>,
) -> Result<Outcome, Error> {
    if let Some(dir) = &args.write_prompts {
        let written = toolsmith_swarm::prompts::Prompts::write_built_in(dir).map_err(core_error)?;
        let files: Vec<String> = written.iter().map(|p| p.display().to_string()).collect();
        let human = if files.is_empty() {
            format!(
                "{}: every prompt file is there already; nothing written\n",
                dir.display()
            )
        } else {
            format!("wrote {}\n", files.join(", "))
        };
        return Outcome::success(&serde_json::json!({ "written": files }), human);
    }
    let Some(given) = args.target_dir.clone().or(args.target.clone()) else {
        return Err(Error::InvalidArgument(
            "name the directory to repair: swarm --target_dir DIR".into(),
        ));
    };
    // DIR is the sandbox, unless one is named: then DIR and its copy must lie
    // in it (resolved through its handle), else exit 3.
    if global.sandbox != std::path::Path::new(toolsmith::DEFAULT_SANDBOX_DIR) {
        let sandbox = toolsmith::Sandbox::open(&global.sandbox)?;
        for path in std::iter::once(&given).chain(args.into.as_ref()) {
            sandbox.contains(path)?;
        }
    }
    let settings = SwarmSettings {
        into: args.into,
        model: args.model,
        base_url: args.base_url,
        api_key_env: args.api_key_env,
        max_iterations: args.max_iterations,
        threshold: args.threshold,
        timeout: args.timeout,
        max_model_calls: args.max_model_calls,
        max_output_tokens: args.max_output_tokens,
        model_silence_timeout: args.model_silence_timeout,
        model_call_timeout: args.model_call_timeout,
        report: args.report,
        prompts: args.prompts,
    };
    let options = settings.options(journal).map_err(core_error)?;
    if settings.prompts.is_some() {
        eprintln!("{}", options.prompts.describe());
    }
    let mut options = SwarmOptions {
        environment: global.environment(),
        interrupt: interrupt_flag()?,
        progress: (!global.json)
            .then(|| Box::new(|line: &str| eprintln!("{line}")) as toolsmith_swarm::Progress),
        ..options
    };
    // A streaming reply's live line is for a person at a terminal only.
    if let ModelChoice::Endpoint(endpoint) = &mut options.model {
        endpoint.live = std::io::stderr().is_terminal();
    }
    let report = settings.run(&given, &options).map_err(core_error)?;
    let exit_code = match (&report.error, report.accepted) {
        (Some(error), _) => {
            eprintln!("error: model endpoint: {error}");
            EXIT_USAGE
        }
        (None, true) => 0,
        (None, false) => EXIT_NOT_ACCEPTED,
    };
    let mut outcome = Outcome::success(&report, report.text())?;
    outcome.exit_code = exit_code;
    Ok(outcome)
}

/// SIGINT and SIGTERM set the flag: the run undoes its current iteration,
/// writes its log and report, and ends.
fn interrupt_flag() -> Result<Arc<AtomicBool>, Error> {
    let flag = Arc::new(AtomicBool::new(false));
    for signal in [signal_hook::consts::SIGINT, signal_hook::consts::SIGTERM] {
        signal_hook::flag::register(signal, Arc::clone(&flag))
            .map_err(|e| Error::InvalidArgument(format!("cannot handle signal {signal}: {e}")))?;
    }
    Ok(flag)
}

fn core_error(error: SwarmError) -> Error {
    error.into()
}
