//! `toolsmith swarm` with a local model's ways: replies streamed (a slow
//! model that keeps writing is waited for), an output cap on every request
//! (a reply cut there is logged whole and the model told), and failures
//! that say what happened: nothing listening, a server that never answers,
//! the server's own refusal. The limits are set short by the flags, so
//! each test takes seconds.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;
use crate::scripted;
use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use scripted::{Script, Serving, agent_of, says, serve, serve_with};
use serde_json::{Value, json};

const CALC: &str = "\"\"\"Arithmetic.\"\"\"\n\n\ndef add(a, b):\n    \"\"\"Return the sum of a and b.\"\"\"\n    return a - b\n";
const TEST_CALC: &str = "\"\"\"Tests of calc.\"\"\"\n\nfrom calc import add\n\n\ndef test_add():\n    \"\"\"1 + 2 is 3.\"\"\"\n    assert add(1, 2) == 3\n";
const FIX: &str = r#"{"file_path": "calc.py", "old": "return a - b", "new": "return a + b"}"#;

fn project(dir: &Path) {
    fs::create_dir_all(dir.join("work")).unwrap();
    fs::write(dir.join("work/calc.py"), CALC).unwrap();
    fs::write(dir.join("work/test_calc.py"), TEST_CALC).unwrap();
}

/// `toolsmith swarm work --model local-model --base-url URL ...` in `dir`.
fn swarm(dir: &Path, url: &str, extra: &[&str]) -> (Option<i32>, Value, String) {
    let mut command = common::command_in(dir);
    command
        .args(["swarm", "work", "--model", "local-model", "--base-url", url])
        .args(["--json", "--log", "log.json", "--max-iterations", "1"])
        .args(extra)
        .env_remove("OPENAI_API_KEY")
        .env_remove("OPENAI_BASE_URL");
    let (code, stdout, stderr) = common::output(command);
    let report = serde_json::from_str(&stdout).unwrap_or(Value::Null);
    (code, report, format!("{stdout}{stderr}"))
}

fn model_calls(dir: &Path) -> Vec<Value> {
    let log: Vec<Value> =
        serde_json::from_str(&fs::read_to_string(dir.join("log.json")).unwrap()).unwrap();
    log.into_iter()
        .filter(|e| e["details"]["entry"] == "model_call")
        .collect()
}

/// The Auditor's plan, then the Fixer's turns as `fixer` plays them.
fn script(mut fixer: impl FnMut(usize, &Value) -> (u16, Value) + Send + 'static) -> Script {
    let mut turn = 0;
    Box::new(move |_, body| match agent_of(body).as_str() {
        "Auditor" => says("calc.add subtracts: make it add."),
        _ => {
            turn += 1;
            fixer(turn, body)
        }
    })
}

fn assert_repaired(dir: &Path, code: Option<i32>, report: &Value, text: &str) {
    assert_eq!(code, Some(0), "{text}");
    assert_eq!(report["accepted"], true, "{text}");
    assert!(
        fs::read_to_string(dir.join("work/calc.py"))
            .unwrap()
            .contains("a + b")
    );
    assert!(
        model_calls(dir).iter().all(|e| e["status"] == "SUCCESS"),
        "{text}"
    );
}

#[test]
fn a_model_url_where_nothing_listens_is_named_at_the_first_attempt() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let url = scripted::nothing_listening();
    let (code, _, text) = swarm(dir.path(), &url, &[]);
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains(&url), "{text}");
    assert!(text.contains("nothing is listening"), "{text}");
    assert!(!text.contains(" attempts)"), "{text}");
    let calls = model_calls(dir.path());
    assert_eq!(calls.len(), 1, "{calls:?}");
    assert_eq!(calls[0]["status"], "FAILURE");
}

#[test]
fn a_model_that_never_answers_fails_after_its_silence_limit() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let (url, requests) = scripted::serve_silent();
    let (code, _, text) = swarm(dir.path(), &url, &["--model-silence-timeout", "2"]);
    let ended = Instant::now();
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("no reply for 2 s"), "{text}");
    let requests = requests.lock().unwrap();
    // One request, not retried, given up within the limit and a margin.
    assert_eq!(requests.len(), 1);
    assert!(ended - requests[0].at < Duration::from_secs(7), "{text}");
    let calls = model_calls(dir.path());
    assert_eq!(calls.len(), 1);
    assert!(
        calls[0]["details"]["output_response"]
            .as_str()
            .unwrap()
            .contains("no reply for 2 s")
    );
}

