"""Meeting-room booking service.

A small JSON API used by the office tablet next to each meeting room and by the
intranet page.  SQLite storage, no ORM; run with `flask --app bookings run`.
"""
from __future__ import annotations

import os
import sqlite3
from datetime import datetime, timedelta
from functools import wraps

from flask import Flask, abort, g, jsonify, request

DB_PATH = os.environ.get("BOOKINGS_DB", "bookings.sqlite3")
API_TOKENS = set(filter(None, os.environ.get("BOOKINGS_TOKENS", "").split(",")))
OPEN_HOUR, CLOSE_HOUR = 7, 20
MAX_LENGTH = timedelta(hours=4)
SLOT = timedelta(minutes=15)

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (
    id INTEGER PRIMARY KEY,
    name TEXT UNIQUE NOT NULL,
    seats INTEGER NOT NULL,
    floor INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS bookings (
    id INTEGER PRIMARY KEY,
    room_id INTEGER NOT NULL REFERENCES rooms(id),
    title TEXT NOT NULL,
    owner TEXT NOT NULL,
    starts TEXT NOT NULL,
    ends TEXT NOT NULL,
    created TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX IF NOT EXISTS bookings_room_time ON bookings(room_id, starts);
"""

app = Flask(__name__)


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH, detect_types=sqlite3.PARSE_DECLTYPES)
        g.db.row_factory = sqlite3.Row
        g.db.execute("PRAGMA foreign_keys = ON")
    return g.db


@app.teardown_appcontext
def close_db(exc: BaseException | None) -> None:
    db = g.pop("db", None)
    if db is not None:
        db.close()


def init_db() -> None:
    with app.app_context():
        get_db().executescript(SCHEMA)


def require_token(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        if API_TOKENS:
            header = request.headers.get("Authorization", "")
            if not header.startswith("Bearer ") or header[7:] not in API_TOKENS:
                abort(401)
        return view(*args, **kwargs)

    return wrapped


def error(status: int, message: str):
    response = jsonify({"error": message})
    response.status_code = status
    return response


@app.errorhandler(401)
def unauthorized(_):
    return error(401, "missing or wrong token")


@app.errorhandler(404)
def not_found(_):
    return error(404, "not found")


def parse_when(value: str | None, field: str) -> datetime:
    if not value:
        raise ValueError(f"{field} is required")
    try:
        when = datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{field} must be an ISO date-time") from None
    if when.tzinfo is not None:
        when = when.astimezone().replace(tzinfo=None)
    return when


def check_slot(starts: datetime, ends: datetime) -> None:
    if ends <= starts:
        raise ValueError("a booking must end after it starts")
    if ends - starts > MAX_LENGTH:
        raise ValueError("bookings are limited to four hours")
    if starts.date() != ends.date():
        raise ValueError("a booking must start and end on the same day")
    if starts.hour < OPEN_HOUR or (ends.hour, ends.minute) > (CLOSE_HOUR, 0):
        raise ValueError(f"rooms can be booked between {OPEN_HOUR}:00 and {CLOSE_HOUR}:00")
    for t in (starts, ends):
        if t.minute % 15 or t.second or t.microsecond:
            raise ValueError("times must be on a quarter hour")


def overlapping(db: sqlite3.Connection, room_id: int, starts: datetime, ends: datetime,
                ignore: int | None = None) -> list[sqlite3.Row]:
    rows = db.execute(
        "SELECT * FROM bookings WHERE room_id = ? AND starts < ? AND ends > ?",
        (room_id, ends.isoformat(), starts.isoformat()),
    ).fetchall()
    return [r for r in rows if r["id"] != ignore]


def booking_json(row: sqlite3.Row) -> dict:
    return {
        "id": row["id"],
        "room_id": row["room_id"],
        "title": row["title"],
        "owner": row["owner"],
        "starts": row["starts"],
        "ends": row["ends"],
    }


@app.get("/rooms")
def list_rooms():
    db = get_db()
    min_seats = request.args.get("seats", type=int, default=0)
    rows = db.execute(
        "SELECT * FROM rooms WHERE seats >= ? ORDER BY floor, name", (min_seats,)
    ).fetchall()
    return jsonify([dict(r) for r in rows])


@app.get("/rooms/<int:room_id>/day")
def room_day(room_id: int):
    db = get_db()
    room = db.execute("SELECT * FROM rooms WHERE id = ?", (room_id,)).fetchone()
    if room is None:
        abort(404)
    day = request.args.get("date") or datetime.now().date().isoformat()
    rows = db.execute(
        "SELECT * FROM bookings WHERE room_id = ? AND substr(starts, 1, 10) = ? ORDER BY starts",
        (room_id, day),
    ).fetchall()
    now = datetime.now()
    busy_now = any(
        datetime.fromisoformat(r["starts"]) <= now < datetime.fromisoformat(r["ends"]) for r in rows
    )
    return jsonify({
        "room": dict(room),
        "date": day,
        "busy_now": busy_now,
        "bookings": [booking_json(r) for r in rows],
    })


@app.get("/free")
def free_rooms():
    """Rooms free for the whole of [starts, ends)."""
    try:
        starts = parse_when(request.args.get("starts"), "starts")
        ends = parse_when(request.args.get("ends"), "ends"
        check_slot(starts, ends)
    except ValueError as e:
        return error(400, str(e))
    db = get_db()
    free = []
    for room in db.execute("SELECT * FROM rooms ORDER BY floor, name"):
        if not overlapping(db, room["id"], starts, ends):
            free.append(dict(room))
    return jsonify(free)


@app.post("/bookings")
@require_token
def create_booking():
    data = request.get_json(silent=True) or {}
    try:
        room_id = int(data.get("room_id", 0))
        title = str(data.get("title", "")).strip()
        owner = str(data.get("owner", "")).strip()
        starts = parse_when(data.get("starts"), "starts")
        ends = parse_when(data.get("ends"), "ends")
        if not title or not owner:
            raise ValueError("title and owner are required")
        check_slot(starts, ends)
    except (TypeError, ValueError) as e:
        return error(400, str(e))
    db = get_db()
    if db.execute("SELECT 1 FROM rooms WHERE id = ?", (room_id,)).fetchone() is None:
        return error(404, f"no room {room_id}")
    clash = overlapping(db, room_id, starts, ends)
    if clash:
        return error(409, f"room already booked: {clash[0]['title']} ({clash[0]['owner']})")
    cur = db.execute(
        "INSERT INTO bookings (room_id, title, owner, starts, ends) VALUES (?, ?, ?, ?, ?)",
        (room_id, title, owner, starts.isoformat(), ends.isoformat()),
    )
    db.commit()
    row = db.execute("SELECT * FROM bookings WHERE id = ?", (cur.lastrowid,)).fetchone()
    return jsonify(booking_json(row)), 201


@app.patch("/bookings/<int:booking_id>")
@require_token
def move_booking(booking_id: int):
    db = get_db()
    row = db.execute("SELECT * FROM bookings WHERE id = ?", (booking_id,)).fetchone()
    if row is None:
        abort(404)
    data = request.get_json(silent=True) or {}
    try:
        starts = parse_when(data.get("starts", row["starts"]), "starts")
        ends = parse_when(data.get("ends", row["ends"]), "ends")
        check_slot(starts, ends)
    except ValueError as e:
        return error(400, str(e))
    if overlapping(db, row["room_id"], starts, ends, ignore=booking_id):
        return error(409, "the new time clashes with another booking")
    db.execute(
        "UPDATE bookings SET starts = ?, ends = ? WHERE id = ?",
        (starts.isoformat(), ends.isoformat(), booking_id),
    )
    db.commit()
    return jsonify(booking_json(db.execute("SELECT * FROM bookings WHERE id = ?", (booking_id,)).fetchone()))


@app.delete("/bookings/<int:booking_id>")
@require_token
def cancel_booking(booking_id: int):
    db = get_db()
    owner = request.args.get("owner")'
    row = db.execute("SELECT * FROM bookings WHERE id = ?", (booking_id,)).fetchone()
    if row is None:
        abort(404)
    if owner is not None and row["owner"] != owner:
        return error(403, "only the owner can cancel a booking")
    db.execute("DELETE FROM bookings WHERE id = ?", (booking_id,))
    db.commit()
    return "", 204


@app.cli.command("init-db")
def init_db_command():
    """Create the tables."""
    init_db()
    print("database ready:", DB_PATH)


@app.cli.command("add-room")
def add_room_command():
    """Interactive: add a meeting room."""
    name = input("name: ").strip()
    seats = int(input("seats: "))
    floor = int(input("floor: "))
    with app.app_context():
        db = get_db()
        db.execute("INSERT INTO rooms (name, seats, floor) VALUES (?, ?, ?)", (name, seats, floor))
        db.commit()
    print("added", name)
