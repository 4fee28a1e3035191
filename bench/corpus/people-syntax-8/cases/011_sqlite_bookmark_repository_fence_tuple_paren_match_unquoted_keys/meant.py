"""SQLite-backed repository for bookmarks."""
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from typing import Iterator

SCHEMA = """
CREATE TABLE IF NOT EXISTS bookmarks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    url TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '',
    added_at TEXT NOT NULL,
    visits INTEGER NOT NULL DEFAULT 0
);
"""


@dataclass
class Bookmark:
    url: str
    title: str = ""
    tags: tuple[str, ...] = ()
    added_at: datetime | None = None
    visits: int = 0
    id: int | None = None


class BookmarkRepository:
    def __init__(self, path: str = "bookmarks.db"):
        self.conn = sqlite3.connect(path)
        self.conn.row_factory = sqlite3.Row
        self.conn.executescript(SCHEMA)

    def close(self) -> None:
        self.conn.close()

    @staticmethod
    def _from_row(row: sqlite3.Row) -> Bookmark:
        return Bookmark(
            url=row["url"],
            title=row["title"],
            tags=tuple(t for t in row["tags"].split(",") if t),
            added_at=datetime.fromisoformat(row["added_at"]),
            visits=row["visits"],
            id=row["id"],
        )

    def add(self, bm: Bookmark) -> Bookmark:
        added = bm.added_at or datetime.now()
        with self.conn:
            cur = self.conn.execute(
                "INSERT INTO bookmarks (url, title, tags, added_at) VALUES (?, ?, ?, ?)",
                (bm.url, bm.title, ",".join(sorted(set(bm.tags))), added.isoformat()),
            )
        return Bookmark(bm.url, bm.title, bm.tags, added, 0, cur.lastrowid)

    def get(self, url: str) -> Bookmark | None:
        row = self.conn.execute("SELECT * FROM bookmarks WHERE url = ?", (url,)).fetchone()
        return self._from_row(row) if row else None

    def record_visit(self, url: str) -> None:
        with self.conn:
            self.conn.execute("UPDATE bookmarks SET visits = visits + 1 WHERE url = ?", (url,))

    def find(self, tag: str | None = None, order: str = "recent") -> list[Bookmark]:
        match order:
            case "recent":
                order_by = "added_at DESC"
            case "popular":
                order_by = "visits DESC, added_at DESC"
            case "title" | "alpha":
                order_by = "title COLLATE NOCASE"
            case other:
                raise ValueError(f"unknown order: {other!r}")
        rows = self.conn.execute(f"SELECT * FROM bookmarks ORDER BY {order_by}").fetchall()
        bookmarks = [self._from_row(r) for r in rows]
        if tag is not None:
            bookmarks = [b for b in bookmarks if tag in b.tags]
        return bookmarks

    def import_items(self, items: list[dict]) -> int:
        added = 0
        for item in items:
            match item:
                case {"url": str(url), "title": str(title), **rest}:
                    tags = tuple(rest.get("tags", ()))
                case {"uri": str(url), "name": str(title)}:  # Firefox backup format
                    tags = ()
                case {"url": str(url)}:
                    title, tags = "", ()
                case _:
                    continue
            if self.get(url) is None:
                self.add(Bookmark(url, title, tags))
                added += 1
        return added

    def iter_domains(self) -> Iterator[tuple[str, int]]:
        with closing(self.conn.cursor()) as cur:
            cur.execute("SELECT url FROM bookmarks")
            counts: dict[str, int] = {}
            for (url,) in cur:
                domain = url.split("://", 1)[-1].split("/", 1)[0].removeprefix("www.")
                counts[domain] = counts.get(domain, 0) + 1
        yield from sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
