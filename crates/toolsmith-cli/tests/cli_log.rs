//! The research log through the real binary: concurrent writers, writers
//! killed mid-append, corrupt and torn files, one entry per command.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::collections::HashSet;
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use serde_json::Value;

const DETAILS: &str = r#"{"input_prompt": "fix it", "output_response": "done"}"#;

fn toolsmith(dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_toolsmith"));
    command.current_dir(dir).env_remove("TOOLSMITH_LOG");
    command
}

fn append_command(dir: &Path, log: &Path, repeat: u64) -> Command {
    let mut command = toolsmith(dir);
    command.args([
        "log",
        "append",
        "--agent",
        "Fixer",
        "--model",
        "gemini-2.5-flash",
    ]);
    command.args(["--action", "FIX", "--details", DETAILS, "--repeat"]);
    command.arg(repeat.to_string()).arg("--log").arg(log);
    command
}

fn load(log: &Path) -> Vec<Value> {
    let text = fs::read_to_string(log).unwrap();
    match serde_json::from_str::<Value>(&text) {
        Ok(Value::Array(entries)) => entries,
        other => panic!("{} does not load as an array: {other:?}", log.display()),
    }
}

fn ids(entries: &[Value]) -> Vec<String> {
    entries
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect()
}

fn run_ok(mut command: Command) -> Output {
    let output = command.stdin(Stdio::null()).output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

#[test]
fn eight_processes_of_500_appends_leave_4000_unique_entries() {
    let temp = tempfile::tempdir().unwrap();
    let log = temp.path().join("logs/experiment_data.json");
    let writers: Vec<_> = (0..8)
        .map(|_| {
            append_command(temp.path(), &log, 500)
                .stdout(Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut writer in writers {
        assert!(writer.wait().unwrap().success());
    }
    let entries = load(&log);
    assert_eq!(entries.len(), 4000);
    let unique: HashSet<String> = ids(&entries).into_iter().collect();
    assert_eq!(unique.len(), 4000);
    let validate = run_ok({
        let mut c = toolsmith(temp.path());
        c.args(["log", "validate"]).arg(&log);
        c
    });
    assert!(String::from_utf8_lossy(&validate.stdout).contains("valid, 4000 entries"));
}

/// A writer killed with SIGKILL at a random instant: the file still loads
/// (after at most one automatic repair) and holds every confirmed entry.
#[test]
fn writers_killed_at_random_instants_lose_no_confirmed_entry() {
    let temp = tempfile::tempdir().unwrap();
    let log = temp.path().join("experiment_data.json");
    let mut confirmed: Vec<String> = Vec::new();
    let mut repairs = 0;
    // A fixed, varied schedule of kill delays (reproducible, no RNG crate).
    let mut delay_state: u64 = 0x9E37_79B9_7F4A_7C15;
    for run in 0..100 {
        let mut child = append_command(temp.path(), &log, 1_000_000)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
                .collect::<Vec<String>>()
        });
        delay_state = delay_state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let delay = Duration::from_micros(1_000 + (delay_state >> 33) % 12_000);
        std::thread::sleep(delay);
        child.kill().unwrap();
        child.wait().unwrap();
        confirmed.extend(reader.join().unwrap());
        if !log.exists() {
            // Killed before its first write (a loaded machine starts it
            // slowly): then nothing was confirmed either.
            assert!(
                confirmed.is_empty(),
                "{} confirmed, no log",
                confirmed.len()
            );
            continue;
        }

        if serde_json::from_slice::<Value>(&fs::read(&log).unwrap()).is_err() {
            // One automatic repair, by the next writer, must be enough.
            repairs += 1;
            let output = run_ok(append_command(temp.path(), &log, 1));
            confirmed.extend(
                String::from_utf8_lossy(&output.stdout)
                    .lines()
                    .map(String::from),
            );
            // A torn entry is cut off and kept aside; an array torn right
            // after its `[` or a comma (a writer killed as it began) is closed.
            let said = String::from_utf8_lossy(&output.stderr);
            assert!(
                said.contains("repaired a torn end") || said.contains("closed an array left open"),
                "{said}"
            );
        }
        let present: HashSet<String> = ids(&load(&log)).into_iter().collect();
        let lost: Vec<_> = confirmed
            .iter()
            .filter(|id| !present.contains(*id))
            .collect();
        assert!(
            lost.is_empty(),
            "run {run}: {} confirmed entries lost",
            lost.len()
        );
    }
    eprintln!(
        "{} confirmed entries over 100 kills, {repairs} repairs",
        confirmed.len()
    );
    assert!(confirmed.len() > 100, "the writers barely ran");
}

#[test]
fn a_corrupt_log_is_moved_aside_and_reported_never_overwritten() {
    let temp = tempfile::tempdir().unwrap();
    let log = temp.path().join("experiment_data.json");
    let corrupt = b"{ this is not a log, but somebody's data \xff";
    fs::write(&log, corrupt).unwrap();
    let output = run_ok(append_command(temp.path(), &log, 1));
    let warning = String::from_utf8_lossy(&output.stderr);
    assert!(warning.contains("moved aside"), "{warning}");
    let aside: Vec<PathBuf> = fs::read_dir(temp.path())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".corrupt-"))
        .collect();
    assert_eq!(aside.len(), 1);
    assert!(warning.contains(&aside[0].display().to_string()));
    assert_eq!(fs::read(&aside[0]).unwrap(), corrupt);
    assert_eq!(load(&log).len(), 1);
}

