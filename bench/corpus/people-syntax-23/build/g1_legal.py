"""Cases 001-010: legal professionals and paralegals (people-syntax-23)."""
from lib import M, case
from helpers import meant

case("termini_processuali",
     "Italian paralegal in a civil-litigation firm (Milan), deadline calculator for the "
     "firm's docket with the August suspension and Italian holidays; Italian comments and "
     "output, writes the office's Excel VBA macros",
     meant("termini_processuali"), [
    M("italian_altgr_lost_square_brackets",
      """`scadenze[-1]` typed as `scadenzeè-1+`: on the Italian layout `[` is AltGr+è and `]`
      is AltGr++, and AltGr did not register on either key, so the line ends on a dangling
      `+`. meant.py has the index the name and the comment below describe (the last counted
      day).""",
      ("    ultimo = scadenze[-1]", "    ultimo = scadenzeè-1+")),
    M("easter_monday_call_paren_lost",
      """`giorni.add(pasqua(anno) + timedelta(days=1)` loses the `)` of `add(`; the two closers
      at the end of the expression were typed as one. meant.py closes `add(` where the
      expression ends, before the comment, like the line above it.""",
      ("timedelta(days=1))   # lunedì", "timedelta(days=1)   # lunedì")),
    M("vba_apostrophe_comment",
      """A comment begun with VBA's `'` instead of `#`: `' art. 155: sabato e festivi -> ...`,
      the way every comment in the office's macros starts. meant.py has `#`, as all the other
      comments in the file.""",
      ("    # art. 155: sabato", "    ' art. 155: sabato")),
    M("vba_capitalized_and",
      """`And` in the condition, as VBA's editor capitalizes it (`If m <= 8 And ...`). meant.py
      has Python's `and`, as in `lavorativo()`.""",
      ("notifica.month <= 8 and fine", "notifica.month <= 8 And fine")),
])

case("clausulas_contrato",
     "Mexican junior lawyer in a corporate law firm (Monterrey), regex extraction of the "
     "clauses of lease contracts into a CSV for Excel; Spanish comments and output, writes "
     "JavaScript for the firm's intranet",
     meant("clausulas_contrato"), [
    M("ordinal_list_closing_bracket_lost",
      """The `]` after the last ordinal, `"DÉCIMA CUARTA"`, is missing (the list was extended
      from `"DÉCIMA"` and the bracket was left off when the new names were pasted in).
      meant.py closes the list after its last element on the same line, as written for the
      first version.""",
      ('"DÉCIMA CUARTA"]', '"DÉCIMA CUARTA"')),
    M("js_regex_literal_flags",
      """The penalty pattern written as a JavaScript regex literal with a flag,
      `/pena convencional/i`. meant.py compiles it with `re.compile(r"...", re.I)` like the two
      patterns above it.""",
      ('PATRON_PENA = re.compile(r"pena convencional", re.I)',
       'PATRON_PENA = /pena convencional/i')),
    M("js_double_slash_comment",
      """The comment that opens `partir_clausulas` begins with JavaScript's `//`. meant.py has
      `#` as in the rest of the file.""",
      ("    # regresa [(numero", "    // regresa [(numero")),
    M("js_triple_equals",
      """`len(filas) === 0`, JavaScript's strict equality. meant.py has `==`.""",
      ("if len(filas) == 0", "if len(filas) === 0")),
])

