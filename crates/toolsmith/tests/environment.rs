//! The project's environment through the library: a dependency installed or
//! changed between two calls of one process is seen by the second (the lint
//! cache is keyed by the environment's distributions, warm workers that knew
//! the old package are replaced), and a `.venv` of the sandbox is found.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may fail loudly

use std::fs;
use std::path::Path;

use crate::common::{World, empty_venv};
use toolsmith::environment::EnvironmentOptions;
use toolsmith::lint::{LintOptions, LintReport};

/// Installs (or replaces) a distribution the way an installer leaves it:
/// the package and its dist-info.
fn install(site: &Path, version: &str, code: &str) {
    for entry in fs::read_dir(site).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("fakepkg") {
            fs::remove_dir_all(&path).unwrap();
        }
    }
    fs::create_dir_all(site.join("fakepkg")).unwrap();
    fs::write(site.join("fakepkg/__init__.py"), code).unwrap();
    let info = site.join(format!("fakepkg-{version}.dist-info"));
    fs::create_dir_all(&info).unwrap();
    fs::write(
        info.join("METADATA"),
        format!("Metadata-Version: 2.1\nName: fakepkg\nVersion: {version}\n"),
    )
    .unwrap();
    fs::write(info.join("RECORD"), "").unwrap();
}

fn symbols(report: &LintReport) -> Vec<String> {
    report.issues.iter().map(|i| i.symbol.clone()).collect()
}

#[test]
fn a_dependency_installed_or_changed_between_calls_is_seen_by_the_next() {
    let world = World::new();
    let venv = world.root.join("venv");
    let site = empty_venv(&venv);
    fs::write(
        world.inside("uses.py"),
        "\"\"\"Uses a dependency.\"\"\"\nimport fakepkg\n\nprint(fakepkg.answer())\n",
    )
    .unwrap();
    let sandbox = world.sandbox();
    let options = LintOptions {
        environment: EnvironmentOptions {
            venv: Some(venv.clone()),
            python: None,
        },
        ..LintOptions::default()
    };
    let lint = || {
        sandbox
            .run_pylint_analysis(&world.inside("uses.py"), &options)
            .unwrap()
    };
    let missing = lint();
    assert_eq!(symbols(&missing), ["import-error"]);
    assert!(
        lint().cached,
        "an unchanged environment is answered from the cache"
    );
    install(&site, "1.0", "def answer():\n    return 42\n");
    let installed = lint();
    assert!(
        !installed.cached,
        "answered from a cache keyed by the old environment"
    );
    assert_eq!(symbols(&installed), Vec::<String>::new());
    // An upgrade that removes the function: the warm worker's astroid knew 1.0.
    install(&site, "2.0", "def question():\n    return 6 * 9\n");
    let upgraded = lint();
    assert!(!upgraded.cached);
    assert_eq!(symbols(&upgraded), ["no-member"], "{:?}", upgraded.issues);
    let environment = upgraded.environment.unwrap();
    assert_eq!(environment.source, "--venv");
    assert_eq!(environment.venv.as_deref(), Some(venv.as_path()));
}

#[test]
fn a_dot_venv_at_the_sandbox_root_is_the_environment_and_env_takes_the_rule_order() {
    let world = World::new();
    let site = empty_venv(&world.inside(".venv"));
    install(&site, "1.0", "def answer():\n    return 42\n");
    fs::write(
        world.inside("uses.py"),
        "\"\"\"Uses a dependency.\"\"\"\nimport fakepkg\n\nprint(fakepkg.answer())\n",
    )
    .unwrap();
    let sandbox = world.sandbox();
    let report = sandbox
        .run_pylint_analysis(&world.inside("uses.py"), &LintOptions::default())
        .unwrap();
    assert_eq!(symbols(&report), Vec::<String>::new());
    let environment = report.environment.unwrap();
    assert_eq!(environment.source, "sandbox .venv");
    assert!(environment.inside_sandbox);
    // --venv comes first: an empty one does not have the package.
    let other = world.root.join("other");
    empty_venv(&other);
    let named = LintOptions {
        environment: EnvironmentOptions {
            venv: Some(other),
            python: None,
        },
        ..LintOptions::default()
    };
    let report = sandbox
        .run_pylint_analysis(&world.inside("uses.py"), &named)
        .unwrap();
    assert_eq!(symbols(&report), ["import-error"]);
}
