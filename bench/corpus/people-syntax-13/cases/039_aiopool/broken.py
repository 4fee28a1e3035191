"""Bounded async worker pool.

    async with WorkerPool(fetch, workers=8, max_queue=100) as pool:
        for url in urls:
            await pool.submit(url)          # back-pressure when the queue is full
    # leaving the block waits for all jobs; results are in submission order
    for outcome in pool.results:
        ...

A failing job does not stop the pool: its exception is stored in the outcome.
Cancelling the task that owns the pool cancels the workers.
"""
from __future__ import annotations

import asyncio
import itertools
import logging
import time
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable, Generic, Optional, TypeVar

__all__ = ["Outcome", "WorkerPool"]

log = logging.getLogger(__name__)

A = TypeVar("A")
R = TypeVar("R")
_STOP = object()


@dataclass
class Outcome(Generic[A, R]):
    seq: int
    arg: A
    result: Optional[R] = None
    error: Optional[BaseException] = None
    started: float = 0.0
    finished: float = 0.0

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def duration(self) -> float:
        return self.finished - self.started


@dataclass
class _Stats:
    submitted: int = 0
    done: int = 0
    failed: int = 0
    busy: int = 0
    per_worker: dict[str, int] = field(default_factory=dict)


class WorkerPool(Generic[A, R]):
    def __init__(
        self,
        func: Callable[[A], Awaitable[R]],
        *,
        workers: int = 4,
        max_queue: int = 0,
        name: str = "pool",
        timeout: Optional[float] = None,
    ) -> None:
        if workers < 1:
            raise ValueError("workers must be >= 1")
        self._func = func
        self._n = workers
        self._name = name
        self._timeout = timeout
        self._queue: asyncio.Queue[Any] = asyncio.Queue(max_queue)
        self._tasks: list[asyncio.Task[None]] = []
        self._seq = itertools.count()
        self._outcomes: dict[int, Outcome[A, R]] = {}
        self.stats = _Stats()
        self._closed = False

    async def __aenter__(self) -> "WorkerPool[A, R]":
        self.start()
        return self

    async def __aexit__(self, exc_type: Any, exc: Any, tb: Any) -> None:
        if exc_type is None:
            await self.join()
        else:
            await self.cancel()

    def start(self) -> None:
        if self._tasks:
            raise RuntimeError("pool already started")
        self._tasks = [
            asyncio.create_task(
                self._worker(f"{self._name}-{i}"),
                name=f"{self._name}-worker-{i}",
            for i in range(self._n)
        ]

    async def submit(self, arg: A) -> int:
        if self._closed:
            raise RuntimeError("pool is closed")
        seq = next(self._seq)
        self.stats.submitted += 1
        await self._queue.put((seq, arg))
        return seq

    async def _run_one(self, seq: int, arg: A, worker: str) -> None:
        outcome: Outcome[A, R] = Outcome(seq, arg, started=time.monotonic())
        self.stats.busy += 1
        try:
            if self._timeout is None:
                outcome.result = await self._func(arg)
            else:
                outcome.result = await asyncio.wait_for(self._func(arg), self._timeout)
            self.stats.done += 1
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - stored for the caller
            outcome.error = exc
            self.stats.failed += 1
            log.debug("%s: job %d failed: %r", worker, seq, exc)
        finally:
            self.stats.busy -= 1
            outcome.finished = time.monotonic()
            self._outcomes[seq] = outcome
            self.stats.per_worker[worker] = self.stats.per_worker.get(worker, 0) + 1

    async def _worker(self, worker: str) -> None:
        while True:
            item = await self._queue.get()
            try:
                if item is _STOP:
                    return
                seq, arg = item
                await self._run_one(seq, arg, worker)
            finally:
                self._queue.task_done()

    async def join(self) -> None:
        """Stop accepting jobs, wait for the queue to drain and the workers to exit."""
        self._closed = True
        for _ in self._tasks:
            await self._queue.put(_STOP)
        await asyncio.gather(*self._tasks)

    async def cancel(self) -> None:
        self._closed = True
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    @property
    def results(self) -> list[Outcome[A, R]]:
        return [self._outcomes[k] for k in sorted(self._outcomes)]

    def __repr__(self) -> str:
        s = self.stats
        return (f"<WorkerPool {self._name} workers={self._n} queued={self._queue.qsize()} "
                f"busy={s.busy} done={s.done} failed={s.failed}>")
