//! The project's Python environment: what the tools use, and making it.

use serde::Deserialize;
use serde_json::{Value, json};

use super::{Context, Hints, Tool};
use crate::environment::declared::DeclareOptions;
use crate::environment::sync::{self, SyncOptions, SyncReport};
use crate::environment::{self as env, EnvironmentReport};
use crate::error::Result;
use crate::journal::ActionType;
use crate::toolchain::{Toolchain, ToolchainOptions};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct NoArgs {}

pub struct EnvInfo;

impl Tool for EnvInfo {
    const NAME: &'static str = "env_info";
    const MODULE: &'static str = "environment";
    const ACTION: ActionType = ActionType::Analysis;
    const DESCRIPTION: &'static str = "The project's Python environment pylint and pytest use: \
        where it came from, its interpreter, and the declared dependencies it lacks (with what \
        to do about them).";
    const HINTS: Hints = Hints::READ;
    const OUTPUT_KEYS: &'static [&'static str] = &["environment", "declarations"];
    type Args = NoArgs;
    type Output = EnvironmentReport;

    fn summary(output: &EnvironmentReport) -> String {
        super::summary::environment(output)
    }

    fn run(context: &Context, _args: NoArgs) -> Result<EnvironmentReport> {
        let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
        env::describe(
            context.sandbox()?,
            &context.environment,
            &toolchain,
            &context.confinement,
        )
    }

    fn logged(_args: &NoArgs) -> Value {
        json!({})
    }

    fn files(_args: &NoArgs) -> Vec<String> {
        Vec::new()
    }
}

#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
pub struct EnvSyncArgs {
    /// Optional dependencies of pyproject.toml to install too.
    pub extras: Option<Vec<String>>,
    /// Dependency groups of pyproject.toml to install too.
    pub groups: Option<Vec<String>>,
    /// Build requirements that have no wheel (runs their build code, unconfined). Default false.
    pub allow_build: Option<bool>,
}

pub struct EnvSync;

impl Tool for EnvSync {
    const NAME: &'static str = "env_sync";
    const MODULE: &'static str = "environment";
    const ACTION: ActionType = ActionType::Fix;
    const DESCRIPTION: &'static str = "Install the sandbox's declared dependencies \
        (pyproject.toml, requirements*.txt, uv.lock) into a managed environment outside it, used \
        by pylint and pytest from then on. Wheels only; the sandbox's own code is put on the \
        path, never built or run. On failure the previous environment stays in use.";
    const HINTS: Hints = Hints::RUN;
    const OUTPUT_KEYS: &'static [&'static str] = &[
        "environment",
        "python_version",
        "declared_in",
        "installed",
        "reused",
    ];
    type Args = EnvSyncArgs;
    type Output = SyncReport;

    fn summary(output: &SyncReport) -> String {
        super::summary::sync(output)
    }

    fn run(context: &Context, args: EnvSyncArgs) -> Result<SyncReport> {
        let toolchain = Toolchain::ensure(&ToolchainOptions::default())?;
        let options = SyncOptions {
            declare: DeclareOptions {
                extras: args.extras.unwrap_or_default(),
                groups: args.groups.unwrap_or_default(),
                allow_build: args.allow_build.unwrap_or(false),
            },
            python: context.environment.python.clone(),
        };
        sync::sync(context.sandbox()?, &toolchain, &options)
    }

    fn logged(args: &EnvSyncArgs) -> Value {
        json!({
            "extras": args.extras.clone().unwrap_or_default(),
            "groups": args.groups.clone().unwrap_or_default(),
            "allow_build": args.allow_build.unwrap_or(false),
        })
    }

    fn files(_args: &EnvSyncArgs) -> Vec<String> {
        Vec::new()
    }
}
