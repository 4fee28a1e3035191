"""Cases 031-040: text-heavy programs by translators, linguists, librarians, sysadmins and
data wranglers."""
from lib import M, case
from helpers import meant

POLICY = """Policy: only the mistakes are undone; the author's style stays (their quoting
habits, `%`/`.format`/f-string mix, messages in their language). A string that a quote
broke is written with the other quote character, as the file already does elsewhere; a
lost closing quote or triple quote is restored right after the text it closes; a string
broken across lines is joined back into one line."""

# ---------------------------------------------------------------- 031
case("srt_shift_tool",
     "Brazilian audiovisual translator (Recife) fixing clients' subtitle files",
     meant("srt_shift_tool"),
     [
         M("regex_quote_lost",
           "The closing `\"` of the raw-string pattern in `RE_TEMPO = re.compile(r\"...(\\d{3})\")` "
           "was lost before the call's `)`. meant.py restores it after `(\\d{3})`.",
           ('[,.](\\d{3})")\n', '[,.](\\d{3}))\n')),
         M("fstring_brace_lost",
           "`f\"{h:02d}:{m:02d}:{s:02d},{ms:03d\"` - the last replacement field lost its `}`.",
           ('{s:02d},{ms:03d}"', '{s:02d},{ms:03d"')),
         M("unescaped_quotes_in_fstring",
           "In the reading-speed warning the quotes around the subtitle text were typed as "
           "plain `\"` inside the double-quoted f-string, which ends the string. meant.py "
           "escapes them as `\\\"` (the literal quotes are wanted in the output; the other "
           "messages of the file have no inner quotes).",
           ('- \\"{\' / \'.join(limpo)}\\""', '- "{\' / \'.join(limpo)}""')),
     ],
     note=POLICY + """

Situation: an argparse tool that reads SRT files in three encodings, shifts timings,
converts frame rates and checks characters per second, line length and overlaps.""")

# ---------------------------------------------------------------- 032
case("bibtex_cleaner",
     "German subject librarian (Leipzig) cleaning the institute's BibTeX publication list",
     meant("bibtex_cleaner"),
     [
         M("dict_closing_line_missing",
           "The `}` line closing the LATEX_NACH_UNICODE table was deleted. meant.py restores "
           "`}` at column 0 after the last row.",
           ('    r"{\\v{s}}": "š", r"{\\v{c}}": "č", r"{\\l}": "ł",\n}\n',
            '    r"{\\v{s}}": "š", r"{\\v{c}}": "č", r"{\\l}": "ł",\n')),
         M("regex_quote_clash",
           "The field regex, whose pattern contains `\"`, was written as a double-quoted raw "
           "string, so the pattern's own `\"` ends it. meant.py uses single quotes around it, "
           "as the author did for the `{\\\"a}` keys of the table.",
           ("""RE_FELD = re.compile(r'(\\w+)\\s*=\\s*(\\{(?:[^{}]|\\{[^{}]*\\})*\\}|"[^"]*"|\\d+)\\s*,?', re.S)""",
            """RE_FELD = re.compile(r"(\\w+)\\s*=\\s*(\\{(?:[^{}]|\\{[^{}]*\\})*\\}|"[^"]*"|\\d+)\\s*,?", re.S)""")),
         M("unescaped_quote_in_string",
           "`if wert[:1] in \"{\"\" and wert[-1:] in \"}\"\":` - the `\"` inside the two "
           "double-quoted strings was not escaped. meant.py writes `\"{\\\"\"` and `\"}\\\"\"`.",
           ('if wert[:1] in "{\\"" and wert[-1:] in "}\\"":', 'if wert[:1] in "{"" and wert[-1:] in "}"":')),
         M("fstring_brace_escape_slip",
           "In the entry header `f\"@{e['typ']}{{{schluessel},\"` one of the three braces "
           "before `schluessel` was lost: `{{schluessel},` is a literal `{` followed by a "
           "lone `}`. meant.py has `{{{schluessel},` (literal `{`, then the field).",
           ("{{{schluessel},\"]", "{{schluessel},\"]")),
     ],
     note=POLICY + """

Situation: regex-based BibTeX parsing, LaTeX accent <-> Unicode tables in raw strings,
new citation keys from surname, year and first title word, required-field and duplicate-DOI
checks, and re-export with LaTeX or Unicode.""")

