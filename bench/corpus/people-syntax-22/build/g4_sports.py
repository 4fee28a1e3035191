"""Cases 031-040: sports analytics and fitness hobbyists."""
from helpers import meant
from lib import M, case

case("gpx_ruch",
     "Ethiopian athletics coach (running club, Addis Ababa), per-kilometre splits, "
     "climb and heart rate from a watch's GPX file, checked against the day's target "
     "pace; Amharic comments and output in Ge'ez script, typed with an Amharic keyboard; "
     "Python 3.12 on his laptop, 3.11 on the club's server",
     meant("gpx_ruch"), [
         M("pace_minute_second_marks_unquoted",
           """`TARGET_PACE = 4'35"`: the target pace written the way coaches write it on
           the training sheet, with minute and second marks. The `'` opens a string
           that the `"` does not close. meant.py has `"4:35"`, which `main()` splits on
           `:`.""",
           ('TARGET_PACE = "4:35"', "TARGET_PACE = 4'35\"")),
         M("py312_fstring_same_quotes_in_call",
           """`{ET.parse(...).getroot().findtext(".//g:trk/g:name", "?", NS)}` inside an
           f-string delimited by double quotes: Python 3.12 (PEP 701) allows reusing
           the quotes inside a replacement field, 3.11 ends the string at the first
           inner `"`. meant.py has single quotes inside the field.""",
           ("findtext('.//g:trk/g:name', '?', NS)", 'findtext(".//g:trk/g:name", "?", NS)')),
         M("ethiopic_wordspace_for_colon",
           """`{kfta፡.0f}`: the format-spec colon typed with the Amharic keyboard still
           on after the label, which gives the Ethiopic wordspace `፡` (U+1361) for the
           colon key. meant.py has `{kfta:.0f}`.""",
           ("{kfta:.0f} m", "{kfta፡.0f} m")),
     ])

case("ljestvica",
     "Croatian veterans' five-a-side league organiser (Split), league table from a text "
     "file of results like \"Hajduk - Dinamo 2:1\"; Croatian comments, names and output; "
     "Croatian QWERTZ keyboard; started from a Python 2 snippet on a forum and now runs "
     "Python 3.14 on his laptop",
     meant("ljestvica"), [
         M("py2_backtick_repr",
           """`"Greška u retku " + `br` + ": "`: Python 2's backtick repr, from the forum
           snippet. Python 3 has no backtick at all. meant.py has `repr(br)`.""",
           ('"Greška u retku " + repr(br) + ": "', '"Greška u retku " + `br` + ": "')),
         M("py314_except_without_parentheses",
           """`except ValueError, IndexError:` — accepted from Python 3.14 on (PEP 758,
           when there is no `as`), refused by 3.11 as "multiple exception types must be
           parenthesized". meant.py has `except (ValueError, IndexError):`.""",
           ("except (ValueError, IndexError):", "except ValueError, IndexError:")),
         M("sort_key_tuple_paren_lost",
           """`kv[0],` on the last line of the sort key: the `)` closing the key tuple is
           lost, so the `)` on the next line closes the tuple instead and `sorted(` is
           never closed. CPython reports "'(' was never closed" at the line where
           `sorted(` opens. meant.py has `kv[0]),`.""",
           ("                        kv[0]),\n", "                        kv[0],\n")),
         M("croatian_altgr_lost_closing_brace",
           """`{t['pg']n"` at the end of the goals string: on the Croatian layout `}` is
           AltGr+N, and AltGr was not held. meant.py has `{t['pg']}`.""",
           ("{t['pg']}\"\n", "{t['pg']n\"\n")),
     ])