#[test]
fn a_torn_end_is_repaired_keeping_every_complete_entry_and_every_torn_byte() {
    // Wherever a writer was killed inside its write: after the separator, in
    // a key, in a string (a multi-byte character cut in half too), in a
    // nested object, right before the closing bracket.
    let tails: [&[u8]; 6] = [
        b",\n",
        b",\n{\"id\": \"torn\", \"timestamp\": \"2026-",
        b",\n{\"id\": \"torn\", \"det",
        ",\n{\"id\": \"torn\", \"details\": {\"input_prompt\": \"caf\u{e9}".as_bytes(),
        b",\n{\"id\": \"torn\", \"details\": {\"input_prompt\": \"caf\xc3",
        b",\n{\"id\": \"torn\", \"details\": {\"a\": [1, {\"b\": 2}]}}\n",
    ];
    for tail in tails {
        let temp = tempfile::tempdir().unwrap();
        let log = temp.path().join("experiment_data.json");
        run_ok(append_command(temp.path(), &log, 3));
        let before = ids(&load(&log));
        let mut bytes = fs::read(&log).unwrap();
        let cut = bytes.iter().rposition(|&b| b == b']').unwrap();
        bytes.truncate(cut);
        while bytes.last().is_some_and(u8::is_ascii_whitespace) {
            bytes.pop();
        }
        bytes.extend_from_slice(tail);
        fs::write(&log, &bytes).unwrap();
        let output = run_ok(append_command(temp.path(), &log, 1));
        let said = String::from_utf8_lossy(&output.stderr).into_owned();
        let after = ids(&load(&log));
        assert_eq!(after[..3], before[..], "{said}");
        // The torn bytes are kept beside the log, exactly, and said so.
        let kept: Vec<PathBuf> = fs::read_dir(temp.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().contains(".torn-"))
            .collect();
        if tail.ends_with(b"}\n") {
            // Only the closing bracket was lost: nothing torn, the entry kept.
            assert!(kept.is_empty() && after.len() == 5, "{said}");
            continue;
        }
        assert_eq!(kept.len(), 1, "{said}");
        let torn = fs::read(&kept[0]).unwrap();
        assert_eq!(&torn[..], tail, "{said}");
        assert!(
            said.contains("repaired a torn end: kept 3") && said.contains(".torn-"),
            "{said}"
        );
        // validate points at them, and still accepts the log.
        let mut validate = toolsmith(temp.path());
        validate.args(["log", "validate", "--json"]).arg(&log);
        let output = validate.output().unwrap();
        assert_eq!(output.status.code(), Some(0));
        let report: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(report["kept_aside"][0], kept[0].display().to_string());
        assert!(report["warnings"][0].as_str().unwrap().contains(".torn-"));
    }
}

#[test]
fn a_pretty_printed_log_from_python_is_appended_to_in_place() {
    let temp = tempfile::tempdir().unwrap();
    let log = temp.path().join("experiment_data.json");
    let existing = r#"[
    {
        "id": "0b0c1a2e-0000-4000-8000-000000000000",
        "timestamp": "2026-01-05T10:00:00.123456",
        "agent": "Auditor",
        "model": "gemini-2.5-flash",
        "action": "CODE_ANALYSIS",
        "details": {
            "input_prompt": "audit",
            "output_response": "ok"
        },
        "status": "SUCCESS"
    }
]"#;
    fs::write(&log, existing).unwrap();
    let output = run_ok(append_command(temp.path(), &log, 2));
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let text = fs::read_to_string(&log).unwrap();
    assert!(
        text.starts_with(&existing[..existing.len() - 2]),
        "existing bytes kept"
    );
    let entries = load(&log);
    assert_eq!(entries.len(), 3);
    assert_eq!(entries[0]["agent"], "Auditor");
    assert_eq!(entries[2]["agent"], "Fixer");
}

