"""Jupyter exports with magics left in; Python 3.12+ syntax used on 3.11."""
from lib import case, M

NB = "analyst exporting a Jupyter notebook"
PY312 = "developer used to Python 3.12+"

# ---------------------------------------------------------------------------
case("notebook_pip_time_timeit", NB, r'''
#!/usr/bin/env python
# coding: utf-8

# # Regional sales - Q3 clean-up
# Exported from sales_q3.ipynb

# In[1]:


# !pip install openpyxl


# In[2]:


import pandas as pd
import numpy as np

RAW = "data/sales_q3.xlsx"


# In[3]:


# %%time
df = pd.read_excel(RAW, sheet_name="orders", engine="openpyxl")
df.columns = [c.strip().lower().replace(" ", "_") for c in df.columns]
df.shape


# In[4]:


def clean(frame):
    frame = frame.dropna(subset=["order_id", "region"])
    frame["region"] = frame["region"].str.title().str.strip()
    frame["amount"] = pd.to_numeric(frame["amount"], errors="coerce").fillna(0)
    frame = frame[frame["amount"] > 0]
    return frame.drop_duplicates("order_id")


# In[5]:


# %timeit clean(df.copy())


# In[6]:


sales = clean(df)
summary = (
    sales.groupby("region")["amount"]
    .agg(["count", "sum", "mean"])
    .sort_values("sum", ascending=False)
)
summary["share"] = np.round(summary["sum"] / summary["sum"].sum() * 100, 1)
summary


# In[7]:


summary.to_csv("out/region_summary_q3.csv")
print("wrote", len(summary), "regions")
''', [
    M("notebook: shell escape", "`!pip install openpyxl` cell left as code.",
      ("# !pip install openpyxl\n", "!pip install openpyxl\n")),
    M("notebook: cell magic", "`%%time` at the top of the cell that reads the workbook.",
      ("# %%time\n", "%%time\n")),
    M("notebook: line magic", "`%timeit clean(df.copy())` benchmark cell left as code.",
      ("# %timeit clean(df.copy())\n", "%timeit clean(df.copy())\n")),
], note="""
Situation: the analyst used "Download as .py" on a notebook whose cells had been edited
by hand afterwards (the magics are raw, not get_ipython() calls) and wants to run it with
python3 on a server.
Intent: the magics are notebook-only conveniences; meant.py comments them out. Deleting the
lines would be equally good. The bare `df.shape` / `summary` cell-result lines are legal
Python and stay.
""")

# ---------------------------------------------------------------------------
case("notebook_matplotlib_autoreload_help", NB, r'''
# coding: utf-8
# Soil moisture sensors - first look (exported from moisture.ipynb)

# %matplotlib inline
# %load_ext autoreload
# %autoreload 2

import matplotlib.pyplot as plt
import pandas as pd

from sensorlib import load_readings  # our package, still changing a lot

# In[2]:

readings = load_readings("data/moisture_2024-05.parquet")
readings["ts"] = pd.to_datetime(readings["ts"], utc=True)
readings = readings.set_index("ts").sort_index()
readings.head()

# In[3]:

# pd.DataFrame.resample?
hourly = readings.groupby("sensor_id")["moisture"].resample("1h").mean().unstack(0)
hourly.describe()

# In[4]:

dry = hourly.columns[(hourly < 0.18).mean() > 0.25]
print(f"{len(dry)} sensors are below 18% more than a quarter of the time:", list(dry))

# In[5]:

fig, axes = plt.subplots(2, 1, figsize=(12, 7), sharex=True)
hourly.plot(ax=axes[0], legend=False, alpha=0.4)
axes[0].set_ylabel("volumetric water content")
axes[0].axhline(0.18, color="red", linestyle="--")
hourly[dry].plot(ax=axes[1])
axes[1].set_title("dry sensors")
fig.tight_layout()
fig.savefig("figures/moisture_overview.png", dpi=150)
''', [
    M("notebook: line magic", "`%matplotlib inline` left as the first code line.",
      ("# %matplotlib inline\n", "%matplotlib inline\n")),
    M("notebook: line magic", "`%load_ext autoreload` / `%autoreload 2` pair left as code.",
      ("# %load_ext autoreload\n# %autoreload 2\n", "%load_ext autoreload\n%autoreload 2\n")),
    M("notebook: help query", "`pd.DataFrame.resample?` (IPython help) left in the cell.",
      ("# pd.DataFrame.resample?\n", "pd.DataFrame.resample?\n")),
], note="""
Situation: cells copied one by one from a notebook into a .py file for a colleague.
Intent: meant.py comments out the magic and help lines (deleting them is equally good).
""")

