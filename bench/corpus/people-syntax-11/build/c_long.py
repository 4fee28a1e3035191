"""021-030: long real-world modules with one or two slips (people-syntax-11).

Each module (200-330 lines) is written out in build/long/<name>.txt as the author
meant it; the slips are ordinary editing mistakes somewhere in the middle.  These
cases test that a repair touches only the slip and leaves the rest of a big file
alone.
"""
import os

from lib import M, case

HERE = os.path.dirname(os.path.abspath(__file__))


def src(name):
    with open(os.path.join(HERE, "long", name + ".txt"), encoding="utf-8", newline="") as f:
        return f.read()


# ----------------------------------------------------------------------------- 021
case("logsift_cli", "developer maintaining a log-analysis CLI",
src("logsift"),
[
    M("unclosed_paren_far",
      "In parse_line(), `rt=float(d[\"rt\"]) if d[\"rt\"] else None,` lost the `)` after "
      "`d[\"rt\"]` while she edited the conditional. The next argument line and the `)` "
      "that was meant to close `Entry(` still parse (as arguments of float()), so it is "
      "`Entry(` that stays open: CPython reports `'(' was never closed` at `return Entry(`, "
      "ten lines above the slip. meant.py closes float( where it was.",
      ('        rt=float(d["rt"]) if d["rt"] else None,\n', '        rt=float(d["rt"] if d["rt"] else None,\n')),
    M("missing_colon",
      "In status_matches(), `elif part.isdigit() and int(part) == status` has no colon. "
      "meant.py adds it.",
      ("        elif part.isdigit() and int(part) == status:\n",
       "        elif part.isdigit() and int(part) == status\n")),
],
note="""
A 329-line argparse tool that summarises and filters nginx/apache access logs
(dataclass entries, gzip input, sub-commands, JSON output). Two slips in the middle of
the file; everything else is as meant.
""")

# ----------------------------------------------------------------------------- 022
case("room_bookings_flask", "backend developer of an office booking service",
src("bookings"),
[
    M("unclosed_paren",
      "In free_rooms(), `ends = parse_when(request.args.get(\"ends\"), \"ends\")` lost its "
      "final `)` (CPython reports a `(` never closed). meant.py closes parse_when( like "
      "the `starts` line above it.",
      ('        ends = parse_when(request.args.get("ends"), "ends")\n        check_slot',
       '        ends = parse_when(request.args.get("ends"), "ends"\n        check_slot')),
    M("stray_quote",
      "In cancel_booking(), a `'` typed at the end of `owner = request.args.get(\"owner\")` "
      "(the key next to Enter) opens a string that never ends. meant.py removes it.",
      ('    owner = request.args.get("owner")\n', '    owner = request.args.get("owner")\'\n')),
],
note="""
A 273-line Flask + SQLite JSON API for meeting-room bookings (decorators, error
handlers, token check, CLI commands). Two slips; nothing else differs.
""")

# ----------------------------------------------------------------------------- 023
case("weekly_sales_pipeline", "data engineer running a pandas ETL job",
src("sales_pipeline"),
[
    M("missing_comma_literal",
      "In the long RENAMES literal, the comma after `\"prix_unitaire\": \"unit_price\"` "
      "(French shop) was lost; the next string is glued onto it and the following `:` is "
      "the error. meant.py restores the comma, like every other entry.",
      ('        "prix_unitaire": "unit_price",\n', '        "prix_unitaire": "unit_price"\n')),
    M("stray_bracket",
      "In clean(), `df = df[(df[\"qty\"] > 0) & (df[\"unit_price\"] >= 0)]` ends with an extra "
      "`]` left from rewriting the filter. meant.py has one `]`.",
      ('    df = df[(df["qty"] > 0) & (df["unit_price"] >= 0)]\n',
       '    df = df[(df["qty"] > 0) & (df["unit_price"] >= 0)]]\n')),
],
note="""
A 263-line pandas pipeline (three shop exports with different column names and
decimal conventions, cleaning, master-data join, currency conversion, KPI tables,
parquet output). Two slips in the middle; the rest is as meant.
""")

# ----------------------------------------------------------------------------- 024
case("invoicing_pytest_module", "developer writing tests for an invoicing package",
src("test_invoicing"),
[
    M("missing_comma_tuple",
      "In the parametrize list of test_apply_discount, `(5, Decimal(\"113.15\"))` lost its "
      "comma, so `5 Decimal(...)` is two expressions in a row. meant.py restores it, as in "
      "the neighbouring tuples.",
      ('        (5, Decimal("113.15")),\n', '        (5 Decimal("113.15")),\n')),
    M("assign_in_assert",
      "In test_export_json_roundtrip, `assert data[\"number\"] = \"2024-0001\"` - `=` for `==`. "
      "meant.py has `==`, like the assertions below it.",
      ('    assert data["number"] == "2024-0001"\n', '    assert data["number"] = "2024-0001"\n')),
],
note="""
A 222-line pytest module for an invoicing package (fixtures, tmp_path, monkeypatch,
many parametrize tables with Decimal values). Two slips; the code under test is not
part of the case (the import only has to compile).
""")

# ----------------------------------------------------------------------------- 025
case("asteroid_dodge_pygame", "hobbyist writing a pygame arcade game",
src("asteroid_dodge"),
[
    M("missing_colon",
      "`class Explosion(pygame.sprite.Sprite)` has no colon. meant.py adds it.",
      ("class Explosion(pygame.sprite.Sprite):\n", "class Explosion(pygame.sprite.Sprite)\n")),
    M("unindented_line",
      "In update_play(), inside `if asteroid.hp <= 0:`, the line that adds the Explosion "
      "effect was pasted one level too far left (at the level of the `if`), so the "
      "`asteroid.kill()` after it is an unexpected indent. meant.py puts it back in the "
      "`if` body with the lines around it.",
      ("                self.effects.add(Explosion(asteroid.rect.center, asteroid.rect.width // 2))\n",
       "            self.effects.add(Explosion(asteroid.rect.center, asteroid.rect.width // 2))\n")),
],
note="""
A 279-line pygame game (sprites with masks, bullets, asteroids, explosions, states,
high-score file). Two slips; the rest of the file is as meant.
""")

