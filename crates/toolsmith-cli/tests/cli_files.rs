//! The real `toolsmith` binary, run in a temporary working directory the way
//! a user or a shell-driven agent runs it.
#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const SECRET: &str = "API_KEY=do-not-leak\n";

struct Workdir {
    _temp: tempfile::TempDir,
    path: PathBuf,
}

impl Workdir {
    /// `./sandbox` holding a copy of messy_project, and secrets beside it.
    fn new() -> Workdir {
        let temp = common::messy_workdir();
        let path = temp.path().to_path_buf();
        fs::write(path.join(".env"), SECRET).unwrap();
        fs::create_dir(path.join("sandbox_evil")).unwrap();
        fs::write(path.join("sandbox_evil/x.py"), SECRET).unwrap();
        Workdir { _temp: temp, path }
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_toolsmith"));
        command.args(args).current_dir(&self.path).arg("--no-log");
        command
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).stdin(Stdio::null()).output().unwrap()
    }

    fn run_with_stdin(&self, args: &[&str], input: &[u8]) -> Output {
        let mut child = self
            .command(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(input).unwrap();
        child.wait_with_output().unwrap()
    }
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn ls_lists_exactly_the_seven_files_of_messy_project() {
    let work = Workdir::new();
    let output = work.run(&["ls", "./sandbox/messy_project"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let expected = "./sandbox/messy_project/broken.py\n\
                    ./sandbox/messy_project/calculator.py\n\
                    ./sandbox/messy_project/clean.py\n\
                    ./sandbox/messy_project/inventory/__init__.py\n\
                    ./sandbox/messy_project/inventory/store.py\n\
                    ./sandbox/messy_project/test_calculator.py\n\
                    ./sandbox/messy_project/test_store.py\n";
    assert_eq!(stdout(&output), expected);

    let json = work.run(&["--json", "ls", "sandbox/messy_project"]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["count"], 7);
    assert_eq!(value["truncated"], false);
    assert_eq!(
        value["files"][4],
        "sandbox/messy_project/inventory/store.py"
    );
}

#[test]
fn read_prints_the_file_or_a_line_range_and_json_has_the_counts() {
    let work = Workdir::new();
    let original = fs::read_to_string(work.path.join("sandbox/messy_project/clean.py")).unwrap();
    let whole = work.run(&["read", "sandbox/messy_project/clean.py"]);
    assert_eq!(stdout(&whole), original);

    let range = work.run(&["read", "sandbox/messy_project/clean.py", "--lines", "2:3"]);
    let expected: String = original.split_inclusive('\n').skip(1).take(2).collect();
    assert_eq!(stdout(&range), expected);

    let json = work.run(&[
        "read",
        "sandbox/messy_project/clean.py",
        "--json",
        "--lines",
        "2:3",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["content"], expected);
    assert_eq!(value["total_lines"], 30);
    assert_eq!(value["start_line"], 2);
    assert_eq!(value["end_line"], 3);
}

#[test]
fn write_takes_stdin_and_reads_back() {
    let work = Workdir::new();
    let code = "def fixed():\n    return 42\n";
    let output = work.run_with_stdin(&["write", "sandbox/out/fixed.py"], code.as_bytes());
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(stdout(&output).contains("created sandbox/out/fixed.py"));
    assert_eq!(
        fs::read_to_string(work.path.join("sandbox/out/fixed.py")).unwrap(),
        code
    );

    let not_text = work.run_with_stdin(&["write", "sandbox/out/bin.py"], b"\xff\xfe");
    assert_eq!(not_text.status.code(), Some(2));
    assert!(stderr(&not_text).starts_with("error: <stdin>: not UTF-8"));
    assert!(!work.path.join("sandbox/out/bin.py").exists());
}

#[test]
fn paths_outside_exit_3_with_one_error_line_and_nothing_changes() {
    let work = Workdir::new();
    for path in [
        "../.env",
        ".env",
        "sandbox/../.env",
        "sandbox_evil/x.py",
        "/etc/passwd",
    ] {
        let read = work.run(&["read", path]);
        assert_eq!(read.status.code(), Some(3), "read {path}");
        assert!(
            stdout(&read).is_empty(),
            "read {path} printed {}",
            stdout(&read)
        );
        let message = stderr(&read);
        assert!(message.starts_with("error: "), "{message}");
        assert!(message.contains("\nhint: "), "{message}");

        let write = work.run_with_stdin(&["write", path], b"owned\n");
        assert_eq!(write.status.code(), Some(3), "write {path}");
        let ls = work.run(&["ls", path]);
        assert_eq!(ls.status.code(), Some(3), "ls {path}");
    }
    let new_outside = work.run_with_stdin(&["write", "sandbox/../created.py"], b"x\n");
    assert_eq!(new_outside.status.code(), Some(3));
    assert!(!work.path.join("created.py").exists());
    assert_eq!(fs::read_to_string(work.path.join(".env")).unwrap(), SECRET);
    assert_eq!(
        fs::read_to_string(work.path.join("sandbox_evil/x.py")).unwrap(),
        SECRET
    );
}

#[test]
fn other_errors_exit_2_and_json_mode_prints_an_error_object() {
    let work = Workdir::new();
    let missing = work.run(&["read", "sandbox/nope.py"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).starts_with("error: sandbox/nope.py: no such file"));

    let json = work.run(&["--json", "read", "sandbox/nope.py"]);
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(value["kind"], "not_found");
    assert!(value["error"].as_str().unwrap().contains("nope.py"));

    let no_sandbox = work.run(&["--sandbox", "absent", "ls", "absent"]);
    assert_eq!(no_sandbox.status.code(), Some(2));
    assert!(stderr(&no_sandbox).contains("hint: create the directory or pass --sandbox DIR"));

    let usage = work.run(&["frobnicate"]);
    assert_eq!(usage.status.code(), Some(2));
    let bad_range = work.run(&["read", "sandbox/messy_project/clean.py", "--lines", "5:2"]);
    assert_eq!(bad_range.status.code(), Some(2));
    assert!(stderr(&bad_range).contains("invalid line range"));
}

#[test]
fn global_options_work_before_or_after_the_command() {
    let work = Workdir::new();
    fs::create_dir(work.path.join("other")).unwrap();
    fs::write(work.path.join("other/o.py"), "o = 1\n").unwrap();
    let before = work.run(&["--sandbox", "other", "--json", "ls", "other"]);
    let after = work.run(&["ls", "other", "--json", "--sandbox", "other"]);
    assert_eq!(before.status.code(), Some(0), "{}", stderr(&before));
    assert_eq!(stdout(&before), stdout(&after));
    assert!(stdout(&after).contains("other/o.py"));
}

#[test]
fn fifo_is_refused_quickly() {
    let work = Workdir::new();
    let fifo = work.path.join("sandbox/pipe.py");
    rustix::fs::mkfifoat(
        rustix::fs::CWD,
        &fifo,
        rustix::fs::Mode::from_raw_mode(0o644),
    )
    .unwrap();
    let started = Instant::now();
    let output = work.run(&["read", "sandbox/pipe.py"]);
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("FIFO"));
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    let work = Workdir::new();
    let many = work.path.join("sandbox/many");
    fs::create_dir(&many).unwrap();
    for i in 0..5000 {
        fs::write(many.join(format!("module_with_a_long_name_{i:05}.py")), "").unwrap();
    }
    let mut child = work
        .command(&["ls", "sandbox/many"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is gone now, like `toolsmith ls | head -1`.
    let output = child.wait_with_output().unwrap();
    assert!(first.ends_with("00000.py\n"), "{first}");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stderr(&output), "");
}

/// A writer killed at a random instant leaves the old file or the new one.
#[test]
fn a_killed_write_leaves_the_old_or_the_new_file_never_a_torn_one() {
    let work = Workdir::new();
    let target = work.path.join("sandbox/big.py");
    let old = format!("# old\n{}", "a = 1\n".repeat(500_000));
    let new = format!("# new\n{}", "b = 2\n".repeat(500_000));
    fs::write(&target, &old).unwrap();
    let mut outcomes = [0usize; 2];
    for round in 0..20u64 {
        let mut child = work
            .command(&["write", "sandbox/big.py"])
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let payload = new.clone();
        let feeder = std::thread::spawn(move || {
            let _ = stdin.write_all(payload.as_bytes());
        });
        std::thread::sleep(Duration::from_millis(round * 3 % 40));
        let _ = child.kill();
        let _ = child.wait();
        let _ = feeder.join();
        let now = fs::read_to_string(&target).unwrap();
        assert!(now == old || now == new, "torn file after round {round}");
        outcomes[usize::from(now == new)] += 1;
        fs::write(&target, &old).unwrap();
    }
    let leftovers: Vec<_> = fs::read_dir(work.path.join("sandbox"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect();
    // A killed writer may leave its temporary file; it never replaces the target.
    eprintln!(
        "old kept {} times, new landed {} times, {} temp files",
        outcomes[0],
        outcomes[1],
        leftovers.len()
    );
}

#[test]
fn absolute_links_inside_are_followed_and_those_leading_out_exit_3() {
    let work = Workdir::new();
    let root = fs::canonicalize(work.path.join("sandbox")).unwrap();
    std::os::unix::fs::symlink(root.join("messy_project/clean.py"), root.join("abs.py")).unwrap();
    std::os::unix::fs::symlink(root.join("messy_project"), root.join("abs_dir")).unwrap();
    std::os::unix::fs::symlink(work.path.join(".env"), root.join("secret.py")).unwrap();
    std::os::unix::fs::symlink(&root, root.join("messy_project/back")).unwrap();
    let read = work.run(&["read", "sandbox/abs.py", "--lines", "1:1"]);
    assert_eq!(read.status.code(), Some(0), "{}", stderr(&read));
    let direct = work.run(&["read", "sandbox/messy_project/clean.py", "--lines", "1:1"]);
    assert_eq!(stdout(&read), stdout(&direct));
    let leak = work.run(&["read", "sandbox/secret.py"]);
    assert_eq!(leak.status.code(), Some(3));
    assert!(!stdout(&leak).contains("do-not-leak"));
    let listing = work.run(&["ls", "sandbox", "--json"]);
    let listing: serde_json::Value = serde_json::from_str(&stdout(&listing)).unwrap();
    let files = listing["files"].to_string();
    assert!(
        files.contains("sandbox/abs.py") && files.contains("sandbox/abs_dir/clean.py"),
        "{files}"
    );
    let skipped = listing["skipped"].to_string();
    assert!(
        skipped.contains("sandbox/messy_project/back: symlink loop"),
        "{skipped}"
    );
    assert!(
        skipped.contains("sandbox/secret.py: symlink dangles or leads outside"),
        "{skipped}"
    );
}
