"""Cases 011-020: farmers and agronomists (people-syntax-23)."""
from lib import M, case
from helpers import meant

case("sinchai_schedule",
     "Punjabi agricultural-engineering student helping on the family farm (Raikot, Ludhiana), "
     "wheat irrigation dates from a soil water balance on the university's weather CSV; "
     "Punjabi (Gurmukhi) comments and output, learned MATLAB in his courses",
     meant("sinchai_schedule"), [
    M("matlab_percent_comment",
      """The comment above the Kc table begins with MATLAB's `%`. meant.py has `#` like the
      other comments.""",
      ("# Kc ਪੜਾਅ", "% Kc ਪੜਾਅ")),
    M("matlab_elementwise_times",
      """`etc = df["et0_mm"].to_numpy() .* kc`: MATLAB's element-wise product. With numpy
      arrays `*` is already element-wise; meant.py has `*`.""",
      ('    etc = df["et0_mm"].to_numpy() * kc', '    etc = df["et0_mm"].to_numpy() .* kc')),
    M("matlab_for_range_colon",
      """`for i = 1:len(df):`, a MATLAB loop header (with Python's colon at the end) for the
      days after the first. meant.py has `for i in range(1, len(df)):`, the indices the body's
      `depletion[i - 1]` needs.""",
      ("    for i in range(1, len(df)):", "    for i = 1:len(df):")),
    M("if_body_not_indented",
      """The `print` under `if not irrigations:` is not indented (it was pasted in from the
      line below); the `return` after it is. meant.py indents it under the `if`.""",
      ('    if not irrigations:\n        print("ਹਾਲੇ', '    if not irrigations:\n    print("ਹਾਲੇ')),
])

case("dosis_fertilizante",
     "Argentine agronomist managing a farm (General Cabrera, Córdoba), N-P-K doses for maize "
     "per field from the soil lab results; rioplatense Spanish comments and output, does "
     "statistics in R and queries the farm database in SQL",
     meant("dosis_fertilizante"), [
    M("product_table_closing_brace_lost",
      """The `}` line that closes the `PRODUCTOS` table is missing (he deleted a product
      below the potash line together with it). CPython reports the line where the table opens, four
      lines above the gap. meant.py closes it on its own line at the indentation of its
      opening line.""",
      ('    "cloruro de potasio": {"N": 0.0, "P": 0.0, "K": 0.50},\n}\n',
       '    "cloruro de potasio": {"N": 0.0, "P": 0.0, "K": 0.50},\n')),
    M("or_pattern_abbreviation_unquoted",
      """`case "fda" | dap | "fosfato diamonico":` — the quotes of the short English name `dap`
      were left off, so it is a capture pattern inside the or-pattern. The parser accepts it;
      the compiler refuses a name capture that makes the alternatives after it unreachable.
      meant.py has the string `"dap"` like the other alternatives.""",
      ('        case "fda" | "dap" |', '        case "fda" | dap |')),
    M("r_function_assignment",
      """`dosis_n <- function(rinde_tn, n_nitratos):`, R's way of defining a function, with
      the Python colon. meant.py has `def dosis_n(rinde_tn, n_nitratos):` like the other
      functions.""",
      ("def dosis_n(rinde_tn, n_nitratos):", "dosis_n <- function(rinde_tn, n_nitratos):")),
    M("sql_is_null",
      """`p_bray IS NULL` for a missing lab value, as in his SQL queries. meant.py has
      `p_bray is None`.""",
      ('    if p_bray == "" or p_bray is None:', '    if p_bray == "" or p_bray IS NULL:')),
])

