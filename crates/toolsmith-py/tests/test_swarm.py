"""The swarm from Python: the same run and the same report as the CLI's."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import toolsmith.swarm

REPO = Path(__file__).resolve().parents[3]
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
