//! The Python package as a user gets it: one wheel, installed into fresh
//! virtualenvs away from the source tree. CI names the wheel
//! `scripts/build-wheel` made (`TOOLSMITH_WHEEL`); elsewhere pip builds it
//! here through the package's own build backend, as `pip install
//! ./crates/toolsmith-py` does. Checked from the installed wheel only:
//! - the package's own pytest suite (the spec's examples against
//!   EXPECTED.md, every error case, the research log, threads and the GIL,
//!   batches on this machine and on a local Ray cluster);
//! - the `toolsmith` command it installs: `--help`, `python -m toolsmith`,
//!   the README's main job on the example dataset, and the MCP server
//!   answering a client, started as a client's JSON starts it (the
//!   pip-installed path, and `uvx --from WHEEL`);
//! - its platform tag against the glibc symbol versions its binaries need.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The repository (two levels above this crate).
fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// Runs `command`, failing the test with its output if it fails.
fn run(command: &mut Command, what: &str) -> Output {
    let output = command.output().unwrap();
    assert!(
        output.status.success(),
        "{what} failed ({}):\n{}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// A command that does not inherit what cargo tells this test about itself
/// (a build pip starts must see the user's environment).
fn command(program: impl AsRef<OsStr>) -> Command {
    let mut command = Command::new(program);
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy().into_owned();
        if name.starts_with("CARGO_") && !matches!(name.as_str(), "CARGO_HOME" | "CARGO_TARGET_DIR")
        {
            command.env_remove(&name);
        }
    }
    command
}

fn fresh_venv(path: &Path) -> PathBuf {
    run(
        Command::new("python3")
            .args(["-m", "venv", "--clear"])
            .arg(path),
        "python3 -m venv",
    );
    path.to_path_buf()
}

fn pip_install(venv: &Path, what: &[&OsStr]) {
    run(
        command(venv.join("bin/pip"))
            .args(["install", "-q", "--disable-pip-version-check"])
            .args(what),
        "pip install",
    );
}

/// The wheel under test: CI's, else one pip builds from this source tree
/// once per test run (the tests of a run share it; each run builds anew).
fn wheel() -> PathBuf {
    if let Some(wheel) = std::env::var_os("TOOLSMITH_WHEEL") {
        return PathBuf::from(wheel);
    }
    let run_id = std::env::var("NEXTEST_RUN_ID").unwrap_or_else(|_| std::process::id().to_string());
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("wheel-{run_id}"));
    std::fs::create_dir_all(&dir).unwrap();
    let lock = std::fs::File::create(dir.join(".lock")).unwrap();
    rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive).unwrap();
    let built = |dir: &Path| {
        std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .find(|path| path.extension().is_some_and(|e| e == "whl"))
    };
    if let Some(wheel) = built(&dir) {
        return wheel;
    }
    let builder = fresh_venv(&dir.join("venv"));
    run(
        command(builder.join("bin/pip"))
            .args([
                "wheel",
                "-q",
                "--no-deps",
                "--disable-pip-version-check",
                "-w",
            ])
            .arg(&dir)
            .arg(repo().join("crates/toolsmith-py")),
        "pip wheel ./crates/toolsmith-py",
    );
    built(&dir).expect("pip wheel left no wheel")
}

/// A directory away from the source tree, holding copies of what the tests
/// read (the package's test files, the datasets, the spec).
fn away_from_source() -> tempfile::TempDir {
    let away = tempfile::tempdir().unwrap();
    let copy = |from: &Path, to: &Path| {
        run(Command::new("cp").arg("-r").arg(from).arg(to), "cp -r");
    };
    let tests = away.path().join("tests");
    std::fs::create_dir(&tests).unwrap();
    for entry in std::fs::read_dir(repo().join("crates/toolsmith-py/tests")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "py") {
            std::fs::copy(&path, tests.join(path.file_name().unwrap())).unwrap();
        }
    }
    std::fs::create_dir(away.path().join("data")).unwrap();
    copy(&repo().join("datasets"), &away.path().join("data/datasets"));
    copy(&repo().join("spec"), &away.path().join("data/spec"));
    away
}

