//! A layer: pinned pylint and pytest with their dependencies, resolved and
//! installed for one Python installation, one directory per distribution.
//! A run puts the directories it needs on the project interpreter's path
//! (see `environment::installed::select`), so the tools see the project's packages
//! without ever being installed among them.
//!
//! A layer is keyed by the installation's real executable (path, inode, size,
//! mtime), its version and platform; its bytecode is compiled by that very
//! executable, confined. An interpreter planted in a sandbox thus only ever
//! compiles the layer it alone uses.

use std::collections::{BTreeMap, HashMap};
use std::io::IsTerminal;
use std::path::{Component, Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use serde::{Deserialize, Serialize};

use super::process::run_tool;
use super::{PYLINT_VERSION, PYTEST_VERSION, ProvisionLock, Toolchain, short_key, toolchain_error};
use crate::error::Result;

const FORMAT: u32 = 1;
const MANIFEST: &str = "layer.json";
/// Layers kept; the least recently made beyond this are removed.
const MAX_LAYERS: usize = 8;

/// The installation a layer is made for.
#[derive(Debug, Clone)]
pub struct LayerTarget {
    /// Its real executable, and that file's identity (inode, size, mtime).
    pub executable: PathBuf,
    pub identity: String,
    /// `3.11.7`.
    pub python_version: String,
    /// uv's `--python-platform` (`x86_64-manylinux_2_36`); pip's tags follow from it.
    pub platform: String,
}

/// One distribution of a layer.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct LayerDist {
    /// Normalized (PEP 503): also its directory's name in the layer.
    pub name: String,
    pub version: String,
    /// Its `Requires-Dist` lines, markers unevaluated.
    pub requires: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Manifest {
    pub format: u32,
    pub executable: PathBuf,
    pub python_version: String,
    pub platform: String,
    pub pylint_version: String,
    pub pytest_version: String,
    pub dists: Vec<LayerDist>,
}

#[derive(Debug, Clone)]
pub struct Layer {
    pub dir: PathBuf,
    pub manifest: Manifest,
}

impl Layer {
    /// The directory holding one distribution (what goes on the path).
    pub fn dist_dir(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }
}

/// PEP 503's normalized form of a distribution name.
pub fn normalize(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut separator = false;
    for c in name.trim().chars() {
        if matches!(c, '-' | '_' | '.') {
            separator = true;
            continue;
        }
        if separator && !out.is_empty() {
            out.push('-');
        }
        separator = false;
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The layer for `target`, provisioned on its first use; `compile` writes the
/// bytecode of a staged layer (confined, by the target's own executable).
pub fn ensure(
    toolchain: &Toolchain,
    target: &LayerTarget,
    compile: &dyn Fn(&Path) -> Result<()>,
) -> Result<Layer> {
    static KNOWN: OnceLock<Mutex<HashMap<PathBuf, Layer>>> = OnceLock::new();
    let key = short_key(&[
        &FORMAT.to_le_bytes(),
        PYLINT_VERSION.as_bytes(),
        PYTEST_VERSION.as_bytes(),
        target.executable.as_os_str().as_encoded_bytes(),
        target.identity.as_bytes(),
        target.python_version.as_bytes(),
        target.platform.as_bytes(),
    ]);
    let dir = toolchain.cache.join("layers").join(&key);
    let known = KNOWN.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(layer) = known.lock().ok().and_then(|m| m.get(&dir).cloned())
        && layer.dir.join(MANIFEST).is_file()
    {
        return Ok(layer);
    }
    let layer = match load(&dir) {
        Some(layer) => layer,
        None => {
            let _lock = ProvisionLock::acquire(&toolchain.cache)?;
            match load(&dir) {
                Some(layer) => layer,
                None => provision(toolchain, target, &dir, compile)?,
            }
        }
    };
    if let Ok(mut map) = known.lock() {
        map.insert(dir, layer.clone());
    }
    Ok(layer)
}

fn load(dir: &Path) -> Option<Layer> {
    let manifest: Manifest =
        serde_json::from_slice(&std::fs::read(dir.join(MANIFEST)).ok()?).ok()?;
    (manifest.format == FORMAT).then(|| Layer {
        dir: dir.to_path_buf(),
        manifest,
    })
}

fn provision(
    toolchain: &Toolchain,
    target: &LayerTarget,
    dir: &Path,
    compile: &dyn Fn(&Path) -> Result<()>,
) -> Result<Layer> {
    let tell = std::io::stderr().is_terminal();
    if tell {
        eprintln!(
            "toolsmith: first use of Python {} ({}): installing pylint {PYLINT_VERSION} and pytest {PYTEST_VERSION} for it...",
            target.python_version,
            target.executable.display()
        );
    }
    let parent = dir.parent().unwrap_or(dir);
    let staging = parent.join(format!(
        ".staging-{}-{}",
        std::process::id(),
        dir.file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default()
    ));
    let _ = std::fs::remove_dir_all(&staging);
    let made = (|| {
        let all = staging.join("all");
        std::fs::create_dir_all(&all).map_err(|e| io_error(&all, e))?;
        install(toolchain, target, &all)?;
        let dists = split(&all, &staging)?;
        std::fs::remove_dir_all(&all).map_err(|e| io_error(&all, e))?;
        compile(&staging)?;
        let manifest = Manifest {
            format: FORMAT,
            executable: target.executable.clone(),
            python_version: target.python_version.clone(),
            platform: target.platform.clone(),
            pylint_version: PYLINT_VERSION.into(),
            pytest_version: PYTEST_VERSION.into(),
            dists,
        };
        let bytes =
            serde_json::to_vec_pretty(&manifest).map_err(|e| toolchain_error(e.to_string()))?;
        std::fs::write(staging.join(MANIFEST), bytes).map_err(|e| io_error(&staging, e))?;
        let _ = std::fs::remove_dir_all(dir);
        std::fs::rename(&staging, dir).map_err(|e| io_error(dir, e))?;
        Ok(manifest)
    })();
    let manifest = match made {
        Ok(manifest) => manifest,
        Err(error) => {
            let _ = std::fs::remove_dir_all(&staging);
            return Err(error);
        }
    };
    prune(parent);
    if tell {
        eprintln!(
            "toolsmith: tools ready for Python {}",
            target.python_version
        );
    }
    Ok(Layer {
        dir: dir.to_path_buf(),
        manifest,
    })
}

fn io_error(path: &Path, error: std::io::Error) -> crate::Error {
    toolchain_error(format!("{}: {error}", path.display()))
}

/// Resolves and installs the pinned tools into `all` for the target's
/// version and platform, wheels only: uv, or pip's cross-target install.
fn install(toolchain: &Toolchain, target: &LayerTarget, all: &Path) -> Result<()> {
    let pins = [
        format!("pylint=={PYLINT_VERSION}"),
        format!("pytest=={PYTEST_VERSION}"),
    ];
    let what = "installing pylint and pytest (needs the Python package index)";
    if let Some(uv) = toolchain.uv() {
        let mut command = toolchain.uv_command(uv);
        command
            .args(["pip", "install", "--quiet", "--no-config", "--target"])
            .arg(all)
            // uv runs no interpreter but the launcher; markers and tags are the target's.
            .arg("--python")
            .arg(&toolchain.base_python)
            .args(["--python-version", &target.python_version])
            .args(["--python-platform", &target.platform])
            .args(["--only-binary", ":all:"])
            .args(&pins);
        return run_tool(&mut command, what).map(drop);
    }
    let mut command = super::process::pip_install(&toolchain.base_python);
    command.arg("--target");
    command.arg(all);
    command.args(["--python-version", &target.python_version]);
    for tag in pip_platforms(&target.platform) {
        command.args(["--platform", &tag]);
    }
    command.args(&pins);
    run_tool(&mut command, what).map(drop)
}

/// pip's platform tags for uv's platform name (`x86_64-manylinux_2_36`):
/// every manylinux tag up to that glibc, and the plain linux tag.
fn pip_platforms(platform: &str) -> Vec<String> {
    let (machine, rest) = platform.split_once('-').unwrap_or((platform, ""));
    let mut tags = vec![format!("linux_{machine}")];
    if let Some(minor) = rest
        .strip_prefix("manylinux_2_")
        .and_then(|m| m.parse::<u32>().ok())
    {
        tags.extend((5..=minor).map(|m| format!("manylinux_2_{m}_{machine}")));
        tags.push(format!("manylinux2014_{machine}"));
    }
    tags
}

/// Reads one dist-info's METADATA: name, version, `Requires-Dist` lines.
fn metadata(text: &str) -> Option<(String, String, Vec<String>)> {
    let mut name = None;
    let mut version = None;
    let mut requires = Vec::new();
    for line in text.lines() {
        if line.is_empty() {
            break; // the body (the long description) follows the headers
        }
        if let Some((key, value)) = line.split_once(':') {
            let value = value.trim().to_string();
            match key {
                "Name" => name = Some(value),
                "Version" => version = Some(value),
                "Requires-Dist" => requires.push(value),
                _ => {}
            }
        }
    }
    Some((normalize(&name?), version?, requires))
}

/// The paths a RECORD lists (its first CSV field, quotes honoured).
fn record_paths(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| {
            if let Some(quoted) = line.strip_prefix('"') {
                let mut path = String::new();
                let mut chars = quoted.chars().peekable();
                while let Some(c) = chars.next() {
                    if c == '"' {
                        if chars.peek() == Some(&'"') {
                            chars.next();
                            path.push('"');
                            continue;
                        }
                        return Some(path);
                    }
                    path.push(c);
                }
                None
            } else {
                line.split(',').next().map(str::to_string)
            }
        })
        .filter(|p| !p.is_empty())
        .collect()
}

/// A RECORD path's place in the layer: relative, no `..`, not a script.
fn installable(path: &str) -> Option<PathBuf> {
    let path = Path::new(path);
    let normal = path.components().all(|c| matches!(c, Component::Normal(_)));
    let script = path.components().next() == Some(Component::Normal("bin".as_ref()));
    (normal && !script).then(|| path.to_path_buf())
}

/// Moves what `all` holds into one directory per distribution under
/// `staging`, by each dist-info's RECORD. A top-level entry owned by one
/// distribution moves whole; one shared (a namespace package) file by file.
fn split(all: &Path, staging: &Path) -> Result<Vec<LayerDist>> {
    let mut dists = Vec::new();
    let mut files: Vec<(String, Vec<PathBuf>)> = Vec::new();
    let entries = std::fs::read_dir(all).map_err(|e| io_error(all, e))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.ends_with(".dist-info") {
            continue;
        }
        let info = entry.path();
        let text =
            std::fs::read_to_string(info.join("METADATA")).map_err(|e| io_error(&info, e))?;
        let (dist, version, requires) = metadata(&text)
            .ok_or_else(|| toolchain_error(format!("{}: no name or version", info.display())))?;
        let record =
            std::fs::read_to_string(info.join("RECORD")).map_err(|e| io_error(&info, e))?;
        let mut paths: Vec<PathBuf> = record_paths(&record)
            .iter()
            .filter_map(|p| installable(p))
            .collect();
        paths.push(PathBuf::from(&name));
        files.push((dist.clone(), paths));
        dists.push(LayerDist {
            name: dist,
            version,
            requires,
        });
    }
    let mut owners: BTreeMap<PathBuf, Vec<String>> = BTreeMap::new();
    for (dist, paths) in &files {
        for path in paths {
            if let Some(Component::Normal(top)) = path.components().next() {
                let list = owners.entry(PathBuf::from(top)).or_default();
                if !list.contains(dist) {
                    list.push(dist.clone());
                }
            }
        }
    }
    for (dist, paths) in &files {
        let home = staging.join(dist);
        std::fs::create_dir_all(&home).map_err(|e| io_error(&home, e))?;
        for path in paths {
            let Some(Component::Normal(top)) = path.components().next() else {
                continue;
            };
            let shared = owners.get(Path::new(top)).is_some_and(|o| o.len() > 1);
            let moved = if shared {
                path.as_path()
            } else {
                Path::new(top)
            };
            let from = all.join(moved);
            if !from.exists() {
                continue; // moved already with its top-level entry, or never made
            }
            let to = home.join(moved);
            if let Some(parent) = to.parent() {
                std::fs::create_dir_all(parent).map_err(|e| io_error(parent, e))?;
            }
            std::fs::rename(&from, &to).map_err(|e| io_error(&from, e))?;
        }
    }
    dists.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(dists)
}

fn prune(parent: &Path) {
    let Ok(entries) = std::fs::read_dir(parent) else {
        return;
    };
    let mut layers: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .collect();
    layers.sort();
    let excess = layers.len().saturating_sub(MAX_LAYERS);
    for (_, old) in layers.into_iter().take(excess) {
        let _ = std::fs::remove_dir_all(old);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_normalize_as_pep_503_says() {
        assert_eq!(normalize("PyYAML"), "pyyaml");
        assert_eq!(normalize("typing_extensions"), "typing-extensions");
        assert_eq!(normalize("zope.interface"), "zope-interface");
        assert_eq!(normalize("a__b--c"), "a-b-c");
    }

    #[test]
    fn metadata_and_record_are_read_as_written() {
        let text = "Metadata-Version: 2.4\nName: Pygments\nVersion: 2.21.0\n\
                    Requires-Dist: colorama>=0.4.6; extra == \"windows-terminal\"\n\nBody: not a header\n";
        let (name, version, requires) = metadata(text).unwrap_or_default();
        assert_eq!((name.as_str(), version.as_str()), ("pygments", "2.21.0"));
        assert_eq!(requires, ["colorama>=0.4.6; extra == \"windows-terminal\""]);
        let record = "pkg/__init__.py,sha256=x,1\n\"pkg/a,b.py\",sha256=y,2\n../../bin/tool,,\nbin/tool,sha256=z,3\n";
        let paths: Vec<PathBuf> = record_paths(record)
            .iter()
            .filter_map(|p| installable(p))
            .collect();
        assert_eq!(
            paths,
            [
                PathBuf::from("pkg/__init__.py"),
                PathBuf::from("pkg/a,b.py")
            ]
        );
    }

    #[test]
    fn pip_gets_every_manylinux_tag_up_to_the_glibc() {
        let tags = pip_platforms("x86_64-manylinux_2_28");
        assert!(tags.contains(&"manylinux_2_17_x86_64".to_string()));
        assert!(tags.contains(&"manylinux_2_28_x86_64".to_string()));
        assert!(!tags.contains(&"manylinux_2_29_x86_64".to_string()));
    }
}
