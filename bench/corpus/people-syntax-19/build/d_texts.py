"""Linguistics and digital humanities text processing (031-040)."""
from lib import M, case
from helpers import meant

case("kwic_galway",
     "Irish oral-history scholar (Galway), keyword-in-context concordance and MI collocates over Hiberno-English transcripts",
     meant("kwic_galway"),
     [
         M("module_docstring_closing_line_missing",
           "the closing `\"\"\"` line of the module docstring deleted; the string runs on to tokenise()'s "
           "docstring, whose text `Yield (token, start, end) with ...` is then read as code. meant.py "
           "closes the docstring on its own line after the signature.",
           ("University of Galway\n\"\"\"\nimport math", "University of Galway\nimport math")),
         M("if_body_not_indented",
           "`pair[toks[j]] += 1` written at the depth of its `if j != i:` instead of inside it.",
           ("                if j != i:\n                    pair[toks[j]] += 1\n",
            "                if j != i:\n                pair[toks[j]] += 1\n")),
         M("fstring_nested_brace_lost",
           "the `}` closing the nested width field `{WIDTH}` lost in `{left:>{WIDTH}}`; the right-hand "
           "field `{right:<{WIDTH}}` shows the form.",
           ("{left:>{WIDTH}} [{tok}]", "{left:>{WIDTH} [{tok}]")),
         M("tuple_paren_lost_line_end",
           "the `)` closing the `(mi, freq)` tuple assigned to `scores[w]` lost at the line end.",
           ("scores[w] = (math.log2(f_nc / expected), f_nc)\n", "scores[w] = (math.log2(f_nc / expected), f_nc\n")),
     ])

case("arabic_roots",
     "Jordanian Arabic linguist (Amman), light stemming and trilateral root guessing for an OCR'd 1950s-70s newspaper corpus, right-to-left output",
     meant("arabic_roots"),
     [
         M("call_closing_line_missing",
           "the `})` line closing `str.maketrans({` deleted; the PREFIXES list after it is read inside "
           "the dict. meant.py restores `})` at column 0.",
           ('    "ة": "ه",\n})\n', '    "ة": "ه",\n')),
         M("call_paren_lost_line_end",
           "the `)` closing `kept.insert(` lost at the line end; `min(i, len(kept))` is closed.",
           ("kept.insert(min(i, len(kept)), c)\n", "kept.insert(min(i, len(kept)), c\n")),
         M("fstring_nested_same_quotes",
           "`{\"root\":>8}` and `{\"freq\":>6}` with double quotes inside a double-quoted f-string (3.11 "
           "ends the string there); meant.py uses single quotes inside.",
           ("print(f\"{'root':>8}  {'freq':>6}  examples\")", "print(f\"{\"root\":>8}  {\"freq\":>6}  examples\")")),
         M("missing_colon",
           "`if c in PATTERN_LETTERS and c not in kept` without its colon.",
           ("if c in PATTERN_LETTERS and c not in kept:", "if c in PATTERN_LETTERS and c not in kept")),
     ])

case("swahili_stemmer",
     "Tanzanian linguist (Dar es Salaam), rule-based Swahili stemmer stripping verb markers and extensions, evaluated on a gold list",
     meant("swahili_stemmer"),
     [
         M("list_bracket_lost_line_end",
           "the `]` closing the one-line SUBJECT list lost at the line end; the NEGATIVE_SUBJECT assignment "
           "below is then read inside it.",
           ('"ku", "pa", "yu"]\n', '"ku", "pa", "yu"\n')),
         M("backslash_lost_before_quote",
           "the `\\` of `\\\"` lost in the punctuation string of `strip(...)`; the `\"` then ends the string "
           "and `'()\")` opens one that never closes.",
           ("strip(\".,;:!?\\\"'()\")", "strip(\".,;:!?\"'()\")")),
         M("list_bracket_lost_line_end",
           "the `]` closing the two-line `demo = [` list lost at the end of its second line; the `for` "
           "loop over it follows.",
           ('"alimwandikia", "mtakachokisoma"]\n', '"alimwandikia", "mtakachokisoma"\n')),
         M("fstring_call_paren_lost",
           "the `)` of `max(total, 1)` lost inside the accuracy f-string, before the format spec.",
           ("max(total, 1):.1f}", "max(total, 1:.1f}")),
     ])