case("soudni_poplatky",
     "Czech paralegal in a law office (Brno), court-fee calculator for payment claims by the "
     "fee schedule, reading the file register's CSV export; Czech comments and output, "
     "writes SQL reports for the office's case database",
     meant("soudni_poplatky"), [
    M("thousands_spaces_in_amount",
      """The cap written the Czech way with spaces between the thousands, `250 000 000`, as it
      stands in the schedule's note. meant.py has `250000000`, the value the comment gives.""",
      ("STROP_JISTINY = 250000000", "STROP_JISTINY = 250 000 000")),
    M("sql_between_and",
      """The middle band written as SQL, `if jistina BETWEEN HRANICE_PAUSAL AND
      HRANICE_PROCENTA:`. meant.py has the chained comparison `HRANICE_PAUSAL <= jistina <=
      HRANICE_PROCENTA` (BETWEEN includes both ends).""",
      ("    if HRANICE_PAUSAL <= jistina <= HRANICE_PROCENTA:",
       "    if jistina BETWEEN HRANICE_PAUSAL AND HRANICE_PROCENTA:")),
    M("sql_double_dash_comment",
      """The comment over the top band starts with SQL's `--`. meant.py has `#`.""",
      ("    # nad 10 mil.", "    -- nad 10 mil.")),
    M("czech_layout_shift_lost_on_open_paren",
      """`round)celkem, -1))`: on the Czech QWERTZ layout `(` is Shift on the `)` key right of
      `ú`, and Shift was released early. meant.py has `round(celkem, -1)`, the call the comment
      above describes (rounding to tens of crowns).""",
      ("round(celkem, -1))", "round)celkem, -1))")),
    M("future_import_below_other_imports",
      """After adding the type hints (`Decimal | str`) he pasted `from __future__ import
      annotations` at the end of the import block, below `from decimal import ...`. The parser
      accepts it; the compiler refuses a future import that is not at the beginning of the
      file. meant.py has it first, right after the header comments.""",
      ("from __future__ import annotations\n\nimport csv\nimport sys\nfrom decimal import Decimal, ROUND_UP\n",
       "import csv\nimport sys\nfrom decimal import Decimal, ROUND_UP\nfrom __future__ import annotations\n")),
])

case("cause_list_match",
     "Hindi-speaking litigation clerk (munshi) turned office IT person at a law firm (Delhi), "
     "finds the firm's matters in the Delhi High Court daily cause list; Hindi comments and "
     "output, maintains the firm's PHP website",
     meant("cause_list_match"), [
    M("case_regex_continuation_paren_lost",
      """The `re.compile(` of the case-number pattern, continued on a second line by string
      concatenation, loses its `)` at the end of that second line. CPython reports the
      opening line. meant.py closes the call after the second string piece, where the
      pattern ends.""",
      ('\\s*/\\s*(\\d{4})")', '\\s*/\\s*(\\d{4})"')),
    M("php_null_coalescing",
      """PHP 7's `??` for a default, `row["advocate"] ?? "बिना वकील"` (matters without an
      advocate go under "without advocate"). meant.py has `or`, which gives the default for the
      empty CSV cell.""",
      ('setdefault(row["advocate"] or "बिना वकील"', 'setdefault(row["advocate"] ?? "बिना वकील"')),
    M("devanagari_digits_typed_in_hindi_layout",
      """The sort key's fallback `999` typed while the Hindi InScript layout was still on after
      the comment, giving Devanagari digits `९९९`. meant.py has ASCII `999`.""",
      ("else 999", "else ९९९")),
    M("devanagari_danda_after_statement",
      """A Devanagari full stop `।` put after the closing parenthesis of the last message, as
      at the end of a Hindi sentence (the other Hindi messages end their sentence inside the
      string). meant.py has nothing after the `)`.""",
      ('    print("फ़ाइल बन गई: aaj_ke_mamle.csv")',
       '    print("फ़ाइल बन गई: aaj_ke_mamle.csv")।')),
])

case("citiranje_presuda",
     "Serbian trainee lawyer (Belgrade), formatter for court-decision citations in footnotes "
     "from a case-law database's JSON export; Serbian Cyrillic comments, table names and "
     "output, Latin-script variable names, writes C# at a previous job",
     meant("citiranje_presuda"), [
    M("court_tuple_paren_lost",
      """The `(genitive, nominative)` tuple of the Belgrade Court of Appeal loses its `)`; the
      comma after it is still there. CPython reports the `}` that closes the table, four lines
      below, as not matching the `(` of line 11. meant.py closes the tuple at the end of its
      line like the other entries.""",
      ('"Апелациони суд у Београду"),', '"Апелациони суд у Београду",')),
    M("serbian_cyrillic_layout_def_keyword",
      """`деф datum_sr(iso):`: after the Cyrillic table names he did not switch the layout back,
      and `def` came out as Cyrillic `деф` (d-e-f on the Serbian Cyrillic layout). meant.py has
      `def`.""",
      ("def datum_sr(iso):", "деф datum_sr(iso):")),
    M("csharp_interpolated_string_dollar",
      """C#'s `$"..."` interpolated string for the register mark. meant.py has the `f"..."` of the
      following lines.""",
      ('    oznaka = f"', '    oznaka = $"')),
    M("csharp_foreach_var_in",
      """`foreach (var red in fusnote(odluke)):` — C#'s loop header with the Python colon added.
      meant.py has `for red in fusnote(odluke):`.""",
      ("    for red in fusnote(odluke):", "    foreach (var red in fusnote(odluke)):")),
])

