"""011-020: Python version drift (people-syntax-11).

Code written for another Python and run on 3.11: Python 2 code half-ported to 3,
Python 3.6-era code using `async` as a name, and code written for 3.12-3.14 (PEP 695
generics and `type` aliases, PEP 701 f-strings, PEP 758 `except A, B:`). meant.py is
what the author would write for 3.11 with the same behaviour: Python 2 constructs get
the spelling 2to3 (or PEP 3113 for tuple parameters) gives them, newer syntax gets the
typing / f-string spelling 3.11 accepts.  Most files also have an ordinary slip.
"""
from lib import M, case

# ----------------------------------------------------------------------------- 011
case("disk_report_py2_halfported", "sysadmin porting a 2014 Python 2 cron script",
r'''#!/usr/bin/env python3
"""Nightly disk usage report for the build servers.

Written for Python 2.7 in 2014; moved to the new Debian 12 box (Python 3.11).
"""
import os
import smtplib
import socket
import subprocess
import sys
from email.message import EmailMessage

REPORT_DIR = "/var/lib/diskreport"
THRESHOLD = 85
MAIL_TO = "ops@example.com"
MOUNTS = ["/", "/var", "/srv/builds", "/home"]


def usage(mount):
    out = subprocess.check_output(["df", "-P", mount], text=True)
    fields = out.splitlines()[1].split()
    return int(fields[4].rstrip("%")), fields[3]


def biggest_dirs(path, n=5):
    sizes = []
    for name in os.listdir(path):
        full = os.path.join(path, name)
        try:
            out = subprocess.check_output(["du", "-sk", full], text=True)
        except subprocess.CalledProcessError as e:
            print("du failed for %s: %s" % (full, e), file=sys.stderr)
            continue
        sizes.append((int(out.split()[0]), full))
    sizes.sort(reverse=True)
    return sizes[:n]


def main():
    host = socket.gethostname()
    lines = ["Disk report for %s" % host, ""]
    alarm = False
    for mount in MOUNTS:
        try:
            pct, free = usage(mount)
        except OSError as e:
            print("cannot read %s: %s" % (mount, e), file=sys.stderr)
            continue
        flag = " <-- over %d%%" % THRESHOLD if pct > THRESHOLD else ""
        lines.append("%-12s %3d%% used, %s KB free%s" % (mount, pct, free, flag))
        if pct > THRESHOLD:
            alarm = True
            for size, path in biggest_dirs(mount):
                lines.append("    %10d KB  %s" % (size, path))

    report = "\n".join(lines)
    if not os.path.isdir(REPORT_DIR):
        os.makedirs(REPORT_DIR, 0o750)
    with open(os.path.join(REPORT_DIR, "latest.txt"), "w") as f:
        f.write(report + "\n")
    print(report)

    if alarm:
        msg = EmailMessage()
        msg["Subject"] = "[disk] %s over %d%%" % (host, THRESHOLD)
        msg["From"] = "diskreport@" + host
        msg["To"] = MAIL_TO
        msg.set_content(report)
        with smtplib.SMTP("localhost") as s:
            s.send_message(msg)
        print("mail sent to", MAIL_TO)
    return 1 if alarm else 0


if __name__ == "__main__":
    sys.exit(main())
''',
[
    M("py2_except_comma",
      "`except OSError, e:` in main() was not converted (the one in biggest_dirs() was). "
      "meant.py has `except OSError as e:`.",
      ("        except OSError as e:\n", "        except OSError, e:\n")),
    M("missing_colon",
      "`if not os.path.isdir(REPORT_DIR)` without its colon - he retyped the line while "
      "fixing the octal mode below it. meant.py adds the colon.",
      ("    if not os.path.isdir(REPORT_DIR):\n", "    if not os.path.isdir(REPORT_DIR)\n")),
    M("py2_octal",
      "`os.makedirs(REPORT_DIR, 0750)`: a Python 2 octal literal. meant.py has `0o750`.",
      ("os.makedirs(REPORT_DIR, 0o750)", "os.makedirs(REPORT_DIR, 0750)")),
    M("py2_print",
      "Two print statements left from Python 2 (`print report`, `print \"mail sent to\", "
      "MAIL_TO`); the porter converted the others. meant.py has `print(report)` and "
      "`print(\"mail sent to\", MAIL_TO)`.",
      ("    print(report)\n", "    print report\n"),
      ('        print("mail sent to", MAIL_TO)\n', '        print "mail sent to", MAIL_TO\n')),
],
note="""
A sysadmin moves a 2014 Python 2.7 cron script to a Debian 12 server. He ran a partial
port by hand: the shebang, `text=True`, the `except ... as e` and `print(..., file=...)`
calls; main() still has three Python 2 constructs, and one line he retyped lost its
colon. meant.py writes the Python 2 constructs the way 2to3 does (and the way the
already-ported lines do). `%`-formatting is his style and stays. (He had also converted
`print >>sys.stderr, ...` lines; left unconverted they would not have been syntax errors
in Python 3 - `print >> sys.stderr, "..."` parses as a tuple expression - so none is
used as a mistake.)
""")

