"""015-024: intermediate developers' own slips in 40-100-line files.

Decorators, type hints, generics, async/await, context managers, dataclasses, walrus,
conditional comprehensions, lambda sort keys, *args/**kwargs, nested f-strings,
global/nonlocal, try/except/else/finally; three slips per file.
"""
from lib import M, case

# ---------------------------------------------------------------- 015
case(
    "retry_decorators_kwonly_after_kwargs_decorator_paren_ternary_no_else",
    "intermediate developer: decorators module",
    r'''
"""Retry, timing and rate-limit decorators used by the API clients."""
from __future__ import annotations

import functools
import logging
import random
import time
from typing import Any, Callable, TypeVar

F = TypeVar("F", bound=Callable[..., Any])
log = logging.getLogger(__name__)


def call_with_retry(func: Callable[..., Any], *args: Any, attempts: int = 3,
                    delay: float = 0.5, backoff: bool = True, **kwargs: Any) -> Any:
    """Call func(*args, **kwargs), retrying on any exception."""
    for attempt in range(1, attempts + 1):
        try:
            return func(*args, **kwargs)
        except Exception as exc:
            if attempt == attempts:
                raise
            wait = delay * 2 ** (attempt - 1) if backoff else delay
            wait += random.uniform(0, wait / 10)
            log.warning("%s failed (%s), retry %d/%d in %.2fs",
                        func.__name__, exc, attempt, attempts - 1, wait)
            time.sleep(wait)
    raise AssertionError("unreachable")


def retry(attempts: int = 3, delay: float = 0.5, backoff: bool = True) -> Callable[[F], F]:
    def decorator(func: F) -> F:
        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            return call_with_retry(func, *args, attempts=attempts, delay=delay,
                                   backoff=backoff, **kwargs)
        return wrapper  # type: ignore[return-value]
    return decorator


def timed(label: str | None = None, level: int = logging.DEBUG) -> Callable[[F], F]:
    def decorator(func: F) -> F:
        name = label or func.__qualname__

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = time.perf_counter()
            try:
                return func(*args, **kwargs)
            finally:
                log.log(level, "%s took %.1f ms", name, (time.perf_counter() - start) * 1000)
        return wrapper  # type: ignore[return-value]
    return decorator


def rate_limited(calls_per_second: float) -> Callable[[F], F]:
    min_interval = 1.0 / calls_per_second

    def decorator(func: F) -> F:
        last_call = 0.0

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            nonlocal last_call
            elapsed = time.monotonic() - last_call
            if elapsed < min_interval:
                time.sleep(min_interval - elapsed)
            last_call = time.monotonic()
            return func(*args, **kwargs)
        return wrapper  # type: ignore[return-value]
    return decorator


@retry(attempts=5, delay=1.0)
@timed("fetch_exchange_rates", level=logging.INFO)
@rate_limited(2)
def fetch_exchange_rates(base: str = "EUR") -> dict[str, float]:
    import json
    import urllib.request

    url = f"https://api.example.com/latest?base={base}"
    with urllib.request.urlopen(url, timeout=10) as resp:
        return json.load(resp)["rates"]
''',
    [
        M("params: keyword-only parameters written after **kwargs",
          "`call_with_retry(func, *args, **kwargs, attempts=3, delay=0.5, backoff=True)`: "
          "nothing may follow `**kwargs`. The defaults are keyword-only parameters (the "
          "wrapper in `retry` passes them by keyword), so they go between `*args` and "
          "`**kwargs`, which moves to the end of the signature.",
          ('def call_with_retry(func: Callable[..., Any], *args: Any, attempts: int = 3,\n'
           '                    delay: float = 0.5, backoff: bool = True, **kwargs: Any) -> Any:\n',
           'def call_with_retry(func: Callable[..., Any], *args: Any, **kwargs: Any, attempts: int = 3,\n'
           '                    delay: float = 0.5, backoff: bool = True) -> Any:\n')),
        M("bracket: ) missing at the end of a decorator's arguments",
          "`@retry(attempts=5, delay=1.0` has no `)`. The next two decorator lines are then "
          "read as `@` (matrix-multiply) operands inside the open call, and the error only "
          "shows at `def`. The `)` goes at the end of the first decorator line; the other two "
          "decorators are complete.",
          ('@retry(attempts=5, delay=1.0)\n', '@retry(attempts=5, delay=1.0\n')),
        M("expression: conditional expression without else",
          "`wait = delay * 2 ** (attempt - 1) if backoff` has no `else`. With `backoff=False` "
          "the wait is the plain `delay` (that is what the parameter means), so the "
          "expression ends `else delay`.",
          ('if backoff else delay\n', 'if backoff\n')),
    ],
    note="A backend developer's shared decorators module; they wrote the retry helper and "
         "the decorators in one sitting.\nmeant.py undoes only the three slips.",
)

