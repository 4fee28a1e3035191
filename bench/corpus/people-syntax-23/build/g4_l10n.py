"""Cases 031-040: translators, subtitlers and localization engineers (people-syntax-23)."""
from lib import M, case
from helpers import meant

case("srt_desprazar",
     "Galician subtitler (Santiago de Compostela), shifts SRT timings and converts between "
     "25 and 23.976 fps for TV and festival subtitles; Galician comments, names and output, "
     "Spanish keyboard, lives in the shell with awk and ffmpeg",
     meant("srt_desprazar"), [
    M("awk_dollar_fields",
      """`ini, fin, resto = $1, $2, $3`: the regex groups taken as awk's fields (or sed's
      back-references). meant.py has `m.groups()`.""",
      ("        ini, fin, resto = m.groups()", "        ini, fin, resto = $1, $2, $3")),
    M("spanish_layout_altgr_lost_on_brace_gives_acute",
      """`--> ´de_ms(novo_fin)}`: on the Spanish layout `{` is AltGr on the `´` dead key, and
      without AltGr it gave the acute accent; the `}` after the call is then alone in the
      f-string. meant.py has `{de_ms(novo_fin)}` like the field before the arrow.""",
      ("--> {de_ms(novo_fin)}", "--> ´de_ms(novo_fin)}")),
    M("print_paren_lost_on_continuation_line",
      """The warning `print(` continued on a second line for `file=sys.stderr` loses its
      closing `)`; CPython reports the line where `print(` opens. meant.py closes the call
      after `file=sys.stderr`.""",
      ("              file=sys.stderr)", "              file=sys.stderr")),
    M("srt_timestamp_unquoted",
      """The default offset written as an SRT timestamp, `default=00:00:00,000`, without
      quotes. meant.py has the string `"00:00:00,000"` that `a_ms()` parses.""",
      ('    p.add_argument("--desprazar", default="00:00:00,000",',
       '    p.add_argument("--desprazar", default=00:00:00,000,')),
])

case("po_sitsay",
     "Burmese volunteer localizer of an open-source project (Yangon), checks .po files for "
     "untranslated and fuzzy entries, Zawgyi-encoded text and placeholder mismatches with "
     "polib; Burmese comments and output, builds WordPress sites in PHP on Windows",
     meant("po_sitsay"), [
    M("windows_path_backslash_u_escape",
      """The default folder pasted from Explorer with single backslashes,
      `"C:\\Users\\kyaw\\..."`; `\\U` starts a 32-bit Unicode escape in a normal string.
      meant.py doubles the backslashes.""",
      (r'PO_DIR = "C:\\Users\\kyaw\\Documents\\l10n\\my\\LC_MESSAGES"',
       r'PO_DIR = "C:\Users\kyaw\Documents\l10n\my\LC_MESSAGES"')),
    M("php_dot_equals_append",
      """`report .= f"..."`, PHP's string-append operator. meant.py has `+=`, as on the
      placeholder line below.""",
      ('                report += f"  Zawgyi?', '                report .= f"  Zawgyi?')),
    M("fstring_call_paren_lost_in_concatenated_header",
      """`{len(po.fuzzy_entries()}`: the `)` of `len(` is missing inside the second piece of
      the parenthesized, implicitly concatenated header; CPython 3.11 reports the line of
      the last piece, `f"ပြဿနာ {problems}")`, two lines below. meant.py has
      `{len(po.fuzzy_entries())}` like the next piece.""",
      ('            f"fuzzy {len(po.fuzzy_entries())}, "', '            f"fuzzy {len(po.fuzzy_entries()}, "')),
    M("burmese_little_section_for_comma",
      """`print("..."၊ total)`: the Burmese comma `၊` (little section) typed with the Myanmar
      keyboard still on after the Burmese text. meant.py has `,`.""",
      ('    print("စုစုပေါင်း ပြဿနာ:", total)', '    print("စုစုပေါင်း ပြဿနာ:"၊ total)')),
])

