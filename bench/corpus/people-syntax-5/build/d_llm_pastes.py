"""Cases 035-040: chat-assistant answers pasted into a file (not just prose before the code)."""
from lib import case, M, START, END

# ---------------------------------------------------------------------------
case("llm_csv_to_json_cli_cut_off_in_main",
     "office worker who asked a chat assistant for a CSV-to-JSON converter; the answer stopped mid-function",
     r'''
import argparse
import csv
import json
from pathlib import Path


def coerce(value: str):
    v = value.strip()
    if v == "":
        return None
    if v.lower() in ("true", "false"):
        return v.lower() == "true"
    try:
        return int(v)
    except ValueError:
        pass
    try:
        return float(v)
    except ValueError:
        return v


def convert(src: Path, dst: Path, delimiter: str = ",", indent: int = 2) -> int:
    with src.open(newline="", encoding="utf-8-sig") as f:
        rows = [
            {key: coerce(value or "") for key, value in row.items()}
            for row in csv.DictReader(f, delimiter=delimiter)
        ]
    dst.write_text(json.dumps(rows, indent=indent, ensure_ascii=False), encoding="utf-8")
    return len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description="Convert a CSV file to a JSON array.")
    parser.add_argument("src", type=Path, help="input CSV file")
    parser.add_argument("-o", "--output", type=Path, help="output file (default: SRC with .json)")
    parser.add_argument("-d", "--delimiter", default=",", help="field separator")
    parser.add_argument("--indent", type=int, default=2, help="JSON indent")
''',
     [
         M("llm: prose and opening fence before the code",
           "The assistant's opening sentence and the ```` ```python ```` fence were copied with the "
           "code; removed (policy: assistant prose is removed, not commented).",
           (START, "Sure! Here's a small command-line tool that converts a CSV file to JSON, with "
                   "automatic detection of numbers, booleans and empty cells:\n\n```python\n")),
         M("llm: answer cut off mid-block (inside a string)",
           "The answer hit the length limit inside `main()`, in the middle of the help string of "
           "the `--indent` option: the file ends with `help=\"JSON indent` and no newline. meant.py "
           "closes the string and the call and stops there: the rest of `main()` (parse_args, "
           "the call to `convert`) and the `__main__` guard were never written, and are not "
           "invented. `main` is therefore never called in meant.py.",
           ('default=2, help="JSON indent")\n', 'default=2, help="JSON indent')),
     ],
     note='The whole answer was copied from the chat window into converter.py. Policy: assistant prose and fences are removed; a cut-off answer is completed only as far as is evident (close the cut statement), nothing is invented.')

# ---------------------------------------------------------------------------
case("llm_discord_quote_bot_unified_diff",
     "hobbyist running a Discord bot for a study group; asked for a per-user cooldown and pasted the diff hunks over the old lines",
     r'''
import os
import time

import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)

COOLDOWN_SECONDS = 30
last_used: dict[int, float] = {}

QUOTES = [
    "Premature optimization is the root of all evil.",
    "Simple is better than complex.",
    "Talk is cheap. Show me the code.",
]


@bot.event
async def on_ready():
    print(f"logged in as {bot.user} ({bot.user.id})")


@bot.command(name="quote")
async def quote(ctx: commands.Context, index: int = -1):
    now = time.monotonic()
    wait = COOLDOWN_SECONDS - (now - last_used.get(ctx.author.id, 0))
    if wait > 0:
        await ctx.reply(f"slow down, try again in {wait:.0f}s")
        return
    last_used[ctx.author.id] = now
    if not 0 <= index < len(QUOTES):
        index = int(now) % len(QUOTES)
    await ctx.send(f"> {QUOTES[index]}")


@bot.command(name="ping")
async def ping(ctx: commands.Context):
    await ctx.send(f"pong ({bot.latency * 1000:.0f} ms)")


bot.run(os.environ["DISCORD_TOKEN"])
''',
     [
         M("llm: unified diff pasted (---/+++/@@ headers, +/- markers, context spaces)",
           "The assistant answered with a unified diff; each hunk was pasted over the lines it "
           "covers, with the `---`/`+++` file headers, the `@@` lines, the one-space prefix of "
           "context lines, `+` on added lines and the removed `-    now = time.time()` line. "
           "meant.py is the file after the change: headers and `@@` lines dropped, prefixes "
           "stripped, `-` lines removed, `+` lines kept.",
           ('''bot = commands.Bot(command_prefix="!", intents=intents)

COOLDOWN_SECONDS = 30
last_used: dict[int, float] = {}

QUOTES = [
''', '''--- a/quotebot.py
+++ b/quotebot.py
@@ -9,3 +9,6 @@ intents.message_content = True
 bot = commands.Bot(command_prefix="!", intents=intents)
 
+COOLDOWN_SECONDS = 30
+last_used: dict[int, float] = {}
+
 QUOTES = [
'''),
           ('''@bot.command(name="quote")
async def quote(ctx: commands.Context, index: int = -1):
    now = time.monotonic()
    wait = COOLDOWN_SECONDS - (now - last_used.get(ctx.author.id, 0))
    if wait > 0:
        await ctx.reply(f"slow down, try again in {wait:.0f}s")
        return
    last_used[ctx.author.id] = now
    if not 0 <= index < len(QUOTES):
        index = int(now) % len(QUOTES)
    await ctx.send(f"> {QUOTES[index]}")
''', '''@@ -23,6 +26,11 @@ async def on_ready():
 @bot.command(name="quote")
 async def quote(ctx: commands.Context, index: int = -1):
-    now = time.time()
+    now = time.monotonic()
+    wait = COOLDOWN_SECONDS - (now - last_used.get(ctx.author.id, 0))
+    if wait > 0:
+        await ctx.reply(f"slow down, try again in {wait:.0f}s")
+        return
+    last_used[ctx.author.id] = now
     if not 0 <= index < len(QUOTES):
         index = int(now) % len(QUOTES)
     await ctx.send(f"> {QUOTES[index]}")
''')),
         M("bracket: ( never closed",
           "An ordinary slip made afterwards while editing the last line: `bot.run(...` lost its "
           "closing `)`.",
           ('bot.run(os.environ["DISCORD_TOKEN"])\n', 'bot.run(os.environ["DISCORD_TOKEN"]\n')),
     ],
     note='The assistant replied with a unified diff of two hunks; the user pasted each hunk over the part of the file it covers. Policy: a diff becomes the code after the change.')

