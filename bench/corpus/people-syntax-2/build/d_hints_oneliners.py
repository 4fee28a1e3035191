"""Type hints with mistakes; comprehension and lambda slips."""
from lib import case, M

HINTS = "type-hint enthusiast"
ONE = "one-liner fan (comprehensions, lambdas)"

# ---------------------------------------------------------------------------
case("hints_default_before_arrow", HINTS, r'''
"""HTTP download with exponential backoff."""
import random
import time
import urllib.error
import urllib.request
from typing import Optional

USER_AGENT = "fetcher/0.3"


def retry_delay(attempt: int = 0, base: float = 0.5, cap: float = 30.0) -> float:
    """Full-jitter exponential backoff."""
    return random.uniform(0, min(cap, base * 2 ** attempt))


def parse_content_type(header: str) -> tuple[str, Optional[str]]:
    mime, _, rest = header.partition(";")
    charset = None
    for part in rest.split(";"):
        key, _, value = part.strip().partition("=")
        if key.lower() == "charset":
            charset = value.strip('"')
    return mime.strip().lower(), charset


def download(url: str, attempts: int = 5, timeout: float = 10.0) -> Optional[str]:
    req = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
    for attempt in range(attempts):
        try:
            with urllib.request.urlopen(req, timeout=timeout) as resp:
                mime, charset = parse_content_type(resp.headers.get("Content-Type", ""))
                body = resp.read()
                if not mime.startswith("text/") and mime != "application/json":
                    raise ValueError(f"refusing to decode {mime}")
                return body.decode(charset or "utf-8", errors="replace")
        except urllib.error.HTTPError as exc:
            if exc.code < 500:
                raise
        except urllib.error.URLError:
            pass
        time.sleep(retry_delay(attempt))
    return None


if __name__ == "__main__":
    import sys
    text = download(sys.argv[1])
    print(text[:500] if text else "gave up")
''', [
    M("type-hint: return arrow inside the parameter list",
      "`def retry_delay(..., cap: float = 30.0 -> float:` - the `)` before the return annotation is missing.",
      ("cap: float = 30.0) -> float:", "cap: float = 30.0 -> float:")),
    M("colon: missing after annotated def",
      "`def parse_content_type(header: str) -> tuple[str, Optional[str]]` without the final colon.",
      ("-> tuple[str, Optional[str]]:\n", "-> tuple[str, Optional[str]]\n")),
    M("type-hint: `=>` instead of `->`",
      "`def download(...) => Optional[str]:` - TypeScript arrow for the return annotation.",
      (") -> Optional[str]:", ") => Optional[str]:")),
])

# ---------------------------------------------------------------------------
case("hints_callable_bracket_and_arrow_after_colon", HINTS, r'''
"""In-process event bus for the game server."""
import time
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Event:
    name: str
    payload: dict[str, Any] = field(default_factory=dict)
    ts: float = field(default_factory=time.time)


Handler = Callable[[Event], None]

_handlers: dict[str, list[Handler]] = defaultdict(list)


def subscribe(name: str, handler: Callable[[Event], None]) -> None:
    _handlers[name].append(handler)


def unsubscribe(name: str, handler: Handler) -> bool:
    try:
        _handlers[name].remove(handler)
        return True
    except ValueError:
        return False


def publish(event: Event) -> int:
    delivered = 0
    for handler in list(_handlers[event.name]) + list(_handlers["*"]):
        handler(event)
        delivered += 1
    return delivered


def on_player_joined(event: Event) -> None:
    print(f"welcome {event.payload['player']}!")


def audit(event: Event) -> None:
    print(f"{event.ts:.0f} {event.name} {event.payload}")


if __name__ == "__main__":
    subscribe("player_joined", on_player_joined)
    subscribe("*", audit)
    n = publish(Event("player_joined", {"player": "mira"}))
    print(n, "handlers ran")
    unsubscribe("*", audit)
    publish(Event("round_started", {"round": 1}))
''', [
    M("bracket: Callable[...] not closed",
      "`handler: Callable[[Event], None) -> None:` - the outer `]` of Callable is missing.",
      ("handler: Callable[[Event], None]) -> None:", "handler: Callable[[Event], None) -> None:")),
    M("type-hint: return annotation after the colon",
      "`def publish(event: Event): -> int` - the arrow written after the colon.",
      ("def publish(event: Event) -> int:", "def publish(event: Event): -> int")),
    M("type-hint: `?` for Optional",
      "`def on_player_joined(event: Event?) -> None:` - Kotlin/TypeScript nullable marker.",
      ("def on_player_joined(event: Event) -> None:", "def on_player_joined(event: Event?) -> None:")),
], note="""
Intent: mistake 3 - the handler is always called with an Event and never checks for None,
and no other signature in the file uses Optional, so the `?` is dropped rather than
translated to `Event | None`.
""")