# ----------------------------------------------------------------------------- 012
case("survey_geometry_tuple_params", "geologist maintaining a 2011 Python 2 helper module",
r'''"""Helpers for the borehole survey plots.

Ported from the 2011 Python 2 version (survey_utils.py on the old share).
"""
import math

EARTH_RADIUS_KM = 6371.0

STATIONS = {
    "B1": (47.3769, 8.5417),
    "B2": (47.0502, 8.3093),
    "B3": (46.9480, 7.4474),
    "B4": (47.5596, 7.5886),
    "B5": (46.2044, 6.1432),
}


def haversine(p1, p2):
    """Great-circle distance in km between two (lat, lon) points in degrees."""
    (lat1, lon1), (lat2, lon2) = p1, p2
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dphi = phi2 - phi1
    dlmb = math.radians(lon2 - lon1)
    a = math.sin(dphi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlmb / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(a))


def bearing(p1, p2):
    (lat1, lon1), (lat2, lon2) = p1, p2
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dlmb = math.radians(lon2 - lon1)
    x = math.sin(dlmb) * math.cos(phi2)
    y = math.cos(phi1) * math.sin(phi2) - math.sin(phi1) * math.cos(phi2) * math.cos(dlmb)
    return (math.degrees(math.atan2(x, y)) + 360) % 360


def nearest(name):
    here = STATIONS[name]
    others = [(haversine(here, pos), other) for other, pos in STATIONS.items() if other != name]
    return min(others)


def report():
    # south to north
    for name, pos in sorted(STATIONS.items(), key=lambda item: item[1][0]):
        dist, other = nearest(name)
        print("station %s at %s: nearest %s, %.1f km, bearing %03.0f" % (
            name, repr(pos), other, dist, bearing(pos, STATIONS[other])))


if __name__ == "__main__":
    report()
''',
[
    M("py2_tuple_params",
      "`def haversine((lat1, lon1), (lat2, lon2)):` - tuple parameters, removed in Python 3 "
      "(PEP 3113). meant.py takes two points and unpacks them in the first line of the "
      "body, exactly as bearing() (rewritten earlier) already does.",
      ('def haversine(p1, p2):\n    """Great-circle distance in km between two (lat, lon) points in degrees."""\n'
       '    (lat1, lon1), (lat2, lon2) = p1, p2\n',
       'def haversine((lat1, lon1), (lat2, lon2)):\n    """Great-circle distance in km between two (lat, lon) points in degrees."""\n')),
    M("py2_lambda_tuple_param",
      "`key=lambda (name, pos): pos[0]` - a tuple parameter in a lambda. meant.py has "
      "`lambda item: item[1][0]` (same key: the latitude of the station).",
      ("key=lambda item: item[1][0]", "key=lambda (name, pos): pos[0]")),
    M("py2_backticks",
      "`` `pos` `` - Python 2 backticks for repr(). meant.py has `repr(pos)`.",
      ("name, repr(pos), other", "name, `pos`, other")),
    M("missing_comma",
      "STATIONS: the comma after the B3 entry was lost when the coordinates were updated. "
      "meant.py restores it.",
      ('    "B3": (46.9480, 7.4474),\n', '    "B3": (46.9480, 7.4474)\n')),
],
note="""
A geologist keeps a small helper module alive that a former colleague wrote for Python 2
in 2011. She already rewrote bearing() for Python 3 (unpacking the points in the body,
as PEP 3113 recommends); haversine(), the sort key and the report line still use Python 2
syntax. While updating the station coordinates she also dropped a comma.
""")

