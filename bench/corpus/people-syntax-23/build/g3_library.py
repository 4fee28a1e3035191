"""Cases 021-030: librarians, archivists and museum registrars (people-syntax-23)."""
from lib import M, case
from helpers import meant

case("neteja_marc",
     "Catalan cataloguer at a university library (Barcelona), cleans a vendor's MARC21 batch "
     "with pymarc before loading it; Catalan comments and output, Spanish keyboard layout, "
     "used to Perl's MARC::Record scripts from the old catalogue",
     meant("neteja_marc"), [
    M("spanish_layout_shift3_middle_dot_for_hash",
      """The second line of the header's list starts with `·` instead of `#`: on the Spanish
      layout `#` is AltGr+3, and Shift+3 gives the middle dot (the one of Catalan `l·l`).
      meant.py has `#` like the lines around it.""",
      ("#  - normalitza", "·  - normalitza")),
    M("perl_my_declaration",
      """`my $net = re.sub(...)`, a Perl lexical declaration with its sigil; the lines below
      use `net`. meant.py has `net = ...`.""",
      ("        net = re.sub(", "        my $net = re.sub(")),
    M("subfield_list_closing_line_deleted",
      """The `],` line that closes `subfields=[` in the 040 field is missing, so the `))` below
      closes the list with `)`; CPython reports that line, right after the gap, as not
      matching the `[`. meant.py closes the list on its own line at the indentation of
      `subfields=`.""",
      ('                Subfield("c", "BCUB"),\n            ],\n',
       '                Subfield("c", "BCUB"),\n')),
    M("perl_die_statement",
      """`die "Ús: ..."` for the usage message, as in his Perl scripts. meant.py has
      `sys.exit("Ús: ...")`, which prints the message and exits with status 1.""",
      ('        sys.exit("Ús: python neteja_marc.py lot.mrc net.mrc")',
       '        die "Ús: python neteja_marc.py lot.mrc net.mrc"')),
])

case("isbn_kontrola",
     "Slovak acquisitions librarian at a university library (Košice), checks and converts "
     "ISBN-10/13 in the order list; Slovak comments and output, self-taught Python, tries "
     "functions out in the interactive interpreter first",
     meant("isbn_kontrola"), [
    M("repl_prompts_pasted_with_function",
      """`kontrolna_isbn13` was tried out in the interpreter and copied back with the `>>> `
      and `... ` prompts on its three lines. meant.py has the function without them.""",
      ("def kontrolna_isbn13(prvych12):\n    sucet = sum(int(z) * (1 if i % 2 == 0 else 3) for i, z in enumerate(prvych12))\n    return str(",
       ">>> def kontrolna_isbn13(prvych12):\n...     sucet = sum(int(z) * (1 if i % 2 == 0 else 3) for i, z in enumerate(prvych12))\n...     return str(")),
    M("hyphen_in_function_name",
      """`def over_isbn-10(kod):` — the function was being renamed to match how librarians
      write it, ISBN-10, and the calls were not changed yet. meant.py keeps `over_isbn10`,
      the name the calls use.""",
      ("def over_isbn10(kod):", "def over_isbn-10(kod):")),
    M("missing_colon_after_else",
      """`else` without its colon before the wrong-length message. meant.py has `else:`.""",
      ("    else:\n        return None, \"nesprávna", "    else\n        return None, \"nesprávna")),
    M("isbn_test_value_unquoted",
      """One test value in `TESTY` pasted without quotes, `978-80-08-03234-8`; as arithmetic
      its `08` group is an integer with a leading zero. meant.py has it as a string like the
      others.""",
      ('"978-80-08-03234-8"', '978-80-08-03234-8')),
])

