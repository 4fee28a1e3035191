//! `toolsmith swarm`: the offline swarm end to end on the shipped dataset,
//! bad input, and the model path against a scripted OpenAI-compatible server
//! (real HTTP, the real client crate).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;
use crate::scripted;
use std::fs;
use std::path::Path;

use scripted::{Script, agent_of, calls, last_tool_result, says, serve};
use serde_json::{Value, json};

const CALC: &str = "\"\"\"Arithmetic.\"\"\"\n\n\ndef add(a, b):\n    \"\"\"Return the sum of a and b.\"\"\"\n    return a - b\n\n\ndef double(a):\n    \"\"\"Return twice a.\"\"\"\n    return 2 * a\n";
const TEST_CALC: &str = "\"\"\"Tests of calc.\"\"\"\n\nfrom calc import add, double\n\n\ndef test_add():\n    \"\"\"1 + 2 is 3.\"\"\"\n    assert add(1, 2) == 3\n\n\ndef test_double():\n    \"\"\"Twice 4 is 8.\"\"\"\n    assert double(4) == 8\n";

/// The binary in `dir` with `args` and `env`: exit code, stdout, stderr.
fn swarm(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> (Option<i32>, String, String) {
    let mut command = common::command_in(dir);
    command.arg("swarm").args(args);
    command
        .env_remove("OPENAI_BASE_URL")
        .env_remove("OPENAI_API_KEY");
    for (name, value) in env {
        command.env(name, value);
    }
    common::output(command)
}

fn calc_project(dir: &Path) {
    fs::create_dir_all(dir.join("work")).unwrap();
    fs::write(dir.join("work/calc.py"), CALC).unwrap();
    fs::write(dir.join("work/test_calc.py"), TEST_CALC).unwrap();
}

fn report(stdout: &str) -> Value {
    serde_json::from_str(stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"))
}

fn log_entries(path: &Path) -> Vec<Value> {
    serde_json::from_str(&fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn the_offline_swarm_repairs_the_shipped_dataset_into_a_copy() {
    let dir = tempfile::tempdir().unwrap();
    let source = common::datasets().join("buggy_project");
    let (code, stdout, stderr) = swarm(
        dir.path(),
        &[
            "--target_dir",
            source.to_str().unwrap(),
            "--into",
            "repaired",
            "--json",
            "--report",
            "report.html",
        ],
        &[],
    );
    assert_eq!(code, Some(0), "{stdout}\n{stderr}");
    let result = report(&stdout);
    assert_eq!(result["accepted"], true);
    assert_eq!(result["stop_reason"], "accepted");
    assert_eq!(result["model"], "offline");
    assert_eq!(result["tests_after"]["failed"], 0);
    assert_eq!(result["tests_after"]["errors"], 0);
    assert_eq!(result["tests_broken"], json!([]));
    assert!(result["tests_before"]["failed"].as_u64().unwrap() >= 2);
    for file in result["files"].as_array().unwrap() {
        assert_eq!(file["compiles_after"], true, "{file}");
        assert!(file["score_after"].as_f64().unwrap() >= 7.0, "{file}");
        assert!(
            file["file"].as_str().unwrap().starts_with("repaired/"),
            "{file}"
        );
    }
    // The original is untouched; the copy passes its tests under pytest's own count.
    assert!(
        fs::read_to_string(source.join("shapes.py"))
            .unwrap()
            .contains("height)\n")
    );
    let (code, out, _) = common::run_in(
        dir.path(),
        &["--sandbox", "repaired", "test", "repaired"],
        &[],
    );
    assert_eq!(code, Some(0), "{out}");
    // The research log: valid, three agents, every file of the dataset named.
    let log = dir.path().join("logs/experiment_data.json");
    let entries = log_entries(&log);
    let agents: std::collections::BTreeSet<&str> =
        entries.iter().filter_map(|e| e["agent"].as_str()).collect();
    assert_eq!(agents, ["Auditor", "Fixer", "Judge"].into_iter().collect());
    for entry in &entries {
        assert!(
            entry["details"]["input_prompt"].is_string()
                && entry["details"]["output_response"].is_string()
        );
    }
    let text = fs::read_to_string(&log).unwrap();
    for name in [
        "shapes.py",
        "pricing.py",
        "inventory.py",
        "test_shapes.py",
        "test_pricing.py",
        "test_inventory.py",
    ] {
        assert!(
            text.contains(&format!("repaired/{name}")),
            "{name} not in the log"
        );
    }
    let (code, out, _) = common::run_in(
        dir.path(),
        &["log", "validate", "logs/experiment_data.json"],
        &[],
    );
    assert_eq!(code, Some(0), "{out}");
    let page = fs::read_to_string(dir.path().join("report.html")).unwrap();
    assert!(page.contains("<svg id=\"score-chart\"") && page.contains("repaired/shapes.py"));
    // Run again on the original: a copy into a directory that is not empty is refused.
    let (code, _, stderr) = swarm(
        dir.path(),
        &[source.to_str().unwrap(), "--into", "repaired"],
        &[],
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("not empty"), "{stderr}");
}

#[test]
fn bad_targets_are_refused_with_a_clear_line() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("file.py"), "x = 1\n").unwrap();
    fs::create_dir_all(dir.path().join("empty")).unwrap();
    fs::create_dir_all(dir.path().join("notes")).unwrap();
    fs::write(dir.path().join("notes/README.md"), "no code\n").unwrap();
    for (target, words) in [
        ("missing", "no such directory"),
        ("file.py", "not a directory"),
        ("empty", "no Python files"),
        ("notes", "no Python files"),
    ] {
        let (code, stdout, stderr) = swarm(dir.path(), &["--no-log", target], &[]);
        assert_eq!(code, Some(2), "{target}: {stdout}{stderr}");
        assert!(stderr.contains(words), "{target}: {stderr}");
    }
}

#[test]
fn a_tree_without_tests_is_judged_by_syntax_and_lint_alone() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("work")).unwrap();
    fs::write(
        dir.path().join("work/tidy.py"),
        "\"\"\"Tidy.\"\"\"\nimport os\n\n\ndef is_none(value):\n    \"\"\"Say whether value is None.\"\"\"\n    if value == None:\n        return True\n    else:\n        return False\n",
    )
    .unwrap();
    let (code, stdout, stderr) = swarm(dir.path(), &["--no-log", "work", "--json"], &[]);
    let result = report(&stdout);
    assert_eq!(result["has_tests"], false, "{stderr}");
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert!(
        result["files"][0]["score_after"].as_f64().unwrap()
            > result["files"][0]["score_before"].as_f64().unwrap()
    );
    let (_, text, _) = swarm(dir.path(), &["--no-log", "work"], &[]);
    assert!(
        text.contains("judged by syntax, lint and the probe"),
        "{text}"
    );
}

