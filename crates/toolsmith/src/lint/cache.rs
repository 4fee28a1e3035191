//! Lint results cached on disk, keyed by everything that can change them:
//! the file's bytes, the bytes of every Python file of its package (pylint
//! looks into imported modules), the configuration, pylint's version and the
//! project's environment (its interpreter and every distribution installed:
//! a changed dependency is never answered from the cache). A cached answer is
//! the very json2 report a fresh run gave.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::LintOptions;
use super::worker::PINNED_RCFILE;
use crate::files::ListOptions;
use crate::sandbox::Sandbox;
use crate::toolchain::PYLINT_VERSION;

/// Packages bigger than this are not cached (hashing them would cost more).
const MAX_PACKAGE_FILES: usize = 5_000;
const MAX_PACKAGE_BYTES: usize = 128 * 1024 * 1024;
/// Project configuration files pylint reads, when the project's own is used.
const CONFIG_FILES: &[&str] = &[
    "pylintrc",
    ".pylintrc",
    "pyproject.toml",
    "setup.cfg",
    "tox.ini",
];
const FORMAT: &str = "toolsmith-lint-cache-v2";

/// Package digests computed during one call (an audit lints many files of
/// one package: hash the package once).
#[derive(Default)]
pub struct Digests(Mutex<HashMap<PathBuf, Option<String>>>);

/// The directory whose Python files can change the result for `relative`:
/// the top of its package (climbing while `__init__.py` exists).
fn package_root(sandbox: &Sandbox, relative: &Path) -> PathBuf {
    let mut dir = relative.parent().unwrap_or(Path::new("")).to_path_buf();
    while !dir.as_os_str().is_empty() && sandbox.dir().is_file(dir.join("__init__.py")) {
        dir = dir.parent().unwrap_or(Path::new("")).to_path_buf();
    }
    dir
}

fn package_digest(sandbox: &Sandbox, dir: &Path) -> Option<String> {
    let options = ListOptions {
        include_hidden: false,
        max_entries: MAX_PACKAGE_FILES,
        ..ListOptions::default()
    };
    let listing = sandbox
        .list_files(&sandbox.root().join(dir), &options)
        .ok()?;
    if listing.truncated {
        return None;
    }
    let mut hasher = Sha256::new();
    let mut total = 0usize;
    for file in &listing.files {
        let relative = sandbox.locate(Path::new(file)).ok()?;
        let bytes = sandbox.dir().read(&relative).ok()?;
        total += bytes.len();
        if total > MAX_PACKAGE_BYTES {
            return None;
        }
        hasher.update(relative.as_os_str().as_encoded_bytes());
        hasher.update([0]);
        hasher.update(Sha256::digest(&bytes));
    }
    Some(format!("{:x}", hasher.finalize()))
}

fn configuration(sandbox: &Sandbox, relative: &Path, options: &LintOptions) -> Vec<u8> {
    if !options.project_config {
        return PINNED_RCFILE.as_bytes().to_vec();
    }
    let mut bytes = b"project".to_vec();
    let mut dir = relative.parent().map(Path::to_path_buf);
    while let Some(current) = dir {
        for name in CONFIG_FILES {
            if let Ok(content) = sandbox.dir().read(current.join(name)) {
                bytes.extend_from_slice(name.as_bytes());
                bytes.extend_from_slice(&content);
            }
        }
        dir = current.parent().map(Path::to_path_buf);
    }
    bytes
}

/// The cache key for `relative` with `content`; `None` when it cannot be
/// cached (too big a package, unreadable files).
pub fn key(
    sandbox: &Sandbox,
    relative: &Path,
    content: &str,
    environment: &str,
    options: &LintOptions,
    digests: &Digests,
) -> Option<String> {
    let root = package_root(sandbox, relative);
    let package = {
        let known = digests.0.lock().ok()?.get(&root).cloned();
        match known {
            Some(digest) => digest,
            None => {
                let digest = package_digest(sandbox, &root);
                digests.0.lock().ok()?.insert(root.clone(), digest.clone());
                digest
            }
        }
    }?;
    let mut hasher = Sha256::new();
    for part in [
        FORMAT.as_bytes(),
        PYLINT_VERSION.as_bytes(),
        environment.as_bytes(),
        &configuration(sandbox, relative, options),
        relative.as_os_str().as_encoded_bytes(),
        content.as_bytes(),
        package.as_bytes(),
    ] {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part);
    }
    Some(format!("{:x}", hasher.finalize()))
}

fn entry(cache: &Path, key: &str) -> PathBuf {
    cache
        .join("lint")
        .join(&key[..2])
        .join(format!("{key}.json"))
}

pub fn load(cache: &Path, key: &str) -> Option<Value> {
    serde_json::from_slice(&std::fs::read(entry(cache, key)).ok()?).ok()
}

/// Stores atomically; a cache that cannot be written is only slower.
pub fn store(cache: &Path, key: &str, json2: &Value) {
    let path = entry(cache, key);
    let Some(dir) = path.parent() else {
        return;
    };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let temporary = path.with_extension(format!("tmp{}", std::process::id()));
    if std::fs::write(&temporary, json2.to_string()).is_ok()
        && std::fs::rename(&temporary, &path).is_err()
    {
        let _ = std::fs::remove_file(&temporary);
    }
}
