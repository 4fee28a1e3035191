//! Peak memory of Toolsmith's side of a comparison: this process and every
//! process it started (pylint workers, the confined pytest), summed (shared
//! pages in proportion), sampled
//! only while that side runs, so the baseline's own processes and data are
//! not counted.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

/// How often the process tree is measured while a side runs.
const INTERVAL: Duration = Duration::from_millis(5);

/// The highest memory seen over every [`PeakMemory::during`] call. A thread
/// of its own samples, so the side being timed pays nothing for it: no
/// sample before or after the work, no wait for the sampler to stop.
#[derive(Debug)]
pub struct PeakMemory {
    shared: Arc<Sampling>,
    sampler: Option<JoinHandle<()>>,
}

#[derive(Debug, Default)]
struct Sampling {
    active: AtomicBool,
    stop: AtomicBool,
    highest_kib: AtomicU64,
}

impl PeakMemory {
    pub fn new() -> PeakMemory {
        let shared = Arc::new(Sampling::default());
        let sampling = Arc::clone(&shared);
        let sampler = std::thread::spawn(move || {
            while !sampling.stop.load(Ordering::Relaxed) {
                if sampling.active.load(Ordering::Relaxed) {
                    let began = std::time::Instant::now();
                    let kib = tree_kib(std::process::id());
                    sampling.highest_kib.fetch_max(kib, Ordering::Relaxed);
                    // A tree of many processes takes a while to measure
                    // (`Pss` walks their mappings): at most a tenth of a
                    // core goes to sampling, whatever the side runs.
                    std::thread::park_timeout(INTERVAL.max(began.elapsed() * 10));
                } else {
                    std::thread::park();
                }
            }
        });
        PeakMemory {
            shared,
            sampler: Some(sampler),
        }
    }

    /// Runs `work` while the resident memory of this process and its
    /// descendants is sampled (as it starts, then every [`INTERVAL`]).
    pub fn during<T>(&mut self, work: impl FnOnce() -> T) -> T {
        self.shared.active.store(true, Ordering::Relaxed);
        if let Some(sampler) = &self.sampler {
            sampler.thread().unpark();
        }
        let value = work();
        self.shared.active.store(false, Ordering::Relaxed);
        value
    }

    pub fn mib(&self) -> Option<f64> {
        let highest = self.shared.highest_kib.load(Ordering::Relaxed);
        (highest > 0).then(|| highest as f64 / 1024.0)
    }
}

impl Default for PeakMemory {
    fn default() -> PeakMemory {
        PeakMemory::new()
    }
}

impl Drop for PeakMemory {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        if let Some(sampler) = self.sampler.take() {
            sampler.thread().unpark();
            let _ = sampler.join();
        }
    }
}

/// The proportional resident size of one process, in MiB (0 once it is gone).
pub fn process_mib(pid: u32) -> f64 {
    resident_kib(pid) as f64 / 1024.0
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

/// The proportional resident size of a process (`Pss`: a page shared by n
/// processes counts 1/n in each, so workers forked from a warm parent are
/// not counted n times over), else its `VmRSS`; 0 once it is gone.
fn resident_kib(pid: u32) -> u64 {
    let field = |file: &str, name: &str| {
        let text = std::fs::read_to_string(format!("/proc/{pid}/{file}")).ok()?;
        text.lines()
            .find_map(|line| line.strip_prefix(name))
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|kib| kib.parse().ok())
    };
    field("smaps_rollup", "Pss:")
        .or_else(|| field("status", "VmRSS:"))
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