case("srpska_transliteracija",
     "Serbian philologist (Belgrade), Cyrillic-Latin transliteration of a folk-song edition both ways, with digraph exceptions and OCR noise report",
     meant("srpska_transliteracija"),
     [
         M("dict_closing_line_missing",
           "the `}` line closing CYR_TO_LAT deleted; the `CYR_TO_LAT.update(...)` line is then read inside "
           "the dict. meant.py restores `}` at column 0.",
           ('"Џ": "Dž", "Ш": "Š",\n}\n', '"Џ": "Dž", "Ш": "Š",\n')),
         M("assign_for_equality",
           "`if len(v) = 1` for `==` in the dict comprehension that inverts the single-letter mappings.",
           ("if len(v) == 1}", "if len(v) = 1}")),
         M("block_header_lost",
           "the line `if nxt.isupper():` deleted; `lat = lat.upper()` is left indented under the `nxt = ...` "
           "line. meant.py restores the test the comment describes (Љ before a capital becomes LJ), "
           "on the `nxt` just computed and otherwise unused.",
           ("            if nxt.isupper():\n                lat = lat.upper()\n", "                lat = lat.upper()\n")),
         M("missing_colon",
           "`else` without its colon in main()'s direction switch.",
           ("    else:\n        result = to_cyrillic(src)", "    else\n        result = to_cyrillic(src)")),
     ])

case("tei_letters",
     "Scottish literary scholar (Edinburgh), people, places and dates pulled from not-quite-well-formed TEI letters with regexes",
     meant("tei_letters"),
     [
         M("call_closing_line_missing",
           "the `)` line closing the multi-line `CORRESP_RE = re.compile(` deleted; the TITLE_RE "
           "assignment is then read inside the call. meant.py restores `)` at column 0.",
           ("</correspAction>', re.S\n)\n", "</correspAction>', re.S\n")),
         M("docstring_closed_with_two_quotes",
           "text_of()'s one-line docstring closed with `\"\"`; the string runs on to the next `\"\"\"` "
           "(places_summary()'s docstring), whose text is then read as code. meant.py closes it with "
           "`\"\"\"` after its text.",
           ('squeeze whitespace."""', 'squeeze whitespace.""')),
         M("list_bracket_lost_before_paren",
           "the `]` closing the row list lost before the `)` of the two-line `w.writerow([`.",
           ('l["title"]])', 'l["title"])')),
         M("missing_colon",
           "`for ref in sorted(index, key=lambda r: -len(index[r]))` without its colon.",
           ("key=lambda r: -len(index[r])):", "key=lambda r: -len(index[r]))")),
     ])

case("polytonic_greek",
     "Greek Byzantinist (Thessaloniki), polytonic Greek normalised before lemma lookup: oxia/tonos, Latin look-alikes, sigma, apostrophes",
     meant("polytonic_greek"),
     [
         M("missing_comma_dict_line_end",
           "the comma after `\"u\": \"υ\"` lost at the end of the first line of the LOOKALIKES table.",
           ('"p": "ρ", "u": "υ",\n', '"p": "ρ", "u": "υ"\n')),
         M("nonlocal_outer_name_misspelt",
           "the counter the closure updates initialised as `sigma_fix = 0`; `nonlocal sigma_fixes` then "
           "has no binding (only the compiler refuses it, at the `nonlocal` line). meant.py uses the "
           "name of the `nonlocal`, the `+= 1` and the final `report[\"sigma\"] += sigma_fixes`.",
           ("    sigma_fixes = 0\n", "    sigma_fix = 0\n")),
         M("assign_for_equality",
           "`if last = \"σ\":` for `==` in fix_sigma().",
           ('if last == "σ":', 'if last = "σ":')),
         M("fstring_bracket_lost",
           "the `]` of the slice `[:8]` lost inside the f-string field; the `)` of `join(` follows.",
           ("sorted(set(leftover))[:8])}", "sorted(set(leftover))[:8)}")),
     ])

