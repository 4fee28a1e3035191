//! read_file, write_file and list_files on real files: what agents rely on.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;
use std::os::unix::fs::{PermissionsExt, symlink};

use crate::common::{World, copy_dataset};
use toolsmith::files::{LineRange, ListOptions, ReadOptions};
use toolsmith::{Error, ErrorKind};

fn lines(text: &str) -> Option<LineRange> {
    Some(text.parse().unwrap())
}

#[test]
fn read_returns_content_and_line_counts() {
    let world = World::new();
    fs::write(world.inside("five.py"), "a\nb\nc\nd\ne\n").unwrap();
    let sandbox = world.sandbox();
    let whole = sandbox
        .read_file(&world.inside("five.py"), &ReadOptions::default())
        .unwrap();
    assert_eq!(whole.content, "a\nb\nc\nd\ne\n");
    assert_eq!(
        (whole.total_lines, whole.start_line, whole.end_line),
        (5, 1, 5)
    );
    assert_eq!(whole.size_bytes, 10);

    let read_range = |range: &str| {
        let options = ReadOptions {
            lines: lines(range),
            ..ReadOptions::default()
        };
        sandbox.read_file(&world.inside("five.py"), &options)
    };
    let middle = read_range("2:4").unwrap();
    assert_eq!(middle.content, "b\nc\nd\n");
    assert_eq!(
        (middle.start_line, middle.end_line, middle.total_lines),
        (2, 4, 5)
    );
    assert_eq!(read_range("4:").unwrap().content, "d\ne\n");
    assert_eq!(read_range(":2").unwrap().content, "a\nb\n");
    assert_eq!(read_range("3").unwrap().content, "c\n");
    let clamped = read_range("4:99").unwrap();
    assert_eq!((clamped.content.as_str(), clamped.end_line), ("d\ne\n", 5));
    let past = read_range("6:9").unwrap_err();
    assert!(past.to_string().contains("past the end"), "{past}");
}

#[test]
fn read_preserves_bom_crlf_and_tabs_exactly() {
    let world = World::new();
    let text = "\u{feff}# -*- coding: utf-8 -*-\r\ndef f():\r\n\treturn 1\r\n";
    fs::write(world.inside("crlf.py"), text).unwrap();
    let read = world
        .sandbox()
        .read_file(&world.inside("crlf.py"), &ReadOptions::default())
        .unwrap();
    assert_eq!(read.content, text);
    assert_eq!(read.total_lines, 3);
}

#[test]
fn read_refuses_oversized_files_but_serves_a_line_range_of_them() {
    let world = World::new();
    let line = "x = 1  # padding padding padding padding padding padding\n";
    let big = line.repeat(200_000); // about 11.6 MB
    fs::write(world.inside("big.py"), &big).unwrap();
    let sandbox = world.sandbox();
    let error = sandbox
        .read_file(&world.inside("big.py"), &ReadOptions::default())
        .unwrap_err();
    assert!(
        matches!(error, Error::TooLarge { limit, .. } if limit == 10 * 1024 * 1024),
        "{error}"
    );
    assert!(error.hint().unwrap().contains("--lines"));

    let options = ReadOptions {
        lines: lines("199999:"),
        ..ReadOptions::default()
    };
    let tail = sandbox
        .read_file(&world.inside("big.py"), &options)
        .unwrap();
    assert_eq!(tail.content, line.repeat(2));
    assert_eq!(tail.total_lines, 200_000);

    let small_cap = ReadOptions {
        max_bytes: 100,
        ..ReadOptions::default()
    };
    fs::write(world.inside("small.py"), "y = 2\n".repeat(30)).unwrap();
    let error = sandbox
        .read_file(&world.inside("small.py"), &small_cap)
        .unwrap_err();
    assert!(
        matches!(
            error,
            Error::TooLarge {
                size: 180,
                limit: 100,
                ..
            }
        ),
        "{error}"
    );
}

