"""Cases 001-010: school teachers and school administrators (people-syntax-20)."""
from lib import M, case
from helpers import meant

case("cijferlijst",
     "Dutch maths teacher (havo 4, Zwolle region), term report marks from the Magister export",
     meant("cijferlijst"),
     [
         M("windows_path_not_raw",
           "The export path lost its `r` prefix when the teacher pasted a new OneDrive path over the old one: "
           "`\"C:\\Users\\...` makes `\\U` a unicode escape. meant.py puts the `r` back because the very next line, "
           "UITVOER, is the same folder written as a raw string (doubling the backslashes would also compile, "
           "but the file's own convention is `r\"...\"`).",
           ('EXPORT = r"C:', 'EXPORT = "C:')),
         M("decimal_comma_in_condition",
           "`gemiddelde < 5,5` typed with the Dutch decimal comma in advies(); the same test two lines "
           "below and everywhere else in the file is written `5.5`, so meant.py reads `5.5`.",
           ('    if gemiddelde < 5.5 and onvoldoendes >= 2:', '    if gemiddelde < 5,5 and onvoldoendes >= 2:')),
         M("genexp_paren_lost_line_end",
           "The closing `)` of the two-line `sum(1 for k in kolommen ... < 5.5)` was lost when the condition "
           "was rewritten to count missing marks as 10; restored at the end of the generator's second line, "
           "where the generator ends.",
           ('(naar_getal(rij.get(k, "")) or 10) < 5.5)\n', '(naar_getal(rij.get(k, "")) or 10) < 5.5\n')),
         M("fstring_nested_same_quotes",
           "`f\"{r[\"naam\"]:<30} ...\"` reuses the f-string's double quotes for the key (accepted only from "
           "Python 3.12 on; the teacher's laptop at home has 3.12, school's has 3.11). meant.py uses the single "
           "quotes the same line already uses for `r['onv']`.",
           ("f\"{r['naam']:<30} {gem:>5}", 'f"{r["naam"]:<30} {gem:>5}')),
     ],
     note="""Situation: end of the second period; the export from Magister arrives with decimal commas and the
teacher runs this on the school laptop (CPython 3.11) to hand the mentors a per-class list.
Policy: only the mistakes are undone; the Dutch names, the %-formatting next to f-strings and the
hard-coded OneDrive paths stay.""")

case("plan_lekcji",
     "Polish deputy head teacher (primary school, Kraków), weekly timetable for classes 4-8 with teacher conflicts",
     meant("plan_lekcji"),
     [
         M("leading_zero_in_time",
           "The first bell typed as on the poster in the staff room, `time(08, 00)`; a decimal literal may not "
           "start with 0 in Python 3. Every other bell in DZWONKI is written without padding (`time(8, 55)`), "
           "so meant.py reads `time(8, 0)`.",
           ("    (time(8, 0), time(8, 45)),", "    (time(08, 00), time(8, 45)),")),
         M("listcomp_bracket_lost_line_end",
           "The `]` closing the three-line comprehension `miejsca = [(d, g) for d in DNI ...` was lost when the "
           "`and not zajety(...)` condition was added as its last line; restored at the end of that line, "
           "where the comprehension ends (the comment and the next `miejsca = [...]` filter start a new statement).",
           ("and not zajety(plany, nauczyciel, d, g)]\n", "and not zajety(plany, nauczyciel, d, g)\n")),
         M("missing_colon",
           "`def okienka(plan_dnia)` without its colon.",
           ("def okienka(plan_dnia):", "def okienka(plan_dnia)")),
         M("fstring_brace_lost_before_format",
           "In `f\"{od:%H:%M}-{do:%H:%M}  \"` the first field lost its `}` (the date format has colons of its own, "
           "which is where the eye slips); restored after `%M`, matching the second field.",
           ('wiersz = f"{od:%H:%M}-{do:%H:%M}  "', 'wiersz = f"{od:%H:%M-{do:%H:%M}  "')),
         M("duplicated_for_header",
           "`for d in DNI:` pasted twice in zapisz_csv() when the loop was copied from drukuj(); the second "
           "copy has no body of its own. meant.py keeps one.",
           ("            for d in DNI:\n                for g, wpis", "            for d in DNI:\n            for d in DNI:\n                for g, wpis")),
     ],
     note="""Situation: the deputy head rebuilds the timetable after two teachers changed their days; the
script is run on the school office PC before the plan is printed for the corridor.
Policy: only the mistakes are undone; Polish names and comments, the greedy placement and the
hard-coded assignment table stay.""")

