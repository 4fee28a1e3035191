//! Batches for Python: the one-machine batch as the CLI runs it, and the
//! pieces a distributed driver (the Ray batch) needs: the lines still to
//! answer, and the answers to some lines, computed where the call runs.

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::wrap_pyfunction;
use toolsmith::batch::{self, Answerer, BatchOptions, ManifestLine};
use toolsmith::journal::Journal;

use crate::{convert, errors};

/// A manifest line as Python holds it: its number and its text.
type NumberedLine = (usize, String);

pub fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("BATCH_CHUNK", batch::CHUNK)?;
    module.add_function(wrap_pyfunction!(batch_run, module)?)?;
    module.add_function(wrap_pyfunction!(batch_prepare, module)?)?;
    module.add_function(wrap_pyfunction!(batch_answer, module)?)?;
    Ok(())
}

/// Runs a manifest on this machine, answers to `out` (or standard output);
/// returns the summary.
#[pyfunction]
#[pyo3(signature = (manifest, out, jobs, resume, log))]
fn batch_run<'py>(
    py: Python<'py>,
    manifest: PathBuf,
    out: Option<PathBuf>,
    jobs: Option<usize>,
    resume: bool,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let options = BatchOptions {
        manifest,
        out,
        jobs,
        resume,
    };
    let summary = py
        .detach(move || {
            batch::run_manifest(
                &options,
                log.map(Journal::new),
                &toolsmith_swarm::batch_tools(),
                &|_, _| {},
            )
        })
        .map_err(|error| errors::to_python(py, error))?;
    let summary = toolsmith::tools::to_json(&summary).map_err(|e| errors::to_python(py, e))?;
    convert::to_python(py, &summary)
}

/// The lines of `manifest` still to answer (`(number, text)` pairs), how
/// many `out` already answers, and the directory relative sandboxes are
/// taken from. Refuses an existing `out` unless `resume`.
#[pyfunction]
#[pyo3(signature = (manifest, out, resume))]
fn batch_prepare(
    py: Python<'_>,
    manifest: PathBuf,
    out: Option<PathBuf>,
    resume: bool,
) -> PyResult<(Vec<NumberedLine>, usize, PathBuf)> {
    let options = BatchOptions {
        manifest,
        out,
        jobs: None,
        resume,
    };
    let prepared = py
        .detach(move || batch::prepare(&options))
        .map_err(|error| errors::to_python(py, error))?;
    let lines = prepared
        .lines
        .into_iter()
        .map(|line| (line.number, line.text))
        .collect();
    Ok((lines, prepared.skipped, prepared.base))
}

/// The answer lines (JSON text, newline included) to `lines`, each with
/// whether its call succeeded, run on `jobs` threads here, in `lines`' order.
#[pyfunction]
#[pyo3(signature = (lines, base, jobs, log))]
fn batch_answer(
    py: Python<'_>,
    lines: Vec<NumberedLine>,
    base: PathBuf,
    jobs: Option<usize>,
    log: Option<PathBuf>,
) -> Vec<(usize, bool, String)> {
    py.detach(move || {
        let lines: Vec<ManifestLine> = lines
            .into_iter()
            .map(|(number, text)| ManifestLine { number, text })
            .collect();
        let answerer = Answerer::new(base, log.map(Journal::new))
            .with_extra_tools(&toolsmith_swarm::batch_tools());
        let jobs = jobs.unwrap_or_else(|| {
            std::thread::available_parallelism().map_or(2, std::num::NonZero::get)
        });
        let answered = std::sync::Mutex::new(Vec::with_capacity(lines.len()));
        batch::run(
            &answerer,
            &lines,
            jobs,
            &|line, answer| {
                if let Ok(mut answered) = answered.lock() {
                    answered.push((line.number, answer.ok, answer.line()));
                }
            },
            &|_| {},
        );
        let mut answered = answered.into_inner().unwrap_or_default();
        answered.sort_by_key(|(number, _, _)| *number);
        answered
    })
}
