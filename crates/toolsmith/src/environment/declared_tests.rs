//! Tests of [`super`]: declarations read from pyproject.toml and
//! requirements files, includes, groups and what is refused.

use super::*;

fn sandbox_with(files: &[(&str, &str)]) -> (tempfile::TempDir, Sandbox) {
    let temp = tempfile::tempdir().unwrap();
    for (name, content) in files {
        let path = temp.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, content).unwrap();
    }
    let sandbox = Sandbox::open(temp.path()).unwrap();
    (temp, sandbox)
}

#[test]
fn requirement_files_with_includes_options_and_local_paths() {
    let (_temp, sandbox) = sandbox_with(&[
        (
            "requirements.txt",
            "# comment\nPyYAML>=6 ; python_version >= '3.8'  # inline\n-r reqs/base.txt\n\
             -c constraints.txt\n--index-url https://mirror.example/simple\n-e .\n./libs/local\n\
             requests==2.32.3 \\\n    --hash=sha256:abc\ngit+https://example.com/x.git\nnot a requirement!!\n",
        ),
        ("reqs/base.txt", "attrs\n-r ../../outside.txt\n"),
        ("constraints.txt", "urllib3<3\n"),
        ("requirements-dev.txt", "pytest-mock\n"),
    ]);
    let declared = read(&sandbox, &DeclareOptions::default());
    assert_eq!(
        declared.files,
        [
            "requirements-dev.txt",
            "requirements.txt",
            "reqs/base.txt",
            "constraints.txt"
        ]
    );
    assert_eq!(
        declared.requirements,
        [
            "pytest-mock",
            "PyYAML>=6 ; python_version >= '3.8'",
            "attrs",
            "requests==2.32.3"
        ]
    );
    assert_eq!(declared.constraints, ["urllib3<3"]);
    assert_eq!(
        declared.index_options,
        ["--index-url https://mirror.example/simple"]
    );
    assert_eq!(declared.skipped.len(), 4, "{:?}", declared.skipped);
    assert_eq!(declared.problems.len(), 1, "{:?}", declared.problems);
    assert!(declared.problems[0].starts_with("requirements.txt:11"));
}

#[test]
fn pyproject_extras_groups_and_self_references() {
    let (_temp, sandbox) = sandbox_with(&[(
        "pyproject.toml",
        "[project]\nname = \"Demo_Pkg\"\ndependencies = [\"attrs\"]\n\
         [project.optional-dependencies]\nyaml = [\"pyyaml>=6\"]\nall = [\"demo-pkg[yaml]\"]\n\
         [dependency-groups]\ntest = [\"pytest-mock\", {include-group = \"lint\"}]\nlint = [\"ruff\"]\n",
    )]);
    let options = DeclareOptions {
        extras: vec!["all".into()],
        groups: vec!["test".into()],
        allow_build: false,
    };
    let declared = read(&sandbox, &options);
    assert_eq!(
        declared.project,
        ["attrs", "pyyaml>=6", "pytest-mock", "ruff"]
    );
    assert!(declared.problems.is_empty(), "{:?}", declared.problems);
    let unknown = read(
        &sandbox,
        &DeclareOptions {
            extras: vec!["nope".into()],
            ..DeclareOptions::default()
        },
    );
    assert_eq!(unknown.problems.len(), 1);
    assert!(
        unknown.problems[0].contains("all, yaml"),
        "{:?}",
        unknown.problems
    );
}