case("karne",
     "Turkish class teacher (middle school, İzmir), term report-card drafts and teacher comments from the e-Okul mark sheet",
     meant("karne"),
     [
         M("call_paren_lost_closing_line",
           "The closing line `})` of `öğrenciler.setdefault(no, {` was typed as a bare `}`; the call stays "
           "open and swallows the next statement. meant.py closes the dict and the call on that line.",
           ('                "notlar": {},\n            })\n', '                "notlar": {},\n            }\n')),
         M("dotless_i_in_keyword",
           "`elıf` typed with the dotless ı of the Turkish keyboard; the name `elıf` followed by a condition is "
           "invalid. meant.py reads `elif` (the chain has an `if` above and a fallthrough `return None` below).",
           ("    elif puan >= 70:", "    elıf puan >= 70:")),
         M("tuple_paren_lost_in_for",
           "The tuple of (limit, word) pairs in harf() lost the `)` that closes it, right before the `:` of "
           "the `for` header; restored there.",
           ('(50, "Geçer")):', '(50, "Geçer"):')),
     ],
     note="""Situation: a 7th-grade class teacher drafts the end-of-term comments a week before the report
cards are printed; the school PC runs CPython 3.11.
Policy: only the mistakes are undone; the Turkish identifiers (ö, ğ, ı, İ are valid in names), the
e-Okul column names and the weighting by weekly hours stay.""")

case("frequencia",
     "Brazilian pedagogical coordinator (state school, Belo Horizonte), term attendance and letters to parents",
     meant("frequencia"),
     [
         M("smart_quotes_pasted",
           "The ASSUNTO line was copied from the coordinator's Word draft of the letter, and Word had turned "
           "the quotes into “ and ”. meant.py has the ASCII quotes every other string in the file uses "
           "(the en dash inside the text is valid and stays).",
           ('ASSUNTO = "Frequência escolar – comunicado"', 'ASSUNTO = \u201cFrequência escolar – comunicado\u201d')),
         M("triple_quote_closing_line_lost",
           "The closing `\"\"\"` line of the CARTA template was deleted together with a blank line while the "
           "signature was edited; the string now runs to the end of the file, and CPython reports it where it "
           "opens, 18 lines above. Restored right after the signature `Coordenação Pedagógica` "
           "(the next line, `def dia_letivo`, is code).",
           ('Coordenação Pedagógica\n"""\n', 'Coordenação Pedagógica\n')),
         M("missing_comma_list_line_end",
           "The comma after `date(2024, 5, 30)` in FERIADOS was lost when the Corpus Christi bridge day was "
           "inserted below it; restored at the end of that line, like every other entry.",
           ("    date(2024, 5, 30),\n", "    date(2024, 5, 30)\n")),
         M("nbsp_pasted",
           "The set difference for unknown names was copied from a forum answer whose `- set(...)` had a "
           "non-breaking space (U+00A0) after the minus; meant.py has an ordinary space.",
           ("for a in aus} - set(alunos)", "for a in aus} -\u00a0set(alunos)")),
         M("unindent_mismatch",
           "`abaixo += 1` ended up at 14 spaces after the `escrever_carta(...)` call above it was re-typed; "
           "it belongs to the `if f < FREQ_MINIMA:` body (16 spaces), where meant.py puts it.",
           ("                abaixo += 1\n", "              abaixo += 1\n")),
         M("fstring_closing_quote_lost",
           "The summary row's f-string lost its closing `\"` before the `)`; restored after `{marca}`, "
           "where the text ends.",
           ('{abaixo:>6}{marca}")', '{abaixo:>6}{marca})')),
     ],
     note="""Situation: end of the second term (bimestre); the coordinator collects the Google Forms roll
calls of every class and has to send letters to the parents of every pupil under 75% attendance.
Policy: only the mistakes are undone; Portuguese names and text, the letter as written and the
hard-coded holidays stay. Characters pasted from Word or a web page become the ASCII ones the rest
of the file uses.""")