# ---------------------------------------------------------------- 033
case("ssh_auth_report",
     "Russian Linux administrator (Novosibirsk) reporting SSH brute-force attempts from cron",
     meant("ssh_auth_report"),
     [
         M("call_closing_line_missing",
           "The `)` line closing the multi-line `RE_FAILED = re.compile(` (verbose pattern, "
           "flags) was deleted. meant.py restores `)` at column 0 after `re.VERBOSE,`.",
           ("    re.VERBOSE,\n)\n", "    re.VERBOSE,\n")),
         M("fstring_literal_braces_not_doubled",
           "The nft command `... {set_name} {{ {ip} timeout 7d }}` was typed with single "
           "braces around the element, as nft wants them, so the f-string reads "
           "`{ {ip} timeout 7d }` as a replacement field. meant.py doubles the literal braces.",
           ("{set_name} {{ {ip} timeout 7d }}", "{set_name} { {ip} timeout 7d }")),
         M("string_broken_across_lines",
           "The `--nft` help text was split over two lines inside the string (Enter pressed "
           "in the middle of the text). meant.py joins it into one line.",
           ('help="напечатать команды nft для блокировки")',
            'help="напечатать команды nft\n                    для блокировки")')),
     ],
     note=POLICY + """

Situation: parses auth.log and rotated/gzipped logs with a verbose regex, counts failed
attempts per IP and login outside a whitelist, flags successful outside logins and prints
nftables commands for the worst offenders.""")

# ---------------------------------------------------------------- 034
case("tei_corpus_to_csv",
     "French PhD student in sociolinguistics (Rennes) extracting tokens from a TEI corpus",
     meant("tei_corpus_to_csv"),
     [
         M("fstring_brace_count_slip",
           "In balise() the qualified name `f\"{{{TEI}}}{nom}\"` was typed with one `}` too "
           "few after `TEI` (`{{{TEI}}{nom}`), leaving a lone `}` before `{nom}`. meant.py "
           "has `}}}` as in the `{{{XML}}}id` lookups further down.",
           ('return f"{{{TEI}}}{nom}"', 'return f"{{{TEI}}{nom}"')),
         M("dict_closing_line_missing",
           "The `}` line closing the multi-line `timeline = {` dict comprehension was "
           "deleted. meant.py restores `}` at the indentation of `timeline = {`.",
           ('        for w in racine.iterfind(".//tei:timeline/tei:when", NS)\n    }\n',
            '        for w in racine.iterfind(".//tei:timeline/tei:when", NS)\n')),
         M("missing_colon",
           "`elif el.tag == balise(\"incident\")` lost its colon.",
           ('elif el.tag == balise("incident"):', 'elif el.tag == balise("incident")')),
         M("apostrophe_in_single_quotes",
           "The usage message was wrapped in single quotes and contains the French "
           "apostrophe of `l'en-tête`. meant.py uses double quotes like every other message "
           "in the file.",
           ('sys.exit("usage : python tei_vers_csv.py DOSSIER_TEI DOSSIER_CSV (voir l\'en-tête du fichier)")',
            "sys.exit('usage : python tei_vers_csv.py DOSSIER_TEI DOSSIER_CSV (voir l'en-tête du fichier)')")),
     ],
     note=POLICY + """

Situation: ElementTree with TEI and XML namespaces: speakers from particDesc, a timeline
of anchors, and the words, pauses, incidents and unclear passages of each utterance written
to one TSV per interview, plus a lemma frequency list.""")

# ---------------------------------------------------------------- 035
case("spacy_news_preprocess",
     "Mexican computational-linguistics graduate student (Mexico City) preparing news for topic models",
     meant("spacy_news_preprocess"),
     [
         M("regex_quote_unescaped",
           "In `RE_CITA = re.compile(r\"[«»“”\\\"]\")` the straight `\"` inside the character "
           "class lost its backslash, so it ends the raw string. meant.py has `\\\"` (in a raw "
           "string the backslash keeps the quote inside; the class then also matches `\\`, "
           "harmless here).",
           ('re.compile(r"[«»“”\\"]")', 're.compile(r"[«»“”"]")')),
         M("dict_closing_line_missing",
           "The `}` line closing the multi-line `registro = {` dict was deleted. meant.py "
           "restores `}` at the indentation of `registro = {`.",
           ('                "n_palabras": sum(1 for t in doc if t.is_alpha),\n            }\n',
            '                "n_palabras": sum(1 for t in doc if t.is_alpha),\n')),
         M("concat_plus_missing",
           "`print(\"uso: python \" sys.argv[0] + \" notas.csv salida.jsonl\")` - the `+` between "
           "the first string and `sys.argv[0]` is missing.",
           ('print("uso: python " + sys.argv[0]', 'print("uso: python " sys.argv[0]')),
     ],
     note=POLICY + """

Situation: regex cleaning of scraped news (URLs, mentions, photo captions, bylines, quote
marks), spaCy `nlp.pipe` lemmatisation with POS and stop-word filters, entity counts, JSONL
output.""")

