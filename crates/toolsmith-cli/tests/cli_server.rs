//! The warm lint server, through the real binary: its answers equal
//! `--no-server`'s, `server status|stop` manage it, a socket that is not
//! this user's own and private is never used, a dead server is replaced
//! without a word, a hung one is given up on within the file's time limit.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::UnixListener;
use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::Value;

fn toolsmith(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    common::run_in(dir, args, &[])
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// A lint answer without what legitimately differs between two runs.
fn comparable(mut answer: Value) -> Value {
    for key in ["duration", "cached", "confinement"] {
        answer.as_object_mut().unwrap().remove(key);
    }
    answer
}

fn project() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let sandbox = dir.path().join("sandbox");
    common::copy_tree(&common::datasets().join("messy_project"), &sandbox);
    (dir, sandbox)
}

fn status(dir: &Path) -> Value {
    let (code, out, err) = toolsmith(dir, &["--json", "server", "status"]);
    assert_eq!(code, Some(0), "{err}");
    json(&out)
}

/// The pid of the server behind this sandbox's socket, if one runs.
fn server_pid(dir: &Path) -> Option<i32> {
    let said = status(dir);
    let socket = said["socket"].clone();
    said["servers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["socket"] == socket)
        .map(|s| s["pid"].as_i64().unwrap() as i32)
}

/// Waits up to 10 s for `pid` to end; whether it did.
fn ended(pid: i32) -> bool {
    let started = Instant::now();
    while alive(pid) && started.elapsed().as_secs() < 10 {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    !alive(pid)
}

fn alive(pid: i32) -> bool {
    Path::new(&format!("/proc/{pid}")).exists()
        && !std::fs::read_to_string(format!("/proc/{pid}/stat"))
            .unwrap_or_default()
            .contains(") Z ")
}

#[test]
fn served_answers_equal_no_server_answers_and_status_and_stop_manage_it() {
    let (dir, _sandbox) = project();
    let dir = dir.path();
    let lint = [
        "--json",
        "lint",
        "sandbox/calculator.py",
        "--no-cache",
        "--all-issues",
    ];
    let (code, first, err) = toolsmith(dir, &lint);
    assert_eq!(code, Some(0), "{err}");
    assert!(!err.contains("note:"), "{err}");
    let pid = server_pid(dir).expect("the first lint started a server");
    let (_, second, _) = toolsmith(dir, &lint);
    assert_eq!(server_pid(dir), Some(pid), "the same server answered");
    let mut alone = lint.to_vec();
    alone.push("--no-server");
    let (code, local, err) = toolsmith(dir, &alone);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(comparable(json(&first)), comparable(json(&local)));
    assert_eq!(comparable(json(&second)), comparable(json(&local)));

    let audit = |extra: &[&str]| {
        let mut args = vec!["--json", "audit", "sandbox", "--no-cache"];
        args.extend_from_slice(extra);
        let (_, out, err) = toolsmith(dir, &args);
        let mut files: Vec<Value> = json(&out)["files"]
            .as_array()
            .unwrap_or_else(|| panic!("{err}"))
            .iter()
            .cloned()
            .map(comparable)
            .collect();
        files.sort_by_key(|f| f["file"].as_str().unwrap().to_string());
        files
    };
    assert_eq!(audit(&[]), audit(&["--no-server"]));

    let said = status(dir);
    let ours = said["servers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["pid"].as_i64() == Some(pid as i64))
        .unwrap();
    assert!(ours["served"].as_u64().unwrap() >= 3, "{said}");
    let (code, out, _) = toolsmith(dir, &["server", "stop"]);
    assert_eq!(code, Some(0));
    assert!(out.contains("stopped 1"), "{out}");
    assert!(ended(pid), "the server exited");
    assert_eq!(server_pid(dir), None);
    let (_, out, _) = toolsmith(dir, &["server", "stop"]);
    assert!(out.contains("no lint server"), "{out}");
}

/// Turns the impostor's socket into one kind of foreign socket.
type MakeForeign<'a> = Box<dyn Fn() + 'a>;

#[test]
fn a_socket_that_is_not_this_users_own_and_private_is_never_used() {
    let (dir, _sandbox) = project();
    let dir = dir.path();
    let lint = ["--json", "lint", "sandbox/calculator.py", "--no-cache"];
    let (_, expected, _) = toolsmith(dir, &[&lint[..], &["--no-server"]].concat());
    let socket = PathBuf::from(status(dir)["socket"].as_str().unwrap());
    let _ = std::fs::remove_file(&socket);
    let impostor = UnixListener::bind(&socket).unwrap();
    impostor.set_nonblocking(true).unwrap();
    let mut cases: Vec<(&str, MakeForeign)> = vec![(
        "open to other users",
        Box::new(|| {
            std::fs::set_permissions(&socket, std::fs::Permissions::from_mode(0o666)).unwrap()
        }),
    )];
    if rustix::process::geteuid().is_root() {
        cases.push((
            "owned by another user",
            Box::new(|| {
                std::fs::set_permissions(&socket, std::fs::Permissions::from_mode(0o600)).unwrap();
                std::os::unix::fs::chown(&socket, Some(65534), Some(65534)).unwrap();
            }),
        ));
    }
    for (case, make) in cases {
        make();
        let (code, out, err) = toolsmith(dir, &lint);
        assert_eq!(code, Some(0), "{case}: {err}");
        assert!(err.contains("not trusted"), "{case}: {err}");
        assert_eq!(
            comparable(json(&out)),
            comparable(json(&expected)),
            "{case}"
        );
        assert!(
            impostor.accept().is_err(),
            "{case}: the client connected to a socket it must not trust"
        );
        assert!(socket.exists(), "{case}: a foreign socket is left alone");
    }
    let _ = std::fs::remove_file(&socket);
}

#[test]
fn a_dead_server_is_replaced_quietly_and_a_hung_one_is_given_up_within_the_time_limit() {
    let (dir, _sandbox) = project();
    let dir = dir.path();
    let lint = [
        "--json",
        "lint",
        "sandbox/clean.py",
        "--no-cache",
        "--timeout",
        "5",
    ];
    let (_, expected, _) = toolsmith(dir, &[&lint[..], &["--no-server"]].concat());
    let (code, _, err) = toolsmith(dir, &lint);
    assert_eq!(code, Some(0), "{err}");
    let first = server_pid(dir).unwrap();
    let kill = |pid: i32, signal: rustix::process::Signal| {
        rustix::process::kill_process(rustix::process::Pid::from_raw(pid).unwrap(), signal)
            .unwrap();
    };
    kill(first, rustix::process::Signal::KILL);
    assert!(ended(first));

    // Dead: its socket is stale; the next call starts another, quietly.
    let (code, out, err) = toolsmith(dir, &lint);
    assert_eq!(code, Some(0), "{err}");
    assert!(!err.contains("note:"), "{err}");
    assert_eq!(comparable(json(&out)), comparable(json(&expected)));
    let second = server_pid(dir).expect("a new server");
    assert_ne!(second, first);

    // Hung: the call gives up on it after the file's time limit, lints
    // here, says so, and ends it.
    kill(second, rustix::process::Signal::STOP);
    let started = Instant::now();
    let (code, out, err) = toolsmith(dir, &lint);
    let took = started.elapsed();
    assert_eq!(code, Some(0), "{err}");
    assert!(
        err.contains("note:") && err.contains("own workers"),
        "{err}"
    );
    assert_eq!(comparable(json(&out)), comparable(json(&expected)));
    assert!(took.as_secs() < 5 + 30, "{took:?}");
    assert!(ended(second), "the hung server was ended");
}

/// A process of this user listening at `socket` that takes one connection
/// and closes it unread, as a server ending at that instant does.
const DROPS_ONE_CALL: &str = r#"
import os, socket, sys, time
os.umask(0o177)
listener = socket.socket(socket.AF_UNIX)
listener.bind(sys.argv[1])
listener.listen()
print("listening", flush=True)
connection, _ = listener.accept()
time.sleep(0.2)
connection.close()
time.sleep(60)
"#;

#[test]
fn a_server_that_drops_the_call_unanswered_is_replaced_quietly() {
    let (dir, _sandbox) = project();
    let dir = dir.path();
    let lint = ["--json", "lint", "sandbox/clean.py", "--no-cache"];
    let (_, expected, _) = toolsmith(dir, &[&lint[..], &["--no-server"]].concat());
    let socket = PathBuf::from(status(dir)["socket"].as_str().unwrap());
    let _ = std::fs::remove_file(&socket);
    let mut dying = std::process::Command::new("python3")
        .args(["-c", DROPS_ONE_CALL])
        .arg(&socket)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut said = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(dying.stdout.take().unwrap()),
        &mut said,
    )
    .unwrap();
    assert_eq!(said.trim(), "listening");

    let (code, out, err) = toolsmith(dir, &lint);
    assert_eq!(code, Some(0), "{err}");
    assert!(!err.contains("note:"), "{err}");
    assert_eq!(comparable(json(&out)), comparable(json(&expected)));
    let server = server_pid(dir).expect("a real server took its place");
    assert_ne!(server, dying.id() as i32);
    assert!(
        dying.wait().unwrap().code().is_none(),
        "the dropping process was ended"
    );
    let _ = toolsmith(dir, &["server", "stop"]);
}

#[test]
fn a_module_repaired_after_a_syntax_error_is_seen_through_the_server_and_the_cache() {
    // The issue's steps, as a user types them: the importer's score follows
    // the imported module's repair at once, never a cached 0.0.
    let dir = tempfile::tempdir().unwrap();
    let sandbox = dir.path().join("sandbox");
    std::fs::create_dir_all(&sandbox).unwrap();
    let tag = format!("# {}\n", dir.path().display());
    std::fs::write(sandbox.join("mod.py"), format!("def f(:\n{tag}")).unwrap();
    std::fs::write(
        sandbox.join("test_x.py"),
        format!("\"\"\"Uses mod.\"\"\"\nfrom mod import f\n\nprint(f())\n{tag}"),
    )
    .unwrap();
    let lint = |extra: &[&str]| {
        let (code, out, err) = toolsmith(
            dir.path(),
            &[&["--json", "lint", "sandbox/test_x.py"][..], extra].concat(),
        );
        assert!(code == Some(0) || code == Some(1), "{err}");
        json(&out)
    };
    let broken = lint(&[]);
    assert_eq!(broken["score"], 0.0, "{broken}");
    std::fs::write(
        sandbox.join("mod.py"),
        format!("\"\"\"Mod.\"\"\"\n\n\ndef f():\n    \"\"\"One.\"\"\"\n    return 1\n{tag}"),
    )
    .unwrap();
    let repaired = lint(&[]);
    assert_eq!(repaired["score"], 10.0, "{repaired}");
    assert_eq!(repaired["cached"], false);
    assert_eq!(comparable(repaired), comparable(lint(&["--no-cache"])));
    let again = lint(&[]);
    assert_eq!(again["cached"], true, "{again}");
    let _ = toolsmith(dir.path(), &["server", "stop"]);
}