case("baithak_vyavastha",
     "Indian exam coordinator and senior teacher (CBSE school, Lucknow), board-exam seating plan alternating classes 10 and 12",
     meant("baithak_vyavastha"),
     [
         M("list_opened_with_paren",
           "KAKSHAYEN was opened with `(` (the rows inside are tuples, and the first thing typed after `=` "
           "followed them) but closed with `]`; CPython only sees the mismatch at the `]`, 7 lines below. "
           "meant.py opens it with `[`: main() calls `KAKSHAYEN.append(...)` when seats run short, so it has "
           "to be a list, not a tuple.",
           ("KAKSHAYEN = [\n", "KAKSHAYEN = (\n")),
         M("string_quotes_mismatched",
           "`(\"Kaksha 9', 5, 4)` opened with a double quote and closed with a single one; meant.py closes "
           "it with `\"` like the other room names.",
           ('    ("Kaksha 9", 5, 4),', '    ("Kaksha 9\', 5, 4),')),
         M("python2_print_statement",
           "The warning is written as a Python 2 print statement, the way the coordinator learned it from an "
           "older CBSE textbook; meant.py calls print() like the rest of the file.",
           ('        print("CHETAVNI: %d chhatron ke liye jagah kam hai!" % (len(baaki) - i))',
            '        print "CHETAVNI: %d chhatron ke liye jagah kam hai!" % (len(baaki) - i)')),
         M("operator_typo_ge",
           "`jagah => kul` with the two characters of `>=` swapped; meant.py reads `>=` (enough seats when "
           "there are at least as many seats as pupils).",
           ("    if jagah >= kul:", "    if jagah => kul:")),
     ],
     note="""Situation: a week before the board practical exams the coordinator regenerates the seating
charts after two more rooms were made available; the office PC has CPython 3.11.
Policy: only the mistakes are undone; Hindi transliterated names and comments, the alternating
seating and the hard-coded rooms stay.""")

case("glosforhor",
     "Swedish English teacher (grade 7, Umeå), weekly vocabulary quiz in two versions, answer key and marking",
     meant("glosforhor"),
     [
         M("except_header_deleted",
           "The `except FileNotFoundError:` line was deleted together with an old comment above it; its "
           "three-line body now reads as part of the `try` body, and CPython only objects at `glosor = []`, "
           "where the `try` ends without a handler. Restored above `print(f\"Hittar inte ...\")`, the message "
           "that only makes sense when the file is missing.",
           ("    except FileNotFoundError:\n", "")),
         M("altgr_brace_for_bracket",
           "`fel[:6}`: on a Swedish keyboard `]` is AltGr+9 and `}` is AltGr+0, the key next to it; meant.py "
           "closes the slice with `]`.",
           ('",".join(map(str, fel[:6]))', '",".join(map(str, fel[:6}))')),
         M("assign_for_equality",
           "`if svar = facit.get((version, nr)):` with `=` for `==` when comparing a pupil's answer with the key.",
           ("                if svar == facit.get((version, nr)):", "                if svar = facit.get((version, nr)):")),
     ],
     note="""Situation: Monday morning, the teacher makes this week's quiz before the first lesson and marks
last week's answers typed in by a student assistant; the school laptop has CPython 3.11.
Policy: only the mistakes are undone; Swedish identifiers (å, ä, ö are valid in names), the seeded
versions and the pass mark stay.""")