# ---------------------------------------------------------------- 036
case("translation_quote_mailer",
     "Polish translation-agency owner (Poznań) generating quotation e-mails",
     meant("translation_quote_mailer"),
     [
         M("triple_quote_not_closed",
           "The closing `\"\"\"` line of the STYL css string was deleted, so STYL runs on to "
           "the opening `\"\"\"` of the HTML template and the template's text is read as "
           "code (CPython stops at the first `„` in it). meant.py restores `\"\"\"` after the `.suma` rule, where the css ends.",
           ('.suma { font-weight: bold; font-size: 1.1em; }\n"""\n',
            '.suma { font-weight: bold; font-size: 1.1em; }\n')),
         M("fstring_paren_slip_in_template",
           "In the HTML template the total `{kwota(netto + vat)}` was typed `{kwota(netto + vat}`; "
           "CPython 3.11 reports it at the template's last line. meant.py closes the call "
           "before the `}`.",
           ("Do zapłaty: {kwota(netto + vat)}</span>", "Do zapłaty: {kwota(netto + vat}</span>")),
         M("typographic_closing_quote",
           "The last line of the plain-text version ends the string with the typographic `”` "
           "(Polish quotes, as in the agency name just before it) instead of `\"`, so the "
           "string is never closed. meant.py ends it with `\"`.",
           ('        "Biuro Tłumaczeń „Lingwista”",\n', '        "Biuro Tłumaczeń „Lingwista””,\n')),
     ],
     note=POLICY + """

Situation: a quotation from a JSON order (characters, language pair, options) priced from
a rate table, rendered as a plain-text and an HTML e-mail from a long triple-quoted
f-string template, saved as .eml files.""")

# ---------------------------------------------------------------- 037
case("marc_weeding_list",
     "Norwegian librarian (Tromsø) producing a weeding list from a MARC21 export",
     meant("marc_weeding_list"),
     [
         M("dict_closing_line_missing",
           "The `}` line closing the multi-line `yield {` dict in eksemplarer() was deleted. "
           "meant.py restores `}` at the indentation of `yield {`.",
           ('            "utlån_totalt": int(felt.get("l") or 0),\n        }\n',
            '            "utlån_totalt": int(felt.get("l") or 0),\n')),
         M("missing_colon",
           "`if post is None` lost its colon.",
           ("            if post is None:\n", "            if post is None\n")),
         M("bracket_lost_before_paren",
           "In the title line the list inside `filter(None, [...])` lost its `]`, so `)` "
           "meets the open `[`. meant.py restores `]` before the two closing parentheses.",
           ('delfelt(post, "245", "b")])))', 'delfelt(post, "245", "b"))))')),
         M("fstring_format_spec_brace_lost",
           "The default output name `f\"kassasjon_{date.today():%Y%m%d}.csv\"` lost the `}` "
           "after the date format.",
           ('f"kassasjon_{date.today():%Y%m%d}.csv"', 'f"kassasjon_{date.today():%Y%m%d.csv"')),
     ],
     note=POLICY + """

Situation: pymarc reads a MARC21 export, ISBD punctuation is stripped from 245/100 with
regexes, copies in 952 not lent since a cut-off date are listed for titles with several
copies, and a semicolon CSV with BOM is written for Excel.""")

