"""The one door to the native core: a tool of its catalogue, called by name."""

from __future__ import annotations

import os
from typing import Any

from toolsmith import _core
from toolsmith.logger import _tool_log, current_agent

StrPath = str | os.PathLike[str]


def call_tool(
    tool: str,
    sandbox_dir: StrPath,
    /,
    *,
    venv: StrPath | None = None,
    python: StrPath | None = None,
    **arguments: Any,
) -> dict[str, Any]:
    """Run ``tool`` with ``arguments`` (the MCP server's names), logged; its result as a dict.

    Arguments left ``None`` take the tool's default; paths may be any ``os.PathLike``.
    """
    given = {
        name: os.fspath(value) if isinstance(value, os.PathLike) else value
        for name, value in arguments.items()
        if value is not None
    }
    return _core.call_tool(tool, sandbox_dir, given, venv, python, _tool_log(), current_agent())


def mark_timeout(result: dict[str, Any], operation: str, limit: float) -> dict[str, Any]:
    """The spec's error dictionary on a test run killed at its time limit.

    The counts reported before it stay; ``error`` and ``operation`` say what happened.
    """
    if result.get("timed_out"):
        result["error"] = f"pytest exceeded the {limit:g} s time limit and was killed"
        result["operation"] = operation
    return result