# ---------------------------------------------------------------------------
case("llm_interview_warmups_two_versions_bold_heading",
     "job seeker collecting interview warm-ups in one file; asked the assistant for a faster pair-sum and pasted both versions",
     r'''
# leetcode-style warmups, week 3

from collections import Counter


def is_anagram(a: str, b: str) -> bool:
    return Counter(a.replace(" ", "").lower()) == Counter(b.replace(" ", "").lower())


def first_unique(s: str) -> int:
    counts = Counter(s)
    for i, ch in enumerate(s):
        if counts[ch] == 1:
            return i
    return -1


def pairs_with_sum(nums: list[int], target: int) -> list[tuple[int, int]]:
    """Return all index pairs (i, j), i < j, with nums[i] + nums[j] == target."""
    seen: dict[int, list[int]] = {}
    pairs = []
    for j, n in enumerate(nums):
        for i in seen.get(target - n, []):
            pairs.append((i, j))
        seen.setdefault(n, []).append(j)
    return pairs


if __name__ == "__main__":
    assert is_anagram("Dormitory", "dirty room")
    assert first_unique("swiss") == 1
    data = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
    for t in (6, 10, 100):
        found = pairs_with_sum(data, t)
        print(f"target {t}: {len(found)} pairs -> {found}")
''',
     [
         M("llm: two versions pasted with a bold heading line between",
           "The assistant first gave the nested-loop `pairs_with_sum`, then a bold heading "
           "`**Faster version - ...**` and a sentence, then the one-pass version; all three were "
           "pasted. Of the two versions only the later one is kept (policy); the heading and the "
           "sentence are assistant prose and are removed.",
           ('''

def pairs_with_sum(''', '''

def pairs_with_sum(nums: list[int], target: int) -> list[tuple[int, int]]:
    """Return all index pairs (i, j), i < j, with nums[i] + nums[j] == target."""
    pairs = []
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                pairs.append((i, j))
    return pairs

**Faster version \u2013 one pass with a dictionary (O(n + number of pairs)):**

Instead of checking every pair, remember where each value was seen so far:

def pairs_with_sum(''')),
     ],
     note='Answer pasted in the middle of an existing file of warm-up functions. Policy: of two pasted versions only the later one is kept; assistant headings and prose are removed.')

