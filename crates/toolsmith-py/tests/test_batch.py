"""Batches: on this machine, then on a local Ray cluster (a head and two worker
nodes) that loses a worker node while the batch runs. Every line is answered
exactly once, and the cluster's answers equal this machine's (timings aside)."""

from __future__ import annotations

import json
import os
import re
import socket
import threading
import time
from pathlib import Path
from typing import Any

import pytest

import toolsmith.batch

#: Keys that say how long or whether from the cache (``slowest`` ranks by
#: time): not part of an answer's content.
TIMING_KEYS = {"duration", "cached", "slowest"}
#: In pytest's own text: its timings, and the per-run temporary directory of
#: the configuration Toolsmith hands it.
VARYING_TEXT = [
    (re.compile(r"\bin \d+\.\d+s\b"), "in Ns"),
    (re.compile(r"toolsmith-(?:private-)?\w{6}/"), "toolsmith-XXXXXX/"),
]


def _sandbox(root: Path, name: str, failing: bool) -> None:
    sandbox = root / name
    sandbox.mkdir()
    (sandbox / "calc.py").write_text(
        '"""Calc."""\n\n\ndef add(a, b):\n    """Add."""\n    return a + b\n'
    )
    expected = 4 if failing else 3
    (sandbox / "test_calc.py").write_text(
        "import time\n\nfrom calc import add\n\n\n"
        "def test_add():\n    time.sleep(0.3)\n"
        f"    assert add(1, 2) == {expected}\n\n\n"
        "def test_more():\n    assert add(2, 2) == 4\n"
    )
    (sandbox / "messy.py").write_text("import os\ndef f(x):\n  return x\n")


def _manifest(root: Path, sandboxes: int, pytest_rounds: int) -> tuple[Path, int]:
    lines = []
    for index in range(sandboxes):
        name = f"team{index}"
        _sandbox(root, name, failing=index % 2 == 1)
        lines += [
            {"id": f"{name}-list", "sandbox": name, "tool": "list_files", "args": {"directory": "."}},
            {"id": f"{name}-audit", "sandbox": name, "tool": "audit_directory", "args": {"directory": "."}},
            {"id": f"{name}-escape", "sandbox": name, "tool": "read_file", "args": {"file_path": "../manifest.jsonl"}},
        ]
        lines += [
            {"id": f"{name}-pytest-{round}", "sandbox": name, "tool": "run_pytest", "args": {"directory": "."}}
            for round in range(pytest_rounds)
        ]
    text = "\n".join(json.dumps(line) for line in lines)
    text += "\nthis line is not JSON\n"
    text += json.dumps({"id": "nowhere", "sandbox": "missing", "tool": "list_files", "args": {}}) + "\n"
    manifest = root / "manifest.jsonl"
    manifest.write_text(text)
    return manifest, len(lines) + 2


def _answers(path: Path) -> dict[str, Any]:
    answers: dict[str, Any] = {}
    for line in path.read_text().splitlines():
        answer = json.loads(line)
        key = json.dumps(answer["id"])
        assert key not in answers, f"{key} answered twice"
        answers[key] = answer
    return answers


def _without_timings(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_timings(v) for k, v in value.items() if k not in TIMING_KEYS}
    if isinstance(value, list):
        return [_without_timings(v) for v in value]
    if isinstance(value, str):
        for pattern, replacement in VARYING_TEXT:
            value = pattern.sub(replacement, value)
    return value


def test_one_machine_batch_answers_every_line_once_and_resumes(tmp_path: Path) -> None:
    manifest, count = _manifest(tmp_path, sandboxes=2, pytest_rounds=1)
    out = tmp_path / "answers.jsonl"
    summary = toolsmith.batch.run(manifest, out, jobs=2)
    answers = _answers(out)
    assert len(answers) == count == summary["answered"]
    assert summary["failed"] == 4  # two escapes, the line that is not JSON, the missing sandbox
    assert answers['"team0-escape"']["error"]["kind"] == "security"
    assert answers['"nowhere"']["error"]["kind"] == "not_found"
    # The line that is not JSON is answered under its line number.
    assert answers[str(count - 1)]["error"]["kind"] == "invalid_input"
    pytest_answer = answers['"team1-pytest-0"']["result"]
    assert (pytest_answer["passed"], pytest_answer["failed"]) == (1, 1)
    assert answers['"team0-audit"']["result"]["total_files"] == 3

    # An existing output is refused without resume, and left as it was.
    before = out.read_bytes()
    with pytest.raises(ValueError, match="--resume"):
        toolsmith.batch.run(manifest, out)
    assert out.read_bytes() == before

    # A run killed mid-write: the torn line is kept aside and answered again.
    lines = before.splitlines(keepends=True)
    out.write_bytes(b"".join(lines[:-2]) + lines[-2][:10])
    resumed = toolsmith.batch.run(manifest, out, resume=True)
    assert resumed["skipped"] == count - 2 and resumed["answered"] == 2
    assert _answers(out).keys() == answers.keys()
    assert len(list(tmp_path.glob("answers.jsonl.torn-*"))) == 1


