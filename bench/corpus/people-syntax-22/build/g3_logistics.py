"""Cases 021-030: logistics, warehouse and transport clerks."""
from helpers import meant
from lib import M, case

case("pallet_label",
     "Malaysian warehouse supervisor (third-party logistics warehouse, Port Klang), prints "
     "ZPL pallet labels with an SSCC-18 barcode on a Zebra printer from the day's Excel "
     "sheet; Malay comments, label text and messages",
     meant("pallet_label"), [
         M("ip_address_unquoted",
           """`PRINTER_IP = 192.168.10.45`: the printer's address typed as it appears on
           the printer's configuration label, without quotes. Python reads it as the
           floats `192.168`, `.10` and `.45` one after another. meant.py has the string
           `"192.168.10.45"` that `socket.create_connection()` takes.""",
           ('PRINTER_IP = "192.168.10.45"', "PRINTER_IP = 192.168.10.45")),
         M("zpl_template_key_quote_lost",
           """`{p[destinasi"]}` in the ZPL f-string: the opening quote of the key is
           lost, so the closing one starts a string that never ends inside the
           replacement field. CPython 3.11 reports "f-string: unterminated string" at
           the line where the triple-quoted label ends (`\"\"\"` after `^XZ`). meant.py
           has `{p["destinasi"]}` like the other fields.""",
           ('{p["destinasi"]}', '{p[destinasi"]}')),
         M("call_paren_lost_before_dict_close",
           """`"siri": int(siri})` at the end of the two-line `senarai.append({...})`:
           the `)` of `int(` is lost, and the `}` that follows is reported as not
           matching it. meant.py has `int(siri)})`.""",
           ('"siri": int(siri)})', '"siri": int(siri})')),
     ])

case("roete_afstand",
     "South African dispatch clerk (building-supplies distributor, Pinetown near "
     "Durban), orders the day's deliveries by nearest neighbour and estimates kilometres "
     "and diesel cost with the haversine formula; Afrikaans comments, names and output; "
     "keeps the depot's Leaflet map page in JavaScript",
     meant("roete_afstand"), [
         M("js_const_declaration",
           """`const R_KM = 6371.0`: a JavaScript constant declaration, from the map
           page. meant.py has `R_KM = 6371.0`.""",
           ("\nR_KM = 6371.0\n", "\nconst R_KM = 6371.0\n")),
         M("rand_currency_prefix_on_price",
           """`PETROL_PRYS = R23.50`: the price typed as it appears on the fuel slip,
           with the rand sign. Python reads a name `R23` and then `.50`. meant.py has
           `23.50`; the comment gives the unit.""",
           ("PETROL_PRYS = 23.50", "PETROL_PRYS = R23.50")),
         M("continuation_paren_lost_at_line_end",
           """The `)` that closes the two-line expression of `a` is lost at the end of
           its second line, so the `return` line is read as part of it. CPython reports
           "'(' was never closed" at the line where the `(` opens. meant.py has
           `** 2)`.""",
           ("math.sin(dlon / 2) ** 2)\n", "math.sin(dlon / 2) ** 2\n")),
         M("js_for_of_loop",
           """`for (const s of stoppe):` — JavaScript's `for...of` header (with Python's
           colon). meant.py has `for s in stoppe:`.""",
           ("    for s in stoppe:", "    for (const s of stoppe):")),
     ])

case("bestallning",
     "Swedish inventory planner (packaging wholesaler's warehouse, Jönköping), reorder "
     "report with safety stock from 90 days of sales, written to an Excel list for "
     "purchasing; Swedish comments, names and headers; Swedish keyboard; writes VBA "
     "macros in the purchasing workbook",
     meant("bestallning"), [
         M("nordic_shift2_quote_for_at",
           """`"dataclass` for `@dataclass`: on the Swedish layout `@` is AltGr+2 and
           Shift+2 gives `"`; Shift was pressed instead of AltGr. The line becomes an
           unterminated string. meant.py has `@dataclass`: the class has only
           annotated fields and is built with positional arguments, which the
           decorator's `__init__` provides.""",
           ("\n@dataclass\n", '\n"dataclass\n')),
         M("signature_paren_lost_on_second_line",
           """`servicegrad=0.95:` on the second line of `bestallningspunkt`'s
           signature: the `)` before the colon is lost. CPython reports "'(' was never
           closed" at the line where the signature opens. meant.py has
           `servicegrad=0.95):`.""",
           ("servicegrad=0.95):", "servicegrad=0.95:")),
         M("vba_for_each",
           """`For Each a In artiklar:` — the loop header of her purchasing-workbook
           macros. meant.py has `for a in artiklar:`.""",
           ("    for a in artiklar:", "    For Each a In artiklar:")),
         M("list_open_bracket_lost_in_append",
           """`ws.append(a.artnr, a.namn, ...` with the `[` of the row list lost; the
           `])` that ends the row on the next line then closes a `(` with a `]`, and
           CPython reports it there. meant.py has `ws.append([a.artnr, ...`, like the
           header row.""",
           ("ws.append([a.artnr, a.namn,", "ws.append(a.artnr, a.namn,")),
     ])

