//! The project's own environment, through the binary, on a real project whose
//! code imports packages from PyPI (`datasets/config_project`: PyYAML, attrs,
//! packaging; pytest-mock for its tests). Every answer is compared, node id by
//! node id and message by message, with the pinned pytest and pylint
//! installed the ordinary way (`pip install`) in a reference virtualenv with
//! the same packages, for each way of naming the environment: `$VIRTUAL_ENV`,
//! a `.venv` in the sandbox, `env sync` of requirements files, and `env sync`
//! of a `pyproject.toml` with a src layout.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use crate::common;
use crate::reference;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

const PINNED: &[&str] = &["pylint==4.1.4", "pytest==9.2.0"];
fn dataset() -> PathBuf {
    common::datasets().join("config_project")
}

fn requirements() -> String {
    dataset().join("requirements-dev.txt").display().to_string()
}

/// The user's own virtualenv: the project's requirements, and an older
/// pytest and packaging of its own (the pinned tools must win over the
/// first, and leave the second as pip would).
fn user_venv() -> PathBuf {
    let requirements = requirements();
    reference::reference_venv(
        "user",
        &["-r", &requirements, "pytest==8.3.5", "packaging==24.2"],
    )
}

/// The same packages, then the pinned tools installed into them by pip.
fn user_reference() -> PathBuf {
    let requirements = requirements();
    reference::reference_venv_in_steps(
        "user-reference",
        &[
            &["-r", &requirements, "pytest==8.3.5", "packaging==24.2"],
            PINNED,
        ],
    )
}

/// What `env sync` installs, and the pinned tools.
fn synced_reference() -> PathBuf {
    let requirements = requirements();
    reference::reference_venv_in_steps("synced-reference", &[&["-r", &requirements], PINNED])
}

struct Project {
    temp: tempfile::TempDir,
}

impl Project {
    fn flat() -> Project {
        let temp = tempfile::tempdir().unwrap();
        common::copy_tree(&dataset(), &temp.path().join("sandbox"));
        fs::create_dir_all(temp.path().join("outside")).unwrap();
        Project { temp }
    }

    /// The same project with a src layout, declared in pyproject.toml only.
    fn src_layout() -> Project {
        let project = Project::flat();
        let root = project.sandbox();
        fs::create_dir_all(root.join("src")).unwrap();
        fs::rename(root.join("settings"), root.join("src/settings")).unwrap();
        for name in ["requirements.txt", "requirements-dev.txt", "pytest.ini"] {
            fs::remove_file(root.join(name)).unwrap();
        }
        fs::write(
            root.join("pyproject.toml"),
            "[project]\nname = \"settings\"\nversion = \"0.1\"\n\
             dependencies = [\"PyYAML>=6.0\", \"attrs>=23.1\", \"packaging>=24\"]\n\n\
             [dependency-groups]\ntest = [\"pytest-mock>=3.12\"]\n\n\
             [tool.pytest.ini_options]\ntestpaths = [\"tests\"]\n",
        )
        .unwrap();
        project
    }

    fn dir(&self) -> &Path {
        self.temp.path()
    }

    fn sandbox(&self) -> PathBuf {
        self.temp.path().join("sandbox")
    }

    fn run(&self, args: &[&str], env: &[(&str, &Path)]) -> (Option<i32>, String, String) {
        common::run_in(self.dir(), args, env)
    }

    fn json(&self, args: &[&str], env: &[(&str, &Path)]) -> Value {
        let mut all = vec!["--json"];
        all.extend_from_slice(args);
        let (code, stdout, stderr) = self.run(&all, env);
        assert!(matches!(code, Some(0 | 1)), "{args:?}: {code:?} {stderr}");
        serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{args:?}: {e}: {stdout}"))
    }

