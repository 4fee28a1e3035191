"""Small context managers we keep rewriting in every project.

- ``working_dir(path)``      chdir for the duration of a block
- ``patched_environ(**kv)``  set/unset environment variables temporarily
- ``timed(label)``           log how long a block took
- ``atomic_write(path)``     write to a temp file and rename into place
- ``SuppressLogged(...)``    like contextlib.suppress, but logs what it swallowed
"""
from __future__ import annotations

import contextlib
import logging
import os
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import IO, Iterator, Optional

__all__ = ["working_dir", "patched_environ", "timed", "atomic_write", "SuppressLogged"]

logger = logging.getLogger(__name__)


@contextlib.contextmanager
def working_dir(path: str | os.PathLike[str]) -> Iterator[Path]:
    previous = Path.cwd()
    os.chdir(path)
    try:
        yield Path.cwd()
    finally:
        os.chdir(previous)


@contextlib.contextmanager
def patched_environ(**changes: Optional[str]) -> Iterator[None]:
    """Set variables for the block; a value of None removes the variable."""
    saved = {name: os.environ.get(name) for name in changes}
    try:
        for name, value in changes.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


class timed(contextlib.ContextDecorator):
    """Log the duration of a block (or of every call, used as a decorator)."""

    def __init__(self, label: str, *, level: int = logging.INFO, threshold: float = 0.0) -> None:
        self.label = label
        self.level = level
        self.threshold = threshold
        self.elapsed: float | None = None

    def __enter__(self) -> "timed":
        self._start = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.elapsed = time.perf_counter() - self._start
        if self.elapsed >= self.threshold:
            logger.log(self.level, "%s took %.3fs", self.label, self.elapsed)


@contextlib.contextmanager
def atomic_write(path: str | os.PathLike[str], mode: str = "w", *, encoding: str | None = "utf-8",
                 fsync: bool = True) -> Iterator[IO]:
    """Write to a temporary file next to ``path`` and rename it over ``path``
    only if the block finishes without an exception."""
    if "r" in mode or "a" in mode:
        raise ValueError("atomic_write only supports write modes")
    path = Path(path)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    if "b" in mode:
        encoding = None
    try:
        with os.fdopen(fd, mode, encoding=encoding) as fh:
            yield fh
            fh.flush()
            if fsync:
                os.fsync(fh.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise


class SuppressLogged:
    """Suppress the given exceptions, logging each one with its traceback.

    ``reraise_after`` turns it into a circuit breaker: after that many
    suppressed exceptions the next one propagates.
    """

    def __init__(self, *exceptions: type[BaseException], log: logging.Logger = logger,
                 message: str = "suppressed exception", reraise_after: Optional[int] = None) -> None:
        self.exceptions = exceptions or (Exception,)
        self.log = log
        self.message = message
        self.reraise_after = reraise_after
        self.count = 0

    def __enter__(self) -> "SuppressLogged":
        return self

    def __exit__(self, exc_type: Optional[type[BaseException]], exc: Optional[BaseException],
                 tb: Optional[TracebackType]) -> bool:
        if exc_type is None or not issubclass(exc_type, self.exceptions):
            return False
        if self.reraise_after is not None and self.count >= self.reraise_after:
            return False
        self.count += 1
        self.log.warning("%s (%d so far)", self.message, self.count, exc_info=(exc_type, exc, tb))
        return True