case("avvizi_kotba",
     "Maltese library assistant at a regional public library (Floriana), overdue notices by "
     "email from the self-service system's CSV; Maltese comments, names and messages, Maltese "
     "47-key keyboard, builds the library's PHP pages",
     meant("avvizi_kotba"), [
    M("php_arrow_member_access",
      """`m->kotba.append(...)`: PHP's `->` for the object's property (the next word is
      Python again). meant.py has `m.kotba.append(...)`.""",
      ('            m.kotba.append((r["titlu"], skadenza))', '            m->kotba.append((r["titlu"], skadenza))')),
    M("fstring_open_brace_lost_in_email_body",
      """In the triple-quoted f-string of the letter the `{` of `{m.multa(illum):.2f}` is
      missing after `€`, leaving a lone `}`; CPython 3.11 reports the line where the
      triple-quoted f-string ends, five lines below. meant.py has the opening brace.""",
      ("€{m.multa(illum):.2f}", "€m.multa(illum):.2f}")),
    M("maltese_layout_g_h_for_brackets",
      """`msgġ"Subject"ħ = ...`: on the Maltese 47-key layout `ġ` and `ħ` sit where a UK
      keyboard has `[` and `]`, which need AltGr, and AltGr was not held. meant.py has
      `msg["Subject"]` like the two lines below it.""",
      ('            msg["Subject"] = "Kotba', '            msgġ"Subject"ħ = "Kotba')),
    M("maltese_apostrophe_in_single_quoted_string",
      """`'... jintbagħtu biss b'--ibgħat.'`: the apostrophe of Maltese `b'` (with) ends the
      single-quoted string. meant.py escapes it, `b\\'--ibgħat`.""",
      ("biss b\\'--ibgħat.'", "biss b'--ibgħat.'")),
])

case("cunamh_aimsithe",
     "Irish-speaking archivist at a county archive (Galway), builds an EAD finding aid with "
     "ElementTree from the collection spreadsheet; Irish comments, docstrings and names, "
     "writes XSLT for the archive's website",
     meant("cunamh_aimsithe"), [
    M("call_paren_lost_before_attribute_on_continuation",
      """The `ET.SubElement(d, "unitid", ...` call continued on a second line loses its `)`
      before `.text`, so `.text` is taken as an attribute of `COD_CARTLAINNE`; CPython reports
      the line where the call opens. meant.py closes the call after the last keyword argument,
      as in the other `SubElement(...).text = ...` lines.""",
      ("repositorycode=COD_CARTLAINNE).text", "repositorycode=COD_CARTLAINNE.text")),
    M("keyword_from_as_variable",
      """The start of the date range named `from` (with `to` for the end), the words of the
      spreadsheet's English column notes; `from` is a keyword. meant.py has `from_`, in the
      three places the name is used.""",
      ('    from_, to = sraith["data_o"].strip(), sraith["data_go"].strip()\n    if from_ or to:\n        teacs, normal = dataí(from_, to)',
       '    from, to = sraith["data_o"].strip(), sraith["data_go"].strip()\n    if from or to:\n        teacs, normal = dataí(from, to)')),
    M("xml_comment_in_python",
      """The comment before the sort written as an XML comment, `<!-- ... -->`, as in her
      XSLT. meant.py has a `#` comment.""",
      ("    # caithfidh an tsraith teacht roimh a comhaid\n",
       "    <!-- caithfidh an tsraith teacht roimh a comhaid -->\n")),
    M("conditional_expression_else_missing",
      """The sort key `[int(x) if x.isdigit() for x in ...]` lacks the `else x` of the
      conditional expression (the non-numeric parts of a reference, like `GA`). meant.py has
      `int(x) if x.isdigit() else x`.""",
      ("[int(x) if x.isdigit() else x for x in", "[int(x) if x.isdigit() for x in")),
])

case("accession_register",
     "Gujarati museum registrar at a textile museum (Ahmedabad), checks the accession "
     "register (year.lot.item) for bad, duplicate and missing numbers and prints numbers and "
     "labels for a new lot; Gujarati comments and output, wrote Visual Basic 6 for the "
     "museum's old database",
     meant("accession_register"), [
    M("accession_number_unquoted",
      """The second known duplicate written as the accession number itself, `1998.3.12`,
      without quotes. meant.py has the string like the first.""",
      ('KNOWN_DUPLICATES = {"1987.4.11", "1998.3.12"}', 'KNOWN_DUPLICATES = {"1987.4.11", 1998.3.12}')),
    M("vb_exit_for",
      """`Exit For` to leave the gap loop after the first missing item. meant.py has
      `break`.""",
      ("                break\n", "                Exit For\n")),
    M("generator_argument_paren_lost",
      """In `latest = max(`, the generator argument spread over two lines loses the `)` that
      closes it after the `if` clause; CPython reports the `max(` line, two lines up. meant.py
      closes the generator after `strip())`, before the comma and `default=None`.""",
      ('         if ACC_RE.match(r["accession"].strip())),', '         if ACC_RE.match(r["accession"].strip()),')),
    M("vb6_msgbox_statement",
      """The last number shown with VB6's `MsgBox "..." & ...` statement. meant.py prints
      the same text with `+` for `&`.""",
      ('        print("છેલ્લો નંબર: " + ".".join(map(str, latest)))',
       '        MsgBox "છેલ્લો નંબર: " & ".".join(map(str, latest))')),
])

