//! The swarm for Python: `toolsmith.swarm.run` over the swarm crate, the
//! same run and the same report as `toolsmith swarm --json`.

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use pyo3::wrap_pyfunction;
use serde_json::Value;
use toolsmith::journal::Journal;
use toolsmith_swarm::{SwarmError, SwarmSettings};

use crate::{convert, errors};

pub fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(swarm_run, module)?)
}

/// Repairs `target_dir` (or a copy of it, `into`) with `settings` (the
/// keywords the caller gave: [`SwarmSettings`]' defaults apply to the
/// others); returns the report.
#[pyfunction]
#[pyo3(signature = (target_dir, settings, log))]
fn swarm_run<'py>(
    py: Python<'py>,
    target_dir: PathBuf,
    settings: &Bound<'py, PyDict>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let fail = |error: SwarmError| errors::to_python(py, error.into());
    let given = Value::Object(convert::dict_from_python(settings)?);
    let settings: SwarmSettings = serde_json::from_value(given)
        .map_err(|e| pyo3::exceptions::PyTypeError::new_err(format!("swarm settings: {e}")))?;
    let options = settings.options(log.map(Journal::new)).map_err(fail)?;
    let outcome = py.detach(move || settings.run(&target_dir, &options));
    let result = outcome.map_err(fail)?;
    let value = toolsmith::tools::to_json(&result).map_err(|e| errors::to_python(py, e))?;
    convert::to_python(py, &value)
}