case("xliff_yoxla",
     "Azerbaijani localization engineer (Baku), XLIFF 1.2 checks with lxml: empty or "
     "untranslated targets, inline tags that differ between source and target, word counts; "
     "Azerbaijani comments and output, Azerbaijani keyboard, writes TypeScript at work",
     meant("xliff_yoxla"), [
    M("azerbaijani_layout_c_cedilla_for_comma",
      """`ids[(tag ç t.get("id"))]`: on the Azerbaijani layout `ç` is on the key where a US
      keyboard has `,`, and the layout was still Azerbaijani from the comment. meant.py has
      the comma of the tuple key.""",
      ('            ids[(tag, t.get("id"))] += 1', '            ids[(tag ç t.get("id"))] += 1')),
    M("annotation_on_global_assignment",
      """`sayac: int = sayac + 1` for the module-level counter declared `global` at the top of
      the function, annotated the way TypeScript declares it. The parser accepts it; the
      compiler refuses an annotated name that is global. meant.py has the plain assignment.""",
      ("        sayac = sayac + 1", "        sayac: int = sayac + 1")),
    M("typescript_as_cast",
      """`src = tu.find("x:source", NS) as etree._Element`, a TypeScript type assertion.
      meant.py has the call alone.""",
      ('        src = tu.find("x:source", NS)\n', '        src = tu.find("x:source", NS) as etree._Element\n')),
    M("js_arrow_function_as_key",
      """`key=(p) => str(p[0])`, an arrow function as the sort key. meant.py has
      `lambda p: str(p[0])`.""",
      ("key=lambda p: str(p[0]))", "key=(p) => str(p[0]))")),
])

case("termin_tekshiruu",
     "Kyrgyz translator at a translation bureau (Bishkek), checks that memoQ segments use the "
     "approved Kyrgyz term from the glossary (openpyxl); Kyrgyz Cyrillic comments and "
     "identifiers, Kyrgyz (Russian-based) layout, writes C# plug-ins for the bureau",
     meant("termin_tekshiruu"), [
    M("dict_comprehension_closing_brace_lost",
      """The `}` line that closes the dict comprehension of compiled term patterns is
      missing, so the comprehension runs into the `for` statement below; CPython reports the
      line where `{` opens. meant.py closes it on its own line at the indentation of the
      assignment.""",
      ("        for en in терминдер\n    }\n", "        for en in терминдер\n")),
    M("csharp_var_declaration",
      """`var каталар = []`, C#'s implicitly typed declaration. meant.py has the
      assignment.""",
      ("    каталар = []", "    var каталар = []")),
    M("kyrgyz_layout_zhe_for_colon",
      """`for ... in сегменттер(жол)Ж`: the Cyrillic layout was on from the name `сегменттер`,
      and Shift on the key where a US keyboard has `;`/`:` gives `Ж`. meant.py has `:`.""",
      ("    for номер, source, target in сегменттер(жол):", "    for номер, source, target in сегменттер(жол)Ж")),
])

case("devi_mo",
     "Haitian Creole translator (Port-au-Prince), counts the words of a client's .docx or "
     "text file and prices a quote, optionally with the CAT tool's match analysis; Haitian "
     "Creole comments and output, French AZERTY keyboard",
     meant("devi_mo"), [
    M("azerty_altgr_lost_braces",
      """The rate table typed without AltGr on the French AZERTY layout: `{` is AltGr+4, whose
      plain character is `'`, and `}` is AltGr on `=`. The line becomes
      `PRI_MO = '"en-ht": ... 0.11=`, a string that never ends. meant.py has the braces.""",
      ('PRI_MO = {"en-ht": 0.10, "fr-ht": 0.09, "ht-en": 0.12, "ht-fr": 0.11}',
       'PRI_MO = \'"en-ht": 0.10, "fr-ht": 0.09, "ht-en": 0.12, "ht-fr": 0.11=')),
    M("grid_row_paren_lost",
      """The `(95, 0.40)` row of the discount grid loses its `)`; the comma after it stays.
      CPython reports the grid's `]` four lines below as not matching that row's `(`.
      meant.py closes the tuple like the other rows.""",
      ("    (95, 0.40),", "    (95, 0.40,")),
    M("missing_colon_after_try",
      """`try` without its colon. meant.py has `try:`.""",
      ("    try:\n        pri = PRI_MO[pe]", "    try\n        pri = PRI_MO[pe]")),
    M("fstring_operand_missing_mid_edit",
      """`{kantite * :,.0f}`: saved while adding the gourde conversion, before the rate's name
      was typed. meant.py multiplies by `TO_DOLA_GOUD`, the constant defined for it.""",
      ("{kantite * TO_DOLA_GOUD:,.0f}", "{kantite * :,.0f}")),
])

