//! Repeated listings of an unchanged tree are answered from memory; every
//! change to the tree is seen by the next listing all the same. Each answer is
//! compared with a fresh walk of the same tree (reuse off).
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;
use std::os::unix::fs::symlink;
use std::path::Path;

use crate::common::World;
use toolsmith::Sandbox;
use toolsmith::files::{LISTING_SETTLED, ListOptions, ListResult};

fn list(sandbox: &Sandbox, dir: &Path, options: &ListOptions) -> ListResult {
    sandbox.list_files(dir, options).unwrap()
}

/// The listing with reuse on, checked against a fresh walk.
fn listed(sandbox: &Sandbox, dir: &Path) -> ListResult {
    let reused = list(sandbox, dir, &ListOptions::default());
    let fresh = list(
        sandbox,
        dir,
        &ListOptions {
            reuse: false,
            ..ListOptions::default()
        },
    );
    assert_eq!(reused.files, fresh.files, "a listing differs from the tree");
    assert_eq!(
        (reused.truncated, &reused.skipped),
        (fresh.truncated, &fresh.skipped)
    );
    reused
}

/// Lets the tree's directories settle, so that their listings may be kept.
fn settle() {
    std::thread::sleep(LISTING_SETTLED + std::time::Duration::from_millis(200));
}

fn write(world: &World, relative: &str) {
    let path = world.inside(relative);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(path, "x = 1\n").unwrap();
}

#[test]
fn a_settled_tree_is_listed_from_memory_and_every_change_is_seen() {
    let world = World::new();
    // Several top-level directories: the first walk runs in parallel.
    for file in [
        "a/deep/er/one.py",
        "a/two.py",
        "b/three.py",
        "c/d/four.py",
        "top.py",
    ] {
        write(&world, file);
    }
    settle();
    let sandbox = world.sandbox();
    let root = &world.sandbox_dir;
    let first = listed(&sandbox, root);
    assert!(!first.reused, "the first listing reads the tree");
    let second = listed(&sandbox, root);
    assert!(second.reused, "an unchanged settled tree is not read again");
    assert_eq!(second.count, 6);

    // Each change, made right after a reused listing (within the same clock
    // tick, most of the time), is in the next one.
    type Change = fn(&World);
    let changes: [(&str, Change); 7] = [
        ("a file created deep down", |w| write(w, "a/deep/er/new.py")),
        ("a file deleted", |w| {
            fs::remove_file(w.inside("b/three.py")).unwrap()
        }),
        ("a file renamed", |w| {
            fs::rename(w.inside("top.py"), w.inside("top_renamed.py")).unwrap()
        }),
        ("a directory renamed", |w| {
            fs::rename(w.inside("c/d"), w.inside("c/e")).unwrap()
        }),
        ("a directory created", |w| write(w, "f/five.py")),
        ("a file replaced by a directory", |w| {
            fs::remove_file(w.inside("a/two.py")).unwrap();
            write(w, "a/two.py/inner.py");
        }),
        ("a directory emptied", |w| {
            fs::remove_dir_all(w.inside("a/deep")).unwrap()
        }),
    ];
    for (what, change) in changes {
        settle();
        listed(&sandbox, root);
        assert!(listed(&sandbox, root).reused, "settled before: {what}");
        change(&world);
        let after = listed(&sandbox, root);
        assert!(!after.reused, "reused after {what}");
    }
    let last = listed(&sandbox, root);
    let names: Vec<&str> = last
        .files
        .iter()
        .map(|f| f.strip_prefix(&format!("{}/", root.display())).unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "a/two.py/inner.py",
            "c/e/four.py",
            "f/five.py",
            "pkg/mod.py", // the world's own
            "top_renamed.py"
        ]
    );
}

#[test]
fn listings_are_kept_per_directory_spelling_and_options() {
    let world = World::new();
    write(&world, "pkg/.hidden/h.py");
    write(&world, "pkg/sub/s.py");
    settle();
    let sandbox = world.sandbox();
    let hidden = ListOptions {
        include_hidden: true,
        ..ListOptions::default()
    };
    let plain = list(&sandbox, &world.inside("pkg"), &ListOptions::default());
    let with_hidden = list(&sandbox, &world.inside("pkg"), &hidden);
    let again = list(&sandbox, &world.inside("pkg"), &hidden);
    assert!(again.reused);
    assert_eq!(again.files, with_hidden.files);
    assert_eq!(with_hidden.count, plain.count + 1);
    // The same directory spelled another way gets paths spelled that way.
    let other = world.sandbox_dir.join("pkg/sub/..");
    let spelled = list(&sandbox, &other, &ListOptions::default());
    assert!(spelled.files[0].starts_with(&other.display().to_string()));
    // A subdirectory of a kept tree has a listing of its own.
    let sub = list(&sandbox, &world.inside("pkg/sub"), &ListOptions::default());
    assert!(!sub.reused);
    assert_eq!(sub.count, 1);
    // A truncated listing is never kept.
    let capped = ListOptions {
        max_entries: 1,
        ..ListOptions::default()
    };
    list(&sandbox, &world.inside("pkg"), &capped);
    assert!(!list(&sandbox, &world.inside("pkg"), &capped).reused);
}

#[test]
fn listings_that_meet_links_or_problems_are_read_every_time() {
    let world = World::new();
    write(&world, "real/a.py");
    write(&world, "linked/b.py");
    symlink("../real", world.inside("linked/alias")).unwrap();
    write(&world, "broken/c.py");
    symlink(&world.outside, world.inside("broken/out")).unwrap();
    settle();
    let sandbox = world.sandbox();
    for dir in ["linked", "broken"] {
        let first = listed(&sandbox, &world.inside(dir));
        let second = listed(&sandbox, &world.inside(dir));
        assert!(!first.reused && !second.reused, "{dir} was reused");
    }
    assert_eq!(listed(&sandbox, &world.inside("linked")).count, 2);
    assert_eq!(listed(&sandbox, &world.inside("broken")).skipped.len(), 1);
}

#[test]
fn a_directory_swapped_for_a_link_out_is_not_answered_from_memory() {
    let world = World::new();
    write(&world, "project/sub/a.py");
    fs::write(world.outside.join("dir/evil.py"), "").unwrap();
    settle();
    let sandbox = world.sandbox();
    let project = world.inside("project");
    listed(&sandbox, &project);
    assert!(listed(&sandbox, &project).reused);
    let before = world.snapshot_outside();

    fs::remove_dir_all(world.inside("project/sub")).unwrap();
    symlink(world.outside.join("dir"), world.inside("project/sub")).unwrap();
    let after = listed(&sandbox, &project);
    assert!(!after.reused);
    assert!(after.files.is_empty(), "listed outside: {:?}", after.files);
    assert_eq!(after.skipped.len(), 1);
    // Listing the link itself is refused as before.
    assert!(
        sandbox
            .list_files(&world.inside("project/sub"), &ListOptions::default())
            .is_err()
    );
    assert_eq!(world.snapshot_outside(), before);
}
