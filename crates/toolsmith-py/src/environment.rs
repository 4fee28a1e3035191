//! The project's Python environment from Python: `env_sync` and `env_info`,
//! with the same resolution as the other fronts.

use std::path::PathBuf;

use pyo3::prelude::*;
use pyo3::wrap_pyfunction;
use serde_json::json;
use toolsmith::Sandbox;
use toolsmith::confine::ConfinementOptions;
use toolsmith::environment::declared::DeclareOptions;
use toolsmith::environment::sync::{self, SyncOptions};
use toolsmith::environment::{self, EnvironmentOptions};
use toolsmith::journal::{ActionType, ToolCall};
use toolsmith::toolchain::{Toolchain, ToolchainOptions};

use crate::tools::{run, to_dict};

pub fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(env_sync, module)?)?;
    module.add_function(wrap_pyfunction!(env_info, module)?)?;
    Ok(())
}

#[pyfunction]
#[pyo3(signature = (sandbox_dir, extras, groups, allow_build, python, log))]
fn env_sync<'py>(
    py: Python<'py>,
    sandbox_dir: PathBuf,
    extras: Vec<String>,
    groups: Vec<String>,
    allow_build: bool,
    python: Option<PathBuf>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let call = ToolCall::new(
        "env_sync",
        "environment",
        ActionType::Fix,
        json!({ "extras": extras, "groups": groups, "allow_build": allow_build }),
        vec![],
    );
    let options = SyncOptions {
        declare: DeclareOptions {
            extras,
            groups,
            allow_build,
        },
        python,
    };
    let report = run(py, call, log, move || {
        let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
        sync::sync(&Sandbox::open(&sandbox_dir)?, &toolchain, &options)
    })?;
    to_dict(py, &report)
}

#[pyfunction]
#[pyo3(signature = (sandbox_dir, venv, python, log))]
fn env_info<'py>(
    py: Python<'py>,
    sandbox_dir: PathBuf,
    venv: Option<PathBuf>,
    python: Option<PathBuf>,
    log: Option<PathBuf>,
) -> PyResult<Bound<'py, PyAny>> {
    let call = ToolCall::new(
        "env_info",
        "environment",
        ActionType::Analysis,
        json!({}),
        vec![],
    );
    let options = EnvironmentOptions { venv, python };
    let report = run(py, call, log, move || {
        let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
        environment::describe(
            &Sandbox::open(&sandbox_dir)?,
            &options,
            &toolchain,
            &ConfinementOptions::default(),
        )
    })?;
    to_dict(py, &report)
}
