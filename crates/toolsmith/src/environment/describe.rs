//! `toolsmith env`: which environment the tools use, where it came from,
//! what the sandbox declares and what of it is missing, and which of the
//! tools' layer directories go on the interpreter's path.

use std::path::PathBuf;

use serde::Serialize;

use super::declared::Declarations;
use super::sync::{self, Pointer};
use super::{EnvironmentInfo, EnvironmentOptions, prepare};
use crate::confine::ConfinementOptions;
use crate::error::Result;
use crate::sandbox::Sandbox;
use crate::toolchain::{PYLINT_VERSION, PYTEST_VERSION, Toolchain};

#[derive(Debug, Clone, Serialize)]
pub struct EnvironmentReport {
    /// The environment in use, as every lint and test result names it.
    pub environment: EnvironmentInfo,
    pub declarations: Declarations,
    /// The managed environment `env sync` made for this sandbox, if any (in
    /// use only when no virtualenv takes precedence).
    pub synced: Option<Pointer>,
    pub pylint_version: String,
    pub pytest_version: String,
    /// The tools' layer directories put on the interpreter's path.
    pub tools_path: Vec<PathBuf>,
    /// The interpreter that starts every confined run.
    pub launcher: PathBuf,
}

pub fn describe(
    sandbox: &Sandbox,
    options: &EnvironmentOptions,
    toolchain: &Toolchain,
    confinement: &ConfinementOptions,
) -> Result<EnvironmentReport> {
    let prepared = prepare(sandbox, options, toolchain, confinement)?;
    Ok(EnvironmentReport {
        environment: prepared.info,
        declarations: prepared.declarations,
        synced: sync::current(toolchain, sandbox),
        pylint_version: PYLINT_VERSION.into(),
        pytest_version: PYTEST_VERSION.into(),
        tools_path: prepared.python.layer,
        launcher: toolchain.base_python.clone(),
    })
}
