"""Task scheduling with priorities, written with modern Python features."""
from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Callable


class Priority(IntEnum)
    LOW = 3
    NORMAL = 2
    HIGH = 1
    CRITICAL = 0


@dataclass(order=True)
class Task:
    priority: Priority
    sequence: int
    name: str = field(compare=False)
    action: Callable[[], object] = field(compare=False, repr=False)
    depends_on: tuple[str, ...] = field(default=(), compare=False)


class Scheduler:
    def __init__(self) -> None
        self._queue: list[Task] = []
        self._counter = itertools.count()
        self._done: dict[str, object] = {}

    def add(self, name: str, action: Callable[[], object], *, priority: Priority = Priority.NORMAL,
            depends_on: tuple[str, ...] = ()) -> Task:
        task = Task(priority, next(self._counter), name, action, depends_on)
        heapq.heappush(self._queue, task)
        return task

    def _ready(self, task: Task) -> bool:
        return all(dep in self._done for dep in task.depends_on

    def run(self) -> dict[str, object]:
        waiting: list[Task] = []
        while self._queue:
            task = heapq.heappop(self._queue)
            if not self._ready(task)
                waiting.append(task)
                continue
            match task.priority:
                case Priority.CRITICAL | Priority.HIGH
                    print(f"!! {task.name}")
                case Priority.NORMAL:
                    print(f"-- {task.name}"
                case _:
                    print(f".. {task.name}")
            self._done[task.name] = task.action()
            for w in waiting:
                heapq.heappush(self._queue, w)
            waiting.clear()
        if waiting:
            missing = {d for t in waiting for d in t.depends_on if d not in self._done}
            raise RuntimeError(f"unresolved dependencies: {sorted(missing)")
        return self._done


if __name__ == "__main__":
    s = Scheduler()
    s.add("deploy", lambda: "deployed", priority=Priority.HIGH, depends_on=("build", "test"))
    s.add("build", lambda: "built")
    s.add("test", lambda: sum(range(10)), depends_on=("build",)
    s.add("notify", lambda: None, priority=Priority.LOW, depends_on=("deploy",))
    s.add("backup", lambda: "ok", priority=Priority.CRITICAL)
    results = s.run()
    print({k: v for k, v in results.items() if v is not None})