case("ocr_chistenje",
     "Macedonian archivist at the State Archives (Skopje), cleans the OCR text of digitised "
     "1945-1960 newspapers (hyphenation, Latin homoglyphs, page headers); Macedonian "
     "Cyrillic comments and identifiers, switches between Macedonian and US layouts, used "
     "to sed and awk",
     meant("ocr_chistenje"), [
    M("raw_string_ends_with_backslash",
      """The output folder written with a trailing backslash, `r"D:\\arhiva\\chisto\\"`; in a
      raw string `\\"` still does not end the string. meant.py has the path without the
      trailing backslash, like the input folder above.""",
      ('ИЗЛЕЗ = Path(r"D:\\arhiva\\chisto")', 'ИЗЛЕЗ = Path(r"D:\\arhiva\\chisto\\")')),
    M("homoglyph_map_comma_lost_at_line_end",
      """The comma after the last pair of the second line of the homoglyph table, `"i": "і"`,
      is missing, so that string and the first key of the next line are concatenated;
      CPython reports the next line. meant.py has the comma.""",
      ('"s": "ѕ", "i": "і",\n', '"s": "ѕ", "i": "і"\n')),
    M("sed_substitution_syntax",
      """The whitespace clean-up written as the sed command he would use in the shell,
      `текст = s/[ \\t]+/ /g`. meant.py uses the compiled `ПРАЗНИНИ` pattern defined for it.""",
      ('    текст = ПРАЗНИНИ.sub(" ", текст)', '    текст = s/[ \\t]+/ /g')),
    M("cyrillic_a_in_and_keyword",
      """`разлика > 0 аnd len(...)`: after typing `разлика` on the Macedonian layout the switch
      to US came one letter late, so `and` starts with Cyrillic `а` (U+0430) and is a name.
      meant.py has ASCII `and`.""",
      ("        if разлика > 0 and len(", "        if разлика > 0 аnd len(")),
])

case("foto_inventar",
     "Uzbek museum registrar at a museum-reserve (Samarkand), inventory of the scanned "
     "photograph collection with EXIF data and checksums (Pillow); Uzbek (Latin) comments, "
     "names and output, runs the scans with Bash scripts on the museum's Linux server",
     meant("foto_inventar"), [
    M("letter_o_for_zero_in_hex_tag",
      """The EXIF tag number `0x9003` typed from the specification as `0x9OO3`, with capital
      letter O for the two zeros. meant.py has `0x9003` (DateTimeOriginal, as the comment
      says).""",
      ("TEG_SANA = 0x9003 ", "TEG_SANA = 0x9OO3 ")),
    M("uzbek_apostrophe_in_identifier",
      """`o'lcham = rasm.size`: the name written with the apostrophe of Uzbek orthography
      (o'lcham, size), as in the comments; the apostrophe opens a string. Everywhere else the
      file writes `olcham`, as meant.py does here.""",
      ("        olcham = rasm.size", "        o'lcham = rasm.size")),
    M("bash_for_do_loop",
      """`for nom in sorted(nomlar); do`, the end of a Bash `for` header instead of the
      colon. meant.py has `for nom in sorted(nomlar):`.""",
      ("        for nom in sorted(nomlar):", "        for nom in sorted(nomlar); do")),
    M("dict_open_brace_lost_in_append",
      """`yozuvlar.append(` loses the `{` of the dict literal it was meant to receive, so the
      eight `"key": value,` lines sit directly in the call; the tokenizer then finds the `})`
      at the end, and CPython reports that line, nine lines below, as `}` not matching the
      `(`. meant.py has `append({`.""",
      ("        yozuvlar.append({", "        yozuvlar.append(")),
])