# ---------------------------------------------------------------- 016
case(
    "async_thumbnail_queue_def_async_lambda_tuple_param_triple_not_equal",
    "intermediate developer: asyncio worker queue",
    r'''
"""Make thumbnails for every image in a folder with a few async workers."""
import asyncio
import logging
import signal
import sys
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger("thumbs")

SIZES = [(64, 64), (256, 256), (1024, 768)]


@dataclass(order=True)
class Job:
    priority: int
    path: Path = field(compare=False)
    attempts: int = field(default=0, compare=False)


async def make_thumbnail(path: Path, size: tuple[int, int]) -> Path:
    out = path.with_name(f"{path.stem}_{size[0]}x{size[1]}{path.suffix}")
    proc = await asyncio.create_subprocess_exec(
        "convert", str(path), "-thumbnail", f"{size[0]}x{size[1]}", str(out),
        stderr=asyncio.subprocess.PIPE,
    )
    _, err = await proc.communicate()
    if proc.returncode != 0:
        raise RuntimeError(err.decode(errors="replace").strip())
    return out


async def worker(name: str, queue: asyncio.PriorityQueue, failed: list[Job]) -> None:
    while True:
        job = await queue.get()
        try:
            for size in SIZES:
                await make_thumbnail(job.path, size)
            log.info("%s: done %s", name, job.path.name)
        except RuntimeError as exc:
            job.attempts += 1
            if job.attempts < 3:
                await queue.put(Job(job.priority + 1, job.path, job.attempts))
            else:
                failed.append(job)
                log.error("%s: giving up on %s: %s", name, job.path.name, exc)
        finally:
            queue.task_done()


def collect_jobs(folder: Path) -> list[Job]:
    images = [p for p in folder.iterdir() if p.suffix.lower() in {".jpg", ".jpeg", ".png"}]
    sized = sorted(((p.stat().st_size, p) for p in images), key=lambda pair: pair[0])
    # small files first: they finish quickly and show progress early
    return [Job(rank, p) for rank, (_, p) in enumerate(sized)]


async def main(folder: Path, concurrency: int = 4) -> int:
    queue: asyncio.PriorityQueue = asyncio.PriorityQueue()
    for job in collect_jobs(folder):
        queue.put_nowait(job)
    failed: list[Job] = []
    workers = [asyncio.create_task(worker(f"w{i}", queue, failed)) for i in range(concurrency)]
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGINT, stop.set)
    await asyncio.wait([asyncio.create_task(queue.join()), asyncio.create_task(stop.wait())],
                       return_when=asyncio.FIRST_COMPLETED)
    for w in workers:
        w.cancel()
    await asyncio.gather(*workers, return_exceptions=True)
    names = [(j.path.name, j.attempts) for j in failed]
    for name, attempts in sorted(names, key=lambda pair: pair[1], reverse=True):
        log.warning("failed after %d attempts: %s", attempts, name)
    return 0 if not failed else 1


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s")
    sys.exit(asyncio.run(main(Path(sys.argv[1]))))
''',
    [
        M("async: async written after def (def async f)",
          "`def async worker(...)`: the keyword order is `async def`. The body awaits "
          "`queue.get()` and `make_thumbnail(...)`, and `main` wraps `worker(...)` in "
          "`asyncio.create_task`, so it is a coroutine function like `make_thumbnail`.",
          ('async def worker(', 'def async worker(')),
        M("py2: tuple parameter in a lambda (lambda (a, b): ...)",
          "`key=lambda (name, attempts): attempts` unpacks a tuple in the parameter list, "
          "which Python 3 removed. The file's other sort key on pairs is "
          "`lambda pair: pair[0]`, so this one becomes `lambda pair: pair[1]` (the attempts).",
          ('key=lambda pair: pair[1], reverse=True',
           'key=lambda (name, attempts): attempts, reverse=True')),
        M("operator: !== for !=",
          "`if proc.returncode !== 0:` uses JavaScript's strict inequality; Python's is `!=`.",
          ('if proc.returncode != 0:', 'if proc.returncode !== 0:')),
    ],
    note="A developer who writes TypeScript at work and Python for tooling; the failed-job "
         "report at the end was adapted from an old Python 2 script.\n"
         "meant.py undoes only the three slips.",
)

