"""Other languages' habits slipping into a Python program (cases 031-035).

Policy: meant.py is the Python the author meant, written the way the rest of the file is
written. Habits that are valid Python (a `;` at the end of a line, `true`/`null` names
the author defined, Go-style `(value, err)` return tuples) are not mistakes and stay.
"""
from lib import case, M, START, END  # noqa: F401

# ---------------------------------------------------------------- 031
case("js_blog_index_function_braces_slash_comment_else_if",
     "front-end (JavaScript) developer writing a Python build script for a static blog", r'''
import json
import re
from datetime import datetime
from pathlib import Path

true, false, null = True, False, None  # so I can paste JSON straight in

SITE = {
    "title": "notes.dev",
    "drafts": false,
    "base_url": "https://notes.dev",
    "analytics": null,
}

FRONT_MATTER = re.compile(r"^---\n(.*?)\n---\n", re.S)


def slugify(title):
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower())
    return slug.strip("-")


def parse_post(path):
    text = path.read_text(encoding="utf-8")
    m = FRONT_MATTER.match(text)
    meta = {}
    if m:
        for line in m.group(1).splitlines():
            key, _, value = line.partition(":")
            meta[key.strip()] = value.strip()
        text = text[m.end():]
    meta.setdefault("title", path.stem)
    meta["slug"] = slugify(meta["title"])
    meta["words"] = len(text.split())
    return meta


posts = []
for path in sorted(Path("posts").glob("*.md")):
    post = parse_post(path)
    # skip drafts unless the site config says otherwise
    if post.get("draft") == "true" and not SITE["drafts"]:
        continue
    elif "date" in post:
        post["date"] = datetime.strptime(post["date"], "%Y-%m-%d").date().isoformat()
    else:
        post["date"] = None
    posts.append(post);

posts.sort(key=lambda p: p["date"] or "", reverse=True)
Path("public").mkdir(exist_ok=True)
Path("public/index.json").write_text(json.dumps({"site": SITE, "posts": posts}, indent=2))
print(f"{len(posts)} posts written")
''', [
    M("habit:js function name(...) { ... } for def", "slugify() is written `function slugify(title) {` "
      "... `}`",
      ('def slugify(title):\n    slug = re.sub(r"[^a-z0-9]+", "-", title.lower())\n    return slug.strip("-")\n',
       'function slugify(title) {\n    slug = re.sub(r"[^a-z0-9]+", "-", title.lower())\n'
       '    return slug.strip("-")\n}\n')),
    M("habit:js // comment", "`// skip drafts unless ...` comment in the main loop",
      ("    # skip drafts", "    // skip drafts")),
    M("habit:js else if", "`else if \"date\" in post:`",
      ('    elif "date" in post:', '    else if "date" in post:')),
], note="""
Situation: the author pastes JSON into the file and therefore defined `true, false, null`
at the top; the `null`/`false` values in SITE and the `;` after `posts.append(post)` are
valid Python and are not mistakes.
Why meant.py reads this way (other-language policy): `function ... { }` becomes a `def`
with the same body (the `}` line goes), `//` becomes `#` with the comment text unchanged,
`else if` becomes `elif`.
""")

# ---------------------------------------------------------------- 032
case("java_parking_garage_if_braces_throw_new_switch_ternary",
     "Java developer (Spring at work) writing a small Python model for a parking-garage kata", r'''
from dataclasses import dataclass
from datetime import datetime, timedelta
from math import ceil


@dataclass
class Ticket:
    plate: str
    kind: str
    entered: datetime
    left: datetime | None = None


class Garage:
    HOURLY = {"car": 2.5, "motorbike": 1.0, "van": 4.0}
    DAILY_CAP = 20.0

    def __init__(self, capacity):
        self.capacity = capacity
        self.tickets = {};

    def enter(self, plate, kind, when):
        if len(self.tickets) >= self.capacity:
            raise RuntimeError("garage full")
        self.tickets[plate] = Ticket(plate, kind, when)

    def fee(self, ticket):
        hours = ceil((ticket.left - ticket.entered) / timedelta(hours=1))
        match ticket.kind:
            case "car" | "van":
                rate = self.HOURLY[ticket.kind]
            case "motorbike":
                rate = self.HOURLY["motorbike"]
            case _:
                raise ValueError(ticket.kind)
        total = hours * rate
        return self.DAILY_CAP if total > self.DAILY_CAP else total

    def leave(self, plate, when):
        ticket = self.tickets.pop(plate)
        ticket.left = when;
        return self.fee(ticket)


if __name__ == "__main__":
    g = Garage(capacity=2)
    t0 = datetime(2024, 5, 3, 8, 15)
    g.enter("AB-123-CD", "car", t0)
    g.enter("MC-77", "motorbike", t0)
    for plate, hours in [("AB-123-CD", 3.5), ("MC-77", 30)]:
        print(plate, g.leave(plate, t0 + timedelta(hours=hours)))
''', [
    M("habit:java if (...) { } block", "`if (len(self.tickets) >= self.capacity) {` with a closing `}` line",
      ("        if len(self.tickets) >= self.capacity:\n", "        if (len(self.tickets) >= self.capacity) {\n"),
      ("        self.tickets[plate] = Ticket(plate, kind, when)\n",
       "        }\n        self.tickets[plate] = Ticket(plate, kind, when)\n")),
    M("habit:java throw new for raise", "`throw new RuntimeError(\"garage full\")`",
      ('raise RuntimeError("garage full")', 'throw new RuntimeError("garage full")')),
    M("habit:java switch for match", "`switch ticket.kind:` over Python `case` clauses",
      ("match ticket.kind:", "switch ticket.kind:")),
    M("habit:java ternary ?:", "`return total > self.DAILY_CAP ? self.DAILY_CAP : total`",
      ("return self.DAILY_CAP if total > self.DAILY_CAP else total",
       "return total > self.DAILY_CAP ? self.DAILY_CAP : total")),
], note="""
Situation: the `match` statement with `case "car" | "van":` is written correctly; only the
keyword came out as `switch`. The `;` at the end of two lines is valid Python and stays.
Why meant.py reads this way (other-language policy): the `if` loses its parentheses and
braces and gets a colon (the parentheses are dropped, as everywhere else in the file),
`throw new X(...)` becomes `raise X(...)`, `switch` becomes `match`, and `c ? a : b`
becomes `a if c else b`.
""")