# ----------------------------------------------------------------------------- 013
case("config_dsl_exec_py2", "developer reviving a 2009 Python 2 build-config loader",
r'''"""Load *.buildconf files.

A buildconf is a list of `key = value` lines; values are Python expressions evaluated
with a few helper names available.  Lines may use `${NAME}` to refer to environment
variables.  Written for Python 2.5 in 2009, revived for the 2024 release tooling.
"""
import os
import re

VAR_RE = re.compile(r"\$\{([A-Z_][A-Z0-9_]*)\}")
LINE_RE = re.compile(r"^\s*([a-z_][a-z0-9_]*)\s*=\s*(.+?)\s*$")


class ConfigError(Exception):
    pass


def expand(text, env=None):
    env = os.environ if env is None else env

    def repl(m):
        name = m.group(1)
        if name not in env:
            raise ConfigError("undefined variable ${%s}" % name)
        return env[name]

    return VAR_RE.sub(repl, text)


HELPERS = """
def join(*parts):
    return "/".join(p.strip("/") for p in parts)

def flag(name, on=True):
    return ("--%s" if on else "--no-%s") % name
"""


def load(path, env=None):
    namespace = {}
    exec(HELPERS, namespace)
    result = {}
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            line = line.split("#", 1)[0]
            if not line.strip():
                continue
            m = LINE_RE.match(line)
            if not m:
                raise ConfigError("%s:%d: bad line" % (path, lineno))
            key, expr = m.groups()
            try:
                result[key] = eval(expand(expr, env), namespace, dict(result))
            except ConfigError:
                raise
            except Exception as e:
                raise ConfigError("%s:%d: %s" % (path, lineno, e))
    return result


if __name__ == "__main__":
    import sys
    for p in sys.argv[1:]:
        for k, v in sorted(load(p).items()):
            print("%-20s %r" % (k, v))
''',
[
    M("py2_ur_prefix",
      "`VAR_RE = re.compile(ur\"\\$\\{...\\}\")`: Python 2's raw-unicode prefix `ur`, which "
      "Python 3 does not accept (all strings are unicode). meant.py has `r` like LINE_RE.",
      ('VAR_RE = re.compile(r"', 'VAR_RE = re.compile(ur"')),
    M("py2_raise_comma",
      "`raise ConfigError, \"undefined variable ${%s}\" % name` - the Python 2 raise form. "
      "meant.py has `raise ConfigError(\"...\" % name)` like the other raises.",
      ('            raise ConfigError("undefined variable ${%s}" % name)\n',
       '            raise ConfigError, "undefined variable ${%s}" % name\n')),
    M("py2_exec_statement",
      "`exec HELPERS in namespace` - the Python 2 exec statement. meant.py has "
      "`exec(HELPERS, namespace)`.",
      ("    exec(HELPERS, namespace)\n", "    exec HELPERS in namespace\n")),
    M("unclosed_paren",
      "`eval(expand(expr, env), namespace, dict(result))` lost its last `)` while the "
      "developer was editing the line (CPython reports a `(` never closed). meant.py "
      "closes eval(.",
      ("namespace, dict(result))\n", "namespace, dict(result)\n")),
],
note="""
A developer revives a 2009 build-config loader for new release tooling. The module
docstring, the regular expressions and most of the code were fine; three Python 2
statements were left (`ur""`, `raise E, msg`, `exec ... in ...`), and while touching the
eval line she dropped a parenthesis. The exec'd HELPERS text is a valid Python string
and stays.
""")

# ----------------------------------------------------------------------------- 014
case("crc_tool_py2_longs", "embedded developer running an old Python 2 firmware tool",
r'''#!/usr/bin/env python3
"""crcimg - append / verify the CRC32 trailer of a firmware image.

usage: crcimg.py add IMAGE | crcimg.py check IMAGE
"""
import struct
import sys

POLY = 0xEDB88320
MASK = 0xFFFFFFFF
TRAILER_MAGIC = 0x43524332  # "CRC2"


def make_table():
    table = []
    for i in range(256):
        c = i
        for _ in range(8):
            if c & 1:
                c = POLY ^ (c >> 1)
            else:
                c >>= 1
        table.append(c)
    return table


TABLE = make_table()


def crc32(data, crc=0):
    crc ^= MASK
    for b in data:
        crc = TABLE[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ MASK


def add(path):
    with open(path, "rb") as f:
        data = f.read()
    crc = crc32(data)
    with open(path, "ab") as f:
        f.write(struct.pack("<II", TRAILER_MAGIC, crc))
    print("%s: crc %08x" % (path, crc), end=" ")
    print("(%d bytes)" % len(data))


def check(path):
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 8:
        print("%s: too short" % path)
        return False
    magic, stored = struct.unpack("<II", data[-8:])
    if magic != TRAILER_MAGIC:
        print("%s: no trailer" % path)
        return False
    actual = crc32(data[:-8])
    ok = actual == stored
    print("%s: stored %08x actual %08x %s" % (path, stored, actual, "OK" if ok else "BAD"))
    return ok


def main(argv):
    if len(argv) != 3 or argv[1] not in ("add", "check"):
        print(__doc__.strip().splitlines()[-1])
        return 2
    if argv[1] == "add":
        add(argv[2])
        return 0
    return 0 if check(argv[2]) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
''',
[
    M("py2_long_suffix",
      "`POLY = 0xEDB88320L` and `MASK = 0xFFFFFFFFL`: Python 2 long-integer literals. "
      "meant.py drops the `L` (Python 3 ints are unbounded).",
      ("POLY = 0xEDB88320\nMASK = 0xFFFFFFFF\n", "POLY = 0xEDB88320L\nMASK = 0xFFFFFFFFL\n")),
    M("py2_print_trailing_comma",
      "`print \"%s: crc %08x\" % (path, crc),` - a Python 2 print whose trailing comma "
      "suppresses the newline so the next print continues the line. meant.py has "
      "`print(..., end=\" \")`, which 2to3 writes for it.",
      ('    print("%s: crc %08x" % (path, crc), end=" ")\n',
       '    print "%s: crc %08x" % (path, crc),\n')),
    M("py2_not_equal",
      "`if magic <> TRAILER_MAGIC:` - Python 2's `<>`. meant.py has `!=`.",
      ("    if magic != TRAILER_MAGIC:\n", "    if magic <> TRAILER_MAGIC:\n")),
    M("missing_colon",
      "`if len(data) < 8` without its colon, typed when he added that check during the "
      "port. meant.py adds it.",
      ("    if len(data) < 8:\n", "    if len(data) < 8\n")),
],
note="""
An embedded developer needs an old Python 2 firmware tool on a machine with only
Python 3.11. He had started the port (prints in check() and main(), bytes iteration in
crc32(), a new length check) and left the rest. The `(crc ^ b)` loop relies on Python 3
bytes iteration; that is part of his port and stays.
""")