case("placeholder_check",
     "Taiwanese localization engineer at an app company (Taipei), checks placeholders, HTML "
     "tags and lengths between an Android app's English and zh-rTW strings.xml; traditional "
     "Chinese comments, identifiers and output, Zhuyin IME, writes Kotlin",
     meant("placeholder_check"), [
    M("ime_fullwidth_equals",
      """`樹 ＝ ET.parse(路徑)`: the Zhuyin IME was in full-width mode after the Chinese name and
      gave `＝`. meant.py has `=`.""",
      ("    樹 = ET.parse(路徑)", "    樹 ＝ ET.parse(路徑)")),
    M("kotlin_fun_keyword",
      """`fun 比對(原文, 譯文):`, Kotlin's function keyword. meant.py has `def`.""",
      ("def 比對(原文, 譯文):", "fun 比對(原文, 譯文):")),
    M("kotlin_for_destructuring_parens",
      """`for ((名稱, 說明) in sorted(問題)):`, Kotlin's loop header with a destructuring
      declaration in parentheses. meant.py has `for 名稱, 說明 in sorted(問題):`.""",
      ("    for 名稱, 說明 in sorted(問題):", "    for ((名稱, 說明) in sorted(問題)):")),
])

case("rtl_pshknin",
     "Kurdish (Sorani) localization engineer (Erbil), checks app strings for Arabic letters "
     "in place of Kurdish ones, numbers without RLM and Latin text without LRM, and fixes "
     "them; Sorani comments and identifiers in Arabic script, Kurdish keyboard, writes Ruby "
     "for the company's Rails i18n files",
     meant("rtl_pshknin"), [
    M("rlm_mark_outside_string",
      """A real RIGHT-TO-LEFT MARK (U+200F) pasted after the closing quote of `RLM = "\\u200f"`,
      where he had put the character to compare it with the escape. meant.py has nothing
      after the quote.""",
      ('RLM = "\\u200f"\n', 'RLM = "\\u200f"\u200f\n')),
    M("rtl_comment_hash_typed_at_visual_start",
      """The comment `عەرەبی -> کوردی` has its `#` at the end of the line: the line is shown
      right to left, and he typed `#` where the line visually starts, on the right, which is
      its logical end. meant.py has `# ` at the start.""",
      ("# عەرەبی -> کوردی\n", "عەرەبی -> کوردی #\n")),
    M("ruby_each_do_block",
      """`دەقەکان.items().each do |کلیل, دەق|`, a Ruby block. meant.py has
      `for کلیل, دەق in دەقەکان.items():`.""",
      ("    for کلیل, دەق in دەقەکان.items():\n        هەموو.extend",
       "    دەقەکان.items().each do |کلیل, دەق|\n        هەموو.extend")),
    M("arabic_percent_sign_for_modulo",
      """The `%` formatting operator typed as the Arabic percent sign `٪` (Shift+5 on the
      Kurdish layout). meant.py has `%`.""",
      ('    print("کۆی کێشەکان: %d لە %d دەق" % (len', '    print("کۆی کێشەکان: %d لە %d دەق" ٪ (len')),
])