#[test]
fn the_wheel_installed_passes_the_packages_own_tests() {
    let wheel = wheel();
    let away = away_from_source();
    let venv = fresh_venv(&away.path().join("venv"));
    // With the Ray extra: the batch's cluster test runs here too.
    let mut with_ray = wheel.as_os_str().to_owned();
    with_ray.push("[ray]");
    pip_install(&venv, &[&with_ray, OsStr::new("pytest")]);
    let imported = run(
        command(venv.join("bin/python"))
            .args(["-c", "import toolsmith; print(toolsmith.__file__)"])
            .current_dir(away.path()),
        "import toolsmith",
    );
    let imported = String::from_utf8(imported.stdout).unwrap();
    assert!(
        Path::new(imported.trim()).starts_with(&venv),
        "toolsmith imported from {imported}, not from the wheel installed in {}",
        venv.display()
    );
    run(
        command(venv.join("bin/python"))
            .args([
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:cacheprovider",
                "-rs",
                "tests",
            ])
            .env("TOOLSMITH_TEST_DATA", away.path().join("data"))
            .current_dir(away.path()),
        "the package's pytest suite",
    );
}

/// One MCP session over stdio with `server`: initialize, then read a file
/// of `sandbox` with the `read_file` tool; the tool's text answer.
fn mcp_read_file(server: &mut Command, sandbox: &Path) -> String {
    std::fs::write(sandbox.join("hello.py"), "print('from the wheel')\n").unwrap();
    let mut child = server
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for line in [
        r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"wheel-test","version":"1"}}}"#,
        r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
        r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"read_file","arguments":{"file_path":"hello.py"}}}"#,
    ] {
        writeln!(stdin, "{line}").unwrap();
    }
    let mut answer = None;
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let message: serde_json::Value = serde_json::from_str(&line.unwrap()).unwrap();
        if message["id"] == 2 {
            answer = Some(message);
            break;
        }
    }
    drop(stdin);
    let status = child.wait().unwrap();
    assert!(status.success(), "the MCP server ended with {status}");
    let answer = answer.expect("no answer to tools/call");
    assert_eq!(answer["result"]["isError"], false, "{answer}");
    answer["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .to_string()
}

#[test]
fn the_wheels_command_runs_the_main_job_and_serves_mcp() {
    let wheel = wheel();
    let away = tempfile::tempdir().unwrap();
    let venv = fresh_venv(&away.path().join("venv"));
    pip_install(&venv, &[wheel.as_os_str()]);
    let toolsmith = venv.join("bin/toolsmith");
    let help = run(command(&toolsmith).arg("--help"), "toolsmith --help");
    assert!(String::from_utf8_lossy(&help.stdout).contains("swarm"));
    // `python -m toolsmith` is the same command.
    let version = run(
        command(venv.join("bin/python")).args(["-m", "toolsmith", "--version"]),
        "python -m toolsmith --version",
    );
    assert!(String::from_utf8_lossy(&version.stdout).starts_with("toolsmith "));

    // The README's main job, from the installed command only.
    let dataset = away.path().join("buggy_project");
    run(
        Command::new("cp")
            .arg("-r")
            .arg(repo().join("datasets/buggy_project"))
            .arg(&dataset),
        "cp -r",
    );
    let report = away.path().join("report.html");
    run(
        command(&toolsmith)
            .arg("swarm")
            .arg("--target_dir")
            .arg(&dataset)
            .arg("--into")
            .arg(away.path().join("repaired"))
            .arg("--report")
            .arg(&report)
            .current_dir(away.path()),
        "toolsmith swarm on the example dataset",
    );
    assert!(report.is_file());
    assert!(away.path().join("logs/experiment_data.json").is_file());

    // An MCP client's JSON names the pip-installed path.
    let sandbox = away.path().join("sandbox");
    std::fs::create_dir(&sandbox).unwrap();
    let text = mcp_read_file(
        command(&toolsmith)
            .args(["mcp", "--no-log", "--sandbox"])
            .arg(&sandbox),
        &sandbox,
    );
    assert!(text.contains("from the wheel"), "{text}");
}