# ----------------------------------------------------------------------------- 015
case("task_client_async_kwarg_py36", "backend developer upgrading a Python 3.6 service",
r'''"""Client for the internal job queue (jobq).

Written against Python 3.6; the service moves to 3.11.
"""
import json
import logging
import threading
import time
import urllib.request

log = logging.getLogger(__name__)

DEFAULT_URL = "http://jobq.internal:8080"


class JobError(Exception):
    pass


class Client:
    def __init__(self, base_url=DEFAULT_URL, timeout=10):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout

    def _post(self, path, payload):
        req = urllib.request.Request(
            self.base_url + path,
            data=json.dumps(payload).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=self.timeout) as resp:
            body = json.loads(resp.read())
        if body.get("status") != "ok":
            raise JobError(body.get("error", "unknown error"))
        return body

    def submit(self, name, args=None, async_=False):
        """Submit a job; with async_=True return its id at once, otherwise wait."""
        body = self._post("/jobs", {"name": name, "args": args or {}})
        job_id = body["id"]
        if async_:
            return job_id
        return self.wait(job_id)

    def wait(self, job_id, poll=0.5):
        while True:
            body = self._post("/jobs/%s/status" % job_id, {})
            if body["state"] == "done":
                return body["result"]
            if body["state"] == "failed":
                raise JobError(body["error"])
            time.sleep(poll)


def fire_and_forget(client, names):
    ids = []
    for name in names:
        ids.append(client.submit(name, async_=True))
    log.info("submitted %d jobs", len(ids))
    return ids


def run_in_thread(client, name, callback):
    def worker():
        try:
            callback(client.submit(name))
        except JobError as e:
            log.error("job %s failed: %s", name, e)

    t = threading.Thread(target=worker, daemon=True)
    t.start()
    return t
''',
[
    M("py36_async_name",
      "The keyword argument `async` (submit()'s parameter, its use in the `if`, and the "
      "call in fire_and_forget()). `async` became a reserved word in Python 3.7. meant.py "
      "renames it `async_` everywhere, the spelling libraries chose for the same change "
      "(the docstring is updated with it).",
      ('    def submit(self, name, args=None, async_=False):\n'
       '        """Submit a job; with async_=True return its id at once, otherwise wait."""\n',
       '    def submit(self, name, args=None, async=False):\n'
       '        """Submit a job; with async=True return its id at once, otherwise wait."""\n'),
      ("        if async_:\n", "        if async:\n"),
      ("client.submit(name, async_=True)", "client.submit(name, async=True)")),
    M("assign_for_eq",
      "`if body[\"state\"] = \"done\":` - `=` for `==` (the next `if` has `==`). meant.py "
      "has `==`.",
      ('            if body["state"] == "done":\n', '            if body["state"] = "done":\n')),
    M("missing_colon",
      "`def worker()` without its colon. meant.py adds it.",
      ("    def worker():\n", "    def worker()\n")),
],
note="""
A backend developer moves a small job-queue client written for Python 3.6 to 3.11. In
3.6 `async` was still an ordinary name (reserved since 3.7), and the client used it as a
keyword argument. meant.py uses `async_` (PEP 8's trailing underscore, as several
libraries did for this change) in the parameter, its use and its one caller, and in the
docstring that names it. Two ordinary slips he made while editing complete the file.
""")