# ---------------------------------------------------------------------------
case("comprehension_conditional_and_missing_in", ONE, r'''
"""Clean the weather-station CSV export and print daily stats."""
import csv
import statistics
import sys
from collections import defaultdict


def read_rows(path):
    with open(path, newline="") as fh:
        reader = csv.reader(fh)
        header = [h.strip().lower() for h in next(reader)]
        return [dict(zip(header, row)) for row in reader if any(cell.strip() for cell in row)]


def to_float(text):
    try:
        return float(text)
    except ValueError:
        return None


def daily_stats(rows):
    by_day = defaultdict(list)
    for row in rows:
        by_day[row["timestamp"][:10]].append(to_float(row["temp_c"]))
    stats = {}
    for day, values in sorted(by_day.items()):
        cleaned = [round(x, 2) if x is not None else 0.0 for x in values]
        valid = [x for x in values if x is not None]
        stats[day] = {
            "n": len(values),
            "missing": len(values) - len(valid),
            "min": min(valid, default=None),
            "max": max(valid, default=None),
            "mean": statistics.fmean(cleaned) if cleaned else None,
        }
    return stats


def station_ids(rows):
    return sorted({row["station"].strip().upper() for row in rows if row.get("station")})


if __name__ == "__main__":
    rows = read_rows(sys.argv[1] if len(sys.argv) > 1 else "export.csv")
    print("stations:", ", ".join(station_ids(rows)))
    for day, s in daily_stats(rows).items():
        mean = "n/a" if s["mean"] is None else f"{s['mean']:.1f}"
        print(f"{day}  n={s['n']:3}  missing={s['missing']:2}  min={s['min']}  max={s['max']}  mean={mean}")
''', [
    M("comprehension: if/else after the for clause",
      "`[round(x, 2) for x in values if x is not None else 0.0]` - a conditional expression "
      "written where only a filter `if` is allowed.",
      ("[round(x, 2) if x is not None else 0.0 for x in values]",
       "[round(x, 2) for x in values if x is not None else 0.0]")),
    M("comprehension: `in` missing in for clause",
      "`{... for row rows if ...}` - `in` left out of the set comprehension.",
      ("for row in rows if row.get(", "for row rows if row.get(")),
], note="""
Intent: mistake 1 - `cleaned` replaces missing readings by 0.0 (the next line already
computes the filtered list `valid`), so the intended form is the conditional expression
`[round(x, 2) if x is not None else 0.0 for x in values]`, not a filter.
Logic bug kept: the mean is computed over `cleaned`, so missing readings count as 0.0.
""")

# ---------------------------------------------------------------------------
case("generator_args_and_dict_unpack_comprehension", ONE, r'''
"""Quick stats on a folder of Markdown notes."""
import os
import re
import sys
from collections import Counter

WORD_RE = re.compile(r"[A-Za-z']+")
DEFAULT_META = {"tags": [], "draft": False}


def note_files(folder):
    for dirpath, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".md"):
                yield os.path.join(dirpath, name)


def read_meta(text):
    meta = {}
    if text.startswith("---\n"):
        block = text[4:text.find("\n---", 4)]
        for line in block.splitlines():
            key, _, value = line.partition(":")
            meta[key.strip()] = value.strip()
    return meta


def main(folder):
    files = list(note_files(folder))
    texts = {path: open(path, encoding="utf-8").read() for path in files}
    metas = [read_meta(t) for t in texts.values()]
    merged = {k: v for m in [DEFAULT_META, *metas] for k, v in m.items()}
    words = Counter(w.lower() for t in texts.values() for w in WORD_RE.findall(t))
    total = sum((len(WORD_RE.findall(t)) for t in texts.values()), 0)
    longest = max((p for p in files), key=lambda p: len(texts[p]), default=None)
    print(f"{len(files)} notes, {total} words")
    print("longest:", longest)
    print("keys seen in front matter:", ", ".join(sorted(merged)))
    print("top words:", ", ".join(sorted(words, key=words.get, reverse=True)[:15]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
''', [
    M("comprehension: dict unpacking in dict comprehension",
      "`merged = {**m for m in [DEFAULT_META, *metas]}` - `**` is not allowed in a dict comprehension.",
      ("{k: v for m in [DEFAULT_META, *metas] for k, v in m.items()}", "{**m for m in [DEFAULT_META, *metas]}")),
    M("comprehension: generator argument not parenthesized",
      "`sum(len(...) for t in texts.values(), 0)` - a generator expression must be parenthesized "
      "when it is not the only argument.",
      ("sum((len(WORD_RE.findall(t)) for t in texts.values()), 0)", "sum(len(WORD_RE.findall(t)) for t in texts.values(), 0)")),
    M("comprehension: generator argument not parenthesized",
      "Same again: `max(p for p in files, key=..., default=None)`.",
      ("max((p for p in files), key=", "max(p for p in files, key=")),
], note="""
Intent: mistake 1 - the author wants one dict with the keys of all the front matters
(DEFAULT_META first, later notes overriding), which in a comprehension is
`{k: v for m in [...] for k, v in m.items()}`. `dict(ChainMap(...))` or a loop with
`update()` would also do; the comprehension keeps the author's one-liner.
""")

