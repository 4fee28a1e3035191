"""011-020: first Python of developers from Rust, Elixir, Haskell, Lua, Perl, Bash,
Scala, Clojure, Dart and F#: their habits where CPython refuses them, plus plain slips."""
from lib import case, M
from helpers import meant

case("cargo_license_audit",
     "Polish Rust developer (Wrocław) writing a CI license check in Python because the CI image has no cargo-deny",
     meant("cargo_license_audit"), [
    M("rust_path_separator",
      "Rust's `::` for an associated function: `Path::home()`. meant.py has `Path.home()`, "
      "the attribute access the rest of the file uses (`Path(...)`, `CACHE.parent`).",
      ('CACHE = Path.home() /', 'CACHE = Path::home() /')),
    M("rust_let_mut",
      "`let mut counts = {...}`: Rust's mutable binding in front of an assignment. meant.py "
      "is the plain assignment.",
      ('    counts = {"ok": 0, "review": 0, "unknown": 0, "deny": 0}',
       '    let mut counts = {"ok": 0, "review": 0, "unknown": 0, "deny": 0}')),
    M("comprehension_closing_line_missing",
      "The `]` line closing the multi-line list comprehension `rows = [` was deleted. "
      "meant.py restores it at the indentation of `rows = [`.",
      ('            for p in pkgs\n        ]\n', '            for p in pkgs\n')),
], note="""
Situation: a CI script that reads Cargo.lock with tomllib, fetches each crate's license
from the crates.io API (with a JSON cache and the one-request-per-second policy),
classifies SPDX expressions and returns an exit code with a `match` on the counts.
Policy: Rust habits become the Python the rest of the file already uses; the author's
dataclass and `match` style stay.
""")

case("order_webhook_state",
     "Brazilian Elixir developer (São Paulo) writing a Flask webhook receiver for a coffee shop",
     meant("order_webhook_state"), [
    M("elixir_pipe",
      "An Elixir pipeline `corpo |> json.loads() |> normaliza()`. meant.py nests the calls "
      "in the same order: `normaliza(json.loads(corpo))`.",
      ('    ev = normaliza(json.loads(corpo))\n', '    ev = corpo |> json.loads() |> normaliza()\n')),
    M("elixir_fn_end",
      "An Elixir anonymous function `fn e -> e[\"id\"] end` as the sort key. meant.py has "
      "`lambda e: e[\"id\"]`, like the `reduce(lambda ...)` in `replay`.",
      ('key=lambda e: e["id"]', 'key=fn e -> e["id"] end')),
    M("elixir_do_block",
      "`def proximo_estado(estado, tipo) do`: Elixir's `do` where the def's colon goes.",
      ('def proximo_estado(estado, tipo):\n', 'def proximo_estado(estado, tipo) do\n')),
    M("triple_quote_not_closed",
      "The closing `\"\"\"` line of the CREATE TABLE script passed to `executescript(` was "
      "deleted, so the string runs on to the next docstring. meant.py restores `\"\"\"` on its "
      "own line after the last `);`, at the indentation of the opening `\"\"\"`.",
      ('            );\n            """\n        )\n', '            );\n        )\n')),
], note="""
Situation: a Flask service that verifies HMAC signatures of payment-gateway and carrier
webhooks, normalizes both formats, applies them to an order state machine (a dict of
dicts) in SQLite idempotently, and replays an order's history with `reduce`. Portuguese
docstrings, names and log messages.
Policy: Elixir habits become the Python the rest of the file already uses.
""")