# ---------------------------------------------------------------- 017
case(
    "deploy_release_script_py2_octal_except_comma_print_statements",
    "intermediate developer: deploy script with Python 2 leftovers",
    r'''
#!/usr/bin/env python3
"""Unpack a built site into a new release folder and switch the web root to it.

Ported by hand from the old deploy.py (Python 2); run as the deploy user.
"""
import os
import shutil
import sys
import tarfile
import time

WEB_ROOT = "/srv/www/docs"
RELEASES = "/srv/www/releases"
KEEP_RELEASES = 5


def unpack(archive):
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = os.path.join(RELEASES, stamp)
    os.makedirs(target)
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            if member.name.startswith("/") or ".." in member.name.split("/"):
                raise SystemExit("refusing unsafe path in archive: %s" % member.name)
        tar.extractall(target)
    return target


def fix_permissions(root):
    for dirpath, dirnames, filenames in os.walk(root):
        os.chmod(dirpath, 0o755)
        for name in filenames:
            os.chmod(os.path.join(dirpath, name), 0o644)


def switch_symlink(target):
    tmp_link = WEB_ROOT + ".new"
    if os.path.lexists(tmp_link):
        os.remove(tmp_link)
    os.symlink(target, tmp_link)
    os.replace(tmp_link, WEB_ROOT)


def prune_old_releases():
    releases = sorted(os.listdir(RELEASES))
    for old in releases[:-KEEP_RELEASES]:
        path = os.path.join(RELEASES, old)
        try:
            shutil.rmtree(path)
        except OSError as e:
            print("could not remove %s: %s" % (path, e), file=sys.stderr)


def main(argv):
    if len(argv) != 2:
        print("usage: deploy.py SITE.tar.gz", file=sys.stderr)
        return 2
    target = unpack(argv[1])
    fix_permissions(target)
    switch_symlink(target)
    prune_old_releases()
    print("deployed %s -> %s" % (argv[1], target))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
''',
    [
        M("py2: octal literal without 0o (0755)",
          "`os.chmod(dirpath, 0755)` is a Python 2 octal literal; the next chmod in the same "
          "function was already ported to `0o644`, so this one becomes `0o755`.",
          ('os.chmod(dirpath, 0o755)', 'os.chmod(dirpath, 0755)')),
        M("py2: except E, e",
          "`except OSError, e:` is Python 2's form of `except OSError as e:` (one exception "
          "bound to `e`, which the `print` uses), not a tuple of two exception types.",
          ('except OSError as e:', 'except OSError, e:')),
        M("py2: print statements (print >>sys.stderr, ... and print \"...\" % ...)",
          "Two prints in `main` are still statements: `print >>sys.stderr, \"usage: ...\"` "
          "and `print \"deployed %s -> %s\" % (...)`. They become calls; the one to stderr "
          "uses `file=sys.stderr`, as the already-ported print in `prune_old_releases` does. "
          "(The `>>sys.stderr` line alone would parse as a tuple expression; the plain "
          "`print \"...\"` does not.)",
          ('print("usage: deploy.py SITE.tar.gz", file=sys.stderr)',
           'print >>sys.stderr, "usage: deploy.py SITE.tar.gz"'),
          ('print("deployed %s -> %s" % (argv[1], target))',
           'print "deployed %s -> %s" % (argv[1], target)')),
    ],
    note="An ops developer porting a 2014 deploy script to Python 3 by hand; about half of "
         "the Python 2 constructs were already converted.\n"
         "meant.py is the spelling 2to3 would produce for the three leftovers; nothing else "
         "is modernised.",
)

# ---------------------------------------------------------------- 018
case(
    "generic_indexed_store_dictcomp_colon_less_equal_typo_docstring_quotes",
    "intermediate developer: generic typed store",
    r'''
"""An in-memory typed store with secondary indexes (used by the CLI and the tests)."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import Callable, Generic, Hashable, Iterable, Iterator, Protocol, TypeVar


class HasId(Protocol):
    id: int


T = TypeVar("T", bound=HasId)
K = TypeVar("K", bound=Hashable)


class Store(Generic[T]):
    """Keeps items by id and maintains any number of named indexes."""

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._items: dict[int, T] = {}
        self._indexes: dict[str, Callable[[T], Hashable]] = {}
        self._index_data: dict[str, defaultdict[Hashable, set[int]]] = {}
        for item in items:
            self.add(item)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[T]:
        return iter(self._items.values())

    def add(self, item: T) -> None:
        if item.id in self._items:
            self.remove(item.id)
        self._items[item.id] = item
        for name, key in self._indexes.items():
            self._index_data[name][key(item)].add(item.id)

    def remove(self, item_id: int) -> T:
        item = self._items.pop(item_id)
        for name, key in self._indexes.items():
            self._index_data[name][key(item)].discard(item_id)
        return item

    def add_index(self, name: str, key: Callable[[T], K]) -> None:
        self._indexes[name] = key
        data: defaultdict[Hashable, set[int]] = defaultdict(set)
        for item in self._items.values():
            data[key(item)].add(item.id)
        self._index_data[name] = data

    def find(self, index: str, value: Hashable) -> list[T]:
        """Return the items whose `index` key equals `value`, in id order."""
        ids = sorted(self._index_data[index].get(value, ()))
        return [self._items[i] for i in ids]

    def counts(self, index: str) -> dict[Hashable, int]:
        return {value: len(ids) for value, ids in self._index_data[index].items() if ids}

    def between(self, key: Callable[[T], float], low: float, high: float) -> list[T]:
        return [item for item in self if low <= key(item) <= high]


@dataclass
class Ticket:
    id: int
    title: str
    assignee: str
    priority: int
    estimate_hours: float


if __name__ == "__main__":
    store: Store[Ticket] = Store([
        Ticket(1, "Login page 500s", "ana", 1, 3.0),
        Ticket(2, "Export to CSV", "ben", 3, 8.0),
        Ticket(3, "Dark mode", "ana", 4, 13.0),
        Ticket(4, "Rate-limit the API", "chidi", 2, 5.0),
    ])
    store.add_index("assignee", lambda t: t.assignee)
    store.add_index("priority", lambda t: t.priority)
    print(store.counts("assignee"))
    print([t.title for t in store.find("assignee", "ana")])
    print([t.title for t in store.between(lambda t: t.estimate_hours, 4, 10)])
''',
    [
        M("comprehension: : missing between key and value in a dict comprehension",
          "`{value len(ids) for value, ids in ...}` lacks the `:` between key and value; the "
          "method returns `dict[Hashable, int]`, so it is `{value: len(ids) ...}`.",
          ('{value: len(ids) for', '{value len(ids) for')),
        M("operator: =< for <=",
          "`low =< key(item) <= high`: the first comparison is written `=<`. The chained "
          "comparison's second half is `<=`, and the method keeps items between low and high, "
          "so it is `<=`.",
          ('low <= key(item) <= high', 'low =< key(item) <= high')),
        M("quote: docstring closed with two quotes instead of three",
          "`find`'s one-line docstring ends with `\"\"` instead of `\"\"\"`, so the "
          "triple-quoted string runs to the end of the file. The third quote is added; the "
          "other docstrings in the file are one-liners closed on the same line.",
          ('in id order."""\n', 'in id order.""\n')),
    ],
    note="A developer building a small typed store for a ticket CLI; generics and a "
         "Protocol bound, tried out in the `__main__` block.\nmeant.py undoes only the "
         "three slips.",
)