/// A countdown that counts up: its own `__main__` block never returns.
const COUNTDOWN: &str = "\"\"\"Counting down.\"\"\"\n\n\ndef countdown(n):\n    \"\"\"Return the numbers from n down to 1.\"\"\"\n    out = []\n    i = n\n    while i > 0:\n        out.append(i)\n        i += 1\n    return out\n\n\nif __name__ == \"__main__\":\n    print(countdown(3))\n";

#[test]
fn a_hang_the_code_shows_itself_is_repaired_offline_without_tests() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("work")).unwrap();
    fs::write(dir.path().join("work/countdown.py"), COUNTDOWN).unwrap();
    let (code, stdout, stderr) = swarm(dir.path(), &["work", "--json"], &[]);
    let result = report(&stdout);
    assert_eq!(result["has_tests"], false, "{stderr}");
    // Found, repaired with the one-line fix, and accepted once the probe
    // finds nothing and the rest passes.
    assert!(result["probe_before"].as_u64().unwrap() >= 1, "{stdout}");
    assert_eq!(result["probe_after"], 0, "{stdout}");
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert_eq!(result["accepted"], true);
    let diff = result["files"][0]["diff"].as_str().unwrap();
    let changed: Vec<&str> = diff
        .lines()
        .filter(|l| {
            (l.starts_with('-') || l.starts_with('+'))
                && !l.starts_with("---")
                && !l.starts_with("+++")
        })
        .collect();
    assert_eq!(changed, ["-        i += 1", "+        i -= 1"], "{diff}");
    let fixed = fs::read_to_string(dir.path().join("work/countdown.py")).unwrap();
    assert_eq!(fixed, COUNTDOWN.replace("i += 1", "i -= 1"));
    // The research log: the probe ran for the Auditor, the Fixer was told
    // the finding in words, and its repair took the findings.
    let entries = log_entries(&dir.path().join("logs/experiment_data.json"));
    assert!(entries.iter().any(|e| {
        e["agent"] == "Auditor"
            && e["details"]["input_prompt"]
                .as_str()
                .is_some_and(|p| p.contains("probe"))
    }));
    assert!(entries.iter().any(|e| {
        e["agent"] == "Fixer"
            && e["details"]["input_prompt"]
                .as_str()
                .is_some_and(|p| p.contains("calling countdown(3) never returns"))
    }));
    assert!(
        entries
            .iter()
            .any(|e| e["agent"] == "Fixer" && e["details"]["arguments"]["probe"] == true),
        "{entries:#?}"
    );
}

