//! `toolsmith swarm --model PROVIDER...` against a scripted local server
//! that speaks Chat Completions over real HTTP and plays each provider's
//! known differences from OpenAI's protocol (ids missing or repeated,
//! arguments as objects, error bodies as a list, a 400 for a tool call the
//! model garbled, parallel calls); a team's prompt files; and the research
//! log read as the lab's grader and the study's scripts read it.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;
use crate::scripted;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::sync::{Arc, Mutex};

use scripted::{Received, Script, agent_of, last_tool_result, says, serve};
use serde_json::{Value, json};

const CALC: &str = "\"\"\"Arithmetic.\"\"\"\n\n\ndef add(a, b):\n    \"\"\"Return the sum of a and b.\"\"\"\n    return a - b\n";
const TEST_CALC: &str = "\"\"\"Tests of calc.\"\"\"\n\nfrom calc import add\n\n\ndef test_add():\n    \"\"\"1 + 2 is 3.\"\"\"\n    assert add(1, 2) == 3\n";
const FIX: &str = r#"{"file_path": "calc.py", "old": "return a - b", "new": "return a + b"}"#;
const KEYS: [&str; 6] = [
    "OPENAI_API_KEY",
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
    "MISTRAL_API_KEY",
    "GROQ_API_KEY",
    "OPENAI_BASE_URL",
];

fn project(dir: &Path) {
    fs::create_dir_all(dir.join("work")).unwrap();
    fs::write(dir.join("work/calc.py"), CALC).unwrap();
    fs::write(dir.join("work/test_calc.py"), TEST_CALC).unwrap();
}

/// `toolsmith swarm work --model MODEL --base-url URL ...` in `dir`.
fn swarm(
    dir: &Path,
    model: &str,
    url: &str,
    extra: &[&str],
    env: &[(&str, &str)],
) -> (Option<i32>, Value, String) {
    let mut command = common::command_in(dir);
    command
        .args(["swarm", "work", "--model", model, "--base-url", url])
        .args(["--json", "--log", "log.json", "--max-iterations", "2"])
        .args(extra);
    for key in KEYS {
        command.env_remove(key);
    }
    for (name, value) in env {
        command.env(name, value);
    }
    let (code, stdout, stderr) = common::output(command);
    let report = serde_json::from_str(&stdout).unwrap_or(Value::Null);
    (code, report, format!("{stdout}{stderr}"))
}

fn log_entries(dir: &Path) -> Vec<Value> {
    serde_json::from_str(&fs::read_to_string(dir.join("log.json")).unwrap()).unwrap()
}

