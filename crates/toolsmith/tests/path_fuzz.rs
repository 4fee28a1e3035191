//! Property test of the path layer: whatever string an agent sends, a tool
//! either acts inside the sandbox or returns an error; it never panics, and
//! nothing outside changes.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

use crate::common::World;
use proptest::prelude::*;
use toolsmith::files::{ListOptions, ReadOptions};

fn fragment() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        Just(b"..".to_vec()),
        Just(b".".to_vec()),
        Just(b"/".to_vec()),
        Just(b"//".to_vec()),
        Just(b"\0".to_vec()),
        Just(b"sandbox".to_vec()),
        Just(b"sandbox_evil".to_vec()),
        Just(b"outside".to_vec()),
        Just(b"pkg".to_vec()),
        Just(b"mod.py".to_vec()),
        Just(b"out_link".to_vec()),
        Just(b"in_link".to_vec()),
        Just("é🐍ß".as_bytes().to_vec()),
        Just(vec![b'a'; 300]),
        Just(vec![0xff, 0xfe]),
        proptest::collection::vec(any::<u8>(), 0..8),
    ]
}

fn path_string() -> impl Strategy<Value = Vec<u8>> {
    proptest::collection::vec(fragment(), 0..10).prop_map(|parts| parts.concat())
}

/// Every regular file under `dir`, with its bytes.
fn files_under(dir: &Path, found: &mut Vec<(PathBuf, Vec<u8>)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let entry = entry.unwrap();
        let kind = entry.file_type().unwrap();
        if kind.is_dir() {
            files_under(&entry.path(), found);
        } else if kind.is_file() {
            found.push((entry.path(), std::fs::read(entry.path()).unwrap()));
        }
    }
}

#[test]
fn any_path_string_stays_inside_or_errors() {
    let world = World::new();
    symlink(world.outside.join("dir"), world.inside("out_link")).unwrap();
    symlink("pkg", world.inside("in_link")).unwrap();
    let before = world.snapshot_outside();
    let sandbox = world.sandbox();
    let config = ProptestConfig {
        cases: 3000,
        failure_persistence: None,
        ..ProptestConfig::default()
    };
    proptest!(config, |(raw in path_string(), absolute in any::<bool>())| {
        let relative = Path::new(OsStr::from_bytes(&raw));
        // Half the cases start at the world's root, as `../`-style attacks do.
        let path = if absolute { world.sandbox_dir.join(relative) } else { world.root.join(relative) };
        let _ = sandbox.contains(&path);
        let _ = sandbox.read_file(&path, &ReadOptions::default());
        let _ = sandbox.write_file(&path, "FUZZ\n");
        let _ = sandbox.list_files(&path, &ListOptions::default());
        if let Ok(true) = sandbox.contains(&path) {
            let located = sandbox.locate(&path).unwrap();
            prop_assert!(located.components().all(|c| matches!(c, std::path::Component::Normal(_))));
        }
    });
    assert_eq!(before, world.snapshot_outside());
    let mut found = Vec::new();
    files_under(&world.root, &mut found);
    let mut written_inside = 0;
    for (path, bytes) in found {
        if bytes == b"FUZZ\n" {
            assert!(
                path.starts_with(&world.sandbox_dir),
                "written outside: {}",
                path.display()
            );
            written_inside += 1;
        }
    }
    // The generator must also produce valid paths, or the property is vacuous.
    assert!(
        written_inside >= 20,
        "only {written_inside} writes landed inside"
    );
}
