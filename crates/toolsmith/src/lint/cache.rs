//! Lint results cached on disk. The key holds what is known before linting:
//! the file's bytes, the names of the Python files of its package (a module
//! added, removed or renamed can change where any import resolves), the
//! configuration, pylint's version and the project's environment (its
//! interpreter and every distribution installed). The entry holds what is
//! known after: the sandbox modules pylint and astroid read to produce the
//! report, each with the hash of the bytes they read, including those that
//! astroid found but could not build (a syntax error); and for each import
//! that found nothing, the names of the sandbox directories it was looked
//! for in. An entry answers only while every one of those is unchanged, so
//! editing, repairing, breaking, creating or deleting a module re-lints
//! exactly the files whose result could depend on it. A module read only
//! by some of its names (see `pylint_names.py`) is a dependency by those
//! names: the entry keeps their fingerprint, and an edit of the module that
//! leaves them alone (a new function, a statement none of them is in) leaves
//! the entry standing (see [`super::definitions`]). A cached answer is the
//! very json2 report a fresh run gave.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use ruff_python_ast::PythonVersion;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};

use super::LintOptions;
use super::definitions::Statements;
use super::rcfile::PINNED_RCFILE;
use crate::files::{ListOptions, encoding};
use crate::sandbox::Sandbox;
use crate::toolchain::PYLINT_VERSION;

/// Packages with more Python files than this are not cached (listing them
/// at every call would cost more).
const MAX_PACKAGE_FILES: usize = 5_000;
/// Project configuration files pylint reads, when the project's own is used.
const CONFIG_FILES: &[&str] = &[
    "pylintrc",
    ".pylintrc",
    "pylintrc.toml",
    ".pylintrc.toml",
    "pyproject.toml",
    "setup.cfg",
    "tox.ini",
];
/// isort's, which pylint's import order checks read whatever pylint's own
/// configuration is: they are part of every key.
const ISORT_FILES: &[&str] = &[
    ".isort.cfg",
    "pyproject.toml",
    "setup.cfg",
    "tox.ini",
    ".editorconfig",
];
/// v7: scores stored before serde_json's `float_roundtrip` may be one unit
/// in the last place off pylint's; none of them is read again.
const FORMAT: &str = "toolsmith-lint-cache-v7";

/// What one call (an audit lints many files) has already hashed, listed or
/// parsed: each package's listing token, each module's content hash and,
/// for a module that changed, its statements.
#[derive(Default)]
pub struct Digests {
    listings: Mutex<HashMap<PathBuf, Option<String>>>,
    from_listings: Mutex<HashMap<PathBuf, String>>,
    contents: Mutex<HashMap<PathBuf, Option<String>>>,
    /// Each with the hash of the bytes it was parsed from.
    statements: Mutex<HashMap<PathBuf, Option<Parsed>>>,
}

/// A module's statements and the hash of the bytes they were parsed from.
type Parsed = (String, Arc<Statements>);

/// The package a file belongs to, and the token of its listing; the
/// directory pylint runs from, and the token of what it holds.
#[derive(Debug, Clone)]
pub struct Scope {
    /// The top of the file's package, relative to the sandbox.
    pub package: PathBuf,
    pub listing: String,
    /// The directory pylint runs from, relative to the sandbox.
    pub from: PathBuf,
    /// The names an import could find in it and in its `src/`: isort calls
    /// an import first party when one matches (a sibling added there turns
    /// `import shapes` from third party to first).
    pub from_listing: String,
}

/// The names of the entries of `dir` and of `dir/src` an import could
/// name (every directory, and modules), sorted; none when unreadable.
fn importable_names(sandbox: &Sandbox, dir: &Path) -> String {
    let mut names: Vec<Vec<u8>> = Vec::new();
    for (prefix, place) in [
        (&b"top/"[..], dir.to_path_buf()),
        (b"src/", dir.join("src")),
    ] {
        let place = if place.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            place
        };
        let Ok(entries) = sandbox.dir().read_dir(&place) else {
            continue;
        };
        for entry in entries.flatten() {
            let file_name = entry.file_name();
            let bytes = file_name.as_encoded_bytes();
            let importable = entry.file_type().is_ok_and(|t| t.is_dir())
                || [".py", ".pyi", ".so"]
                    .iter()
                    .any(|suffix| bytes.ends_with(suffix.as_bytes()));
            if importable {
                names.push([prefix, bytes].concat());
            }
        }
    }
    names_hash(names)
}

