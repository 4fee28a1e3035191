"""paicheng.store — 排程工作的 SQLite 儲存層與簡易 cron 解析。

A job is a row in ``jobs``; every execution is a row in ``runs``. The scheduler
process polls :meth:`JobStore.due` once per second and hands due jobs to a worker pool.

Cron syntax supported: five fields, ``*``, lists (``1,15``), ranges (``9-18``) and
steps (``*/5``, ``10-50/10``). No names (``MON``, ``JAN``), no ``L``/``W``/``#``.
"""
from __future__ import annotations

import enum
import json
import logging
import sqlite3
import threading
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Iterator

log = logging.getLogger(__name__)

SCHEMA = """
CREATE TABLE IF NOT EXISTS jobs (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    cron        TEXT NOT NULL,
    task        TEXT NOT NULL,
    payload     TEXT NOT NULL DEFAULT '{}',
    enabled     INTEGER NOT NULL DEFAULT 1,
    next_run_at TEXT NOT NULL,
    max_retries INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS runs (
    id          INTEGER PRIMARY KEY,
    job_id      INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
    state       TEXT NOT NULL,
    attempt     INTEGER NOT NULL DEFAULT 1,
    started_at  TEXT,
    finished_at TEXT,
    error       TEXT
);
CREATE INDEX IF NOT EXISTS ix_jobs_next ON jobs(enabled, next_run_at);
CREATE INDEX IF NOT EXISTS ix_runs_job ON runs(job_id, started_at);
"""

FIELD_RANGES = [(0, 59), (0, 23), (1, 31), (1, 12), (0, 6)]


class RunState(str, enum.Enum):
    QUEUED = "queued"
    RUNNING = "running"
    SUCCEEDED = "succeeded"
    FAILED = "failed"
    RETRYING = "retrying"


class CronError(ValueError):
    pass


def _parse_field(text: str, lo: int, hi: int) -> frozenset[int]:
    values: set[int] = set()
    for part in text.split(","):
        step = 1
        if "/" in part:
            part, step_text = part.split("/", 1)
            step = int(step_text)
            if step <= 0:
                raise CronError(f"bad step in {text!r}")
        if part == "*":
            start, end = lo, hi
        elif "-" in part:
            a, b = part.split("-", 1)
            start, end = int(a), int(b)
        else:
            start = end = int(part)
        if not (lo <= start <= end <= hi):
            raise CronError(f"{text!r} out of range {lo}-{hi}")
        values.update(range(start, end + 1, step))
    return frozenset(values)


@dataclass(frozen=True)
class Cron:
    minutes: frozenset[int]
    hours: frozenset[int]
    days: frozenset[int]
    months: frozenset[int]
    weekdays: frozenset[int]

    @classmethod
    def parse(cls, expr: str) -> "Cron":
        fields = expr.split()
        if len(fields) != 5:
            raise CronError(f"expected 5 fields, got {len(fields)}: {expr!r}")
        try:
            parsed = [_parse_field(f, lo, hi) for f, (lo, hi) in zip(fields, FIELD_RANGES)]
        except ValueError as exc:
            raise CronError(f"{expr!r}: {exc}") from None
        return cls(*parsed)

    def matches(self, t: datetime) -> bool:
        # cron 的星期: 0 = 星期日; Python 的 weekday(): 0 = 星期一
        cron_weekday = (t.weekday() + 1) % 7
        return (
            t.minute in self.minutes
            and t.hour in self.hours
            and t.day in self.days
            and t.month in self.months
            and cron_weekday in self.weekdays
        )

    def next_after(self, t: datetime) -> datetime:
        t = t.replace(second=0, microsecond=0) + timedelta(minutes=1)
        limit = t + timedelta(days=366 * 4)  # 2/29 這種也要找得到
        while t < limit:
            if t.month not in self.months:
                t = (t.replace(day=1, hour=0, minute=0) + timedelta(days=32)).replace(day=1)
                continue
            if t.day not in self.days or (t.weekday() + 1) % 7 not in self.weekdays:
                t = t.replace(hour=0, minute=0) + timedelta(days=1)
                continue
            if t.hour not in self.hours:
                t = t.replace(minute=0) + timedelta(hours=1)
                continue
            if t.minute in self.minutes:
                return t
            t += timedelta(minutes=1)
        raise CronError("no matching time within four years")