#[test]
fn read_names_the_first_bad_byte_of_binary_or_non_utf8_content() {
    let world = World::new();
    fs::write(world.inside("latin1.py"), b"name = 'caf\xe9'\n").unwrap();
    fs::write(world.inside("image.png"), b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    fs::write(world.inside("nul.py"), b"x = 1\n\0\n").unwrap();
    let sandbox = world.sandbox();
    let read = |name: &str| {
        sandbox
            .read_file(&world.inside(name), &ReadOptions::default())
            .unwrap_err()
    };
    assert!(matches!(
        read("latin1.py"),
        Error::NotUtf8 { offset: 11, .. }
    ));
    assert!(matches!(
        read("image.png"),
        Error::NotUtf8 { offset: 0, .. }
    ));
    assert!(matches!(read("nul.py"), Error::Binary { offset: 6, .. }));
    let message = read("latin1.py").to_string();
    assert!(message.contains("offset 11"), "{message}");
    // In a range, offsets are still offsets in the file.
    let options = ReadOptions {
        lines: lines("2:"),
        ..ReadOptions::default()
    };
    fs::write(world.inside("late.py"), b"ok = 1\nbad = '\xff'\n").unwrap();
    let error = sandbox
        .read_file(&world.inside("late.py"), &options)
        .unwrap_err();
    assert!(
        matches!(error, Error::NotUtf8 { offset: 14, .. }),
        "{error}"
    );
}

#[test]
fn read_of_missing_files_and_directories_says_which() {
    let world = World::new();
    let sandbox = world.sandbox();
    let missing = sandbox
        .read_file(&world.inside("nope.py"), &ReadOptions::default())
        .unwrap_err();
    assert_eq!(missing.kind(), ErrorKind::NotFound);
    let directory = sandbox
        .read_file(&world.inside("pkg"), &ReadOptions::default())
        .unwrap_err();
    assert_eq!(directory.kind(), ErrorKind::IsADirectory);
    let through_file = sandbox
        .read_file(&world.inside("pkg/mod.py/x.py"), &ReadOptions::default())
        .unwrap_err();
    assert_eq!(through_file.kind(), ErrorKind::NotADirectory);
}

#[test]
fn write_creates_parents_replaces_atomically_and_keeps_permissions() {
    let world = World::new();
    let sandbox = world.sandbox();
    let path = world.inside("new/deep/tool.py");
    let first = sandbox.write_file(&path, "v = 1\n").unwrap();
    assert!(first.created && first.success);
    assert_eq!(first.bytes_written, 6);
    assert_eq!(fs::read_to_string(&path).unwrap(), "v = 1\n");
    assert_eq!(
        fs::metadata(&path).unwrap().permissions().mode() & 0o777,
        0o644
    );

    fs::set_permissions(&path, fs::Permissions::from_mode(0o750)).unwrap();
    let inode_before = std::os::unix::fs::MetadataExt::ino(&fs::metadata(&path).unwrap());
    let second = sandbox.write_file(&path, "v = 2\n").unwrap();
    assert!(!second.created);
    assert_eq!(fs::read_to_string(&path).unwrap(), "v = 2\n");
    let metadata = fs::metadata(&path).unwrap();
    assert_eq!(metadata.permissions().mode() & 0o777, 0o750);
    // A new inode: the old file was replaced by rename, never rewritten in place.
    assert_ne!(std::os::unix::fs::MetadataExt::ino(&metadata), inode_before);
    // No temporary file is left behind.
    let names: Vec<_> = fs::read_dir(world.inside("new/deep"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("tool.py")]);
}

#[test]
fn write_refuses_directories_and_files_used_as_directories() {
    let world = World::new();
    let sandbox = world.sandbox();
    assert_eq!(
        sandbox
            .write_file(&world.inside("pkg"), "x")
            .unwrap_err()
            .kind(),
        ErrorKind::IsADirectory
    );
    assert_eq!(
        sandbox
            .write_file(&world.sandbox_dir, "x")
            .unwrap_err()
            .kind(),
        ErrorKind::IsADirectory
    );
    let error = sandbox
        .write_file(&world.inside("pkg/mod.py/inner.py"), "x")
        .unwrap_err();
    assert_eq!(error.kind(), ErrorKind::NotADirectory, "{error}");
    assert_eq!(
        fs::read_to_string(world.inside("pkg/mod.py")).unwrap(),
        "x = 1\n"
    );
}

#[test]
fn list_returns_exactly_the_seven_python_files_of_messy_project() {
    let world = World::new();
    copy_dataset("messy_project", &world.inside("messy_project"));
    let listing = world
        .sandbox()
        .list_files(&world.inside("messy_project"), &ListOptions::default())
        .unwrap();
    let base = world.inside("messy_project");
    let expected: Vec<String> = [
        "broken.py",
        "calculator.py",
        "clean.py",
        "inventory/__init__.py",
        "inventory/store.py",
        "test_calculator.py",
        "test_store.py",
    ]
    .iter()
    .map(|f| base.join(f).display().to_string())
    .collect();
    assert_eq!(listing.files, expected);
    assert_eq!((listing.count, listing.truncated), (7, false));
}

#[test]
fn list_skips_tool_and_hidden_directories_unless_asked() {
    let world = World::new();
    for dir in [
        ".git",
        "__pycache__",
        "node_modules",
        ".hidden",
        "venv/lib",
        "src/sub",
        "src.d",
    ] {
        fs::create_dir_all(world.inside(dir)).unwrap();
    }
    fs::write(world.inside("venv/pyvenv.cfg"), "home = /usr\n").unwrap();
    for file in [
        ".git/hook.py",
        "__pycache__/m.py",
        "node_modules/n.py",
        ".hidden/h.py",
        "venv/lib/site.py",
        "src/sub/b.py",
        "src/a.py",
        "src.d/c.py",
        "src.py",
        ".dotfile.py",
        "notes.txt",
        "script.pyc",
    ] {
        fs::write(world.inside(file), "").unwrap();
    }
    symlink("src", world.inside("src_alias")).unwrap();
    symlink("src/a.py", world.inside("z_link.py")).unwrap();
    let sandbox = world.sandbox();
    let relative = |options: &ListOptions| -> Vec<String> {
        sandbox
            .list_files(&world.sandbox_dir, options)
            .unwrap()
            .files
            .iter()
            .map(|f| {
                f.strip_prefix(&format!("{}/", world.sandbox_dir.display()))
                    .unwrap()
                    .to_string()
            })
            .collect()
    };
    let listed = relative(&ListOptions::default());
    assert_eq!(
        listed,
        [
            ".dotfile.py",
            "pkg/mod.py",
            "src.d/c.py",
            "src.py",
            "src/a.py",
            "src/sub/b.py",
            "src_alias/a.py",
            "src_alias/sub/b.py",
            "z_link.py"
        ]
    );
    let mut sorted = listed.clone();
    sorted.sort();
    assert_eq!(listed, sorted, "output is string-sorted");

    let with_hidden = relative(&ListOptions {
        include_hidden: true,
        ..ListOptions::default()
    });
    assert!(with_hidden.contains(&".hidden/h.py".to_string()));
    assert!(
        !with_hidden
            .iter()
            .any(|f| f.starts_with(".git/") || f.starts_with("venv/"))
    );
}

#[test]
fn list_truncates_to_the_first_entries_of_the_sorted_listing() {
    let world = World::new();
    for i in 0..40 {
        let dir = world.inside(&format!("d{}", i % 4));
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join(format!("f{i:02}.py")), "").unwrap();
    }
    let sandbox = world.sandbox();
    let full = sandbox
        .list_files(&world.sandbox_dir, &ListOptions::default())
        .unwrap();
    assert_eq!(full.count, 41);
    let capped = sandbox
        .list_files(
            &world.sandbox_dir,
            &ListOptions {
                max_entries: 7,
                ..ListOptions::default()
            },
        )
        .unwrap();
    assert!(capped.truncated);
    assert_eq!(capped.files, full.files[..7]);
}

