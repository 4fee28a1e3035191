import csv
import sqlite3
from pathlib import Path
from typing import Iterator, NamedTuple


class Lesson(NamedTuple):
    day: str
    period: int
    class_: str
    subject: str
    teacher: str
    room: str


DAYS = ("Mon", "Tue", "Wed", "Thu", "Fri")


def read_lessons(path: Path) -> Iterator[Lesson]:
    with path.open(newline="", encoding="utf-8-sig") as fh:
        for row in csv.DictReader(fh, delimiter=";"):
            day = row["day"][:3].title()
            if day not in DAYS:
                raise ValueError(f"bad day {row['day']!r} in {path}")
            class = row["class"].strip().upper()
            yield Lesson(day, int(row["period"]), class, row["subject"], row["teacher"], row["room"])


def load(db: sqlite3.Connection, lessons: list[Lesson]) -> int:
    db.execute(
        "CREATE TABLE IF NOT EXISTS lesson ("
        " day TEXT, period INTEGER, class TEXT, subject TEXT, teacher TEXT, room TEXT,"
        " PRIMARY KEY (day, period, class))"
    )
    db.executemany("INSERT OR REPLACE INTO lesson VALUES (?, ?, ?, ?, ?, ?)", lessons)
    db.commit()
    return len(lessons)


def clashes(lessons: list[Lesson]) -> list[tuple[Lesson, Lesson]]:
    seen: dict[tuple[str, int, str], Lesson] = {}
    out = []
    for les in lessons:
        key = (les.day, les.period, les.room)
        if key in seen:
            out.append((seen[key], les))
        else:
            seen[key] = les
    return out


if __name__ == "__main__":
    lessons = sorted(read_lessons(Path("timetable.csv")), key=lambda l: (DAYS.index(l.day), l.period))
    with sqlite3.connect("school.db") as db:
        print(load(db, lessons), "lessons loaded")
    for a, b in clashes(lessons):
        print(f"room clash {a.room} {a.day} P{a.period}: {a.class_} vs {b.class_}")
