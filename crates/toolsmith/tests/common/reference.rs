//! Reference virtualenvs, made the ordinary way (`python3 -m venv`, then
//! `pip install`): what Toolsmith's answers are compared with. Made once per
//! set of packages and shared by the tests of a build (processes of a test
//! run take turns through a lock).
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A pytest plugin of the tests' own: every report pytest's terminal
/// counted, by node id, as pytest itself categorised it.
const OUTCOMES_PLUGIN: &str = r#"
import json, os

def pytest_sessionfinish(session, exitstatus):
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    seen = {}
    for category, reports in reporter.stats.items():
        for report in reports:
            nodeid = getattr(report, "nodeid", None)
            if nodeid is not None and category in ("passed", "failed", "error", "skipped", "xfailed", "xpassed"):
                seen.setdefault(nodeid, []).append(category)
    with open(os.environ["REFERENCE_OUT"], "w") as out:
        json.dump(seen, out)
"#;

/// Every test's outcomes by node id (sorted), from the pytest of `venv`
/// (its console script, as a user runs it) in `dir`, on `args`, with
/// `python_path` extra on the path.
pub fn pytest_outcomes(
    venv: &Path,
    dir: &Path,
    args: &[&str],
    python_path: &[PathBuf],
) -> BTreeMap<String, Vec<String>> {
    let scratch = tempfile::tempdir().unwrap();
    std::fs::write(
        scratch.path().join("reference_outcomes.py"),
        OUTCOMES_PLUGIN,
    )
    .unwrap();
    let out = scratch.path().join("outcomes.json");
    let mut paths = vec![scratch.path().to_path_buf()];
    paths.extend(python_path.iter().cloned());
    let output = Command::new(venv.join("bin/pytest"))
        .args(["-p", "no:cacheprovider", "-p", "reference_outcomes", "-q"])
        .args(args)
        .current_dir(dir)
        .env("PYTHONPATH", std::env::join_paths(paths).unwrap())
        .env("REFERENCE_OUT", &out)
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .unwrap();
    let text = std::fs::read_to_string(&out).unwrap_or_else(|_| {
        panic!(
            "reference pytest wrote nothing: {}",
            String::from_utf8_lossy(&output.stdout)
        )
    });
    let mut outcomes: BTreeMap<String, Vec<String>> = serde_json::from_str(&text).unwrap();
    outcomes.values_mut().for_each(|v| v.sort());
    outcomes
}

/// A virtualenv with `packages` installed by pip (`name`: a readable prefix).
pub fn reference_venv(name: &str, packages: &[&str]) -> PathBuf {
    reference_venv_in_steps(name, &[packages])
}

/// A virtualenv made by one `pip install` per step, in order (a later step
/// upgrades what an earlier one installed, as pip does for a user).
pub fn reference_venv_in_steps(name: &str, steps: &[&[&str]]) -> PathBuf {
    let wanted = steps
        .iter()
        .map(|step| step.join(" "))
        .collect::<Vec<_>>()
        .join("\n");
    let key = format!(
        "{:x}",
        wanted
            .bytes()
            .fold(0xcbf29ce484222325u64, |h, b| (h ^ b as u64)
                .wrapping_mul(0x100000001b3))
    );
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("reference-venvs");
    std::fs::create_dir_all(&root).unwrap();
    let lock = std::fs::File::create(root.join(format!("{name}-{key}.lock"))).unwrap();
    rustix::fs::flock(&lock, rustix::fs::FlockOperation::LockExclusive).unwrap();
    let venv = root.join(format!("{name}-{key}"));
    let ready = venv.join(".ready");
    if std::fs::read_to_string(&ready).ok().as_deref() == Some(wanted.as_str()) {
        return venv;
    }
    let status = Command::new("python3")
        .args(["-m", "venv", "--clear"])
        .arg(&venv)
        .status()
        .unwrap();
    assert!(status.success(), "python3 -m venv {}", venv.display());
    for packages in steps {
        let output = Command::new(venv.join("bin/python"))
            .args(["-m", "pip", "install", "-q", "--disable-pip-version-check"])
            .args(*packages)
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "pip install {packages:?}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    std::fs::write(&ready, wanted).unwrap();
    venv
}

/// The pinned tools, installed in a virtualenv of their own.
pub fn pinned_tools() -> PathBuf {
    reference_venv("pinned", &["pylint==4.1.4", "pytest==9.2.0"])
}

/// pylint's own json2 report for `file`, run as `cd ROOT && pylint FILE` (the
/// sandbox's root: the answer Toolsmith gives) by the pylint of `venv` with Toolsmith's pinned configuration (pylint's defaults), with
/// `python_path` on the path (the project, as an editable install puts it).
pub fn pylint_json2(
    venv: &Path,
    root: &Path,
    file: &Path,
    python_path: Option<&Path>,
) -> serde_json::Value {
    let scratch = tempfile::tempdir().unwrap();
    let rcfile = scratch.path().join("pinned.pylintrc");
    std::fs::write(&rcfile, "[MAIN]\n").unwrap();
    let mut command = Command::new(venv.join("bin/pylint"));
    command
        .args(["--output-format=json2", "--persistent=n"])
        .arg(format!("--rcfile={}", rcfile.display()))
        .arg(file.strip_prefix(root).unwrap_or(file))
        .current_dir(root);
    if let Some(path) = python_path {
        command.env("PYTHONPATH", path);
    }
    let output = command.output().unwrap();
    serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "pylint gave no json2 for {} ({e}): {}",
            file.display(),
            String::from_utf8_lossy(&output.stderr)
        )
    })
}

/// [`pylint_json2`] from the pinned tools, without an extra path.
pub fn pinned_pylint(root: &Path, file: &Path) -> serde_json::Value {
    pylint_json2(&pinned_tools(), root, file, None)
}

/// Toolsmith's messages of a report made with `all_issues`, as [`messages`]
/// gives pylint's.
pub fn report_messages(report: &toolsmith::lint::LintReport) -> Vec<(u64, u64, String, String)> {
    messages(&serde_json::to_value(report.all_issues.as_ref().unwrap()).unwrap())
}

/// `(line, column, symbol, message)` of each message in a json2 list (or
/// Toolsmith's `all_issues`), sorted.
pub fn messages(list: &serde_json::Value) -> Vec<(u64, u64, String, String)> {
    let mut all: Vec<(u64, u64, String, String)> = list
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["line"].as_u64().unwrap(),
                m["column"].as_u64().unwrap(),
                m["symbol"].as_str().unwrap().to_string(),
                m["message"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    all.sort();
    all
}

/// `pip freeze --all` of a virtualenv: what a user sees of its packages.
pub fn freeze(venv: &Path) -> String {
    let output = Command::new(venv.join("bin/python"))
        .args([
            "-m",
            "pip",
            "freeze",
            "--all",
            "--disable-pip-version-check",
        ])
        .output()
        .unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout).unwrap()
}
