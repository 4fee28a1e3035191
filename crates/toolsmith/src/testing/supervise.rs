//! A pytest run under supervision: each test (and each module's collection)
//! has a time limit of its own, kept from outside the confined process, so a
//! test that ignores or blocks every signal and spins is stopped all the same.
//!
//! The reporting plugin says which test starts and ends, and what was
//! collected. When a test runs over its limit, the whole confined process
//! tree is killed (its PID namespace with it), the test is reported as
//! failed with where it was (a `faulthandler` dump the plugin armed for that
//! moment), and pytest starts again on the tests not yet run. The time a
//! stopped test took is given back to the run (up to the run's limit once
//! more), so one hung test never costs the others their results, however
//! slow the machine is to start pytest again. Only the whole run's limit
//! stops everything; the tests that never ran are listed.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::report::TestOutcome;
use crate::confine::{Launch, Zygote};
use crate::error::{Error, Result};
use crate::process::{self, Captured, ProcessOutcome, ProcessSpec, Running};
use crate::text::bounded;

/// Time the plugin's dump gets to be written before the kill.
const DUMP_GRACE: Duration = Duration::from_millis(500);
const MAX_DUMP_CHARS: usize = 8_000;

/// What the supervisor saw of one run, over every restart.
pub(crate) struct Supervised {
    /// The report file, all of it.
    pub report: String,
    /// The processes' outcome: the last one's status, every one's output.
    pub process: ProcessOutcome,
    /// Tests (or modules, in collection) stopped at their own limit.
    pub stopped: Vec<TestOutcome>,
    /// Collected, never run (the whole run's limit was reached).
    pub not_run: Vec<String>,
    /// Every process was forked from the warm parent.
    pub forked: bool,
}

/// What the plugin's events say so far (read as the file grows).
#[derive(Default)]
struct Progress {
    read: usize,
    collected: Option<Vec<String>>,
    /// What has a reported outcome (a test's phases, a module's collection).
    done: BTreeSet<String>,
    /// The test (or module being collected) now running, since when, where.
    current: Option<(String, Instant, Value)>,
}

impl Progress {
    fn update(&mut self, report: &str) {
        let fresh = &report[self.read.min(report.len())..];
        // Only whole lines: the plugin may be writing the last one.
        let Some(end) = fresh.rfind('\n') else {
            return;
        };
        for line in fresh[..=end].lines() {
            let Ok(event) = serde_json::from_str::<Value>(line) else {
                continue;
            };
            let id = || event["nodeid"].as_str().unwrap_or_default().to_string();
            match event["event"].as_str() {
                Some("start") | Some("collectstart") => {
                    self.current = Some((id(), Instant::now(), event.clone()));
                }
                Some("end") | Some("collectend") => {
                    self.done.insert(id());
                    self.current = None;
                }
                Some("test") | Some("collect") => {
                    self.done.insert(id());
                }
                // Every attempt's collection (a restart collects less).
                Some("collected") => {
                    let all = self.collected.get_or_insert_with(Vec::new);
                    for id in event["nodeids"].as_array().into_iter().flatten() {
                        if let Some(id) = id.as_str()
                            && !all.iter().any(|known| known == id)
                        {
                            all.push(id.to_string());
                        }
                    }
                }
                _ => {}
            }
        }
        self.read += end + 1;
    }
}

/// Where a stopped test was: the innermost frame of the first thread the
/// dump lists (`faulthandler` writes the most recent call first).
fn stopped_at(dump: &str) -> Option<String> {
    let frame = dump
        .lines()
        .find(|l| l.trim_start().starts_with("File \""))?;
    let rest = frame.trim_start().strip_prefix("File \"")?;
    let (file, rest) = rest.split_once('"')?;
    let line = rest.trim_start_matches(", line ").split(' ').next()?;
    let function = rest.rsplit(" in ").next().unwrap_or("?");
    let name = Path::new(file)
        .file_name()
        .map_or(file.into(), |n| n.to_string_lossy());
    Some(format!("{name}:{line} in {function}"))
}

