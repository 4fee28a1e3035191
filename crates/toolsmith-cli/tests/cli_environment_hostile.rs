//! The project's environment when it is hostile or broken: a `.venv` in the
//! sandbox whose interpreter (or a `.pth` file) tries to write outside, broken
//! virtualenvs, and `env sync` failures (a requirement that does not resolve,
//! no network), which must leave the previous environment in use.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use std::fs;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::Path;
use std::process::Command;

use serde_json::Value;

use crate::common::run_in as run;

/// A working directory with `sandbox/` (the config project) and `outside/`.
fn workdir() -> tempfile::TempDir {
    let temp = tempfile::tempdir().unwrap();
    common::copy_tree(
        &common::datasets().join("config_project"),
        &temp.path().join("sandbox"),
    );
    fs::create_dir_all(temp.path().join("outside")).unwrap();
    fs::write(temp.path().join("outside/existing.txt"), "untouched\n").unwrap();
    temp
}

fn outside(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(dir.join("outside"))
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            (path.display().to_string(), fs::read(&path).unwrap())
        })
        .collect();
    files.sort();
    files
}

#[test]
fn a_planted_interpreter_and_pth_file_in_the_sandbox_venv_change_nothing_outside() {
    let temp = workdir();
    let dir = temp.path();
    let venv = dir.join("sandbox/.venv");
    let status = Command::new("python3")
        .args(["-m", "venv", "--without-pip"])
        .arg(&venv)
        .status()
        .unwrap();
    assert!(status.success());
    let marker = dir.join("outside/planted.txt");
    let existing = dir.join("outside/existing.txt");
    let home_marker = format!("/tmp/toolsmith-planted-{}", std::process::id());
    // The interpreter is a script: it tries to write outside, then runs Python.
    fs::remove_file(venv.join("bin/python")).unwrap();
    fs::write(
        venv.join("bin/python"),
        format!(
            "#!/bin/sh\necho planted > {}\necho appended >> {}\necho planted > {home_marker}\nexec {} \"$@\"\n",
            marker.display(),
            existing.display(),
            which_python3()
        ),
    )
    .unwrap();
    fs::set_permissions(venv.join("bin/python"), fs::Permissions::from_mode(0o755)).unwrap();
    // A .pth line runs at every start of a real interpreter of the venv.
    let site = fs::read_dir(venv.join("lib"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path()
        .join("site-packages");
    fs::write(
        site.join("evil.pth"),
        format!(
            "import os; open({:?}, 'a').write('pth\\n')\n",
            existing.display().to_string()
        ),
    )
    .unwrap();
    let before = outside(dir);
    for args in [
        &["test", "sandbox"][..],
        &["lint", "sandbox/settings/loader.py"],
        &["env"],
        &["failing", "sandbox"],
    ] {
        let (code, stdout, stderr) = run(dir, args, &[]);
        assert!(code.is_some(), "{args:?} crashed: {stdout}{stderr}");
    }
    // The same venv, with a real interpreter (whose .pth still tries).
    fs::remove_file(venv.join("bin/python")).unwrap();
    symlink(which_python3(), venv.join("bin/python")).unwrap();
    let (code, stdout, stderr) = run(dir, &["--json", "test", "sandbox"], &[]);
    assert_eq!(code, Some(1), "{stderr}");
    let report: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(report["environment"]["source"], "sandbox .venv");
    assert_eq!(
        outside(dir),
        before,
        "something outside the sandbox changed"
    );
    assert!(!marker.exists());
    assert!(
        !Path::new(&home_marker).exists(),
        "{home_marker} was written"
    );
}

fn which_python3() -> String {
    let output = Command::new("python3")
        .args([
            "-c",
            "import sys, os; print(os.path.realpath(sys.executable))",
        ])
        .output()
        .unwrap();
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

#[test]
fn broken_virtualenvs_are_named_with_what_to_do_and_never_replaced_by_another() {
    let temp = workdir();
    let dir = temp.path();
    let venv = dir.join("sandbox/.venv");
    fs::create_dir_all(venv.join("bin")).unwrap();
    let cases: [(&str, &str, &str); 3] = [
        (
            "home = /usr/bin\nversion = 3.11.4\n",
            "/nonexistent/python3",
            "which is missing",
        ),
        ("version = 3.11.4\n", "", "names no `home`"),
        (
            "home = /usr/bin\nversion = 3.9.18\n",
            "",
            "is Python 3.9.18",
        ),
    ];
    for (config, link, said) in cases {
        fs::write(venv.join("pyvenv.cfg"), config).unwrap();
        let _ = fs::remove_file(venv.join("bin/python"));
        let target = if link.is_empty() {
            which_python3()
        } else {
            link.to_string()
        };
        symlink(&target, venv.join("bin/python")).unwrap();
        for args in [
            &["test", "sandbox"][..],
            &["lint", "sandbox/settings/model.py"],
        ] {
            let (code, stdout, stderr) = run(dir, args, &[]);
            assert_eq!(code, Some(2), "{args:?} with {config:?}: {stdout}{stderr}");
            assert!(
                stdout.is_empty(),
                "a result despite a broken venv: {stdout}"
            );
            assert!(stderr.contains(said), "{stderr}");
            assert!(stderr.contains(".venv"), "the venv is named: {stderr}");
            assert!(stderr.contains("hint: "), "what to do: {stderr}");
        }
    }
    // A --venv that is not a virtualenv at all.
    let (code, _, stderr) = run(dir, &["--venv", "outside", "test", "sandbox"], &[]);
    assert_eq!(code, Some(2));
    assert!(stderr.contains("no pyvenv.cfg"), "{stderr}");
}

#[test]
fn a_failed_sync_keeps_the_previous_environment_and_nothing_half_made() {
    let temp = workdir();
    let dir = temp.path();
    let cache = dir.join("cache");
    let env = [("TOOLSMITH_CACHE_DIR", cache.as_path())];
    let (code, _, stderr) = run(dir, &["env", "sync"], &env);
    assert_eq!(code, Some(0), "{stderr}");
    let synced = |dir: &Path| -> Value {
        let (_, stdout, _) = run(dir, &["--json", "env"], &env);
        serde_json::from_str::<Value>(&stdout).unwrap()["environment"].clone()
    };
    let first = synced(dir);
    assert!(first["source"].as_str().unwrap().starts_with("synced from"));
    let envs = || -> Vec<String> {
        let home = fs::read_dir(cache.join("envs"))
            .unwrap()
            .next()
            .unwrap()
            .unwrap()
            .path();
        let mut names: Vec<String> = fs::read_dir(home)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    };
    let made = envs();
    // A requirement that does not exist, then one that does not resolve.
    let requirements = dir.join("sandbox/requirements.txt");
    let original = fs::read_to_string(&requirements).unwrap();
    for (bad, said) in [
        (
            "toolsmith-no-such-package-zz9==1.0",
            "not found in the package registry",
        ),
        ("six==0.0.1", "there is no version of six==0.0.1"),
    ] {
        fs::write(&requirements, format!("{original}{bad}\n")).unwrap();
        let (code, stdout, stderr) = run(dir, &["env", "sync"], &env);
        assert_eq!(code, Some(2), "{stdout}{stderr}");
        let error = stderr.lines().next().unwrap();
        assert!(
            error.starts_with("error: env sync: ") && error.contains(said),
            "{stderr}"
        );
        assert!(
            stderr.contains("the previous environment stays in use"),
            "{stderr}"
        );
        assert_eq!(synced(dir)["venv"], first["venv"]);
        assert_eq!(envs(), made, "something half-made was left");
    }
    // No network: a fresh cache that has uv but nothing downloaded yet.
    let offline = dir.join("offline-cache");
    let uv = fs::read_dir(&cache)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with("uv-0"))
        .unwrap();
    common::copy_tree(&uv, &offline.join(uv.file_name().unwrap()));
    fs::set_permissions(
        offline.join(uv.file_name().unwrap()).join("uv"),
        fs::Permissions::from_mode(0o755),
    )
    .unwrap();
    fs::write(&requirements, &original).unwrap();
    let output = Command::new("unshare")
        .args(["--user", "--net", "--"])
        .arg(env!("CARGO_BIN_EXE_toolsmith"))
        .args(["--no-log", "env", "sync"])
        .current_dir(dir)
        .env("TOOLSMITH_CACHE_DIR", &offline)
        .env("UV_HTTP_RETRIES", "0")
        .env_remove("VIRTUAL_ENV")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("cannot be reached"), "{stderr}");
    assert!(
        stderr.contains("hint: env sync needs the package index"),
        "{stderr}"
    );
    let left: Vec<String> = fs::read_dir(offline.join("envs"))
        .map(|entries| {
            entries
                .flat_map(|e| fs::read_dir(e.unwrap().path()).unwrap())
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    assert!(left.iter().all(|n| n == "sync.lock"), "half-made: {left:?}");
}