# ---------------------------------------------------------------- 033
case("c_sensor_frames_block_comment_increment_ternary_and",
     "embedded C developer parsing a binary sensor capture in Python", r'''
import struct
import sys

HEADER = 0xA5
FRAME_LEN = 8
# frame layout (8 bytes): A5 | id | temp*100 int16 LE | hum*100 uint16 LE | pad | sum
# sum = low byte of the sum of the first 7 bytes


def checksum(frame):
    s = 0
    for b in frame[:-1]:
        s = (s + b) & 0xFF
    return s


def parse_frames(buf):
    frames = []
    i = 0
    while i + FRAME_LEN <= len(buf):
        if buf[i] != HEADER:
            i += 1
            continue
        frame = buf[i:i + FRAME_LEN]
        if checksum(frame) != frame[-1]:
            print(f"bad checksum at offset {i}", file=sys.stderr)
            i += 1
            continue
        sensor_id, raw_temp, raw_hum = struct.unpack("<BhH", frame[1:6])
        frames.append((sensor_id, raw_temp / 100, raw_hum / 100))
        i += FRAME_LEN
    return frames


def main(path):
    with open(path, "rb") as f:
        data = f.read()
    readings = parse_frames(data)
    n_hot = 0
    for sensor_id, temp, hum in readings:
        status = "HOT" if temp > 30.0 else "ok"
        if temp > 30.0 and hum < 20.0:
            n_hot += 1
        print(f"sensor {sensor_id:3d}  {temp:6.2f} C  {hum:5.1f} %  {status}")
    print(f"{len(readings)} frames, {n_hot} hot+dry")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "capture.bin")
''', [
    M("habit:c /* */ block comment", "the frame-layout comment is a two-line `/* ... */` block",
      ("# frame layout (8 bytes)", "/* frame layout (8 bytes)"),
      ("# sum = low byte of the sum of the first 7 bytes",
       " * sum = low byte of the sum of the first 7 bytes */")),
    M("habit:c ++ increment", "`i++` (first resync step) and `n_hot++`",
      ("            i += 1\n            continue\n        frame =", "            i++\n            continue\n        frame ="),
      ("n_hot += 1", "n_hot++")),
    M("habit:c ternary ?:", "`status = temp > 30.0 ? \"HOT\" : \"ok\"`",
      ('status = "HOT" if temp > 30.0 else "ok"', 'status = temp > 30.0 ? "HOT" : "ok"')),
    M("habit:c && for and", "`if temp > 30.0 && hum < 20.0:`",
      ("if temp > 30.0 and hum < 20.0:", "if temp > 30.0 && hum < 20.0:")),
], note="""
Situation: the other `i += 1` (after the bad checksum) and `i += FRAME_LEN` are written the
Python way; the habit slipped in twice.
Why meant.py reads this way (other-language policy): each comment line of the block keeps
its text behind `#`; `x++` becomes `x += 1` as on the neighbouring lines; `c ? a : b`
becomes `a if c else b`; `&&` becomes `and`.
""")