case("delivery_slots",
     "Bangladeshi operations executive (online grocery, Dhaka), assigns the day's orders "
     "to riders' two-hour delivery slots by area and capacity and pushes the schedule to "
     "the rider app; Bengali comments and messages; prototypes in Jupyter; writes Kotlin "
     "for the rider app",
     meant("delivery_slots"), [
         M("bengali_digit_copied_from_sheet",
           """`"Mirpur": ৩`: the number of riders copied from the operations Google Sheet,
           which shows numbers in Bengali digits. meant.py has `3`.""",
           ('"Mirpur": 3,', '"Mirpur": ৩,')),
         M("kotlin_elvis_operator",
           """`RIDER_CAP.get(area) ?: 4`: Kotlin's elvis operator for "or this
           default". meant.py has `or 4`, which keeps the parentheses and the
           multiplication as written.""",
           ("(RIDER_CAP.get(area) or 4)", "(RIDER_CAP.get(area) ?: 4)")),
         M("comprehension_closing_bracket_line_deleted",
           """The `]` line ending the multi-line list comprehension of `payload` is gone,
           so the `async with` below is read inside the brackets. CPython reports "'['
           was never closed" at the line where `payload = [` opens. meant.py has the
           `]` at the indentation of `payload`.""",
           ("        for (area, i), ids in sorted(schedule.items())\n    ]\n",
            "        for (area, i), ids in sorted(schedule.items())\n")),
         M("notebook_top_level_await",
           """`await main()` as the last line: how the script ran in the Jupyter
           notebook it was prototyped in, where top-level `await` works. The parser
           accepts it; the compiler refuses "'await' outside function". meant.py has
           `asyncio.run(main())` (`asyncio` is imported for it).""",
           ("\nasyncio.run(main())\n", "\nawait main()\n")),
     ])

case("hs_tarifi",
     "Georgian customs broker (Poti port), looks up HS codes in the tariff CSV and "
     "computes import duty and 18% VAT with Decimal for a declaration; Georgian "
     "comments, descriptions and output in Mkhedruli, transliterated names; Georgian "
     "keyboard layout; inherited a Python 2 version of the script",
     meant("hs_tarifi"), [
         M("py2_raise_comma",
           """`raise ValueError, "არასწორი კოდი: " + kodi`: the Python 2 raise statement,
           kept from the old script. meant.py has `raise ValueError("..." + kodi)`.""",
           ('raise ValueError("არასწორი კოდი: " + kodi)', 'raise ValueError, "არასწორი კოდი: " + kodi')),
         M("hs_code_unquoted_leading_zero",
           """`SATESTO_KODI = 0402101000`: the test HS code typed as a number. Codes of
           chapters 01-09 start with 0, and Python 3 refuses leading zeros in decimal
           integers. meant.py has the string `"0402101000"`, as the codes are strings
           everywhere else (the table keys, `normalizeba()`).""",
           ('SATESTO_KODI = "0402101000"', "SATESTO_KODI = 0402101000")),
         M("georgian_layout_if_keyword",
           """`იფ napovni is None:` — the line after the Georgian comment was started with
           the Georgian layout still on, where I and F give ი and ფ; the rest was typed
           after switching. meant.py has `if`.""",
           ("    if napovni is None:", "    იფ napovni is None:")),
         M("excel_semicolon_argument_separator",
           """`round(baji + dgg; 2)`: the argument separator of Excel in a Georgian (and
           most European) locale, `=ROUND(A1;2)`. meant.py has `, 2`.""",
           ("round(baji + dgg, 2)", "round(baji + dgg; 2)")),
     ])

