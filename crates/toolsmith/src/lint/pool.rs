//! The warm pylint workers of a sandbox: a pool per sandbox and state of
//! its environment, a worker per core at most, and the few most recently
//! used pools kept. A call alone shares a big file with an idle worker
//! (each runs part of the checkers, see `pylint_split.py`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, OnceLock};
use std::time::Instant;

use serde_json::Value;

use super::worker::{Answer, PRELOAD, Request, Role, Worker};
use crate::confine::{Confinement, ConfinementOptions, PythonRun, Zygote};
use crate::error::{Error, Result};
use crate::toolchain::Toolchain;

/// Workers waiting for a request, and how many exist in all.
#[derive(Default)]
struct PoolState {
    idle: Vec<Worker>,
    live: usize,
}

/// The warm workers of one sandbox, in one state of its environment.
pub struct Pool {
    toolchain: Toolchain,
    python: PythonRun,
    fingerprint: String,
    root: PathBuf,
    options: ConfinementOptions,
    /// Its environment lies outside the sandbox: workers may be forked
    /// from the environment's warm parent (see `confine::zygote`).
    forkable: bool,
    state: Mutex<PoolState>,
    returned: Condvar,
    max: usize,
}

type PoolKey = (PathBuf, bool);
/// Each sandbox's pool, with when it was last asked for.
type WarmPools = HashMap<PoolKey, (Arc<Pool>, Instant)>;

/// The affinity of a worker that last served as a partner: no request
/// asks for it, so calls alone keep their lead.
const PARTNER: usize = usize::MAX;

/// Sandboxes whose workers stay warm at once (at least one per core).
const WARM_POOLS: usize = 4;

impl Pool {
    /// The pool for `root`, made on first use (one worker per core at most).
    /// A pool whose environment changed since (another interpreter, a
    /// package installed or upgraded) is replaced: its workers' astroid knew
    /// the old packages. Its workers end when its last request does.
    pub fn for_sandbox(
        toolchain: &Toolchain,
        python: &PythonRun,
        fingerprint: &str,
        root: &Path,
        options: &ConfinementOptions,
        forkable: bool,
    ) -> Arc<Pool> {
        static POOLS: OnceLock<Mutex<WarmPools>> = OnceLock::new();
        let key = (root.to_path_buf(), options.enabled);
        let pools = POOLS.get_or_init(|| Mutex::new(HashMap::new()));
        let mut pools = match pools.lock() {
            Ok(guard) => guard,
            Err(poisoned) => poisoned.into_inner(),
        };
        if let Some((pool, used)) = pools.get_mut(&key)
            && pool.fingerprint == fingerprint
            && pool.python == *python
        {
            *used = Instant::now();
            return pool.clone();
        }
        // Workers are confined to one sandbox, so a batch over many keeps a
        // pool per sandbox: past a few, the least recently used goes (its
        // idle workers end once no call holds it), or thousands of sandboxes
        // would keep thousands of pylint processes alive.
        let warm = WARM_POOLS.max(std::thread::available_parallelism().map_or(2, |n| n.get()));
        while pools.len() >= warm {
            let Some(oldest) = pools
                .iter()
                .min_by_key(|(_, (_, used))| *used)
                .map(|(key, _)| key.clone())
            else {
                break;
            };
            pools.remove(&oldest);
        }
        let pool = Arc::new(Pool {
            toolchain: toolchain.clone(),
            python: python.clone(),
            fingerprint: fingerprint.to_string(),
            root: root.to_path_buf(),
            options: options.clone(),
            forkable,
            state: Mutex::new(PoolState::default()),
            returned: Condvar::new(),
            max: std::thread::available_parallelism().map_or(2, |n| n.get()),
        });
        pools.insert(key, (pool.clone(), Instant::now()));
        pool
    }

    /// Lints on a warm worker, shared with an idle one when the request
    /// allows. A worker in which astroid crashed (pylint's `astroid-error`)
    /// may hold half-built state, so it is replaced; and since the crash
    /// may come from what a warm worker built for earlier files, such a
    /// file is linted again on a fresh worker, alone, whose answer is a
    /// fresh single-file run's.
    pub fn lint(self: &Arc<Self>, request: &Request) -> Result<(Answer, Confinement)> {
        let worker = self.acquire(request.affinity)?;
        let warm = worker.next_id > 0;
        let partner = if request.share {
            self.idle_partner()
        } else {
            None
        };
        let (answer, confinement) = match partner {
            Some(partner) => self.ask_shared(worker, partner, request),
            None => self.ask_and_release(worker, request),
        };
        if answer.crashed() && warm {
            let fresh = self.acquire_fresh()?;
            return Ok(self.ask_and_release(fresh, request));
        }
        Ok((answer, confinement))
    }

    fn ask_and_release(&self, mut worker: Worker, request: &Request) -> (Answer, Confinement) {
        worker.affinity = request.affinity;
        let answer = worker.ask(request, &self.root);
        self.answered(worker, answer)
    }

