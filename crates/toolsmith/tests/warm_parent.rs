//! Workers and test runs forked from a warm parent (issue 35) against the
//! same started fresh: the same answers (pylint's agreement is checked on
//! both paths in `pylint_agreement.rs`), a child that crashes or hangs harms
//! neither its parent nor its siblings, a hostile conftest reaches nothing
//! outside its own sandbox, an environment inside a sandbox is never forked,
//! and a parent is replaced when its environment changes.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::workers;
use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

use crate::common::{World, copy_dataset, empty_venv};
use toolsmith::Sandbox;
use toolsmith::environment::EnvironmentOptions;
use toolsmith::lint::{LintOptions, LintReport};
use toolsmith::testing::{PytestReport, TestOptions};
use workers::{named, started, worker_interpreters};

fn test_options(warm_parent: bool) -> TestOptions {
    let mut options = TestOptions::for_directory();
    options.confinement.warm_parent = warm_parent;
    options
}

fn statuses(report: &PytestReport) -> BTreeMap<String, String> {
    report
        .tests
        .iter()
        .map(|t| (t.name.clone(), t.status.clone()))
        .collect()
}

/// What must be the same whichever way the run started.
fn outcome(report: &PytestReport) -> (BTreeMap<String, String>, [usize; 6], i32, Vec<String>) {
    (
        statuses(report),
        [
            report.passed,
            report.failed,
            report.skipped,
            report.errors,
            report.xfailed,
            report.xpassed,
        ],
        report.exit_code,
        report.timed_out_tests.clone(),
    )
}

/// Runs pytest on `dir` both ways; asserts the outcomes agree and each run
/// went the way it was asked to.
fn both_ways(sandbox: &Sandbox, dir: &Path, options: impl Fn(bool) -> TestOptions) -> PytestReport {
    let fresh = sandbox.run_pytest(dir, &options(false)).unwrap();
    let forked = sandbox.run_pytest(dir, &options(true)).unwrap();
    assert!(!fresh.confinement.forked);
    assert!(forked.confinement.forked, "{:?}", forked.confinement);
    assert!(forked.confinement.complete, "{:?}", forked.confinement);
    assert_eq!(outcome(&forked), outcome(&fresh), "{}", dir.display());
    forked
}

#[test]
fn forked_pytest_runs_give_what_fresh_runs_give() {
    let world = World::new();
    copy_dataset("pytest_truth", &world.inside("pytest_truth"));
    copy_dataset("messy_project", &world.inside("messy_project"));
    let sandbox = world.sandbox();
    let truth = both_ways(&sandbox, &world.inside("pytest_truth"), test_options);
    assert_eq!(truth.exit_code, 1);
    assert!(truth.error_log.contains("module_that_does_not_exist"));
    let messy = both_ways(&sandbox, &world.inside("messy_project"), test_options);
    assert_eq!((messy.passed, messy.failed), (6, 1));

    // Per-test limits hold in a forked run: the hung test is stopped, the
    // tests after it still run.
    std::fs::create_dir_all(world.inside("hung")).unwrap();
    std::fs::write(
        world.inside("hung/test_hung.py"),
        "import time\n\n\ndef test_before():\n    assert True\n\n\n\
         def test_hangs():\n    time.sleep(120)\n\n\ndef test_after():\n    assert 1 == 1\n",
    )
    .unwrap();
    let limited = |warm| TestOptions {
        test_timeout: Some(Duration::from_secs(2)),
        timeout: Duration::from_secs(30),
        ..test_options(warm)
    };
    let hung = both_ways(&sandbox, &world.inside("hung"), limited);
    assert_eq!(hung.timed_out_tests, ["test_hung.py::test_hangs"]);
    assert_eq!((hung.passed, hung.failed), (2, 1));
}

fn lint(sandbox: &Sandbox, file: &Path) -> LintReport {
    let options = LintOptions {
        use_cache: false,
        all_issues: true,
        ..LintOptions::default()
    };
    sandbox.run_pylint_analysis(file, &options).unwrap()
}

/// A sandbox of its own under the world's root, with `files`.
fn sandbox_with(world: &World, name: &str, files: &[(&str, &str)]) -> Sandbox {
    let dir = world.root.join(name);
    std::fs::create_dir_all(&dir).unwrap();
    for (file, text) in files {
        std::fs::write(dir.join(file), text).unwrap();
    }
    Sandbox::open(&dir).unwrap()
}

const LINTED: &str = "\"\"\"A module.\"\"\"\nimport os\n\n\ndef cwd():\n    \"\"\"Where.\"\"\"\n    return os.getcwd()\n";

