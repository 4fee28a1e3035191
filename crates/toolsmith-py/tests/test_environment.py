"""The project's own environment from Python: ``venv=`` on the tools,
``env_sync()`` and ``env_info()``, on the config_project dataset (its code
imports PyYAML, attrs and packaging; its tests use pytest-mock)."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from conftest import REPO
from toolsmith import env_info, env_sync
from toolsmith.pylint_tool import run_pylint_analysis
from toolsmith.pytest_tool import get_failing_tests, run_pytest, run_single_test

PROJECT = REPO / "datasets" / "config_project"
BUG = "tests/test_model.py::test_a_newer_schema_requires_migration_of_older_data"


@pytest.fixture
def project(tmp_path, monkeypatch):
    shutil.copytree(PROJECT, tmp_path / "sandbox")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("VIRTUAL_ENV", raising=False)
    return tmp_path


@pytest.fixture(scope="module")
def project_venv(tmp_path_factory):
    """The project's requirements in a virtualenv of its own, made by pip."""
    venv = tmp_path_factory.mktemp("venvs") / "project"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run(
        [str(venv / "bin/python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
         "-r", str(PROJECT / "requirements-dev.txt")],
        check=True,
    )
    return venv


def test_the_tools_see_the_packages_of_the_venv_they_are_given(project, project_venv):
    tests = run_pytest("./sandbox", "./sandbox", venv=project_venv)
    assert (tests["passed"], tests["failed"], tests["errors"]) == (15, 1, 0)
    assert tests["environment"]["source"] == "--venv"
    assert tests["environment"]["missing"] == []
    failing = get_failing_tests("./sandbox", "./sandbox", venv=str(project_venv))
    assert [t["name"] for t in failing["failing_tests"]] == [BUG]
    lint = run_pylint_analysis("./sandbox/settings/loader.py", "./sandbox", venv=project_venv, use_cache=False)
    assert lint["errors"] == 0, lint["issues"]
    python = run_pylint_analysis(
        "./sandbox/settings/model.py", "./sandbox", python=project_venv / "bin/python", use_cache=False
    )
    assert python["errors"] == 0 and python["environment"]["source"] == "--python"


def test_without_its_packages_the_results_say_what_to_run(project):
    lint = run_pylint_analysis("./sandbox/settings/loader.py", "./sandbox")
    assert lint["issues"][0]["symbol"] == "import-error"
    environment = lint["environment"]
    assert environment["source"] == "toolchain only"
    assert "PyYAML>=6.0" in environment["missing"]
    assert "toolsmith env sync" in environment["hint"]
    tests = run_pytest("./sandbox", "./sandbox")
    assert tests["errors"] == 2 and tests["passed"] == 0
    assert tests["error_log"].startswith("note: ") and "env sync" in tests["error_log"].splitlines()[0]


def test_env_sync_makes_the_environment_the_tools_then_use(project):
    synced = env_sync("./sandbox")
    assert synced["declared_in"] == ["requirements-dev.txt", "requirements.txt"]
    names = {line.split()[0].lower() for line in synced["installed"]}
    assert {"pyyaml", "attrs", "packaging", "pytest_mock"} <= names
    info = env_info("./sandbox")
    assert info["environment"]["source"] == "synced from requirements-dev.txt, requirements.txt"
    assert info["synced"]["dir"] == synced["environment"]
    single = run_single_test("./sandbox/tests/test_loader.py", "test_load_reads_the_file", "./sandbox")
    assert single["success"] is True, single["output"]


def test_a_requirement_that_does_not_resolve_raises_and_keeps_the_previous_environment(project):
    first = env_sync("./sandbox")
    requirements = project / "sandbox" / "requirements.txt"
    requirements.write_text(requirements.read_text() + "six==0.0.1\n")
    with pytest.raises(RuntimeError, match="there is no version of six==0.0.1") as raised:
        env_sync("./sandbox")
    assert any("previous environment stays in use" in note for note in raised.value.__notes__)
    assert env_info("./sandbox")["synced"]["dir"] == first["environment"]
