"""A minimal in-process job scheduler (interval and daily jobs)."""
import heapq
import logging
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Callable

log = logging.getLogger(__name__)


@dataclass(order=True)
class Job:
    next_run: float
    name: str = field(compare=False)
    func: Callable[[], None] = field(compare=False)
    interval: float | None = field(default=None, compare=False)
    at: str | None = field(default=None, compare=False)  # "HH:MM" for daily jobs
    runs: int = field(default=0, compare=False)


def seconds_until(hhmm: str, now: datetime | None = None) -> float:
    now = now or datetime.now()
    hour, minute = (int(part) for part in hhmm.split(":"))
    target = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    if target <= now:
        target += timedelta(days=1)
    return (target - now).total_seconds()


class Scheduler:
    def __init__(self, tick: float = 1.0):
        self.tick = tick
        self._queue: list[Job] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()

    def every(self, seconds: float, name: str | None = None):
        def decorator(func: Callable[[], None]) -> Callable[[], None]:
            job = Job(time.monotonic() + seconds, name or func.__name__, func, interval=seconds)
            self._push(job)
            return func
        return decorator

    def daily(self, at: str, name: str | None = None):
        def decorator(func: Callable[[], None]) -> Callable[[], None]:
            job = Job(time.monotonic() + seconds_until(at), name or func.__name__, func, at=at)
            self._push(job)
            return func
        return decorator

    def _push(self, job: Job) -> None:
        with self._lock:
            heapq.heappush(self._queue, job)

    def _reschedule(self, job: Job) -> None:
        if job.interval is not None:
            job.next_run += job.interval
        else:
            job.next_run = time.monotonic() + seconds_until(job.at)
        self._push(job)

    def run_pending(self) -> int:
        now = time.monotonic()
        due = []
        with self._lock:
            while self._queue and self._queue[0].next_run <= now:
                due.append(heapq.heappop(self._queue))
        for job in due:
            started = time.monotonic()
            try:
                job.func()
            except Exception:
                log.exception("job %s failed", job.name)
            finally:
                job.runs += 1
                log.debug("job %s took %.3fs", job.name, time.monotonic() - started)
                self._reschedule(job)
        return len(due)

    def run_forever(self) -> None:
        log.info("scheduler started with %d jobs", len(self._queue))
        while not self._stop.is_set():
            self.run_pending()
            self._stop.wait(self.tick)

    def stop(self) -> None:
        self._stop.set()

    def jobs(self) -> list[tuple[str, float]]:
        with self._lock:
            return sorted(((j.name, j.next_run - time.monotonic()) for j in self._queue), key=lambda p: p[1])
