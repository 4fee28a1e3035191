//! Peak memory of Toolsmith's side of a comparison: this process and every
//! process it started (pylint workers, the confined pytest), summed, sampled
//! only while that side runs, so the baseline's own processes and data are
//! not counted.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How often the process tree is measured while a side runs.
const INTERVAL: Duration = Duration::from_millis(5);

/// The highest memory seen over every [`PeakMemory::during`] call.
#[derive(Debug, Default)]
pub struct PeakMemory {
    highest_kib: u64,
}

impl PeakMemory {
    pub fn new() -> PeakMemory {
        PeakMemory::default()
    }

    /// Runs `work` while sampling the resident memory of this process and its
    /// descendants (before, every [`INTERVAL`], and after).
    pub fn during<T>(&mut self, work: impl FnOnce() -> T) -> T {
        let done = AtomicBool::new(false);
        let (value, highest) = std::thread::scope(|scope| {
            let sampler = scope.spawn(|| {
                let mut highest = tree_kib(std::process::id());
                while !done.load(Ordering::Relaxed) {
                    std::thread::sleep(INTERVAL);
                    highest = highest.max(tree_kib(std::process::id()));
                }
                highest
            });
            let value = work();
            done.store(true, Ordering::Relaxed);
            (value, sampler.join().unwrap_or(0))
        });
        self.highest_kib = self
            .highest_kib
            .max(highest)
            .max(tree_kib(std::process::id()));
        value
    }

    pub fn mib(&self) -> Option<f64> {
        (self.highest_kib > 0).then(|| self.highest_kib as f64 / 1024.0)
    }
}

/// Resident memory of `pid` and all its descendants, in KiB.
fn tree_kib(pid: u32) -> u64 {
    let mut total = 0;
    let mut pending = vec![pid];
    while let Some(pid) = pending.pop() {
        total += resident_kib(pid);
        pending.extend(children(pid));
    }
    total
}

/// `VmRSS` of a process; 0 once it is gone.
fn resident_kib(pid: u32) -> u64 {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
        return 0;
    };
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|kib| kib.parse().ok())
        .unwrap_or(0)
}

/// The processes started by any thread of `pid`.
fn children(pid: u32) -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    tasks
        .flatten()
        .filter_map(|task| std::fs::read_to_string(task.path().join("children")).ok())
        .flat_map(|list| {
            list.split_whitespace()
                .filter_map(|pid| pid.parse().ok())
                .collect::<Vec<u32>>()
        })
        .collect()
}
