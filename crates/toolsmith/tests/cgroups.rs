//! Pids cgroups left by ended processes never make a later run go without one.

use std::path::Path;

use toolsmith::confine::Cgroup;

#[test]
fn groups_left_under_a_reused_process_id_are_removed_and_never_block_a_run() {
    let parent = Path::new("/sys/fs/cgroup/pids");
    let probe = parent.join(format!("toolsmith-probe-{}", std::process::id()));
    if std::fs::create_dir(&probe).is_err() {
        eprintln!("no writable cgroup v1 pids hierarchy here: nothing to check");
        return;
    }
    std::fs::remove_dir(&probe).unwrap();
    // What a process that had this id before us, and ended without cleaning
    // up, would have left; and one of a process that is gone.
    let own = std::process::id();
    let dead = (2..32768u32)
        .rev()
        .find(|pid| !Path::new("/proc").join(pid.to_string()).exists())
        .unwrap();
    let mut stale: Vec<_> = (0..12)
        .map(|n| parent.join(format!("toolsmith-{own}-{n}")))
        .collect();
    stale.push(parent.join(format!("toolsmith-{dead}-0")));
    for dir in &stale {
        std::fs::create_dir(dir).unwrap();
    }
    let group = Cgroup::create(32).expect("a group despite the stale ones");
    for dir in &stale {
        assert!(
            !dir.exists() || dir == group.path(),
            "{} was left",
            dir.display()
        );
    }
    assert_eq!(
        std::fs::read_to_string(group.path().join("pids.max"))
            .unwrap()
            .trim(),
        "32"
    );
    let path = group.path().to_path_buf();
    drop(group);
    assert!(!path.exists(), "the run's own group is removed at its end");
}
