"""Check, change and measure Python code (the spec's ``code_modifier``).

Syntax is checked as CPython 3.11 compiles it (parser errors and the
compile-time checks: ``return`` outside a function, ``nonlocal`` at module
level, ...), with CPython's message, line and column, without running or
importing anything. Every change is atomic and can be undone.
"""

from __future__ import annotations

import os
from typing import Any

from toolsmith import _core
from toolsmith._call import call_tool
from toolsmith.sandbox_manager import DEFAULT_SANDBOX_DIR

__all__ = [
    "validate_python_syntax",
    "apply_fix",
    "edit_file",
    "undo",
    "add_docstring",
    "get_code_metrics",
]

StrPath = str | os.PathLike[str]


def validate_python_syntax(code: str, *, filename: str = "<unknown>", target: str = "3.11") -> None:
    """Check that ``code`` is valid Python, without executing it.

    Args:
        code: The source to check.
        filename: The name the ``SyntaxError`` carries (as in ``ast.parse``).
        target: The Python version to check against (``"3.10"`` ... ``"3.14"``).

    Returns:
        ``None`` if the code compiles.

    Raises:
        SyntaxError: CPython's verdict, with ``msg``, ``lineno``, ``offset``
            (1-based, in characters), ``text`` and ``filename`` set.
    """
    verdict = call_tool("validate_python_syntax", ".", code=code, filename=filename, target=target)
    if not verdict["valid"]:
        raise _core.syntax_error(verdict["error"], filename, code)


def apply_fix(file_path: StrPath, fixed_code: str, sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR) -> dict[str, Any]:
    """Replace a file's content with ``fixed_code`` if it compiles (creates the file if new).

    Nothing is written when the code has a syntax error. The previous content is
    kept for ``undo``.

    Returns:
        A dict with the spec's keys ``file_path``, ``original_size``,
        ``new_size`` and ``size_change`` (characters, new - original); plus
        ``created``, ``diff`` (unified) and ``undo_recorded``.

    Raises:
        SecurityError: if the path is outside the sandbox.
        SyntaxError: if ``fixed_code`` does not compile (``filename`` is
            ``file_path``, ``text`` the offending line of ``fixed_code``).
    """
    return call_tool("apply_fix", sandbox_dir, file_path=file_path, fixed_code=fixed_code)


def edit_file(
    file_path: StrPath, old: str, new: str, sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR, *, replace_all: bool = False
) -> dict[str, Any]:
    """Replace the one exact occurrence of ``old`` with ``new`` in a file.

    Bytes outside the replaced span are left as they are; ``\\n`` in ``old`` and
    ``new`` matches a file with CRLF line endings. A ``.py`` file must still
    compile afterwards, or nothing is written.

    Returns:
        A dict with ``file_path``, ``line`` (where the edit starts), sizes,
        ``size_change`` and ``diff``.

    Raises:
        SecurityError: if the path is outside the sandbox.
        FileNotFoundError: if the file does not exist.
        ValueError: if ``old`` occurs no times or more than once (the message
            says where it nearly occurs: whitespace, tabs, line endings), unless
            ``replace_all``.
        SyntaxError: if the edited ``.py`` file would not compile.
    """
    return call_tool("edit_file", sandbox_dir, file_path=file_path, old=old, new=new, replace_all=replace_all)


def undo(file_path: StrPath, sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR, *, force: bool = False) -> dict[str, Any]:
    """Restore a file as it was before Toolsmith's last write, fix or edit of it.

    Up to 20 steps per file are kept in the user's state directory, outside the
    sandbox. Refused if the file changed since Toolsmith wrote it, unless
    ``force=True``.

    Returns:
        A dict with ``file_path``, ``action`` (``"restored"``, or ``"removed"`` when the change had created the file),
        ``undone`` (the operation undone) and ``remaining`` (steps left).

    Raises:
        SecurityError: if the path is outside the sandbox.
        ValueError: if there is nothing to undo, or the file changed since.
    """
    return call_tool("undo", sandbox_dir, file_path=file_path, force=force)


def add_docstring(file_path: StrPath, sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR) -> dict[str, Any]:
    """Count the functions and classes of a file that lack a docstring (inserts nothing).

    Returns:
        A dict with the spec's keys ``file_path`` and ``missing_docstrings``;
        plus ``missing`` (``name``, ``kind``, ``line`` of each) and
        ``module_docstring_missing``.

    Raises:
        SecurityError: if the path is outside the sandbox.
        FileNotFoundError: if the file does not exist.
        SyntaxError: if the file does not parse.
    """
    return call_tool("add_docstring", sandbox_dir, file_path=file_path)


def get_code_metrics(file_path: StrPath, sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR) -> dict[str, Any]:
    """Measure a Python file.

    Returns:
        A dict with the spec's keys ``file_path``, ``lines_of_code`` (lines as
        ``str.splitlines()`` counts them), ``functions`` (``def`` and ``async
        def`` at any depth, methods included), ``classes`` and ``has_main`` (an
        ``if __name__ == "__main__":`` block); plus blank/comment/code line
        counts and the McCabe complexity of each function.

    Raises:
        SecurityError: if the path is outside the sandbox.
        FileNotFoundError: if the file does not exist.
        SyntaxError: if the file does not parse.
    """
    return call_tool("get_code_metrics", sandbox_dir, file_path=file_path)
