//! The swarm for Python: `toolsmith.swarm.run` over the swarm crate, the
//! same run and the same report as `toolsmith swarm --json`.

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::wrap_pyfunction;
use toolsmith::journal::Journal;
use toolsmith_swarm::{ModelChoice, SwarmError, SwarmOptions};

use crate::{convert, errors};

pub fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(swarm_run, module)?)
}

/// Repairs `target_dir` (or a copy of it, `into`); returns the report.
#[pyfunction]
#[pyo3(signature = (target_dir, into, model, base_url, api_key_env, max_iterations, threshold, timeout, max_model_calls, report, log))]
#[allow(clippy::too_many_arguments)]
fn swarm_run<'py>(
    py: Python<'py>,
    target_dir: PathBuf,
    into: Option<PathBuf>,
    model: String,
    base_url: Option<String>,
    api_key_env: String,
    max_iterations: usize,
    threshold: f64,
    timeout: Option<f64>,
    max_model_calls: usize,
    report: Option<PathBuf>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let fail = |error: SwarmError| match error {
        SwarmError::Tool(core) => errors::to_python(py, core),
        other => pyo3::exceptions::PyValueError::new_err(other.to_string()),
    };
    let model =
        ModelChoice::from_settings(&model, base_url.as_deref(), &api_key_env).map_err(fail)?;
    let timeout = toolsmith_swarm::timeout(timeout).map_err(fail)?;
    let options = SwarmOptions {
        model,
        max_iterations,
        threshold,
        timeout,
        max_model_calls,
        journal: log.map(Journal::new),
        ..SwarmOptions::default()
    };
    let outcome = py.detach(move || {
        let target = toolsmith_swarm::prepare(&target_dir, into.as_deref())?;
        let result = toolsmith_swarm::run(&target, &options)?;
        if let Some(page) = &report {
            toolsmith_swarm::html::write(page, &result)?;
        }
        Ok::<_, SwarmError>(result)
    });
    let result = outcome.map_err(fail)?;
    let value = toolsmith::tools::to_json(&result).map_err(|e| errors::to_python(py, e))?;
    convert::to_python(py, &value)
}