case("esametro",
     "Italian Latinist (Padua), automatic scansion of dactylic hexameters from Aeneid I with elision and muta cum liquida",
     meant("esametro"),
     [
         M("paren_lost_in_condition",
           "the `)` closing the `not (...)` group of the muta-cum-liquida test lost before the colon.",
           ("consonanti[1] in LIQUID):", "consonanti[1] in LIQUID:")),
         M("docstring_closed_with_two_quotes",
           "nuclei()'s docstring closed with `\"\"`; the string runs on to the next `\"\"\"` (scandisci()'s "
           "docstring), whose Italian text is then read as code. meant.py closes it with `\"\"\"` after its "
           "text.",
           ('nella stringa senza spazi."""', 'nella stringa senza spazi.""')),
         M("missing_colon",
           "`elif n == 2` without its colon.",
           ("        elif n == 2:\n", "        elif n == 2\n")),
         M("call_paren_lost_line_end",
           "the `)` closing the two-line summary `print(` lost at the end of its second line, the last "
           "line of main().",
           ('if tot else 0:.1f}%)")\n', 'if tot else 0:.1f}%)"\n')),
     ])

case("early_modern_spelling",
     "American early-modernist (Chicago), EEBO-TCP pamphlet word frequencies before and after spelling normalisation, by decade",
     meant("early_modern_spelling"),
     [
         M("tuple_paren_lost_in_list",
           "the `)` closing the `(re.compile(r\"^i(?=[aeiou])\"), \"j\"` rule lost before the comment; the "
           "next rule's `(` then reads as a call on `\"j\"`, and the mismatch only shows at the list's `]`.",
           ('(re.compile(r"^i(?=[aeiou])"), "j"),', '(re.compile(r"^i(?=[aeiou])"), "j",')),
         M("missing_comma_dict_line_end",
           "the comma after `\"vpon\": \"upon\"` lost at the end of its line in EXCEPTIONS.",
           ('"vpon": "upon",\n', '"vpon": "upon"\n')),
         M("assign_for_equality",
           "`pattern.pattern = r\"...\"` for `==` in the final-e exception test.",
           ('if pattern.pattern == r"(?<=', 'if pattern.pattern = r"(?<=')),
         M("missing_colon",
           "`except ValueError` without its colon in read_metadata().",
           ("            except ValueError:\n                continue\n    return years",
            "            except ValueError\n                continue\n    return years")),
     ])

case("hebrew_niqqud",
     "Israeli Hebrew literature scholar (Jerusalem), niqqud and cantillation stripped from Genizah transcriptions, gematria pairs, bidi-safe output",
     meant("hebrew_niqqud"),
     [
         M("dict_closing_line_missing",
           "the `}` line closing the GEMATRIA table deleted; the blank lines and the WORD_RE assignment are "
           "then read inside the dict. meant.py restores `}` at column 0.",
           ('"ש": 300, "ת": 400,\n}\n', '"ש": 300, "ת": 400,\n')),
         M("else_lost_in_conditional",
           "`else \"\"` lost in the lambda's conditional expression (a maqaf becomes a space, every other "
           "mark is dropped).",
           ('" " if m.group(0) == MAQAF else ""', '" " if m.group(0) == MAQAF')),
         M("call_paren_lost_line_end",
           "the last `)` of `len(unicodedata.normalize(\"NFD\", plain))` lost at the line end; the first "
           "`len(...)` on the line shows the form.",
           ('len(unicodedata.normalize("NFD", plain))\n', 'len(unicodedata.normalize("NFD", plain)\n')),
         M("missing_colon",
           "`for lig, plain in LIGATURES.items()` without its colon.",
           ("for lig, plain in LIGATURES.items():", "for lig, plain in LIGATURES.items()")),
     ])