case("parents_evening",
     "British head of Year 9 (academy, Leeds), parents' evening appointment scheduler from a Forms export",
     meant("parents_evening"),
     [
         M("dict_comma_lost_line_end",
           "The comma after `\"Mrs Patel\": \"M4\"` in ROOMS was lost when Mr Walsh's line was pasted below it; "
           "the two strings then join into `\"M4\" \"Mr Walsh\"` and the parser stops at the next `:`. "
           "Restored at the end of the Mrs Patel line.",
           ('    "Mrs Patel": "M4",\n', '    "Mrs Patel": "M4"\n')),
         M("backslash_followed_by_space",
           "The explicit line continuation `... != ROOMS[teacher] \\` has a space after the backslash (the "
           "editor does not strip trailing spaces); meant.py ends the line with the backslash.",
           ("last_room != ROOMS[teacher] \\\n", "last_room != ROOMS[teacher] \\ \n")),
         M("keyword_argument_half_converted",
           "Half-finished edit: the Booking(...) call was converted from positional to keyword arguments "
           "one line at a time and `teacher,` was left as it was, between keywords. CPython reports it at "
           "the call's closing `)`, three lines below. meant.py reads `teacher=teacher,` like its neighbours "
           "(Booking's third field is `teacher`).",
           ("                    teacher=teacher,\n", "                    teacher,\n")),
         M("apostrophe_in_single_quoted_string",
           "`print('Couldn't place these ...')`: the message was reworded to the contraction inside the "
           "single quotes it had before; the apostrophe ends the string. Every other string in the file is "
           "double-quoted, so meant.py encloses this one in `\"` (escaping the apostrophe would also do, "
           "but the file never escapes quotes).",
           ('print("Couldn\'t place these (offer a phone call instead):")',
            "print('Couldn't place these (offer a phone call instead):')")),
         M("missing_colon",
           "`with open(\"family_slips.txt\", \"w\", encoding=\"utf-8\") as f` without its colon.",
           ('    with open("family_slips.txt", "w", encoding="utf-8") as f:', '    with open("family_slips.txt", "w", encoding="utf-8") as f')),
     ],
     note="""Situation: the head of year runs the scheduler the evening before the slips go home in pupils'
bags; the Forms export and the room list were both changed that afternoon.
Policy: only the mistakes are undone; the greedy booking, the hard-coded date, rooms and staff
and the explicit backslash continuation stay.""")

case("kcse_mock",
     "Kenyan deputy principal for academics (girls' secondary school, Kisumu County), Form Four mock-exam analysis by KNEC grading",
     meant("kcse_mock"),
     [
         M("tuple_paren_lost_in_list",
           "The `(60, \"B-\", 8)` row of GRADING lost its `)` when the points were corrected from 7 to 8; the "
           "tuple swallows the rows below it and CPython reports the mismatch at the list's `]`, 8 lines "
           "below. Restored at the end of that row, like every other row.",
           ('    (60, "B-", 8),\n', '    (60, "B-", 8,\n')),
         M("return_dedented_to_module_level",
           "`return students`, the last line of analyse(), was pasted back at column 0 after the ranking loop "
           "was moved; the parser accepts it as a module-level statement and only compile() refuses it "
           "('return' outside function). meant.py indents it into analyse(), which the caller "
           "`analyse(load(...))` needs.",
           ("        st[\"position\"] = pos\n    return students\n", "        st[\"position\"] = pos\nreturn students\n")),
         M("percent_format_paren_lost",
           "The stream line `print(\"4%-6s ...\" % (stream, ..., mean_grade(mp)))` lost one of its three "
           "closing parentheses; restored at the end of the line, where the print() call ends.",
           ("mp, mean_grade(mp)))\n", "mp, mean_grade(mp))\n")),
         M("excel_not_equal",
           "`st[\"grade\"] <> \"E\"`: not-equal written as in the marks spreadsheet's formulas; meant.py uses `!=`.",
           ('if st["grade"] != "E"]', 'if st["grade"] <> "E"]')),
     ],
     note="""Situation: the mock results are due at the academic board meeting; the deputy principal keeps the
marks in a spreadsheet and uses this script for the rankings and the stream and subject means.
Policy: only the mistakes are undone; %-formatting next to f-strings, the simplified best-seven
rule and the hard-coded grading table stay.""")