case("vermogenzones",
     "Flemish amateur cyclist (Sunday club ride, Ghent), FTP, Coggan power zones, "
     "normalized power, IF and TSS from a .fit ride with fitparse; Dutch comments, names "
     "and output; Belgian AZERTY keyboard; writes Rust at work",
     meant("vermogenzones"), [
         M("belgian_azerty_unshifted_digits",
           """`VENSTER = "à`: on the Belgian AZERTY layout the digits are the shifted
           characters of the number row, and without Shift 3 gives `"` and 0 gives `à`.
           The `"` opens a string that never closes. meant.py has `30`, as the comment
           (seconds) says.""",
           ("VENSTER = 30 ", 'VENSTER = "à ')),
         M("rust_let_mut",
           """`let mut totaal = 0`: a Rust mutable binding. meant.py has
           `totaal = 0`.""",
           ("    totaal = 0\n", "    let mut totaal = 0\n")),
         M("rust_closure_syntax",
           """`key=|z| z[0]`: a Rust closure for the sort key. meant.py has
           `lambda z: z[0]`.""",
           ("key=lambda z: z[0]", "key=|z| z[0]")),
         M("rust_println_macro",
           """`println!("Totaal:", totaal // 60, "min")`: Rust's `println!` macro name
           with Python's arguments. meant.py has `print(...)`.""",
           ('    print("Totaal:", totaal // 60, "min")', '    println!("Totaal:", totaal // 60, "min")')),
     ])

case("elo_ladder",
     "Armenian chess club secretary (Yerevan), Elo ladder from the club's game records "
     "with a simplified FIDE K-factor; Armenian comments and output, transliterated "
     "names; Armenian keyboard layout; learning `match`",
     meant("elo_ladder"), [
         M("half_sign_from_results_sheet",
           """`"½-½": (½, ½)`: the draw scores typed with the `½` character of the
           results sheet, as in the dict key just before them. meant.py has `(0.5, 0.5)`,
           as for `"="`.""",
           ('"½-½": (0.5, 0.5)', '"½-½": (½, ½)')),
         M("armenian_full_stop_for_colon",
           """`if khagher < 30։` — the line after the Armenian comment, with the
           Armenian layout still on for the last key: it gives the Armenian full stop
           `։` (U+0589), which looks like a colon. meant.py has `:`.""",
           ("    if khagher < 30:", "    if khagher < 30։")),
         M("pattern_same_name_twice_for_equality",
           """`case (a, a):` meant as "both sides are the same player". A capture
           pattern binds, it does not compare, and the compiler (not the parser)
           refuses "multiple assignments to name 'a' in pattern". meant.py has
           `case (a, b) if a == b:`.""",
           ("            case (a, b) if a == b:", "            case (a, a):")),
     ])

case("sundmot",
     "Icelandic swimming coach (youth groups of a Reykjavík club, iOS developer by "
     "day), reads the text results of a swim meet and computes World Aquatics points "
     "for the club's swimmers; Icelandic comments and names; Icelandic keyboard layout",
     meant("sundmot"), [
         M("verbose_regex_call_paren_lost",
           """`\"\"\", re.VERBOSE` at the end of the multi-line verbose pattern: the `)` of
           `re.compile(` is lost. The next definitions are read inside the call, and
           CPython reports "'(' was never closed" at the line where `LINA =
           re.compile(` opens. meant.py has `\"\"\", re.VERBOSE)`, as for `GREIN`
           above.""",
           ('""", re.VERBOSE)\n', '""", re.VERBOSE\n')),
         M("swift_guard_let",
           """`guard let m = LINA.match(lina) else: continue` — Swift's early exit for a
           failed optional binding, on one line for three. meant.py has
           `m = LINA.match(lina)` and `if not m: continue`.""",
           ("            m = LINA.match(lina)\n            if not m:\n                continue\n",
            "            guard let m = LINA.match(lina) else: continue\n")),
         M("swift_force_unwrap",
           """`(b! / t)`: Swift's force unwrap on the base time, which the conditional
           at the end of the line already checks. meant.py has `(b / t)`.""",
           ("round(1000 * (b / t) ** 3)", "round(1000 * (b! / t) ** 3)")),
         M("icelandic_layout_thorn_for_slash",
           """`{sum(stigalisti) þ len(stigalisti):.0f}` in the average line, typed just
           after the Icelandic word `meðaltal`: on the Icelandic layout the key where
           US has `/` gives `þ`. meant.py has `/`.""",
           ("{sum(stigalisti) / len(stigalisti):.0f}", "{sum(stigalisti) þ len(stigalisti):.0f}")),
     ])