def test_an_unreachable_ray_address_fails_before_any_work(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    manifest, _ = _manifest(tmp_path, sandboxes=1, pytest_rounds=1)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    out = tmp_path / "answers.jsonl"
    with pytest.raises(ConnectionError, match="cannot reach the Ray cluster"):
        toolsmith.batch.run(manifest, out, ray_address=f"127.0.0.1:{port}")
    assert not out.exists()


def test_a_ray_cluster_losing_a_node_answers_like_one_machine(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    from ray.cluster_utils import Cluster

    manifest, count = _manifest(tmp_path, sandboxes=4, pytest_rounds=3)
    here = tmp_path / "here.jsonl"
    toolsmith.batch.run(manifest, here)

    cluster = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 0, "include_dashboard": False},
    )
    try:
        doomed = cluster.add_node(num_cpus=1)
        cluster.add_node(num_cpus=1)
        cluster.wait_for_nodes()
        out = tmp_path / "cluster.jsonl"
        outcome: dict[str, Any] = {}

        def batch() -> None:
            try:
                outcome["summary"] = toolsmith.batch.run(
                    manifest, out, ray_address=cluster.address
                )
            except BaseException as error:  # surfaced by the assertion below
                outcome["error"] = error

        runner = threading.Thread(target=batch)
        runner.start()
        # Once a sandbox's chunk is answered (the two one-line chunks of bad
        # lines come back at once), the others are in flight on both nodes:
        # one goes away mid-run.
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and runner.is_alive():
            if out.exists() and out.read_text().count("\n") >= 3:
                break
            time.sleep(0.05)
        answered_before_loss = out.read_text().count("\n") if out.exists() else 0
        cluster.remove_node(doomed)
        runner.join(timeout=300)
        assert not runner.is_alive(), "the batch did not finish"
        assert "error" not in outcome, outcome.get("error")
        assert answered_before_loss < count, "the node was removed after the batch ended"
        assert outcome["summary"]["answered"] == count
    finally:
        cluster.shutdown()

    ours, theirs = _answers(out), _answers(here)
    assert ours.keys() == theirs.keys()
    for key in ours:
        assert _without_timings(ours[key]) == _without_timings(theirs[key]), key


@pytest.mark.skipif(os.environ.get("CI") is None, reason="the extra is checked in CI")
def test_the_ray_extra_is_installed_in_ci() -> None:
    import ray  # noqa: F401


def _swarm_outcome(report: dict[str, Any]) -> dict[str, Any]:
    """What two runs on copies of one dataset share: the verdict, the tests,
    each file's result by its name (paths, timings and diffs aside)."""
    return {
        "accepted": report["accepted"],
        "stop_reason": report["stop_reason"],
        "iterations": report["iterations"],
        "tests_before": report["tests_before"],
        "tests_after": report["tests_after"],
        "files": sorted(
            (Path(f["file"]).name, f["compiles_after"], f["score_after"]) for f in report["files"]
        ),
    }


def test_swarm_lines_on_a_ray_cluster_repair_as_on_one_machine(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    import shutil

    from ray.cluster_utils import Cluster

    from conftest import REPO

    dataset = REPO / "datasets" / "buggy_project"
    manifests = {}
    for where in ("here", "cluster"):
        root = tmp_path / where
        for name in ("one", "two"):
            shutil.copytree(dataset, root / name)
        lines = [
            {"id": name, "sandbox": name, "tool": "swarm", "args": {"max_iterations": 4}}
            for name in ("one", "two")
        ]
        lines.append({"id": "bad", "sandbox": "one", "tool": "swarm", "args": {"threshold": "high"}})
        manifests[where] = root / "manifest.jsonl"
        manifests[where].write_text("".join(json.dumps(line) + "\n" for line in lines))

    toolsmith.batch.run(manifests["here"], tmp_path / "here.jsonl")
    cluster = Cluster(
        initialize_head=True,
        head_node_args={"num_cpus": 0, "include_dashboard": False},
    )
    try:
        cluster.add_node(num_cpus=2)
        cluster.wait_for_nodes()
        summary = toolsmith.batch.run(
            manifests["cluster"], tmp_path / "cluster.jsonl", ray_address=cluster.address
        )
    finally:
        cluster.shutdown()
    assert summary["answered"] == 3 and summary["failed"] == 1

    here, there = _answers(tmp_path / "here.jsonl"), _answers(tmp_path / "cluster.jsonl")
    assert here.keys() == there.keys()
    for key in ('"one"', '"two"'):
        assert here[key]["result"]["accepted"], here[key]
        assert _swarm_outcome(there[key]["result"]) == _swarm_outcome(here[key]["result"])
    assert there['"bad"']["error"]["kind"] == "invalid_input"
    for name in ("one", "two"):
        assert "height):" in (tmp_path / "cluster" / name / "shapes.py").read_text()
