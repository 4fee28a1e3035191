//! The distributions an environment holds, read from its path directories
//! (`*.dist-info`, `*.egg-info`), and which of the tools' layer directories
//! a run puts on its path: the pinned tools always; each of their
//! dependencies only where the environment lacks a version that satisfies
//! every requirement on it, which is what `pip install pylint pytest` into
//! that environment would have kept.

use std::collections::BTreeMap;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use pep508_rs::pep440_rs::{Version, VersionSpecifiers};
use pep508_rs::{MarkerEnvironment, Requirement, VersionOrUrl};

use super::probe::Probe;
use crate::sandbox::Sandbox;
use crate::toolchain::layer::{Layer, normalize};

/// Files of metadata read at most this big (a `.pth`, a METADATA header).
const MAX_METADATA_BYTES: u64 = 1 << 20;

/// Reads an environment's files: through the sandbox handle for a path
/// inside the sandbox (a virtualenv there was possibly made by the code
/// under test), directly for one outside it.
pub struct EnvFiles<'a> {
    pub sandbox: &'a Sandbox,
}

impl EnvFiles<'_> {
    fn inside(&self, path: &Path) -> Option<PathBuf> {
        path.starts_with(self.sandbox.root())
            .then(|| self.sandbox.locate(path).ok())
            .flatten()
    }

    /// The entries of a directory with their modification times (ns),
    /// sorted by name; none if it cannot be read.
    pub fn entries(&self, dir: &Path) -> Vec<(String, i64)> {
        let stamp = |seconds: i64, nanos: i64| seconds * 1_000_000_000 + nanos;
        let mut entries: Vec<(String, i64)> = match self.inside(dir) {
            Some(relative) => {
                let relative = if relative.as_os_str().is_empty() {
                    Path::new(".")
                } else {
                    relative.as_path()
                };
                self.sandbox
                    .dir()
                    .read_dir(relative)
                    .map(|entries| {
                        entries
                            .flatten()
                            .map(|e| {
                                let time = e
                                    .metadata()
                                    .ok()
                                    .and_then(|m| m.modified().ok())
                                    .and_then(|t| {
                                        t.into_std().duration_since(std::time::UNIX_EPOCH).ok()
                                    })
                                    .map_or(0, |d| d.as_nanos() as i64);
                                (e.file_name().to_string_lossy().into_owned(), time)
                            })
                            .collect()
                    })
                    .unwrap_or_default()
            }
            None => std::fs::read_dir(dir)
                .map(|entries| {
                    entries
                        .flatten()
                        .map(|e| {
                            let time = e.metadata().map_or(0, |m| stamp(m.mtime(), m.mtime_nsec()));
                            (e.file_name().to_string_lossy().into_owned(), time)
                        })
                        .collect()
                })
                .unwrap_or_default(),
        };
        entries.sort();
        entries
    }

    /// A small file's text, or none.
    pub fn read(&self, file: &Path) -> Option<String> {
        use std::io::Read;
        let mut bytes = Vec::new();
        match self.inside(file) {
            Some(relative) => {
                let handle = self.sandbox.dir().open(&relative).ok()?;
                handle
                    .take(MAX_METADATA_BYTES)
                    .read_to_end(&mut bytes)
                    .ok()?;
            }
            None => {
                std::fs::File::open(file)
                    .ok()?
                    .take(MAX_METADATA_BYTES)
                    .read_to_end(&mut bytes)
                    .ok()?;
            }
        }
        Some(String::from_utf8_lossy(&bytes).into_owned())
    }
}

/// One installed distribution, as the environment's path first shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Installed {
    /// Normalized (PEP 503).
    pub name: String,
    pub version: String,
}

/// What an environment holds, and the bytes that identify that state.
pub struct Inventory {
    pub dists: Vec<Installed>,
    /// Every path directory's distributions and `.pth` files (with their
    /// content): a changed dependency changes it.
    pub state: Vec<u8>,
}

impl Inventory {
    pub fn get(&self, name: &str) -> Option<&Installed> {
        self.dists.iter().find(|d| d.name == name)
    }
}

/// Name and version of a `NAME-VERSION.dist-info` or `.egg-info` entry.
fn from_entry(entry: &str) -> Option<(String, Option<String>)> {
    let stem = entry
        .strip_suffix(".dist-info")
        .or_else(|| entry.strip_suffix(".egg-info"))?;
    Some(match stem.split_once('-') {
        Some((name, rest)) => {
            // egg-info may end with the Python it was made for: `-py3.11`.
            let version = rest.split("-py").next().unwrap_or(rest);
            (normalize(name), Some(version.to_string()))
        }
        None => (normalize(stem), None),
    })
}

fn header_version(text: &str) -> Option<String> {
    text.lines()
        .take_while(|l| !l.is_empty())
        .find_map(|l| l.strip_prefix("Version:"))
        .map(|v| v.trim().to_string())
}

pub fn inventory(probe: &Probe, files: &EnvFiles) -> Inventory {
    let mut dists: Vec<Installed> = Vec::new();
    let mut state = Vec::new();
    for dir in &probe.path {
        state.extend_from_slice(dir.as_os_str().as_encoded_bytes());
        state.push(0);
        for (entry, modified) in &files.entries(dir) {
            if entry.ends_with(".pth") {
                state.extend_from_slice(entry.as_bytes());
                state
                    .extend_from_slice(files.read(&dir.join(entry)).unwrap_or_default().as_bytes());
                state.push(0);
                continue;
            }
            let Some((name, version)) = from_entry(entry) else {
                continue;
            };
            let version = version.or_else(|| {
                let info = dir.join(entry);
                files
                    .read(&info.join("METADATA"))
                    .or_else(|| files.read(&info.join("PKG-INFO")))
                    .or_else(|| files.read(&info))
                    .and_then(|text| header_version(&text))
            });
            let version = version.unwrap_or_default();
            // A reinstall of the same version makes its metadata anew.
            state.extend_from_slice(entry.as_bytes());
            state.extend_from_slice(&modified.to_le_bytes());
            state.push(0);
            if !dists.iter().any(|d| d.name == name) {
                dists.push(Installed { name, version });
            }
        }
    }
    Inventory { dists, state }
}