case("facturation_heures",
     "Québécois legal assistant in a Montréal law firm, billable-hours summary per client from "
     "the timesheets exported from Excel, with GST/QST; French comments and output, Canadian "
     "French keyboard, used to Excel and Access queries",
     meant("facturation_heures"), [
    M("excel_percent_format_in_rate",
      """The QST rate copied as the Excel cell shows it, `9.975%` (the French `9,975 %` with the
      comma fixed). meant.py has `0.09975`, like `TPS = 0.05` above.""",
      ("TVQ = 0.09975", "TVQ = 9.975%")),
    M("access_hash_date_literal",
      """The end of the period written as an Access date literal, `#2024-03-31#`, so that the
      rest of the line is a comment. meant.py has `date(2024, 3, 31)` like the start date.""",
      ("periode_fin = date(2024, 3, 31)", "periode_fin = #2024-03-31#")),
    M("nonlocal_for_module_counter",
      """`nonlocal lignes_ignorees` for the module-level counter of unreadable lines, the
      keyword she remembered from a tutorial on closures. The parser accepts it; the compiler
      finds no enclosing function that binds the name. meant.py has `global`.""",
      ("    global lignes_ignorees", "    nonlocal lignes_ignorees")),
    M("else_indented_one_space_short",
      """The `else:` of `if sous_total == 0:` is indented by 7 spaces instead of 8. meant.py
      lines it up with its `if`.""",
      ("        else:\n            tps", "       else:\n            tps")),
    M("french_guillemets_as_quotes",
      """The message when there is nothing to bill is delimited with the guillemets
      `«...»` of the Canadian French layout. meant.py has `"`.""",
      ('        print("Aucune entrée pour la période", periode_debut',
       '        print(«Aucune entrée pour la période», periode_debut')),
])

case("sensor_nama",
     "Indonesian paralegal at a Jakarta law firm, masks the parties' names in .docx judgments "
     "and contracts with python-docx; Indonesian comments and output, learned Java at "
     "university",
     meant("sensor_nama"), [
    M("mask_text_closing_quote_lost",
      """The replacement text `"[DISAMARKAN]` lacks its closing quote. meant.py ends the string
      after `]`.""",
      ('PENGGANTI = "[DISAMARKAN]"', 'PENGGANTI = "[DISAMARKAN]')),
    M("java_typed_local_declaration",
      """`String teks = par.text`, a Java declaration with its type. meant.py has
      `teks = par.text`.""",
      ("    teks = par.text", "    String teks = par.text")),
    M("java_new_keyword",
      """`doc = new Document(path_docx)`, Java's `new`. meant.py calls the class.""",
      ("    doc = Document(path_docx)", "    doc = new Document(path_docx)")),
    M("missing_colon_after_for",
      """`for par in doc.paragraphs` without its colon. meant.py has the colon.""",
      ("    for par in doc.paragraphs:", "    for par in doc.paragraphs")),
])

