import json
import os
from datetime import date


class Task:
    def __init__(self, title, due=None, done=False, priority=2):
        if not title.strip():
            raise ValueError("empty title")
        self.title = title
        self.due = due
        self.done = done
        self.priority = priority

    def is_overdue(self, today=None):
        today = today or date.today().isoformat()
        return (not self.done) and self.due is not None and self.due < today

    def to_dict(self):
        return {"title": self.title, "due": self.due, "done": self.done, "priority": self.priority}

    @classmethod
    def from_dict(cls, d):
        return cls(d["title"], d.get("due"), d.get("done", False), d.get("priority", 2))


class TodoList:
    """
    >>> t = TodoList()
    >>> t.add("write report", due="2024-01-10", priority=1)
    0
    >>> t.add("buy milk")
    1
    >>> t.complete(1)
    >>> [x.title for x in t.pending()]
    ['write report']
    >>> [x.title for x in t.overdue("2024-02-01")]
    ['write report']
    """

    def __init__(self, path=None):
        self.path = path
        self.tasks = []

    def add(self, title, due=None, priority=2):
        self.tasks.append(Task(title, due, priority=priority))
        return len(self.tasks) - 1

    def complete(self, index):
        if not 0 <= index < len(self.tasks):
            raise IndexError("no such task")
        self.tasks[index].done = True

    def pending(self):
        return sorted((t for t in self.tasks if not t.done), key=lambda t: (t.priority, t.title))

    def overdue(self, today=None):
        return [t for t in self.tasks if t.is_overdue(today)]

    def save(self):
        with open(self.path, "w", encoding="utf-8") as f:
            json.dump([t.to_dict() for t in self.tasks], f)

    def load(self):
        if self.path and os.path.exists(self.path):
            with open(self.path, encoding="utf-8") as f:
                self.tasks = [Task.from_dict(d) for d in json.load(f)]
        return self


def summary(todo):
    done = sum(t.done for t in todo.tasks)
    return f"{done}/{len(todo.tasks)} done"


if __name__ == "__main__":
    todo = TodoList()
    todo.add("water plants")
    todo.add("call mum", priority=1)
    todo.complete(0)
    print(summary(todo), [t.title for t in todo.pending()])
