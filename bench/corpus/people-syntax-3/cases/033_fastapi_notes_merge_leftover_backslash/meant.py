from datetime import datetime, timezone
from typing import Optional
from uuid import uuid4

from fastapi import FastAPI, HTTPException, Query
from pydantic import BaseModel, Field

app = FastAPI(title="notes")


class NoteIn(BaseModel):
    title: str = Field(min_length=1, max_length=200)
    body: str = ""
    tags: list[str] = []


class Note(NoteIn):
    id: str
    created_at: datetime
    updated_at: Optional[datetime] = None


NOTES: dict[str, Note] = {}


@app.post("/notes", response_model=Note, status_code=201)
def create_note(payload: NoteIn) -> Note:
    note = Note(id=uuid4().hex, created_at=datetime.now(timezone.utc), **payload.dict())
    NOTES[note.id] = note
    return note


@app.get("/notes", response_model=list[Note])
def list_notes(tag: Optional[str] = None, limit: int = Query(50, le=200)) -> list[Note]:
    notes = sorted(NOTES.values(), key=lambda n: n.created_at, reverse=True)
    if tag is not None:
        notes = [n for n in notes if tag in n.tags]
    return notes[:limit]


@app.get("/notes/{note_id}", response_model=Note)
def get_note(note_id: str) -> Note:
    try:
        return NOTES[note_id]
    except KeyError:
        raise HTTPException(status_code=404, detail="note not found")


@app.put("/notes/{note_id}", response_model=Note)
def update_note(note_id: str, payload: NoteIn) -> Note:
    if note_id not in NOTES:
        raise HTTPException(status_code=404, detail="note not found")
    old = NOTES[note_id]
    note = old.copy(update={**payload.dict(), "updated_at": datetime.now(timezone.utc)})
    NOTES[note_id] = note
    return note


@app.delete("/notes/{note_id}", status_code=204)
def delete_note(note_id: str) -> None:
    NOTES.pop(note_id, None)
