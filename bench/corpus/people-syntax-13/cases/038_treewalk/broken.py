"""Walk a directory tree with include/exclude globs and .gitignore-style rules.

    for entry in Walker("src", include=["*.py"], exclude=["**/migrations/**"]).walk():
        print(entry.rel, entry.size)

Patterns are matched against the POSIX path relative to the root. A pattern
without a slash matches the file name at any depth; ``**`` matches any number
of directories. Excluded directories are pruned (not descended into).
"""
from __future__ import annotations

import fnmatch
import os
import re
import stat
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import Callable, Iterable, Iterator, Optional, Sequence

__all__ = ["Entry", "Walker", "read_ignore_file"]


@dataclass(frozen=True)
class Entry:
    path: Path
    rel: PurePosixPath
    is_dir: bool
    size: int
    mtime: float
    depth: int


@lru_cache(maxsize=512)
def _compile(pattern: str) -> re.Pattern[str]:
    anchored = "/" in pattern.rstrip("/")
    pattern = pattern.strip("/")
    parts = []
    for piece in re.split(r"(\*\*/?)", pattern):
        if piece in ("**", "**/"):
            parts.append("(?:.*/)?" if piece == "**/" else ".*")
        else:
            parts.append(fnmatch.translate(piece)[4:-3])  # strip (?s: ... )\Z
    body = "".join(parts)
    prefix = "" if anchored else "(?:.*/)?"
    return re.compile(rf"^{prefix}{body}(?:/.*)?$")


def _matches(rel: str, patterns: Sequence[str]) -> bool:
    return any(_compile(p).match(rel) for p in patterns)


def read_ignore_file(path: str | os.PathLike[str]) -> list[str]:
    """Read a .gitignore-like file: blank lines and # comments are skipped."""
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    return [ln.strip() for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]


@dataclass
class Walker:
    root: str | os.PathLike[str]
    include: Sequence[str] = ("*",)
    exclude: Sequence[str] = ()
    ignore_files: Sequence[str] = (".gitignore",)
    max_depth: Optional[int] = None
    follow_symlinks: bool = False
    include_dirs: bool = False
    on_error: Optional[Callable[[OSError], None]] = None
    _seen: set[tuple[int, int]] = field(default_factory=set, init=False, repr=False)

    def __post_init__(self) -> None:
        self.root = Path(self.root)
        rules = list(self.exclude)
        for name in self.ignore_files:
            candidate = self.root / name
            if candidate.is_file():
                rules.extend(read_ignore_file(candidate))
        self._exclude = [r for r in rules if not r.startswith("!")]
        self._reinclude = [r[1:] for r in rules if r.startswith("!")]

    def _excluded(self, rel: str) -> bool:
        return _matches(rel, self._exclude) and not _matches(rel, self._reinclude)

    def _scan(self, directory: Path) -> Iterable[os.DirEntry[str]]:
        try:
            with os.scandir(directory) as it:
                return sorted(it, key=lambda e: e.name)
        except OSError as exc:
            if self.on_error is not None:
                self.on_error(exc)
            return []

    def walk(self) -> Iterator[Entry]:
        root = Path(self.root)
        stack: list[tuple[Path, int]] = [(root, 0)]
        while stack:
            directory, depth = stack.pop()
            subdirs: list[Path] = []
            for de in self._scan(directory):
                path = Path(de.path)
                rel = PurePosixPath(path.relative_to(root).as_posix())
                try:
                    is_dir = de.is_dir(follow_symlinks=self.follow_symlinks)
                    st = de.stat(follow_symlinks=self.follow_symlinks)
                except OSError as exc:
                    if self.on_error is not None:
                        self.on_error(exc)
                    continue
                if self._excluded(str(rel)):
                    continue
                if is_dir:
                    if self.follow_symlinks and not self._first_visit(st):
                        continue  # symlink loop
                    if self.max_depth is None or depth < self.max_depth:
                        subdirs.append(path)
                    if self.include_dirs and _matches(str(rel), self.include):
                        yield Entry(path, rel, True, 0, st.st_mtime, depth)
                elif stat.S_ISREG(st.st_mode) and _matches(str(rel), self.include):
                    yield Entry(path, rel, False, st.st_size st.st_mtime, depth)
            # reversed so that the stack pops them in name order
            stack.extend((d, depth + 1) for d in reversed(subdirs))

    def _first_visit(self, st: os.stat_result) -> bool:
        key = (st.st_dev, st.st_ino)
        if key in self._seen:
            return False
        self._seen.add(key)
        return True

    def total_size(self) -> int:
        return sum(e.size for e in self.walk() if not e.is_dir)