case("milchleistig",
     "Swiss dairy farmer (Langnau im Emmental), daily milk yield per cow from the milking "
     "robot's export on a Raspberry Pi in the barn; Swiss German (Bernese) comments, names and "
     "output, Swiss German keyboard, learned Python from an old Raspberry Pi magazine",
     meant("milchleistig"), [
    M("swiss_apostrophe_thousands_separator",
      """The yearly quota written with the Swiss thousands separator, `180'000`, as on the
      dairy's contract; the apostrophe opens a string. meant.py has `180000`.""",
      ("KONTINGENT = 180000", "KONTINGENT = 180'000")),
    M("swiss_altgr_lost_braces",
      """`TROCKE = ä"Bella", "Fiona"$`: on the Swiss German layout `{` is AltGr+ä and `}` is
      AltGr+$, and AltGr was not held. meant.py has the set `{"Bella", "Fiona"}` that the
      `in TROCKE` test uses.""",
      ('TROCKE = {"Bella", "Fiona"}', 'TROCKE = ä"Bella", "Fiona"$')),
    M("indented_two_more_after_edit",
      """The second `vorher = [...]` line (the filter added later) is indented by 10 spaces
      instead of 8. meant.py lines it up with the line above.""",
      ("        vorher = [x for x in vorher if x > 0]", "          vorher = [x for x in vorher if x > 0]")),
    M("py2_print_statement",
      """`print "Kei Date im Export!"`, the Python 2 statement from the magazine's examples.
      meant.py calls `print(...)` like the rest of the file.""",
      ('        print("Kei Date im Export!")', '        print "Kei Date im Export!"')),
])

case("lich_thoi_vu",
     "Vietnamese extension agronomist of a rice cooperative (Cờ Đỏ, Cần Thơ), weekly crop-care "
     "calendar (AWD irrigation, fertiliser, spraying) from the sowing date; Vietnamese "
     "comments and output typed with the Telex input method, learned Pascal at school",
     meant("lich_thoi_vu"), [
    M("stage_list_closed_with_paren",
      """The stage list opened with `[` is closed with `)` (its rows are tuples and the last
      key pressed was `)`). meant.py closes it with `]`.""",
      ('    ("Chín", 81, 95),\n]', '    ("Chín", 81, 95),\n)')),
    M("telex_for_becomes_o_hook",
      """`fỏ ten, tu, den in GIAI_DOAN:`: Telex was still on after the Vietnamese comment and
      turned `or` into `ỏ` (`r` adds the hỏi tone), so `for` became `fỏ`. meant.py has
      `for`.""",
      ("    for ten, tu, den in GIAI_DOAN:", "    fỏ ten, tu, den in GIAI_DOAN:")),
    M("pascal_colon_equals_assignment",
      """`so_ngay := int(...) if ... else 95`, Pascal's assignment as a statement. meant.py
      has `=`.""",
      ("    so_ngay = int(sys.argv[1])", "    so_ngay := int(sys.argv[1])")),
    M("print_closing_paren_line_deleted",
      """The `)` line that closes the multi-line `print(` of the harvest date is missing (the
      line was cut together with a debug line below it). CPython reports the `print(` line.
      meant.py closes the call on its own line at the indentation of `print(`.""",
      ('        f"({(thu_hoach - date.today()).days} ngày nữa)",\n    )\n',
       '        f"({(thu_hoach - date.today()).days} ngày nữa)",\n')),
])

case("ayewo_ile",
     "Yoruba soil scientist at an agricultural research station (Ibadan), classifies the "
     "soil lab's results (pH, organic carbon, Bray P, K) and suggests lime; Yoruba comments "
     "and output with tone marks, analyses survey data in SPSS",
     meant("ayewo_ile"), [
    M("spss_asterisk_comment",
      """The comment over the class limits written as an SPSS comment command, `* ... .`,
      ending in a full stop. meant.py has a `#` comment without the stop.""",
      ("# ààlà fún ìpín kọ̀ọ̀kan: (kékeré tí ó bá kéré sí, gíga tí ó bá ju)\n",
       "* ààlà fún ìpín kọ̀ọ̀kan: (kékeré tí ó bá kéré sí, gíga tí ó bá ju).\n")),
    M("greater_equal_sign_from_lab_manual",
      """`if ph ≥ 6.0:` with the `≥` of the lab manual's lime table, copied with the rule.
      meant.py has `>=`.""",
      ("    if ph >= 6.0:", "    if ph ≥ 6.0:")),
    M("bare_except_before_specific",
      """The first handler written as a bare `except:` (to be narrowed later) before
      `except KeyError as e:`. The parser accepts it; the compiler refuses a default `except:`
      that is not last. meant.py has `except ValueError:`, the error `float()` raises on a
      bad value, as the message says.""",
      ("            except ValueError:", "            except:")),
    M("comma_lost_after_argument_line",
      """In the lime message, split over three lines, the comma after `lime` is missing, so
      `lime` and the string on the next line stand side by side; CPython reports the string's
      line. meant.py has the comma at the end of the `lime` line.""",
      ('                  lime,\n', '                  lime\n')),
])

