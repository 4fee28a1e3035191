"""Read, write and list files inside the sandbox (the spec's ``file_tools``)."""

from __future__ import annotations

import os

import warnings

from toolsmith import _core
from toolsmith._call import call_tool
from toolsmith.sandbox_manager import DEFAULT_SANDBOX_DIR

__all__ = ["read_file", "write_file", "list_files", "DEFAULT_MAX_BYTES", "DEFAULT_MAX_ENTRIES"]

StrPath = str | os.PathLike[str]

# The core's defaults (said once, in Rust).
DEFAULT_MAX_BYTES: int = _core.DEFAULT_MAX_READ_BYTES
DEFAULT_MAX_ENTRIES: int = _core.DEFAULT_MAX_ENTRIES


def read_file(
    file_path: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    start_line: int | None = None,
    end_line: int | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
) -> str:
    """Return the text of a file inside the sandbox.

    Args:
        file_path: Path of the file, e.g. ``./sandbox/project/module.py``.
        sandbox_dir: The sandbox root directory.
        start_line: First line to return (1-based); ``None`` for the start.
        end_line: Last line to return (inclusive); ``None`` for the end.
        max_bytes: Larger files are refused unless read by line range.

    Returns:
        The content as a string (UTF-8; line endings kept as they are).

    Raises:
        SecurityError: if the path is outside the sandbox.
        FileNotFoundError: if the file does not exist.
        IsADirectoryError: if the path is a directory.
        ValueError: for binary content, invalid UTF-8, a FIFO or device, a
            file over ``max_bytes``, or a line range from 0 or backwards.
    """
    result = call_tool(
        "read_file", sandbox_dir, file_path=file_path, start_line=start_line, end_line=end_line, max_bytes=max_bytes
    )
    return result["content"]


def write_file(file_path: StrPath, content: str, sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR) -> bool:
    """Write ``content`` to a file inside the sandbox, creating parent directories.

    The write is atomic (a temporary file renamed over the old one): readers see
    the old content or the new one, never a mix. A symbolic link at the path is
    replaced, never followed. The previous content is kept for
    ``code_modifier.undo``.

    Returns:
        ``True`` once the content is written.

    Raises:
        SecurityError: if the path is outside the sandbox.
        OSError: for any file I/O error during the write.
    """
    call_tool("write_file", sandbox_dir, file_path=file_path, content=content)
    return True


def list_files(
    directory: StrPath,
    sandbox_dir: StrPath = DEFAULT_SANDBOX_DIR,
    *,
    include_hidden: bool = False,
    max_entries: int = DEFAULT_MAX_ENTRIES,
    use_cache: bool = True,
) -> list[str]:
    """List every Python (``.py``) file under ``directory``, recursively, sorted.

    Each path is ``directory`` joined with the file's path under it, so it can be
    passed back to the other tools. ``.git``, ``__pycache__``, ``node_modules``,
    virtualenvs and hidden directories are not entered (``include_hidden=True``
    enters hidden ones). Symbolic links are followed only while they stay inside
    the sandbox. At most ``max_entries`` files are returned (a ``RuntimeWarning``
    says when the list was cut).

    A repeated listing of an unchanged tree is answered from memory after one
    ``stat`` per directory: a directory's change time moves with every file
    created, deleted or renamed in it, so any change is seen. Trees changed in
    the last two seconds, or holding symbolic links, are read every time;
    ``use_cache=False`` reads every time.

    Raises:
        SecurityError: if the directory is outside the sandbox.
        NotADirectoryError: if the path is not a directory.
        FileNotFoundError: if it does not exist.
    """
    listing = call_tool(
        "list_files",
        sandbox_dir,
        directory=directory,
        include_hidden=include_hidden,
        max_entries=max_entries,
        use_cache=use_cache,
    )
    if listing["truncated"]:
        warnings.warn(
            f"toolsmith: list_files stopped at {listing['count']} files (raise max_entries)",
            RuntimeWarning,
            stacklevel=2,
        )
    return listing["files"]