#[test]
fn a_forked_child_that_crashes_or_hangs_harms_neither_its_parent_nor_its_siblings() {
    let world = World::new();
    let quiet = sandbox_with(&world, "quiet", &[("calm.py", LINTED)]);
    let calm = world.root.join("quiet/calm.py");
    let first = lint(&quiet, &calm);
    assert!(first.confinement.as_ref().unwrap().forked);
    let worker = worker_interpreters();
    assert_eq!(worker.len(), 1, "{worker:?}");
    let parents = named("zygote-");

    // A test that crashes its interpreter (a fault, which even a
    // namespace's first process cannot ignore), and one that hangs the
    // whole run past its limit.
    let crash = "import ctypes\n\n\ndef test_crash():\n    ctypes.string_at(0)\n";
    let hang = "import time\n\n\ndef test_hang():\n    time.sleep(120)\n";
    for (name, text) in [("crash", crash), ("hang", hang)] {
        let sandbox = sandbox_with(&world, name, &[(&format!("test_{name}.py"), text)]);
        let options = |warm| TestOptions {
            timeout: Duration::from_secs(4),
            test_timeout: Some(Duration::from_secs(4)),
            ..test_options(warm)
        };
        let dir = world.root.join(name);
        let fresh = sandbox.run_pytest(&dir, &options(false));
        let forked = sandbox.run_pytest(&dir, &options(true));
        match (&fresh, &forked) {
            (Ok(fresh), Ok(forked)) => {
                assert!(forked.confinement.forked);
                assert_eq!(outcome(forked), outcome(fresh), "{name}");
                assert_eq!(forked.passed, 0, "{name}");
            }
            (Err(fresh), Err(forked)) => assert_eq!(fresh.kind(), forked.kind(), "{name}"),
            _ => panic!("{name}: fresh {fresh:?}, forked {forked:?}"),
        }
    }

    // The parents and the sibling worker are the same processes, and answer.
    assert_eq!(named("zygote-").len(), parents.len() + 1); // pytest's came
    for pid in &parents {
        assert!(Path::new(&format!("/proc/{pid}")).exists());
    }
    let again = lint(&quiet, &calm);
    assert_eq!(again.score_exact, first.score_exact);
    assert_eq!(worker_interpreters(), worker);
    let fine = sandbox_with(
        &world,
        "fine",
        &[("test_fine.py", "def test_fine():\n    assert True\n")],
    );
    let report = fine
        .run_pytest(&world.root.join("fine"), &test_options(true))
        .unwrap();
    assert!(report.confinement.forked);
    assert_eq!(report.passed, 1);
}

/// A conftest that tries to reach every process it was told of (signal,
/// ptrace, its /proc entries), to signal everything it can see, and to read
/// another sandbox; it writes down what each attempt got.
const HOSTILE_CONFTEST: &str = r#"
import ctypes, errno, json, os, signal

libc = ctypes.CDLL(None, use_errno=True)
targets = json.load(open("targets.json"))
attempts = {}

def attempt(name, action):
    try:
        result = action()
        attempts[name] = "done" if result in (None, 0) else "failed: %r" % (result,)
    except OSError as error:
        attempts[name] = "refused: " + errno.errorcode.get(error.errno, str(error.errno))

def ptrace(pid):
    if libc.ptrace(16, pid, 0, 0) != 0:  # PTRACE_ATTACH
        raise OSError(ctypes.get_errno(), "ptrace")

for pid in targets["pids"]:
    attempt("signal 0 to %d" % pid, lambda: os.kill(pid, 0))
    attempt("SIGKILL to %d" % pid, lambda: os.kill(pid, signal.SIGKILL))
    attempt("ptrace %d" % pid, lambda: ptrace(pid))
    attempt("environ of %d" % pid, lambda: open("/proc/%d/environ" % pid, "rb").read() and None)
attempt("SIGKILL to all", lambda: os.kill(-1, signal.SIGKILL))
attempt("read the other sandbox", lambda: open(targets["other"]).read() and None)
json.dump(attempts, open("attempts.json", "w"), indent=1)
"#;