# ----------------------------------------------------------------------------- 016
case("typed_cache_pep695", "library author who develops on 3.12, CI on 3.11",
r'''"""A tiny typed LRU cache with loaders, used by the report service."""
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Generic, TypeAlias, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
T = TypeVar("T")

Loader: TypeAlias = Callable[[str], T]


class LRUCache(Generic[K, V]):
    def __init__(self, capacity: int = 128) -> None:
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.capacity = capacity
        self._data: OrderedDict[K, V] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: K, default: V | None = None) -> V | None:
        if key in self._data:
            self._data.move_to_end(key)
            self.hits += 1
            return self._data[key]
        self.misses += 1
        return default

    def put(self, key: K, value: V) -> None:
        self._data[key] = value
        self._data.move_to_end(key)
        while len(self._data) > self.capacity:
            self._data.popitem(last=False)

    def __len__(self) -> int:
        return len(self._data)

    def __iter__(self) -> Iterator[K]:
        return iter(self._data)


def first(items: Iterable[T]) -> T | None:
    for item in items:
        return item
    return None


def cached_loader(load: Loader[T], capacity: int = 32) -> Loader[T]:
    cache: LRUCache[str, T] = LRUCache(capacity)

    def wrapper(name: str) -> T:
        hit = cache.get(name)
        if hit is not None:
            return hit
        value = load(name)
        cache.put(name, value)
        return value

    return wrapper
''',
[
    M("pep695_generic_class",
      "`class LRUCache[K: Hashable, V]:` - PEP 695 class type parameters (3.12). meant.py "
      "declares `K = TypeVar(\"K\", bound=Hashable)` and `V = TypeVar(\"V\")` and subclasses "
      "`Generic[K, V]`; the `from typing import` line that the 3.11 spellings need (also "
      "used by the other two fixes) is counted here.",
      ("from typing import Generic, TypeAlias, TypeVar\n", ""),
      ('K = TypeVar("K", bound=Hashable)\nV = TypeVar("V")\n', ""),
      ("class LRUCache(Generic[K, V]):\n", "class LRUCache[K: Hashable, V]:\n")),
    M("pep695_generic_function",
      "`def first[T](items: Iterable[T]) -> T | None:` - PEP 695 function type parameter. "
      "meant.py declares `T = TypeVar(\"T\")` with the others and drops `[T]`.",
      ('T = TypeVar("T")\n\n', ""),
      ("def first(items: Iterable[T])", "def first[T](items: Iterable[T])")),
    M("pep695_type_alias",
      "`type Loader[T] = Callable[[str], T]` - the 3.12 `type` statement for a generic "
      "alias. meant.py has `Loader: TypeAlias = Callable[[str], T]`, a generic alias over "
      "the module's T.",
      ("Loader: TypeAlias = Callable[[str], T]\n", "type Loader[T] = Callable[[str], T]\n")),
    M("unclosed_bracket",
      "`self._data: OrderedDict[K, V = OrderedDict()` - the `]` of the annotation lost. "
      "meant.py restores it.",
      ("self._data: OrderedDict[K, V] = OrderedDict()", "self._data: OrderedDict[K, V = OrderedDict()")),
],
note="""
A library author writes on Python 3.12 and used its PEP 695 syntax; the report service
that vendors the module runs 3.11 and CI rejects the file. meant.py is the module as it
is written for 3.11: TypeVars declared at module level (with the same bound), `Generic`
as a base class, `TypeAlias` for the alias. `X | None` in annotations is 3.10 syntax and
stays. One ordinary slip (a lost `]`) is also in the file.
""")