/// The directory whose modules' names can change the result for `relative`:
/// the top of its package (climbing while `__init__.py` exists).
fn package_root(sandbox: &Sandbox, relative: &Path) -> PathBuf {
    let mut dir = relative.parent().unwrap_or(Path::new("")).to_path_buf();
    while !dir.as_os_str().is_empty() && sandbox.dir().is_file(dir.join("__init__.py")) {
        dir = dir.parent().unwrap_or(Path::new("")).to_path_buf();
    }
    dir
}

/// The names (not contents) of the package's Python files, and of the
/// entries beside the package (what its `sys.path` entry holds).
fn listing_token(sandbox: &Sandbox, dir: &Path) -> Option<String> {
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
    let mut names: Vec<Vec<u8>> = Vec::with_capacity(listing.files.len());
    for file in &listing.files {
        let relative = sandbox.locate(Path::new(file)).ok()?;
        names.push(relative.as_os_str().as_encoded_bytes().to_vec());
    }
    if let Some(parent) = dir.parent() {
        let parent = if parent.as_os_str().is_empty() {
            Path::new(".")
        } else {
            parent
        };
        let entries = sandbox.dir().read_dir(parent).ok()?;
        for entry in entries.flatten() {
            // What an import could find there: a package, a module, an extension.
            let file_name = entry.file_name();
            let importable = entry.file_type().is_ok_and(|t| t.is_dir())
                || [".py", ".pyi", ".so"]
                    .iter()
                    .any(|suffix| file_name.as_encoded_bytes().ends_with(suffix.as_bytes()));
            if importable {
                let mut name = b"beside/".to_vec();
                name.extend_from_slice(file_name.as_encoded_bytes());
                names.push(name);
            }
        }
    }
    Some(names_hash(names))
}

/// sha256 over names sorted bytewise, each followed by a NUL.
fn names_hash(mut names: Vec<Vec<u8>>) -> String {
    names.sort();
    let mut hasher = Sha256::new();
    for name in &names {
        hasher.update(name);
        hasher.update([0]);
    }
    format!("{:x}", hasher.finalize())
}

impl Digests {
    /// `relative`'s package and its listing token (once per package per
    /// call); `None` when the package is too big to list at every call.
    pub fn scope(&self, sandbox: &Sandbox, relative: &Path, from: &Path) -> Option<Scope> {
        let package = package_root(sandbox, relative);
        let known = self.listings.lock().ok()?.get(&package).cloned();
        let listing = match known {
            Some(listing) => listing,
            None => {
                let listing = listing_token(sandbox, &package);
                self.listings
                    .lock()
                    .ok()?
                    .insert(package.clone(), listing.clone());
                listing
            }
        }?;
        let from_listing = self.listing_of_the_directory(sandbox, from)?;
        Some(Scope {
            package,
            listing,
            from: from.to_path_buf(),
            from_listing,
        })
    }

    /// [`importable_names`] of the directory pylint runs from, once per call.
    fn listing_of_the_directory(&self, sandbox: &Sandbox, from: &Path) -> Option<String> {
        let mut known = self.from_listings.lock().ok()?;
        let token = known
            .entry(from.to_path_buf())
            .or_insert_with(|| importable_names(sandbox, from));
        Some(token.clone())
    }

    /// The hash of a sandbox file's bytes now (once per file per call).
    fn content(&self, sandbox: &Sandbox, relative: &Path) -> Option<String> {
        if let Some(known) = self.contents.lock().ok()?.get(relative) {
            return known.clone();
        }
        let digest = sandbox
            .dir()
            .read(relative)
            .ok()
            .map(|bytes| format!("{:x}", Sha256::digest(&bytes)));
        self.contents
            .lock()
            .ok()?
            .insert(relative.to_path_buf(), digest.clone());
        digest
    }
}

