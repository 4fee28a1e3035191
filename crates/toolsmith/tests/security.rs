//! The sandbox against the paths an LLM (or an attacker behind it) can choose.
//! Every case asserts that the world outside is byte-for-byte unchanged, not
//! only that an error came back.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::common::{SECRET, World};
use toolsmith::files::{ListOptions, ReadOptions};
use toolsmith::{Error, ErrorKind, Sandbox, is_path_in_sandbox};

fn read(sandbox: &Sandbox, path: &Path) -> Result<String, Error> {
    sandbox
        .read_file(path, &ReadOptions::default())
        .map(|r| r.content)
}

fn assert_security<T: std::fmt::Debug>(result: Result<T, Error>) {
    match result {
        Err(e) => assert_eq!(e.kind(), ErrorKind::Security, "{e}"),
        Ok(v) => panic!("expected a security refusal, got {v:?}"),
    }
}

/// Read, write and the containment check all refuse `path`; nothing outside changes.
fn assert_refused_everywhere(world: &World, path: &Path) {
    let before = world.snapshot_outside();
    let sandbox = world.sandbox();
    assert_security(read(&sandbox, path));
    assert_security(sandbox.write_file(path, "pwned\n"));
    assert_security(sandbox.contains(path));
    assert_security(is_path_in_sandbox(path, &world.sandbox_dir));
    assert_eq!(before, world.snapshot_outside(), "{}", path.display());
}

#[test]
fn sibling_directories_with_the_sandbox_as_name_prefix_are_outside() {
    let world = World::new();
    for sibling in ["sandbox_evil", "sandbox-old", "sandbox.bak"] {
        assert_refused_everywhere(&world, &world.root.join(sibling).join("secret.py"));
        assert_refused_everywhere(&world, &world.root.join(sibling).join("new.py"));
        assert_refused_everywhere(&world, &world.inside(&format!("../{sibling}/secret.py")));
    }
}

#[test]
fn dot_dot_traversal_to_existing_and_new_targets_is_refused() {
    let world = World::new();
    for path in [
        "../outside/secret.txt",
        "../outside/not_yet.txt",
        "pkg/../../outside/secret.txt",
        "pkg/../../outside/new_dir/new.txt",
        "missing/../../outside/new.txt",
        "../../../../../../../../etc/passwd",
        "..",
    ] {
        assert_refused_everywhere(&world, &world.inside(path));
    }
    assert!(!world.outside.join("not_yet.txt").exists());
    assert!(!world.outside.join("new_dir").exists());
}

#[test]
fn absolute_paths_outside_are_refused() {
    let world = World::new();
    assert_refused_everywhere(&world, Path::new("/etc/passwd"));
    assert_refused_everywhere(&world, &world.outside.join("secret.txt"));
    assert_refused_everywhere(&world, &world.outside.join("brand_new.py"));
    assert_refused_everywhere(&world, &world.root);
    assert!(!world.outside.join("brand_new.py").exists());
}

#[test]
fn nul_bytes_and_empty_paths_are_refused() {
    use std::os::unix::ffi::OsStrExt;
    let world = World::new();
    let with_nul = world.inside("pkg/mod.py\0../../outside/secret.txt");
    assert_refused_everywhere(&world, &with_nul);
    let nul_only = PathBuf::from(std::ffi::OsStr::from_bytes(b"\0"));
    assert_refused_everywhere(&world, &nul_only);
    assert_refused_everywhere(&world, Path::new(""));
}

#[test]
fn paths_inside_are_accepted_including_the_root_and_new_names() {
    let world = World::new();
    let sandbox = world.sandbox();
    for path in [
        "",
        "pkg",
        "pkg/mod.py",
        "pkg/new.py",
        "new/deeper/x.py",
        "pkg/../pkg/mod.py",
    ] {
        assert!(sandbox.contains(&world.inside(path)).unwrap(), "{path}");
    }
    assert_eq!(
        read(&sandbox, &world.inside("pkg/../pkg/mod.py")).unwrap(),
        "x = 1\n"
    );
}

#[test]
fn symlink_to_an_outside_file_is_not_followed_for_read_or_write() {
    let world = World::new();
    world.link_inside("leak.txt", world.outside.join("secret.txt"));
    world.link_inside("leak_relative.txt", "../outside/secret.txt");
    let before = world.snapshot_outside();
    let sandbox = world.sandbox();
    for name in ["leak.txt", "leak_relative.txt"] {
        let path = world.inside(name);
        assert_security(read(&sandbox, &path));
        assert_security(sandbox.contains(&path));
        // A write replaces the link with a regular file; the target stays as it was.
        sandbox.write_file(&path, "replaced\n").unwrap();
        let meta = fs::symlink_metadata(&path).unwrap();
        assert!(meta.file_type().is_file(), "{name} is still a link");
        assert_eq!(fs::read_to_string(&path).unwrap(), "replaced\n");
    }
    assert_eq!(before, world.snapshot_outside());
    assert_eq!(
        fs::read_to_string(world.outside.join("secret.txt")).unwrap(),
        SECRET
    );
}

