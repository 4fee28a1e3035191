from lib import case

# ---------------------------------------------------------------- L 1
case("text_adventure_game", "first-week student", ["missing colon (def)", "= for == in condition", "missing comma (dict)", "unclosed paren across lines", "elif after else", "missing closing quote"],
     "Student's end-of-term text adventure (~215 lines), six mistakes: `def show_room(name)` no colon; `if item = \"lamp\":` in use_item(); missing comma after `\"up\": \"hall\"` in the cellar exits; `print(\"You have:\", \", \".join(inventory)` unclosed; an `elif verb == \"help\"` placed after `else:` in the main loop; unterminated string in the win message.",
r'''# The Haunted House - a text adventure
# Final project, Intro to Programming
# Type commands like: go north, take key, use lamp, inventory, quit

import random

rooms = {
    "porch": {
        "description": "You stand on the creaky porch of an old house. The door is to the north.",
        "exits": {"north": "hall"},
        "items": ["stick"],
        "dark": False,
    },
    "hall": {
        "description": "A long dusty hall. Portraits watch you. Doors lead east, west and down.",
        "exits": {"south": "porch", "east": "kitchen", "west": "library", "down": "cellar"},
        "items": [],
        "dark": False,
    },
    "kitchen": {
        "description": "The kitchen smells of old soup. Something glints in the sink.",
        "exits": {"west": "hall"},
        "items": ["key", "bread"],
        "dark": False,
    },
    "library": {
        "description": "Books everywhere. A locked chest sits in the corner.",
        "exits": {"east": "hall", "up": "attic"},
        "items": ["book"],
        "dark": False,
    },
    "cellar": {
        "description": "It is cold and damp. You hear dripping water.",
        "exits": {"up": "hall", "north": "tunnel"},
        "items": ["lamp"],
        "dark": True,
    },
    "tunnel": {
        "description": "A narrow tunnel. Fresh air comes from somewhere ahead.",
        "exits": {"south": "cellar", "north": "garden"},
        "items": [],
        "dark": True,
    },
    "attic": {
        "description": "The attic. A ghost floats near the window!",
        "exits": {"down": "library"},
        "items": ["amulet"],
        "dark": False,
    },
    "garden": {
        "description": "You are outside in the moonlit garden. You escaped!",
        "exits": {},
        "items": [],
        "dark": False,
    },
}

inventory = []
current = "porch"
lamp_on = False
chest_open = False
moves = 0
health = 3


def show_room(name):
    room = rooms[name]
    if room["dark"] and not lamp_on:
        print("It is pitch black. You might be eaten by something.")
        return
    print()
    print(name.upper())
    print(room["description"])
    if len(room["items"]) > 0:
        print("You see:", ", ".join(room["items"]))
    print("Exits:", ", ".join(room["exits"].keys()))


def go(direction):
    global current, health
    room = rooms[current]
    if direction not in room["exits"]:
        print("You can't go that way.")
        return
    if room["dark"] and not lamp_on and random.randint(1, 3) == 1:
        print("You stumble in the dark and hurt yourself.")
        health = health - 1
    current = room["exits"][direction]
    show_room(current)


def take(item):
    room = rooms[current]
    if room["dark"] and not lamp_on:
        print("You can't see anything to take.")
        return
    if item in room["items"]:
        room["items"].remove(item)
        inventory.append(item)
        print("You take the " + item + ".")
    else:
        print("There is no " + item + " here.")


def drop(item):
    if item in inventory:
        inventory.remove(item)
        rooms[current]["items"].append(item)
        print("Dropped.")
    else:
        print("You don't have that.")


def use_item(item):
    global lamp_on, chest_open
    if item not in inventory:
        print("You don't have a " + item + ".")
        return
    if item == "lamp":
        lamp_on = not lamp_on
        if lamp_on:
            print("The lamp flickers on.")
            show_room(current)
        else:
            print("You turn the lamp off.")
    elif item == "key":
        if current == "library" and not chest_open:
            chest_open = True
            rooms["library"]["items"].append("map")
            print("The chest opens! There is a map inside.")
        else:
            print("Nothing to unlock here.")
    elif item == "bread":
        inventory.remove("bread")
        print("You eat the bread. You feel better.")
        heal()
    elif item == "amulet":
        if current == "attic":
            print("The ghost sees the amulet and fades away, smiling.")
            rooms["attic"]["description"] = "The attic. It feels peaceful now."
        else:
            print("The amulet glows faintly.")
    else:
        print("You can't use that.")


def heal():
    global health
    if health < 3:
        health = health + 1
    print("Health:", health)


def show_inventory():
    if len(inventory) == 0:
        print("You are carrying nothing.")
    else:
        print("You have:", ", ".join(inventory))


def show_help():
    print("Commands:")
    print("  go <direction>   - move (north, south, east, west, up, down)")
    print("  take <item>      - pick something up")
    print("  drop <item>      - put something down")
    print("  use <item>       - use an item")
    print("  look             - describe the room")
    print("  inventory        - list what you carry")
    print("  quit             - give up")


print("THE HAUNTED HOUSE")
print("Type 'help' for a list of commands.")
show_room(current)

while True:
    if health <= 0:
        print("You collapse. Game over.")
        break
    if current == "garden":
        print("Congratulations, you escaped in " + str(moves) + " moves!")
        break
    command = input("> ").strip().lower()
    if command == "":
        continue
    words = command.split()
    verb = words[0]
    if len(words) > 1:
        noun = words[1]
    else:
        noun = ""
    moves = moves + 1

    if verb == "go":
        go(noun)
    elif verb in ["north", "south", "east", "west", "up", "down"]:
        go(verb)
    elif verb == "take":
        take(noun)
    elif verb == "drop":
        drop(noun)
    elif verb == "use":
        use_item(noun)
    elif verb == "look":
        show_room(current)
    elif verb == "inventory" or verb == "i":
        show_inventory()
    elif verb == "quit":
        print("Bye!")
        break
    elif verb == "help":
        show_help()
    else:
        print("I don't understand '" + command + "'.")
''', [("def show_room(name):", "def show_room(name)"),
      ('    if item == "lamp":', '    if item = "lamp":'),
      ('        "exits": {"up": "hall", "north": "tunnel"},', '        "exits": {"up": "hall" "north": "tunnel"},'),
      ('        print("You have:", ", ".join(inventory))', '        print("You have:", ", ".join(inventory)'),
      ('    elif verb == "help":\n        show_help()\n    else:\n        print("I don\'t understand \'" + command + "\'.")\n',
       '    else:\n        print("I don\'t understand \'" + command + "\'.")\n    elif verb == "help":\n        show_help()\n'),
      ('print("Congratulations, you escaped in " + str(moves) + " moves!")', 'print("Congratulations, you escaped in " + str(moves) + " moves!)')])

