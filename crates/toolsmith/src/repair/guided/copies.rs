//! The copies of the sandbox edits are tried in, and the environment their
//! tests run in.

use std::path::Path;

use crate::environment::{self, EnvironmentOptions, Source};
use crate::error::{Error, Result};
use crate::files::ListOptions;
use crate::sandbox::Sandbox;
use crate::testing::TestOptions;
use crate::toolchain::Toolchain;

/// A copy of the sandbox's files (virtualenvs and caches left out) in a
/// directory of its own, where mutated code can be tested.
pub(super) fn copy_of(sandbox: &Sandbox) -> Result<tempfile::TempDir> {
    let copy = tempfile::tempdir().map_err(|e| Error::from_io("a scratch copy", "create", e))?;
    // Every regular file (data files the tests read too), hidden ones
    // included; virtualenvs and caches are not listed.
    let options = ListOptions {
        include_hidden: true,
        all_files: true,
        max_entries: 50_000,
        ..ListOptions::default()
    };
    let listing = sandbox.list_files(sandbox.root(), &options)?;
    if listing.truncated {
        return Err(Error::InvalidArgument(format!(
            "{}: too many files to copy for test-guided repair ({} listed at most)",
            sandbox.root().display(),
            options.max_entries
        )));
    }
    for file in &listing.files {
        let relative = sandbox.locate(Path::new(file))?;
        let top = relative
            .components()
            .next()
            .map(|c| c.as_os_str().to_string_lossy().into_owned());
        if matches!(top.as_deref(), Some(".venv" | "venv" | "env" | ".git")) {
            continue;
        }
        let Ok(bytes) = sandbox.dir().read(&relative) else {
            continue;
        };
        let target = copy.path().join(&relative);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| Error::from_io(&target.display().to_string(), "create", e))?;
        }
        std::fs::write(&target, bytes)
            .map_err(|e| Error::from_io(&target.display().to_string(), "write", e))?;
    }
    Ok(copy)
}

/// The environment the sandbox's own tests run in, named for the copies:
/// they hold no virtualenv, and the managed environment `env sync` made is
/// the sandbox's, not theirs.
pub(super) fn environment_for_copies(
    sandbox: &Sandbox,
    options: &TestOptions,
) -> Result<EnvironmentOptions> {
    if options.environment.venv.is_some() || options.environment.python.is_some() {
        return Ok(options.environment.clone());
    }
    let toolchain = Toolchain::ensure(&options.toolchain)?;
    let environment = environment::resolve(sandbox, &options.environment, &toolchain)?;
    Ok(match environment.source {
        Source::ToolchainOnly => EnvironmentOptions::default(),
        _ => match environment.venv {
            Some(venv) => EnvironmentOptions {
                venv: Some(venv),
                python: None,
            },
            None => EnvironmentOptions {
                venv: None,
                python: Some(environment.interpreter),
            },
        },
    })
}
