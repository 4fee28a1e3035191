"""The project's own Python environment, which pylint and pytest run against.

Found by the first rule that matches: ``venv=`` or ``python=`` on a call,
``$VIRTUAL_ENV``, a virtualenv at the sandbox root (``.venv``, ``venv``,
``env``), the managed environment :func:`env_sync` made for the sandbox, else
the toolchain alone. The pinned pylint and pytest are put on its interpreter's
path, never installed into it; everything in it runs confined.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any

from toolsmith._call import call_tool
from toolsmith.sandbox_manager import DEFAULT_SANDBOX_DIR

__all__ = ["env_sync", "env_info"]

StrPath = str | os.PathLike[str]


def env_sync(
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    extras: Iterable[str] = (),
    groups: Iterable[str] = (),
    allow_build: bool = False,
    python: StrPath | None = None,
) -> dict[str, Any]:
    """Install what the sandbox declares into a managed environment outside it.

    Reads ``pyproject.toml`` (``[project]`` dependencies, plus the optional
    dependencies in ``extras`` and the dependency groups in ``groups``),
    every ``requirements*.txt`` at the sandbox root and ``uv.lock`` when
    present. Wheels only unless ``allow_build``; the sandbox's own code is put
    on the path (its root, or ``src/``), never built or run. The environment
    becomes the one lint and test calls use, unless a virtualenv takes
    precedence. Never called implicitly.

    Returns:
        A dict: ``environment`` (its directory), ``python_version``,
        ``declared_in``, ``requirements``, ``installed`` (``"name version"``),
        ``skipped``, ``project_path``, ``reused``, ``duration``, ``notes``.

    Raises:
        RuntimeError: if a requirement does not resolve or the index cannot be
            reached (the message says which and why); the previous environment
            stays in use.
    """
    return call_tool(
        "env_sync", sandbox_dir, python=python, extras=list(extras), groups=list(groups), allow_build=allow_build
    )


def env_info(
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    venv: StrPath | None = None,
    python: StrPath | None = None,
) -> dict[str, Any]:
    """Which environment the tools use for this sandbox, and what it lacks.

    Returns:
        A dict: ``environment`` (``source``, ``interpreter``,
        ``python_version``, ``venv``, ``missing`` declared requirements,
        ``hint``...), ``declarations``, ``synced`` (the managed environment, if
        any), ``pylint_version``, ``pytest_version``, ``tools_path``.
    """
    return call_tool("env_info", sandbox_dir, venv=venv, python=python)
