//! Symlinks whose target is an absolute path inside the sandbox (as a tool
//! that made the link writes them) are followed like relative links that stay
//! inside, by read, ls, write, is_path_in_sandbox and the tools built on them;
//! every link that leads out is still refused where it is used, and a link
//! that loops back into the sandbox is skipped by ls as a loop.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;
use std::os::unix::fs::symlink;
use std::path::Path;

use crate::common::World;
use toolsmith::files::{ListOptions, ReadOptions};
use toolsmith::{ErrorKind, Sandbox};

fn links(world: &World) {
    let root = &world.sandbox_dir;
    fs::create_dir_all(root.join("real/sub")).unwrap();
    fs::write(root.join("real/a.py"), "a = 1\n").unwrap();
    fs::write(root.join("real/sub/b.py"), "b = 2\n").unwrap();
    // Inside, absolute: to a file, to a directory, a relative link to an
    // absolute one, an absolute one to a relative one, through `..` that stays.
    symlink(root.join("real/a.py"), root.join("abs_file.py")).unwrap();
    symlink(root.join("real"), root.join("abs_dir")).unwrap();
    symlink("abs_file.py", root.join("chain.py")).unwrap();
    symlink("sub/b.py", root.join("real/rel_b.py")).unwrap();
    symlink(root.join("real/rel_b.py"), root.join("to_rel.py")).unwrap();
    symlink(root.join("real/sub/../a.py"), root.join("dotdot_in.py")).unwrap();
    // Out: absolute, through `..` from inside, to a look-alike sibling.
    symlink(world.outside.join("secret.txt"), root.join("out.py")).unwrap();
    symlink(root.join("real/../../outside/dir"), root.join("out_dotdot")).unwrap();
    symlink(
        world.root.join("sandbox_evil/secret.py"),
        root.join("evil.py"),
    )
    .unwrap();
    // Loops: back to the root, to an ancestor, between two links.
    symlink(root, root.join("real/to_root")).unwrap();
    symlink(root.join("real"), root.join("real/sub/to_real")).unwrap();
    symlink(root.join("l2"), root.join("l1")).unwrap();
    symlink(root.join("l1"), root.join("l2")).unwrap();
}

fn read(sandbox: &Sandbox, path: &Path) -> toolsmith::Result<String> {
    sandbox
        .read_file(path, &ReadOptions::default())
        .map(|r| r.content)
}

#[test]
fn absolute_links_inside_are_followed_and_links_out_refused() {
    let world = World::new();
    links(&world);
    let before = world.snapshot_outside();
    let sandbox = world.sandbox();
    for (name, content) in [
        ("abs_file.py", "a = 1\n"),
        ("abs_dir/sub/b.py", "b = 2\n"),
        ("chain.py", "a = 1\n"),
        ("to_rel.py", "b = 2\n"),
        ("dotdot_in.py", "a = 1\n"),
    ] {
        assert_eq!(
            read(&sandbox, &world.inside(name)).unwrap(),
            content,
            "{name}"
        );
        assert_eq!(
            sandbox.contains(&world.inside(name)).ok(),
            Some(true),
            "{name}"
        );
    }
    for name in ["out.py", "out_dotdot/secret.py", "evil.py"] {
        let refused = read(&sandbox, &world.inside(name)).unwrap_err();
        assert_eq!(refused.kind(), ErrorKind::Security, "{name}: {refused}");
        assert!(sandbox.contains(&world.inside(name)).is_err(), "{name}");
    }
    // The tools built on read see the same file.
    let metrics = sandbox
        .get_code_metrics(&world.inside("abs_dir/a.py"))
        .unwrap();
    assert_eq!(metrics.lines_of_code, 1);
    // A write through an absolute link to a directory inside lands inside.
    sandbox
        .write_file(&world.inside("abs_dir/new/c.py"), "c = 3\n")
        .unwrap();
    assert_eq!(
        fs::read_to_string(world.inside("real/new/c.py")).unwrap(),
        "c = 3\n"
    );
    let refused = sandbox
        .write_file(&world.inside("out_dotdot/planted.py"), "x\n")
        .unwrap_err();
    assert_eq!(refused.kind(), ErrorKind::Security);
    assert_eq!(
        world.snapshot_outside(),
        before,
        "something outside changed"
    );
}

#[test]
fn ls_follows_absolute_links_inside_and_calls_loops_loops() {
    let world = World::new();
    links(&world);
    let listing = world
        .sandbox()
        .list_files(&world.sandbox_dir, &ListOptions::default())
        .unwrap();
    let root = world.sandbox_dir.display().to_string();
    let files: Vec<String> = listing
        .files
        .iter()
        .map(|f| f.strip_prefix(&root).unwrap().to_string())
        .collect();
    for expected in [
        "/abs_dir/a.py",
        "/abs_dir/sub/b.py",
        "/abs_file.py",
        "/chain.py",
        "/dotdot_in.py",
        "/to_rel.py",
        "/real/rel_b.py",
    ] {
        assert!(
            files.iter().any(|f| f == expected),
            "{expected} not in {files:#?}"
        );
    }
    let skipped = |name: &str| {
        listing
            .skipped
            .iter()
            .find(|s| s.starts_with(&format!("{root}/{name}:")))
            .unwrap_or_else(|| panic!("{name} not skipped: {:#?}", listing.skipped))
            .clone()
    };
    for looping in ["real/to_root", "real/sub/to_real", "l1", "l2"] {
        assert!(
            skipped(looping).ends_with("symlink loop"),
            "{}",
            skipped(looping)
        );
    }
    for outside in ["out.py", "out_dotdot", "evil.py"] {
        assert!(
            skipped(outside).ends_with("leads outside the sandbox"),
            "{}",
            skipped(outside)
        );
    }
    assert!(!files.iter().any(|f| f.contains("secret")), "{files:?}");
}

#[test]
fn a_sandbox_reached_through_a_link_follows_links_spelled_either_way() {
    let world = World::new();
    fs::write(world.inside("pkg/mod.py"), "x = 1\n").unwrap();
    // The sandbox spelled through a link; links inside spelled with that path.
    let spelled = world.root.join("spelled");
    symlink(&world.sandbox_dir, &spelled).unwrap();
    symlink(spelled.join("pkg/mod.py"), world.inside("via_spelled.py")).unwrap();
    symlink(world.sandbox_dir.join("pkg"), world.inside("via_real")).unwrap();
    let sandbox = Sandbox::open(&spelled).unwrap();
    assert_eq!(
        read(&sandbox, &spelled.join("via_spelled.py")).unwrap(),
        "x = 1\n"
    );
    assert_eq!(
        read(&sandbox, &spelled.join("via_real/mod.py")).unwrap(),
        "x = 1\n"
    );
}
