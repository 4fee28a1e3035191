from dataclasses import dataclass, field
from typing import Generic, TypeVar


@dataclass
class Job:
    name: str
    priority: int = 0


Queue = list[Job]


J = TypeVar("J", bound=Job)


class Scheduler(Generic[J]):
    def __init__(self) -> None:
        self.waiting: list[J] = []

    def add(self, job: J) -> None:
        self.waiting.append(job)
        self.waiting.sort(key=lambda j: -j.priority)

    def next(self) -> J | None:
        return self.waiting.pop(0) if self.waiting else None
