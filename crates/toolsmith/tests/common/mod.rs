//! Fixtures shared by the core's integration tests: a temporary world with a
//! sandbox, look-alike siblings and an outside tree whose every byte is
//! snapshotted, so a test can prove nothing outside changed.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use toolsmith::Sandbox;
use toolsmith::lint::LintOptions;

pub const SECRET: &str = "TOP SECRET: outside the sandbox\n";

pub struct World {
    pub temp: tempfile::TempDir,
    pub root: PathBuf,
    pub sandbox_dir: PathBuf,
    pub outside: PathBuf,
}

/// What a path is, to the byte.
#[derive(Debug, PartialEq, Eq)]
pub enum Node {
    File(Vec<u8>),
    Dir,
    Link(PathBuf),
    Other,
}

impl World {
    pub fn new() -> World {
        World::in_temp(tempfile::tempdir().unwrap())
    }

    /// A world on tmpfs where there is one: fsync costs nothing there, so a
    /// race test gets many more interleavings per second.
    pub fn on_tmpfs() -> World {
        match tempfile::tempdir_in("/dev/shm") {
            Ok(temp) => World::in_temp(temp),
            Err(_) => World::new(),
        }
    }

    fn in_temp(temp: tempfile::TempDir) -> World {
        let root = fs::canonicalize(temp.path()).unwrap();
        let sandbox_dir = root.join("sandbox");
        let outside = root.join("outside");
        fs::create_dir_all(sandbox_dir.join("pkg")).unwrap();
        fs::write(sandbox_dir.join("pkg/mod.py"), "x = 1\n").unwrap();
        fs::create_dir_all(outside.join("dir")).unwrap();
        fs::write(outside.join("secret.txt"), SECRET).unwrap();
        fs::write(outside.join("dir/secret.py"), SECRET).unwrap();
        for sibling in ["sandbox_evil", "sandbox-old", "sandbox.bak"] {
            fs::create_dir_all(root.join(sibling)).unwrap();
            fs::write(root.join(sibling).join("secret.py"), SECRET).unwrap();
        }
        World {
            temp,
            root,
            sandbox_dir,
            outside,
        }
    }

    pub fn sandbox(&self) -> Sandbox {
        Sandbox::open(&self.sandbox_dir).unwrap()
    }

    /// A path under the sandbox, spelled absolute (tests share one working directory).
    pub fn inside(&self, relative: &str) -> PathBuf {
        self.sandbox_dir.join(relative)
    }

    pub fn link_inside(&self, name: &str, target: impl AsRef<Path>) {
        symlink(target, self.sandbox_dir.join(name)).unwrap();
    }

    /// Every node of the world except the sandbox's own contents.
    pub fn snapshot_outside(&self) -> BTreeMap<PathBuf, Node> {
        let mut nodes = BTreeMap::new();
        snapshot(&self.root, &self.root, &self.sandbox_dir, &mut nodes);
        nodes
    }
}

fn snapshot(root: &Path, dir: &Path, skip: &Path, nodes: &mut BTreeMap<PathBuf, Node>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path == skip {
            continue;
        }
        let meta = fs::symlink_metadata(&path).unwrap();
        let key = path.strip_prefix(root).unwrap().to_path_buf();
        if meta.file_type().is_symlink() {
            nodes.insert(key, Node::Link(fs::read_link(&path).unwrap()));
        } else if meta.is_dir() {
            nodes.insert(key, Node::Dir);
            snapshot(root, &path, skip, nodes);
        } else if meta.is_file() {
            nodes.insert(key, Node::File(fs::read(&path).unwrap()));
        } else {
            nodes.insert(key, Node::Other);
        }
    }
}

/// Copies a dataset of the repository into `dest`.
pub fn copy_dataset(name: &str, dest: &Path) {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../datasets")
        .join(name);
    copy_tree(&source, dest);
}

pub fn copy_tree(source: &Path, dest: &Path) {
    fs::create_dir_all(dest).unwrap();
    for entry in fs::read_dir(source).unwrap() {
        let entry = entry.unwrap();
        let target = dest.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&entry.path(), &target);
        } else {
            fs::write(&target, fs::read(entry.path()).unwrap()).unwrap();
        }
    }
}

/// Lint options that lint afresh (no cache) and list every issue.
pub fn uncached() -> LintOptions {
    LintOptions {
        use_cache: false,
        all_issues: true,
        ..LintOptions::default()
    }
}

/// A virtualenv made by the system's python3 without pip (nothing
/// installed), and its site-packages.
pub fn empty_venv(at: &Path) -> PathBuf {
    let status = std::process::Command::new("python3")
        .args(["-m", "venv", "--without-pip"])
        .arg(at)
        .status()
        .unwrap();
    assert!(status.success());
    fs::read_dir(at.join("lib"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path()
        .join("site-packages")
}
