//! Hostile code under test. Each case is a real pytest file, run through
//! `toolsmith test`, with an honest test beside it that must still pass; each
//! asserts on the host afterwards, not on what the run says about itself.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;
use std::io::Read;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;

const HONEST: &str = "\n\ndef test_honest():\n    assert sum([1, 2, 3]) == 6\n";

struct Case {
    _temp: tempfile::TempDir,
    root: PathBuf,
    /// Unique to this case: planted in secrets and process command lines.
    marker: String,
}

impl Case {
    fn new(name: &str) -> Case {
        let temp = tempfile::tempdir().unwrap();
        let root = temp.path().to_path_buf();
        fs::create_dir_all(root.join("sandbox/proj")).unwrap();
        let marker = format!("MARKER{}{}", name.replace('_', ""), std::process::id());
        Case {
            _temp: temp,
            root,
            marker,
        }
    }

    fn write_test(&self, body: &str) {
        let code = format!("{}{HONEST}", body.replace("{marker}", &self.marker));
        fs::write(self.root.join("sandbox/proj/test_hostile.py"), code).unwrap();
    }

    /// `toolsmith test sandbox/proj --json`, with secrets in the environment.
    fn run(&self, timeout: u64) -> (Value, String) {
        let output = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
            .args(["test", "sandbox/proj", "--json", "--no-log", "--timeout"])
            .arg(timeout.to_string())
            .current_dir(&self.root)
            .env("GOOGLE_API_KEY", format!("AIza-{}", self.marker))
            .env("OPENAI_API_KEY", format!("sk-{}", self.marker))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        let everything = format!("{stdout}{}", String::from_utf8_lossy(&output.stderr));
        let report: Value = serde_json::from_str(&stdout)
            .unwrap_or_else(|e| panic!("no JSON report ({e}): {everything}"));
        (report, everything)
    }

    fn status_of(report: &Value, test: &str) -> String {
        report["tests"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["name"].as_str().unwrap().ends_with(test))
            .map(|t| t["status"].as_str().unwrap().to_string())
            .unwrap_or_else(|| format!("missing from {report}"))
    }

    fn assert_honest_passed(report: &Value) {
        assert_eq!(
            Case::status_of(report, "::test_honest"),
            "passed",
            "{report}"
        );
        assert_eq!(
            report["confinement"]["complete"], true,
            "{}",
            report["confinement"]
        );
    }

    /// Processes on the host whose command line holds the marker.
    fn survivors(&self) -> Vec<String> {
        let mut found = Vec::new();
        for entry in fs::read_dir("/proc").unwrap().flatten() {
            let mut cmdline = Vec::new();
            if let Ok(mut file) = fs::File::open(entry.path().join("cmdline")) {
                let _ = file.read_to_end(&mut cmdline);
            }
            let text = String::from_utf8_lossy(&cmdline).replace('\0', " ");
            if text.contains(&self.marker) && !text.contains("cargo") {
                found.push(format!("{}: {text}", entry.file_name().to_string_lossy()));
            }
        }
        found
    }
}

#[test]
fn writes_outside_the_sandbox_do_not_happen() {
    let case = Case::new("write");
    let outside = case.root.join("written_outside.txt");
    let in_tmp = PathBuf::from(format!("/tmp/toolsmith-escape-{}", case.marker));
    case.write_test(&format!(
        "def test_write_outside():\n    for path in [{:?}, {:?}]:\n        with open(path, 'w') as f:\n            f.write('escaped')\n",
        outside.display().to_string(),
        in_tmp.display().to_string()
    ));
    let (report, _) = case.run(30);
    assert_eq!(Case::status_of(&report, "::test_write_outside"), "failed");
    assert!(!outside.exists());
    assert!(!in_tmp.exists());
    Case::assert_honest_passed(&report);
}

#[test]
fn secrets_beside_the_sandbox_in_home_and_in_the_environment_stay_secret() {
    let case = Case::new("secrets");
    let sibling = case.root.join(".env");
    fs::write(
        &sibling,
        format!("SIBLING_SECRET={}-sibling\n", case.marker),
    )
    .unwrap();
    let home = PathBuf::from(std::env::var("HOME").unwrap());
    let home_secret = home.join(format!(".toolsmith-test-secret-{}", case.marker));
    fs::write(&home_secret, format!("HOME_SECRET={}-home\n", case.marker)).unwrap();
    case.write_test(&format!(
        "import os\n\n\
         def test_read_sibling():\n    print(open({sibling:?}).read())\n\n\
         def test_read_home():\n    print(open({home_secret:?}).read())\n\n\
         def test_environment():\n    print(dict(os.environ))\n    assert 'GOOGLE_API_KEY' not in os.environ\n    assert 'OPENAI_API_KEY' not in os.environ\n",
        sibling = sibling.display().to_string(),
        home_secret = home_secret.display().to_string(),
    ));
    let (report, everything) = case.run(30);
    let _ = fs::remove_file(&home_secret);
    assert_eq!(Case::status_of(&report, "::test_read_sibling"), "failed");
    assert_eq!(Case::status_of(&report, "::test_read_home"), "failed");
    assert_eq!(Case::status_of(&report, "::test_environment"), "passed");
    assert!(!everything.contains(&format!("{}-sibling", case.marker)));
    assert!(!everything.contains(&format!("{}-home", case.marker)));
    assert!(!everything.contains(&format!("AIza-{}", case.marker)));
    assert!(!everything.contains(&format!("sk-{}", case.marker)));
    Case::assert_honest_passed(&report);
}