/// Every cap from 1 to past the end, on a tree whose top level mixes files
/// and many subdirectories (walked in parallel), with names that sort
/// differently once a directory counts as `name/` (`b.py` < `b/` < `b0.py`,
/// `pkg/` < `pkg_x/`): always the first entries of the sorted listing.
#[test]
fn list_caps_are_exact_prefixes_of_the_sorted_listing_across_parallel_subtrees() {
    let world = World::new();
    let mut expected = Vec::new();
    // A directory of its own: the world's sandbox already holds files.
    let top = world.inside("tree");
    let mut add = |relative: &str| {
        let path = top.join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(&path, "x = 1\n").unwrap();
        expected.push(path.display().to_string());
    };
    for top in ["a.py", "b.py", "b0.py", "pkg.py", "z.py"] {
        add(top);
    }
    for dir in ["b", "pkg", "pkg_x", "m", "n/deep/er"] {
        for i in 0..7 {
            add(&format!("{dir}/f{i}.py"));
        }
    }
    fs::write(top.join("notes.txt"), "").unwrap();
    std::os::unix::fs::symlink("nowhere", top.join("dangling")).unwrap();
    expected.sort();
    let sandbox = world.sandbox();
    let full = sandbox.list_files(&top, &ListOptions::default()).unwrap();
    assert_eq!(full.files, expected);
    assert_eq!(full.skipped.len(), 1, "{:?}", full.skipped);
    for cap in 1..=expected.len() + 1 {
        let capped = sandbox
            .list_files(
                &top,
                &ListOptions {
                    max_entries: cap,
                    ..ListOptions::default()
                },
            )
            .unwrap();
        let shown = cap.min(expected.len());
        assert_eq!(capped.files, expected[..shown], "cap {cap}");
        assert_eq!(capped.truncated, cap < expected.len(), "cap {cap}");
    }
}

