//! What a sandbox declares it needs: `pyproject.toml` (`[project]`
//! dependencies; optional dependencies and dependency groups on request),
//! every `requirements*.txt` at its root (with their `-r` and `-c` includes),
//! and whether a `uv.lock` pins them. Read through the sandbox handle; no
//! code of the sandbox runs, so what a build backend would compute (dynamic
//! dependencies, local packages) is reported as skipped, never built.

use std::path::{Path, PathBuf};
use std::str::FromStr;

use pep508_rs::{MarkerEnvironment, Requirement, VersionOrUrl};
use serde::Serialize;

use super::installed::{Inventory, applicable, satisfies, specifiers};
use crate::sandbox::Sandbox;
use crate::toolchain::layer::normalize;

/// Requirement files read at most this big.
const MAX_FILE_BYTES: usize = 4 << 20;
const MAX_INCLUDE_DEPTH: usize = 8;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DeclareOptions {
    /// Optional dependencies of `pyproject.toml` to include.
    pub extras: Vec<String>,
    /// Dependency groups (PEP 735) to include.
    pub groups: Vec<String>,
    /// Let requirements that must be built (sdists, VCS) through.
    pub allow_build: bool,
}

#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct Declarations {
    /// The files read, named from the sandbox root.
    pub files: Vec<String>,
    /// `pyproject.toml`'s requirements (its dependencies, the extras and
    /// groups asked for), as written.
    pub project: Vec<String>,
    /// The requirement files' requirements, as written.
    pub requirements: Vec<String>,
    pub constraints: Vec<String>,
    /// Index options of the requirement files (`--index-url URL`), passed on.
    pub index_options: Vec<String>,
    /// What will not be installed, and why.
    pub skipped: Vec<String>,
    /// A `uv.lock` pins `pyproject.toml`'s requirements.
    pub lock: bool,
    /// What could not be read (a TOML error, a line that does not parse, an unknown extra).
    pub problems: Vec<String>,
}

impl Declarations {
    pub fn is_empty(&self) -> bool {
        self.project.is_empty() && self.requirements.is_empty()
    }

    /// Every requirement, pyproject's first.
    pub fn all(&self) -> impl Iterator<Item = &String> {
        self.project.iter().chain(&self.requirements)
    }

    /// The declared requirements this environment does not satisfy (missing,
    /// or a version outside the specifier), as written.
    pub fn missing(
        &self,
        inventory: &Inventory,
        markers: Option<&MarkerEnvironment>,
    ) -> Vec<String> {
        self.all()
            .filter(|line| {
                let Some(requirement) = applicable(line, markers) else {
                    return false;
                };
                match inventory.get(&normalize(requirement.name.as_ref())) {
                    None => true,
                    Some(installed) => !satisfies(installed, &specifiers(&requirement)),
                }
            })
            .cloned()
            .collect()
    }
}

pub fn read(sandbox: &Sandbox, options: &DeclareOptions) -> Declarations {
    let mut declarations = Declarations::default();
    read_pyproject(sandbox, options, &mut declarations);
    let mut names: Vec<String> = sandbox
        .dir()
        .entries()
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with("requirements") && n.ends_with(".txt"))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    let mut reader = RequirementsReader {
        sandbox,
        options,
        declarations: &mut declarations,
        seen: Vec::new(),
    };
    for name in names {
        reader.file(Path::new(&name), false, 0);
    }
    declarations
}

fn read_text(sandbox: &Sandbox, relative: &Path) -> Result<String, String> {
    let bytes = sandbox.dir().read(relative).map_err(|e| {
        crate::Error::from_io(&relative.display().to_string(), "read", e).to_string()
    })?;
    if bytes.len() > MAX_FILE_BYTES {
        return Err(format!("{}: too large", relative.display()));
    }
    String::from_utf8(bytes).map_err(|_| format!("{}: not UTF-8", relative.display()))
}