fn stopped_outcome(id: &str, event: &Value, limit: Duration, dump: &str) -> TestOutcome {
    let collecting = event["event"] == "collectstart";
    let place = stopped_at(dump)
        .map(|at| format!("; stopped at {at}"))
        .unwrap_or_default();
    let what = if collecting {
        format!("importing {id}")
    } else {
        id.to_string()
    };
    let message = format!(
        "timed out: {what} ran over its {} s limit and was stopped{place}",
        limit.as_secs_f64()
    );
    let stacks = bounded(dump.trim(), MAX_DUMP_CHARS);
    TestOutcome {
        name: id.to_string(),
        status: if collecting { "error" } else { "failed" }.into(),
        longrepr: format!("{message}\n{stacks}").trim_end().to_string(),
        message: Some(message),
        file: event["file"].as_str().map(String::from),
        line: event["line"].as_u64(),
        duration: limit.as_secs_f64(),
        phase: if collecting { "collect" } else { "call" }.into(),
    }
}

fn join(outputs: &[Captured], separator: &[String]) -> Captured {
    let mut text = String::new();
    for (index, output) in outputs.iter().enumerate() {
        if index > 0 {
            text.push_str(&separator[index - 1]);
        }
        text.push_str(&output.text);
    }
    Captured {
        truncated: outputs.iter().any(|o| o.truncated),
        total_bytes: outputs.iter().map(|o| o.total_bytes).sum(),
        text,
    }
}