# ---------------------------------------------------------------- 019
case(
    "report_plugin_loader_py2_exec_in_backticks_not_equal_diamond",
    "intermediate developer: plugin loader with Python 2 leftovers",
    r'''
"""Load report plugins from the plugins/ folder.

Each plugin is a .py file defining NAME and a function render(rows) -> str.
This module is from the Python 2 days; most of it was ported by hand in 2021.
"""
import logging
import os
import sys
import types

log = logging.getLogger(__name__)

PLUGIN_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "plugins")
REQUIRED = ("NAME", "render")
_registry = {}


class PluginError(Exception):
    pass


def _load_file(path):
    module_name = "plugins." + os.path.splitext(os.path.basename(path))[0]
    module = types.ModuleType(module_name)
    module.__file__ = path
    with open(path, encoding="utf-8") as f:
        source = f.read()
    code = compile(source, path, "exec")
    exec(code, module.__dict__)
    missing = [attr for attr in REQUIRED if not hasattr(module, attr)]
    if missing:
        raise PluginError("%s is missing %s" % (path, ", ".join(missing)))
    if not callable(module.render):
        raise PluginError("%s: render is not callable (got %r)" % (path, module.render))
    return module


def load_plugins(directory=PLUGIN_DIR):
    _registry.clear()
    for filename in sorted(os.listdir(directory)):
        if not filename.endswith(".py") or filename.startswith("_"):
            continue
        path = os.path.join(directory, filename)
        try:
            module = _load_file(path)
        except (SyntaxError, PluginError) as exc:
            log.error("skipping plugin %s: %s", filename, exc)
            continue
        if module.NAME in _registry:
            log.warning("plugin name %r used twice, keeping %s", module.NAME,
                        _registry[module.NAME].__file__)
            continue
        _registry[module.NAME] = module
    return sorted(_registry)


def render(name, rows):
    try:
        plugin = _registry[name]
    except KeyError:
        raise PluginError("no plugin called " + repr(name)) from None
    output = plugin.render(rows)
    if type(output) != str:
        raise PluginError("plugin %s returned %s, not text" % (name, repr(type(output))))
    return output


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    names = load_plugins()
    print("available:", ", ".join(names) or "(none)")
    if len(sys.argv) > 1:
        print(render(sys.argv[1], [{"region": "north", "total": 12}, {"region": "south", "total": 7}]))
''',
    [
        M("py2: exec statement (exec code in namespace)",
          "`exec code in module.__dict__` is the Python 2 exec statement with a namespace; in "
          "Python 3 it is the call `exec(code, module.__dict__)`.",
          ('exec(code, module.__dict__)', 'exec code in module.__dict__')),
        M("py2: backticks for repr()",
          "`\"no plugin called \" + `name`` uses Python 2 backquotes, which meant `repr(...)`; "
          "the same function already writes `repr(type(output))`.",
          ('"no plugin called " + repr(name)', '"no plugin called " + `name`')),
        M("py2: <> for !=",
          "`if type(output) <> str:` uses Python 2's `<>`, which is `!=`.",
          ('if type(output) != str:', 'if type(output) <> str:')),
    ],
    note="A developer maintaining an old reporting tool; the module had been half ported "
         "from Python 2 and three old spellings survived.\nmeant.py uses the spelling 2to3 "
         "would write; the old-fashioned `type(output) != str` check stays as written.",
)