# ----------------------------------------------------------------------------- 017
case("release_notes_pep701_fstrings", "developer whose laptop runs 3.12, the build server 3.11",
r'''"""Render release notes (Markdown and HTML) from the merged pull requests."""
import html
import json
import sys
from collections import defaultdict
from datetime import date

SECTIONS = {"feat": "Features", "fix": "Bug fixes", "docs": "Documentation", "chore": "Other"}


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def group(prs):
    groups = defaultdict(list)
    for pr in prs:
        kind = pr["title"].split(":", 1)[0].strip().lower()
        groups[kind if kind in SECTIONS else "chore"].append(pr)
    return groups


def markdown(version, groups):
    out = [f"# Release {version} ({date.today():%d %B %Y})", ""]
    for kind, title in SECTIONS.items():
        prs = groups.get(kind)
        if not prs:
            continue
        out.append(f"## {title}")
        for pr in prs:
            out.append(f"- {pr['title']} (#{pr['number']}, @{pr['author']})")
        out.append("")
    return "\n".join(out)


def html_page(version, groups):
    items = []
    for kind, title in SECTIONS.items():
        for pr in groups.get(kind, []):
            # titles come from users
            items.append(f"""<li class="{kind}">{
                html.escape(pr["title"])
            }</li>""")
    body = "\n".join(items)
    return f"<h1>Release {version}</h1>\n<ul>\n{body}\n</ul>"


def main(argv):
    version, path = argv[1], argv[2]
    groups = group(load(path))
    with open(f"RELEASE-{version}.md", "w", encoding="utf-8") as f:
        f.write(markdown(version, groups))
    with open(f"release-{version}.html", "w", encoding="utf-8") as f:
        f.write(html_page(version, groups))
    total = sum(len(v) for v in groups.values())
    print(f"{total} pull requests, {len(groups)} sections")


if __name__ == "__main__":
    main(sys.argv)
''',
[
    M("pep701_nested_quotes",
      "`f\"- {pr[\"title\"]} (#{pr[\"number\"]}, @{pr[\"author\"]})\"` - dictionary keys quoted "
      "with the f-string's own quote character, allowed only since 3.12 (PEP 701). meant.py "
      "quotes the keys with `'`.",
      ("""out.append(f"- {pr['title']} (#{pr['number']}, @{pr['author']})")""",
       """out.append(f"- {pr["title"]} (#{pr["number"]}, @{pr["author"]})")""")),
    M("pep701_comment_in_fstring",
      "A comment `# titles come from users` inside the multi-line replacement field of the "
      "triple-quoted f-string; 3.11 allows the line breaks there but not `#`. meant.py "
      "puts the comment on its own line above the append.",
      ('            # titles come from users\n            items.append(f"""<li class="{kind}">{\n'
       '                html.escape(pr["title"])\n',
       '            items.append(f"""<li class="{kind}">{\n'
       '                html.escape(pr["title"])  # titles come from users\n')),
    M("pep701_backslash_in_fstring",
      "`return f\"<h1>...</h1>\\n<ul>\\n{\"\\n\".join(items)}\\n</ul>\"` - a backslash (and "
      "the outer quote) inside a replacement field, both 3.12-only. meant.py joins the "
      "items into `body` on the line before and uses `{body}`.",
      ('    body = "\\n".join(items)\n    return f"<h1>Release {version}</h1>\\n<ul>\\n{body}\\n</ul>"\n',
       '    return f"<h1>Release {version}</h1>\\n<ul>\\n{"\\n".join(items)}\\n</ul>"\n')),
    M("missing_colon",
      "`for kind, title in SECTIONS.items()` in html_page() without its colon. meant.py "
      "adds it.",
      ("    for kind, title in SECTIONS.items():\n        for pr in groups.get(kind, []):\n",
       "    for kind, title in SECTIONS.items()\n        for pr in groups.get(kind, []):\n")),
],
note="""
A developer writes release tooling on a laptop with Python 3.12 and used PEP 701
f-strings freely; the build server runs 3.11. meant.py is what he writes for 3.11 with
the same output: other quotes inside the replacement fields, the join computed on the
line before, the comment moved out of the f-string. The multi-line replacement field in
the triple-quoted f-string is valid in 3.11 and stays. One missing colon is his own slip.
""")

