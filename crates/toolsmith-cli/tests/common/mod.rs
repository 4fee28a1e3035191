//! Fixtures shared by the binary's tests: the repository's datasets copied
//! into a temporary working directory (tests never touch the originals).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod mcp_http;

use std::fs;
use std::path::{Path, PathBuf};

/// Runs the binary in `dir` with `args` (and `--no-log`), without the
/// caller's `$VIRTUAL_ENV`, with `env` set: exit code, stdout, stderr.
pub fn run_in(dir: &Path, args: &[&str], env: &[(&str, &Path)]) -> (Option<i32>, String, String) {
    let mut command = command_in(dir);
    command.args(args).arg("--no-log");
    for (name, value) in env {
        command.env(name, value);
    }
    output(command)
}

/// The binary, to run in `dir`, without the caller's `$VIRTUAL_ENV`.
pub fn command_in(dir: &Path) -> std::process::Command {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_toolsmith"));
    command.current_dir(dir).env_remove("VIRTUAL_ENV");
    command
}

/// Runs `command`: exit code, stdout, stderr.
pub fn output(mut command: std::process::Command) -> (Option<i32>, String, String) {
    let output = command.output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The datasets shipped with the repository.
pub fn datasets() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../datasets")
}

pub fn copy_tree(source: &Path, dest: &Path) {
    fs::create_dir_all(dest).unwrap();
    for entry in fs::read_dir(source).unwrap() {
        let entry = entry.unwrap();
        let target = dest.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A temporary working directory whose `sandbox/messy_project` is a copy of
/// the dataset (its `EXPECTED.md` included).
pub fn messy_workdir() -> tempfile::TempDir {
    let temp = tempfile::tempdir().unwrap();
    copy_tree(
        &datasets().join("messy_project"),
        &temp.path().join("sandbox/messy_project"),
    );
    temp
}

/// Every file under `root`, by its path below it: a regular file's bytes, a
/// link's target (links are not followed, so a link replaced by a file, or
/// a file written through a link, shows).
pub fn snapshot(root: &Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut files = std::collections::BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            let kind = entry.file_type().unwrap();
            let name = path.strip_prefix(root).unwrap().display().to_string();
            if kind.is_dir() {
                stack.push(path);
            } else if kind.is_symlink() {
                let target = fs::read_link(&path).unwrap();
                files.insert(name, target.as_os_str().as_encoded_bytes().to_vec());
            } else {
                files.insert(name, fs::read(&path).unwrap());
            }
        }
    }
    files
}