    /// Releases the worker that answered, replacing it unless its answer
    /// is a report astroid did not crash on.
    fn answered(&self, worker: Worker, answer: Answer) -> (Answer, Confinement) {
        let confinement = worker.confinement.clone();
        let healthy = matches!(answer, Answer::Report { .. }) && !answer.crashed();
        self.release(worker, healthy);
        (answer, confinement)
    }

    /// Both workers build the file; the partner's findings go to the lead,
    /// which answers. A partner that fails, crashes or hangs leaves the
    /// lead to lint the file alone, within the same time limit: the partner
    /// gets half of it (its half of the checks taking longer means the
    /// whole would not fit anyway).
    fn ask_shared(
        &self,
        mut lead: Worker,
        mut partner: Worker,
        request: &Request,
    ) -> (Answer, Confinement) {
        lead.affinity = request.affinity;
        // Workers keep their roles from call to call: what each one's
        // inference caches hold was inferred for its own checkers.
        partner.affinity = PARTNER;
        let started = Instant::now();
        let deadline = started + request.timeout;
        let partner_id = partner.send(request, &self.root, Role::Partner);
        let lead_id = lead.send(request, &self.root, Role::Lead);
        let findings = partner_id.and_then(|id| partner.receive(id, started + request.timeout / 2));
        // A partner in which astroid crashed may hold half-built state.
        let partner_healthy = findings.as_ref().is_ok_and(|response| {
            response["partner"].is_object() && response["partner"]["crashed"] != Value::Bool(true)
        });
        self.release(partner, partner_healthy);
        let findings = findings.map_or(Value::Null, |mut response| response["partner"].take());
        let answer = match lead_id.and_then(|id| {
            lead.relay(&findings)?;
            lead.receive(id, deadline)
        }) {
            Ok(response) => super::worker::answer(&response, &self.root),
            Err(answer) => answer,
        };
        self.answered(lead, answer)
    }

    /// An idle worker to share a file with. With none, but room for one,
    /// one is started for the calls to come (this one does not wait).
    fn idle_partner(self: &Arc<Self>) -> Option<Worker> {
        let mut state = self.lock().ok()?;
        if let Some(worker) = state.idle.pop() {
            return Some(worker);
        }
        if state.live < self.max {
            state.live += 1;
            let pool = Arc::clone(self);
            std::thread::spawn(move || match pool.spawn() {
                Ok(mut worker) => {
                    worker.affinity = PARTNER;
                    pool.release(worker, true);
                }
                Err(_) => pool.uncount(),
            });
        }
        None
    }

    /// An idle worker of the same affinity, else a new one, else any idle.
    fn acquire(&self, affinity: usize) -> Result<Worker> {
        let mut state = self.lock()?;
        loop {
            let same = state.idle.iter().rposition(|w| w.affinity == affinity);
            if let Some(index) = same {
                return Ok(state.idle.swap_remove(index));
            }
            if state.live >= self.max
                && let Some(worker) = state.idle.pop()
            {
                return Ok(worker);
            }
            if state.live < self.max {
                return self.spawn_counted(state);
            }
            state = self.wait(state)?;
        }
    }

    /// A new worker, an idle one stopped to make room if need be.
    fn acquire_fresh(&self) -> Result<Worker> {
        let mut state = self.lock()?;
        loop {
            if state.live < self.max {
                return self.spawn_counted(state);
            }
            if let Some(idle) = state.idle.pop() {
                state.live -= 1;
                drop(idle); // killed
                continue;
            }
            state = self.wait(state)?;
        }
    }

    /// Starts a worker counted as live (uncounted again if it fails).
    fn spawn_counted(&self, mut state: MutexGuard<'_, PoolState>) -> Result<Worker> {
        state.live += 1;
        drop(state);
        let spawned = self.spawn();
        if spawned.is_err() {
            self.uncount();
        }
        spawned
    }

    /// A worker, forked from the environment's warm parent where it can be.
    fn spawn(&self) -> Result<Worker> {
        let parent = self
            .forkable
            .then(|| {
                Zygote::for_python(
                    &self.toolchain,
                    &self.python,
                    &self.fingerprint,
                    &self.options,
                    &PRELOAD,
                )
            })
            .flatten();
        Worker::spawn(
            &self.toolchain,
            &self.python,
            &self.root,
            &self.options,
            parent.as_ref(),
        )
    }

    /// A worker counted as live that did not start.
    fn uncount(&self) {
        if let Ok(mut state) = self.state.lock() {
            state.live -= 1;
            self.returned.notify_one();
        }
    }

    fn lock(&self) -> Result<MutexGuard<'_, PoolState>> {
        self.state
            .lock()
            .map_err(|_| Error::Toolchain("worker pool poisoned".into()))
    }

    fn wait<'a>(&self, state: MutexGuard<'a, PoolState>) -> Result<MutexGuard<'a, PoolState>> {
        self.returned
            .wait(state)
            .map_err(|_| Error::Toolchain("worker pool poisoned".into()))
    }

    fn release(&self, worker: Worker, healthy: bool) {
        if let Ok(mut state) = self.state.lock() {
            if healthy {
                state.idle.push(worker);
            } else {
                state.live -= 1;
                drop(worker); // killed
            }
            self.returned.notify_one();
        }
    }
}