#[test]
fn append_refuses_unknown_actions_and_missing_details_keys() {
    let temp = tempfile::tempdir().unwrap();
    let log = temp.path().join("log.json");
    let mut bad_action = toolsmith(temp.path());
    bad_action.args([
        "log", "append", "--agent", "A", "--model", "m", "--action", "ANALYSIS",
    ]);
    bad_action.args(["--details", DETAILS, "--log"]).arg(&log);
    let output = bad_action.output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("CODE_ANALYSIS"));

    let mut missing = toolsmith(temp.path());
    missing.args([
        "log", "append", "--agent", "A", "--model", "m", "--action", "FIX",
    ]);
    missing
        .args(["--details", r#"{"input_prompt": "x"}"#, "--log"])
        .arg(&log);
    let output = missing.output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("output_response"));
    assert!(!log.exists());
}

/// Each tool command, run once, adds exactly one valid entry; a call
/// answered with an error (a missing file, a refused path, an edit that
/// would not compile) is action DEBUG, status SUCCESS, the error in details.
#[test]
fn every_tool_command_leaves_exactly_one_valid_entry() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    fs::create_dir_all(dir.join("sandbox/pkg")).unwrap();
    fs::write(dir.join("sandbox/pkg/a.py"), "a = 1\n").unwrap();
    let log = dir.join("logs/experiment_data.json");
    let cases: &[(&[&str], &str, &str, &str)] = &[
        (
            &["read", "sandbox/pkg/a.py"],
            "read_file",
            "CODE_ANALYSIS",
            "SUCCESS",
        ),
        (
            &["write", "sandbox/pkg/b.py"],
            "write_file",
            "FIX",
            "SUCCESS",
        ),
        (&["ls", "sandbox"], "list_files", "CODE_ANALYSIS", "SUCCESS"),
        (
            &["read", "sandbox/missing.py"],
            "read_file",
            "DEBUG",
            "SUCCESS",
        ),
        (&["read", "../secret"], "read_file", "DEBUG", "SUCCESS"),
        (
            &["check", "sandbox/pkg/a.py"],
            "validate_python_syntax",
            "CODE_ANALYSIS",
            "SUCCESS",
        ),
        (
            &["check", "-"],
            "validate_python_syntax",
            "CODE_ANALYSIS",
            "SUCCESS",
        ),
        (
            &["metrics", "sandbox/pkg/a.py"],
            "get_code_metrics",
            "CODE_ANALYSIS",
            "SUCCESS",
        ),
        (
            &["docstrings", "sandbox/pkg/a.py"],
            "add_docstring",
            "CODE_ANALYSIS",
            "SUCCESS",
        ),
        (&["fix", "sandbox/pkg/c.py"], "apply_fix", "FIX", "SUCCESS"),
        (
            &[
                "edit",
                "sandbox/pkg/c.py",
                "--old",
                "b = 2",
                "--new",
                "b = 3",
            ],
            "edit_file",
            "FIX",
            "SUCCESS",
        ),
        (&["undo", "sandbox/pkg/c.py"], "undo", "FIX", "SUCCESS"),
        (
            &[
                "edit",
                "sandbox/pkg/c.py",
                "--old",
                "b = 2",
                "--new",
                "b = (",
            ],
            "edit_file",
            "DEBUG",
            "SUCCESS",
        ),
    ];
    for (index, (args, tool, action, status)) in cases.iter().enumerate() {
        let mut child = toolsmith(dir)
            .env("TOOLSMITH_STATE_DIR", dir.join("state"))
            .args(*args)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        // Commands that take no input may exit before it is written.
        let _ = child.stdin.take().unwrap().write_all(b"b = 2\n");
        child.wait().unwrap();
        let entries = load(&log);
        assert_eq!(entries.len(), index + 1, "{args:?}");
        let entry = &entries[index];
        assert_eq!(entry["agent"], "Toolsmith");
        let module = if index < 5 {
            "file_tools"
        } else {
            "code_modifier"
        };
        assert_eq!(entry["model"], module);
        assert_eq!(entry["details"]["tool"], *tool);
        assert_eq!(entry["action"], *action, "{args:?}");
        // A call answered with an error ran as designed: SUCCESS, the
        // error in details (FAILURE is for what broke).
        assert_eq!(entry["status"], *status, "{args:?}");
        assert_eq!(
            entry["details"]["error"].is_string(),
            *action == "DEBUG",
            "{args:?}"
        );
        assert!(
            entry["details"]["input_prompt"]
                .as_str()
                .unwrap()
                .starts_with(tool)
        );
    }
    let mut validate = toolsmith(dir);
    validate.args(["log", "validate"]);
    let output = run_ok(validate);
    let count = cases.len();
    let expected = format!("valid, {count} entries");
    assert!(String::from_utf8_lossy(&output.stdout).contains(&expected));

    // --no-log writes nothing; --log and $TOOLSMITH_LOG choose the file.
    run_ok({
        let mut c = toolsmith(dir);
        c.args(["ls", "sandbox", "--no-log"]);
        c
    });
    assert_eq!(load(&log).len(), count);
    run_ok({
        let mut c = toolsmith(dir);
        c.args(["ls", "sandbox"]).env("TOOLSMITH_LOG", "other.json");
        c
    });
    assert_eq!(load(&dir.join("other.json")).len(), 1);
}

