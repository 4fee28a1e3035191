//! This test process's pylint workers, seen from /proc: the confined
//! interpreters whose bootstrap runs in `pylint-worker` mode (started fresh,
//! it is in their command line; forked from a warm parent, in their name).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

/// Their pids, found among our descendants.
pub fn worker_pids() -> BTreeSet<u32> {
    descendants()
        .into_iter()
        .filter(|pid| {
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            let cmdline = String::from_utf8_lossy(&cmdline);
            let name = std::fs::read_to_string(format!("/proc/{pid}/comm")).unwrap_or_default();
            let worker = (!cmdline.contains("\"mode\":\"zygote\"")
                && cmdline.contains("pylint-worker"))
                || name.trim() == "pylint-worker";
            worker && !zombie(*pid)
        })
        .collect()
}

/// Dead, not yet reaped by its parent (a forked worker's is a warm parent,
/// which reaps when told by SIGCHLD).
fn zombie(pid: u32) -> bool {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let state = text
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .trim_start();
    state.starts_with('Z') || state.is_empty()
}

/// Every process descending from this one.
fn descendants() -> Vec<u32> {
    let mut found = Vec::new();
    let mut pending = vec![std::process::id()];
    while let Some(pid) = pending.pop() {
        found.push(pid);
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
            continue;
        };
        for task in tasks.flatten() {
            let children =
                std::fs::read_to_string(task.path().join("children")).unwrap_or_default();
            pending.extend(
                children
                    .split_whitespace()
                    .filter_map(|c| c.parse::<u32>().ok()),
            );
        }
    }
    found
}

/// Fields 3 onwards of /proc/PID/stat (after the command's name), or none
/// for a process that is gone.
fn stat(pid: u32) -> Vec<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let after_name = text.rsplit_once(')').map_or("", |(_, rest)| rest);
    after_name
        .split_whitespace()
        .map(|field| field.parse().unwrap_or(0))
        .collect()
}

/// CPU time the process has used in user mode, in clock ticks.
pub fn cpu_ticks(pid: u32) -> u64 {
    stat(pid).get(11).copied().unwrap_or(0)
}

/// When the process started, in clock ticks since boot.
pub fn started(pid: u32) -> u64 {
    stat(pid).get(19).copied().unwrap_or(0)
}

/// The workers' interpreters: their pids without the `unshare` wrappers
/// that start them in namespaces of their own.
pub fn worker_interpreters() -> Vec<u32> {
    worker_pids()
        .into_iter()
        .filter(|pid| {
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            let program = cmdline.split(|b| *b == 0).next().unwrap_or_default();
            !program.ends_with(b"unshare")
        })
        .collect()
}

/// Our descendants whose name (`/proc/PID/comm`) starts with `prefix`: the
/// warm parents call themselves `zygote-pylint` and `zygote-pytest`.
pub fn named(prefix: &str) -> Vec<u32> {
    descendants()
        .into_iter()
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/comm"))
                .is_ok_and(|name| name.starts_with(prefix))
        })
        .collect()
}