/// A reply as a provider sends it: `message` and `finish_reason`, usage or not.
fn reply(message: Value, finish_reason: &str, usage: bool) -> (u16, Value) {
    let mut body = json!({"id": "r", "object": "chat.completion", "model": "m",
        "choices": [{"index": 0, "finish_reason": finish_reason, "message": message}]});
    if usage {
        body["usage"] = json!({"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15});
    }
    (200, body)
}

/// The Auditor's plan, then the Fixer's turns as `fixer` plays them (its
/// turn number and request); the Fixer's first turn may be a refusal the
/// client retries, so turns count requests.
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

/// The assistant turns and tool messages of a request, as the server got them.
fn tool_turns(request: &Received) -> (Vec<Value>, Vec<Value>) {
    let messages = request.body["messages"].as_array().unwrap();
    let calls = messages
        .iter()
        .filter(|m| m["role"] == "assistant")
        .flat_map(|m| m["tool_calls"].as_array().cloned().unwrap_or_default())
        .collect();
    let tools = messages
        .iter()
        .filter(|m| m["role"] == "tool")
        .cloned()
        .collect();
    (calls, tools)
}

/// Every tool message answers a call of the turn before, by its id, and no
/// id is used twice.
fn assert_ids_answered(request: &Received) {
    let (calls, tools) = tool_turns(request);
    let ids: Vec<&str> = calls.iter().map(|c| c["id"].as_str().unwrap()).collect();
    let distinct: BTreeSet<&str> = ids.iter().copied().collect();
    assert_eq!(distinct.len(), ids.len(), "{ids:?}");
    for tool in &tools {
        let id = tool["tool_call_id"].as_str().unwrap();
        assert!(!id.is_empty() && ids.contains(&id), "{tool} vs {ids:?}");
    }
}

fn assert_repaired(dir: &Path, code: Option<i32>, report: &Value, text: &str) {
    assert_eq!(code, Some(0), "{text}");
    assert_eq!(report["accepted"], true, "{text}");
    assert!(
        fs::read_to_string(dir.join("work/calc.py"))
            .unwrap()
            .contains("a + b")
    );
    let failed: Vec<Value> = log_entries(dir)
        .into_iter()
        .filter(|e| e["status"] != "SUCCESS")
        .collect();
    assert!(failed.is_empty(), "{failed:?}");
}

#[test]
fn gemini_by_name_with_its_key_in_dotenv_its_listed_errors_and_empty_ids() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    // The lab's template: the key in ./.env, never in the environment.
    fs::write(dir.path().join(".env"), "GOOGLE_API_KEY=gm-from-dotenv\n").unwrap();
    let (url, requests) = serve(script(|turn, body| match turn {
        // Rate limited, as Gemini says it: a list, the wait in its details.
        1 => (
            429,
            json!([{"error": {"code": 429, "message": "Resource has been exhausted",
                "status": "RESOURCE_EXHAUSTED",
                "details": [{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "0.2s"}]}}]),
        ),
        // Tool calls with empty ids, `stop` as the finish reason.
        2 => reply(
            json!({"role": "assistant", "tool_calls": [
                {"id": "", "type": "function", "function": {"name": "read_file", "arguments": "{\"file_path\": \"calc.py\"}"}},
                {"id": "", "type": "function", "function": {"name": "edit_file", "arguments": FIX}}]}),
            "stop",
            true,
        ),
        _ => {
            assert!(last_tool_result(body).is_some());
            says("add adds now.")
        }
    }));
    let (code, report, text) = swarm(dir.path(), "gemini-2.5-flash", &url, &[], &[]);
    assert_repaired(dir.path(), code, &report, &text);
    assert_eq!(report["model"], "gemini-2.5-flash");
    let requests = requests.lock().unwrap();
    assert!(
        requests
            .iter()
            .all(|r| r.authorization == "Bearer gm-from-dotenv")
    );
    let last = requests.last().unwrap();
    assert_ids_answered(last);
    assert!(!text.contains("gm-from-dotenv"));
    assert!(
        !fs::read_to_string(dir.path().join("log.json"))
            .unwrap()
            .contains("gm-from-dotenv")
    );
}

#[test]
fn mistral_gets_its_own_id_form_and_named_tool_messages() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let (url, requests) = serve(script(|turn, _| match turn {
        // No ids at all.
        1 => reply(
            json!({"role": "assistant", "content": "", "tool_calls": [
                {"type": "function", "function": {"name": "edit_file", "arguments": FIX}}]}),
            "tool_calls",
            true,
        ),
        _ => says("done."),
    }));
    let (code, report, text) = swarm(
        dir.path(),
        "mistral:mistral-small-latest",
        &url,
        &[],
        &[("MISTRAL_API_KEY", "ms-key")],
    );
    assert_repaired(dir.path(), code, &report, &text);
    let requests = requests.lock().unwrap();
    assert_eq!(requests[0].body["model"], "mistral-small-latest");
    let last = requests.last().unwrap();
    assert_ids_answered(last);
    let (calls, tools) = tool_turns(last);
    for call in &calls {
        let id = call["id"].as_str().unwrap();
        assert!(
            id.len() == 9 && id.chars().all(|c| c.is_ascii_alphanumeric()),
            "{id}"
        );
    }
    assert!(tools.iter().all(|t| t["name"] == "edit_file"), "{tools:?}");
}