#[test]
fn validate_lists_every_problem_of_a_wild_variant_and_exits_1() {
    let temp = tempfile::tempdir().unwrap();
    let log = temp.path().join("variant.json");
    fs::write(
        &log,
        r#"{"experiments": [
            {"id": "1", "timestamp": "2026-01-01T00:00:00", "agent_name": "A", "model_used": "m",
             "action": "CODE_ANALYSIS", "details": {"input_prompt": "p"}, "status": "SUCCESS"},
            {"id": "1", "timestamp": "noon", "agent": "A", "model": "m",
             "action": "ANALYSIS", "details": {"input_prompt": "p", "output_response": "r"}, "status": "OK"}
        ]}"#,
    )
    .unwrap();
    let mut command = toolsmith(temp.path());
    command.args(["log", "validate"]).arg(&log).arg("--json");
    let output = command.output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    let problems: Vec<&str> = report["problems"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    for expected in [
        "wrapped in an object under \"experiments\"",
        "entry 0: key \"agent_name\" where \"agent\" is expected",
        "entry 0: key \"model_used\" where \"model\" is expected",
        "entry 0: details lacks \"output_response\"",
        "entry 1: unknown action \"ANALYSIS\"",
        "entry 1: timestamp \"noon\" is not ISO 8601",
    ] {
        assert!(
            problems.iter().any(|p| p.contains(expected)),
            "{expected} not in {problems:#?}"
        );
    }
    assert_eq!(problems.len(), 6);
    // What graders accept is a warning, not a refusal.
    let warnings = report["warnings"].to_string();
    assert!(
        warnings.contains("OK x1") && warnings.contains("duplicate id 1"),
        "{warnings}"
    );

    let mut stats = toolsmith(temp.path());
    stats.args(["log", "stats", "--json"]).arg(&log);
    let stats: Value = serde_json::from_slice(&stats.output().unwrap().stdout).unwrap();
    assert_eq!(stats["entries"], 2);
    assert_eq!(stats["by_agent"]["A"], 2);
}

/// A call that only previews what it would write is logged as analysis;
/// the same call writing is a FIX.
#[test]
fn previews_log_code_analysis_and_writes_log_fix() {
    let temp = tempfile::tempdir().unwrap();
    let dir = temp.path();
    std::fs::create_dir_all(dir.join("sandbox")).unwrap();
    std::fs::write(dir.join("sandbox/broken.py"), "def f(x)\n    return x\n").unwrap();
    std::fs::write(dir.join("sandbox/messy.py"), "import os\nx = 1\n").unwrap();
    let log = dir.join("log.json");
    for args in [
        &["repair", "sandbox/broken.py"][..],
        &["repair", "sandbox/broken.py", "--apply"],
        &["autofix", "sandbox/messy.py", "--dry-run"],
        &["autofix", "sandbox/messy.py"],
    ] {
        let mut command = toolsmith(dir);
        command.arg("--log").arg(&log).args(args);
        let _ = command.output().unwrap();
    }
    let actions: Vec<String> = load(&log)
        .iter()
        .map(|e| e["action"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(actions, ["CODE_ANALYSIS", "FIX", "CODE_ANALYSIS", "FIX"]);
}
