"""Notes API: CRUD endpoints for the notes service."""
import logging
from datetime import datetime, timezone
from typing import Annotated
from uuid import UUID, uuid4

from fastapi import APIRouter, Depends, HTTPException, Query, status
from pydantic import BaseModel, Field

from .auth import User, current_user
from .storage import NoteStore, get_store

router = APIRouter(prefix="/notes", tags=["notes"])
log = logging.getLogger(__name__)


class NoteIn(BaseModel):
    title: str = Field(min_length=1, max_length=200)
    body: str = ""
    tags: list[str] = Field(default_factory=list, max_length=10)


class NoteOut(NoteIn):
    id: UUID
    owner: str
    created_at: datetime
    updated_at: datetime


StoreDep = Annotated[NoteStore, Depends(get_store)]
UserDep = Annotated[User, Depends(current_user)]


def _get_owned(store: NoteStore, note_id: UUID, user: User) -> dict:
    note = store.get(note_id)
    if note is None or note["owner"] != user.username:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"note {note_id} not found")
    return note


@router.get("/", response_model=list[NoteOut])
def list_notes(
    store: StoreDep,
    user: UserDep,
    tag: str | None = None,
    q: Annotated[str | None, Query(max_length=100)] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
):
    notes = store.by_owner(user.username)
    if tag:
        notes = [n for n in notes if tag in n["tags"]]
    if q:
        needle = q.lower()
        notes = [n for n in notes if needle in n["title"].lower() or needle in n["body"].lower()]
    notes.sort(key=lambda n: n["updated_at"], reverse=True)
    return notes[:limit]


# ... other endpoints unchanged ...


@router.post("/", response_model=NoteOut, status_code=status.HTTP_201_CREATED)
def create_note(payload: NoteIn, store: StoreDep, user: UserDep):
    now = datetime.now(timezone.utc)
    note = {
        **payload.model_dump(),
        "id": uuid4(),
        "owner": user.username,
        "created_at": now,
        "updated_at": now,
    }
    store.put(note)
    return note


@router.put("/{note_id}", response_model=NoteOut)
def update_note(note_id: UUID, payload: NoteIn, store: StoreDep, user: UserDep):
    note = _get_owned(store, note_id, user)
    note.update(payload.model_dump(), updated_at=datetime.now(timezone.utc))
    store.put(note)
    return note


@router.delete("/{note_id}", status_code=status.HTTP_204_NO_CONTENT)
def delete_note(note_id: UUID, store: StoreDep, user: UserDep):
    note = _get_owned(store, note_id, user)
    store.delete(note_id)
    log.info(f"{user.username} deleted note {note['title']!r}")