#[test]
fn no_connection_reaches_a_listener_on_the_host_loopback() {
    let case = Case::new("network");
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    listener.set_nonblocking(true).unwrap();
    let arrived = Arc::new(AtomicUsize::new(0));
    let watching = Arc::new(AtomicUsize::new(1));
    let watcher = {
        let (arrived, watching) = (arrived.clone(), watching.clone());
        std::thread::spawn(move || {
            while watching.load(Ordering::Relaxed) == 1 {
                if listener.accept().is_ok() {
                    arrived.fetch_add(1, Ordering::Relaxed);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        })
    };
    case.write_test(&format!(
        "import socket\n\n\
         def test_connect():\n    socket.create_connection(('127.0.0.1', {port}), timeout=3).sendall(b'leak')\n\n\
         def test_own_loopback_works():\n    server = socket.socket()\n    server.bind(('127.0.0.1', 0))\n    server.listen()\n    client = socket.create_connection(server.getsockname(), timeout=3)\n    client.close()\n"
    ));
    let (report, _) = case.run(30);
    watching.store(0, Ordering::Relaxed);
    watcher.join().unwrap();
    assert_eq!(
        arrived.load(Ordering::Relaxed),
        0,
        "a connection reached the host"
    );
    assert_eq!(Case::status_of(&report, "::test_connect"), "failed");
    assert_eq!(
        Case::status_of(&report, "::test_own_loopback_works"),
        "passed"
    );
    Case::assert_honest_passed(&report);
}

#[test]
fn a_test_that_ignores_sigterm_and_sleeps_is_killed_at_its_limit() {
    let case = Case::new("sleeper");
    // The honest test runs first (file order); the sleeper never returns.
    fs::write(
        case.root.join("sandbox/proj/test_a_honest.py"),
        HONEST.trim_start(),
    )
    .unwrap();
    fs::write(
        case.root.join("sandbox/proj/test_b_sleeper.py"),
        format!(
            "import signal, subprocess, sys, time\n\n\
             def test_sleep_forever():\n    signal.signal(signal.SIGTERM, signal.SIG_IGN)\n    subprocess.Popen([sys.executable, '-c', 'import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); time.sleep(9999)  # {}'])\n    time.sleep(9999)\n",
            case.marker
        ),
    )
    .unwrap();
    let started = Instant::now();
    // A run's limit of 10 s, each test's 5 s: pytest may start slowly on a
    // busy machine, and the sleeper's time is given back for the restart.
    let (report, _) = case.run(10);
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "{:?}",
        started.elapsed()
    );
    // Stopped at its own limit (half the run's), reported failed; the run
    // itself ended before its limit.
    assert_eq!(report["timed_out"], false);
    assert_eq!(report["exit_code"], 1);
    assert_eq!(Case::status_of(&report, "::test_honest"), "passed");
    assert_eq!(Case::status_of(&report, "::test_sleep_forever"), "failed");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(case.survivors(), Vec::<String>::new());
}

#[test]
fn a_double_forked_daemon_does_not_survive_the_run() {
    let case = Case::new("daemon");
    case.write_test(
        "import os, sys\n\n\
         def test_daemon():\n    if os.fork() == 0:\n        os.setsid()\n        if os.fork() == 0:\n            os.execv(sys.executable, [sys.executable, '-c', 'import time; time.sleep(9999)  # {marker}'])\n        os._exit(0)\n    os.wait()\n",
    );
    let (report, _) = case.run(30);
    assert_eq!(Case::status_of(&report, "::test_daemon"), "passed");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(case.survivors(), Vec::<String>::new());
    Case::assert_honest_passed(&report);
}

#[test]
fn a_fork_bomb_is_contained() {
    let case = Case::new("forkbomb");
    let count_file = case.root.join("sandbox/proj/forks.txt");
    case.write_test(&format!(
        "import os, time\n\n\
         def test_fork_bomb():\n    parent = os.getpid()\n    deadline = time.time() + 3\n    forks = 0\n    while time.time() < deadline:\n        try:\n            if os.fork() == 0:\n                continue\n            forks += 1\n        except OSError:\n            time.sleep(0.01)\n    if os.getpid() != parent:\n        os._exit(0)\n    with open({count:?}, 'w') as f:\n        f.write(str(forks))\n",
        count = count_file.display().to_string()
    ));
    let (report, _) = case.run(30);
    Case::assert_honest_passed(&report);
    let forks: usize = fs::read_to_string(&count_file)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(forks < 300, "the process limit did not hold: {forks} forks");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(case.survivors(), Vec::<String>::new());
}

#[test]
fn unbounded_memory_allocation_is_contained() {
    let case = Case::new("memory");
    case.write_test(
        "def test_allocate_forever():\n    hoard = []\n    while True:\n        hoard.append(bytearray(256 * 1024 * 1024))\n",
    );
    let (report, _) = case.run(60);
    assert_eq!(
        Case::status_of(&report, "::test_allocate_forever"),
        "failed"
    );
    let log = report["error_log"].as_str().unwrap();
    assert!(log.contains("MemoryError"), "{log}");
    Case::assert_honest_passed(&report);
}

#[test]
fn require_confinement_runs_here_and_no_confinement_is_reported_loudly() {
    let case = Case::new("flags");
    case.write_test("");
    let dir: &Path = &case.root;
    let required = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["test", "sandbox/proj", "--require-confinement", "--no-log"])
        .current_dir(dir)
        .output()
        .unwrap();
    assert_eq!(
        required.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&required.stderr)
    );
    let open = Command::new(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["test", "sandbox/proj", "--no-confinement", "--no-log"])
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&open.stdout).contains("WARNING: confinement is off"));
}
