"""Run pytest on code in the sandbox (the spec's ``pytest_tool``), confined.

The code under test runs with no network, writes allowed only in the sandbox
and a private temporary directory, limits on time, memory and processes, and
an environment without the caller's secrets (API keys and the like). Counts
come from pytest's own reports (a reporting plugin), not from its text output.
On a time-out the process tree is killed; the result keeps what pytest
reported before, with ``timed_out``, ``error`` and ``operation`` set.

pytest runs in the project's own environment (``venv=``, ``python=``, else
``$VIRTUAL_ENV``, a ``.venv`` at the sandbox root, or what ``env_sync()``
made), the pinned pytest put on its path, never installed into it; each
result's ``environment`` says which, and what declared dependency it lacks.
"""

from __future__ import annotations

import os
from typing import Any

from toolsmith import _core
from toolsmith._call import call_tool, mark_timeout
from toolsmith.sandbox_manager import DEFAULT_SANDBOX_DIR

__all__ = ["run_pytest", "run_single_test", "get_failing_tests", "probe", "DEFAULT_TIMEOUT", "DEFAULT_SINGLE_TEST_TIMEOUT"]

# The core's time limits (said once, in Rust): a directory's run, one test file's.
DEFAULT_TIMEOUT: float = _core.DEFAULT_TEST_TIMEOUT
DEFAULT_SINGLE_TEST_TIMEOUT: float = _core.DEFAULT_SINGLE_TEST_TIMEOUT

StrPath = str | os.PathLike[str]


def run_pytest(
    directory: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    test_timeout: float | None = None,
    venv: StrPath | None = None,
    python: StrPath | None = None,
) -> dict[str, Any]:
    """Run every pytest test under ``directory``.

    Each test has a limit of its own (``test_timeout``, default half of
    ``timeout``): a test over it is stopped from outside (whatever signals it
    blocks), reported as failed with where it was, and the run goes on with
    the tests not yet run; only ``timeout`` stops everything, and the tests
    that never ran are listed under ``not_run``.

    Returns:
        A dict with the spec's keys: ``directory``, ``passed``, ``failed``,
        ``skipped``, ``total``, ``success_rate`` (0-100, two decimals),
        ``exit_code`` (pytest's; -1 if killed at the limit), ``tests`` (``name``
        = node id, ``status``, ...) and ``error_log``; plus ``errors``,
        ``xfailed``, ``xpassed``, ``duration``, ``timed_out``,
        ``timed_out_tests`` (stopped at their own limit), ``not_run``,
        ``test_timeout``, ``confinement``, ``environment`` and ``output``.

    Raises:
        SecurityError: if the directory is outside the sandbox.
        NotADirectoryError: if the path is not a directory.
        FileNotFoundError: if it does not exist.
    """
    result = call_tool(
        "run_pytest", sandbox_dir, venv=venv, python=python, directory=directory, timeout=timeout, test_timeout=test_timeout
    )
    return mark_timeout(result, "run_pytest", timeout)


def run_single_test(
    test_file: StrPath,
    test_name: str | None = None,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    timeout: float = DEFAULT_SINGLE_TEST_TIMEOUT,
    test_timeout: float | None = None,
    venv: StrPath | None = None,
    python: StrPath | None = None,
) -> dict[str, Any]:
    """Run one test file, or one test in it.

    Args:
        test_file: The test file, e.g. ``./sandbox/project/test_x.py``.
        test_name: A test of that file by node id: ``test_x``,
            ``TestClass::test_x`` or ``test_x[param]``; ``None`` for the whole
            file. A name the file does not define is an error (``ValueError``),
            not an empty success.
        sandbox_dir: The sandbox root directory.
        timeout: Seconds before the run is killed.

    Returns:
        A dict with the spec's keys ``test_file``, ``test_name``, ``passed``,
        ``failed``, ``success`` (at least one test ran and none failed) and
        ``output``; plus the counts and ``tests`` of ``run_pytest``.

    Raises:
        SecurityError: if the file is outside the sandbox.
        FileNotFoundError: if the file does not exist.
    """
    result = call_tool(
        "run_single_test",
        sandbox_dir,
        venv=venv,
        python=python,
        test_file=test_file,
        test_name=test_name,
        timeout=timeout,
        test_timeout=test_timeout,
    )
    return mark_timeout(result, "run_single_test", timeout)


def get_failing_tests(
    directory: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    timeout: float = DEFAULT_TIMEOUT,
    test_timeout: float | None = None,
    venv: StrPath | None = None,
    python: StrPath | None = None,
) -> dict[str, Any]:
    """Run the tests under ``directory`` and describe the ones that fail.

    Returns:
        A dict with the spec's keys ``failed_count``, ``failing_tests`` (each:
        ``name`` = node id, ``status`` ``"failed"`` or ``"error"``, ``message``,
        ``file``, ``line``, ``traceback``) and ``error_log``.

    Raises:
        SecurityError: if the directory is outside the sandbox.
        NotADirectoryError: if the path is not a directory.
    """
    result = call_tool(
        "get_failing_tests", sandbox_dir, venv=venv, python=python, directory=directory, timeout=timeout, test_timeout=test_timeout
    )
    return mark_timeout(result, "get_failing_tests", timeout)


def probe(
    path: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    timeout: float | None = None,
    max_calls: int | None = None,
    budget: float | None = None,
    write_checks: StrPath | None = None,
    venv: StrPath | None = None,
    python: StrPath | None = None,
) -> dict[str, Any]:
    """Find bugs in code that has no tests, by running it on inputs the code itself gives.

    The functions of ``path`` (a file or a directory) run confined, as the
    tests do (no network, the project read-only, no secrets), each call in
    its own child under ``timeout`` seconds (default 2), on: its doctest
    examples, its ``if __name__ == "__main__":`` blocks, the calls it makes
    with literal arguments, and a few small inputs made from signatures
    (these count only for a hang or an endless recursion). Code that does
    I/O, waits, or keeps state is never run on inputs it was not given.
    ``write_checks`` names a directory (inside the sandbox) to write the
    findings into as a pytest file; nothing is written otherwise.

    Returns:
        A dict: ``path``, ``findings`` (each ``kind`` ``"hang"``, ``"crash"``
        or ``"doctest"``, ``call``, ``source`` (``doctest``, ``main block``,
        ``call site``, ``signature``, ``import``), ``origin``, ``module``,
        ``file``, and ``exception``, ``message``, ``raised_at``,
        ``expected``, ``got``, ``seconds`` as they apply), ``hangs``,
        ``crashes``, ``doctest_mismatches``, ``calls_run``,
        ``calls_skipped``, ``skipped_reasons``, ``checks_written``,
        ``confinement``, ``environment``, ``duration``.
    """
    return call_tool(
        "probe",
        sandbox_dir,
        venv=venv,
        python=python,
        path=path,
        timeout=timeout,
        max_calls=max_calls,
        budget=budget,
        write_checks=write_checks,
    )