# ----------------------------------------------------------------------------- 018
case("settings_validator_py314", "developer trying Python 3.14, deployment on 3.11",
r'''"""Validate settings.json before the service starts."""
import json
import sys
from pathlib import Path
from typing import TypeAlias

JSON: TypeAlias = dict[str, "JSON"] | list["JSON"] | str | int | float | bool | None

REQUIRED = {"database_url": str, "workers": int, "debug": bool}
LIMITS = {"workers": (1, 64), "timeout": (1, 600)}


class SettingsError(Exception):
    pass


def read(path: Path) -> JSON:
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, PermissionError, UnicodeDecodeError):
        raise SettingsError(f"cannot read {path}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise SettingsError(f"{path} line {e.lineno}: {e.msg}") from e


def check_types(data: JSON) -> list[str]:
    problems = []
    if not isinstance(data, dict):
        return ["top level must be an object"]
    for key, kind in REQUIRED.items():
        if key not in data:
            problems.append(f"missing {key}")
        elif not isinstance(data[key], kind):
            problems.append(f"{key} must be {kind.__name__}")
    return problems


def check_limits(data: dict) -> list[str]:
    problems = []
    for key, (low, high) in LIMITS.items():
        if key not in data:
            continue
        try:
            value = int(data[key])
        except (TypeError, ValueError):
            problems.append(f"{key} is not a number")
            continue
        if not low <= value <= high:
            problems.append(f"{key}={value} outside {low}..{high}")
    return problems


def main(argv: list[str]) -> int:
    path = Path(argv[1] if len(argv) > 1 else "settings.json")
    try:
        data = read(path)
    except SettingsError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    problems = check_types(data)
    if not problems:
        problems = check_limits(data)
    for p in problems:
        print(f"{path}: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
''',
[
    M("pep758_except_no_parens",
      "`except FileNotFoundError, PermissionError, UnicodeDecodeError:` in read() and "
      "`except TypeError, ValueError:` in check_limits() - Python 3.14 (PEP 758) lets "
      "several exception types go without parentheses when there is no `as`; 3.11 "
      "requires them. meant.py parenthesises both tuples (the `as e` handlers in the file "
      "were always parenthesised or single).",
      ("    except (FileNotFoundError, PermissionError, UnicodeDecodeError):\n",
       "    except FileNotFoundError, PermissionError, UnicodeDecodeError:\n"),
      ("        except (TypeError, ValueError):\n", "        except TypeError, ValueError:\n")),
    M("pep695_type_alias",
      "`type JSON = dict[str, JSON] | list[JSON] | ...` - the 3.12 `type` statement, whose "
      "value is evaluated lazily, so the alias can name itself. meant.py has "
      "`JSON: TypeAlias = ...` with the recursive references as strings, the 3.11 way.",
      ("from typing import TypeAlias\n\n", "\n"),
      ('JSON: TypeAlias = dict[str, "JSON"] | list["JSON"] |', "type JSON = dict[str, JSON] | list[JSON] |")),
    M("unclosed_paren",
      "`problems.append(f\"{key}={value} outside {low}..{high}\"` - the closing `)` of "
      "append( was not typed. meant.py adds it.",
      ('problems.append(f"{key}={value} outside {low}..{high}")\n',
       'problems.append(f"{key}={value} outside {low}..{high}"\n')),
],
note="""
A developer tried the Python 3.14 release candidate at home and wrote a settings
validator with its new `except A, B:` form and a 3.12 `type` alias; the service's
containers run 3.11. meant.py parenthesises the exception tuples and spells the alias
with `TypeAlias` (string forward references for the recursion). One unclosed call is an
ordinary slip.
""")

# ----------------------------------------------------------------------------- 019
case("line_server_py2_except_tuple", "hobbyist reviving a Python 2 socket server from a 2008 book",
r'''"""A line-based TCP echo/uppercase server (from a 2008 book, moved to Python 3)."""
import errno
import socket
import sys

HOST = "0.0.0.0"
PORT = 7070
BACKLOG = 5


def handle(conn, addr):
    f = conn.makefile("rw", encoding="utf-8", newline="\n")
    f.write("hello %s:%d, send lines, QUIT to stop\n" % addr)
    f.flush()
    for line in f:
        line = line.rstrip("\n")
        if line == "QUIT":
            f.write("bye\n")
            break
        f.write(line.upper() + "\n")
        f.flush()
    f.close()


def serve(host, port):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        s.bind((host, port))
    except socket.error as e:
        code, message = e.args
        if code == errno.EADDRINUSE:
            raise SystemExit("port %d is already in use" % port)
        raise
    s.listen(BACKLOG)
    print("listening on %s:%d" % (host, port))
    while True:
        conn, addr = s.accept()
        print("connection from %s:%d" % addr)
        try:
            handle(conn, addr)
        except socket.error as e:
            print("client error:", e)
        finally:
            conn.close()


if __name__ == "__main__":
    port = int(sys.argv[1]) if len(sys.argv) > 1 else PORT
    serve(HOST, port)
''',
[
    M("py2_except_tuple_unpack",
      "`except socket.error, (code, message):` - Python 2 allowed unpacking the exception's "
      "args in the except clause. meant.py catches it `as e` and unpacks `e.args` on the "
      "next line (what 2to3 produces).",
      ("    except socket.error as e:\n        code, message = e.args\n",
       "    except socket.error, (code, message):\n")),
    M("py2_raise_comma",
      "`raise SystemExit, \"port %d is already in use\" % port` - Python 2 raise form. "
      "meant.py has `raise SystemExit(\"...\" % port)`.",
      ('            raise SystemExit("port %d is already in use" % port)\n',
       '            raise SystemExit, "port %d is already in use" % port\n')),
    M("py2_print",
      "`print \"listening on %s:%d\" % (host, port)` - a print statement the hobbyist missed "
      "(the two prints below it were converted). meant.py has `print(...)`.",
      ('    print("listening on %s:%d" % (host, port))\n',
       '    print "listening on %s:%d" % (host, port)\n')),
    M("assign_for_eq",
      "`if line = \"QUIT\":` - `=` for `==`. meant.py has `==`.",
      ('        if line == "QUIT":\n', '        if line = "QUIT":\n')),
],
note="""
A hobbyist types in a socket server from a 2008 Python 2 book and moves it to Python 3
as he goes: makefile() with text mode, `except socket.error as e` in the loop, two of the
three prints. meant.py finishes the port the way 2to3 would for the remaining three
constructs. `socket.error` is kept (an alias of OSError in Python 3). One `=` for `==` is
his own.
""")