case("kuro_zurnalas",
     "Lithuanian transport manager (trucking company, Kaunas), fuel-consumption report "
     "per truck from the fuel-card statement, with warnings for overfills and double "
     "fillings; Lithuanian comments, names and output; standard Lithuanian layout; "
     "learned programming with Pascal at school",
     meant("kuro_zurnalas"), [
         M("lithuanian_layout_number_row_letters",
           """`MIN_RIDA_TARP = į“`: typed right after the Lithuanian comment above with
           the Lithuanian layout still on, whose number row gives ą č ę ė į š ų ū „ “
           instead of 1-0: 5 is `į`, 0 is `“`. `į` is a letter; the tokenizer refuses
           the quotation mark. meant.py has `50`.""",
           ("MIN_RIDA_TARP = 50\n", "MIN_RIDA_TARP = į“\n")),
         M("starred_assignment_target_alone",
           """`*eilutes = list(csv.reader(f, delimiter=";"))[1:]`: left from
           `antraste, *eilutes = ...` after the header name was dropped in favour of
           `[1:]`. The parser accepts it; the compiler refuses a starred target that is
           not in a list or tuple. meant.py has `eilutes = ...`.""",
           ("        eilutes = list(csv.reader(", "        *eilutes = list(csv.reader(")),
         M("pascal_brace_comment",
           """`{ paskutinio pylimo litrai dar nesudeginti, jų neskaičiuojam }`: a Pascal
           comment in braces. Python reads it as a set display of names and refuses it.
           meant.py has the `#` comment.""",
           ("    # paskutinio pylimo litrai dar nesudeginti, jų neskaičiuojam\n",
            "    { paskutinio pylimo litrai dar nesudeginti, jų neskaičiuojam }\n")),
         M("pascal_div_operator",
           """`* 30 div 7`: Pascal's integer division. meant.py has `//`.""",
           ("* 30 // 7", "* 30 div 7")),
     ])

case("ean13_proverka",
     "Bulgarian warehouse coordinator (food distributor, Plovdiv), checks the EAN-13 "
     "codes exported by the handheld scanner and from Excel, restoring the leading zero "
     "Excel drops; Bulgarian comments, headers and messages; Bulgarian phonetic layout; "
     "writes small C# tools for the warehouse PC",
     meant("ean13_proverka"), [
         M("csharp_verbatim_string_path",
           """`LOG = @"C:\\Skener\\export\\skenirani.csv"`: a C# verbatim string for a
           Windows path. meant.py has Python's raw string, `r"..."`.""",
           ('LOG = r"C:', 'LOG = @"C:')),
         M("except_misspelled",
           """`exept ValueError:` — the keyword misspelled. The `try` block then has no
           handler, and CPython says "expected 'except' or 'finally' block" at the
           misspelled line. meant.py has `except`.""",
           ("    except ValueError:\n        return kod, \"не е число\"",
            "    exept ValueError:\n        return kod, \"не е число\"")),
         M("print_paren_lost_after_continued_string",
           """`"не е истински EAN:", kod` at the end of the two-line warning print: the
           closing `)` is lost. CPython reports "'(' was never closed" at the line where
           the print starts. meant.py has `kod)`.""",
           ('"не е истински EAN:", kod)\n', '"не е истински EAN:", kod\n')),
         M("bulgarian_phonetic_shcha_for_bracket",
           """`["код", "резултат", "страна"щ)`: the header row typed in Bulgarian, and
           the `]` after the last header with the phonetic layout still on, where that
           key gives `щ`. meant.py has `]`.""",
           ('"резултат", "страна"])', '"резултат", "страна"щ)')),
     ])

case("container_tsumikomi",
     "Japanese warehouse clerk (port warehouse, Honmoku, Yokohama), rough count of "
     "cartons per 20ft / 40ft / 40HC container by space and payload, trying the six "
     "orientations; Japanese docstring, comments and output typed with the Japanese IME",
     meant("container_tsumikomi"), [
         M("ime_curly_triple_quote_closer",
           """The closing quotes of the long usage docstring typed with the IME still in
           Japanese mode after the last Japanese line: `”””` (U+201D), not `\"\"\"`. There
           is no other triple quote in the file, so the docstring never ends; CPython
           reports the unterminated triple-quoted string at line 1, fifteen lines above
           the fix. meant.py has `\"\"\"`.""",
           ('作成: 佐藤 (倉庫課)  2024/06\n"""\n', '作成: 佐藤 (倉庫課)  2024/06\n”””\n')),
         M("fullwidth_digits_from_catalogue",
           """`"L": ５８９８`: the 20ft inner length copied from the maker's Japanese
           catalogue, set in full-width digits (U+FF15 ...). meant.py has `5898`.""",
           ('"20ft": {"L": 5898,', '"20ft": {"L": ５８９８,')),
         M("ideographic_space_after_return",
           """The space between `return` and `sorted(...)` in `orientations()` was typed
           while the IME was on, which gives the ideographic space U+3000. It looks
           like two spaces; the tokenizer refuses it. meant.py has an ordinary
           space.""",
           ("    return sorted(set(itertools", "    return\u3000sorted(set(itertools")),
         M("ime_corner_brackets_for_square",
           """`{dims「0」}` in the first print's f-string, typed right after `カートン` with
           the IME on: in Japanese mode the `[` and `]` keys give the corner brackets
           「 」. meant.py has `{dims[0]}`.""",
           ('print(f"カートン {dims[0]}x', 'print(f"カートン {dims「0」}x')),
     ])