case("sanskrit_metre",
     "Indian Sanskritist (Pune), Devanagari verse transliterated to IAST and its metre identified from laghu/guru patterns",
     meant("sanskrit_metre"),
     [
         M("call_closing_line_missing",
           "the `))` line closing `CONSONANTS = dict(zip(` deleted; the VIRAMA assignment is then read "
           "inside the call. meant.py restores `))` at column 0.",
           ('"ś", "ṣ", "s", "h"],\n))\n', '"ś", "ṣ", "s", "h"],\n')),
         M("raw_string_quote_lost",
           "the closing `\"` of the SYLLABLE_RE pattern lost at the end of its line.",
           ('h?)*)"\n)', 'h?)*)\n)')),
         M("paren_lost_in_condition",
           "the `)` closing the first `(k % 2 == 0 and p[6] != \"G\"` group lost before `or`; the second "
           "group shows the form.",
           ('(k % 2 == 0 and p[6] != "G") or', '(k % 2 == 0 and p[6] != "G" or')),
         M("elif_body_not_indented",
           "`continue` written at the depth of its `elif ch in (VIRAMA, AVAGRAHA):` instead of inside it.",
           ("        elif ch in (VIRAMA, AVAGRAHA):\n            continue\n",
            "        elif ch in (VIRAMA, AVAGRAHA):\n        continue\n")),
     ])

NOTES = {
    "kwic_galway": "Situation: a concordance sorted on the right context, with MI collocates, over oral-history transcripts. Policy: only the mistakes are undone; the simple MI estimate stays.",
    "arabic_roots": "Situation: a light stemmer and root guesser for OCR'd newspapers, printing Arabic with RLM marks. Policy: only the mistakes are undone; the heuristic affix lists stay.",
    "swahili_stemmer": "Situation: a rule-based stemmer evaluated against a small gold list, with a demo and a running-text mode. Policy: only the mistakes are undone; the greedy longest-prefix rules and the `global` for `--min` stay.",
    "srpska_transliteracija": "Situation: a folk-song edition converted between Cyrillic and Latin, with an exception list for false digraphs. Policy: only the mistakes are undone; Serbian messages stay.",
    "tei_letters": "Situation: TEI letters of which a tenth are not well-formed, so regexes instead of an XML parser. Policy: only the mistakes are undone; the regex approach and `l` as a name stay.",
    "polytonic_greek": "Situation: a normalisation pass over OCR'd Byzantine chronicles before lemma lookup, counting each kind of fix. Policy: only the mistakes are undone; the closure with `nonlocal` stays.",
    "esametro": "Situation: a scansion of Aeneid I with a macron-marked text, trying all dactyl/spondee combinations. Policy: only the mistakes are undone; the simplified rules stay.",
    "early_modern_spelling": "Situation: EEBO-TCP pamphlets counted by decade before and after rule-based spelling normalisation. Policy: only the mistakes are undone; the module-level cache and rule list stay.",
    "hebrew_niqqud": "Situation: Genizah fragment transcriptions stripped of points, with gematria and bidi isolates for the terminal. Policy: only the mistakes are undone; the Hebrew docstring and tables stay.",
    "sanskrit_metre": "Situation: verses in Devanagari transliterated to IAST, weighed syllable by syllable and matched against a small metre table. Policy: only the mistakes are undone; the simplified transliteration stays.",
}
import lib as _lib  # noqa: E402
for _c in _lib.CASES:
    if _c["name"] in NOTES:
        _c["note"] = NOTES[_c["name"]]
