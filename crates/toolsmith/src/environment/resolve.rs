//! Finding the project's environment: the first rule that matches (see the
//! module above), each candidate checked so that a broken virtualenv is an
//! error naming it and what to do, never a silent fall back to another.

use std::path::Path;

use super::declared::DeclareOptions;
use super::venv::{self, Installation};
use super::{Environment, EnvironmentOptions, SANDBOX_VENVS, Source, sync, too_old};
use crate::error::{Error, Result};
use crate::sandbox::Sandbox;
use crate::toolchain::Toolchain;

fn broken(venv: &Path, what: &str) -> Error {
    Error::Environment {
        message: format!("the virtualenv {} is broken: {what}", venv.display()),
        hint: format!(
            "recreate it (`python3 -m venv --clear {}`) and reinstall its packages, name another \
             with --venv, or remove it; Toolsmith does not fall back to another environment, \
             which would change the results",
            venv.display()
        ),
    }
}

/// A virtualenv's environment, checked: `pyvenv.cfg` with a `home`, an
/// interpreter that is not a dangling link, a Python 3.10 or newer.
fn from_venv(sandbox: &Sandbox, dir: &Path, source: Source) -> Result<Environment> {
    let dir = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
    let inside = sandbox.locate(&dir).is_ok();
    let config_bytes = if inside {
        let relative = sandbox.locate(&dir)?.join("pyvenv.cfg");
        sandbox
            .dir()
            .read(&relative)
            .map_err(|e| Error::from_io(&relative.display().to_string(), "read", e))
    } else {
        std::fs::read(dir.join("pyvenv.cfg"))
            .map_err(|e| Error::from_io(&dir.join("pyvenv.cfg").display().to_string(), "read", e))
    };
    let config_bytes = match config_bytes {
        Ok(bytes) => bytes,
        Err(Error::Security { .. }) => {
            return Err(broken(&dir, "its pyvenv.cfg leads outside the sandbox"));
        }
        Err(_) if !dir.is_dir() => {
            return Err(Error::Environment {
                message: format!(
                    "{} ({}) is not a directory",
                    dir.display(),
                    source.describe()
                ),
                hint: "name an existing virtualenv".into(),
            });
        }
        Err(_) => return Err(broken(&dir, "it has no pyvenv.cfg")),
    };
    let config = venv::parse_config(&String::from_utf8_lossy(&config_bytes));
    if config.home.is_none() {
        return Err(broken(
            &dir,
            "its pyvenv.cfg names no `home` (the Python it was made from)",
        ));
    }
    if let Some(version) = &config.version
        && venv::major_minor(version).is_some_and(|v| v < (3, 10))
    {
        return Err(too_old(&dir, version));
    }
    let interpreter = ["bin/python", "bin/python3"]
        .iter()
        .map(|name| dir.join(name))
        .find(|p| p.symlink_metadata().is_ok())
        .ok_or_else(|| broken(&dir, "it has no bin/python"))?;
    let installation = Installation::of(&interpreter).map_err(|e| {
        let target = std::fs::read_link(&interpreter)
            .map(|t| format!(" (a link to {}, which is missing)", t.display()))
            .unwrap_or_else(|_| format!(" ({e})"));
        broken(
            &dir,
            &format!(
                "its interpreter {} cannot be used{target}",
                interpreter.display()
            ),
        )
    })?;
    Ok(Environment {
        source,
        interpreter,
        venv: Some(dir),
        config: Some(config),
        config_bytes,
        installation,
        inside_sandbox: inside,
        synced_with: DeclareOptions::default(),
        notes: Vec::new(),
    })
}

fn from_interpreter(sandbox: &Sandbox, python: &Path) -> Result<Environment> {
    let python = std::path::absolute(python).unwrap_or_else(|_| python.to_path_buf());
    let installation = Installation::of(&python).map_err(|e| Error::Environment {
        message: format!("--python {}: not an interpreter ({e})", python.display()),
        hint: "name a Python 3.10 or newer, e.g. --python /usr/bin/python3".into(),
    })?;
    // An interpreter of a virtualenv brings that virtualenv with it.
    let venv = python
        .parent()
        .and_then(Path::parent)
        .filter(|d| d.join("pyvenv.cfg").is_file())
        .map(Path::to_path_buf);
    Ok(Environment {
        source: Source::Python,
        inside_sandbox: sandbox.locate(&python).is_ok(),
        interpreter: python,
        venv,
        config: None,
        config_bytes: Vec::new(),
        installation,
        synced_with: DeclareOptions::default(),
        notes: Vec::new(),
    })
}

/// The project's environment: the first rule of the module's list that matches.
pub fn resolve(
    sandbox: &Sandbox,
    options: &EnvironmentOptions,
    toolchain: &Toolchain,
) -> Result<Environment> {
    if let Some(venv) = &options.venv {
        return from_venv(sandbox, venv, Source::Venv);
    }
    if let Some(python) = &options.python {
        return from_interpreter(sandbox, python);
    }
    if let Some(active) = std::env::var_os("VIRTUAL_ENV").filter(|v| !v.is_empty()) {
        return from_venv(sandbox, Path::new(&active), Source::VirtualEnv);
    }
    let mut notes = Vec::new();
    for name in SANDBOX_VENVS {
        if sandbox.dir().symlink_metadata(name).is_err() {
            continue;
        }
        match sandbox.dir().metadata(name) {
            Ok(metadata)
                if metadata.is_dir()
                    && sandbox
                        .dir()
                        .symlink_metadata(Path::new(name).join("pyvenv.cfg"))
                        .is_ok() =>
            {
                return from_venv(sandbox, &sandbox.root().join(name), Source::Sandbox(name));
            }
            Err(e) if crate::error::is_escape_attempt(&e) => notes.push(format!(
                "{name} was not used: it leads outside the sandbox (name it with --venv if you trust it)"
            )),
            _ => {}
        }
    }
    let mut environment = match sync::current(toolchain, sandbox) {
        Some(pointer) => {
            let mut environment = from_venv(
                sandbox,
                &pointer.dir,
                Source::Synced(pointer.declared_in.clone()),
            )?;
            environment.synced_with = pointer.options();
            environment
        }
        None => from_venv(
            sandbox,
            &toolchain.bare_environment()?,
            Source::ToolchainOnly,
        )?,
    };
    environment.notes.extend(notes);
    Ok(environment)
}