case("gym_plan",
     "Tamil software tester and gym regular (Chennai), 5/3/1-style weekly plan for his "
     "gym friends from their one-rep maxes, rounded to loadable plates; Tamil comments, "
     "day names and output; tests Java code at work",
     meant("gym_plan"), [
         M("java_final_constant",
           """`final double BAR = 20.0`: a Java constant declaration. meant.py has
           `BAR = 20.0`.""",
           ("\nBAR = 20.0\n", "\nfinal double BAR = 20.0\n")),
         M("stub_body_pass_deleted",
           """The `pass` under the TODO comment of the `warmup()` stub was deleted, as if
           the comment were the body. A comment is not a statement; CPython reports
           "expected an indented block" at the next `def`, below the blank lines.
           meant.py keeps `pass`.""",
           ("பின்னர் சேர்க்க வேண்டும்\n    pass\n", "பின்னர் சேர்க்க வேண்டும்\n")),
         M("letter_x_as_multiplication",
           """`volume = kg x reps`: weight times reps written the way lifters write sets
           ("100 kg x 5"), as the print below shows them. meant.py has `*`.""",
           ("volume = kg * reps", "volume = kg x reps")),
         M("c_increment_operator",
           """`week_no++`: the C/Java increment. meant.py has `week_no += 1`.""",
           ("            week_no += 1\n", "            week_no++\n")),
     ])

case("scorecard",
     "Sri Lankan club scorer (weekend softball-cricket league, Colombo), batting and "
     "bowling cards from a ball-by-ball list; Sinhala comments and headers; learned "
     "Visual Basic 6 at school and PHP for the league's old website",
     meant("scorecard"), [
         M("sample_list_closing_line_lost",
           """The `]` line closing the ball-by-ball `SAMPLE` list was lost when the last
           over was pasted in from the scoring sheet. The list runs on into `def
           ginuma`, and CPython reports "'[' was never closed" at the line where
           `SAMPLE = [` opens. meant.py has the `]` at the start of the line after the
           last over.""",
           ('("Kasun", "Sahan", "4"),\n]\n', '("Kasun", "Sahan", "4"),\n')),
         M("division_sign_from_web",
           """`s["r"] ÷ s["b"] * 100`: the strike-rate formula copied from a cricket
           statistics page that writes it with the division sign (U+00F7). meant.py
           has `/`, as in the economy rate below.""",
           ('sr = s["r"] / s["b"] * 100', 'sr = s["r"] ÷ s["b"] * 100')),
         M("php_echo_statement",
           """`echo f"Extras {extras} ..."`: PHP's echo for the totals line. meant.py has
           `print(f"...")`, like every other output line.""",
           ('    print(f"Extras {extras}   මුළු ලකුණු: {total}/{wickets}")',
            '    echo f"Extras {extras}   මුළු ලකුණු: {total}/{wickets}"')),
         M("vb_mod_operator",
           """`{balls Mod 6}` in the overs string: Visual Basic's `Mod`. meant.py has
           `%`.""",
           ("{balls % 6}", "{balls Mod 6}")),
     ])