case("gtfs_valjumised",
     "Estonian bus dispatcher and transit hobbyist (Tallinn), next departures from a "
     "stop out of the national GTFS feed, taking the service calendar into account; "
     "Estonian comments, names and messages; writes TypeScript for a departures board "
     "side project; Estonian layout at home",
     meant("gtfs_valjumised"), [
         M("missing_colon",
           """`def sekundid(hh_mm_ss)` without the colon. meant.py has `:`.""",
           ("def sekundid(hh_mm_ss):", "def sekundid(hh_mm_ss)")),
         M("estonian_layout_o_tilde_for_bracket",
           """`c[nadalapaevõ == "1"`: on the Estonian layout the key where US has `]`
           gives `õ`, which joins the name. The `[` stays open, and the `}` that ends the
           set comprehension at the end of the line is reported as not matching it. meant.py
           has `c[nadalapaev]`.""",
           ('if c[nadalapaev] == "1"', 'if c[nadalapaevõ == "1"')),
         M("commented_out_block_closing_quotes_deleted",
           """The old version of `valjumised()` is kept in a triple-quoted string as a
           commented-out block, and the `\"\"\"` line closing it was deleted when the
           TODO was edited. No other triple quote follows, so the block runs to the end
           of the file; CPython reports the unterminated triple-quoted string where the
           block opens, sixteen lines above the gap. meant.py has
           the closing `\"\"\"` after the TODO line.""",
           ('# TODO: route_short_name ja headsign trips.txt-st\n"""\n',
            "# TODO: route_short_name ja headsign trips.txt-st\n")),
         M("ts_optional_chaining",
           """`reis?.get("trip_headsign", "")`: TypeScript's optional chaining, from the
           departures-board project. `reis` is already known to be set on that line.
           meant.py has `reis.get(...)`.""",
           ('reis.get("trip_headsign", "")', 'reis?.get("trip_headsign", "")')),
     ])

case("courier_milan",
     "Pakistani accounts clerk (online store, Karachi), reconciles the courier's monthly "
     "invoice against the store's own shipment records, flagging consignments charged "
     "for a heavier weight slab; Urdu comments and messages, transliterated names; "
     "maintains the store's VB.NET back-office tool",
     meant("courier_milan"), [
         M("two_starred_skips_in_unpacking",
           """`cn, *_, wazan, *_, kul = row`: two starred "skip" targets to pick the
           consignment number, the weight in the middle and the total at the end. The
           parser accepts it; the compiler refuses "multiple starred expressions in
           assignment". meant.py picks the three columns by index, as the comment
           above lists them.""",
           ("cn, wazan, kul = row[0], row[4], row[-1]", "cn, *_, wazan, *_, kul = row")),
         M("vbnet_dim_as_new_list",
           """`Dim zyada As New List(Of Object)`: the VB.NET declaration of an empty
           list. meant.py has `zyada = []`, like `ghaib` below.""",
           ("    zyada = []\n", "    Dim zyada As New List(Of Object)\n")),
         M("open_paren_lost_before_continued_expression",
           """`farq = b_raqam` with the `(` that holds the two-line subtraction lost: the
           first line is a complete statement and the next one, `- a["tawaqqo"])`, is
           refused as unexpectedly indented. meant.py has `farq = (b_raqam`.""",
           ("        farq = (b_raqam\n", "        farq = b_raqam\n")),
         M("vbnet_andalso",
           """`if farq > FARQ_HAD AndAlso wazan_farq > WAZAN_HAD:` — VB.NET's
           short-circuit `AndAlso`. meant.py has `and`.""",
           ("FARQ_HAD and wazan_farq", "FARQ_HAD AndAlso wazan_farq")),
     ])