case("vertretungsplan",
     "German deputy head (Konrektorin, primary school, Freiburg), daily substitution plan as HTML for the staff-room screen",
     meant("vertretungsplan"),
     [
         M("inner_dict_brace_lost",
           "In STUNDENPLAN, Frau Brandt's Monday `{1: None, ..., 5: None}` lost its `}` when a lesson was "
           "changed; the Tuesday entry and everything after it become part of the Monday dict, the last `}` "
           "closes the wrong dict and the outer `{` is left open. Restored after `5: None` on the Monday line, "
           "like the Monday line of every other teacher.",
           ('    "BRA": {"Mo": {1: None, 2: "2a", 3: "2a", 4: "2a", 5: None},\n',
            '    "BRA": {"Mo": {1: None, 2: "2a", 3: "2a", 4: "2a", 5: None,\n')),
         M("excel_semicolon_separator",
           "`vergeben.get(k; ())`: arguments separated with a semicolon as in German Excel formulas "
           "(`=SVERWEIS(A2;B:C;2)`); meant.py has the comma.",
           ("len(vergeben.get(k, ()))", "len(vergeben.get(k; ()))")),
         M("html_double_quotes_inside_string",
           "The `<meta http-equiv=\"refresh\" ...>` line was pasted from an HTML example with double quotes "
           "around `refresh`, inside a double-quoted Python string. The other HTML lines in the list use "
           "single quotes for attributes (and the second attribute on this line already has them), so "
           "meant.py reads `http-equiv='refresh'`.",
           ("\"<meta http-equiv='refresh' content='300'>\"", "\"<meta http-equiv=\"refresh\" content='300'>\"")),
     ],
     note="""Situation: 7:15 in the morning, two colleagues have called in sick; the deputy head updates the
sick list and runs the script so the plan is on the staff-room screen before 7:45.
Policy: only the mistakes are undone; the German names, the simplified two-day timetable and the
HTML built from strings stay.""")

case("mole_quiz",
     "American high-school chemistry teacher (Columbus, Ohio), randomized stoichiometry quizzes in LaTeX with an answer key",
     meant("mole_quiz"),
     [
         M("dict_literal_half_converted",
           "Half-finished edit: MOLAR_MASS used to be `dict(H=1.008, ...)`; the teacher turned it into a dict "
           "display line by line and the last line is still `Ca=40.078, Fe=55.845, Cu=63.546)`. meant.py "
           "reads that line the way the two lines above it were converted (`\"Ca\": 40.078, ...}`).",
           ('              "Ca": 40.078, "Fe": 55.845, "Cu": 63.546}\n',
            '              Ca=40.078, Fe=55.845, Cu=63.546)\n')),
         M("call_paren_lost_line_end",
           "The second question's `qs.append((f\"How many moles ...\", f\"... mol\"))` lost one `)` at the end "
           "of its second line; the next statement is swallowed by the open call. Restored there.",
           ('               f"{grams / molar_mass(comp):.3f} mol"))\n', '               f"{grams / molar_mass(comp):.3f} mol")\n')),
         M("fstring_latex_braces_not_doubled",
           "In the quiz header `f\"\\\\section*{Mole Quiz \\\\hfill Version {version}}\"` the LaTeX braces were not "
           "doubled, so `Mole Quiz \\\\hfill ...` is read as an expression. Every other LaTeX group in the file's "
           "f-strings is written `{{...}}`, so meant.py doubles them: `\\\\section*{{Mole Quiz ... {version}}}`.",
           ('f"\\\\section*{{Mole Quiz \\\\hfill Version {version}}}"', 'f"\\\\section*{Mole Quiz \\\\hfill Version {version}}"')),
     ],
     note="""Situation: Sunday evening before a quiz in three sections; the teacher added percent-composition
questions and the new compounds, regenerates the LaTeX and compiles it at school.
Policy: only the mistakes are undone; LaTeX built in f-strings, the seeded versions and the
hard-coded molar masses stay.""")