case("dublin_core_qillqa",
     "Quechua- and Spanish-speaking archivist at a regional archive (Cusco), Dublin Core "
     "records from the inventory spreadsheet as a DSpace batch-import CSV; Spanish comments "
     "and docstrings with Quechua words, long-time Visual FoxPro programmer",
     meant("dublin_core_qillqa"), [
    M("docstring_closing_quotes_short",
      """The closing quotes of `normalizar_fecha`'s docstring typed as `""`, so the docstring
      runs on and is closed by the opening `\"\"\"` of the next docstring; that docstring's
      closing quotes then open a string that never ends, and CPython reports its line, 13
      lines below. meant.py closes the docstring with three quotes.""",
      ('    Devuelve "" si no hay fecha (documentos sin fecha: "s.f.").\n    """\n',
       '    Devuelve "" si no hay fecha (documentos sin fecha: "s.f.").\n    ""\n')),
    M("foxpro_dot_not_operator",
      """`if .NOT. texto or ...`, FoxPro's logical operator. meant.py has `not`.""",
      ("    if not texto or texto.lower()", "    if .NOT. texto or texto.lower()")),
    M("foxpro_double_ampersand_comment",
      """The end-of-line comment on the rights statement starts with FoxPro's `&&`. meant.py
      has `#`.""",
      ('uso académico"  # derechos', 'uso académico"  && derechos')),
    M("foxpro_question_mark_print",
      """The count printed with FoxPro's `?` command, `? "Fichas:", len(fichas), ...`.
      meant.py calls `print(...)` with the same items, like the line below.""",
      ('    print("Fichas:", len(fichas), "- sin fecha:", sin_fecha)',
       '    ? "Fichas:", len(fichas), "- sin fecha:", sin_fecha')),
])

case("vydacha_statystyka",
     "Belarusian librarian at a city library (Hrodna), loans per month and branch from the "
     "library system's export, with a stacked bar chart for the annual report; Belarusian "
     "comments and Cyrillic identifiers, learned Delphi at college",
     meant("vydacha_statystyka"), [
    M("pascal_paren_star_comment",
      """The third header line written as a Pascal comment, `(* ... *)`. meant.py has `#` like
      the two lines above.""",
      ("# Вынік: табліца ў тэрмінале і графік vydacha_<год>.png для штогадовай справаздачы.\n",
       "(* Вынік: табліца ў тэрмінале і графік vydacha_<год>.png для штогадовай справаздачы. *)\n")),
    M("month_list_closing_bracket_lost",
      """The `]` after the last month, `"снеж"`, is missing; CPython reports the line where
      the list opens, one above. meant.py closes the list after `"снеж"`.""",
      ('"ліст", "снеж"]', '"ліст", "снеж"')),
    M("debug_flag_renamed_to_dunder_debug",
      """He renamed his `DEBUG` flag to `__debug__` (in the assignment and the `if`) after
      reading about `if __debug__:`. The parser accepts it; the compiler refuses any
      assignment to `__debug__`. meant.py keeps `DEBUG`.""",
      ("DEBUG = False", "__debug__ = False"), ("            if DEBUG:", "            if __debug__:")),
    M("delphi_var_declaration",
      """`var ніз: list = [0] * 12`, a Delphi `var` declaration with its type. meant.py has the
      annotated assignment without `var`.""",
      ("    ніз: list = [0] * 12", "    var ніз: list = [0] * 12")),
])

case("shelf_list",
     "Nepali librarian at a university central library (Kirtipur), checks a shelf scan "
     "against Dewey call-number order; Nepali comments and output, ported from his own "
     "Python 2 script of ten years ago",
     meant("shelf_list"), [
    M("py2_ur_string_prefix",
      """The call-number pattern kept Python 2's `ur"..."` prefix; Python 3 accepts `u` or `r`,
      not both. meant.py has `r"..."`.""",
      ('CALL_RE = re.compile(r"', 'CALL_RE = re.compile(ur"')),
    M("py2_long_suffix",
      """The upper barcode limit kept Python 2's long-integer suffix, `31999999999999L`.
      meant.py has the plain integer.""",
      ("BARCODE_MAX = 31999999999999", "BARCODE_MAX = 31999999999999L")),
    M("tuple_element_call_paren_lost",
      """In the sort tuple returned by `parse()`, `int(cls),` loses its `)`; CPython reports
      the `return (` line, two lines above. meant.py closes the call before the comma.""",
      ("        int(cls),\n", "        int(cls,\n")),
    M("py2_tuple_parameter_unpacking",
      """`key=lambda (cls, n): -n`, Python 2's tuple parameter unpacking. meant.py has
      `lambda kv: -kv[1]`.""",
      ("key=lambda kv: -kv[1])", "key=lambda (cls, n): -n)")),
])