#[test]
fn groq_refusing_a_garbled_tool_call_is_retried() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let (url, requests) = serve(script(|turn, _| match turn {
        1 => (
            400,
            json!({"error": {"message": "Failed to call a function. Please adjust your prompt.",
                "type": "invalid_request_error", "code": "tool_use_failed",
                "failed_generation": "<function=edit_file>{...}"}}),
        ),
        2 => scripted::calls("edit_file", FIX),
        _ => says("done."),
    }));
    let (code, report, text) = swarm(
        dir.path(),
        "groq:llama-3.3-70b-versatile",
        &url,
        &[],
        &[("GROQ_API_KEY", "gq-key")],
    );
    assert_repaired(dir.path(), code, &report, &text);
    let requests = requests.lock().unwrap();
    assert_eq!(requests[0].authorization, "Bearer gq-key");
    assert_eq!(report["failed_model_calls"], 0);
}

#[test]
fn ollama_and_openai_parallel_calls_object_arguments_and_no_usage() {
    for (model, env) in [
        ("ollama:llama3.1", vec![]),
        ("openai:gpt-4o-mini", vec![("OPENAI_API_KEY", "sk-key")]),
    ] {
        let dir = tempfile::tempdir().unwrap();
        project(dir.path());
        let (url, requests) = serve(script(|turn, _| match turn {
            // Two calls at once, the same id twice, arguments as an object, no usage.
            1 => reply(
                json!({"role": "assistant", "content": null, "tool_calls": [
                    {"id": "call_0", "type": "function", "function": {"name": "read_file", "arguments": {"file_path": "calc.py"}}},
                    {"id": "call_0", "type": "function", "function": {"name": "edit_file",
                        "arguments": {"file_path": "calc.py", "old": "return a - b", "new": "return a + b"}}}]}),
                "tool_calls",
                false,
            ),
            _ => says("done."),
        }));
        let (code, report, text) = swarm(dir.path(), model, &url, &[], &env);
        assert_repaired(dir.path(), code, &report, &text);
        let requests = requests.lock().unwrap();
        // Ollama needs no key: none is sent.
        let expected = if model.starts_with("ollama") {
            "Bearer"
        } else {
            "Bearer sk-key"
        };
        assert_eq!(requests[0].authorization.trim(), expected, "{model}");
        assert_ids_answered(requests.last().unwrap());
        assert_eq!(tool_turns(requests.last().unwrap()).1.len(), 2, "{model}");
    }
}

#[test]
fn a_missing_key_names_the_providers_variables() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let (code, _, text) = swarm(
        dir.path(),
        "gemini-2.5-flash",
        "http://127.0.0.1:9/v1",
        &[],
        &[],
    );
    assert_eq!(code, Some(2), "{text}");
    assert!(text.contains("GEMINI_API_KEY or GOOGLE_API_KEY"), "{text}");
}

#[test]
fn a_teams_prompt_files_are_what_the_model_is_sent() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let mut command = common::command_in(dir.path());
    command.args(["swarm", "--write-prompts", "prompts"]);
    let (code, _, stderr) = common::output(command);
    assert_eq!(code, Some(0), "{stderr}");
    for file in ["auditor.md", "fixer.md", "judge.md"] {
        assert!(dir.path().join("prompts").join(file).is_file(), "{file}");
    }
    let team_fixer = "You are the Fixer of team 7. Make the tests pass; touch nothing else.";
    fs::write(dir.path().join("prompts/fixer.md"), team_fixer).unwrap();
    fs::remove_file(dir.path().join("prompts/judge.md")).unwrap();
    let systems: Arc<Mutex<Vec<String>>> = Arc::default();
    let seen = Arc::clone(&systems);
    let (url, _) = serve(script(move |turn, body| {
        seen.lock()
            .unwrap()
            .push(body["messages"][0]["content"].as_str().unwrap().to_string());
        match turn {
            1 => scripted::calls("edit_file", FIX),
            _ => says("done."),
        }
    }));
    let (code, report, text) = swarm(
        dir.path(),
        "local-model",
        &url,
        &["--prompts", "prompts"],
        &[],
    );
    assert_repaired(dir.path(), code, &report, &text);
    assert!(systems.lock().unwrap().iter().all(|s| s == team_fixer));
    assert!(text.contains("missing, ours used: judge.md"), "{text}");
    let hash = report["prompts"]["hash"].as_str().unwrap().to_string();
    assert_eq!(report["prompts"]["fallbacks"], json!(["judge.md"]));
    // Every decision of the run names the set.
    let decisions: Vec<Value> = log_entries(dir.path())
        .into_iter()
        .filter(|e| e["details"]["entry"] == "agent_decision")
        .collect();
    assert!(!decisions.is_empty());
    assert!(
        decisions
            .iter()
            .all(|e| e["details"]["prompt_set"] == hash.as_str())
    );
}

