//! `toolsmith batch`: a manifest of tool calls, answered as they finish.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use toolsmith::batch::{Summary, run_manifest};
use toolsmith::journal::Journal;

pub use toolsmith::batch::BatchOptions;

use super::Outcome;

pub fn run(options: &BatchOptions, journal: Option<&Journal>) -> Result<Outcome, toolsmith::Error> {
    let began = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let progress = |summary: &Summary, total: usize| {
        if terminal {
            const WIDTH: usize = 30;
            let filled = (summary.answered * WIDTH)
                .checked_div(total)
                .unwrap_or(WIDTH);
            eprint!(
                "\rbatch [{}{}] {}/{total} answered, {} failed",
                "#".repeat(filled),
                "-".repeat(WIDTH - filled.min(WIDTH)),
                summary.answered,
                summary.failed
            );
            let _ = std::io::stderr().flush();
        }
    };
    let summary = run_manifest(
        options,
        journal.cloned(),
        &toolsmith_swarm::batch_tools(),
        &progress,
    )?;
    if terminal {
        eprintln!();
    }
    let took = began.elapsed().as_secs_f64();
    let human = format!(
        "batch: {} calls answered ({} succeeded, {} failed), {} skipped as already answered, in {took:.1} s\n",
        summary.answered, summary.succeeded, summary.failed, summary.skipped
    );
    let mut outcome = Outcome::success(&summary, human.clone())?;
    outcome.exit_code = u8::from(summary.failed > 0);
    if options.out.is_none() {
        // The answers went to standard output: the summary must not join them.
        eprint!("{human}");
        outcome.already_printed = true;
    }
    Ok(outcome)
}
