//! The tree a run repairs: checked before anything runs, and copied first
//! when the run must leave the original alone (`--into`).

use std::fs;
use std::path::{Path, PathBuf};

use crate::error::{Result, SwarmError};

/// Build and cache directories a copy leaves out: they are made again.
const NOT_COPIED: &[&str] = &["__pycache__", ".pytest_cache", ".mypy_cache", ".ruff_cache"];

/// The target's name as the tools take it, or why it cannot be repaired.
pub fn check_target(target_dir: &Path) -> Result<String> {
    let shown = target_dir.display();
    let metadata = fs::metadata(target_dir)
        .map_err(|_| SwarmError::InvalidInput(format!("{shown}: no such directory")))?;
    if !metadata.is_dir() {
        return Err(SwarmError::InvalidInput(format!(
            "{shown}: not a directory"
        )));
    }
    target_dir
        .to_str()
        .map(str::to_string)
        .ok_or_else(|| SwarmError::InvalidInput(format!("{shown}: the name is not UTF-8")))
}

/// The tree a run repairs: `given` itself, or with `into`, a copy of it made there.
pub fn prepare(given: &Path, into: Option<&Path>) -> Result<PathBuf> {
    match into {
        Some(copy) => {
            copy_into(given, copy)?;
            Ok(copy.to_path_buf())
        }
        None => Ok(given.to_path_buf()),
    }
}

/// Copies the tree at `from` to `to` (made if missing; refused if it holds
/// anything). Symbolic links are not followed and not copied: a copy must
/// not reach outside what it copies.
pub fn copy_into(from: &Path, to: &Path) -> Result<()> {
    check_target(from)?;
    let io = |what: &str, path: &Path, e: std::io::Error| {
        SwarmError::InvalidInput(format!("{}: cannot {what}: {e}", path.display()))
    };
    match fs::read_dir(to) {
        Ok(mut entries) => {
            if entries.next().is_some() {
                return Err(SwarmError::InvalidInput(format!(
                    "{}: exists and is not empty; name a new directory for the copy",
                    to.display()
                )));
            }
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(io("read the copy's directory", to, e)),
    }
    let (source, copy) = (
        fs::canonicalize(from).map_err(|e| io("resolve", from, e))?,
        to.parent()
            .filter(|p| !p.as_os_str().is_empty())
            .map_or_else(|| fs::canonicalize("."), fs::canonicalize)
            .map_err(|e| io("resolve the copy's parent", to, e))?,
    );
    if copy.starts_with(&source) {
        return Err(SwarmError::InvalidInput(format!(
            "{}: the copy cannot lie inside the tree it copies",
            to.display()
        )));
    }
    copy_tree(from, to).map_err(|e| io("copy", from, e))
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let name = entry.file_name();
        let kind = entry.file_type()?;
        if kind.is_dir() {
            if !NOT_COPIED.iter().any(|skip| name == *skip) {
                copy_tree(&entry.path(), &to.join(&name))?;
            }
        } else if kind.is_file() {
            fs::copy(entry.path(), to.join(&name))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_leaves_caches_and_links_out_and_refuses_a_full_directory() -> std::io::Result<()> {
        let dir = tempfile::tempdir()?;
        let from = dir.path().join("from");
        fs::create_dir_all(from.join("pkg/__pycache__"))?;
        fs::write(from.join("pkg/a.py"), "x = 1\n")?;
        fs::write(from.join("pkg/__pycache__/a.pyc"), "")?;
        std::os::unix::fs::symlink("/etc/passwd", from.join("link"))?;
        let to = dir.path().join("to");
        assert!(copy_into(&from, &to).is_ok());
        assert_eq!(fs::read_to_string(to.join("pkg/a.py"))?, "x = 1\n");
        assert!(!to.join("pkg/__pycache__").exists());
        assert!(fs::symlink_metadata(to.join("link")).is_err());
        let again = copy_into(&from, &to)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(again.contains("not empty"), "{again}");
        let inside = copy_into(&from, &from.join("sub"))
            .err()
            .map(|e| e.to_string());
        assert!(inside.unwrap_or_default().contains("inside"));
        Ok(())
    }
}
