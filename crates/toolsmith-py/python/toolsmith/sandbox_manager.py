"""The sandbox: every path a tool touches must resolve inside one directory.

Paths are checked by the Rust core through a handle on the sandbox directory
(``openat2`` with ``RESOLVE_BENEATH`` on Linux), not by comparing strings, so
``..``, symbolic links and look-alike prefixes (``./sandbox_evil``) cannot lead
out of it.
"""

from __future__ import annotations

import os

from toolsmith import _core
from toolsmith._core import SecurityError

__all__ = ["DEFAULT_SANDBOX_DIR", "SecurityError", "is_path_in_sandbox"]

DEFAULT_SANDBOX_DIR = "./sandbox"


def is_path_in_sandbox(path: str | os.PathLike[str], sandbox_dir: str | os.PathLike[str] = DEFAULT_SANDBOX_DIR) -> bool:
    """Check that ``path`` lies strictly within ``sandbox_dir``.

    ``path`` is taken as given (relative to the working directory, like
    ``./sandbox/x.py``, or absolute). The parts of it that exist are resolved
    through the sandbox directory, symbolic links included; the rest is a name
    still to be created inside.

    Returns:
        ``True`` if the path is the sandbox root or beneath it.

    Raises:
        SecurityError: if the path resolves outside the sandbox.
        OSError: if ``sandbox_dir`` cannot be opened (``FileNotFoundError`` when missing).
    """
    return _core.is_path_in_sandbox(path, sandbox_dir)