case("ward_rota",
     "Scottish junior doctor (Edinburgh) who writes Haskell as a hobby, building the ward's weekend rota",
     meant("ward_rota"), [
    M("haskell_lambda",
      "A Haskell lambda `\\p -> (load[p], random.random())` as the `min` key. meant.py has "
      "`lambda p: (...)`.",
      ('key=lambda p: (load[p], random.random())', 'key=\\p -> (load[p], random.random())')),
    M("haskell_where_clause",
      "`fairness` was written Haskell-style: the `return` first, then a `where` line with the "
      "three local definitions indented under it. meant.py moves the definitions above the "
      "`return`, in the order they depend on each other, and drops `where`.",
      ('    load = Counter(rota.values())\n'
       '    totals = [load[p] + people[p]["history"] for p in people]\n'
       '    mean = sum(totals) / len(totals)\n'
       '    return sum((t - mean) ** 2 for t in totals)\n',
       '    return sum((t - mean) ** 2 for t in totals)\n'
       '    where\n'
       '        load = Counter(rota.values())\n'
       '        totals = [load[p] + people[p]["history"] for p in people]\n'
       '        mean = sum(totals) / len(totals)\n')),
    M("docstring_close_lost",
      "The two-line docstring of `read_availability` lost its closing `\"\"\"` after "
      "`that weekend.`, so it ends at the next docstring's opening quotes. meant.py closes "
      "it at the end of its second line.",
      ("NOT available that weekend.\"\"\"\n", "NOT available that weekend.\n")),
], note="""
Situation: a weekend on-call rota: availability from a CSV, a greedy assignment
(fewest past shifts first, no two weekends in a row, no Saturday night then Sunday day),
then random pairwise swaps that lower a fairness score, printed as a table.
Policy: Haskell habits become the Python the rest of the file already uses; the author's
many small functions stay.
""")

case("tiled_to_lua",
     "Finnish indie game developer (Tampere) who writes Lua for LÖVE, converting Tiled maps in Python",
     meant("tiled_to_lua"), [
    M("lua_dash_comment",
      "A Lua `--` comment above `OBJECT_TYPES`. meant.py uses `#` like the other comments "
      "(the `--` inside the generated Lua header string is Lua output and stays).",
      ('# objektityypit joita peli', '-- objektityypit joita peli')),
    M("lua_not_equal",
      "Lua's `~=` for \"not equal\" in `decode_layer_data`. meant.py has `!=`.",
      ('if layer.get("encoding") != "base64":', 'if layer.get("encoding") ~= "base64":')),
    M("lua_then_end",
      "The missing-spawn check was written the Lua way: `if len(spawns) == 0 then`, its "
      "body, and an `end` line under it. meant.py has the colon and no `end` line.",
      ('    if len(spawns) == 0:\n        warnings.append(name + ": ei yhtään spawn-pistettä!")\n',
       '    if len(spawns) == 0 then\n        warnings.append(name + ": ei yhtään spawn-pistettä!")\n    end\n')),
    M("paren_lost_line_end",
      "The two-line `out[\"layers\"].append({...})` ends in `\"tiles\": gids}` without the "
      "call's `)`. meant.py adds it after the `}`.",
      ('                                  "tiles": gids})\n', '                                  "tiles": gids}\n')),
], note="""
Situation: a converter from Tiled's JSON map export to Lua tables for a LÖVE game: tile
layers (base64/zlib decoding, flip bits masked), objects checked against required
properties, a recursive Python-to-Lua value writer. Finnish comments and messages.
Policy: Lua habits become the Python the rest of the file already uses; Lua text inside
strings is output and stays.
""")

case("postfix_log_report",
     "Austrian sysadmin (Graz) replacing his Perl mail-log report with Python",
     meant("postfix_log_report"), [
    M("perl_my",
      "`my jahr = datetime.now().year`: Perl's `my` declaration in front of an assignment "
      "(the `$` sigil already dropped). meant.py is the plain assignment.",
      ('    jahr = datetime.now().year\n', '    my jahr = datetime.now().year\n')),
    M("perl_unless",
      "`unless m:` for the non-matching log lines. meant.py has `if not m:`, as for the "
      "other early `continue`s (`if not q:`).",
      ('                if not m:\n', '                unless m:\n')),
    M("perl_elsif",
      "Perl's `elsif` for the delivery agents' branch. meant.py has `elif`.",
      ('                elif dienst in ("smtp"', '                elsif dienst in ("smtp"')),
    M("list_closing_line_missing",
      "The `]` line closing the multi-line `teile = [` list in `bericht` was deleted. "
      "meant.py restores it at the indentation of `teile = [`.",
      ('        tabelle("Zurückgestellt: Gründe", st["defer_grund"]),\n    ]\n',
       '        tabelle("Zurückgestellt: Gründe", st["defer_grund"]),\n')),
], note="""
Situation: a daily cron report from Postfix's mail.log (received messages, delivery
status, top senders and recipients, NOQUEUE rejects, SASL failures, deferral reasons, the
queue's age from `mailq`) mailed to postmaster as text with an HTML alternative.
German comments, names and report text; compiled regexes in raw strings.
Policy: Perl habits become the Python the rest of the file already uses.
""")