# ---------------------------------------------------------------- 038
case("hindi_corpus_stats",
     "Indian linguistics lecturer (Varanasi) computing Hindi corpus statistics for students",
     meant("hindi_corpus_stats"),
     [
         M("triple_quote_mismatched_close",
           "The STOPWORDS string opened with `\"\"\"` was closed with `'''` "
           "(`'''.split())`), so it runs on to the next `\"\"\"` (the KWIC template's "
           "opening) and the HTML after it is read as code. meant.py closes it with `\"\"\"`.",
           ('""".split())\n', "'''.split())\n")),
         M("unicode_escape_truncated",
           "In normalize() the first danda escape was typed `\\u964` (three hex digits). "
           "meant.py has `\\u0964` like the rest of the line.",
           ('text.replace("\\u0964\\u0964"', 'text.replace("\\u964\\u0964"')),
         M("html_attribute_quotes_clash",
           "The first line of the KWIC table row was written as a double-quoted f-string "
           "although its HTML attribute `class=\"left\"` uses double quotes. meant.py uses "
           "single quotes outside, as the next line does.",
           ("""            f'<tr><td class="left">{html.escape(left)}</td>'""",
            """            f"<tr><td class="left">{html.escape(left)}</td>\"""")),
     ],
     note=POLICY + """

Situation: a Devanagari-aware regex tokenizer and sentence splitter (danda), stop-word
filtered frequency list, NLTK PMI bigram collocations, and a KWIC concordance filled into
an HTML template with `str.format`.""")

# ---------------------------------------------------------------- 039
case("product_feed_converter",
     "Turkish catalogue and data person (Ankara) converting a supplier CSV for the web shop",
     meant("product_feed_converter"),
     [
         M("fstring_paren_slip",
           "`f\"<li>{escape(m.strip()}</li>\"` - the `)` of `escape(` is missing before the "
           "field's `}`.",
           ('f"<li>{escape(m.strip())}</li>"', 'f"<li>{escape(m.strip()}</li>"')),
         M("missing_comma_dict_line_end",
           "In the product dict returned by donustur() the comma after "
           "`\"price\": str(fiyat)` is missing.",
           ('        "price": str(fiyat),\n', '        "price": str(fiyat)\n')),
         M("string_broken_across_lines",
           "The usage message was split over two lines inside the string. meant.py joins it "
           "into one line.",
           ('sys.exit("kullanım: python donustur.py urunler.csv urunler.json [--kdv-haric]")',
            'sys.exit("kullanım: python donustur.py urunler.csv urunler.json\n                 [--kdv-haric]")')),
     ],
     note=POLICY + """

Situation: csv.DictReader over a `;` file with Turkish headers, Turkish-letter slugs,
`1.299,90` prices to Decimal with VAT, bullet lists to HTML, a JSON import file and a
CSV of rejected rows.""")

# ---------------------------------------------------------------- 040
case("server_alert_mailer",
     "Korean infrastructure engineer (Busan) mailing hourly server-check alerts",
     meant("server_alert_mailer"),
     [
         M("triple_quote_closed_with_two",
           "The HTML_BODY template was closed with `\"\"` instead of `\"\"\"` after "
           "`</body></html>`; no triple quote follows, so the string runs to the end of the "
           "file. meant.py adds the third quote.",
           ('</body></html>"""\nCOLORS', '</body></html>""\nCOLORS')),
         M("fstring_format_spec_brace_lost",
           "In the disk-warning message `{free_gb:.1f GB)` lost its `}` after the format spec "
           "(in the WARN line; the CRIT line above is right).",
           ('        elif pct >= conf["disk_warn"]:\n            found.append(("WARN", f"disk {mount}", f"사용률 {pct:.1f}% (남은 용량 {free_gb:.1f} GB)"))',
            '        elif pct >= conf["disk_warn"]:\n            found.append(("WARN", f"disk {mount}", f"사용률 {pct:.1f}% (남은 용량 {free_gb:.1f GB)"))')),
         M("missing_colon",
           "`with ctx.wrap_socket(sock, server_hostname=host) as tls` lost its colon.",
           ("server_hostname=host) as tls:", "server_hostname=host) as tls")),
         M("tuple_paren_lost_in_comprehension",
           "In check_units() the tuple of the list comprehension lost its `)` at the end of "
           "the first line, so the `for` clause and the list's `]` land inside the tuple. "
           "meant.py restores `)` after the message string.",
           ('"systemd 유닛이 failed 상태입니다")\n', '"systemd 유닛이 failed 상태입니다"\n')),
     ],
     note=POLICY + """

Situation: a cron job checking disk usage, TLS certificate expiry, failed systemd units
and backup age, suppressing repeats through a JSON state file and mailing a plain-text
(string.Template) and an HTML (str.format) version.""")