/// A greeting whose doctest wants words no one-line edit can make.
const GREETING: &str = "\"\"\"Greetings.\"\"\"\n\n\ndef greet(name):\n    \"\"\"Greet name.\n\n    >>> greet(\"Ann\")\n    'Good morning, Ann!'\n    \"\"\"\n    return \"Hi, \" + name + \"!\"\n";

#[test]
fn a_finding_left_standing_is_not_accepted_and_the_report_names_it() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("work")).unwrap();
    fs::write(dir.path().join("work/greeting.py"), GREETING).unwrap();
    let (code, stdout, stderr) = swarm(
        dir.path(),
        &["--no-log", "work", "--json", "--report", "report.html"],
        &[],
    );
    let result = report(&stdout);
    assert_eq!(result["has_tests"], false, "{stderr}");
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    assert_eq!(result["accepted"], false);
    let findings = result["probe_findings"].as_array().unwrap();
    let mismatch = findings
        .iter()
        .find(|f| f["kind"] == "doctest")
        .unwrap_or_else(|| panic!("{stdout}"));
    let description = mismatch["description"].as_str().unwrap();
    assert!(
        description.starts_with("the doctest of greeting.greet")
            && description.contains("greeting.py:"),
        "{description}"
    );
    assert!(
        result["remaining"].as_array().unwrap().iter().any(|r| r
            .as_str()
            .unwrap()
            .contains("the doctest of greeting.greet")),
        "{stdout}"
    );
    // The evidence itself is never edited away.
    let after = fs::read_to_string(dir.path().join("work/greeting.py")).unwrap();
    assert!(after.contains("'Good morning, Ann!'"), "{after}");
    let page = fs::read_to_string(dir.path().join("report.html")).unwrap();
    assert!(page.contains("id=\"probe-findings\"") && page.contains("greeting.greet"));
}

#[test]
fn a_correct_tree_without_tests_is_no_false_alarm() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir_all(dir.path().join("work")).unwrap();
    fs::write(
        dir.path().join("work/countdown.py"),
        COUNTDOWN.replace("i += 1", "i -= 1"),
    )
    .unwrap();
    let (code, stdout, stderr) = swarm(dir.path(), &["--no-log", "work", "--json"], &[]);
    let result = report(&stdout);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    assert_eq!(result["accepted"], true);
    assert_eq!(result["probe_before"], 0, "{stdout}");
    assert_eq!(result["probe_after"], 0);
}

/// The Auditor plans in words; the Fixer plays `fixer` (turn, request).
fn model_script(mut fixer: impl FnMut(usize, &Value) -> (u16, Value) + Send + 'static) -> Script {
    let mut turn = 0;
    Box::new(move |_, body| match agent_of(body).as_str() {
        "Auditor" => says("calc.add subtracts: make it add."),
        _ => {
            turn += 1;
            fixer(turn, body)
        }
    })
}

/// As coding agents write paths: relative to the project's directory.
const FIX_ADD: &str = r#"{"file_path": "calc.py", "old": "return a - b", "new": "return a + b"}"#;

fn model_args<'a>(url: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "work",
        "--model",
        "scripted-model",
        "--base-url",
        url,
        "--json",
        "--log",
        "log.json",
    ];
    args.extend_from_slice(extra);
    args
}