# ---------------------------------------------------------------------------
case("notebook_shell_capture_and_time_prefix", NB, r'''
# Merge the daily API dumps into one table (from merge_dumps.ipynb)
import glob
import json
import os

import pandas as pd

# In[1]:

files = sorted(glob.glob("data/raw/*.json"))
print(len(files), "dump files")

# In[2]:


def load_dump(path):
    with open(path, encoding="utf-8") as fh:
        payload = json.load(fh)
    frame = pd.json_normalize(payload["results"])
    frame["dump_date"] = os.path.basename(path)[:10]
    return frame


def merge_all(paths):
    frames = [load_dump(p) for p in paths]
    merged = pd.concat(frames, ignore_index=True)
    merged = merged.drop_duplicates(subset=["id", "dump_date"])
    return merged.sort_values(["dump_date", "id"])


# In[3]:

merged = merge_all(files)
merged.info()

# In[4]:

os.makedirs("out", exist_ok=True)
merged.to_parquet("out/merged.parquet", index=False)
per_day = merged.groupby("dump_date").size()
per_day.to_csv("out/rows_per_day.csv")
print(per_day.tail())
''', [
    M("notebook: shell capture assignment",
      "`files = !ls data/raw/*.json` (IPython captures shell output into a list); the script "
      "never imported glob because the notebook didn't need it.",
      ("import glob\n", ""),
      ('files = sorted(glob.glob("data/raw/*.json"))\n', "files = !ls data/raw/*.json\n")),
    M("notebook: line magic with a statement",
      "`%time merged = merge_all(files)`: the magic prefix wraps a statement the rest of the "
      "script needs, so it must not simply be commented out.",
      ("merged = merge_all(files)\nmerged.info()", "%time merged = merge_all(files)\nmerged.info()")),
    M("notebook: shell escape", "`!mkdir -p out` before writing into out/.",
      ('os.makedirs("out", exist_ok=True)\n', "!mkdir -p out\n")),
], note="""
Situation: a notebook that used IPython shell features for file handling, pasted into a
script.
Intent (judgement calls, see README): here the shell lines produce things later code
depends on, so commenting them out would compile but leave `files` undefined and out/
missing. meant.py translates them: `files = sorted(glob.glob(...))` (with `import glob`;
`ls` output is sorted) and `os.makedirs("out", exist_ok=True)`. The `%time` prefix is
dropped and the assignment kept. A repair that comments the shell lines out compiles but
is not what the analyst meant.
""")

# ---------------------------------------------------------------------------
case("py312_type_alias_statements", PY312, r'''
"""Tiny GeoJSON helpers used by the delivery-zone service."""
from __future__ import annotations

import json
import math
from typing import Any

Point = tuple[float, float]
Ring = list[Point]
Feature = dict[str, Any]


def ring_area(ring: Ring) -> float:
    """Shoelace formula; coordinates are lon/lat so this is only for comparisons."""
    total = 0.0
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        total += x1 * y2 - x2 * y1
    return abs(total) / 2


def contains(ring: Ring, p: Point) -> bool:
    """Ray casting point-in-polygon test."""
    x, y = p
    inside = False
    for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1]):
        if (y1 > y) != (y2 > y):
            x_cross = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < x_cross:
                inside = not inside
    return inside


def haversine_km(a: Point, b: Point) -> float:
    lon1, lat1, lon2, lat2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


def load_zones(path: str) -> list[Feature]:
    with open(path, encoding="utf-8") as fh:
        data = json.load(fh)
    return [f for f in data["features"] if f["geometry"]["type"] == "Polygon"]


def zone_for(zones: list[Feature], p: Point) -> str | None:
    for zone in zones:
        outer: Ring = [tuple(c) for c in zone["geometry"]["coordinates"][0]]
        if contains(outer, p):
            return zone["properties"]["name"]
    return None


if __name__ == "__main__":
    zones = load_zones("zones.geojson")
    depot: Point = (4.8897, 52.3740)
    for zone in sorted(zones, key=lambda z: ring_area(z["geometry"]["coordinates"][0])):
        print(zone["properties"]["name"], round(ring_area(zone["geometry"]["coordinates"][0]), 6))
    print("depot is in", zone_for(zones, depot))
    print("distance to Utrecht:", round(haversine_km(depot, (5.1214, 52.0907)), 1), "km")
''', [
    M("py312: type statement",
      "Three `type X = ...` alias statements (PEP 695, Python 3.12+).",
      ("Point = tuple[float, float]\n", "type Point = tuple[float, float]\n"),
      ("Ring = list[Point]\n", "type Ring = list[Point]\n"),
      ("Feature = dict[str, Any]\n", "type Feature = dict[str, Any]\n")),
], note="""
Situation: written on a laptop with Python 3.12, deployed to a server with 3.11.
Intent: the 3.11 spelling the author would write is a plain assignment alias
(`Point = tuple[float, float]`); `Point: TypeAlias = ...` is equally good.
""")