#[test]
fn dangling_symlink_to_outside_never_creates_its_target() {
    let world = World::new();
    let target = world.outside.join("created_by_write.py");
    world.link_inside("dangling.py", &target);
    world.link_inside("dangling_relative.py", "../outside/created_relative.py");
    let before = world.snapshot_outside();
    let sandbox = world.sandbox();
    for name in ["dangling.py", "dangling_relative.py"] {
        let path = world.inside(name);
        assert_security(sandbox.contains(&path));
        assert!(read(&sandbox, &path).is_err());
        sandbox.write_file(&path, "print('hi')\n").unwrap();
    }
    assert!(!target.exists());
    assert!(!world.outside.join("created_relative.py").exists());
    assert_eq!(before, world.snapshot_outside());
}

#[test]
fn symlink_chains_resolve_inside_and_stop_at_the_border() {
    let world = World::new();
    world.link_inside("in3", "pkg/mod.py");
    world.link_inside("in2", "in3");
    world.link_inside("in1", "in2");
    world.link_inside("out3", "../outside/secret.txt");
    world.link_inside("out2", "out3");
    world.link_inside("out1", "out2");
    let sandbox = world.sandbox();
    assert_eq!(read(&sandbox, &world.inside("in1")).unwrap(), "x = 1\n");
    let before = world.snapshot_outside();
    assert_security(read(&sandbox, &world.inside("out1")));
    assert_security(sandbox.contains(&world.inside("out1")));
    assert_eq!(before, world.snapshot_outside());
}

#[test]
fn symlinked_directory_pointing_outside_cannot_be_read_created_in_or_listed() {
    let world = World::new();
    world.link_inside("linkdir", world.outside.join("dir"));
    world.link_inside("linkdir_relative", "../outside/dir");
    for link in ["linkdir", "linkdir_relative"] {
        assert_refused_everywhere(&world, &world.inside(&format!("{link}/secret.py")));
        assert_refused_everywhere(&world, &world.inside(&format!("{link}/new.py")));
        assert_refused_everywhere(&world, &world.inside(&format!("{link}/sub/deeper/new.py")));
        let listed = world
            .sandbox()
            .list_files(&world.inside(link), &ListOptions::default());
        assert_security(listed);
    }
    assert!(!world.outside.join("dir/new.py").exists());
    assert!(!world.outside.join("dir/sub").exists());
    let listing = world
        .sandbox()
        .list_files(&world.sandbox_dir, &ListOptions::default())
        .unwrap();
    assert!(
        listing.files.iter().all(|f| !f.contains("secret")),
        "{listing:?}"
    );
}

#[test]
fn write_to_a_hard_link_of_an_outside_file_leaves_that_file_unchanged() {
    let world = World::new();
    let outside_file = world.outside.join("secret.txt");
    let linked = world.inside("hard.txt");
    fs::hard_link(&outside_file, &linked).unwrap();
    let before = world.snapshot_outside();
    world
        .sandbox()
        .write_file(&linked, "new content\n")
        .unwrap();
    assert_eq!(fs::read_to_string(&linked).unwrap(), "new content\n");
    assert_eq!(fs::read_to_string(&outside_file).unwrap(), SECRET);
    assert_eq!(before, world.snapshot_outside());
}

/// Runs `work` on another thread; fails the test if it does not finish in time.
fn within<T: Send + 'static>(limit: Duration, work: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(work());
    });
    receiver.recv_timeout(limit).expect("operation hung")
}

#[test]
fn fifo_is_refused_at_once_never_opened() {
    let world = World::new();
    let fifo = world.inside("pipe.py");
    rustix::fs::mkfifoat(
        rustix::fs::CWD,
        &fifo,
        rustix::fs::Mode::from_raw_mode(0o644),
    )
    .unwrap();
    let sandbox_dir = world.sandbox_dir.clone();
    let started = Instant::now();
    let (read_result, write_result) = within(Duration::from_secs(10), move || {
        let sandbox = Sandbox::open(&sandbox_dir).unwrap();
        let read = read(&sandbox, &fifo).map_err(|e| e.to_string());
        let write = sandbox.write_file(&fifo, "x").map_err(|e| e.to_string());
        (read, write)
    });
    // Refused without opening it (which would block for ever): quickly,
    // even on a busy machine.
    assert!(started.elapsed() < Duration::from_secs(5));
    assert!(read_result.unwrap_err().contains("FIFO"));
    assert!(write_result.unwrap_err().contains("FIFO"));
}