# ----------------------------------------------------------------------------- 026
case("job_ads_scraper", "analyst scraping job boards for a personal digest",
src("job_scraper"),
[
    M("unclosed_docstring",
      "The docstring of parse_date() lost its closing `\"\"\"` when he added \"'vor 3 "
      "Tagen'\" to it. The string then runs to the opening quotes of the next docstring "
      "(scrape_board_a), every later pair of `\"\"\"` is matched the wrong way round, and "
      "CPython reports an unterminated triple-quoted string at the docstring of dedupe(), "
      "79 lines below. meant.py closes the docstring on its line.",
      ("""    \"\"\"Understands '12.05.2024', '2024-05-12', 'heute', 'gestern' and 'vor 3 Tagen'.\"\"\"\n""",
       """    \"\"\"Understands '12.05.2024', '2024-05-12', 'heute', 'gestern' and 'vor 3 Tagen'.\n""")),
],
note="""
A 229-line requests + BeautifulSoup scraper (polite fetcher with a file cache, two
board parsers, salary and date parsing, de-duplication, CSV append). One slip in the
middle: an unclosed docstring, which CPython reports far below it.
""")

# ----------------------------------------------------------------------------- 027
case("recurrence_rules_library", "library author, typed module with classes",
src("recurrence"),
[
    M("half_deleted_line",
      "In RuleSet.__iter__ she replaced `i = min(heads, key=lambda k: heads[k])` by the "
      "`heads.__getitem__` version on the next line and deleted the old line only up to "
      "`lambda k:`. meant.py removes the rest of the old line (the replacement below it is "
      "complete).",
      ("            i = min(heads, key=heads.__getitem__)\n",
       "            i = min(heads, key=lambda k:\n            i = min(heads, key=heads.__getitem__)\n")),
    M("missing_colon",
      "`def next_after(self, moment: datetime) -> datetime | None` has no colon. meant.py "
      "adds it.",
      ("    def next_after(self, moment: datetime) -> datetime | None:\n",
       "    def next_after(self, moment: datetime) -> datetime | None\n")),
],
note="""
A 271-line typed library module (enum, frozen dataclasses, a Protocol, generators,
an RRULE parser). Two slips; the rest is as meant.
""")

# ----------------------------------------------------------------------------- 028
case("layered_config_loader", "platform engineer writing a config loader",
src("config_loader"),
[
    M("stray_backtick",
      "In _cli_layer(), a backtick at the end of `layer.setdefault(section, {})[option] = "
      "value` (the key under Esc, hit when leaving vim's insert mode). meant.py removes it.",
      ("        layer.setdefault(section, {})[option] = value\n",
       "        layer.setdefault(section, {})[option] = value`\n")),
    M("assign_for_eq",
      "In _check(), `if config.queue.dead_letter = config.queue.exchange:` - `=` for `==`. "
      "meant.py has `==`.",
      ("    if config.queue.dead_letter == config.queue.exchange:\n",
       "    if config.queue.dead_letter = config.queue.exchange:\n")),
],
note="""
A 259-line configuration loader (frozen dataclass sections, TOML files, environment
variables, --set overrides, type conversion, validation). Two slips; the rest is as
meant.
""")

# ----------------------------------------------------------------------------- 029
case("pomodoro_tkinter_app", "student building a Tkinter productivity app",
src("pomodoro_tk"),
[
    M("unclosed_paren_chained",
      "In SettingsDialog.body(), `ttk.Checkbutton(master, text=..., variable=self.sound)"
      ".grid(` lost the `)` after `self.sound`, so `.grid(` attaches to the variable, the "
      "grid arguments on the next line close only grid(, and the Checkbutton call stays "
      "open. meant.py closes Checkbutton( where it was (before `.grid(`).",
      ('variable=self.sound).grid(\n', 'variable=self.sound.grid(\n')),
    M("missing_colon",
      "`for col in range(3)` in build_ui() has no colon. meant.py adds it.",
      ("        for col in range(3):\n", "        for col in range(3)\n")),
],
note="""
A 256-line Tkinter/ttk application (a dialog subclass, a Treeview task list, a timer
driven by after(), JSON persistence). Two slips; the rest is as meant.
""")

# ----------------------------------------------------------------------------- 030
case("dopri5_integrator", "lecturer writing a numerical-methods teaching module",
src("dopri"),
[
    M("unclosed_bracket_far",
      "In the Butcher tableau A, the fourth row `[44 / 45, -56 / 15, 32 / 9, 0, 0, 0],` lost "
      "its `]`. The rows below still parse as elements of that row, and CPython reports "
      "the `])` that ends np.array(, four lines further down. meant.py closes the row.",
      ("    [44 / 45, -56 / 15, 32 / 9, 0, 0, 0],\n", "    [44 / 45, -56 / 15, 32 / 9, 0, 0, 0,\n")),
    M("assign_for_eq",
      "In solve(), `if err_norm = 0:` - `=` for `==`. meant.py has `==`.",
      ("            if err_norm == 0:\n", "            if err_norm = 0:\n")),
],
note="""
A 213-line numerical routine: the Dormand-Prince RK5(4) integrator with a PI step-size
controller, dense output and four test problems, using numpy. Two slips; the tableau and
every other constant are as meant.
""")