case("fpl_optimizer",
     "Nigerian backend developer (Lagos) running his office's Fantasy Premier League "
     "mini-league, picks the best 15-man squad within budget with a PuLP integer "
     "program after fetching the official API with aiohttp; comments in Nigerian "
     "Pidgin; writes JavaScript (Node) at work",
     meant("fpl_optimizer"), [
         M("million_suffix_on_price",
           """`BUDGET = 100.0m`: the budget written as FPL shows prices, "£100.0m".
           meant.py has `100.0`; the prices are divided by 10 to millions below.""",
           ("BUDGET = 100.0\n", "BUDGET = 100.0m\n")),
         M("async_lost_on_def_with_async_comprehension",
           """`def fetch_histories(session, ids):` without `async`, while its body
           returns an `async for` list comprehension (and `main()` awaits it). The
           parser accepts it; the compiler refuses "asynchronous comprehension outside
           of an asynchronous function" at the comprehension, three lines below the
           def. meant.py has `async def`.""",
           ("async def fetch_histories(", "def fetch_histories(")),
         M("js_strict_not_equal",
           """`if p["status"] !== "a":` — JavaScript's strict inequality. meant.py has
           `!=`.""",
           ('if p["status"] != "a":', 'if p["status"] !== "a":')),
         M("js_object_spread",
           """`{...p, "score": score(p)}`: JavaScript's object spread to copy a player
           and add a key. meant.py has `{**p, ...}`.""",
           ('[{**p, "score": score(p)}', '[{...p, "score": score(p)}')),
     ])

case("plezalne_ocene",
     "Slovenian sport climber (alpine club's climbing section, Ljubljana), converts "
     "French, UIAA and YDS grades and prints a grade pyramid from a climbing logbook "
     "CSV; Slovenian comments, names and output; Slovenian QWERTZ keyboard at home, US "
     "layout at work",
     meant("plezalne_ocene"), [
         M("table_row_paren_lost",
           """`("6b", "VII-", "5.10d",` — the `)` of one row of the grade table is lost.
           The following rows are read inside that tuple, and the `]` that ends the
           table, eleven lines below, is reported as not matching its `(`. meant.py
           has `"5.10d"),` like every other row.""",
           ('    ("6b", "VII-", "5.10d"),\n', '    ("6b", "VII-", "5.10d",\n')),
         M("yds_grade_unquoted",
           """`5.11a` without quotes in the 6b+ row: the YDS grade looks like a number
           and the quotes were forgotten. meant.py has `"5.11a"`.""",
           ('("6b+", "VII", "5.11a")', '("6b+", "VII", 5.11a)')),
         M("qwertz_z_for_y_in_try",
           """`trz:` for `try:` — on the Slovenian QWERTZ layout Z and Y are swapped
           against the US layout he uses at work. meant.py has `try:`; the `except
           KeyError:` below belongs to it.""",
           ("            try:\n", "            trz:\n")),
     ])

case("marafon_temp",
     "Kazakh Flutter developer and club runner (Almaty), marathon pace chart with "
     "optional negative split, written to a CSV and a pace-band text file; Kazakh "
     "comments and output in Cyrillic, transliterated names; writes Dart all day",
     meant("marafon_temp"), [
         M("dart_cascade_double_dot",
           """`bolikter..append(0)`: Dart's cascade operator `..` on the list. meant.py
           has `bolikter.append(0)`.""",
           ("        bolikter.append(0)\n", "        bolikter..append(0)\n")),
         M("dart_truncating_division",
           """`int(sek_per_km) ~/ 60`: Dart's truncating division `~/`. meant.py has
           `//`, as in `hms()` above.""",
           ("{int(sek_per_km) // 60}", "{int(sek_per_km) ~/ 60}")),
         M("dart_void_main",
           """`void main():` — Dart's entry point signature with Python's colon.
           meant.py has `def main():`.""",
           ("\ndef main():\n", "\nvoid main():\n")),
         M("parenthesized_with_paren_lost",
           """`open("pace_band.txt", ...) as band:` on the second line of the
           parenthesized `with` (Python 3.10+): the `)` before the colon is lost.
           CPython reports "'(' was never closed" at the line where `with (` opens.
           meant.py has `as band):`.""",
           ('encoding="utf-8") as band):', 'encoding="utf-8") as band:')),
     ])