#[test]
fn a_models_fix_that_passes_is_kept_and_every_call_is_logged() {
    let dir = tempfile::tempdir().unwrap();
    calc_project(dir.path());
    let (url, requests) = serve(model_script(|_, body| match last_tool_result(body) {
        None => calls("edit_file", FIX_ADD),
        Some(_) => says("add now adds."),
    }));
    let secret = "sk-test-do-not-show-0123456789";
    let (code, stdout, stderr) = swarm(
        dir.path(),
        &model_args(&url, &[]),
        &[("OPENAI_API_KEY", secret)],
    );
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let result = report(&stdout);
    assert_eq!(result["model"], "scripted-model");
    assert_eq!(result["tests_fixed"], json!(["test_calc.py::test_add"]));
    assert_eq!(
        result["tokens"],
        json!(15 * result["model_calls"].as_u64().unwrap())
    );
    assert!(
        fs::read_to_string(dir.path().join("work/calc.py"))
            .unwrap()
            .contains("a + b")
    );
    let requests = requests.lock().unwrap();
    assert_eq!(requests[0].authorization, format!("Bearer {secret}"));
    // The Fixer is offered the catalogue's own tools, with their schemas.
    let fixer = requests
        .iter()
        .find(|r| agent_of(&r.body) == "Fixer")
        .unwrap();
    let tools: Vec<&str> = fixer.body["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["function"]["name"].as_str().unwrap())
        .collect();
    assert!(
        tools.contains(&"edit_file")
            && tools.contains(&"repair_syntax")
            && !tools.contains(&"run_pytest"),
        "{tools:?}"
    );
    let log = fs::read_to_string(dir.path().join("log.json")).unwrap();
    assert!(!log.contains(secret) && !stdout.contains(secret) && !stderr.contains(secret));
    let entries = log_entries(&dir.path().join("log.json"));
    let model_entries: Vec<&Value> = entries
        .iter()
        .filter(|e| e["model"] == "scripted-model")
        .collect();
    assert!(
        model_entries
            .iter()
            .any(|e| e["agent"] == "Auditor" && e["action"] == "CODE_ANALYSIS")
    );
    assert!(model_entries.iter().any(|e| {
        e["agent"] == "Fixer"
            && e["details"]["output_response"]
                .as_str()
                .unwrap()
                .contains("edit_file")
    }));
    // Each model call's entry holds the whole request the server received:
    // every message, in order, never cut, and the tools offered.
    let model_calls: Vec<&&Value> = model_entries
        .iter()
        .filter(|e| e["details"]["entry"] == "model_call")
        .collect();
    assert_eq!(model_calls.len(), requests.len());
    for (entry, request) in model_calls.iter().zip(requests.iter()) {
        let prompt = entry["details"]["input_prompt"].as_str().unwrap();
        let mut from = 0;
        for message in request.body["messages"].as_array().unwrap() {
            let content = message["content"].as_str().unwrap_or("");
            let at = prompt[from..]
                .find(content)
                .unwrap_or_else(|| panic!("{content:?} missing or out of order in {prompt}"));
            from += at + content.len();
        }
        for tool in request.body["tools"].as_array().unwrap() {
            assert!(prompt.contains(tool["function"]["name"].as_str().unwrap()));
        }
    }
}

#[test]
fn a_models_fix_that_breaks_a_passing_test_is_undone() {
    let dir = tempfile::tempdir().unwrap();
    calc_project(dir.path());
    let (url, _) = serve(model_script(|_, body| {
        let task = body["messages"][1]["content"].as_str().unwrap_or("");
        match last_tool_result(body) {
            None if !task.contains("undid") => calls(
                "edit_file",
                r#"{"file_path": "calc.py", "edits": [{"old": "return a - b", "new": "return a + b"}, {"old": "return 2 * a", "new": "return 3 * a"}]}"#,
            ),
            _ => says("nothing more."),
        }
    }));
    let (code, stdout, stderr) = swarm(dir.path(), &model_args(&url, &[]), &[]);
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    let result = report(&stdout);
    assert_eq!(result["accepted"], false);
    assert_eq!(result["stop_reason"], "no_progress");
    assert_eq!(result["tests_broken"], json!([]));
    assert_eq!(result["history"][0]["kept"], false);
    assert!(
        result["history"][0]["reason"]
            .as_str()
            .unwrap()
            .contains("test_calc.py::test_double")
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("work/calc.py")).unwrap(),
        CALC
    );
}