impl Digests {
    /// The fingerprint of `names` in a sandbox module as it is now, for the
    /// environment's Python `target`, and the hash of the bytes it was made
    /// from; `None` when the module cannot be read, decoded or parsed.
    fn fingerprint(
        &self,
        sandbox: &Sandbox,
        relative: &Path,
        names: &[String],
        target: Option<PythonVersion>,
    ) -> Option<(String, String)> {
        let known = self.statements.lock().ok()?.get(relative).cloned();
        let (sha256, statements) = match known {
            Some(statements) => statements,
            None => {
                let parsed = target.and_then(|target| {
                    let bytes = sandbox.dir().read(relative).ok()?;
                    let sha256 = format!("{:x}", Sha256::digest(&bytes));
                    // As Python reads it: the encoding it declares.
                    let codec = encoding::codec("", &bytes).ok()?;
                    let source = encoding::decode("", bytes, codec, 0).ok()?;
                    Some((sha256, Arc::new(Statements::parse(&source, target)?)))
                });
                self.statements
                    .lock()
                    .ok()?
                    .insert(relative.to_path_buf(), parsed.clone());
                parsed
            }
        }?;
        Some((statements.fingerprint(names), sha256))
    }
}

/// The configuration a run reads: ours or the project's (found from the
/// directory pylint runs from, upwards), and isort's, which pylint's import
/// order checks read from there whichever it is.
fn configuration(sandbox: &Sandbox, from: &Path, options: &LintOptions) -> Vec<u8> {
    let mut bytes = if options.project_config {
        b"project".to_vec()
    } else {
        PINNED_RCFILE.as_bytes().to_vec()
    };
    let mut names: Vec<&str> = ISORT_FILES.to_vec();
    if options.project_config {
        for name in CONFIG_FILES {
            if !names.contains(name) {
                names.push(name);
            }
        }
    }
    let mut dir = Some(from.to_path_buf());
    while let Some(current) = dir {
        let place = if current.as_os_str().is_empty() {
            PathBuf::from(".")
        } else {
            current.clone()
        };
        for name in &names {
            if let Ok(content) = sandbox.dir().read(place.join(name)) {
                bytes.extend_from_slice(place.as_os_str().as_encoded_bytes());
                bytes.extend_from_slice(name.as_bytes());
                bytes.extend_from_slice(&content);
            }
        }
        dir = current.parent().map(Path::to_path_buf);
    }
    bytes
}

/// The cache key for `relative` with `content`, in its package's `scope`.
pub fn key(
    sandbox: &Sandbox,
    relative: &Path,
    content: &str,
    environment: &str,
    options: &LintOptions,
    scope: &Scope,
) -> String {
    let mut hasher = Sha256::new();
    for part in [
        FORMAT.as_bytes(),
        PYLINT_VERSION.as_bytes(),
        environment.as_bytes(),
        &configuration(sandbox, &scope.from, options),
        relative.as_os_str().as_encoded_bytes(),
        content.as_bytes(),
        scope.listing.as_bytes(),
        scope.from.as_os_str().as_encoded_bytes(),
        scope.from_listing.as_bytes(),
    ] {
        hasher.update((part.len() as u64).to_le_bytes());
        hasher.update(part);
    }
    format!("{:x}", hasher.finalize())
}

/// What a report was made from, as it was read: a sandbox file's bytes, or
/// the entry names of a sandbox directory an import found nothing in.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Dependency {
    /// Relative to the sandbox.
    pub path: PathBuf,
    /// sha256 of the bytes read (of the names, for a directory); empty when
    /// they could not be read.
    pub sha256: String,
    pub kind: DependencyKind,
    /// The names the lint read in this module, when they are all it read
    /// there: it still stands while their fingerprint does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub definitions: Option<Definitions>,
}