    /// The project's Python files (its own virtualenv left out).
    fn python_files(&self) -> Vec<PathBuf> {
        let mut files = Vec::new();
        let mut stack = vec![self.sandbox()];
        while let Some(dir) = stack.pop() {
            for entry in fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() && !path.ends_with(".venv") {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "py") {
                    files.push(path);
                }
            }
        }
        files.sort();
        files
    }

    /// Every test's outcomes, by node id: ours.
    fn our_outcomes(&self, env: &[(&str, &Path)]) -> (BTreeMap<String, Vec<String>>, Value) {
        let report = self.json(&["test", "sandbox"], env);
        let mut outcomes: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for test in report["tests"].as_array().unwrap() {
            outcomes
                .entry(test["name"].as_str().unwrap().to_string())
                .or_default()
                .push(test["status"].as_str().unwrap().to_string());
        }
        outcomes.values_mut().for_each(|v| v.sort());
        (outcomes, report["environment"].clone())
    }

    /// Every test's outcomes, by node id, from the reference's own pytest
    /// (its console script, as a user runs it, from the sandbox root).
    fn reference_outcomes(
        &self,
        venv: &Path,
        project_path: Option<&Path>,
    ) -> BTreeMap<String, Vec<String>> {
        let extra: Vec<PathBuf> = project_path.map(Path::to_path_buf).into_iter().collect();
        reference::pytest_outcomes(venv, &self.sandbox(), &[], &extra)
    }

    /// Our lint of `file` and the reference pylint's json2 report of it, run
    /// from the sandbox's root with the same configuration.
    fn compare_lint(
        &self,
        file: &Path,
        env: &[(&str, &Path)],
        venv: &Path,
        project_path: Option<&Path>,
    ) {
        let shown = file.strip_prefix(self.dir()).unwrap().display().to_string();
        let ours = self.json(&["lint", &shown, "--all-issues", "--no-cache"], env);
        let theirs = reference::pylint_json2(venv, &self.sandbox(), file, project_path);
        assert_eq!(
            ours["score_exact"].as_f64(),
            theirs["statistics"]["score"].as_f64(),
            "{shown}: score"
        );
        assert_eq!(
            reference::messages(&ours["all_issues"]),
            reference::messages(&theirs["messages"]),
            "{shown}: messages"
        );
    }

    /// Tests node by node, and every file's lint, equal the reference's.
    fn assert_same_as(
        &self,
        env: &[(&str, &Path)],
        venv: &Path,
        project_path: Option<&Path>,
    ) -> Value {
        let (ours, environment) = self.our_outcomes(env);
        let theirs = self.reference_outcomes(venv, project_path);
        assert_eq!(ours, theirs, "test outcomes, node by node");
        // The project's one known bug, and nothing else, fails.
        let failed: Vec<&String> = ours
            .iter()
            .filter(|(_, statuses)| statuses.iter().any(|s| s != "passed"))
            .map(|(name, _)| name)
            .collect();
        assert_eq!(
            failed,
            ["tests/test_model.py::test_a_newer_schema_requires_migration_of_older_data"]
        );
        for file in self.python_files() {
            self.compare_lint(&file, env, venv, project_path);
        }
        environment
    }
}

/// A copy of a virtualenv as `cp -a` makes it: its links stay links.
fn copy_keeping_links(source: &Path, dest: &Path) {
    fs::create_dir_all(dest).unwrap();
    for entry in fs::read_dir(source).unwrap() {
        let entry = entry.unwrap();
        let target = dest.join(entry.file_name());
        let kind = entry.file_type().unwrap();
        if kind.is_symlink() {
            std::os::unix::fs::symlink(fs::read_link(entry.path()).unwrap(), &target).unwrap();
        } else if kind.is_dir() {
            copy_keeping_links(&entry.path(), &target);
        } else {
            fs::copy(entry.path(), &target).unwrap();
        }
    }
}