# ---------------------------------------------------------------- 020
case(
    "nginx_log_summary_slice_semicolon_tuple_comma_class_keyword_name",
    "intermediate developer: access-log analyzer",
    r'''
"""Summarise an nginx access log: slow endpoints, status classes, kinds of clients."""
import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass
from html import escape
from statistics import median

LINE_RE = re.compile(
    r'(?P<ip>\S+) \S+ \S+ \[(?P<time>[^\]]+)\] "(?P<method>\S+) (?P<path>\S+) [^"]*" '
    r'(?P<status>\d{3}) (?P<size>\d+|-) "[^"]*" "(?P<agent>[^"]*)" (?P<rt>[\d.]+)'
)

AGENT_KINDS = [
    (re.compile(r"googlebot|bingbot|yandex", re.I), "search bot"),
    (re.compile(r"curl|wget|python-requests|httpx", re.I), "script"),
    (re.compile(r"uptime|pingdom|statuscake", re.I), "monitor"),
    (re.compile(r"mobile|android|iphone", re.I), "mobile"),
]


@dataclass
class Hit:
    ip: str
    method: str
    path: str
    status: int
    ms: float
    agent: str

    @property
    def endpoint(self) -> str:
        # /api/users/123?x=1 -> /api/users/:id
        path = self.path.split("?", 1)[0]
        return "/".join(":id" if part.isdigit() else part for part in path.split("/"))


def agent_kind(agent: str) -> str:
    return next((kind for pattern, kind in AGENT_KINDS if pattern.search(agent)), "browser")


def parse(lines) -> list[Hit]:
    hits = []
    for line in lines:
        if (m := LINE_RE.match(line)) is None:
            continue
        hits.append(Hit(m["ip"], m["method"], m["path"], int(m["status"]),
                        float(m["rt"]) * 1000, m["agent"]))
    return hits


def report(hits: list[Hit]) -> str:
    by_endpoint = defaultdict(list)
    for h in hits:
        by_endpoint[h.endpoint].append(h.ms)
    slow = sorted(by_endpoint.items(), key=lambda kv: median(kv[1]), reverse=True)[:10]
    rows = []
    for endpoint, times in slow:
        med = median(times)
        css_class = "slow" if med > 500 else "ok"
        rows.append(f'<tr class="{css_class}"><td>{escape(endpoint)}</td>'
                    f"<td>{len(times)}</td><td>{med:.0f} ms</td></tr>")
    statuses = Counter(h.status // 100 for h in hits)
    kinds = Counter(agent_kind(h.agent) for h in hits)
    summary = ", ".join(f"{k}xx: {n}" for k, n in sorted(statuses.items()))
    top_kinds = ", ".join(f"{k} {n}" for k, n in kinds.most_common(3))
    return "\n".join(["<table>", *rows, "</table>", f"<p>{summary}</p>", f"<p>{top_kinds}</p>"])


def main(path: str) -> None:
    with open(path, encoding="utf-8", errors="replace") as f:
        hits = parse(f)
    print(report(hits))


if __name__ == "__main__":
    main(sys.argv[1])
''',
    [
        M("slice: ; typed for : in a slice",
          "`...reverse=True)[;10]` has `;` where the slice colon goes (same key, no Shift). "
          "The top ten endpoints are `[:10]`.",
          ('reverse=True)[:10]', 'reverse=True)[;10]')),
        M("comma: missing inside one tuple of a multi-line list of tuples",
          "The second `(pattern, kind)` pair of `AGENT_KINDS` lacks the comma between the "
          "compiled pattern and `\"script\"`. (A comma missing *between* two tuple lines "
          "would still parse, as a call; this one does not.)",
          ('httpx", re.I), "script"),', 'httpx", re.I) "script"),')),
        M("keyword: class used as a variable name",
          "`class = \"slow\" if med > 500 else \"ok\"`: `class` is a keyword. The next line "
          "reads the value as `{css_class}`, so that is the name assigned.",
          ('        css_class = "slow"', '        class = "slow"')),
    ],
    note="A web developer's quick report for the team's on-call page.\n"
         "meant.py undoes only the three slips.",
)