case("episode_renamer",
     "Argentine home-server hobbyist (Córdoba) rewriting his Bash media renamer in Python",
     meant("episode_renamer"), [
    M("bash_dollar_var",
      "`HOME = Path($HOME)`: Bash's `$HOME` expansion. meant.py reads the variable with "
      "`os.environ.get(\"HOME\", \"/home/nico\")` (the fallback is the author's home, as in "
      "the usage comment).",
      ('HOME = Path(os.environ.get("HOME", "/home/nico"))', 'HOME = Path($HOME)')),
    M("bash_double_bracket_test",
      "A Bash test `if [[ -z datos ]]:` for the file names the patterns did not "
      "recognise. meant.py has `if datos is None:` (`analizar` returns None then).",
      ('        if datos is None:\n', '        if [[ -z datos ]]:\n')),
    M("bracket_lost_before_comma",
      "The `df` argument list lost its `]` after `str(ruta)`, so `capture_output=...` on the "
      "next line falls inside the list. meant.py closes the list before the comma.",
      ('str(ruta)],\n', 'str(ruta),\n')),
], note="""
Situation: a script that moves downloaded episodes into a Jellyfin library as
`Series/<Show>/Season NN/<Show> - SxxEyy.ext`, with name cleaning, aliases, subtitles,
a free-space check via `df`, a dry-run mode and removal of empty folders. Spanish
comments and messages.
Policy: Bash habits become the Python the rest of the file already uses.
""")

case("ledger_events",
     "Swiss Scala/Akka developer (Zürich) writing an event-sourcing kata for a Python guild evening",
     meant("ledger_events"), [
    M("decorator_paren_lost",
      "The `@dataclass(frozen=True` above `class Withdrawn` lost its `)`. meant.py closes it "
      "like the other five decorators.",
      ('@dataclass(frozen=True)\nclass Withdrawn:', '@dataclass(frozen=True\nclass Withdrawn:')),
    M("scala_return_type_equals",
      "Scala's `def replay(...): Account =` with the body on the next line. meant.py has "
      "`-> Account:`, the annotation style of every other function.",
      ('def replay(events: Iterable[Event]) -> Account:\n', 'def replay(events: Iterable[Event]): Account =\n')),
    M("scala_val",
      "Scala's `val final = replay(history)` in `main`. meant.py is the plain assignment.",
      ('    final = replay(history)\n', '    val final = replay(history)\n')),
    M("scala_string_interpolator",
      "Scala's `s\"...${final.owner}...${final.balance}\"` string interpolation in the last "
      "print. meant.py has an f-string, as the rest of the file uses (`statement`, the "
      "`DomainError` messages): `f\"...{final.owner}...\"`.",
      ('print(f"final balance for {final.owner}: CHF {final.balance}")',
       'print(s"final balance for ${final.owner}: CHF ${final.balance}")')),
], note="""
Situation: an event-sourced savings account: frozen dataclass events, state as a fold
with `reduce` over a `match` on event classes, commands returning new events, monthly
interest with Decimal rounding, and a statement printed from the replayed history.
Policy: Scala habits become the Python the rest of the file already uses.
""")

case("feature_flags",
     "German Clojure developer (Berlin) writing his first Python module, a feature-flag evaluator",
     meant("feature_flags"), [
    M("clojure_anon_fn",
      "Clojure's anonymous-function reader macro `#(condition_holds % ctx)` inside "
      "`all(map(...))`; Python reads `#` as the start of a comment, so the rest of the line "
      "is gone. meant.py has `lambda c: condition_holds(c, ctx)`.",
      ('map(lambda c: condition_holds(c, ctx), conditions)', 'map(#(condition_holds % ctx), conditions)')),
    M("clojure_kebab_case",
      "A kebab-case local `user-id` on two lines of `rule_matches` (assigned, then passed to "
      "`bucket`). meant.py has `user_id` on both, the spelling of the `bucket` parameter.",
      ('    user_id = ctx.get("user_id", "anonymous")\n', '    user-id = ctx.get("user_id", "anonymous")\n'),
      ('bucket(flag_key, user_id) < pct', 'bucket(flag_key, user-id) < pct')),
    M("clojure_keyword_map",
      "The first sample user was written as a Clojure map `{:user_id \"u-1001\" :country \"DE\" "
      ":email \"...\"}`. meant.py writes it like the two rows below it.",
      ('{"user_id": "u-1001", "country": "DE", "email": "anna@example.de"}',
       '{:user_id "u-1001" :country "DE" :email "anna@example.de"}')),
    M("comprehension_closing_line_missing",
      "The `]` line closing the multi-line `checks = [` comprehension in `explain` was "
      "deleted. meant.py restores it at the indentation of `checks = [`.",
      ('            for c in rule.get("when", [])\n        ]\n', '            for c in rule.get("when", [])\n')),
], note="""
Situation: a flag evaluator for a shop backend: flags reloaded from JSON under a lock,
rules of conditions over a request context with an operator table of lambdas, stable
percentage buckets from a SHA-1 of the user id, and an explain trace for an admin page.
Policy: Clojure habits become the Python the rest of the file already uses.
""")