/// Runs the launch's pytest from `cwd` until it ends or `run_limit`,
/// restarting past every test that runs over `test_limit`. `skip_file` is
/// where the plugin reads what not to run again; `dump_file`, where it
/// writes the running test's stack when its time is up.
pub(crate) fn supervise(
    launch: &mut Launch,
    parent: Option<&Arc<Zygote>>,
    cwd: &Path,
    run_limit: Duration,
    test_limit: Duration,
    max_output: usize,
    files: (&Path, &Path),
) -> Result<Supervised> {
    let (skip_file, dump_file) = files;
    let started = Instant::now();
    let mut deadline = started + run_limit;
    // What stopped tests may still be given back (see the module's doc).
    let mut refund_left = run_limit;
    let report_path: PathBuf = launch.report.clone();
    let mut progress = Progress::default();
    let mut stopped: Vec<TestOutcome> = Vec::new();
    let mut skip: Vec<String> = Vec::new();
    let mut ignore: Vec<String> = Vec::new();
    let (mut stdouts, mut stderrs, mut separators) = (Vec::new(), Vec::new(), Vec::new());
    let mut all_forked = true;
    loop {
        let skip_list = json!({ "skip": skip, "ignore": ignore });
        std::fs::write(skip_file, skip_list.to_string())
            .map_err(|e| Error::from_io("skip list", "write", e))?;
        let (program, args, env) = launch.command();
        let spec = ProcessSpec {
            program,
            args,
            env,
            cwd: cwd.to_path_buf(),
            timeout: deadline.saturating_duration_since(Instant::now()),
            max_output,
        };
        let forked = parent.and_then(|parent| parent.fork(launch, cwd).ok());
        all_forked &= forked.is_some();
        let mut running = match forked {
            // Its stdin closed at once, as /dev/null is to a fresh one.
            Some(forked) => {
                Running::adopt(forked.process, forked.stdout, forked.stderr, max_output)
            }
            None => Running::spawn(&spec).map_err(|e| Error::from_io("pytest", "run", e))?,
        };
        let mut stop: Option<(String, Value)> = None;
        let mut whole_run_over = false;
        loop {
            if running
                .exited()
                .map_err(|e| Error::from_io("pytest", "wait", e))?
            {
                break;
            }
            let now = Instant::now();
            if now >= deadline {
                whole_run_over = true;
                running.kill();
                break;
            }
            let report = std::fs::read_to_string(&report_path).unwrap_or_default();
            progress.update(&report);
            if let Some((id, since, event)) = &progress.current
                && now.duration_since(*since) > test_limit + DUMP_GRACE
            {
                let refund = now.duration_since(*since).min(refund_left);
                refund_left -= refund;
                deadline += refund;
                stop = Some((id.clone(), event.clone()));
                running.kill();
                break;
            }
            std::thread::sleep(process::POLL * 4);
        }
        let outcome = running
            .finish(whole_run_over)
            .map_err(|e| Error::from_io("pytest", "wait", e))?;
        progress.update(&std::fs::read_to_string(&report_path).unwrap_or_default());
        stdouts.push(outcome.stdout.clone());
        stderrs.push(outcome.stderr.clone());
        let Some((id, event)) = stop else {
            if whole_run_over && let Some((id, since, event)) = progress.current.take() {
                // Running when the whole run's time was up: stopped too.
                let mut outcome = stopped_outcome(&id, &event, test_limit, "");
                let message = format!(
                    "timed out: the whole run's {} s limit was reached while {id} ran ({:.1} s)",
                    run_limit.as_secs_f64(),
                    since.elapsed().as_secs_f64()
                );
                outcome.longrepr = message.clone();
                outcome.message = Some(message);
                outcome.duration = since.elapsed().as_secs_f64();
                stopped.push(outcome);
            }
            let remaining = remaining(&progress, &stopped);
            return Ok(Supervised {
                report: std::fs::read_to_string(&report_path).unwrap_or_default(),
                process: ProcessOutcome {
                    duration: started.elapsed(),
                    stdout: join(&stdouts, &separators),
                    stderr: join(&stderrs, &separators),
                    ..outcome
                },
                stopped,
                not_run: if whole_run_over {
                    remaining
                } else {
                    Vec::new()
                },
                forked: all_forked,
            });
        };
        let dump = std::fs::read_to_string(dump_file).unwrap_or_default();
        let outcome = stopped_outcome(&id, &event, test_limit, &dump);
        separators.push(format!(
            "\n--- toolsmith: {id} ran over its {} s limit and was stopped; pytest goes on with the tests not yet run ---\n",
            test_limit.as_secs_f64()
        ));
        if event["event"] == "collectstart" {
            if let Some(path) = event["path"].as_str() {
                ignore.push(path.to_string());
            }
        } else {
            skip.push(id.clone());
        }
        stopped.push(outcome);
        progress.current = None;
        skip.extend(progress.done.iter().cloned());
        skip.sort();
        skip.dedup();
    }
}

/// Collected, with no outcome and not stopped.
fn remaining(progress: &Progress, stopped: &[TestOutcome]) -> Vec<String> {
    progress
        .collected
        .iter()
        .flatten()
        .filter(|id| !progress.done.contains(*id) && !stopped.iter().any(|s| &s.name == *id))
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_place_a_test_was_stopped_is_its_innermost_frame() {
        let dump = "Timeout (0:00:03)!\nThread 0x00007f00 (most recent call first):\n  \
                    File \"/s/tests/test_hang.py\", line 7 in test_spins\n  \
                    File \"/l/_pytest/python.py\", line 157 in pytest_pyfunc_call\n";
        assert_eq!(
            stopped_at(dump).as_deref(),
            Some("test_hang.py:7 in test_spins")
        );
        assert_eq!(stopped_at("nothing"), None);
    }

    #[test]
    fn progress_reads_whole_lines_only() {
        let mut progress = Progress::default();
        progress.update("{\"event\": \"start\", \"nodeid\": \"a\"}\n{\"event\": \"end\", \"no");
        assert_eq!(progress.current.as_ref().map(|c| c.0.as_str()), Some("a"));
        progress.update(
            "{\"event\": \"start\", \"nodeid\": \"a\"}\n{\"event\": \"end\", \"nodeid\": \"a\"}\n",
        );
        assert!(progress.current.is_none() && progress.done.contains("a"));
    }
}