# ----------------------------------------------------------------------------- 020
case("api_retry_pep695_paramspec", "developer copying a helper from a 3.12 project into a 3.11 one",
r'''"""HTTP helpers for the billing sync job."""
import functools
import logging
import random
import time
from collections.abc import Callable
from typing import ParamSpec, TypeVar

import requests

log = logging.getLogger("billing.sync")

P = ParamSpec("P")
R = TypeVar("R")

RETRY_STATUS = {429, 502, 503, 504}


class RetryError(Exception):
    pass


def retry(attempts: int = 5, base: float = 0.5) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Retry the wrapped call on connection errors and retryable HTTP statuses."""

    def decorate(fn: Callable[P, R]) -> Callable[P, R]:
        @functools.wraps(fn)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
            for attempt in range(1, attempts + 1):
                try:
                    return fn(*args, **kwargs)
                except requests.HTTPError as e:
                    if e.response is None or e.response.status_code not in RETRY_STATUS:
                        raise
                    reason = f"HTTP {e.response.status_code}"
                except requests.ConnectionError as e:
                    reason = f"connection error: {e}"
                delay = base * 2 ** (attempt - 1) * random.uniform(0.8, 1.2)
                log.warning(f"{fn.__name__}: {reason}, retry {attempt}/{attempts} in {delay:.1f}s")
                time.sleep(delay)
            raise RetryError(f"{fn.__name__} failed after {attempts} attempts")

        return wrapper

    return decorate


@retry(attempts=3)
def fetch_invoices(session: requests.Session, since: str) -> list[dict]:
    resp = session.get("https://billing.example.com/api/invoices", params={"since": since}, timeout=20)
    resp.raise_for_status()
    return resp.json()["invoices"]


def summary(invoices: list[dict]) -> str:
    total = sum(inv["amount"] for inv in invoices)
    by_currency = {}
    for inv in invoices:
        by_currency[inv["currency"]] = by_currency.get(inv["currency"], 0) + inv["amount"]
    parts = ", ".join(f"{cur} {amt:.2f}" for cur, amt in sorted(by_currency.items()))
    return f"{len(invoices)} invoices ({parts}), total {total:.2f}"
''',
[
    M("pep695_paramspec",
      "`def retry[**P, R](attempts: int = 5, ...)` - PEP 695 type parameters including a "
      "ParamSpec, copied from the 3.12 project. meant.py declares `P = ParamSpec(\"P\")` "
      "and `R = TypeVar(\"R\")` at module level (with their import) and drops the brackets.",
      ("from typing import ParamSpec, TypeVar\n", ""),
      ('P = ParamSpec("P")\nR = TypeVar("R")\n\n', ""),
      ("def retry(attempts: int = 5,", "def retry[**P, R](attempts: int = 5,")),
    M("pep701_nested_quotes",
      "`f\"{len(invoices)} invoices ({\", \".join(...)}), total {total:.2f}\"` - the join "
      "with the f-string's own quotes inside it (3.12). meant.py computes the join into "
      "`parts` on the line before and uses `({parts})`, the usual 3.11 spelling.",
      ('    parts = ", ".join(f"{cur} {amt:.2f}" for cur, amt in sorted(by_currency.items()))\n'
       '    return f"{len(invoices)} invoices ({parts}), total {total:.2f}"\n',
       '    return f"{len(invoices)} invoices ({", ".join(f"{cur} {amt:.2f}" for cur, amt in sorted(by_currency.items()))}), total {total:.2f}"\n')),
    M("missing_comma",
      "`params={\"since\": since} timeout=20` - the comma between the two keyword "
      "arguments lost when he re-wrapped the line. meant.py restores it.",
      ('params={"since": since}, timeout=20)', 'params={"since": since} timeout=20)')),
    M("unindented_line",
      "`reason = f\"connection error: {e}\"` was pasted at the level of its `except` instead "
      "of inside it. meant.py indents it under the `except`, like the HTTPError branch.",
      ('                except requests.ConnectionError as e:\n                    reason = f"connection error: {e}"\n',
       '                except requests.ConnectionError as e:\n                reason = f"connection error: {e}"\n')),
],
note="""
A developer copied a retry decorator and a summary helper from a service that runs on
Python 3.12 into the billing sync job, which runs on 3.11. The decorator used PEP 695
type parameters (`[**P, R]`) and the summary a PEP 701 f-string with the same quotes
nested. meant.py is the 3.11 spelling: ParamSpec/TypeVar at module level, and the join
split off into `parts`. While pasting he also lost a comma and an indentation level.
""")