# ---------------------------------------------------------------------------
case("py312_generic_functions", PY312, r'''
"""Small iteration helpers shared by the ETL scripts."""
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")
K = TypeVar("K")


def first(items: Iterable[T], default: T | None = None) -> T | None:
    for item in items:
        return item
    return default


def chunked(seq: Sequence[T], size: int) -> Iterator[list[T]]:
    if size < 1:
        raise ValueError("size must be >= 1")
    for start in range(0, len(seq), size):
        yield list(seq[start:start + size])


def group_by(items: Iterable[T], key: Callable[[T], K]) -> dict[K, list[T]]:
    groups: dict[K, list[T]] = {}
    for item in items:
        groups.setdefault(key(item), []).append(item)
    return groups


def dedupe(items: Iterable[T], key: Callable[[T], K] | None = None) -> list[T]:
    seen = set()
    out = []
    for item in items:
        marker = key(item) if key else item
        if marker in seen:
            continue
        seen.add(marker)
        out.append(item)
    return out


if __name__ == "__main__":
    rows = [{"id": 1, "team": "a"}, {"id": 2, "team": "b"}, {"id": 1, "team": "a"}]
    print(first(rows))
    print(list(chunked(list(range(7)), 3)))
    print(group_by(rows, key=lambda r: r["team"]))
    print(dedupe(rows, key=lambda r: r["id"]))
''', [
    M("py312: PEP 695 generic function",
      "Type parameters in brackets after the function name on all four helpers "
      "(`def first[T](...)`, `def group_by[T, K](...)`); there is no TypeVar import or "
      "declaration because 3.12 doesn't need one.",
      ('\nfrom typing import TypeVar\n\nT = TypeVar("T")\nK = TypeVar("K")', ""),
      ("def first(", "def first[T]("),
      ("def chunked(", "def chunked[T]("),
      ("def group_by(", "def group_by[T, K]("),
      ("def dedupe(", "def dedupe[T, K](")),
], note="""
Situation: helper module written against 3.12, imported by jobs that run on 3.11.
Intent: the 3.11 spelling is module-level TypeVars (`T = TypeVar("T")`, `K = TypeVar("K")`,
imported from typing) and plain `def first(...)`; the annotations themselves are unchanged.
The fix therefore adds three lines near the imports in addition to the four def lines.
""")