# ---------------------------------------------------------------------------
case("llm_recipe_scaler_output_pasted_list_comma",
     "home cook / beginner programmer who had an assistant write a recipe scaler and pasted its 'Output:' block too",
     r'''
from dataclasses import dataclass
from fractions import Fraction


@dataclass
class Ingredient:
    name: str
    amount: Fraction
    unit: str

    def scaled(self, factor: Fraction) -> "Ingredient":
        return Ingredient(self.name, self.amount * factor, self.unit)

    def __str__(self) -> str:
        whole, rest = divmod(self.amount, 1)
        if rest == 0:
            qty = str(whole)
        elif whole == 0:
            qty = str(rest)
        else:
            qty = f"{whole} {rest}"
        return f"{qty} {self.unit} {self.name}".replace("  ", " ")


def scale_recipe(ingredients, serves, wanted):
    factor = Fraction(wanted, serves)
    return [i.scaled(factor) for i in ingredients]


pancakes = [
    Ingredient("flour", Fraction(3, 2), "cups"),
    Ingredient("milk", Fraction(5, 4), "cups"),
    Ingredient("eggs", Fraction(1), ""),
    Ingredient("sugar", Fraction(1, 4), "cup"),
    Ingredient("baking powder", Fraction(7, 2), "tsp"),
]

print("Pancakes for 6:")
for item in scale_recipe(pancakes, serves=4, wanted=6):
    print("-", item)
''',
     [
         M("comma: missing between list items across lines",
           "The user added the eggs line to the list and left out its trailing comma, so two "
           "`Ingredient(...)` calls stand side by side.",
           ('    Ingredient("eggs", Fraction(1), ""),\n', '    Ingredient("eggs", Fraction(1), "")\n')),
         M("llm: expected output pasted under 'Output:'",
           "The assistant's `Output:` line and the five result lines it showed were pasted under "
           "the code; removed (policy: example output is assistant prose).",
           (END, '''
Output:
Pancakes for 6:
- 2 1/4 cups flour
- 1 7/8 cups milk
- 1 1/2 eggs
- 3/8 cup sugar
- 5 1/4 tsp baking powder
''')),
     ],
     note="The user copied the whole answer, code and 'Output:' block, then added the eggs line by hand. Policy: example output is removed.")

# ---------------------------------------------------------------------------
case("llm_downloads_organizer_arrows_numbered_list",
     "Spanish-speaking user who asked why their Downloads organizer overwrote files; pasted the fixed answer",
     r'''
import shutil
from pathlib import Path

DOWNLOADS = Path.home() / "Downloads"
FOLDERS = {
    "Images": {".jpg", ".jpeg", ".png", ".gif", ".webp"},
    "Documents": {".pdf", ".docx", ".txt", ".odt", ".xlsx"},
    "Archives": {".zip", ".tar", ".gz", ".7z"},
    "Audio": {".mp3", ".wav", ".flac"},
}


def folder_for(path: Path) -> str | None:
    ext = path.suffix.lower()
    for folder, extensions in FOLDERS.items():
        if ext in extensions:
            return folder
    return None


def unique_target(target: Path) -> Path:
    counter = 1
    candidate = target
    while candidate.exists():  # <-- sigue probando hasta encontrar un nombre libre
        candidate = target.with_name(f"{target.stem} ({counter}){target.suffix}")
        counter += 1
    return candidate


def organize(directory: Path, dry_run: bool = False) -> int:
    moved = 0
    for item in directory.iterdir():
        if not item.is_file() or item.name.startswith("."):  # <-- ignora ocultos
            continue
        folder = folder_for(item)
        if folder is None:
            continue
        target = unique_target(directory / folder / item.name)  # <-- cambio aquí
        print(f"{item.name} -> {folder}/")
        if not dry_run:
            target.parent.mkdir(exist_ok=True)
            shutil.move(str(item), str(target))
        moved += 1
    return moved


if __name__ == "__main__":
    n = organize(DOWNLOADS, dry_run=False)
    print(f"{n} archivos movidos")
''',
     [
         M("llm: <-- arrows without #",
           "The assistant marked its three changes with `<-- ...` arrows but without `#`. They are "
           "annotations inside the assistant's code block, so meant.py keeps them as the comments "
           "they were meant to be (`# <-- ...`), at the same place (policy as for `# <--` arrows).",
           ("  # <-- sigue probando", "   <-- sigue probando"),
           ("  # <-- ignora ocultos", "   <-- ignora ocultos"),
           ("  # <-- cambio aquí", "   <-- cambio aquí")),
         M("llm: numbered explanation list between functions",
           "Between `unique_target` and `organize` the assistant's 'Qué cambió' heading and "
           "numbered list were pasted; removed (policy: assistant prose is removed).",
           ('''    return candidate


def organize(''', '''    return candidate


Qué cambió:

1. `unique_target()` añade " (1)", " (2)"... al nombre en vez de sobrescribir el archivo.
2. Los archivos ocultos (que empiezan por punto) se ignoran.
3. La carpeta destino solo se crea cuando de verdad se mueve algo.

def organize(''')),
     ],
     note="The assistant answered in Spanish and marked its changes with arrows. Policy: prose (the 'Qué cambió' list) is removed; arrows inside the code block are kept as `# <--` comments.")