# ---------------------------------------------------------------- L 2
case("library_system_java_habits", "student from Java", ["// comment", "else if for elif", "&& for and", "braces for blocks", "! for not", "i++ increment", "type before variable name"],
     "Java-background student's library management CLI (~245 lines), seven Java habits: `// ---- persistence ----` comment, `else if` in Member.can_borrow, `&&` in Library.search, `if (book == None) {` ... `}` braces in checkout, `!book.available` in checkin, `self.next_id++` in add_book, `int days = ...` in overdue_fee.",
r'''import datetime
import json
import os

DATA_FILE = "library.json"
LOAN_DAYS = 14
FEE_PER_DAY = 0.25
MAX_LOANS_STUDENT = 3
MAX_LOANS_STAFF = 10


class Book:
    def __init__(self, book_id, title, author, year):
        self.book_id = book_id
        self.title = title
        self.author = author
        self.year = year
        self.available = True
        self.borrower = None
        self.due = None

    def to_dict(self):
        return {
            "book_id": self.book_id,
            "title": self.title,
            "author": self.author,
            "year": self.year,
            "available": self.available,
            "borrower": self.borrower,
            "due": self.due.isoformat() if self.due else None,
        }

    @staticmethod
    def from_dict(d):
        b = Book(d["book_id"], d["title"], d["author"], d["year"])
        b.available = d["available"]
        b.borrower = d["borrower"]
        if d["due"]:
            b.due = datetime.date.fromisoformat(d["due"])
        return b

    def __str__(self):
        status = "available" if self.available else "due " + str(self.due)
        return "[%d] %s by %s (%d) - %s" % (self.book_id, self.title, self.author, self.year, status)


class Member:
    def __init__(self, name, kind):
        self.name = name
        self.kind = kind
        self.loans = []

    def max_loans(self):
        if self.kind == "staff":
            return MAX_LOANS_STAFF
        return MAX_LOANS_STUDENT

    def can_borrow(self):
        if self.kind not in ("student", "staff"):
            return False
        elif len(self.loans) >= self.max_loans():
            return False
        return True


class Library:
    def __init__(self):
        self.books = {}
        self.members = {}
        self.next_id = 1

    # ---- persistence ----
    def load(self, path):
        if not os.path.exists(path):
            return
        with open(path) as f:
            data = json.load(f)
        for d in data["books"]:
            b = Book.from_dict(d)
            self.books[b.book_id] = b
        for name, info in data["members"].items():
            m = Member(name, info["kind"])
            m.loans = info["loans"]
            self.members[name] = m
        self.next_id = data["next_id"]

    def save(self, path):
        data = {
            "books": [b.to_dict() for b in self.books.values()],
            "members": {m.name: {"kind": m.kind, "loans": m.loans} for m in self.members.values()},
            "next_id": self.next_id,
        }
        with open(path, "w") as f:
            json.dump(data, f, indent=2)

    # ---- books ----
    def add_book(self, title, author, year):
        b = Book(self.next_id, title, author, year)
        self.books[b.book_id] = b
        self.next_id += 1
        return b

    def search(self, text, only_available):
        text = text.lower()
        found = []
        for b in self.books.values():
            if only_available and not b.available:
                continue
            if text in b.title.lower() or text in b.author.lower():
                found.append(b)
        return found

    # ---- members ----
    def add_member(self, name, kind):
        if name in self.members:
            print("Member already exists")
            return None
        m = Member(name, kind)
        self.members[name] = m
        return m

    # ---- loans ----
    def checkout(self, book_id, name):
        book = self.books.get(book_id)
        member = self.members.get(name)
        if (book == None):
            print("No such book")
            return False
        if member is None:
            print("No such member")
            return False
        if not book.available:
            print("Book is already on loan")
            return False
        if not member.can_borrow():
            print("Member cannot borrow more books")
            return False
        book.available = False
        book.borrower = name
        book.due = datetime.date.today() + datetime.timedelta(days=LOAN_DAYS)
        member.loans.append(book_id)
        return True

    def checkin(self, book_id):
        book = self.books.get(book_id)
        if book is None or book.available:
            print("That book is not on loan")
            return 0
        fee = self.overdue_fee(book)
        member = self.members.get(book.borrower)
        if member is not None and book_id in member.loans:
            member.loans.remove(book_id)
        book.available = True
        book.borrower = None
        book.due = None
        return fee

    def overdue_fee(self, book):
        if book.due is None:
            return 0
        days = (datetime.date.today() - book.due).days
        if days <= 0:
            return 0
        return days * FEE_PER_DAY

    def overdue_report(self):
        lines = []
        for b in self.books.values():
            fee = self.overdue_fee(b)
            if fee > 0:
                lines.append("%s owes %.2f for '%s'" % (b.borrower, fee, b.title))
        return lines


def ask_int(prompt):
    while True:
        text = input(prompt)
        if text.isdigit():
            return int(text)
        print("Please enter a number")


def menu():
    print()
    print("1) Add book        2) Search")
    print("3) Add member      4) Check out")
    print("5) Check in        6) Overdue report")
    print("7) List all books  0) Save and quit")
    return input("> ").strip()


def main():
    lib = Library()
    lib.load(DATA_FILE)
    while True:
        choice = menu()
        if choice == "1":
            title = input("Title: ")
            author = input("Author: ")
            year = ask_int("Year: ")
            b = lib.add_book(title, author, year)
            print("Added", b)
        elif choice == "2":
            text = input("Search for: ")
            avail = input("Only available? (y/n) ") == "y"
            for b in lib.search(text, avail):
                print(b)
        elif choice == "3":
            name = input("Name: ")
            kind = input("student or staff? ")
            if lib.add_member(name, kind):
                print("Welcome,", name)
        elif choice == "4":
            book_id = ask_int("Book id: ")
            name = input("Member name: ")
            if lib.checkout(book_id, name):
                print("Enjoy your book!")
        elif choice == "5":
            book_id = ask_int("Book id: ")
            fee = lib.checkin(book_id)
            if fee > 0:
                print("Late! Please pay %.2f" % fee)
            else:
                print("Thank you")
        elif choice == "6":
            report = lib.overdue_report()
            if not report:
                print("Nothing overdue")
            for line in report:
                print(line)
        elif choice == "7":
            for b in sorted(lib.books.values(), key=lambda b: b.title):
                print(b)
        elif choice == "0":
            lib.save(DATA_FILE)
            print("Saved. Bye!")
            break
        else:
            print("Unknown option")


if __name__ == "__main__":
    main()
''', [("    # ---- persistence ----", "    // ---- persistence ----"),
      ("        elif len(self.loans) >= self.max_loans():", "        else if len(self.loans) >= self.max_loans():"),
      ("            if only_available and not b.available:", "            if only_available && !b.available:"),
      ('        if (book == None):\n            print("No such book")\n            return False\n',
       '        if (book == None) {\n            print("No such book")\n            return False\n        }\n'),
      ("        self.next_id += 1", "        self.next_id++"),
      ("        days = (datetime.date.today() - book.due).days", "        int days = (datetime.date.today() - book.due).days")])

