//! `toolsmith mcp --http` on real loopback sockets: each refusal the
//! security rules ask for with its status and JSON-RPC error, sessions that
//! stay their makers', the research log naming sessions (never tokens), and
//! fifty clients at once with flat memory.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::io::Write;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::common::mcp_http::{Connection, Server, Session, post};
use serde_json::{Value, json};

const ALPHA: &str = "alpha-token-0123456789";
const BETA: &str = "beta-token-9876543210";

fn bearer(token: &str) -> String {
    format!("Authorization: Bearer {token}")
}

fn sandbox() -> tempfile::TempDir {
    let temp = tempfile::tempdir().unwrap();
    std::fs::write(temp.path().join("a.py"), "x = 1\n").unwrap();
    temp
}

fn error_code(answer: &common::mcp_http::Answer) -> i64 {
    let body: Value = serde_json::from_str(&answer.body)
        .unwrap_or_else(|e| panic!("{e}: not a JSON-RPC error: {answer:?}"));
    assert!(body["error"]["message"].as_str().is_some(), "{body}");
    body["error"]["code"].as_i64().unwrap()
}

fn initialize_body() -> String {
    json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "raw", "version": "1"}}})
    .to_string()
}

#[test]
fn every_refusal_has_its_status_and_a_json_rpc_error() {
    let temp = sandbox();
    let log = temp.path().join("calls.json");
    let server = Server::start(
        temp.path(),
        &[
            "--token-env",
            "TEST_TOKENS",
            "--max-body-bytes",
            "4096",
            "--request-timeout",
            "2",
            "--log",
            log.to_str().unwrap(),
        ],
        &[("TEST_TOKENS", &format!("{ALPHA},{BETA}"))],
    );
    assert_eq!(server.listening["authentication"], "bearer token");
    assert_eq!(server.listening["limits"]["max_body_bytes"], 4096);
    let address = server.address;

    // No token, a wrong one, another scheme: 401 with WWW-Authenticate.
    for headers in [
        vec![],
        vec![bearer("alpha-token-012345678")],
        vec![format!("Authorization: Basic {ALPHA}")],
    ] {
        let answer = post(address, "/mcp", &headers, &initialize_body());
        assert_eq!(answer.status, 401, "{headers:?}: {answer:?}");
        assert!(
            answer
                .header("www-authenticate")
                .unwrap()
                .starts_with("Bearer")
        );
        assert_eq!(error_code(&answer), -32001);
    }
    // Another site's page (DNS rebinding): 403, even with the token.
    let answer = post(
        address,
        "/mcp",
        &[bearer(ALPHA), "Origin: http://evil.example".into()],
        &initialize_body(),
    );
    assert_eq!(answer.status, 403, "{answer:?}");
    assert_eq!(error_code(&answer), -32003);
    // A loopback page may (the server is on loopback).
    let mut session = Session::open(
        address,
        &[bearer(ALPHA), "Origin: http://localhost:5173".into()],
    );
    let (answer, reply) = session.call("read_file", json!({"file_path": "a.py"}));
    assert_eq!(answer.status, 200);
    assert_eq!(reply["result"]["structuredContent"]["content"], "x = 1\n");
    // Another path: 404.
    let answer = post(address, "/other", &[bearer(ALPHA)], &initialize_body());
    assert_eq!(answer.status, 404, "{answer:?}");
    // A body over the limit: 413, and nothing written.
    let big = json!({"jsonrpc": "2.0", "id": 9, "method": "tools/call", "params": {
        "name": "write_file", "arguments": {"file_path": "big.py", "content": "#".repeat(8000)}}});
    let answer = session.send(&big);
    assert_eq!(answer.status, 413, "{answer:?}");
    assert_eq!(error_code(&answer), -32005);
    assert!(!temp.path().join("big.py").exists());
    // Another principal's session: not found (its existence not told).
    let stolen = Session::open(address, &[bearer(BETA)]);
    let theft = stolen.send(&json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": {"name": "read_file", "arguments": {"file_path": "a.py"}}}));
    assert_eq!(
        theft.status, 200,
        "the thief's own session works: {theft:?}"
    );
    let mut headers = vec![bearer(BETA)];
    headers.push(format!("Mcp-Session-Id: {}", session.id));
    let theft = post(
        address,
        "/mcp",
        &headers,
        &json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}).to_string(),
    );
    assert_eq!(theft.status, 404, "{theft:?}");
    assert_eq!(error_code(&theft), -32004);
    // The maker still can; after DELETE nobody can.
    let (answer, _) = session.call("list_files", json!({"directory": "."}));
    assert_eq!(answer.status, 200);
    session.end();
    let (answer, _) = session.call("list_files", json!({"directory": "."}));
    assert_eq!(answer.status, 404, "{answer:?}");

    // A client sending its head a byte a second is cut off at the limit
    // (2 s here), while others are served.
    let started = Instant::now();
    let slow = std::thread::spawn(move || {
        let mut stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        for byte in b"POST /mcp HTTP/1.1\r\nHost: x\r\n".iter() {
            if stream.write_all(&[*byte]).is_err() {
                break;
            }
            std::thread::sleep(Duration::from_secs(1));
            if started.elapsed() > Duration::from_secs(20) {
                break;
            }
        }
        common::mcp_http::read_answer(&mut stream)
    });
    std::thread::sleep(Duration::from_millis(300));
    let fresh = Session::open(address, &[bearer(ALPHA)]);
    assert!(!fresh.id.is_empty());
    let late = slow.join().unwrap();
    assert_eq!(late.status, 408, "{late:?}");
    assert_eq!(error_code(&late), -32006);
    // Cut off at about the 2 s limit, not at the end of what it sends.
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );

    // A slow body is cut off too.
    let mut stream = TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    write!(
        stream,
        "POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
         Accept: application/json, text/event-stream\r\n{}\r\nContent-Length: 100\r\n\r\n{{",
        bearer(ALPHA)
    )
    .unwrap();
    let late = common::mcp_http::read_answer(&mut stream);
    assert_eq!(late.status, 408, "{late:?}");

    assert!(server.stop().success());
    // The log names each call's session, never a token.
    let text = std::fs::read_to_string(&log).unwrap();
    assert!(
        !text.contains(ALPHA) && !text.contains(BETA),
        "a token was logged"
    );
    let entries: Vec<Value> = serde_json::from_str(&text).unwrap();
    let sessions: Vec<&str> = entries
        .iter()
        .filter_map(|e| e["details"]["session"].as_str())
        .collect();
    assert!(sessions.contains(&session.id.as_str()), "{entries:?}");
    assert!(sessions.contains(&stolen.id.as_str()));
    assert_eq!(sessions.len(), 3, "one entry per call made: {sessions:?}");
}

#[test]
fn a_network_address_needs_a_token_and_sessions_and_calls_are_bounded() {
    let temp = sandbox();
    let (code, _, stderr) = common::run_in(
        temp.path(),
        &["mcp", "--http", "0.0.0.0:0", "--sandbox", "."],
        &[],
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("not a loopback address") && stderr.contains("--token-env"),
        "{stderr}"
    );
    let (code, _, stderr) = common::run_in(
        temp.path(),
        &[
            "mcp",
            "--http",
            "127.0.0.1:0",
            "--token-env",
            "NOT_SET_ANYWHERE",
            "--sandbox",
            ".",
        ],
        &[],
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("NOT_SET_ANYWHERE"), "{stderr}");

    std::fs::write(
        temp.path().join("test_slow.py"),
        "import time\n\ndef test_slow():\n    time.sleep(6)\n",
    )
    .unwrap();
    let server = Server::start(
        temp.path(),
        &["--max-sessions", "2", "--max-calls-per-session", "1"],
        &[],
    );
    let address = server.address;
    let first = Session::open(address, &[]);
    let _second = Session::open(address, &[]);
    let third = post(address, "/mcp", &[], &initialize_body());
    assert_eq!(third.status, 503, "{third:?}");
    assert_eq!(error_code(&third), -32007);
    // One call under way in a session: the next is refused with 429 until
    // it ends.
    let first_id = first.id.clone();
    let busy = std::thread::spawn(move || {
        let mut first = first;
        let (answer, reply) = first.call("run_pytest", json!({"directory": "."}));
        (answer.status, reply, first)
    });
    // The test sleeps 6 s: within it, a second call of the session is
    // refused (asked again until the first call has reached the server, on
    // a loaded machine).
    let mut probe = Session::existing(address, first_id, &[]);
    let started = Instant::now();
    let refused = loop {
        std::thread::sleep(Duration::from_millis(200));
        let (answer, _) = probe.call("read_file", json!({"file_path": "a.py"}));
        if answer.status != 200 || started.elapsed() > Duration::from_secs(5) {
            break answer;
        }
    };
    assert_eq!(refused.status, 429, "{refused:?}");
    assert_eq!(error_code(&refused), -32007);
    let (status, reply, mut first) = busy.join().unwrap();
    assert_eq!(status, 200);
    assert_eq!(reply["result"]["structuredContent"]["passed"], 1, "{reply}");
    let (answer, _) = first.call("read_file", json!({"file_path": "a.py"}));
    assert_eq!(answer.status, 200);
}

/// Fifty clients at once, each its own session and kept-alive connection,
/// 200 calls each (reads and listings, lints of its own module, one test
/// run, spread over the round), each session ended with DELETE, twice:
/// every answer arrives to its request and is right, and the server's
/// memory after the second round is no higher than after the first
/// (nothing kept per call or per ended session).
#[test]
fn fifty_clients_at_once_get_their_answers_and_memory_stays_flat() {
    let temp = sandbox();
    for i in 0..50 {
        std::fs::write(
            temp.path().join(format!("m{i}.py")),
            format!("\"\"\"Module {i}.\"\"\"\nN = {i}\n"),
        )
        .unwrap();
    }
    std::fs::create_dir(temp.path().join("tests")).unwrap();
    std::fs::write(
        temp.path().join("tests/test_ok.py"),
        "def test_ok():\n    assert 1 + 1 == 2\n",
    )
    .unwrap();
    let server = Server::start(
        temp.path(),
        &["--token-env", "TEST_TOKENS"],
        &[("TEST_TOKENS", ALPHA)],
    );
    let address = server.address;
    let round = || {
        let started = Instant::now();
        let clients: Vec<_> = (0..50)
            .map(|client| {
                std::thread::spawn(move || {
                    let session = Session::open(address, &[bearer(ALPHA)]);
                    let mut connection = Connection::open(address);
                    let headers = vec![
                        bearer(ALPHA),
                        format!("Mcp-Session-Id: {}", session.id),
                        "Mcp-Protocol-Version: 2025-06-18".into(),
                    ];
                    let module = format!("m{client}.py");
                    let test_at = (client * 4) % 200;
                    for call in 0..200 {
                        let (tool, arguments) = match call {
                            c if c == test_at => ("run_pytest", json!({"directory": "tests"})),
                            c if c % 10 == 5 => {
                                ("run_pylint_analysis", json!({"file_path": module}))
                            }
                            c if c % 2 == 0 => ("read_file", json!({"file_path": module})),
                            _ => ("list_files", json!({"directory": "."})),
                        };
                        let body = json!({"jsonrpc": "2.0", "id": call, "method": "tools/call",
                            "params": {"name": tool, "arguments": arguments}});
                        let answer = connection.post(&headers, &body.to_string());
                        assert_eq!(answer.status, 200, "{answer:?}");
                        let replies: Vec<Value> = answer
                            .messages()
                            .into_iter()
                            .filter(|m| m.get("id").is_some())
                            .collect();
                        assert_eq!(replies.len(), 1, "one reply per request: {answer:?}");
                        assert_eq!(replies[0]["id"], call);
                        let result = &replies[0]["result"]["structuredContent"];
                        match tool {
                            "run_pytest" => assert_eq!(result["passed"], 1, "{result}"),
                            "run_pylint_analysis" => assert_eq!(result["score"], 10.0, "{result}"),
                            "read_file" => assert_eq!(
                                result["content"],
                                format!("\"\"\"Module {client}.\"\"\"\nN = {client}\n")
                            ),
                            _ => assert_eq!(result["count"], 52, "{result}"),
                        }
                    }
                    session.end();
                })
            })
            .collect();
        for client in clients {
            client.join().unwrap();
        }
        // Not a speed claim: a bound on a round, so that a lost answer
        // fails the test instead of hanging it.
        assert!(
            started.elapsed() < Duration::from_secs(300),
            "{:?}",
            started.elapsed()
        );
    };
    round();
    let after_first = server.rss_kib();
    round();
    let after_second = server.rss_kib();
    eprintln!("RSS after 10,000 calls: {after_first} KiB; after 20,000: {after_second} KiB");
    assert!(
        after_second < after_first + 16 * 1024,
        "memory grew from {after_first} KiB to {after_second} KiB"
    );
}

/// `--roots`: each session serves the root its client names (the official
/// Python SDK's client), under the base only; no roots, the base.
#[test]
fn each_session_serves_its_clients_root_under_the_base_only() {
    let python = common::mcp_http::python_sdk();
    let temp = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(temp.path()).unwrap();
    let base = root.join("base");
    for (dir, file, text) in [
        ("alpha", "a.py", "A = 1\n"),
        ("beta", "b.py", "B = 2\n"),
        ("outside", "o.py", "O\n"),
    ] {
        let at = if dir == "outside" {
            root.join(dir)
        } else {
            base.join(dir)
        };
        std::fs::create_dir_all(&at).unwrap();
        std::fs::write(at.join(file), text).unwrap();
    }
    std::os::unix::fs::symlink(root.join("outside"), base.join("escape")).unwrap();
    let server = Server::start(&base, &["--roots"], &[]);
    assert_eq!(server.listening["roots"], true);
    let output = std::process::Command::new(python)
        .arg(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/mcp_roots_client.py"))
        .arg(&server.url)
        .arg(&base)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert_eq!(stdout.trim(), "ok");
    assert!(!root.join("outside/new.py").exists());
}

/// What a hostile or broken client sends, each refused with its status and
/// a JSON-RPC error (the MCP service's own refusals included), and the
/// server serving on.
#[test]
fn hostile_requests_are_refused_as_json_rpc_errors_and_the_server_goes_on() {
    let temp = sandbox();
    let server = Server::start(temp.path(), &["--max-body-bytes", "65536"], &[]);
    let address = server.address;
    let raw = |request: String| common::mcp_http::exchange(address, request.as_bytes());
    let head = |host: &str, extra: &str, body: &str| {
        format!(
            "POST /mcp HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n\
             Accept: application/json, text/event-stream\r\nConnection: close\r\n{extra}\
             Content-Length: {}\r\n\r\n{body}",
            body.len()
        )
    };
    let init = initialize_body();
    let cases = [
        // DNS rebinding: a page of evil.example resolving to 127.0.0.1.
        ("another Host", head("evil.example", "", &init), 403, -32003),
        (
            "a 100 KiB header",
            head(
                "127.0.0.1",
                &format!("X-Pad: {}\r\n", "a".repeat(100_000)),
                &init,
            ),
            431,
            -32005,
        ),
        (
            "a declared length over the limit",
            head("127.0.0.1", "", "").replace("Content-Length: 0", "Content-Length: 99999999999"),
            413,
            -32005,
        ),
        (
            "a batch",
            head("127.0.0.1", "", &format!("[{init}]")),
            415,
            -32600,
        ),
        (
            "not JSON",
            head("127.0.0.1", "", "{\"jsonrpc\": "),
            415,
            -32600,
        ),
        (
            "no Accept",
            head("127.0.0.1", "", &init)
                .replace("Accept: application/json, text/event-stream\r\n", ""),
            406,
            -32600,
        ),
    ];
    for (what, request, status, code) in cases {
        let started = Instant::now();
        let answer = raw(request);
        assert_eq!(answer.status, status, "{what}: {answer:?}");
        assert_eq!(error_code(&answer), code, "{what}: {answer:?}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{what}: answered at once"
        );
    }
    let mut session = Session::open(address, &[]);
    let (answer, reply) = session.call("read_file", json!({"file_path": "a.py"}));
    assert_eq!(answer.status, 200);
    assert_eq!(reply["result"]["structuredContent"]["content"], "x = 1\n");
    // A failed call: isError, its details in _meta, no structured content
    // that would not match the tool's output schema.
    let (_, reply) = session.call("read_file", json!({"file_path": "../outside.py"}));
    let result = &reply["result"];
    assert_eq!(result["isError"], true, "{reply}");
    assert!(result.get("structuredContent").is_none(), "{reply}");
    assert_eq!(
        result["_meta"]["toolsmith/error"]["kind"], "security",
        "{reply}"
    );
    assert_eq!(result["_meta"]["toolsmith/error"]["operation"], "read_file");
}