fn strings(value: Option<&toml::Value>) -> Vec<String> {
    value
        .and_then(toml::Value::as_array)
        .map(|items| {
            items
                .iter()
                .filter_map(|i| i.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn read_pyproject(sandbox: &Sandbox, options: &DeclareOptions, out: &mut Declarations) {
    let name = Path::new("pyproject.toml");
    if !sandbox.dir().is_file(name) {
        return;
    }
    let table = match read_text(sandbox, name).and_then(|text| {
        toml::from_str::<toml::Table>(&text).map_err(|e| format!("pyproject.toml: {e}"))
    }) {
        Ok(table) => table,
        Err(problem) => {
            out.problems.push(problem);
            return;
        }
    };
    out.files.push("pyproject.toml".into());
    out.lock = sandbox.dir().is_file("uv.lock");
    let project = table.get("project").and_then(toml::Value::as_table);
    let own_name = project
        .and_then(|p| p.get("name"))
        .and_then(toml::Value::as_str)
        .map(normalize);
    let dynamic = strings(project.and_then(|p| p.get("dynamic")));
    if dynamic.iter().any(|d| d == "dependencies") {
        out.skipped.push(
            "pyproject.toml: dependencies are dynamic (a build backend computes them): not read; \
             declare them in [project] dependencies or a requirements file"
                .into(),
        );
    }
    let optional = project
        .and_then(|p| p.get("optional-dependencies"))
        .and_then(toml::Value::as_table);
    let mut wanted = strings(project.and_then(|p| p.get("dependencies")));
    let mut extras: Vec<String> = options.extras.iter().map(|e| normalize(e)).collect();
    let mut index = 0;
    while index < extras.len() {
        let extra = extras[index].clone();
        index += 1;
        let found = optional.and_then(|o| o.iter().find(|(k, _)| normalize(k) == extra));
        match found {
            Some((_, items)) => wanted.extend(strings(Some(items))),
            None => out.problems.push(format!(
                "pyproject.toml defines no optional dependencies {extra:?} (it has: {})",
                optional
                    .map(|o| o.keys().cloned().collect::<Vec<_>>().join(", "))
                    .unwrap_or_default()
            )),
        }
    }
    let groups = table
        .get("dependency-groups")
        .and_then(toml::Value::as_table);
    for group in &options.groups {
        group_requirements(groups, group, &mut wanted, out, 0);
    }
    // `project[extra]` in an extra or a group names the project's own extras.
    let mut expanded = Vec::new();
    for line in wanted {
        let own = Requirement::<pep508_rs::VerbatimUrl>::from_str(&line)
            .ok()
            .filter(|r| Some(normalize(r.name.as_ref())) == own_name);
        match own {
            Some(requirement) => {
                for extra in requirement.extras {
                    let extra = normalize(extra.as_ref());
                    if !extras.contains(&extra) {
                        extras.push(extra.clone());
                        let found =
                            optional.and_then(|o| o.iter().find(|(k, _)| normalize(k) == extra));
                        expanded.extend(found.map(|(_, v)| strings(Some(v))).unwrap_or_default());
                    }
                }
            }
            None => expanded.push(line),
        }
    }
    for line in expanded {
        if !out.project.contains(&line) {
            out.project.push(line);
        }
    }
}

fn group_requirements(
    groups: Option<&toml::Table>,
    group: &str,
    wanted: &mut Vec<String>,
    out: &mut Declarations,
    depth: usize,
) {
    let found = groups.and_then(|g| g.iter().find(|(k, _)| normalize(k) == normalize(group)));
    let Some((_, items)) = found else {
        out.problems.push(format!(
            "pyproject.toml defines no dependency group {group:?} (it has: {})",
            groups
                .map(|g| g.keys().cloned().collect::<Vec<_>>().join(", "))
                .unwrap_or_default()
        ));
        return;
    };
    for item in items.as_array().map(Vec::as_slice).unwrap_or_default() {
        if let Some(line) = item.as_str() {
            wanted.push(line.to_string());
        } else if let Some(included) = item.get("include-group").and_then(toml::Value::as_str)
            && depth < MAX_INCLUDE_DEPTH
        {
            group_requirements(groups, included, wanted, out, depth + 1);
        }
    }
}

struct RequirementsReader<'a> {
    sandbox: &'a Sandbox,
    options: &'a DeclareOptions,
    declarations: &'a mut Declarations,
    seen: Vec<PathBuf>,
}

/// A requirement that names a local path rather than a distribution.
fn is_local(text: &str) -> bool {
    text.starts_with('.')
        || text.starts_with('/')
        || text.starts_with('~')
        || text.starts_with("file:")
        || text.contains(" @ file:")
        || text.ends_with(".whl") && !text.contains("://")
        || text.ends_with(".tar.gz") && !text.contains("://")
        || text.ends_with(".zip") && !text.contains("://")
}

fn is_vcs(text: &str) -> bool {
    ["git+", "hg+", "svn+", "bzr+"]
        .iter()
        .any(|scheme| text.starts_with(scheme) || text.contains(&format!("@ {scheme}")))
}

/// One logical line: continuations joined, the comment cut off.
fn logical_lines(text: &str) -> Vec<(usize, String)> {
    let mut lines = Vec::new();
    let mut current = String::new();
    let mut start = 0;
    for (index, raw) in text.lines().enumerate() {
        if current.is_empty() {
            start = index + 1;
        }
        let line = match raw.find(" #").or_else(|| raw.find("\t#")) {
            Some(at) => &raw[..at],
            None if raw.trim_start().starts_with('#') => "",
            None => raw,
        };
        match line.strip_suffix('\\') {
            Some(continued) => current.push_str(continued),
            None => {
                current.push_str(line);
                let done = std::mem::take(&mut current);
                if !done.trim().is_empty() {
                    lines.push((start, done.trim().to_string()));
                }
            }
        }
    }
    lines
}

impl RequirementsReader<'_> {
    fn file(&mut self, relative: &Path, constraint: bool, depth: usize) {
        let shown = relative.display().to_string();
        if depth > MAX_INCLUDE_DEPTH || self.seen.contains(&relative.to_path_buf()) {
            return;
        }
        self.seen.push(relative.to_path_buf());
        let text = match read_text(self.sandbox, relative) {
            Ok(text) => text,
            Err(problem) => {
                self.declarations.problems.push(problem);
                return;
            }
        };
        if !self.declarations.files.contains(&shown) {
            self.declarations.files.push(shown.clone());
        }
        for (number, line) in logical_lines(&text) {
            self.line(
                relative,
                &format!("{shown}:{number}"),
                &line,
                constraint,
                depth,
            );
        }
    }

    fn include(&mut self, from: &Path, target: &str, constraint: bool, depth: usize, place: &str) {
        let parent = from.parent().unwrap_or(Path::new(""));
        match self
            .sandbox
            .locate(&self.sandbox.root().join(parent).join(target))
        {
            Ok(relative) => self.file(&relative, constraint, depth + 1),
            Err(_) => self.declarations.skipped.push(format!(
                "{place}: {target} is outside the sandbox: not read"
            )),
        }
    }

    fn line(&mut self, file: &Path, place: &str, line: &str, constraint: bool, depth: usize) {
        let (option, value) = match line.split_once(['=', ' ']) {
            Some((option, value)) if option.starts_with('-') => (option, value.trim()),
            _ if line.starts_with('-') => (line, ""),
            _ => ("", line),
        };
        let out = &mut *self.declarations;
        match option {
            "" => {}
            "-r" | "--requirement" => return self.include(file, value, constraint, depth, place),
            "-c" | "--constraint" => return self.include(file, value, true, depth, place),
            "-e" | "--editable" => {
                if is_vcs(value) && self.options.allow_build {
                    out.requirements.push(value.to_string());
                } else {
                    out.skipped.push(format!(
                        "{place}: editable {value}: the sandbox's own code is put on the path, not built"
                    ));
                }
                return;
            }
            "-i" | "--index-url" | "--extra-index-url" | "-f" | "--find-links" => {
                if value.starts_with("https://") || value.starts_with("http://") {
                    out.index_options.push(format!("{option} {value}"));
                } else {
                    out.skipped.push(format!(
                        "{place}: {option} {value}: only URLs are passed on"
                    ));
                }
                return;
            }
            "--no-index" | "--pre" => {
                out.index_options.push(option.to_string());
                return;
            }
            _ if option.starts_with("-r") => {
                return self.include(file, &option[2..], constraint, depth, place);
            }
            _ if option.starts_with("-c") => {
                return self.include(file, &option[2..], true, depth, place);
            }
            _ => {
                out.skipped
                    .push(format!("{place}: option {option} ignored"));
                return;
            }
        }
        // Per-requirement options (`--hash=...`) are pip's; uv is given the requirement.
        let text = value.split(" --").next().unwrap_or(value).trim();
        let list = if constraint {
            &mut out.constraints
        } else {
            &mut out.requirements
        };
        if is_local(text) {
            out.skipped.push(format!(
                "{place}: {text}: a local path; the sandbox's own code is put on the path, not built"
            ));
            return;
        }
        let needs_build = is_vcs(text)
            || (text.contains("://") && !text.ends_with(".whl"))
            || matches!(
                Requirement::<pep508_rs::VerbatimUrl>::from_str(text).map(|r| r.version_or_url),
                Ok(Some(VersionOrUrl::Url(ref url))) if !url.to_string().ends_with(".whl")
            );
        if needs_build && !self.options.allow_build {
            out.skipped.push(format!(
                "{place}: {text}: must be built from source (pass --allow-build to build it)"
            ));
            return;
        }
        if !text.contains("://")
            && let Err(error) = Requirement::<pep508_rs::VerbatimUrl>::from_str(text)
        {
            let first = error.to_string();
            let first = first.lines().next().unwrap_or_default();
            out.problems
                .push(format!("{place}: {text:?} is not a requirement ({first})"));
            return;
        }
        if !list.iter().any(|l| l == text) {
            list.push(text.to_string());
        }
    }
}

#[cfg(test)]
#[path = "declared_tests.rs"]
mod tests;
