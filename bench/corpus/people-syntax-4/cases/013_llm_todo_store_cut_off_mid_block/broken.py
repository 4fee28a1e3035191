Great question! Below is a small command-line todo app that stores tasks in a JSON file in your home folder. I'll build it up in pieces, starting with the data layer:

```python
import json
import sys
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

DB_PATH = Path.home() / ".todo.json"


@dataclass
class Task:
    id: int
    title: str
    done: bool = False
    created: str = field(default_factory=lambda: datetime.now().isoformat(timespec="seconds"))


def load_tasks(path=DB_PATH):
    if not path.exists():
        return []
    with open(path, encoding="utf-8") as f:
        raw = json.load(f)
    return [
        Task(
            id=item["id"],
            title=item["title"],
            done=item["done"],
            created=item["created"],
        )
        for item in raw
    ]


def add_task(tasks, title):
    next_id = max((t.id for t in tasks), default=0) + 1
    task = Task(id=next_id, title=title)
    tasks.append(task)
    return task


def complete_task(tasks, task_id):
    for t in tasks:
        if t.id == task_id:
            t.done = True
            return t
    raise KeyError(f"no task with id {task_id}")


def save_tasks(tasks, path=DB_PATH):
    data = [
        {
            "id": t.id,
            "title": t.title,
            "done": t.done,
            "created": t.crea