case("mt_prefill",
     "Telugu localization engineer at a language-services company (Hyderabad), fills the "
     "empty targets of a memoQ CSV export with machine translation through an async HTTP "
     "API (httpx); Telugu comments, identifiers and output, writes Node.js",
     meant("mt_prefill"), [
    M("js_async_function_keyword",
      """`async function అనువదించు(...)`, JavaScript's async function declaration. meant.py
      has `async def`.""",
      ("async def అనువదించు(client, భాగం, sem):", "async function అనువదించు(client, భాగం, sem):")),
    M("json_dict_closing_brace_lost",
      """The `json={...}` argument loses its `}` before the comma, so `timeout=60,` and the
      call's `)` are read inside the dict; CPython reports that `)`, two lines below, as not
      matching the `{`. meant.py closes the dict after `భాగం`.""",
      ('"texts": భాగం},', '"texts": భాగం,')),
    M("async_lost_on_def_with_async_with",
      """`def నింపు(...)` without `async`, though its body has `async with` and `async for`
      and `main()` passes it to `asyncio.run`. The parser accepts it; the compiler refuses
      the `async with` four lines below. meant.py has `async def`.""",
      ("async def నింపు(వరుసలు):", "def నింపు(వరుసలు):")),
])

case("tmx_export",
     "Luxembourgish translator in a translation service (Luxembourg), exports a TMX "
     "translation memory to a deduplicated CSV of Luxembourgish segments for the terminology "
     "team (lxml); Luxembourgish comments and names, automates Windows with PowerShell",
     meant("tmx_export"), [
    M("powershell_block_comment",
      """The third header line written as a PowerShell block comment, `<# ... #>`. meant.py has
      `#` like the lines above.""",
      ("# Duplikater ewechhuelen, nëmmen Segmenter mat Lëtzebuergesch, sortéiert no Datum.\n",
       "<# Duplikater ewechhuelen, nëmmen Segmenter mat Lëtzebuergesch, sortéiert no Datum. #>\n")),
    M("powershell_eq_operator",
      """`if rei["lb"] -eq "":`, PowerShell's comparison operator. meant.py has `==`.""",
      ('        if rei["lb"] == "":', '        if rei["lb"] -eq "":')),
    M("parenthesized_with_open_paren_lost",
      """The parenthesized `with (` over two context managers loses its `(`; CPython reports
      the `):` line three lines below as an unmatched `)`. meant.py has `with (`.""",
      ("    with (\n        open(ausgab", "    with\n        open(ausgab")),
    M("powershell_write_host",
      """The summary printed with PowerShell's `Write-Host "..."` (the f-string kept).
      meant.py calls `print(...)`.""",
      ('    print(f"{haut}: {len(eenheeten)} TUs gelies, {len(propper)} no dem Filter -> {ausgab}")',
       '    Write-Host f"{haut}: {len(eenheeten)} TUs gelies, {len(propper)} no dem Filter -> {ausgab}"')),
])

case("vtt_panui",
     "Māori-language subtitler and localization engineer for a broadcaster (Auckland), "
     "checks WebVTT subtitles for reading speed, line length, duration and overlaps; te reo "
     "Māori comments and identifiers with macrons, writes Go at work",
     meant("vtt_panui"), [
    M("go_backtick_raw_string",
      """The timestamp pattern written as a Go raw string literal in backticks. meant.py has
      `r"..."`.""",
      ('TĀIMA = re.compile(r"(?:(\\d+):)?(\\d{2}):(\\d{2})\\.(\\d{3})")',
       'TĀIMA = re.compile(`(?:(\\d+):)?(\\d{2}):(\\d{2})\\.(\\d{3})`)')),
    M("go_struct_literal_brace",
      """`kupu.append(Kupu{` opens the record with a Go composite literal's `{`; the fields
      follow one per line and the closing `))` is Python's. CPython reports that `))` line,
      five lines below, as not matching the `{`. meant.py calls `Kupu(`.""",
      ("                kupu.append(Kupu(", "                kupu.append(Kupu{")),
    M("go_range_clause",
      """`for i, k := range kupu:`, Go's range loop with Python's colon. meant.py has
      `for i, k in enumerate(kupu):`.""",
      ("    for i, k in enumerate(kupu):", "    for i, k := range kupu:")),
    M("less_equal_typed_backwards",
      """`if roa =< 0:`, the two characters of `<=` in the wrong order. meant.py has `<=`.""",
      ("        if roa <= 0:", "        if roa =< 0:")),
])