# ---------------------------------------------------------------------------
case("llm_ttl_cache_py312_generics_type_alias_fstring",
     "developer whose server runs Python 3.11; pasted an assistant's TTL cache written in 3.12 syntax",
     r'''
from __future__ import annotations

import time
from collections import OrderedDict
from typing import Callable, Generic, Hashable, Iterator, Sequence, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
T = TypeVar("T")

Loader = Callable[[K], V]


class TTLCache(Generic[K, V]):
    """LRU cache whose entries expire after `ttl` seconds."""

    def __init__(self, maxsize: int = 128, ttl: float = 60.0) -> None:
        self.maxsize = maxsize
        self.ttl = ttl
        self._data: OrderedDict[K, tuple[float, V]] = OrderedDict()
        self.hits = 0
        self.misses = 0

    def get(self, key: K, loader: Loader[K, V]) -> V:
        now = time.monotonic()
        entry = self._data.get(key)
        if entry is not None and now - entry[0] < self.ttl:
            self._data.move_to_end(key)
            self.hits += 1
            return entry[1]
        self.misses += 1
        value = loader(key)
        self._data[key] = (now, value)
        self._data.move_to_end(key)
        while len(self._data) > self.maxsize:
            self._data.popitem(last=False)
        return value

    def stats(self) -> str:
        total = self.hits + self.misses
        ratio = self.hits / total if total else 0.0
        return f"{self.hits} hits, {self.misses} misses ({ratio:.0%})"


def chunked(items: Sequence[T], size: int) -> Iterator[list[T]]:
    for i in range(0, len(items), size):
        yield list(items[i:i + size])


if __name__ == "__main__":
    users = {1: {"name": "ada"}, 2: {"name": "linus"}, 3: {"name": "grace"}}

    def slow_lookup(uid: int) -> dict:
        time.sleep(0.2)
        return users[uid]

    cache: TTLCache[int, dict] = TTLCache(maxsize=2, ttl=5)
    for batch in chunked([1, 2, 1, 3, 1, 2], 2):
        for uid in batch:
            user = cache.get(uid, slow_lookup)
            print(f"{uid} -> {user['name']}")
    print(cache.stats())
''',
     [
         M("py312: generic class syntax class C[T]",
           "`class TTLCache[K: Hashable, V]:` uses PEP 695 type parameters (3.12+). The 3.11 "
           "spelling the author would write: `K`/`V` TypeVars (K bound to Hashable) and "
           "`Generic[K, V]` as base, with `Generic` and `TypeVar` imported.",
           ("from typing import Callable, Generic, Hashable, Iterator, Sequence, TypeVar\n",
            "from typing import Callable, Hashable, Iterator, Sequence\n"),
           ('K = TypeVar("K", bound=Hashable)\nV = TypeVar("V")\n', ""),
           ("class TTLCache(Generic[K, V]):", "class TTLCache[K: Hashable, V]:")),
         M("py312: generic function syntax def f[T]",
           "`def chunked[T](items: Sequence[T], ...)` - PEP 695 function type parameter; in 3.11 "
           "a module-level `T = TypeVar(\"T\")`.",
           ('T = TypeVar("T")\n', ""),
           ("def chunked(items", "def chunked[T](items")),
         M("py312: type alias statement",
           "`type Loader[K, V] = Callable[[K], V]` - the 3.12 `type` statement; in 3.11 a plain "
           "generic alias over the TypeVars.",
           ("Loader = Callable[[K], V]", "type Loader[K, V] = Callable[[K], V]")),
         M("py312: f-string reusing its own quotes",
           "`f\"{uid} -> {user[\"name\"]}\"` reuses the f-string's double quotes inside the "
           "replacement field, allowed only since 3.12 (PEP 701); single quotes inside are meant.",
           ("""print(f"{uid} -> {user['name']}")""", '''print(f"{uid} -> {user["name"]}")''')),
     ],
     note="The answer was written for Python 3.12; the user's server runs 3.11. Policy: 3.12-only syntax becomes the 3.11 equivalent the author would write (TypeVar + Generic, a plain generic alias, other quotes in the f-string). `from __future__ import annotations` was in the answer and stays.")