#[test]
fn a_models_bad_calls_go_back_to_it_and_the_run_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    calc_project(dir.path());
    let (url, requests) = serve(model_script(|turn, _| match turn {
        1 => calls("read_file", r#"{"file_path": "/etc/passwd"}"#),
        2 => calls("edit_file", "{not json"),
        3 => calls("delete_everything", "{}"),
        4 => calls("run_pytest", r#"{"directory": "work"}"#),
        5 => calls("read_file", r#"{"file_path": "src/calc.py"}"#),
        6 => calls("edit_file", FIX_ADD),
        _ => says("done."),
    }));
    let (code, stdout, stderr) = swarm(dir.path(), &model_args(&url, &[]), &[]);
    assert_eq!(code, Some(0), "{stdout}{stderr}");
    let requests = requests.lock().unwrap();
    let results: Vec<String> = requests
        .iter()
        .filter_map(|r| last_tool_result(&r.body))
        .collect();
    assert!(
        results[0].contains("error") && results[0].contains("sandbox"),
        "{results:?}"
    );
    assert!(
        results[1].starts_with("error: the arguments of edit_file are not a JSON object"),
        "{results:?}"
    );
    assert!(
        results[2].contains("unknown tool \"delete_everything\""),
        "{results:?}"
    );
    assert!(
        results[3].contains("unknown tool \"run_pytest\" for the Fixer"),
        "{results:?}"
    );
    // A path that does not exist: the answer names the files that do.
    assert!(
        results[4].contains("src/calc.py: no such file") && results[4].contains("calc.py"),
        "{results:?}"
    );
    // The model's mistakes ran as designed: SUCCESS entries with their
    // error, so a grader counting non-SUCCESS entries counts none.
    let entries = log_entries(&dir.path().join("log.json"));
    let failed: Vec<&Value> = entries
        .iter()
        .filter(|e| e["status"] != "SUCCESS")
        .collect();
    assert!(failed.is_empty(), "{failed:?}");
    let mistakes: Vec<&Value> = entries
        .iter()
        .filter(|e| {
            e["agent"] == "Fixer"
                && e["details"]["entry"] == "tool_call"
                && e["details"]["error"].is_string()
        })
        .collect();
    assert!(mistakes.len() >= 5, "{mistakes:?}");
}

#[test]
fn a_rate_limit_is_retried_and_a_model_that_never_stops_is_capped() {
    let dir = tempfile::tempdir().unwrap();
    calc_project(dir.path());
    let mut first = true;
    let (url, _) = serve(Box::new(move |_, body| {
        if std::mem::take(&mut first) {
            return (
                429,
                json!({"error": {"message": "slow down", "type": "rate_limit"}}),
            );
        }
        match agent_of(body).as_str() {
            "Auditor" => says("plan"),
            _ => calls("list_files", r#"{"directory": "work"}"#),
        }
    }));
    let (code, stdout, stderr) = swarm(
        dir.path(),
        &model_args(&url, &["--max-model-calls", "6"]),
        &[],
    );
    assert_eq!(code, Some(1), "{stdout}{stderr}");
    let result = report(&stdout);
    assert_eq!(result["stop_reason"], "max_model_calls");
    assert_eq!(result["model_calls"], 6);
    assert_eq!(
        fs::read_to_string(dir.path().join("work/calc.py")).unwrap(),
        CALC
    );
}

#[test]
fn an_endpoint_that_refuses_the_key_or_cannot_be_reached_is_exit_2_with_its_message() {
    let dir = tempfile::tempdir().unwrap();
    calc_project(dir.path());
    let (url, _) = serve(Box::new(|_, _| {
        (
            401,
            json!({"error": {"message": "Incorrect API key provided", "type": "invalid_request_error"}}),
        )
    }));
    let (code, stdout, stderr) = swarm(
        dir.path(),
        &model_args(&url, &[]),
        &[("OPENAI_API_KEY", "sk-wrong-secret")],
    );
    assert_eq!(code, Some(2), "{stdout}{stderr}");
    assert!(
        stderr.contains("HTTP 401: Incorrect API key provided"),
        "{stderr}"
    );
    assert!(!stderr.contains("sk-wrong-secret") && !stdout.contains("sk-wrong-secret"));
    assert_eq!(
        fs::read_to_string(dir.path().join("work/calc.py")).unwrap(),
        CALC
    );
    // Nothing listens on port 9 of this host: refused at once, said with
    // the URL, not retried (another attempt would meet the same).
    let (code, _, stderr) = swarm(dir.path(), &model_args("http://127.0.0.1:9/v1", &[]), &[]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("http://127.0.0.1:9/v1: cannot connect: nothing is listening")
            && !stderr.contains("attempts"),
        "{stderr}"
    );
}

/// The report's content as two runs on copies of one dataset share it: the
/// verdict, the tests, and each file's result by its name.
fn outcome_of(report: &Value) -> Value {
    let files: Vec<Value> = report["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            let name = f["file"].as_str().unwrap().rsplit('/').next().unwrap();
            json!([name, f["compiles_after"], f["score_after"]])
        })
        .collect();
    json!({
        "accepted": report["accepted"],
        "stop_reason": report["stop_reason"],
        "iterations": report["iterations"],
        "tests_before": report["tests_before"],
        "tests_after": report["tests_after"],
        "files": files,
    })
}

#[test]
fn swarm_is_a_batch_tool_answered_as_the_command_answers() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    let source = common::datasets().join("buggy_project");
    for name in ["inplace", "original", "alone"] {
        common::copy_tree(&source, &root.join(name));
    }
    let lines = [
        json!({"id": "inplace", "sandbox": "inplace", "tool": "swarm", "args": {"report": "inplace.html"}}),
        json!({"id": "copy", "sandbox": "original", "tool": "swarm", "args": {"into": "copied", "max_iterations": 4}}),
        json!({"id": "typo", "sandbox": "original", "tool": "swarm", "args": {"modle": "gpt"}}),
        json!({"id": "threshold", "sandbox": "original", "tool": "swarm", "args": {"threshold": 11}}),
        json!({"id": "gone", "sandbox": "missing", "tool": "swarm"}),
    ];
    let manifest: String = lines.iter().map(|l| format!("{l}\n")).collect();
    fs::write(root.join("manifest.jsonl"), manifest).unwrap();
    let mut batch = common::command_in(root);
    batch.args([
        "--log",
        "batch-log.json",
        "batch",
        "manifest.jsonl",
        "--out",
        "answers.jsonl",
        "--jobs",
        "2",
    ]);
    let (code, _, stderr) = common::output(batch);
    assert_eq!(code, Some(1), "three lines fail: {stderr}");
    let answers: std::collections::BTreeMap<String, Value> =
        fs::read_to_string(root.join("answers.jsonl"))
            .unwrap()
            .lines()
            .map(|line| {
                let answer: Value = serde_json::from_str(line).unwrap();
                (answer["id"].as_str().unwrap().to_string(), answer)
            })
            .collect();
    assert_eq!(answers.len(), lines.len());

    // The same dataset repaired by the command: the same outcome.
    let (code, stdout, stderr) = swarm(root, &["alone", "--json", "--no-log"], &[]);
    assert_eq!(code, Some(0), "{stderr}");
    let alone = outcome_of(&report(&stdout));
    for id in ["inplace", "copy"] {
        let answer = &answers[id];
        assert_eq!(answer["tool"], "swarm");
        assert_eq!(outcome_of(&answer["result"]), alone, "{id}: {answer}");
    }
    assert!(root.join("inplace.html").is_file());
    assert!(root.join("copied/shapes.py").is_file());
    assert_eq!(
        fs::read(root.join("original/shapes.py")).unwrap(),
        fs::read(source.join("shapes.py")).unwrap(),
        "a copy leaves the original as it was"
    );
    for (id, kind, words) in [
        ("typo", "invalid_input", "modle"),
        ("threshold", "invalid_input", "threshold"),
        ("gone", "not_found", "missing"),
    ] {
        let error = &answers[id]["error"];
        assert_eq!(error["kind"], kind, "{id}: {error}");
        assert!(
            error["message"].as_str().unwrap().contains(words),
            "{id}: {error}"
        );
    }
    // The batch's log holds both runs' agents, and is valid.
    let text = fs::read_to_string(root.join("batch-log.json")).unwrap();
    assert!(text.contains("inplace/pricing.py") && text.contains("copied/pricing.py"));
    let (code, out, _) = common::run_in(root, &["log", "validate", "batch-log.json"], &[]);
    assert_eq!(code, Some(0), "{out}");
}

#[test]
fn sigint_and_sigterm_undo_the_iteration_and_leave_the_log_and_report() {
    use std::sync::{Arc, Mutex};
    for signal in [rustix::process::Signal::INT, rustix::process::Signal::TERM] {
        let dir = tempfile::tempdir().unwrap();
        calc_project(dir.path());
        let pid: Arc<Mutex<Option<u32>>> = Arc::new(Mutex::new(None));
        let to_signal = Arc::clone(&pid);
        let (url, _) = serve(model_script(move |turn, _| {
            if turn == 1 {
                return calls("edit_file", FIX_ADD);
            }
            // The Fixer has written and goes on: the person stops the run.
            if let Some(pid) = *to_signal.lock().unwrap() {
                let pid = rustix::process::Pid::from_raw(pid as i32).unwrap();
                rustix::process::kill_process(pid, signal).unwrap();
            }
            std::thread::sleep(std::time::Duration::from_millis(300));
            calls("read_file", r#"{"file_path": "calc.py"}"#)
        }));
        let mut command = common::command_in(dir.path());
        command
            .arg("swarm")
            .args(model_args(&url, &["--report", "report.html"]))
            .env_remove("OPENAI_BASE_URL")
            .env_remove("OPENAI_API_KEY")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let child = command.spawn().unwrap();
        *pid.lock().unwrap() = Some(child.id());
        let output = child.wait_with_output().unwrap();
        let (stdout, stderr) = (
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr),
        );
        assert_eq!(
            output.status.code(),
            Some(1),
            "{signal:?}: {stdout}{stderr}"
        );
        let result = report(&stdout);
        assert_eq!(result["stop_reason"], "interrupted", "{signal:?}");
        assert_eq!(result["accepted"], false);
        let last = result["history"]
            .as_array()
            .unwrap()
            .last()
            .unwrap()
            .clone();
        assert_eq!(last["kept"], false, "{last}");
        assert_eq!(last["files_changed"], json!(["work/calc.py"]), "{last}");
        assert_eq!(
            fs::read_to_string(dir.path().join("work/calc.py")).unwrap(),
            CALC,
            "the interrupted iteration's write is undone"
        );
        let page = fs::read_to_string(dir.path().join("report.html")).unwrap();
        assert!(
            page.contains("interrupted"),
            "the report says why it stopped"
        );
        let entries = log_entries(&dir.path().join("log.json"));
        assert!(entries.iter().any(|e| e["agent"] == "Fixer"));
    }
}

/// Debian's `chromium`, else another Chromium on PATH.
fn chromium() -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| {
            ["chromium", "chromium-browser", "google-chrome"].map(|name| dir.join(name))
        })
        .find(|candidate| candidate.is_file())
}