# ---------------------------------------------------------------- 021
case(
    "ridge_gradient_descent_lambda_keyword_global_assign_fstring_quotes",
    "intermediate developer: numeric module with globals",
    r'''
"""Fit ridge regression by gradient descent and pick the penalty on a validation split."""
import math
import random

best_loss = math.inf
best_params = None


def reset():
    global best_loss, best_params
    best_loss, best_params = math.inf, None


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


def predict(w, b, X):
    return [dot(w, x) + b for x in X]


def mse(w, b, X, y):
    preds = predict(w, b, X)
    return sum((p - t) ** 2 for p, t in zip(preds, y)) / len(y)


def fit(X, y, lambda_=0.1, lr=0.01, epochs=500):
    n_features = len(X[0])
    w = [0.0] * n_features
    b = 0.0
    for _ in range(epochs):
        preds = predict(w, b, X)
        errors = [p - t for p, t in zip(preds, y)]
        for j in range(n_features):
            grad = 2 * sum(e * x[j] for e, x in zip(errors, X)) / len(y) + 2 * lambda_ * w[j]
            w[j] -= lr * grad
        b -= lr * 2 * sum(errors) / len(y)
    return w, b


def split(X, y, frac=0.8, seed=0):
    idx = list(range(len(y)))
    random.Random(seed).shuffle(idx)
    cut = int(len(idx) * frac)
    train, valid = idx[:cut], idx[cut:]
    return ([X[i] for i in train], [y[i] for i in train],
            [X[i] for i in valid], [y[i] for i in valid])


def search(X, y, penalties=(0.0, 0.01, 0.1, 1.0, 10.0)):
    global best_loss, best_params
    X_tr, y_tr, X_va, y_va = split(X, y)
    for lambda_ in penalties:
        w, b = fit(X_tr, y_tr, lambda_=lambda_)
        loss = mse(w, b, X_va, y_va)
        print(f"lambda={lambda_:<6} valid MSE={loss:.4f}")
        if loss < best_loss:
            best_loss = loss
            best_params = {"lambda": lambda_, "w": w, "b": b}
    return best_params


if __name__ == "__main__":
    rng = random.Random(42)
    true_w = [1.5, -2.0, 0.0, 0.7]
    X = [[rng.gauss(0, 1) for _ in true_w] for _ in range(200)]
    y = [dot(true_w, x) + 0.3 + rng.gauss(0, 0.5) for x in X]
    reset()
    params = search(X, y)
    weights = ", ".join(f"{v:+.2f}" for v in params["w"])
    print(f"best lambda {params['lambda']}: weights [{weights}], bias {params['b']:.2f}")
''',
    [
        M("keyword: lambda used as a loop variable",
          "`for lambda in penalties:` uses the keyword `lambda` as a name. The loop body "
          "reads `lambda_` three times (and `fit` takes `lambda_=`), so the loop variable is "
          "`lambda_`.",
          ('    for lambda_ in penalties:\n', '    for lambda in penalties:\n')),
        M("scope: global statement with an assignment (global a, b = ...)",
          "`global best_loss, best_params = math.inf, None` declares and assigns in one "
          "statement, which Python does not allow. It is the declaration (as written in "
          "`search`) followed by the assignment on the next line.",
          ('    global best_loss, best_params\n    best_loss, best_params = math.inf, None\n',
           '    global best_loss, best_params = math.inf, None\n')),
        M("fstring: same quotes nested in a replacement field (3.12 only)",
          "The final print reads `params[\"lambda\"]` and `params[\"b\"]` inside a "
          "double-quoted f-string (3.12 syntax). The keys get single quotes.",
          ('''{params['lambda']}: weights [{weights}], bias {params['b']:.2f}''',
           '''{params["lambda"]}: weights [{weights}], bias {params["b"]:.2f}''')),
    ],
    note="A data analyst writing a from-scratch ridge regression for a course, with the "
         "best result kept in module globals.\nmeant.py undoes only the three slips; the "
         "module-level globals stay.",
)