/// Names read in a module and their fingerprint (see [`super::definitions`]).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Definitions {
    pub names: Vec<String>,
    /// Empty until stored; empty also when the module had changed by then.
    #[serde(default)]
    pub fingerprint: String,
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum DependencyKind {
    /// A file's content.
    File,
    /// A directory's entry names (`__pycache__` aside), sorted.
    Names,
}

/// The token of a directory's entry names, as the worker makes it: sha256
/// over each name's bytes followed by a NUL, in byte order.
pub fn names_token(sandbox: &Sandbox, relative: &Path) -> Option<String> {
    let dir = if relative.as_os_str().is_empty() {
        Path::new(".")
    } else {
        relative
    };
    let mut names: Vec<Vec<u8>> = sandbox
        .dir()
        .read_dir(dir)
        .ok()?
        .map(|entry| entry.map(|e| e.file_name().as_encoded_bytes().to_vec()))
        .collect::<std::io::Result<_>>()
        .ok()?;
    names.retain(|name| name != b"__pycache__");
    Some(names_hash(names))
}

#[derive(Serialize, Deserialize)]
struct Entry {
    json2: Value,
    dependencies: Vec<Dependency>,
}

fn entry(cache: &Path, key: &str) -> PathBuf {
    cache
        .join("lint")
        .join(&key[..2])
        .join(format!("{key}.json"))
}

/// The cached report, if every module it was made from is unchanged, or
/// changed only where the report did not read it.
pub fn load(
    sandbox: &Sandbox,
    cache: &Path,
    key: &str,
    digests: &Digests,
    target: Option<PythonVersion>,
) -> Option<Value> {
    let entry: Entry = serde_json::from_slice(&std::fs::read(entry(cache, key)).ok()?).ok()?;
    let unchanged = entry.dependencies.iter().all(|dependency| {
        let now = match dependency.kind {
            DependencyKind::File => digests.content(sandbox, &dependency.path),
            DependencyKind::Names => names_token(sandbox, &dependency.path),
        };
        if dependency.sha256.is_empty() {
            return false;
        }
        if now.as_deref() == Some(dependency.sha256.as_str()) {
            return true;
        }
        dependency.definitions.as_ref().is_some_and(|read| {
            !read.fingerprint.is_empty()
                && digests
                    .fingerprint(sandbox, &dependency.path, &read.names, target)
                    .is_some_and(|(now, _)| now == read.fingerprint)
        })
    });
    unchanged.then_some(entry.json2)
}

/// Fingerprints the names each dependency was read by, from the module's
/// bytes if they are still those the lint read (else leaves none: the entry
/// then stands only while the module is unchanged).
pub fn fingerprint_definitions(
    sandbox: &Sandbox,
    dependencies: &mut [Dependency],
    digests: &Digests,
    target: Option<PythonVersion>,
) {
    for dependency in dependencies {
        let Some(read) = dependency.definitions.as_mut() else {
            continue;
        };
        read.fingerprint = digests
            .fingerprint(sandbox, &dependency.path, &read.names, target)
            .filter(|(_, sha256)| *sha256 == dependency.sha256)
            .map(|(fingerprint, _)| fingerprint)
            .unwrap_or_default();
    }
}

/// Stores atomically; a cache that cannot be written is only slower.
pub fn store(cache: &Path, key: &str, json2: &Value, dependencies: &[Dependency]) {
    let path = entry(cache, key);
    let Some(dir) = path.parent() else {
        return;
    };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    let Ok(bytes) = serde_json::to_vec(&Entry {
        json2: json2.clone(),
        dependencies: dependencies.to_vec(),
    }) else {
        return;
    };
    // Unique per writer: two threads may store the same key at once.
    static WRITES: AtomicU64 = AtomicU64::new(0);
    let temporary = path.with_extension(format!(
        "tmp{}-{}",
        std::process::id(),
        WRITES.fetch_add(1, Ordering::Relaxed)
    ));
    if std::fs::write(&temporary, bytes).is_ok() && std::fs::rename(&temporary, &path).is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
}
