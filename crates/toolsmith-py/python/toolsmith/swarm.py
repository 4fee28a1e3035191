"""The Refactoring Swarm: Auditor, Fixer and Judge repair a directory.

The same run as ``toolsmith swarm``, returning the same dict as its
``--json``: ``target_dir``, ``model``, ``iterations``, ``accepted``,
``stop_reason``, ``files``, ``tests_before``, ``tests_after``, ``tests_fixed``,
``tests_broken``, ``model_calls``, ``tokens``, ``duration``, ``remaining``,
``history``. Offline by default (no model: the verified repair tools only);
any OpenAI-compatible Chat Completions endpoint with tool calling otherwise.
Every agent step and tool call goes to the research log (see
:mod:`toolsmith.logger`).

    import toolsmith.swarm
    report = toolsmith.swarm.run("./sandbox/dataset", into="./sandbox/repaired")
    assert report["accepted"], report["remaining"]
"""

from __future__ import annotations

import os
from typing import Any

from toolsmith import _core
from toolsmith.logger import _tool_log

StrPath = str | os.PathLike[str]

__all__ = ["run"]


def run(
    target_dir: StrPath,
    model: str = "offline",
    *,
    into: StrPath | None = None,
    base_url: str | None = None,
    api_key_env: str = "OPENAI_API_KEY",
    max_iterations: int = 10,
    threshold: float = 7.0,
    timeout: float | None = None,
    max_model_calls: int = 200,
    report: StrPath | None = None,
) -> dict[str, Any]:
    """Repair ``target_dir`` in place (or a copy of it made at ``into``).

    Args:
        target_dir: The sandbox and the tree to repair.
        model: ``"offline"`` or a model's name at ``base_url``.
        into: Copy ``target_dir`` here first and repair the copy (refused if
            it exists and is not empty).
        base_url: The endpoint (default ``$OPENAI_BASE_URL``, else OpenAI's).
        api_key_env: The variable that holds the key; the key is never logged.
        max_iterations: Fixer-and-Judge iterations at most.
        threshold: The pylint score every file must reach.
        timeout: The whole run's time limit in seconds.
        max_model_calls: Model calls at most.
        report: Write a self-contained HTML report here.

    Raises:
        ValueError: a target that is missing, not a directory or holds no
            Python file; a copy that cannot be made; an unusable model setting.
    """
    return _core.swarm_run(
        os.fspath(target_dir),
        None if into is None else os.fspath(into),
        model,
        base_url,
        api_key_env,
        max_iterations,
        threshold,
        timeout,
        max_model_calls,
        None if report is None else os.fspath(report),
        _tool_log(),
    )