/// The lab's grading rules and the study's measures, on the log of a run
/// whose model errs: a JSON list of entries naming agents, model, action,
/// details with `input_prompt` and `output_response`, and status; API
/// errors counted as entries whose status is not SUCCESS; prompt length per
/// model call; transitions from agent to agent.
#[test]
fn the_labs_grader_and_the_studys_measures_count_what_happened() {
    let dir = tempfile::tempdir().unwrap();
    project(dir.path());
    let (url, requests) = serve(script(|turn, _| match turn {
        1 => scripted::calls("read_file", r#"{"file_path": "../../etc/passwd"}"#),
        2 => scripted::calls("no_such_tool", "{}"),
        3 => scripted::calls("edit_file", "{garbled"),
        4 => scripted::calls("read_file", r#"{"file_path": "missing.py"}"#),
        5 => scripted::calls("edit_file", FIX),
        _ => says("done."),
    }));
    let (code, report, text) = swarm(dir.path(), "local-model", &url, &[], &[]);
    assert_repaired(dir.path(), code, &report, &text);
    let entries = log_entries(dir.path());
    // The grader: the agents a team has, no API error although the model erred.
    let agents: BTreeSet<&str> = entries
        .iter()
        .map(|e| e["agent"].as_str().unwrap())
        .collect();
    assert_eq!(agents, BTreeSet::from(["Auditor", "Fixer", "Judge"]));
    for entry in &entries {
        for key in [
            "id",
            "timestamp",
            "agent",
            "model",
            "action",
            "details",
            "status",
        ] {
            assert!(entry.get(key).is_some(), "{key} missing in {entry}");
        }
        assert!(entry["details"]["input_prompt"].is_string(), "{entry}");
        assert!(entry["details"]["output_response"].is_string(), "{entry}");
    }
    assert_eq!(
        entries.iter().filter(|e| e["status"] != "SUCCESS").count(),
        0
    );
    assert!(
        entries
            .iter()
            .any(|e| e["details"]["files"].to_string().contains("calc.py"))
    );
    // The study: one model-call entry per request the server got, each
    // prompt as long as what was sent, and the agents' order.
    let requests = requests.lock().unwrap();
    let model_calls: Vec<&Value> = entries
        .iter()
        .filter(|e| e["details"]["entry"] == "model_call")
        .collect();
    assert_eq!(model_calls.len(), requests.len());
    for (entry, request) in model_calls.iter().zip(requests.iter()) {
        let sent: usize = request.body["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["content"].as_str().unwrap_or("").len())
            .sum();
        assert!(entry["details"]["input_prompt"].as_str().unwrap().len() >= sent);
    }
    let mut transitions = Vec::new();
    for pair in entries.windows(2) {
        let (a, b) = (
            pair[0]["agent"].as_str().unwrap(),
            pair[1]["agent"].as_str().unwrap(),
        );
        if a != b {
            transitions.push(format!("{a}->{b}"));
        }
    }
    assert_eq!(
        transitions.first().map(String::as_str),
        Some("Auditor->Fixer"),
        "{transitions:?}"
    );
    assert!(
        transitions.contains(&"Fixer->Judge".to_string()),
        "{transitions:?}"
    );
    // `log stats` counts model calls, tool calls and tool errors apart.
    let mut stats = common::command_in(dir.path());
    stats.args(["--json", "log", "stats", "log.json"]);
    let (code, stdout, stderr) = common::output(stats);
    assert_eq!(code, Some(0), "{stderr}");
    let stats: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(stats["model_calls"], requests.len());
    assert_eq!(stats["failed_model_calls"], 0);
    assert_eq!(stats["failed_calls"], 0);
    assert!(stats["tool_errors"].as_u64().unwrap() >= 4, "{stats}");
    assert!(stats["tool_calls"].as_u64().unwrap() > stats["tool_errors"].as_u64().unwrap());
}