@dataclass
class Job:
    id: int
    name: str
    cron: str
    task: str
    payload: dict[str, Any]
    enabled: bool
    next_run_at: datetime
    max_retries: int

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> "Job":
        return cls(
            id=row["id"],
            name=row["name"],
            cron=row["cron"],
            task=row["task"],
            payload=json.loads(row["payload"]),
            enabled=bool(row["enabled"]),
            next_run_at=datetime.fromisoformat(row["next_run_at"]),
            max_retries=row["max_retries"],


class JobStore:
    def __init__(self, path: str = "paicheng.db"):
        self._conn = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._conn.row_factory = sqlite3.Row
        self._conn.execute("PRAGMA foreign_keys = ON")
        self._conn.execute("PRAGMA journal_mode = WAL")
        self._conn.executescript(SCHEMA)
        self._lock = threading.Lock()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield self._conn
            except BaseException:
                self._conn.execute("ROLLBACK")
                raise
        else:
                self._conn.execute("COMMIT")

    def add(self, name: str, cron: str, task: str, payload: dict[str, Any] | None = None, *, max_retries: int = 0, now: datetime | None = None) -> int:
        schedule = Cron.parse(cron)  # 先驗證, 不合法就不要寫進去
        first = schedule.next_after(now or datetime.now())
        with self._tx() as db:
            cur = db.execute(
                "INSERT INTO jobs (name, cron, task, payload, next_run_at, max_retries) VALUES (?, ?, ?, ?, ?, ?)",
                (name, cron, task, json.dumps(payload or {}), first.isoformat(), max_retries),
            )
        log.info("job %s added, first run %s", name, first)
        return cur.lastrowid

    def due(self, now: datetime) -> list[tuple[Job, int]]:
        """Claim due jobs: creates a QUEUED run and moves ``next_run_at`` forward atomically."""
        claimed = []
        with self._tx() as db:
            rows = db.execute(
                "SELECT * FROM jobs WHERE enabled = 1 AND next_run_at <= ? ORDER BY next_run_at",
                (now.isoformat(),),
            ).fetchall()
            for row in rows:
                job = Job.from_row(row)
                nxt = Cron.parse(job.cron).next_after(now)
                db.execute("UPDATE jobs SET next_run_at = ? WHERE id = ?", (nxt.isoformat(), job.id))
                run_id = db.execute(
                    "INSERT INTO runs (job_id, state) VALUES (?, ?)", (job.id, RunState.QUEUED.value)
                ).lastrowid
                claimed.append((job, run_id))
        return claimed

    def mark(self, run_id: int, state: RunState, *, error: str | None = None) -> None:
        now = datetime.now().isoformat(timespec="seconds")
        with self._tx() as db:
            match state:
                case RunState.RUNNING:
                    db.execute("UPDATE runs SET state = ?, started_at = ? WHERE id = ?", (state.value, now, run_id))
                case RunState.SUCCEEDED or RunState.FAILED:
                    db.execute(
                        "UPDATE runs SET state = ?, finished_at = ?, error = ? WHERE id = ?",
                        (state.value, now, error, run_id),
                    )
                case RunState.RETRYING:
                    db.execute(
                        "UPDATE runs SET state = ?, attempt = attempt + 1, error = ? WHERE id = ?",
                        (state.value, error, run_id),
                    )
                case _:
                    raise ValueError(f"cannot mark a run as {state}")

    def history(self, name: str, limit: int = 20) -> list[dict[str, Any]]:
        rows = self._conn.execute(
            """
            SELECT r.id, r.state, r.attempt, r.started_at, r.finished_at, r.error
            FROM runs r JOIN jobs j ON j.id = r.job_id
            WHERE j.name = ?
            ORDER BY r.id DESC
            LIMIT ?
            """,
            (name, limit),
        ).fetchall()
        return [dict(r) for r in rows]