#[test]
fn a_slow_model_writing_a_long_reply_completes() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let thoughts = "The add function returns the difference where the sum is meant, \
        so the minus sign becomes a plus and nothing else changes in the file. "
        .repeat(3);
    let answer = thoughts.clone();
    let pace = Duration::from_millis(60);
    let serving = Serving {
        pace,
        ..Serving::default()
    };
    let (url, _) = serve_with(
        serving,
        script(move |turn, _| match turn {
            1 => {
                let (status, mut body) = scripted::calls("edit_file", FIX);
                body["choices"][0]["message"]["content"] = answer.clone().into();
                (status, body)
            }
            _ => says("done."),
        }),
    );
    // The reply takes longer than the silence limit, never silent that long.
    let chunks = thoughts.split_inclusive(' ').count() + 1 + FIX.len() / 6;
    let silence = Duration::from_secs(1);
    assert!(pace * chunks as u32 > silence * 3 && pace < silence / 4);
    let (code, report, text) = swarm(dir.path(), &url, &["--model-silence-timeout", "1"]);
    assert_repaired(dir.path(), code, &report, &text);
    // Logged whole, as received: the text, then the call.
    let fixer = model_calls(dir.path())
        .into_iter()
        .find(|e| e["agent"] == "Fixer")
        .unwrap();
    assert_eq!(
        fixer["details"]["output_response"],
        format!("{thoughts}\n[tool call call_1] edit_file({FIX})")
    );
}

#[test]
fn a_model_reply_past_the_output_cap_is_cut_logged_and_told() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let (url, requests) = serve(script(|turn, body| match turn {
        // A model that writes without end: the server cuts it at the cap.
        1 => scripted::endless(),
        2 => {
            let last = body["messages"].as_array().unwrap().last().unwrap();
            assert_eq!(last["role"], "user", "{last}");
            let told = last["content"].as_str().unwrap();
            assert!(told.contains("cut") && told.contains("40 tokens"), "{told}");
            scripted::calls("edit_file", FIX)
        }
        _ => says("done."),
    }));
    let (code, report, text) = swarm(dir.path(), &url, &["--max-output-tokens", "40"]);
    assert_repaired(dir.path(), code, &report, &text);
    let requests = requests.lock().unwrap();
    assert!(requests.iter().all(|r| r.body["max_tokens"] == 40));
    assert!(requests.iter().all(|r| r.body["stream"] == true));
    let cut: Vec<Value> = model_calls(dir.path())
        .into_iter()
        .filter(|e| e["details"]["finish_reason"] == "length")
        .collect();
    assert_eq!(cut.len(), 1);
    // Kept whole as received: the 40 words the server sent.
    assert_eq!(
        cut[0]["details"]["output_response"],
        "and so on "
            .repeat(14)
            .split_inclusive(' ')
            .take(40)
            .collect::<String>()
    );
    assert_eq!(cut[0]["details"]["max_output_tokens"], 40);
    assert_eq!(cut[0]["status"], "SUCCESS");
    assert_eq!(report["failed_model_calls"], 0);
}

#[test]
fn a_model_that_writes_without_end_is_stopped_at_its_second_cut_reply_and_the_run_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let (url, requests) = serve(Box::new(|_, _| scripted::endless()));
    let (code, report, text) = swarm(dir.path(), &url, &["--max-output-tokens", "40"]);
    // The iteration ran and was judged (the code was not fixed): no
    // model error, every call a success, two per agent that spoke.
    assert_eq!(code, Some(1), "{text}");
    assert_eq!(report["iterations"], 1, "{text}");
    assert_eq!(report["failed_model_calls"], 0, "{text}");
    let calls = model_calls(dir.path());
    assert!(calls.iter().all(|e| e["status"] == "SUCCESS"), "{text}");
    assert!(
        calls
            .iter()
            .all(|e| e["details"]["finish_reason"] == "length")
    );
    for agent in ["Auditor", "Fixer"] {
        let of_agent = calls.iter().filter(|e| e["agent"] == agent).count();
        assert!(
            of_agent == 0 || of_agent == 2,
            "{agent}: {of_agent} calls; {text}"
        );
    }
    assert_eq!(requests.lock().unwrap().len(), calls.len());
    assert!(
        text.contains("reached the output cap of 40 tokens 2 times in a row"),
        "{text}"
    );
}

#[test]
fn a_model_server_that_ignores_stream_is_read_whole() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let serving = Serving {
        stream: false,
        ..Serving::default()
    };
    let (url, _) = serve_with(
        serving,
        script(|turn, _| match turn {
            1 => scripted::calls("edit_file", FIX),
            _ => says("done."),
        }),
    );
    let (code, report, text) = swarm(dir.path(), &url, &[]);
    assert_repaired(dir.path(), code, &report, &text);
}

#[test]
fn a_model_servers_own_refusal_is_said_and_not_retried() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let (url, requests) = serve(Box::new(|_, _| {
        (
            400,
            json!({"error": {"code": 400, "type": "invalid_request_error",
                "message": "the request exceeds the available context size (4096 tokens)"}}),
        )
    }));
    let (code, _, text) = swarm(dir.path(), &url, &[]);
    assert_eq!(code, Some(2), "{text}");
    assert!(
        text.contains("HTTP 400: the request exceeds the available context size"),
        "{text}"
    );
    assert_eq!(requests.lock().unwrap().len(), 1);
}