#[test]
fn a_hostile_conftest_reaches_nothing_outside_its_own_sandbox() {
    let world = World::new();
    let quiet = sandbox_with(&world, "quiet", &[("calm.py", LINTED)]);
    let calm = world.root.join("quiet/calm.py");
    let first = lint(&quiet, &calm);
    // A pytest parent, and the pids to aim at: the parents, the sibling
    // worker, this test process.
    let warm = sandbox_with(
        &world,
        "warm",
        &[("test_ok.py", "def test_ok():\n    pass\n")],
    );
    warm.run_pytest(&world.root.join("warm"), &test_options(true))
        .unwrap();
    let worker = worker_interpreters();
    let mut pids = named("zygote-");
    assert_eq!(pids.len(), 2, "{pids:?}");
    pids.extend(&worker);
    pids.push(std::process::id());
    let born: Vec<u64> = pids.iter().map(|pid| started(*pid)).collect();
    let targets = serde_json::json!({ "pids": pids, "other": calm });
    let hostile = sandbox_with(
        &world,
        "hostile",
        &[
            ("conftest.py", HOSTILE_CONFTEST),
            ("targets.json", &targets.to_string()),
            ("test_nothing.py", "def test_nothing():\n    pass\n"),
        ],
    );
    let report = hostile
        .run_pytest(&world.root.join("hostile"), &test_options(true))
        .unwrap();
    assert!(report.confinement.forked);
    assert_eq!(report.passed, 1, "{}", report.error_log);
    let attempts: BTreeMap<String, String> = serde_json::from_str(
        &std::fs::read_to_string(world.root.join("hostile/attempts.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(attempts.len(), pids.len() * 4 + 2);
    for (what, got) in &attempts {
        // Killing "everything" it can signal reaches its own namespace
        // alone, where nothing else runs: allowed, and harmless.
        if what == "SIGKILL to all" {
            continue;
        }
        assert!(got.starts_with("refused"), "{what}: {got}");
    }
    // Every process aimed at is the one it was, and answers.
    let now: Vec<u64> = pids.iter().map(|pid| started(*pid)).collect();
    assert_eq!(now, born);
    let again = lint(&quiet, &calm);
    assert_eq!(again.score_exact, first.score_exact);
    assert_eq!(worker_interpreters(), worker);
}

#[test]
fn an_environment_inside_the_sandbox_is_never_forked() {
    let world = World::new();
    let site = empty_venv(&world.inside(".venv"));
    let planted = world.outside.join("planted.txt");
    std::fs::write(
        site.join("evil.pth"),
        format!(
            "import os; open({:?}, 'a').write('pth\\n')\n",
            planted.display().to_string()
        ),
    )
    .unwrap();
    std::fs::write(world.inside("test_one.py"), "def test_one():\n    pass\n").unwrap();
    let before = world.snapshot_outside();
    let sandbox = world.sandbox();
    let report = sandbox
        .run_pytest(&world.sandbox_dir, &test_options(true))
        .unwrap();
    assert_eq!(report.environment.source, "sandbox .venv");
    assert!(!report.confinement.forked);
    assert_eq!(report.passed, 1);
    let linted = lint(&sandbox, &world.inside("pkg/mod.py"));
    assert!(!linted.confinement.unwrap().forked);
    assert!(named("zygote-").is_empty());
    assert_eq!(world.snapshot_outside(), before);
}

#[test]
fn a_parent_is_replaced_when_its_environment_changes() {
    let world = World::new();
    let site = empty_venv(&world.root.join("env"));
    std::fs::write(
        world.inside("uses_extra.py"),
        "\"\"\"Uses extra.\"\"\"\nimport extra_mod\n\nprint(extra_mod.VALUE)\n",
    )
    .unwrap();
    let options = LintOptions {
        use_cache: false,
        all_issues: true,
        environment: EnvironmentOptions {
            venv: Some(world.root.join("env")),
            python: None,
        },
        ..LintOptions::default()
    };
    let sandbox = world.sandbox();
    let file = world.inside("uses_extra.py");
    let symbols = |report: &LintReport| -> Vec<String> {
        report
            .all_issues
            .as_ref()
            .unwrap()
            .iter()
            .map(|i| i.symbol.clone())
            .collect()
    };
    let before = sandbox.run_pylint_analysis(&file, &options).unwrap();
    assert!(before.confinement.as_ref().unwrap().forked);
    assert_eq!(symbols(&before), ["import-error"]);
    let parent = named("zygote-pylint");
    // A .pth file puts a directory holding the module on the path.
    let extra = world.root.join("extra");
    std::fs::create_dir_all(&extra).unwrap();
    std::fs::write(
        extra.join("extra_mod.py"),
        "\"\"\"Extra.\"\"\"\nVALUE = 1\n",
    )
    .unwrap();
    std::fs::write(site.join("extra.pth"), format!("{}\n", extra.display())).unwrap();
    let after = sandbox.run_pylint_analysis(&file, &options).unwrap();
    assert!(after.confinement.as_ref().unwrap().forked);
    assert_eq!(symbols(&after), Vec::<String>::new());
    let replaced = named("zygote-pylint");
    assert_eq!(replaced.len(), 1);
    assert_ne!(replaced, parent);
}