#[test]
fn uvx_from_the_wheel_starts_the_mcp_server() {
    let wheel = wheel();
    let away = tempfile::tempdir().unwrap();
    let venv = fresh_venv(&away.path().join("venv"));
    pip_install(&venv, &[OsStr::new("uv")]);
    let sandbox = away.path().join("sandbox");
    std::fs::create_dir(&sandbox).unwrap();
    // What the book's MCP client JSON runs, with a cache of this test's own.
    let text = mcp_read_file(
        command(venv.join("bin/uvx"))
            .arg("--from")
            .arg(&wheel)
            .args(["toolsmith", "mcp", "--no-log", "--sandbox"])
            .arg(&sandbox)
            .env("UV_CACHE_DIR", away.path().join("uv-cache"))
            .env("UV_PYTHON_DOWNLOADS", "never"),
        &sandbox,
    );
    assert!(text.contains("from the wheel"), "{text}");
}

/// Reads the wheel's platform tag and the glibc symbol versions each of its
/// ELF files needs (pyelftools, which pypa's auditwheel reads them with).
const TAG_AND_NEEDS: &str = r#"
import io, json, re, sys, zipfile
from elftools.elf.elffile import ELFFile
from elftools.elf.gnuversions import GNUVerNeedSection

wheel = zipfile.ZipFile(sys.argv[1])
meta = next(n for n in wheel.namelist() if n.endswith(".dist-info/WHEEL"))
tags = [l.split(":", 1)[1].strip() for l in wheel.read(meta).decode().splitlines() if l.startswith("Tag:")]
needs = {}
for name in wheel.namelist():
    data = wheel.read(name)
    if not data.startswith(b"\x7fELF"):
        continue
    versions = set()
    for section in ELFFile(io.BytesIO(data)).iter_sections():
        if isinstance(section, GNUVerNeedSection):
            for need, auxes in section.iter_versions():
                for aux in auxes:
                    m = re.fullmatch(r"GLIBC_(\d+)\.(\d+)(?:\.\d+)?", aux.name)
                    if m:
                        versions.add((int(m[1]), int(m[2])))
    needs[name] = max(versions) if versions else None
print(json.dumps({"tags": tags, "needs": needs}))
"#;

#[test]
fn the_wheels_tag_promises_no_older_glibc_than_its_binaries_need() {
    let wheel = wheel();
    let away = tempfile::tempdir().unwrap();
    let venv = fresh_venv(&away.path().join("venv"));
    pip_install(&venv, &[OsStr::new("pyelftools")]);
    let read = run(
        command(venv.join("bin/python"))
            .args(["-c", TAG_AND_NEEDS])
            .arg(&wheel),
        "reading the wheel",
    );
    let read: serde_json::Value = serde_json::from_slice(&read.stdout).unwrap();
    let needs = read["needs"].as_object().unwrap();
    // The extension and the command, both.
    assert!(
        needs
            .keys()
            .any(|name| name.ends_with(".data/scripts/toolsmith")),
        "{read}"
    );
    assert!(
        needs.keys().any(|name| name.starts_with("toolsmith/_core")),
        "{read}"
    );
    let tags: Vec<&str> = read["tags"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t.as_str())
        .collect();
    assert!(!tags.is_empty(), "{read}");
    let needed = needs
        .values()
        .filter_map(|v| v.as_array())
        .map(|v| (v[0].as_u64().unwrap(), v[1].as_u64().unwrap()))
        .max()
        .unwrap();
    let platforms: Vec<&str> = tags.iter().map(|t| t.rsplit('-').next().unwrap()).collect();
    for platform in &platforms {
        let promised = match *platform {
            // PEP 599's alias of manylinux_2_17.
            "manylinux2014_x86_64" => Some((2, 17)),
            other => other.strip_prefix("manylinux_").map(|rest| {
                let mut parts = rest.split('_');
                (
                    parts.next().unwrap().parse().unwrap(),
                    parts.next().unwrap().parse().unwrap(),
                )
            }),
        };
        match promised {
            Some(promised) => assert!(
                needed <= promised,
                "{platform} promises glibc {promised:?}, the binaries need {needed:?}"
            ),
            // A wheel pip builds for this machine only promises this machine.
            None => assert_eq!(*platform, "linux_x86_64"),
        }
    }
    // The wheel CI ships: the oldest glibc the book names.
    if std::env::var_os("TOOLSMITH_WHEEL").is_some() {
        assert!(
            platforms.contains(&"manylinux_2_17_x86_64"),
            "{platforms:?}"
        );
    }
}
