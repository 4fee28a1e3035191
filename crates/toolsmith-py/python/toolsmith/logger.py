"""The research log (the spec's ``src.utils.logger``): ``log_experiment`` and ``ActionType``.

The log is one JSON array, ``logs/experiment_data.json`` under the working
directory unless ``TOOLSMITH_LOG`` or :func:`set_log_file` says otherwise.
Entries are ``{id, timestamp, agent, model, action, details, status}``. The
file is a valid JSON array after every append, whatever else happens: appends
are locked against other processes and threads, cost the same however long
the log is, and a damaged file is repaired or moved aside, never lost.

Every tool of this package appends one entry per call, under the agent
that made it: inside ``with toolsmith.agent("Fixer"):`` (or after
:func:`set_default_agent`) the entry's agent is ``Fixer``; outside any, the
spec's ``Toolsmith``. A team's log then counts its own agents and their
transitions. Where a team logs every step itself, :func:`set_tool_logging`
turns the tools' entries off.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import threading
from collections.abc import Iterator
from enum import Enum
from typing import Any

from toolsmith import _core

__all__ = [
    "ActionType",
    "log_experiment",
    "get_log_file",
    "set_log_file",
    "set_tool_logging",
    "agent",
    "current_agent",
    "set_default_agent",
    "TOOLS_AGENT",
    "LOG_FILE_VARIABLE",
    "DEFAULT_LOG_FILE",
]

LOG_FILE_VARIABLE = "TOOLSMITH_LOG"
DEFAULT_LOG_FILE: str = _core.DEFAULT_LOG_PATH


class ActionType(str, Enum):
    """What an agent did; the values are the strings the log stores."""

    ANALYSIS = "CODE_ANALYSIS"
    GENERATION = "CODE_GEN"
    DEBUG = "DEBUG"
    FIX = "FIX"

    def __str__(self) -> str:
        return self.value


#: The agent the spec names for the tools' own entries.
TOOLS_AGENT = "Toolsmith"

_lock = threading.Lock()
_log_file: str | None = None
_tool_logging = True
_default_agent: str | None = None
# Per thread and per asyncio task: agents running side by side each log
# under their own name.
_agent: contextvars.ContextVar[str | None] = contextvars.ContextVar("toolsmith_agent", default=None)


@contextlib.contextmanager
def agent(name: str) -> Iterator[str]:
    """Log the tool calls made inside the block under agent ``name``.

        with toolsmith.agent("Fixer"):
            toolsmith.file_tools.write_file("sandbox/calc.py", fixed)
    """
    if not isinstance(name, str) or not name.strip():
        raise ValueError("an agent's name is a non-empty string")
    token = _agent.set(name)
    try:
        yield name
    finally:
        _agent.reset(token)


def set_default_agent(name: str | None) -> None:
    """The agent of tool calls made outside any :func:`agent` block (``None``: the spec's ``Toolsmith``)."""
    global _default_agent
    if name is not None and (not isinstance(name, str) or not name.strip()):
        raise ValueError("an agent's name is a non-empty string")
    with _lock:
        _default_agent = name


def current_agent() -> str:
    """The agent the next tool call is logged under."""
    with _lock:
        default = _default_agent
    return _agent.get() or default or TOOLS_AGENT


def set_log_file(path: str | os.PathLike[str] | None) -> None:
    """Log to ``path`` from now on; ``None`` goes back to ``$TOOLSMITH_LOG`` or the default."""
    global _log_file
    with _lock:
        _log_file = None if path is None else os.fspath(path)


def set_tool_logging(enabled: bool) -> None:
    """Turn the automatic entry per tool call on or off (``log_experiment`` always writes)."""
    global _tool_logging
    with _lock:
        _tool_logging = bool(enabled)


def get_log_file() -> str:
    """The log file in use: :func:`set_log_file`'s, else ``$TOOLSMITH_LOG``, else the default."""
    with _lock:
        chosen = _log_file
    return chosen or os.environ.get(LOG_FILE_VARIABLE) or DEFAULT_LOG_FILE


def _tool_log() -> str | None:
    """Where the tools log their calls, or ``None`` when that is off."""
    return get_log_file() if _tool_logging else None


def log_experiment(
    agent_name: str,
    model_used: str,
    action: ActionType | str,
    details: dict[str, Any],
    status: str = "SUCCESS",
) -> str:
    """Append one entry to the research log and return its id (a UUID4).

    Args:
        agent_name: Who acted, e.g. ``"Auditor"``, ``"Fixer"``, ``"Judge"``.
        model_used: The model behind the agent, e.g. ``"gemini-2.5-flash"``.
        action: An :class:`ActionType` or its value (``"CODE_ANALYSIS"``,
            ``"CODE_GEN"``, ``"DEBUG"``, ``"FIX"``).
        details: Must hold ``input_prompt`` and ``output_response``; anything
            else JSON can hold is kept as is, other objects as their ``str()``.
        status: ``"SUCCESS"`` or ``"FAILURE"``.

    Raises:
        ValueError: an unknown action or status, or ``details`` without
            ``input_prompt`` / ``output_response``.
        TypeError: ``details`` is not a dict, or ``action`` neither an
            ``ActionType`` nor a string.
        OSError: the log file cannot be written.
    """
    if isinstance(action, ActionType):
        action_value = action.value
    elif isinstance(action, str):
        action_value = action
    else:
        raise TypeError(f"action must be an ActionType or its value, got {type(action).__name__}")
    if not isinstance(details, dict):
        raise TypeError(f"details must be a dict, got {type(details).__name__}")
    return _core.log_experiment(get_log_file(), agent_name, model_used, action_value, details, status)