#[test]
fn a_virtualenv_named_by_virtual_env_gives_the_pinned_tools_answers_and_stays_as_it_was() {
    let user = user_venv();
    let reference = user_reference();
    let before = reference::freeze(&user);
    let project = Project::flat();
    let env = [("VIRTUAL_ENV", user.as_path())];
    let environment = project.assert_same_as(&env, &reference, None);
    assert_eq!(environment["source"], "VIRTUAL_ENV");
    assert_eq!(environment["venv"], user.display().to_string());
    assert_eq!(environment["missing"], serde_json::json!([]));
    // pip keeps the user's packaging 24.2 (pytest 9.2 wants >= 24): so do we.
    let shared: Vec<&str> = environment["shared_with_tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect();
    assert!(shared.contains(&"packaging 24.2"), "{shared:?}");
    assert_eq!(
        reference::freeze(&user),
        before,
        "the user's virtualenv changed"
    );
    // --venv names the same environment.
    let named = project.json(&["--venv", user.to_str().unwrap(), "env"], &[]);
    assert_eq!(named["environment"]["source"], "--venv");
}

#[test]
fn a_dot_venv_in_the_sandbox_is_found_and_left_as_it_was() {
    let user = user_venv();
    let reference = user_reference();
    let project = Project::flat();
    let venv = project.sandbox().join(".venv");
    copy_keeping_links(&user, &venv);
    // A copied virtualenv keeps its links: its interpreter is the user's.
    assert!(
        venv.join("bin/python")
            .symlink_metadata()
            .unwrap()
            .file_type()
            .is_symlink()
    );
    let before = reference::freeze(&venv);
    let environment = project.assert_same_as(&[], &reference, None);
    assert_eq!(environment["source"], "sandbox .venv");
    assert_eq!(environment["inside_sandbox"], true);
    assert_eq!(
        reference::freeze(&venv),
        before,
        "the sandbox's .venv changed"
    );
}

#[test]
fn declared_dependencies_are_named_until_synced_then_results_equal_the_reference() {
    let reference = synced_reference();
    let project = Project::flat();
    // Nothing installed yet: the results say so, next to the import errors.
    let lint = project.json(&["lint", "sandbox/settings/loader.py"], &[]);
    assert_eq!(lint["issues"][0]["symbol"], "import-error", "{lint}");
    let environment = &lint["environment"];
    assert_eq!(environment["source"], "toolchain only");
    assert_eq!(
        environment["missing"],
        serde_json::json!([
            "PyYAML>=6.0",
            "attrs>=23.1",
            "packaging>=24",
            "pytest-mock>=3.12"
        ])
    );
    assert!(
        environment["hint"]
            .as_str()
            .unwrap()
            .contains("toolsmith env sync")
    );
    let (_, human, _) = project.run(&["lint", "sandbox/settings/loader.py"], &[]);
    assert!(
        human.contains("E0401") && human.contains("run `toolsmith env sync`"),
        "{human}"
    );
    let (code, human, _) = project.run(&["test", "sandbox"], &[]);
    assert_eq!(code, Some(1));
    assert!(
        human.contains("ModuleNotFoundError") && human.contains("toolsmith env sync"),
        "{human}"
    );
    // Never installed implicitly: still nothing after those calls.
    let still = project.json(&["env"], &[]);
    assert_eq!(still["environment"]["source"], "toolchain only");

    let (code, said, stderr) = project.run(&["env", "sync"], &[]);
    assert_eq!(code, Some(0), "{said}{stderr}");
    let environment = project.assert_same_as(&[], &reference, Some(&project.sandbox()));
    assert_eq!(
        environment["source"],
        "synced from requirements-dev.txt, requirements.txt"
    );
    assert_eq!(environment["missing"], serde_json::json!([]));
    assert_eq!(environment["hint"], Value::Null);
    // The managed environment lives outside the sandbox.
    let venv = environment["venv"].as_str().unwrap();
    assert!(!Path::new(venv).starts_with(project.sandbox()), "{venv}");
}

#[test]
fn a_pyproject_with_a_src_layout_syncs_its_dependencies_and_group() {
    let reference = synced_reference();
    let project = Project::src_layout();
    let (code, said, stderr) = project.run(&["env", "sync", "--group", "test"], &[]);
    assert_eq!(code, Some(0), "{said}{stderr}");
    assert!(
        said.contains("project on the path: ") && said.contains("/sandbox/src"),
        "{said}"
    );
    let src = project.sandbox().join("src");
    let environment = project.assert_same_as(&[], &reference, Some(&src));
    assert_eq!(environment["source"], "synced from pyproject.toml");
    // The group synced is the group checked: nothing reported missing.
    assert_eq!(environment["missing"], serde_json::json!([]));
}

#[test]
fn a_uv_lock_pins_what_env_sync_installs() {
    let project = Project::src_layout();
    let root = project.sandbox();
    // A lock resolved as of 2025-01-01: older versions than today's.
    let doctor = project.json(&["doctor"], &[]);
    let uv = doctor["toolchain"]["uv"].as_str().unwrap().to_string();
    let output = Command::new(&uv)
        .args([
            "lock",
            "--quiet",
            "--no-config",
            "--exclude-newer",
            "2025-01-01T00:00:00Z",
        ])
        .current_dir(&root)
        .env("UV_CACHE_DIR", project.dir().join("uv-cache"))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let lock = fs::read_to_string(root.join("uv.lock")).unwrap();
    let locked = |name: &str| -> String {
        let at = lock
            .find(&format!("name = \"{name}\"\nversion = \""))
            .unwrap();
        let rest = &lock[at..];
        rest.lines()
            .nth(1)
            .unwrap()
            .split('"')
            .nth(1)
            .unwrap()
            .to_string()
    };
    let attrs = locked("attrs");
    let (code, stdout, stderr) = project.run(&["--json", "env", "sync", "--group", "test"], &[]);
    assert_eq!(code, Some(0), "{stderr}");
    let report: Value = serde_json::from_str(&stdout).unwrap();
    let installed: Vec<&str> = report["installed"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i.as_str().unwrap())
        .collect();
    assert!(
        installed.contains(&format!("attrs {attrs}").as_str()),
        "{installed:?} vs locked {attrs}"
    );
    assert!(
        installed.contains(&format!("pytest_mock {}", locked("pytest-mock")).as_str()),
        "{installed:?}"
    );
    // The project's own code is not an installed distribution: it is on the path.
    assert!(
        !installed.iter().any(|i| i.starts_with("settings ")),
        "{installed:?}"
    );
    let environment = project.json(&["env"], &[]);
    assert_eq!(environment["environment"]["missing"], serde_json::json!([]));
}
