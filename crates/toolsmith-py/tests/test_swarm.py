"""The swarm from Python: the same run and the same report as the CLI's."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import toolsmith.swarm

from conftest import REPO

DATASET = REPO / "datasets" / "buggy_project"


def test_the_offline_swarm_repairs_a_copy_and_logs_three_agents(tmp_path, private_state):
    report = toolsmith.swarm.run(DATASET, into=tmp_path / "repaired", report=tmp_path / "r.html")
    assert report["accepted"], report["remaining"]
    assert report["model"] == "offline"
    assert report["tests_broken"] == []
    assert report["tests_after"] == {"passed": 8, "failed": 0, "errors": 0}
    assert all(f["compiles_after"] and f["score_after"] >= 7.0 for f in report["files"])
    assert "height):" in (tmp_path / "repaired" / "shapes.py").read_text()
    assert "height)\n" in (DATASET / "shapes.py").read_text()
    entries = json.loads(private_state.read_text())
    assert {e["agent"] for e in entries} == {"Auditor", "Fixer", "Judge"}
    assert "<svg" in (tmp_path / "r.html").read_text()


def test_bad_targets_raise_value_error(tmp_path):
    (tmp_path / "empty").mkdir()
    with pytest.raises(ValueError, match="no Python files"):
        toolsmith.swarm.run(tmp_path / "empty")
    with pytest.raises(ValueError, match="no such directory"):
        toolsmith.swarm.run(tmp_path / "missing")
    shutil.copytree(DATASET, tmp_path / "full")
    with pytest.raises(ValueError, match="not empty"):
        toolsmith.swarm.run(DATASET, into=tmp_path / "full")
    with pytest.raises(ValueError, match="API key variable"):
        toolsmith.swarm.run(DATASET, model="m", api_key_env="TOOLSMITH_NO_SUCH_KEY_VARIABLE")


def test_the_labs_entry_point_exits_0_whatever_the_judge_decided(tmp_path, private_state):
    import subprocess
    import sys

    shutil.copytree(DATASET, tmp_path / "team")
    # A tree the offline swarm cannot fully accept (a function without a
    # docstring it will not invent): the run still ends normally.
    (tmp_path / "team" / "extra.py").write_text("def f(x):\n    return x\n")
    done = subprocess.run(
        [sys.executable, "-m", "toolsmith.swarm", "--target_dir", str(tmp_path / "team"), "--json"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**__import__("os").environ, "TOOLSMITH_LOG": str(private_state)},
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["tests_broken"] == []
    assert report["tests_after"]["failed"] == 0
    missing = subprocess.run(
        [sys.executable, "-m", "toolsmith.swarm", "--target_dir", str(tmp_path / "missing")],
        capture_output=True,
        text=True,
    )
    assert missing.returncode == 2 and "no such directory" in missing.stderr


def test_prompts_and_settings_left_out_take_the_commands_defaults(tmp_path, private_state):
    (tmp_path / "prompts").mkdir()
    (tmp_path / "prompts" / "fixer.md").write_text("You are the Fixer of team 7.\n")
    report = toolsmith.swarm.run(DATASET, into=tmp_path / "repaired", prompts=tmp_path / "prompts")
    assert report["threshold"] == 7.0
    assert report["prompts"]["source"] == str(tmp_path / "prompts")
    assert report["prompts"]["fallbacks"] == ["auditor.md", "judge.md"]
    with pytest.raises(TypeError, match="unknown field"):
        toolsmith._core.swarm_run(str(DATASET), {"no_such_setting": 1}, None)
