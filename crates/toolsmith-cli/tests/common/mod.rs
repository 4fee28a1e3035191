//! Fixtures shared by the binary's tests: the repository's datasets copied
//! into a temporary working directory (tests never touch the originals).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::fs;
use std::path::{Path, PathBuf};

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