/// What a rendered page shows, measured in the page by Chromium itself: a
/// copy of the report with a script that reads the laid-out page and writes
/// what it found into it, then `--dump-dom`.
const MEASURE: &str = r#"<script>
const box = (selector) => { const e = document.querySelector(selector); if (!e) return null;
  const r = e.getBoundingClientRect(); return [Math.round(r.width), Math.round(r.height)]; };
const found = {
  title: document.title,
  verdict: document.querySelector('#verdict')?.innerText,
  tests: document.querySelector('#tests')?.innerText,
  file_rows: document.querySelectorAll('#files tr').length - 1,
  score_chart: box('#score-chart'), test_chart: box('#test-chart'),
  score_points: document.querySelectorAll('#score-chart circle').length,
  score_line: box('#score-chart polyline'),
  diffs: [...document.querySelectorAll('pre.diff')].map(p => p.innerText),
  page_height: document.body.scrollHeight,
};
const out = document.createElement('pre'); out.id = 'measured';
out.textContent = JSON.stringify(found); document.body.appendChild(out);
</script>"#;

#[test]
fn the_html_report_renders_in_headless_chromium() {
    let Some(browser) = chromium() else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI installs Debian's chromium"
        );
        eprintln!("skipped: no chromium on PATH");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let source = common::datasets().join("buggy_project");
    let (code, stdout, stderr) = swarm(
        dir.path(),
        &[
            source.to_str().unwrap(),
            "--into",
            "repaired",
            "--report",
            "report.html",
            "--json",
            "--no-log",
        ],
        &[],
    );
    assert_eq!(code, Some(0), "{stderr}");
    let result = report(&stdout);
    let page = fs::read_to_string(dir.path().join("report.html")).unwrap();
    assert!(
        !page.contains("http://") && !page.contains("https://") && !page.contains("<script"),
        "the page is self-contained: no network, no script"
    );
    let measured_page = dir.path().join("measured.html");
    fs::write(
        &measured_page,
        page.replace("</body>", &format!("{MEASURE}</body>")),
    )
    .unwrap();
    let output = std::process::Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--window-size=1280,2000",
            "--dump-dom",
        ])
        .arg(format!("file://{}", measured_page.display()))
        .env("HOME", dir.path())
        .output()
        .unwrap();
    let dom = String::from_utf8_lossy(&output.stdout);
    let start = dom
        .find("<pre id=\"measured\">")
        .expect("Chromium ran the page")
        + "<pre id=\"measured\">".len();
    let end = start + dom[start..].find("</pre>").unwrap();
    let text = dom[start..end]
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    let shown: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));

    assert_eq!(shown["title"], "Refactoring Swarm: repaired");
    let verdict = shown["verdict"].as_str().unwrap();
    assert!(
        verdict.starts_with(&format!(
            "Accepted after {} iteration(s)",
            result["iterations"]
        )),
        "{verdict}"
    );
    assert!(
        shown["tests"]
            .as_str()
            .unwrap()
            .contains("after: 8 passed, 0 failed"),
        "{shown}"
    );
    assert_eq!(
        shown["file_rows"],
        json!(result["files"].as_array().unwrap().len())
    );
    for chart in ["score_chart", "test_chart", "score_line"] {
        let size = shown[chart]
            .as_array()
            .unwrap_or_else(|| panic!("{chart}: {shown}"));
        assert!(
            size[0].as_u64().unwrap() > 0 && size[1].as_u64().unwrap() > 0,
            "{chart}: {shown}"
        );
    }
    // One point per iteration and one for before.
    assert_eq!(
        shown["score_points"],
        json!(result["history"].as_array().unwrap().len() + 1)
    );
    let diffs: Vec<&str> = shown["diffs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d.as_str().unwrap())
        .collect();
    assert!(
        diffs
            .iter()
            .any(|d| d.contains("-def rectangle_perimeter(width, height)\n")
                && d.contains("+def rectangle_perimeter(width, height):\n")),
        "the syntax repair is on the page: {diffs:?}"
    );
    assert!(shown["page_height"].as_u64().unwrap() > 400, "{shown}");
}

#[test]
fn a_target_or_copy_outside_a_named_sandbox_is_exit_3_and_nothing_runs() {
    let dir = tempfile::tempdir().unwrap();
    calc_project(dir.path());
    fs::create_dir_all(dir.path().join("sandbox/inside")).unwrap();
    fs::write(dir.path().join("sandbox/inside/m.py"), "x = 1\n").unwrap();
    for args in [
        vec!["--sandbox", "sandbox", "swarm", "work", "--no-log"],
        vec![
            "--sandbox",
            "sandbox",
            "swarm",
            "sandbox/../work",
            "--no-log",
        ],
        vec![
            "--sandbox",
            "sandbox",
            "swarm",
            "sandbox/inside",
            "--into",
            "copy",
            "--no-log",
        ],
    ] {
        let mut command = common::command_in(dir.path());
        command.args(&args);
        let (code, _, stderr) = common::output(command);
        assert_eq!(code, Some(3), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains("outside the sandbox"),
            "{stderr}"
        );
    }
    assert_eq!(
        fs::read_to_string(dir.path().join("work/calc.py")).unwrap(),
        CALC
    );
    assert!(!dir.path().join("copy").exists());
}
