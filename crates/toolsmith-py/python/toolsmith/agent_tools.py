"""Tools beyond the spec that agents need to find their way: content search,
name search, outlines, several files read at once. Paths are taken as the
spec takes them (from the working directory, inside the sandbox); results
are dicts, as the MCP server and the CLI's ``--json`` give them.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any

from toolsmith import _core
from toolsmith._call import call_tool
from toolsmith.file_tools import DEFAULT_MAX_BYTES, DEFAULT_MAX_ENTRIES
from toolsmith.sandbox_manager import DEFAULT_SANDBOX_DIR

__all__ = ["search", "find_files", "outline", "read_files", "multi_edit", "apply_patch", "autofix", "repair_syntax", "repair_failing_tests"]

StrPath = str | os.PathLike[str]

# The core's default (said once, in Rust).
DEFAULT_MAX_RESULTS: int = _core.DEFAULT_MAX_RESULTS


def search(
    pattern: str,
    directory: StrPath | None = None,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    fixed_strings: bool = False,
    ignore_case: bool = False,
    globs: Iterable[str] = (),
    context: int = 0,
    max_results: int = DEFAULT_MAX_RESULTS,
) -> dict[str, Any]:
    """Search file contents under ``directory`` (default: the sandbox root) with ripgrep's engine.

    Returns:
        A dict: ``pattern``, ``matches`` (``file``, ``line``, ``column`` and
        ``columns``, 1-based in characters, ``text``, ``before``, ``after``),
        ``count``, ``files_searched``, ``truncated`` and ``skipped``.

    Raises:
        SecurityError: if the directory is outside the sandbox.
        ValueError: for an invalid regular expression or glob (the message
            says what and where).
    """
    return call_tool(
        "search",
        sandbox_dir,
        pattern=pattern,
        directory=directory,
        fixed_strings=fixed_strings,
        ignore_case=ignore_case,
        globs=list(globs),
        context=context,
        max_results=max_results,
    )


def find_files(
    pattern: str,
    directory: StrPath | None = None,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    max_results: int = DEFAULT_MAX_ENTRIES,
) -> dict[str, Any]:
    """The files of any type whose names match a glob (``**/test_*.py``, ``*.toml``).

    Returns:
        A dict: ``pattern``, ``files`` (sorted), ``count``, ``truncated``.
    """
    return call_tool("find_files", sandbox_dir, pattern=pattern, directory=directory, max_results=max_results)


def outline(path: StrPath, sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR) -> dict[str, Any]:
    """Classes and functions of a Python file, or of every file under a directory.

    Returns:
        A dict: ``path``, ``files`` (each ``file_path``, ``symbols`` and an
        ``error`` for a file that does not parse), ``symbols`` (the count).
        Each symbol: ``kind``, ``name``, ``qualname``, ``is_async``, ``line``,
        ``end_line`` (as ``ast`` gives them), ``signature``, ``decorators``,
        ``docstring`` (first line), ``children``.
    """
    return call_tool("outline", sandbox_dir, path=path)


def read_files(
    file_paths: Iterable[StrPath],
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> dict[str, Any]:
    """Read several files in one call; one failure does not sink the others.

    Returns:
        A dict: ``files`` (each ``file_path`` with ``content`` and
        ``total_lines``, or ``error`` and ``kind``), ``count``, ``errors``.
    """
    return call_tool(
        "read_files", sandbox_dir, file_paths=[os.fspath(p) for p in file_paths], max_bytes=max_bytes
    )


def multi_edit(
    file_path: StrPath,
    edits: Iterable[tuple[str, str] | dict[str, str]],
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    replace_all: bool = False,
) -> dict[str, Any]:
    """Several exact replacements in one file, in order, all or nothing.

    Each ``(old, new)`` (or ``{"old": ..., "new": ...}``) applies to the result
    of those before; one refusal leaves the file as it was, and one
    ``code_modifier.undo`` restores it.

    Returns:
        The ``edit_file`` dict, plus ``edits`` (each ``line`` and ``occurrences``).

    Raises:
        ValueError: a text not found (with where it nearly is), found several
            times, edits that overlap.
        SyntaxError: if the edited ``.py`` file would not compile.
    """
    pairs = [e if isinstance(e, dict) else {"old": e[0], "new": e[1]} for e in edits]
    return call_tool("edit_file", sandbox_dir, file_path=file_path, edits=pairs, replace_all=replace_all)


def apply_patch(patch: str, sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR, *, dry_run: bool = False) -> dict[str, Any]:
    """Apply a unified diff (paths relative to the sandbox root) across files, all or nothing.

    Updates, creations (``--- /dev/null``), deletions (``+++ /dev/null``) and
    git renames. A hunk that does not apply, a ``.py`` result that does not
    compile or a path outside the sandbox leaves every file as it was. Each
    changed file can be undone with ``code_modifier.undo``.

    Returns:
        A dict: ``applied``, ``dry_run``, ``files`` (each ``file_path``,
        ``action``, ``from`` for a rename, ``hunks``, ``added``, ``removed``,
        ``new_issues``/``fixed_issues`` for Python files), ``count``.
    """
    return call_tool("apply_patch", sandbox_dir, patch=patch, dry_run=dry_run)


def autofix(
    path: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    unsafe_fixes: bool = False,
    format: bool = True,  # noqa: A002 - the CLI's and the MCP server's name
    dry_run: bool = False,
    pylint: bool = False,
) -> dict[str, Any]:
    """Apply ruff's fixes and formatter to a ``.py`` file or every one under a directory.

    In-process (no model tokens, no ruff install): ruff's safe fixes (also
    the unsafe ones with ``unsafe_fixes``), then ``ruff format``'s defaults
    unless ``format=False``. A file whose result would not compile, or that
    does not compile now, is left as it was; each changed file can be undone
    with ``code_modifier.undo``.

    With ``pylint=True`` the fixes are those of the ruff rules that answer
    the messages pylint reports in each file, and a file's fixes are kept
    only if pylint's score does not fall; each file then also has
    ``pylint``: ``score_before``, ``score_after``, ``fixed`` and
    ``remaining`` (pylint symbols with counts), ``not_kept`` (why not).

    Returns:
        A dict: ``files`` (each ``file_path``, ``changed``, ``fixed``: per rule
        ``code``, ``rule``, ``count``; ``formatted``, ``remaining`` issues and
        ``remaining_count``, ``diff``, ``new_issues``/``fixed_issues``, or
        ``error``), ``files_checked``, ``files_changed``, ``fixed_count``,
        ``remaining_count``, ``errors``, ``applied``, ``dry_run``.
    """
    return call_tool(
        "autofix",
        sandbox_dir,
        path=os.fspath(path),
        unsafe_fixes=unsafe_fixes,
        format=format,
        dry_run=dry_run,
        pylint=pylint,
    )


def repair_syntax(
    file_path: StrPath | None = None,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    code: str | None = None,
    apply: bool = False,
    partial: bool = False,
    candidates: int | None = None,
) -> dict[str, Any]:
    """Repair a file (or ``code``) that CPython will not compile, without a model.

    Small edits near the error are searched and each is checked as CPython
    compiles; any number of errors are repaired in turn. Code that compiles
    is left alone. With ``apply=True`` the best candidate is written to the
    file (undo with ``code_modifier.undo``); with ``partial=True`` too, the
    best partial repair is written when no candidate compiles.

    Returns:
        A dict: ``file_path``, ``compiled`` (nothing to do), ``error`` (the
        first syntax error), ``repaired``, ``candidates`` (each ``rank``,
        ``edits`` with ``line``, ``column``, ``before``, ``after``, ``kind``;
        ``diff``; ``new_issues``), ``partial`` (when none compiles: its
        ``edits``, ``diff`` and the ``remaining`` error), ``errors_found``,
        ``applied``, ``undo_recorded``, ``duration``.
    """
    arguments: dict[str, Any] = {"apply": apply, "partial": partial, "candidates": candidates}
    if code is not None:
        arguments["code"] = code
    if file_path is not None:
        arguments["file_path"] = os.fspath(file_path)
    return call_tool("repair_syntax", sandbox_dir, **arguments)


def repair_failing_tests(
    directory: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    apply: bool = False,
    partial: bool = False,
    budget: float | None = None,
    candidates: int | None = None,
    timeout: float | None = None,
    test_timeout: float | None = None,
) -> dict[str, Any]:
    """Repair a one-line logic bug the failing tests under ``directory`` expose.

    The fault is localized from the lines the failing and the passing tests
    run (Ochiai); edits of the suspicious lines (operators, constants and
    bounds off by one, ``+ 1``, variables, arguments, conditions, methods,
    returned values, statements deleted, copied or made from templates),
    the most likely first, are tested in copies of the sandbox, confined,
    until one makes every test pass or ``budget`` seconds are spent; a
    partial patch (some failing tests pass, none breaks) is taken as a first
    edit and the search goes on from it. ``apply=True`` writes the best
    complete patch (undo with ``code_modifier.undo``); with ``partial=True``
    too, the best partial one when no complete patch is found.

    Returns:
        A dict: ``directory``, ``failing_before``, ``tests_before``,
        ``suspicious`` (``file_path``, ``line``, ``score``), ``candidates``
        (each ``rank``, ``file_path``, ``line``, ``mutation``, ``operators``,
        ``complete``, ``diff``, ``fixes``, ``tests``, ``plausible``),
        ``tried``, ``stopped``, ``budget_exhausted``, ``applied``, ``duration``.
    """
    arguments: dict[str, Any] = {"directory": os.fspath(directory), "apply": apply, "partial": partial, "budget": budget, "candidates": candidates}
    if timeout is not None:
        arguments["timeout"] = timeout
    if test_timeout is not None:
        arguments["test_timeout"] = test_timeout
    return call_tool("repair_failing_tests", sandbox_dir, **arguments)
