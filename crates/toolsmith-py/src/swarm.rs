//! The swarm for Python: `toolsmith.swarm.run` over the swarm crate, the
//! same run and the same report as `toolsmith swarm --json`.

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::wrap_pyfunction;
use toolsmith::journal::Journal;
use toolsmith_swarm::{SwarmError, SwarmSettings};

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
    let settings = SwarmSettings {
        into,
        model,
        base_url,
        api_key_env,
        max_iterations,
        threshold,
        timeout,
        max_model_calls,
        report,
    };
    let options = settings.options(log.map(Journal::new)).map_err(fail)?;
    let outcome = py.detach(move || settings.run(&target_dir, &options));
    let result = outcome.map_err(fail)?;
    let value = toolsmith::tools::to_json(&result).map_err(|e| errors::to_python(py, e))?;
    convert::to_python(py, &value)
}