#[test]
fn listing_terminates_on_symlink_loops() {
    let world = World::new();
    world.link_inside("pkg/loop", "..");
    world.link_inside("self", "self");
    world.link_inside("a", "b");
    world.link_inside("b", "a");
    let sandbox_dir = world.sandbox_dir.clone();
    let listing = within(Duration::from_secs(20), move || {
        Sandbox::open(&sandbox_dir)
            .unwrap()
            .list_files(&sandbox_dir, &ListOptions::default())
            .unwrap()
    });
    let expected = world.inside("pkg/mod.py").display().to_string();
    assert_eq!(listing.files.first(), Some(&expected));
    assert!(!listing.truncated);
    // Through the loop each file is seen again, once per level, until the loop closes.
    assert!(listing.files.len() <= 2, "{listing:?}");
}

#[test]
fn sandbox_root_reached_through_a_symlink_works_both_ways() {
    let world = World::new();
    let alias = world.root.join("alias");
    symlink(&world.sandbox_dir, &alias).unwrap();
    let sandbox = Sandbox::open(&alias).unwrap();
    assert_eq!(
        read(&sandbox, &alias.join("pkg/mod.py")).unwrap(),
        "x = 1\n"
    );
    assert_eq!(
        read(&sandbox, &world.inside("pkg/mod.py")).unwrap(),
        "x = 1\n"
    );
    sandbox
        .write_file(&alias.join("pkg/new.py"), "y = 2\n")
        .unwrap();
    assert!(world.inside("pkg/new.py").exists());
    assert_security(read(&sandbox, &alias.join("../outside/secret.txt")));
}

/// Another thread swaps a parent directory for a symlink to outside, as fast
/// as it can, while writes run through it: nothing may ever land outside.
#[test]
fn racing_a_parent_swap_to_a_symlink_never_writes_outside() {
    let world = World::on_tmpfs();
    let target_dir = world.outside.join("race_target");
    fs::create_dir(&target_dir).unwrap();
    let swapped = world.inside("swap");
    let link = world.inside("swap_link");
    fs::create_dir(&swapped).unwrap();
    symlink(&target_dir, &link).unwrap();
    let before = world.snapshot_outside();

    let stop = Arc::new(AtomicBool::new(false));
    let swap_count = Arc::new(AtomicU64::new(0));
    let swapper = {
        let (stop, swap_count) = (stop.clone(), swap_count.clone());
        let (swapped, link) = (swapped.clone(), link.clone());
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                // Atomically: `swap` is the real directory, then the link to outside.
                rustix::fs::renameat_with(
                    rustix::fs::CWD,
                    &swapped,
                    rustix::fs::CWD,
                    &link,
                    rustix::fs::RenameFlags::EXCHANGE,
                )
                .unwrap();
                swap_count.fetch_add(1, Ordering::Release);
            }
        })
    };

    let sandbox = world.sandbox();
    let (mut written, mut refused) = (0, 0);
    let mut last_swap = 0;
    // Until both states of the parent were met many times (how often each
    // wins depends on the machine's load), bounded so a broken race ends.
    let mut i = 0;
    while i < 10_000 || (i < 200_000 && (written < 100 || refused < 100)) {
        i += 1;
        // Pace the writer so the kernel's directory locks cannot starve the
        // swapper: every write starts after another swap and races the next.
        while swap_count.load(Ordering::Acquire) == last_swap {
            std::thread::yield_now();
        }
        last_swap = swap_count.load(Ordering::Acquire);
        let path = swapped.join(format!("f{}.py", i % 7));
        match sandbox.write_file(&path, "payload = 1\n") {
            Ok(_) => written += 1,
            Err(e) if e.kind() == ErrorKind::Security => refused += 1,
            Err(_) => {}
        }
    }
    stop.store(true, Ordering::Relaxed);
    swapper.join().unwrap();
    let swaps = swap_count.load(Ordering::Acquire);
    eprintln!("{swaps} swaps; {written} writes landed inside, {refused} refused");
    // Both states of the parent were met, many times: the race was real.
    assert!(swaps >= 10_000, "{swaps} swaps");
    assert!(
        written >= 100 && refused >= 100,
        "{written} written, {refused} refused"
    );
    assert_eq!(fs::read_dir(&target_dir).unwrap().count(), 0);
    assert_eq!(before, world.snapshot_outside());
}
