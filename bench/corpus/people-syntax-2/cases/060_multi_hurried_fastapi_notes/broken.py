"""Notes API for the team wiki sidebar (FastAPI + SQLite)."""
from __future__ import annotations

import sqlite3
import time
from contextlib import contextmanager
from typing import Iterator, Optional

import httpx
=======
from fastapi import Depends, FastAPI, HTTPException, Query
from pydantic import BaseModel, Field

DB_PATH = "notes.db"
MAX_TITLE = 120
SLACK_HOOK = "https://hooks.slack.com/services/T000/B000/XXXX"

SCHEMA = """
CREATE TABLE IF NOT EXISTS notes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    body TEXT NOT NULL DEFAULT '',
    tags TEXT NOT NULL DEFAULT '',
    pinned INTEGER NOT NULL DEFAULT 0,
    created REAL NOT NULL,
    updated REAL NOT NULL
)
"""

app = FastAPI(title="notes", version="0.4.1")


class NoteIn(BaseModel):
    title: str = Field(..., max_length=MAX_TITLE)
    body: str = ""
    tags: list[str] = []
    pinned: bool = False


class NoteOut(NoteIn):
    id: int
    created: float
    updated: float


@contextmanager
def connect() -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
        conn.commit()
    finally:
        conn.close()


def get_db() -> Iterator[sqlite3.Connection]:
    with connect() as conn:
        yield conn


def row_to_note(row: sqlite3.Row) -> NoteOut:
    return NoteOut(
        id=row["id"],
        title=row["title"],
        body=row["body"],
        tags=[t for t in row["tags"].split(",") if t],
        pinned=bool(row["pinned"]),
        created=row["created"],
        updated=row["updated"],
    )


async def announce(note: NoteOut) -> None:
    if not note.pinned:
        return
    async with httpx.AsyncClient(timeout=5) as client:
        await client.post(SLACK_HOOK, json={"text": f":pushpin: pinned note: {note.title}"})


@app.on_event("startup")
def init_db() -> None:
    with connect() as conn:
        conn.execute(SCHEMA)


@app.get("/notes", response_model=list[NoteOut])
def list_notes(
    tag: Optional[str] = None,
    q: Optional[str] = Query(None, min_length=2),
    limit = 50: int,
    db: sqlite3.Connection = Depends(get_db),
):
    sql = "SELECT * FROM notes WHERE 1=1"
    params: list = []
    if tag:
        sql += " AND (',' || tags || ',') LIKE ?"
        params.append(f"%,{tag},%")
    if q:
        sql += " AND (title LIKE ? OR body LIKE ?)"
        params += [f"%{q}%", f"%{q}%"
    sql += " ORDER BY pinned DESC, updated DESC" \ 
           " LIMIT ?"
    params.append(limit)
    return [row_to_note(r) for r in db.execute(sql, params)]


@app.get("/notes/{note_id}", response_model=NoteOut)
def get_note(note_id: int, db: sqlite3.Connection = Depends(get_db)):
    row = db.execute("SELECT * FROM notes WHERE id = ?", (note_id,)).fetchone()
    if row is None:
        raise HTTPException(status_code=404, detail="note not found")
    return row_to_note(row)


@app.post("/notes", response_model=NoteOut, status_code=201)
async def create_note(note: NoteIn, db: sqlite3.Connection = Depends(get_db)):
    now = time.time()
    cur = db.execute(
        "INSERT INTO notes (title, body, tags, pinned, created, updated) VALUES (?, ?, ?, ?, ?, ?)",
        (note.title, note.body, ",".join(note.tags), int(note.pinned), now, now),
    )
    created = NoteOut(id=cur.lastrowid, created=now, updated=now, **note.dict())
    await announce(created)
    return created


@app.put("/notes/{note_id}", response_model=NoteOut)
def update_note(note_id: int, note: NoteIn, db: sqlite3.Connection = Depends(get_db)):
    old = db.execute("SELECT * FROM notes WHERE id = ?", (note_id,)).fetchone()
    if old is None:
        raise HTTPException(status_code=404, detail="note not found")
    now = time.time()
    db.execute(
        "UPDATE notes SET title = ?, body = ?, tags = ?, pinned = ?, updated = ? WHERE id = ?",
        (note.title, note.body, ",".join(note.tags), int(note.pinned), now, note_id),
    )
    updated = NoteOut(id=note_id, created=old["created"], updated=now, **note.dict())
    if note.pinned and not old["pinned"]:
        await announce(updated)
    return updated


@app.delete("/notes/{note_id}", status_code=204)
def delete_note(note_id: int, db: sqlite3.Connection = Depends(get_db)):
    cur = db.execute("DELETE FROM notes WHERE id = ?", (note_id,))
    if cur.rowcount == 0:
        raise HTTPException(status_code=404, detail="note not found")


@app.get("/tags")
def list_tags(db: sqlite3.Connection = Depends(get_db)) -> dict[str, int]:
    counts: dict[str, int] = {}
    for (tags,) in db.execute("SELECT tags FROM notes"):
        for t in filter(None, tags.split(",")):
            counts[t] = counts.get(t, 0) + 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


@app.get("/stats")
def stats(db: sqlite3.Connection = Depends(get_db)):
    total, pinned, last = db.execute(
        "SELECT COUNT(*), COALESCE(SUM(pinned), 0), MAX(updated) FROM notes"
    ).fetchone()
    return {
        "total": total,
        "pinned": pinned
        "last_update": last,
        "db": DB_PATH,
    }
