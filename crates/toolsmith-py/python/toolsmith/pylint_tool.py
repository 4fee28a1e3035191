"""Static analysis with pylint (the spec's ``pylint_tool``), or ruff in-process.

Scores are pylint's own: the file is linted by pylint 4.1.4 in a persistent,
confined worker process (no network, the sandbox read-only to it), so repeated
calls in one Python process do not pay pylint's start-up again. Results are
cached on disk by file content, configuration and versions.
"""

from __future__ import annotations

import os
from typing import Any, Literal

from toolsmith import _core
from toolsmith._call import call_tool
from toolsmith.sandbox_manager import DEFAULT_SANDBOX_DIR

__all__ = ["run_pylint_analysis", "audit_directory", "DEFAULT_TIMEOUT", "DEFAULT_THRESHOLD"]

StrPath = str | os.PathLike[str]
Engine = Literal["pylint", "ruff"]

DEFAULT_TIMEOUT: float = _core.DEFAULT_TIMEOUT
DEFAULT_THRESHOLD: float = _core.DEFAULT_THRESHOLD


def run_pylint_analysis(
    file_path: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    engine: Engine = "pylint",
    all_issues: bool = False,
    timeout: float = DEFAULT_TIMEOUT,
    use_cache: bool = True,
    project_config: bool = False,
    root: StrPath | None = None,
    venv: StrPath | None = None,
    python: StrPath | None = None,
) -> dict[str, Any]:
    """Lint one Python file and score it out of 10.

    Args:
        file_path: The file, e.g. ``./sandbox/project/module.py``.
        sandbox_dir: The sandbox root directory.
        engine: ``"pylint"`` (the score graders use) or ``"ruff"`` (in-process,
            much faster; its score is an estimate with pylint's formula).
        all_issues: Also return every issue under ``all_issues``.
        timeout: Seconds before pylint is stopped; the result is then the spec's
            error dictionary (every key present, ``error`` says why).
        use_cache: Reuse a cached result for identical file content and settings.
        project_config: Honour the sandbox's own pylintrc/pyproject (off by
            default: a configuration can load plugins, i.e. run code).
        root: The directory pylint runs from, as ``cd root && pylint file``: a
            project inside the sandbox (default: the sandbox root). pylint tells
            first from third party imports by what that directory holds.
        venv: The project's virtualenv, whose packages pylint sees (default:
            ``$VIRTUAL_ENV``, then ``.venv``/``venv``/``env`` at the sandbox
            root, then the environment ``env_sync()`` made).
        python: An interpreter whose packages are the project's, instead.

    Returns:
        A dict with the spec's keys: ``file``, ``score`` (pylint's, rounded as
        pylint prints it), ``total_issues``, ``errors``, ``warnings``, ``issues``
        (the first 20, in full) and ``issues_detail`` (the first 10: ``line``,
        ``column``, ``type``, ``symbol``, ``message``); plus ``score_exact``,
        ``conventions``, ``refactors``, ``cached``, ``duration``,
        ``environment`` (the project environment used: ``source``,
        ``interpreter``, ``missing`` declared dependencies and a ``hint``) and more.

    Raises:
        SecurityError: if the path is outside the sandbox.
        FileNotFoundError: if the file does not exist.
    """
    return call_tool(
        "run_pylint_analysis",
        sandbox_dir,
        venv=venv,
        python=python,
        file_path=file_path,
        engine=engine,
        all_issues=all_issues,
        timeout=timeout,
        use_cache=use_cache,
        project_config=project_config,
        root=root,
    )


def audit_directory(
    directory: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    threshold: float = DEFAULT_THRESHOLD,
    engine: Engine = "pylint",
    timeout: float = DEFAULT_TIMEOUT,
    use_cache: bool = True,
    root: StrPath | None = None,
    venv: StrPath | None = None,
    python: StrPath | None = None,
) -> dict[str, Any]:
    """Lint every Python file under ``directory`` (in parallel) and list those under ``threshold``.

    Each file's score is pylint's from ``root`` (default: the sandbox root), as
    ``run_pylint_analysis`` gives it.

    Returns:
        A dict with the spec's example keys ``total_files``, ``files_with_issues``
        and ``details`` (``file``, ``score``, ``issues`` for each file under the
        threshold), plus every file's score under ``files``.

    Raises:
        SecurityError: if the directory is outside the sandbox.
        NotADirectoryError: if the path is not a directory.
    """
    return call_tool(
        "audit_directory",
        sandbox_dir,
        venv=venv,
        python=python,
        directory=directory,
        threshold=threshold,
        engine=engine,
        timeout=timeout,
        use_cache=use_cache,
        root=root,
    )