# ---------------------------------------------------------------- 034
case("go_config_checker_func_walrus_err_nil_range_braces",
     "Go platform engineer writing a Python pre-commit hook that validates JSON service configs", r'''
import json
import os
import sys

REQUIRED = ("name", "port", "replicas")


def load(path):
    try:
        with open(path) as f:
            return json.load(f), None
    except (OSError, json.JSONDecodeError) as e:
        return None, e


def validate(cfg):
    problems = []
    for key in REQUIRED:
        if key not in cfg:
            problems.append(f"missing {key}")
    port = cfg.get("port", 0)
    if not 1 <= port <= 65535:
        problems.append(f"port {port} out of range")
    if cfg.get("replicas", 1) < 1:
        problems.append("replicas must be >= 1")
    return problems


def main(argv):
    failed = 0
    for path in argv:
        cfg, err = load(path)
        if err is not None:
            print(f"{path}: cannot load: {err}", file=sys.stderr)
            failed += 1
            continue
        problems = validate(cfg)
        for p in problems:
            print(f"{path}: {p}")
        if problems:
            failed += 1
    total = len(argv)
    print(f"{total - failed}/{total} configs ok")
    return 1 if failed else 0


if __name__ == "__main__":
    files = sys.argv[1:] or [os.path.join("configs", f) for f in sorted(os.listdir("configs"))]
    sys.exit(main(files))
''', [
    M("habit:go func for def", "`func validate(cfg):`",
      ("def validate(cfg):", "func validate(cfg):")),
    M("habit:go if err != nil { } block", "`if err != nil {` with a closing `}` line after the body",
      ("        if err is not None:\n", "        if err != nil {\n"),
      ("            continue\n        problems = validate(cfg)", "            continue\n        }\n        problems = validate(cfg)")),
    M("habit:go for _, x := range { } loop", "`for _, p := range problems {` ... `}`",
      ('        for p in problems:\n            print(f"{path}: {p}")\n',
       '        for _, p := range problems {\n            print(f"{path}: {p}")\n        }\n')),
    M("habit:go := assignment statement", "`total := len(argv)`",
      ("    total = len(argv)", "    total := len(argv)")),
], note="""
Situation: load() returning `(value, error)` is the engineer's Go-shaped design in valid
Python; it stays.
Why meant.py reads this way (other-language policy): `func` becomes `def`; `err != nil {`
... `}` becomes `err is not None:` (the spelling of the None test the file uses for
`None` returns) and the `}` line goes; the range loop becomes `for p in problems:`;
`:=` becomes `=`.
""")

# ---------------------------------------------------------------- 035
case("ruby_cart_cleanup_elsif_each_do_puts_unquoted_sql",
     "Rails developer writing a Python cron job against the same Postgres database", r'''
import os
import sys
from datetime import date, timedelta

import psycopg2

DSN = os.environ.get("DATABASE_URL", "postgresql://localhost/shop_dev")
KEEP_DAYS = int(os.environ.get("KEEP_DAYS", "30"))

STALE_CARTS_SQL = """
    SELECT id, user_id, updated_at
    FROM carts
    WHERE checked_out = false AND updated_at < %s
"""


def stale_carts(cur, cutoff):
    cur.execute(STALE_CARTS_SQL, (cutoff,))
    return cur.fetchall()


def describe(cart):
    cart_id, user_id, updated = cart
    if user_id is None:
        return f"guest cart {cart_id} (last touched {updated:%Y-%m-%d})"
    elif (date.today() - updated.date()).days > 90:
        return f"cart {cart_id} of user {user_id} (abandoned)"
    else:
        return f"cart {cart_id} of user {user_id}"


def main(dry_run):
    cutoff = date.today() - timedelta(days=KEEP_DAYS)
    with psycopg2.connect(DSN) as conn, conn.cursor() as cur:
        carts = stale_carts(cur, cutoff)
        print(f"{len(carts)} carts older than {cutoff}")
        for cart in carts:
            print("  " + describe(cart))
        if carts and not dry_run:
            ids = [c[0] for c in carts]
            cur.execute("DELETE FROM cart_items WHERE cart_id = ANY(%s)", (ids,))
            cur.execute("DELETE FROM carts WHERE id = ANY(%s)", (ids,))
            print("deleted.")


if __name__ == "__main__":
    main(dry_run="--dry-run" in sys.argv)
''', [
    M("habit:ruby elsif", "`elsif (date.today() - updated.date()).days > 90:`",
      ("    elif (date.today()", "    elsif (date.today()")),
    M("habit:ruby .each do |x| ... end block", "`carts.each do |cart|` ... `end` for the loop that prints "
      "the carts",
      ('        for cart in carts:\n            print("  " + describe(cart))\n',
       '        carts.each do |cart|\n            print("  " + describe(cart))\n        end\n')),
    M("habit:sql query pasted unquoted", "the first DELETE was pasted from a psql session straight into "
      "`cur.execute(...)` without quotes",
      ('cur.execute("DELETE FROM cart_items WHERE cart_id = ANY(%s)", (ids,))',
       'cur.execute(DELETE FROM cart_items WHERE cart_id = ANY(%s), (ids,))')),
    M("habit:ruby puts", "`puts \"deleted.\"`",
      ('print("deleted.")', 'puts "deleted."')),
], note="""
Why meant.py reads this way (other-language policy): `elsif` becomes `elif`; the
`.each do |cart| ... end` block becomes a `for cart in carts:` loop with the same body
(the `end` line goes with it); the pasted SQL becomes a string written like the second
DELETE right below it; `puts "..."` becomes `print("...")`.
""")