case("cyfnodau_cyfyngu",
     "Welsh-speaking solicitor's assistant at a legal-aid office (Caernarfon), list of "
     "limitation dates for the open files with pandas and dateutil; Welsh names and comments, "
     "bilingual output, learned R on a legal-data course, UK keycaps on a laptop set to US",
     meant("cyfnodau_cyfyngu"), [
    M("comma_lost_after_tuple_before_comment",
      """The comma after the personal-injury period `(3, 0)` is missing; a comment follows on the
      same line and the next entry on the next. meant.py has the comma, as every entry of the
      table.""",
      ('    "anaf personol": (3, 0),', '    "anaf personol": (3, 0)')),
    M("r_magrittr_pipe_for_method_call",
      """`df = df %>% sort_values("dyddiau_ar_ol")`, the magrittr pipe from her R course in
      place of the method call. meant.py has `df.sort_values(...)`.""",
      ('    df = df.sort_values("dyddiau_ar_ol")', '    df = df %>% sort_values("dyddiau_ar_ol")')),
    M("us_layout_on_uk_keycaps_at_for_quote",
      """`statws = @BRYS / URGENT@`: the keycaps are British, where Shift+2 is `"`, but the laptop
      is set to the US layout, where Shift+2 is `@`. meant.py has the string
      `"BRYS / URGENT"` like the one above it.""",
      ('            statws = "BRYS / URGENT"', '            statws = @BRYS / URGENT@')),
    M("welsh_apostrophe_ends_single_quoted_string",
      """`'Nifer sy'n brys / urgent: %d'`: the apostrophe of Welsh `sy'n` ends the single-quoted
      string. meant.py escapes it, `sy\\'n`.""",
      ("    print('Nifer sy\\'n brys", "    print('Nifer sy'n brys")),
])

case("prokura",
     "Albanian lawyer's assistant at a Tirana law office, generates special powers of attorney "
     "from a client table with a str.format template; Albanian names, comments and output, "
     "Albanian keyboard, also writes Kotlin for a hobby Android app",
     meant("prokura"), [
    M("template_closing_triple_quote_short",
      """The template's closing `\"\"\"` typed as `""`, so the string runs on to the end of the
      file; CPython reports the line where it opens, 18 lines above. meant.py closes the
      template on its own line, after the signature line.""",
      ('                                        ____________________\n"""',
       '                                        ____________________\n""')),
    M("albanian_layout_e_diaeresis_for_colon",
      """`def kontrollo_nid(nid)Ë`: on the Albanian layout `ë` sits where a US keyboard has
      `;`/`:`, and Shift on it gives `Ë` instead of `:`. meant.py has the colon.""",
      ("def kontrollo_nid(nid):", "def kontrollo_nid(nid)Ë")),
    M("kotlin_val_declaration",
      """`val te_dhena = {...}`, Kotlin's read-only declaration. meant.py has the plain
      assignment.""",
      ("    te_dhena = {k", "    val te_dhena = {k")),
])

case("hk_citation",
     "Hong Kong trainee solicitor, formats case citations (neutral citations, law reports, "
     "action numbers) for memos, from a CSV copied out of Excel; Cantonese and traditional "
     "Chinese comments, names and output, types with a Cangjie/Quick IME",
     meant("hk_citation"), [
    M("neutral_citation_unquoted_in_assert",
      """The expected value of the self-check typed as the citation itself, `[2023] HKCFA 12`,
      without quotes. meant.py compares with the string `"[2023] HKCFA 12"`.""",
      ('"012") == "[2023] HKCFA 12"', '"012") == [2023] HKCFA 12')),
    M("chinese_ime_fullwidth_open_paren",
      """`報告_RE.match（...)`: after typing the Chinese name the IME was still in Chinese mode and
      gave a full-width `（`. meant.py has `(`.""",
      ('        m = 報告_RE.match(行["report"].strip())', '        m = 報告_RE.match（行["report"].strip())')),
    M("chinese_ime_fullwidth_colon",
      """`if m：` with the IME's full-width colon. meant.py has `:`.""",
      ("        if m:\n            部分.append(行[\"report\"]", "        if m：\n            部分.append(行[\"report\"]")),
    M("format_call_closing_paren_lost",
      """The summary line `print("...".format(` spread over four lines closes with one `)`
      instead of `))`, so `print(` is never closed; CPython reports the `print(` line, three
      above. meant.py closes both calls on the last line.""",
      ('        sum(1 for r in 資料 if r["court"] == "HKCFA"),\n    ))',
       '        sum(1 for r in 資料 if r["court"] == "HKCFA"),\n    )')),
])