# ---------------------------------------------------------------- 022
case(
    "sales_csv_stream_walrus_in_comprehension_nonlocal_module_with_paren",
    "intermediate developer: streaming CSV pipeline",
    r'''
"""Stream a large sales CSV, normalise it and write one file per region."""
import csv
import sys
from contextlib import ExitStack, contextmanager
from datetime import datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import Iterator

COLUMNS = [
    ("order_id", str),
    ("date", lambda s: datetime.strptime(s, "%d/%m/%Y").date()),
    ("region", str.strip),
    ("amount", Decimal),
    ("currency", str.upper),
]

processed = 0
skipped = 0


@contextmanager
def progress(label: str) -> Iterator[None]:
    start = datetime.now()
    try:
        yield
    finally:
        secs = (datetime.now() - start).total_seconds()
        print(f"{label}: {processed} rows, {skipped} skipped, {secs:.1f}s", file=sys.stderr)


def convert(row: dict) -> dict | None:
    try:
        return {name: conv(row[name]) for name, conv in COLUMNS}
    except (KeyError, ValueError, InvalidOperation):
        return None


def rows(path: Path) -> Iterator[dict]:
    global processed, skipped
    with path.open(newline="", encoding="utf-8") as f:
        for raw in csv.DictReader(f):
            processed += 1
            if (row := convert(raw)) is None:
                skipped += 1
                continue
            yield row


def split_by_region(src: Path, out_dir: Path, currency: str = "EUR") -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    writers = {}
    with (ExitStack() as stack, progress(src.name)):
        for row in rows(src):
            if row["currency"] != currency:
                continue
            region = row["region"] or "unknown"
            if region not in writers:
                f = stack.enter_context((out_dir / f"{region}.csv").open("w", newline="", encoding="utf-8"))
                writers[region] = csv.DictWriter(f, fieldnames=[name for name, _ in COLUMNS])
                writers[region].writeheader()
            writers[region].writerow(row)
    return sorted(out_dir / f"{r}.csv" for r in writers)


def totals(paths: list[Path]) -> dict[str, Decimal]:
    result = {}
    for p in paths:
        with p.open(newline="", encoding="utf-8") as f:
            amounts = [a for r in csv.DictReader(f) if (a := Decimal(r["amount"])) > 0]
        result[p.stem] = sum(amounts, Decimal(0))
    return result


if __name__ == "__main__":
    files = split_by_region(Path(sys.argv[1]), Path(sys.argv[2]))
    for region, total in sorted(totals(files).items()):
        print(f"{region:<12} {total:>14,.2f}")
''',
    [
        M("walrus: unparenthesized := in a comprehension's if clause",
          "`if a := Decimal(r[\"amount\"]) > 0` needs parentheses around the assignment "
          "expression. `a` is collected and summed as an amount, so the parentheses close "
          "after `Decimal(...)`, not after `> 0` (which would collect booleans); the file's "
          "other walrus, in `rows`, is written the same way.",
          ('if (a := Decimal(r["amount"])) > 0]', 'if a := Decimal(r["amount"]) > 0]')),
        M("scope: nonlocal for module-level variables",
          "`rows` is a module-level generator, so `nonlocal processed, skipped` has no "
          "enclosing function to bind to (a compile-time error). The counters are module "
          "globals, read by `progress`; the declaration is `global`.",
          ('    global processed, skipped\n', '    nonlocal processed, skipped\n')),
        M("bracket: ) missing in a parenthesized with statement",
          "`with (ExitStack() as stack, progress(src.name):` opens the parenthesized form of "
          "`with` (3.10+) and never closes it. The `)` goes after the second context "
          "manager, before the colon.",
          ('progress(src.name)):\n', 'progress(src.name):\n')),
    ],
    note="A developer processing a multi-gigabyte sales export on a laptop: generators, "
         "a context manager for progress, module-level counters.\nmeant.py undoes only the "
         "three slips.",
)

# ---------------------------------------------------------------- 023
case(
    "sqlite_nightly_backup_finally_before_else_ternary_no_else_tuple_comma",
    "intermediate developer: backup script with try/except/else/finally",
    r'''
"""Nightly backup of the app's SQLite database with integrity check and rotation."""
import gzip
import logging
import shutil
import sqlite3
import sys
from datetime import datetime
from pathlib import Path

DB_PATH = Path("/var/lib/app/app.db")
BACKUP_DIR = Path("/var/backups/app")
KEEP = 14
PRAGMAS = [
    ("journal_mode", "wal"),
    ("busy_timeout", 5000),
    ("synchronous", "normal"),
]

log = logging.getLogger("backup")


def connect(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path)
    for name, value in PRAGMAS:
        conn.execute(f"PRAGMA {name} = {value}")
    return conn


def backup(src: Path, dest_dir: Path) -> Path:
    dest_dir.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y-%m-%d_%H%M")
    raw = dest_dir / f"{src.stem}-{stamp}.db"
    source = connect(src)
    target = sqlite3.connect(raw)
    try:
        with target:
            source.backup(target, pages=1024)
        status = target.execute("PRAGMA integrity_check").fetchone()[0]
    except sqlite3.Error as exc:
        log.error("backup of %s failed: %s", src, exc)
        raw.unlink(missing_ok=True)
        raise
    else:
        if status != "ok":
            raise RuntimeError(f"integrity check failed: {status}")
        log.info("backup written to %s", raw)
    finally:
        target.close()
        source.close()
    packed = raw.with_suffix(".db.gz")
    with raw.open("rb") as fin, gzip.open(packed, "wb", compresslevel=6) as fout:
        shutil.copyfileobj(fin, fout)
    raw.unlink()
    return packed


def rotate(dest_dir: Path, keep: int = KEEP) -> list[Path]:
    backups = sorted(dest_dir.glob("*.db.gz"), key=lambda p: p.stat().st_mtime, reverse=True)
    removed = backups[keep:]
    for old in removed:
        old.unlink()
    return removed


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    try:
        packed = backup(DB_PATH, BACKUP_DIR)
    except (sqlite3.Error, RuntimeError, OSError):
        log.exception("backup failed")
        return 1
    removed = rotate(BACKUP_DIR)
    size_mb = packed.stat().st_size / 1_000_000
    log.info("kept %s (%.1f MB), removed %d old backup%s", packed.name, size_mb,
             len(removed), "" if len(removed) == 1 else "s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
''',
    [
        M("try: else clause written after finally",
          "In `backup` the `finally:` block (closing both connections) comes before the "
          "`else:` block (integrity result and log line). `else` must precede `finally`; "
          "both blocks are complete, so they swap places unchanged.",
          ('    else:\n'
           '        if status != "ok":\n'
           '            raise RuntimeError(f"integrity check failed: {status}")\n'
           '        log.info("backup written to %s", raw)\n'
           '    finally:\n'
           '        target.close()\n'
           '        source.close()\n',
           '    finally:\n'
           '        target.close()\n'
           '        source.close()\n'
           '    else:\n'
           '        if status != "ok":\n'
           '            raise RuntimeError(f"integrity check failed: {status}")\n'
           '        log.info("backup written to %s", raw)\n')),
        M("expression: conditional expression without else",
          "The plural suffix for `backup%s` is `\"\" if len(removed) == 1` with no `else`; "
          "the other case is the `\"s\"` of \"backups\".",
          ('"" if len(removed) == 1 else "s")', '"" if len(removed) == 1)')),
        M("comma: missing inside one tuple of a multi-line list of tuples",
          "`(\"busy_timeout\" 5000),` in `PRAGMAS` lacks the comma between name and value; "
          "the loop in `connect` unpacks every entry as `name, value`.",
          ('("busy_timeout", 5000),', '("busy_timeout" 5000),')),
    ],
    note="A small-team developer's cron job for the app database.\n"
         "meant.py undoes only the three slips.",
)