/// Whether `installed` satisfies `specifiers` (a version that does not
/// parse satisfies only an empty specifier set).
pub fn satisfies(installed: &Installed, specifiers: &VersionSpecifiers) -> bool {
    if specifiers.is_empty() {
        return true;
    }
    Version::from_str(&installed.version).is_ok_and(|v| specifiers.contains(&v))
}

/// Parses a requirement and says whether it applies here (its markers,
/// evaluated without extras, for `markers`; unknown markers apply).
pub fn applicable(line: &str, markers: Option<&MarkerEnvironment>) -> Option<Requirement> {
    let requirement = Requirement::from_str(line).ok()?;
    let applies = markers.is_none_or(|m| requirement.evaluate_markers(m, &[]));
    applies.then_some(requirement)
}

pub fn specifiers(requirement: &Requirement) -> VersionSpecifiers {
    match &requirement.version_or_url {
        Some(VersionOrUrl::VersionSpecifier(specifiers)) => specifiers.clone(),
        _ => VersionSpecifiers::empty(),
    }
}

/// The layer directories a run puts on the path.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    pub dirs: Vec<PathBuf>,
    /// Dependencies of the tools the environment's own versions serve
    /// (`packaging 24.2`).
    pub shared: Vec<String>,
}

pub fn select(
    layer: &Layer,
    inventory: &Inventory,
    markers: Option<&MarkerEnvironment>,
) -> Selection {
    let mut constraints: BTreeMap<String, Vec<VersionSpecifiers>> = BTreeMap::new();
    for dist in &layer.manifest.dists {
        for line in &dist.requires {
            if let Some(requirement) = applicable(line, markers) {
                constraints
                    .entry(normalize(requirement.name.as_ref()))
                    .or_default()
                    .push(specifiers(&requirement));
            }
        }
    }
    let mut selection = Selection::default();
    for dist in &layer.manifest.dists {
        let pinned = dist.name == "pylint" || dist.name == "pytest";
        let kept = (!pinned)
            .then(|| inventory.get(&dist.name))
            .flatten()
            .filter(|installed| {
                constraints
                    .get(&dist.name)
                    .is_none_or(|all| all.iter().all(|s| satisfies(installed, s)))
            });
        match kept {
            Some(installed) => selection
                .shared
                .push(format!("{} {}", installed.name, installed.version)),
            None => selection.dirs.push(layer.dist_dir(&dist.name)),
        }
    }
    selection
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toolchain::layer::{LayerDist, Manifest};

    fn layer() -> Layer {
        let dist = |name: &str, version: &str, requires: &[&str]| LayerDist {
            name: name.into(),
            version: version.into(),
            requires: requires.iter().map(|s| s.to_string()).collect(),
        };
        Layer {
            dir: PathBuf::from("/layer"),
            manifest: Manifest {
                format: 1,
                executable: PathBuf::from("/usr/bin/python3"),
                python_version: "3.11.7".into(),
                platform: "x86_64-manylinux_2_36".into(),
                pylint_version: "4.1.4".into(),
                pytest_version: "9.2.0".into(),
                dists: vec![
                    dist("packaging", "26.3", &[]),
                    dist("pluggy", "1.7.0", &[]),
                    dist(
                        "pytest",
                        "9.2.0",
                        &[
                            "packaging>=22",
                            "pluggy>=1.5,<2",
                            "tomli>=1; python_version < '3.11'",
                        ],
                    ),
                    dist("tomli", "2.5.0", &[]),
                ],
            },
        }
    }

    fn inventory(dists: &[(&str, &str)]) -> Inventory {
        Inventory {
            dists: dists
                .iter()
                .map(|(n, v)| Installed {
                    name: n.to_string(),
                    version: v.to_string(),
                })
                .collect(),
            state: Vec::new(),
        }
    }

    #[test]
    fn the_environments_satisfying_versions_are_kept_as_pip_would() {
        let selection = select(
            &layer(),
            &inventory(&[
                ("packaging", "24.2"),
                ("pluggy", "1.0.0"),
                ("pytest", "9.2.0"),
            ]),
            None,
        );
        // packaging 24.2 satisfies >=22: the environment's serves; pluggy 1.0 does
        // not satisfy >=1.5: the layer's; pytest is pinned: always the layer's.
        assert_eq!(selection.shared, ["packaging 24.2"]);
        assert_eq!(
            selection.dirs,
            [
                PathBuf::from("/layer/pluggy"),
                PathBuf::from("/layer/pytest"),
                PathBuf::from("/layer/tomli"),
            ]
        );
    }

    #[test]
    fn entries_name_their_distribution_and_version() {
        assert_eq!(
            from_entry("PyYAML-6.0.3.dist-info"),
            Some(("pyyaml".into(), Some("6.0.3".into())))
        );
        assert_eq!(
            from_entry("attrs-26.1.0-py3.11.egg-info"),
            Some(("attrs".into(), Some("26.1.0".into())))
        );
        assert_eq!(from_entry("mypkg.egg-info"), Some(("mypkg".into(), None)));
        assert_eq!(from_entry("yaml"), None);
    }
}