case("siltuma_summas",
     "Latvian agrometeorologist at the agricultural university (Jelgava), growing degree days "
     "and growth stages of barley and maize from the weather station's CSV; Latvian comments "
     "and output, Latvian apostrophe (dead-key) layout, wrote Fortran for crop models",
     meant("siltuma_summas"), [
    M("stage_list_open_bracket_lost",
      """The `[` that opens the barley stage list is missing, so `"stadijas": (110, ...), ...`
      continues on the next line and its `]` closes nothing; CPython reports that `]` as not
      matching the `{` of line 9. meant.py opens the list before the first `(110, ...)`, as
      for maize.""",
      ('              "stadijas": [(110,', '              "stadijas": (110,')),
    M("latvian_apostrophe_dead_key_eats_quote",
      """`errors=īgnore')`: on the Latvian apostrophe layout `'` is a dead key, and `'` then
      `i` gives `ī`, so the opening quote disappeared into the letter. meant.py has
      `errors='ignore'`.""",
      ("errors='ignore')", "errors=īgnore')")),
    M("fortran_bang_comment",
      """The comment about the weekly increase begins with Fortran's `!`. meant.py has
      `#`.""",
      ("        # nedēļas pieaugums", "        ! nedēļas pieaugums")),
    M("fortran_dot_gt_operator",
      """`if len(rindas) .GT. 7:`, Fortran's relational operator. meant.py has `>`.""",
      ("        if len(rindas) > 7:", "        if len(rindas) .GT. 7:")),
])

case("berotegi_sentsoreak",
     "Basque organic vegetable grower (Azpeitia, Gipuzkoa), greenhouse logger on a Raspberry "
     "Pi with a DHT22 and a soil-moisture sensor, run from cron, optional Tk window; Basque "
     "comments and messages, programs Arduino in C, edits on the Pi with nano",
     meant("berotegi_sentsoreak"), [
    M("nano_tab_in_space_indented_block",
      """The `w.writerow([...])` line in `gorde()`, edited on the Pi with nano, is indented with
      a TAB where the rest of the file uses spaces. meant.py has 8 spaces.""",
      ("        w.writerow([datetime.now()", "\tw.writerow([datetime.now()")),
    M("c_exclamation_not",
      """`berria = !os.path.exists(FITXATEGIA)`, C's `!` for negation. meant.py has
      `not`.""",
      ("    berria = not os.path.exists(FITXATEGIA)", "    berria = !os.path.exists(FITXATEGIA)")),
    M("c_style_cast",
      """`% (int) t`, a C cast to print whole degrees. meant.py has `int(t)`.""",
      ('"BEROA: %d gradu, leihoak ireki!" % int(t))', '"BEROA: %d gradu, leihoak ireki!" % (int) t)')),
    M("star_import_moved_into_function",
      """`from tkinter import *` inside `leihoa()`: he moved the import from the top of the
      file into the function so that cron runs without a display do not load Tk. The parser
      accepts it; the compiler allows `import *` only at module level. meant.py imports the two
      names the function uses.""",
      ("    from tkinter import Tk, Label", "    from tkinter import *")),
])