# ---------------------------------------------------------------- 024
case(
    "table_football_leaderboard_lru_cache_paren_arrow_ge_def_import_keyword",
    "intermediate developer: leaderboard classes",
    r'''
"""Season leaderboard for the office table-football league (Elo ratings)."""
import csv
from dataclasses import dataclass, field
from functools import lru_cache, total_ordering
from pathlib import Path

K_FACTOR = 32
START_RATING = 1200


@total_ordering
@dataclass(eq=False)
class Player:
    name: str
    rating: float = START_RATING
    wins: int = 0
    losses: int = 0
    history: list[float] = field(default_factory=list, repr=False)

    @property
    def games(self) -> int:
        return self.wins + self.losses

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Player) and (self.rating, self.wins) == (other.rating, other.wins)

    def __lt__(self, other: "Player") -> bool:
        return (self.rating, self.wins) < (other.rating, other.wins)


@lru_cache(maxsize=256)
def expected_score(rating_a: float, rating_b: float) -> float:
    return 1 / (1 + 10 ** ((rating_b - rating_a) / 400))


class Leaderboard:
    def __init__(self, min_games: int = 5):
        self.players: dict[str, Player] = {}
        self.min_games = min_games

    def player(self, name: str) -> Player:
        key = name.strip().title()
        return self.players.setdefault(key, Player(key))

    def record(self, winner: str, loser: str) -> None:
        w, l = self.player(winner), self.player(loser)
        exp_w = expected_score(round(w.rating), round(l.rating))
        w.rating += K_FACTOR * (1 - exp_w)
        l.rating -= K_FACTOR * (1 - exp_w)
        w.wins += 1
        l.losses += 1
        for p in (w, l):
            p.history.append(p.rating)

    def import_(self, path: Path) -> int:
        count = 0
        with path.open(newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                self.record(row["winner"], row["loser"])
                count += 1
        return count

    def ranking(self) -> list[Player]:
        qualified = [p for p in self.players.values() if p.games >= self.min_games]
        return sorted(qualified, reverse=True)

    def streaks(self) -> list[tuple[str, int]]:
        result = []
        for p in self.players.values():
            diffs = [b - a for a, b in zip(p.history, p.history[1:])]
            run = 0
            for d in reversed(diffs):
                if d <= 0:
                    break
                run += 1
            result.append((p.name, run))
        return sorted(result, key=lambda item: item[1], reverse=True)


if __name__ == "__main__":
    board = Leaderboard(min_games=3)
    n = board.import_(Path("matches.csv"))
    print(f"{n} matches")
    for rank, p in enumerate(board.ranking(), 1):
        print(f"{rank:>2}. {p.name:<12} {p.rating:7.1f}  {p.wins}-{p.losses}  ({p.win_rate:.0%})")
''',
    [
        M("bracket: ) missing at the end of a decorator's arguments",
          "`@lru_cache(maxsize=256` is never closed; CPython reports it at the `def` below. "
          "The `)` goes at the end of the decorator line.",
          ('@lru_cache(maxsize=256)\n', '@lru_cache(maxsize=256\n')),
        M("operator: => for >=",
          "`if p.games => self.min_games` in `ranking` writes the comparison arrow-first; "
          "players qualify with at least `min_games` games, `>=`.",
          ('if p.games >= self.min_games]', 'if p.games => self.min_games]')),
        M("keyword: import used as a method name",
          "`def import(self, path: Path) -> int:` uses the keyword as the method name. The "
          "`__main__` block calls `board.import_(...)`, the usual trailing-underscore name.",
          ('    def import_(self, path: Path)', '    def import(self, path: Path)')),
    ],
    note="A developer's side project for the office league; Elo ratings with a cached "
         "expected-score helper.\nmeant.py undoes only the three slips.",
)