case("push_notifier",
     "Egyptian Flutter developer (Cairo) writing a Cloud Run job that sends FCM reminders",
     meant("push_notifier"), [
    M("dart_null_coalescing",
      "Dart's `??` for a default: `data.get(\"language\") ?? \"ar\"`. meant.py has `or`, as "
      "on the `fcmToken` line above.",
      ('language=data.get("language") or "ar",', 'language=data.get("language") ?? "ar",')),
    M("dart_arrow_method",
      "`is_muted` was written as a Dart arrow method on one line: `def is_muted(...) -> bool "
      "=> self.muted_until ...`. meant.py has the header with a colon and the expression in "
      "a `return` on the next line.",
      ('    def is_muted(self, now: datetime) -> bool:\n        return self.muted_until is not None and self.muted_until > now\n',
       '    def is_muted(self, now: datetime) -> bool => self.muted_until is not None and self.muted_until > now\n')),
    M("call_closing_line_missing",
      "The `)` line closing `return messaging.Message(` in `to_message` was deleted. meant.py "
      "restores it at the indentation of `return`.",
      ('            android=messaging.AndroidConfig(priority="high", ttl=timedelta(hours=6)),\n        )\n',
       '            android=messaging.AndroidConfig(priority="high", ttl=timedelta(hours=6)),\n')),
    M("dart_final",
      "Dart's `final now = datetime.now(CAIRO)` in `load_reminders`. meant.py is the plain "
      "assignment.",
      ('    now = datetime.now(CAIRO)\n    for doc', '    final now = datetime.now(CAIRO)\n    for doc')),
], note="""
Situation: a nightly job that reads users and today's lessons from Firestore, builds
localized FCM messages (Arabic, English, French templates) in dataclasses that mirror the
app's Dart models, sends them in batches of 500 and deletes dead tokens.
Policy: Dart habits become the Python the rest of the file already uses.
""")

case("budget_categories",
     "Norwegian F# developer (Trondheim) categorizing his bank export in Python",
     meant("budget_categories"), [
    M("fsharp_if_then_else",
      "F#'s `if d < 0 then \"-\" else \"\"` in `format_kr`. meant.py has the conditional "
      "expression `\"-\" if d < 0 else \"\"`.",
      ('    sign = "-" if d < 0 else ""\n', '    sign = if d < 0 then "-" else ""\n')),
    M("tuple_paren_lost_far",
      "The `(r\"APOTEK|LEGE|TANNLEGE\", \"Helse\")` row of `RULES` lost its `)`, so the "
      "following rows become items of that tuple. meant.py closes it at the end of its own "
      "line, like the other rows.",
      ('(r"APOTEK|LEGE|TANNLEGE", "Helse"),', '(r"APOTEK|LEGE|TANNLEGE", "Helse",')),
    M("fsharp_fun_lambda",
      "F#'s `fun kv -> kv[1]` as the sort key in `print_month`. meant.py has "
      "`lambda kv: kv[1]`.",
      ('key=lambda kv: kv[1]', 'key=fun kv -> kv[1]')),
], note="""
Situation: a household budget from a DNB CSV export: Norwegian amounts parsed to
Decimal, regex rules for categories (first match wins), monthly sums with `groupby`,
a text bar chart and a list of unknown descriptions. Norwegian docstring, comments,
categories and messages.
Policy: F# habits become the Python the rest of the file already uses.
""")