# ---------------------------------------------------------------- L 3
case("sensor_data_cleaning_pipeline", "data scientist (notebook export)", ["IPython %timeit magic", "missing comma (call args)", "unbalanced f-string brace", "missing colon (elif)", "unclosed bracket across lines"],
     "Data scientist's cleaning pipeline (~175 lines, plain Python), five mistakes: `%timeit clean_all(raw)` magic left in; `round(value 2)` missing comma; `f\"{sensor}: {len(vals)} readings, mean {m:.2f\"` missing `}`; `elif unit == \"F\"` without colon; `THRESHOLDS` list missing its `]`.",
r'''"""Clean raw sensor readings exported from the field loggers.

Input:  readings.csv  (timestamp,sensor,value,unit)
Output: readings_clean.csv and a short text report.
"""
import csv
import datetime
import math
import statistics
from collections import defaultdict

INPUT = "readings.csv"
OUTPUT = "readings_clean.csv"
REPORT = "report.txt"

THRESHOLDS = [
    ("temp", -40.0, 60.0),
    ("humidity", 0.0, 100.0),
    ("pressure", 870.0, 1085.0),
]
LIMITS = {name: (lo, hi) for name, lo, hi in THRESHOLDS}

TIME_FORMATS = ["%Y-%m-%d %H:%M:%S", "%d/%m/%Y %H:%M", "%Y-%m-%dT%H:%M:%S"]


def parse_time(text):
    text = text.strip()
    for fmt in TIME_FORMATS:
        try:
            return datetime.datetime.strptime(text, fmt)
        except ValueError:
            pass
    return None


def parse_value(text):
    text = text.strip().replace(",", ".")
    if text in ("", "NA", "nan", "-"):
        return None
    try:
        v = float(text)
    except ValueError:
        return None
    if math.isnan(v):
        return None
    return v


def to_metric(kind, value, unit):
    unit = unit.strip().upper()
    if kind == "temp":
        if unit == "C":
            return value
        elif unit == "F":
            return (value - 32) * 5 / 9
        elif unit == "K":
            return value - 273.15
    if kind == "pressure" and unit == "KPA":
        return value * 10
    return value


def sensor_kind(sensor):
    return sensor.split("_")[0].lower()


def load(path):
    rows = []
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            rows.append(row)
    return rows


def clean_all(raw):
    clean = []
    dropped = defaultdict(int)
    for row in raw:
        ts = parse_time(row.get("timestamp", ""))
        if ts is None:
            dropped["bad time"] += 1
            continue
        value = parse_value(row.get("value", ""))
        if value is None:
            dropped["missing value"] += 1
            continue
        sensor = row.get("sensor", "").strip()
        kind = sensor_kind(sensor)
        value = to_metric(kind, value, row.get("unit", ""))
        if kind in LIMITS:
            lo, hi = LIMITS[kind]
            if value < lo or value > hi:
                dropped["out of range"] += 1
                continue
        clean.append({"timestamp": ts, "sensor": sensor, "kind": kind, "value": round(value, 2)})
    return clean, dropped


def remove_duplicates(rows):
    seen = set()
    out = []
    for r in rows:
        key = (r["timestamp"], r["sensor"])
        if key in seen:
            continue
        seen.add(key)
        out.append(r)
    return out


def remove_spikes(rows, window=5, z=4.0):
    by_sensor = defaultdict(list)
    for r in rows:
        by_sensor[r["sensor"]].append(r)
    out = []
    for sensor, items in by_sensor.items():
        items.sort(key=lambda r: r["timestamp"])
        values = [r["value"] for r in items]
        for i, r in enumerate(items):
            lo = max(0, i - window)
            hi = min(len(values), i + window + 1)
            neighbours = values[lo:i] + values[i + 1:hi]
            if len(neighbours) < 3:
                out.append(r)
                continue
            mean = statistics.mean(neighbours)
            sd = statistics.pstdev(neighbours) or 1e-9
            if abs(r["value"] - mean) / sd <= z:
                out.append(r)
    return out


def write_csv(rows, path):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["timestamp", "sensor", "kind", "value"])
        for r in sorted(rows, key=lambda r: (r["sensor"], r["timestamp"])):
            w.writerow([r["timestamp"].isoformat(), r["sensor"], r["kind"], r["value"]])


def summarize(rows):
    per_sensor = defaultdict(list)
    for r in rows:
        per_sensor[r["sensor"]].append(r["value"])
    lines = []
    for sensor in sorted(per_sensor):
        vals = per_sensor[sensor]
        m = statistics.mean(vals)
        lines.append(f"{sensor}: {len(vals)} readings, mean {m:.2f}, min {min(vals)}, max {max(vals)}")
    return lines


raw = load(INPUT)
# %timeit clean_all(raw)
clean, dropped = clean_all(raw)
before = len(clean)
clean = remove_duplicates(clean)
after_dupes = len(clean)
clean = remove_spikes(clean)

write_csv(clean, OUTPUT)

with open(REPORT, "w") as f:
    f.write("raw rows: %d\n" % len(raw))
    for reason, n in sorted(dropped.items()):
        f.write("dropped (%s): %d\n" % (reason, n))
    f.write("duplicates removed: %d\n" % (before - after_dupes))
    f.write("spikes removed: %d\n" % (after_dupes - len(clean)))
    f.write("clean rows: %d\n\n" % len(clean))
    for line in summarize(clean):
        f.write(line + "\n")

print(open(REPORT).read())
''', [("# %timeit clean_all(raw)", "%timeit clean_all(raw)"),
      ('"value": round(value, 2)}', '"value": round(value 2)}'),
      ('{len(vals)} readings, mean {m:.2f}, min', '{len(vals)} readings, mean {m:.2f, min'),
      ('        elif unit == "F":', '        elif unit == "F"'),
      ('    ("pressure", 870.0, 1085.0),\n]\n', '    ("pressure", 870.0, 1085.0),\n\n')])