#[test]
fn list_of_a_file_or_a_missing_directory_says_which() {
    let world = World::new();
    let sandbox = world.sandbox();
    let options = ListOptions::default();
    assert_eq!(
        sandbox
            .list_files(&world.inside("pkg/mod.py"), &options)
            .unwrap_err()
            .kind(),
        ErrorKind::NotADirectory
    );
    assert_eq!(
        sandbox
            .list_files(&world.inside("nowhere"), &options)
            .unwrap_err()
            .kind(),
        ErrorKind::NotFound
    );
}

#[test]
fn listed_from_the_root_every_path_is_relative_to_it() {
    let world = World::new();
    fs::create_dir_all(world.inside("pkg/sub")).unwrap();
    fs::write(world.inside("top.py"), "").unwrap();
    fs::write(world.inside("pkg/sub/deep.py"), "").unwrap();
    world.link_inside("alias", "pkg");
    let sandbox = world.sandbox();
    let options = ListOptions::default();
    let from_root = |spelled: &std::path::Path| {
        let listing = sandbox.list_files_from_root(spelled, &options).unwrap();
        (listing.directory, listing.files)
    };
    // The walk follows links that stay inside, so `alias` is listed too.
    let everything = vec![
        "alias/mod.py",
        "alias/sub/deep.py",
        "pkg/mod.py",
        "pkg/sub/deep.py",
        "top.py",
    ];
    // The root, however spelled: by its path, with a trailing `/`, with `.`.
    for spelled in [
        world.sandbox_dir.clone(),
        world.sandbox_dir.join(""),
        world.sandbox_dir.join("."),
    ] {
        assert_eq!(
            from_root(&spelled),
            (".".to_string(), strings(&everything)),
            "{}",
            spelled.display()
        );
    }
    assert_eq!(
        from_root(&world.inside("pkg")),
        (
            "pkg".to_string(),
            strings(&["pkg/mod.py", "pkg/sub/deep.py"])
        )
    );
    // `..` is resolved: the paths name where the files are.
    assert_eq!(
        from_root(&world.inside("pkg/sub/../sub")).1,
        strings(&["pkg/sub/deep.py"])
    );
    // Through a link inside the sandbox: named by the link, which leads there.
    assert_eq!(
        from_root(&world.inside("alias")).1,
        strings(&["alias/mod.py", "alias/sub/deep.py"])
    );
    for file in from_root(&world.inside("alias")).1 {
        assert!(world.inside(&file).is_file(), "{file}");
    }
    // The spec's own function keeps the caller's spelling, and refusals stay.
    assert_eq!(
        sandbox
            .list_files(&world.inside("pkg"), &options)
            .unwrap()
            .files,
        [world.inside("pkg/mod.py"), world.inside("pkg/sub/deep.py")]
            .map(|p| p.display().to_string())
    );
    for outside in [world.outside.clone(), world.inside("..")] {
        assert_eq!(
            sandbox
                .list_files_from_root(&outside, &options)
                .unwrap_err()
                .kind(),
            ErrorKind::Security
        );
    }
}

fn strings(paths: &[&str]) -> Vec<String> {
    paths.iter().map(|p| p.to_string()).collect()
}

/// The repository ships copies of the shared datasets (and the spec) so that a fresh clone
/// runs alone; where the shared originals sit beside the clone (as in CI),
/// the copies must not have drifted from them.
#[test]
fn shipped_datasets_match_the_shared_originals() {
    let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let shared = repo.join("../shared/datasets");
    if !shared.is_dir() {
        eprintln!("no ../shared/datasets beside this clone; nothing to compare");
        return;
    }
    for dataset in ["messy_project", "pytest_truth"] {
        let mut ours = Vec::new();
        let mut theirs = Vec::new();
        tree(
            &repo.join("datasets").join(dataset),
            std::path::Path::new(""),
            &mut ours,
        );
        tree(&shared.join(dataset), std::path::Path::new(""), &mut theirs);
        assert_eq!(
            ours, theirs,
            "datasets/{dataset} differs from shared/datasets/{dataset}"
        );
    }
    // The spec, whose code examples the Python package's tests run.
    assert_eq!(
        fs::read(repo.join("spec/toolsmith-api.md")).unwrap(),
        fs::read(repo.join("../shared/spec/toolsmith-api.md")).unwrap(),
        "spec/toolsmith-api.md differs from shared/spec/toolsmith-api.md"
    );
}

fn tree(
    dir: &std::path::Path,
    prefix: &std::path::Path,
    out: &mut Vec<(std::path::PathBuf, Vec<u8>)>,
) {
    let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|e| e.unwrap()).collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = prefix.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            tree(&entry.path(), &name, out);
        } else {
            out.push((name, fs::read(entry.path()).unwrap()));
        }
    }
}
