"""A small FastAPI service for a to-do list, with pydantic models."""
from datetime import datetime
from typing import Optional

from fastapi import FastAPI, HTTPException, Query
from pydantic import BaseModel, Field

app = FastAPI(title="Todo API", version="0.2.0")


class TodoIn(BaseModel)
    title: str = Field(..., min_length=1, max_length=200)
    done: bool = False
    due: Optional[datetime] = None
    tags: list[str] = []


class Todo(TodoIn):
    id: int
    created: datetime


DB: dict[int, Todo] = {}
NEXT_ID = 1


@app.get("/todos", response_model=list[Todo])
async def list_todos(done: Optional[bool] = None, tag: Optional[str] = Query(None, max_length=30):
    items = list(DB.values())
    if done is not None:
        items = [t for t in items if t.done == done
    if tag:
        items = [t for t in items if tag in t.tags]
    return sorted(items, key=lambda t: (t.done, t.due or datetime.max))


@app.post("/todos", response_model=Todo, status_code=201)
async def create_todo(todo: TodoIn)
    global NEXT_ID
    item = Todo(id=NEXT_ID, created=datetime.now(), **todo.model_dump())
    DB[item.id] = item
    NEXT_ID += 1
    return item


@app.get("/todos/{todo_id}", response_model=Todo)
async def get_todo(todo_id: int):
    try:
        return DB[todo_id]
    except KeyError
        raise HTTPException(status_code=404, detail=f"Todo {todo_id} not found")


@app.patch("/todos/{todo_id}", response_model=Todo)
async def update_todo(todo_id: int, changes: dict):
    item = await get_todo(todo_id)
    allowed = {"title", "done", "due", "tags"}
    unknown = set(changes) - allowed
    if unknown:
        raise HTTPException(status_code=422, detail=f"Unknown fields: {sorted(unknown)")
    updated = item.model_copy(update=changes)
    DB[todo_id] = updated
    return updated


@app.delete("/todos/{todo_id}", status_code=204)
async def delete_todo(todo_id: int):
    if DB.pop(todo_id, None) is None
        raise HTTPException(status_code=404, detail="not found")


@app.get("/stats")
async def stats():
    total = len(DB)
    done = sum(1 for t in DB.values() if t.done)
    overdue = [t.id for t in DB.values() if t.due and t.due < datetime.now() and not t.done]
    return {"total": total, "done": done, "open": total - done "overdue": overdue}