case("vilchon_damnam",
     "Khmer agricultural cooperative coordinator (Battambang province), three-year crop "
     "rotation plan per plot for wet and dry seasons; Khmer comments, crop names and output, "
     "types with the Khmer NiDA keyboard, learned JavaScript on an NGO web course",
     meant("vilchon_damnam"), [
    M("rotation_list_closing_line_deleted",
      """The `],` line that closes the lowland cycle is missing, so the upland entry's key is
      read inside the list; CPython reports the table's `}` five lines below as not matching
      the `[` of line 19. meant.py closes the list on its own line at the indentation of its
      key.""",
      ('        ("ស្រូវ", "សណ្តែកបាយ"),\n    ],\n    "chamkar"',
       '        ("ស្រូវ", "សណ្តែកបាយ"),\n    "chamkar"')),
    M("js_let_declaration",
      """`let prev = None`, JavaScript's declaration. meant.py has the assignment.""",
      ("    prev = None", "    let prev = None")),
    M("khmer_camnuc_pii_kuuh_for_colon",
      """`for crop in (wet, dry)៖` ends with the Khmer sign camnuc pii kuuh `៖`, the colon of
      Khmer text, typed with the Khmer layout still on. meant.py has `:`.""",
      ("        for crop in (wet, dry):", "        for crop in (wet, dry)៖")),
    M("js_yield_star_delegation",
      """`yield* plan_for(p, year, years)`, JavaScript's generator delegation. The parser reads
      `yield *plan_for(...)`; the compiler refuses a starred expression there. meant.py has
      `yield from`.""",
      ("        yield from plan_for(p, year, years)", "        yield* plan_for(p, year, years)")),
])

case("urgats_chiig",
     "Mongolian agronomist of a wheat farm (Shaamar, Selenge), dry-basis yield per field from "
     "the combine's CSV with drying cost and revenue; Mongolian Cyrillic comments and output, "
     "transliterated names, learned C++ at university",
     meant("urgats_chiig"), [
    M("tugrik_sign_after_price",
      """The contract price written with the tögrög sign, `850000₮`. meant.py has the number;
      the unit is in the comment.""",
      ("UNE_TONN = 850000 ", "UNE_TONN = 850000₮ ")),
    M("multiplication_sign_copied_from_comment",
      """The dry-weight formula copied from the header comment with its `×`. meant.py has
      `*`.""",
      ("    return noiton_kg * (100 - chiig)", "    return noiton_kg × (100 - chiig)")),
    M("cpp_auto_declaration",
      """`auto niit = 0`, C++'s type-deduced declaration. meant.py has the assignment.""",
      ("    niit = 0\n", "    auto niit = 0\n")),
    M("round_call_closing_line_deleted",
      """The `)` line that closes the multi-line `round(` of the revenue is missing; CPython
      reports the `round(` line, two lines above the gap. meant.py closes it on its own line
      at the indentation of the assignment.""",
      ("        -3,\n    )\n", "        -3,\n")),
])

case("umanyolo_womoba",
     "Zulu sugarcane extension officer (Eston, KwaZulu-Natal), N-P-K recommendations per "
     "field from the soil lab's CSV and SMS texts for the growers; isiZulu comments, names and "
     "messages, learned Java at university",
     meant("umanyolo_womoba"), [
    M("dict_closing_brace_line_deleted",
      """The `}` line that closes `N_ISIVUNO` is missing; the next thing is a comment and then
      `P_IZINGA = ...`. CPython reports the line where the dict opens. meant.py closes it on
      its own line.""",
      ('    "ratoon": 140,\n}\n', '    "ratoon": 140,\n')),
    M("parameter_copied_without_renaming",
      """`def izincomo(isivuno, inani_P, inani_P):` — the P parameter was copied for K and not
      renamed. The parser accepts it; the compiler refuses a duplicate argument. meant.py has
      `inani_K`, which the body uses.""",
      ("def izincomo(isivuno, inani_P, inani_K):", "def izincomo(isivuno, inani_P, inani_P):")),
    M("java_double_ampersand",
      """`if p > 0 && k > 0:`, Java's `&&`. meant.py has `and`.""",
      ("        if p > 0 and k > 0:", "        if p > 0 && k > 0:")),
    M("string_opened_double_closed_single",
      """The f-string of the incomplete-results line is opened with `"` and closed with `'`
      (the `'insimu'` key inside uses single quotes). meant.py closes it with `"`.""",
      ("""buyisela elebhu")""", """buyisela elebhu')""")),
])