# ---------------------------------------------------------------------------
case("lambda_return_and_if_statement", ONE, r'''
"""ls-like listing with sort options, for the shared drive."""
import argparse
import os
import time

SORTERS = {
    "name": lambda e: e.name.lower(),
    "size": lambda e: e.stat().st_size,
    "mtime": lambda e: e.stat().st_mtime,
    "ext": lambda e: os.path.splitext(e.name)[1].lower(),
}

FORMATS = {
    "size": lambda n: f"{n / 1024:.0f}K" if n >= 1024 else f"{n}B",
    "mtime": lambda t: time.strftime("%Y-%m-%d %H:%M", time.localtime(t)),
}


def entries(path, show_hidden):
    with os.scandir(path) as it:
        return [e for e in it if show_hidden or not e.name.startswith(".")]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("path", nargs="?", default=".")
    p.add_argument("-s", "--sort", choices=sorted(SORTERS), default="name")
    p.add_argument("-r", "--reverse", action="store_true")
    p.add_argument("-a", "--all", action="store_true")
    args = p.parse_args()

    items = sorted(entries(args.path, args.all), key=SORTERS[args.sort], reverse=args.reverse)
    only_files = filter(lambda e: e.is_file(), items)
    for e in only_files:
        st = e.stat()
        print(f"{FORMATS['size'](st.st_size):>8}  {FORMATS['mtime'](st.st_mtime)}  {e.name}")
    dirs = [e.name + "/" for e in items if e.is_dir()]
    if dirs:
        print("directories:", " ".join(dirs))


if __name__ == "__main__":
    main()
''', [
    M("lambda: `return` in lambda body", "`\"size\": lambda e: return e.stat().st_size,`.",
      ('"size": lambda e: e.stat().st_size,', '"size": lambda e: return e.stat().st_size,')),
    M("lambda: if statement in lambda body",
      "`lambda n: if n >= 1024: f\"...K\" else: f\"...B\"` - statement-form if/else inside a lambda.",
      ('lambda n: f"{n / 1024:.0f}K" if n >= 1024 else f"{n}B",',
       'lambda n: if n >= 1024: f"{n / 1024:.0f}K" else: f"{n}B",')),
], note="""
Intent: mistake 2 - the same two values chosen by a conditional expression.
""")

# ---------------------------------------------------------------------------
case("tkinter_lambda_statements", ONE, r'''
"""Click counter with keyboard shortcuts (for the stand-up timer kiosk)."""
import tkinter as tk

root = tk.Tk()
root.title("Counter")
count = tk.IntVar(value=0)
history = []


def update_label():
    label.config(text=str(count.get()))
    label.config(fg="red" if count.get() < 0 else "black")


def change(delta):
    history.append(count.get())
    count.set(count.get() + delta)
    update_label()


def undo():
    if history:
        count.set(history.pop())
        update_label()


label = tk.Label(root, text="0", font=("Helvetica", 48), width=5)
label.pack(padx=20, pady=10)

buttons = tk.Frame(root)
buttons.pack(pady=(0, 10))
tk.Button(buttons, text="-1", width=6, command=lambda: change(-1)).pack(side="left")
tk.Button(buttons, text="+1", width=6, command=lambda: change(1)).pack(side="left")
tk.Button(buttons, text="reset", width=6,
          command=lambda: (history.append(count.get()), count.set(0), update_label())).pack(side="left")
tk.Button(buttons, text="undo", width=6, command=undo).pack(side="left")

root.bind("<plus>", lambda e: change(1))
root.bind("<minus>", lambda e: change(-1))
root.bind("<Control-z>", lambda e: undo())
root.bind("<Escape>", lambda e: root.destroy() if count.get() == 0 else None)

root.mainloop()
''', [
    M("lambda: several statements separated by `;`",
      "`command=lambda: history.append(count.get()); count.set(0); update_label())` - semicolons "
      "inside a call argument.",
      ("command=lambda: (history.append(count.get()), count.set(0), update_label())).pack",
       "command=lambda: history.append(count.get()); count.set(0); update_label()).pack")),
    M("lambda: if statement in lambda body",
      "`lambda e: if count.get() == 0: root.destroy()`.",
      ('lambda e: root.destroy() if count.get() == 0 else None)', 'lambda e: if count.get() == 0: root.destroy())')),
], note="""
Intent (judgement calls): mistake 1 - three calls in sequence; meant.py packs them in a
tuple, `lambda: (a(), b(), c())`, the smallest change that keeps the author's inline
lambda. A named `def reset():` would be the nicer style and is equally acceptable.
Mistake 2 - "quit on Escape only when the counter is at zero": a conditional expression
with `else None`.
""")