# ---------------------------------------------------------------------------
case("py312_generic_class_with_bound", PY312, r'''
"""Registry for report exporters (csv, json, ...)."""
from abc import ABC, abstractmethod
from typing import Generic, TypeVar


class Exporter(ABC):
    name = "base"
    extension = ""

    @abstractmethod
    def export(self, rows: list[dict], path: str) -> None: ...


E = TypeVar("E", bound=Exporter)


class Registry(Generic[E]):
    def __init__(self) -> None:
        self._items: dict[str, type[E]] = {}

    def register(self, cls: type[E]) -> type[E]:
        if cls.name in self._items:
            raise ValueError(f"duplicate exporter name: {cls.name}")
        self._items[cls.name] = cls
        return cls

    def create(self, name: str) -> E:
        try:
            return self._items[name]()
        except KeyError:
            known = ", ".join(sorted(self._items))
            raise LookupError(f"no exporter {name!r} (known: {known})") from None

    def names(self) -> list[str]:
        return sorted(self._items)


exporters: Registry[Exporter] = Registry()


@exporters.register
class CsvExporter(Exporter):
    name = "csv"
    extension = ".csv"

    def export(self, rows, path):
        import csv
        with open(path, "w", newline="") as fh:
            writer = csv.DictWriter(fh, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)


@exporters.register
class JsonExporter(Exporter):
    name = "json"
    extension = ".json"

    def export(self, rows, path):
        import json
        with open(path, "w") as fh:
            json.dump(rows, fh, indent=2)


if __name__ == "__main__":
    data = [{"sku": "A-1", "qty": 3}, {"sku": "B-7", "qty": 12}]
    for fmt in exporters.names():
        exp = exporters.create(fmt)
        exp.export(data, "report" + exp.extension)
        print("wrote report" + exp.extension)
''', [
    M("py312: PEP 695 generic class",
      "`class Registry[E: Exporter]:` (type parameter with a bound, 3.12+) instead of a "
      "bound TypeVar and Generic[E].",
      ("from abc import ABC, abstractmethod\nfrom typing import Generic, TypeVar\n",
       "from abc import ABC, abstractmethod\n"),
      ('\n\nE = TypeVar("E", bound=Exporter)\n', ""),
      ("class Registry(Generic[E]):", "class Registry[E: Exporter]:")),
], note="""
Situation: plugin registry written with the 3.12 generic-class syntax; CI runs 3.11.
Intent: `E = TypeVar("E", bound=Exporter)` after the Exporter class and
`class Registry(Generic[E]):`, which is how the same author wrote generics before 3.12.
""")

# ---------------------------------------------------------------------------
case("py312_nested_same_quote_fstrings", PY312, r'''
"""Print a Markdown summary of open pull requests from `gh pr list --json ...` output."""
import json
import sys
from datetime import datetime, timezone


def age_days(iso):
    created = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    return (datetime.now(timezone.utc) - created).days


def pr_line(pr):
    labels = [l["name"] for l in pr["labels"]]
    flag = " :warning:" if age_days(pr["createdAt"]) > 14 else ""
    return (f"- #{pr['number']} **{pr['title']}** by @{pr['author']['login']}"
            f" ({age_days(pr['createdAt'])}d){flag}"
            + (f" [{', '.join(labels)}]" if labels else ""))


def main(path):
    with open(path, encoding="utf-8") as fh:
        prs = json.load(fh)
    drafts = [p for p in prs if p["isDraft"]]
    ready = [p for p in prs if not p["isDraft"]]
    print(f"## Open pull requests ({len(prs)})")
    print()
    print(f"### Ready for review ({len(ready)})")
    for pr in sorted(ready, key=lambda p: p["createdAt"]):
        print(pr_line(pr))
    if drafts:
        print()
        print(f"### Drafts ({len(drafts)})")
        for pr in drafts:
            print(pr_line(pr))
    stale = [p for p in prs if age_days(p["createdAt"]) > 14]
    if stale:
        print()
        print(f"{len(stale)} PRs are older than two weeks: "
              + ", ".join(f"#{p['number']}" for p in stale))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "prs.json")
''', [
    M("py312: nested same-quote f-string",
      "Dictionary keys inside the f-string replacement fields use the same double quotes as "
      "the f-string (legal only from 3.12, PEP 701), on four lines.",
      ("""f"- #{pr['number']} **{pr['title']}** by @{pr['author']['login']}\"""",
       """f"- #{pr["number"]} **{pr["title"]}** by @{pr["author"]["login"]}\""""),
      ("""f" ({age_days(pr['createdAt'])}d){flag}\"""", """f" ({age_days(pr["createdAt"])}d){flag}\""""),
      ("""f" [{', '.join(labels)}]\"""", """f" [{", ".join(labels)}]\""""),
      ("""f"#{p['number']}\"""", """f"#{p["number"]}\"""")),
], note="""
Situation: a small CLI written on 3.12, where `f"{pr["number"]}"` is legal; the team's CI
image is 3.11.
Intent: the 3.11 spelling switches the inner quotes to single quotes, as the unchanged
`age_days(pr["createdAt"])` lines outside f-strings show the author's default is double.
""")