# ---------------------------------------------------------------- L 4
case("notes_json_api_server", "hurried professional", ["missing colon (class)", "missing comma (call args)", "misspelled keyword (retrun)", "dict with = instead of :", "stray ) on its own line", "== in default parameter", "trailing backslash before blank line", "unclosed paren across lines"],
     "Backend dev's stdlib JSON API (~240 lines) saved mid-refactor, eight mistakes: `class NotesStore` no colon; `json.dumps(payload, indent=2 sort_keys=True)` missing comma; `retrun note` in update(); `{\"error\" = message}` in send_error_json(); a leftover `)` alone after the ROUTES list; `def list(self, tag=None, limit==50)`; a `\\` continuation followed by a blank line in _parse_query(); `int(self.headers.get(\"Content-Length\", 0)` missing `)`.",
r'''"""Tiny JSON notes API built on the standard library only.

    GET    /notes             list notes (?tag=x&limit=n)
    POST   /notes             create a note  {"title": ..., "body": ..., "tags": [...]}
    GET    /notes/<id>        fetch one note
    PUT    /notes/<id>        update fields
    DELETE /notes/<id>        delete
    GET    /health            liveness probe
"""
import json
import logging
import re
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

log = logging.getLogger("notes")

MAX_BODY = 64 * 1024
MAX_TITLE = 200
MAX_TAGS = 10


class ValidationError(Exception):
    pass


class NotFound(Exception):
    pass


def now():
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


def validate_note(data, partial=False):
    if not isinstance(data, dict):
        raise ValidationError("body must be a JSON object")
    clean = {}
    if "title" in data or not partial:
        title = data.get("title")
        if not isinstance(title, str) or not title.strip():
            raise ValidationError("title is required")
        if len(title) > MAX_TITLE:
            raise ValidationError("title too long")
        clean["title"] = title.strip()
    if "body" in data or not partial:
        body = data.get("body", "")
        if not isinstance(body, str):
            raise ValidationError("body must be a string")
        clean["body"] = body
    if "tags" in data:
        tags = data["tags"]
        if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
            raise ValidationError("tags must be a list of strings")
        if len(tags) > MAX_TAGS:
            raise ValidationError("too many tags")
        clean["tags"] = sorted(set(t.lower() for t in tags))
    elif not partial:
        clean["tags"] = []
    return clean


class NotesStore:
    def __init__(self):
        self._notes = {}
        self._lock = threading.Lock()

    def create(self, data):
        note = dict(data)
        note["id"] = uuid.uuid4().hex[:12]
        note["created"] = note["updated"] = now()
        with self._lock:
            self._notes[note["id"]] = note
        return note

    def get(self, note_id):
        with self._lock:
            note = self._notes.get(note_id)
        if note is None:
            raise NotFound(note_id)
        return note

    def list(self, tag=None, limit=50):
        with self._lock:
            notes = list(self._notes.values())
        if tag:
            notes = [n for n in notes if tag in n["tags"]]
        notes.sort(key=lambda n: n["updated"], reverse=True)
        return notes[:limit]

    def update(self, note_id, data):
        with self._lock:
            note = self._notes.get(note_id)
            if note is None:
                raise NotFound(note_id)
            note.update(data)
            note["updated"] = now()
        return note

    def delete(self, note_id):
        with self._lock:
            if self._notes.pop(note_id, None) is None:
                raise NotFound(note_id)


STORE = NotesStore()


class Handler(BaseHTTPRequestHandler):
    server_version = "notes/0.1"

    # ---------- helpers ----------
    def send_json(self, status, payload):
        body = json.dumps(payload, indent=2, sort_keys=True).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def send_error_json(self, status, message):
        self.send_json(status, {"error": message, "status": status})

    def read_json(self):
        length = int(self.headers.get("Content-Length", 0))
        if length > MAX_BODY:
            raise ValidationError("request body too large")
        raw = self.rfile.read(length) if length else b""
        try:
            return json.loads(raw or b"{}")
        except json.JSONDecodeError as exc:
            raise ValidationError("invalid JSON: %s" % exc)

    def _parse_query(self):
        parsed = urlparse(self.path)
        query = parse_qs(parsed.query)
        tag = query.get("tag", [None])[0]
        limit = int(query.get("limit", ["50"])[0]) if query.get("limit", [""])[0].isdigit() \
            else 50
        return parsed.path, tag, limit

    def log_message(self, fmt, *args):
        log.info("%s - %s", self.address_string(), fmt % args)

    # ---------- routing ----------
    def dispatch(self, method):
        path, tag, limit = self._parse_query()
        for pattern, route_method, handler_name in ROUTES:
            if route_method != method:
                continue
            m = pattern.fullmatch(path)
            if m:
                handler = getattr(self, handler_name)
                try:
                    return handler(*m.groups(), tag=tag, limit=limit)
                except ValidationError as exc:
                    return self.send_error_json(400, str(exc))
                except NotFound as exc:
                    return self.send_error_json(404, "note %s not found" % exc)
                except Exception:
                    log.exception("unhandled error")
                    return self.send_error_json(500, "internal error")
        self.send_error_json(404, "no route for %s %s" % (method, path))

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_PUT(self):
        self.dispatch("PUT")

    def do_DELETE(self):
        self.dispatch("DELETE")

    # ---------- handlers ----------
    def health(self, tag=None, limit=None):
        self.send_json(200, {"ok": True, "time": now()})

    def list_notes(self, tag=None, limit=50):
        notes = STORE.list(tag=tag, limit=limit)
        self.send_json(200, {"count": len(notes), "notes": notes})

    def create_note(self, tag=None, limit=None):
        data = validate_note(self.read_json())
        note = STORE.create(data)
        self.send_json(201, note)

    def get_note(self, note_id, tag=None, limit=None):
        self.send_json(200, STORE.get(note_id))

    def update_note(self, note_id, tag=None, limit=None):
        data = validate_note(self.read_json(), partial=True)
        if not data:
            raise ValidationError("nothing to update")
        self.send_json(200, STORE.update(note_id, data))

    def delete_note(self, note_id, tag=None, limit=None):
        STORE.delete(note_id)
        self.send_json(200, {"deleted": note_id})


ROUTES = [
    (re.compile(r"/health"), "GET", "health"),
    (re.compile(r"/notes/?"), "GET", "list_notes"),
    (re.compile(r"/notes/?"), "POST", "create_note"),
    (re.compile(r"/notes/([0-9a-f]{12})"), "GET", "get_note"),
    (re.compile(r"/notes/([0-9a-f]{12})"), "PUT", "update_note"),
    (re.compile(r"/notes/([0-9a-f]{12})"), "DELETE", "delete_note"),
]


def seed(store):
    store.create({"title": "Welcome", "body": "This is the notes API.", "tags": ["meta"]})
    store.create({"title": "Groceries", "body": "milk, eggs, coffee", "tags": ["home", "todo"]})
    store.create({"title": "Deploy checklist", "body": "run migrations; bump version", "tags": ["work", "todo"]})


def run(host="127.0.0.1", port=8080):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    seed(STORE)
    server = ThreadingHTTPServer((host, port), Handler)
    log.info("listening on http://%s:%d", host, port)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        log.info("shutting down")
    finally:
        server.server_close()


if __name__ == "__main__":
    run()
''', [("class NotesStore:", "class NotesStore"),
      ("json.dumps(payload, indent=2, sort_keys=True)", "json.dumps(payload, indent=2 sort_keys=True)"),
      ('            note["updated"] = now()\n        return note\n', '            note["updated"] = now()\n        retrun note\n'),
      ('{"error": message, "status": status}', '{"error" = message, "status": status}'),
      ('    (re.compile(r"/notes/([0-9a-f]{12})"), "DELETE", "delete_note"),\n]\n', '    (re.compile(r"/notes/([0-9a-f]{12})"), "DELETE", "delete_note"),\n]\n)\n'),
      ("    def list(self, tag=None, limit=50):", "    def list(self, tag=None, limit==50):"),
      ('[0].isdigit() \\\n            else 50\n', '[0].isdigit() \\\n\n            else 50\n'),
      ('        length = int(self.headers.get("Content-Length", 0))', '        length = int(self.headers.get("Content-Length", 0)')])
