"""Group 3 (021-030): first Python of developers from Pascal/Delphi, Fortran, Ada, GDScript,
Nim, Groovy, Objective-C, Scheme/Common Lisp, Visual Basic .NET and COBOL."""
from lib import M, case
from helpers import meant

case("delphi_pharmacy_stock",
     "Brazilian Delphi 7 developer (Porto Alegre) porting a pharmacy's stock-control program to Python",
     meant("delphi_pharmacy_stock"),
     [
         M("pascal_not_equal",
           "Pascal's `<>` typed for `!=` in `if qtd != 0 and not p.controlado:`.",
           ("if qtd != 0 and", "if qtd <> 0 and")),
         M("pascal_assign_statement",
           "Pascal's `:=` used as an assignment statement, `vencidos := vencidos + 1`; meant.py "
           "has `=`, as the `em_breve = em_breve + 1` line below.",
           ("            vencidos = vencidos + 1", "            vencidos := vencidos + 1")),
         M("pascal_then",
           "Pascal's `then` typed in place of the colon, `if falta <= 0 then`.",
           ("        if falta <= 0:", "        if falta <= 0 then")),
         M("sql_triple_quote_closed_with_two",
           "The SQL string's closing `\"\"\"` typed as `\"\"`, so the SELECT runs to the end of the "
           "file; meant.py closes it with `\"\"\"` on its own line.",
           ('         ORDER BY p.descricao\n    """', '         ORDER BY p.descricao\n    ""')),
     ],
     note="""
Situation: a port of a Delphi 7 stock program: a plain class with an `__init__`, an SQL
SELECT with a LEFT JOIN over batches in a triple-quoted string, expiry checks, and a
semicolon CSV purchase order in latin-1 with decimal commas. Portuguese names, comments
and output. Pascal habits where CPython refuses them.
Policy: Pascal habits become the Python spelling the file already uses (`!=`, `=`, a
colon); the `x = x + 1` style stays.
""")

case("fortran_rainfall_gumbel",
     "Indian hydrology professor (Roorkee) rewriting his 1998 Fortran 77 Gumbel program for M.Tech students",
     meant("fortran_rainfall_gumbel"),
     [
         M("fortran_relational_gt",
           "Fortran's `.GT.` typed for `>` in `if nbad > 0:`.",
           ("if nbad > 0:", "if nbad .GT. 0:")),
         M("fortran_logical_or",
           "Fortran's `.or.` typed for `or` in the missing-value test.",
           ("if val == MISSING or val < 0.0:", "if val == MISSING .or. val < 0.0:")),
         M("fortran_bang_comment",
           "A Fortran 90 `!` inline comment after the critical-value formula; meant.py uses "
           "`#` as the other inline comments do.",
           ("math.sqrt(n)          # 5 % level", "math.sqrt(n)          ! 5 % level")),
         M("paren_lost_formula",
           "The last `)` of `math.log(-math.log(1.0 - 1.0 / t))` lost; meant.py closes the outer "
           "`log` at the end of the line (the formula in the comment above).",
           ("math.log(-math.log(1.0 - 1.0 / t))\n", "math.log(-math.log(1.0 - 1.0 / t)\n")),
         M("docstring_closed_with_two_quotes",
           "The one-line docstring of `gumbel_params` closed with `\"\"` instead of `\"\"\"`, so it "
           "runs on to the next `\"\"\"`, in `weibull_positions`' docstring; meant.py closes it "
           "with `\"\"\"`.",
           ('u = mean - 0.5772 alpha."""', 'u = mean - 0.5772 alpha.""')),
     ],
     note="""
Situation: annual maxima of n-day rainfall from a daily gauge CSV, Gumbel parameters by
the method of moments, a Kolmogorov-Smirnov check, Weibull plotting positions and return
levels for culvert design. English with Fortran habits.
Policy: Fortran operators become Python's (`>`, `or`), the `!` comment becomes `#`.
""")

case("ada_track_conflicts",
     "French railway signalling engineer (Toulouse), Ada/SPARK at work, writing a timetable conflict pre-check in Python",
     meant("ada_track_conflicts"),
     [
         M("ada_not_equal",
           "Ada's `/=` typed for `!=` in `if len(sys.argv) != 2:`.",
           ("if len(sys.argv) != 2:", "if len(sys.argv) /= 2:")),
         M("ada_assign_statement",
           "Ada's `:=` used as an assignment statement, `critiques := critiques + 1`; meant.py "
           "has `=`.",
           ("critiques = critiques + 1", "critiques := critiques + 1")),
         M("ada_end_if_line",
           "An Ada `end if;` line typed after the body of `if debut < fin:`; meant.py has no such "
           "line (the indentation ends the block).",
           ("        return debut, fin\n    return None", "        return debut, fin\n    end if;\n    return None")),
         M("call_paren_lost_line_end",
           "The `)` closing the two-line `erreurs.append(` lost at the end of its second f-string.",
           ('f"({fmt(prec.sortie)} -> {fmt(suiv.entree)})")\n', 'f"({fmt(prec.sortie)} -> {fmt(suiv.entree)})"\n')),
     ],
     note="""
Situation: a pre-simulation check of a timetable grid: each train's block occupations from
a CSV, pairwise overlaps per block with a clearing margin, continuity checks per train.
Frozen dataclasses, a property, `itertools.combinations`. French names, comments and
output. Ada habits where CPython refuses them.
Policy: `/=` becomes `!=`, `:=` becomes `=`, the `end if;` line goes.
""")

case("gdscript_dungeon_bsp",
     "Italian hobby game developer (Bologna) who learned on Godot's GDScript, generating BSP dungeons for his Godot 4 game",
     meant("gdscript_dungeon_bsp"),
     [
         M("gdscript_func",
           "GDScript's `func` typed for `def` in `def scava(mappa, rett):`.",
           ("def scava(mappa, rett):", "func scava(mappa, rett):")),
         M("gdscript_var",
           "GDScript's `var` in front of the first assignment in `genera`, "
           "`var rng = random.Random(seme)`.",
           ("    rng = random.Random(seme)", "    var rng = random.Random(seme)")),
         M("gdscript_inferred_assign",
           "GDScript 4's inferred-type assignment `:=` used as a statement, "
           "`massimo := (...) - MIN_FOGLIA`; meant.py has `=`.",
           ("        massimo = (r.h if", "        massimo := (r.h if")),
         M("backslash_continuation_lost",
           "The `\\` after the `+` at the end of the first line of a two-line sum of list "
           "comprehensions lost; meant.py has `+ \\` as the `else` branch does.",
           ("max(x1, x2) + 1)] + \\\n                   [(x2, y)", "max(x1, x2) + 1)] +\n                   [(x2, y)")),
         M("listcomp_bracket_lost_line_end",
           "The `]` closing the three-line `vicini = [...]` comprehension lost at the end of its "
           "last line; meant.py closes it there.",
           ("min(LARGHEZZA, x + 2))]\n", "min(LARGHEZZA, x + 2))\n")),
     ],
     note="""
Situation: a binary space partitioning dungeon generator: leaves split recursively, a room
per leaf, L-shaped corridors between sibling subtrees, walls around floors, JSON for a Godot
TileMap. Italian names and comments. GDScript habits where CPython refuses them.
Policy: `func` becomes `def`, `var` goes, `:=` becomes `=`.
""")

case("nim_static_blog",
     "Czech developer (Prague) porting his Nim static blog generator to Python so colleagues can edit it",
     meant("nim_static_blog"),
     [
         M("nim_proc",
           "Nim's `proc` typed for `def` in `def nacti_clanek(cesta):`.",
           ("def nacti_clanek(cesta):", "proc nacti_clanek(cesta):")),
         M("nim_echo",
           "Nim's command-call `echo f\"...\"` for the final summary; meant.py has "
           "`print(f\"...\")` as the rest of the file.",
           ('    print(f"{len(clanky)} článků -> {VYSTUP}/")', '    echo f"{len(clanky)} článků -> {VYSTUP}/"')),
         M("nim_let",
           "Nim's `let` in front of `rok = datetime.now().year`.",
           ("    rok = datetime.now().year", "    let rok = datetime.now().year")),
         M("template_closing_line_missing",
           "The closing `\"\"\"` line of the HTML template SABLONA deleted (the only triple-quoted "
           "string in the file); meant.py restores it after `</html>`.",
           ('</html>\n"""\n', "</html>\n")),
     ],
     note="""
Situation: a small static site generator: a subset of Markdown (headings, lists, code
blocks, bold, italics, links) by hand with regexes and a nested function, front matter,
an HTML template in a triple-quoted string, an index and an RSS feed. Czech names,
comments and output. Nim habits where CPython refuses them.
Policy: `proc` becomes `def`, `echo x` becomes `print(x)`, `let` goes.
""")

case("groovy_jenkins_report",
     "Indian build-infrastructure engineer (Bengaluru) moving a Groovy Script Console report out of Jenkins into Python",
     meant("groovy_jenkins_report"),
     [
         M("groovy_closure",
           "A Groovy closure `{ b -> b[\"number\"] }` as the sort key in `flaky_score`; meant.py "
           "has `lambda b: b[\"number\"]`, as the other sort keys in the file.",
           ('sorted(builds, key=lambda b: b["number"])', 'sorted(builds, key={ b -> b["number"] })')),
         M("groovy_def_variable",
           "Groovy's `def` in front of a local variable, `def since = ...`, in `main`.",
           ("    since = datetime.now(timezone.utc)", "    def since = datetime.now(timezone.utc)")),
         M("groovy_println",
           "Groovy's `println \"...\"` without parentheses; meant.py has `print(\"...\")`.",
           ('print("TEAMS_WEBHOOK not set, printing only")', 'println "TEAMS_WEBHOOK not set, printing only"')),
         M("append_dict_closing_line_missing",
           "The `})` line closing `rows.append({` in `summarize` deleted; meant.py restores it at "
           "the indentation of `rows.append({` after the last key.",
           ('            "last": max(builds, key=lambda b: b["number"])["result"],\n        })\n',
            '            "last": max(builds, key=lambda b: b["number"])["result"],\n')),
     ],
     note="""
Situation: a weekly report from the Jenkins JSON API with a `tree=` query: failure rates,
a flakiness score from result flips, medians of green build durations, posted to a Teams
webhook as Markdown. English. Groovy habits where CPython refuses them.
Policy: closures become lambdas, `def` before a variable goes, `println x` becomes
`print(x)`.
""")

case("objc_strings_checker",
     "Australian iOS developer (Melbourne) maintaining an Objective-C app, writing a CI check for Localizable.strings",
     meant("objc_strings_checker"),
     [
         M("objc_at_string",
           "An Objective-C `@\"...\"` string literal in the last `print`; meant.py has a plain "
           "string.",
           ('print("Localizable.strings OK")', 'print(@"Localizable.strings OK")')),
         M("objc_bang_not",
           "C's `!` typed for `not` in front of `line.strip()`.",
           ('if not line.strip() or line.strip()', 'if !line.strip() or line.strip()')),
         M("objc_or_operator",
           "C's `||` typed for `or` in `if lang == BASE_LANG or lang == \"Base\":`.",
           ('if lang == BASE_LANG or lang == "Base":', 'if lang == BASE_LANG || lang == "Base":')),
         M("unterminated_string",
           "The closing `\"` of `\"warning:\"` lost, so the string runs to the end of the line.",
           ('print("warning:", w)', 'print("warning:, w)')),
     ],
     note="""
Situation: a CI check over `*.lproj/Localizable.strings`: UTF-16 or UTF-8 files, C comments
stripped, entries parsed with a regex, missing/extra keys, mismatched printf specifiers
(`%@`, `%ld`, positional `%1$@`) and untranslated copies. English. Objective-C habits
where CPython refuses them.
Policy: `@\"...\"` becomes `\"...\"`, `!` becomes `not`, `||` becomes `or`.
""")

case("scheme_symbolic_deriv",
     "Peruvian mathematics lecturer (Lima) who taught with SICP, writing symbolic differentiation in Python for her course",
     meant("scheme_symbolic_deriv"),
     [
         M("scheme_define",
           "A Scheme `(define NUMERO (int, float))` at module level; meant.py has "
           "`NUMERO = (int, float)`.",
           ("NUMERO = (int, float)", "(define NUMERO (int, float))")),
         M("lisp_quote_before_list",
           "A Lisp quote `'` in front of the first example expression, `'(\"+\", \"x\", 3),`, which "
           "Python reads as the start of a string; meant.py has the tuple without it.",
           ('    ("+", "x", 3),\n', "    '(\"+\", \"x\", 3),\n")),
         M("extra_closing_paren",
           "One `)` too many at the end of the product rule, `v)))`, closing parentheses the "
           "Lisp way; meant.py closes `producto(` and `suma(`.",
           ("                    producto(deriv(u, var), v))\n", "                    producto(deriv(u, var), v)))\n")),
         M("dict_closing_line_missing",
           "The `}` line closing the `regla_cadena = {` dict of chain-rule lambdas deleted; "
           "meant.py restores it at the indentation of `regla_cadena = {`.",
           ('        "log": lambda u: potencia(u, -1),\n    }\n', '        "log": lambda u: potencia(u, -1),\n')),
     ],
     note="""
Situation: SICP 2.3.2 in Python: expressions as nested prefix tuples, simplifying
constructors like make-sum and make-product, the chain rule through a dict of lambdas,
an evaluator and a numerical check by central differences. Spanish names, comments and
output. Scheme/Lisp habits where CPython refuses them.
Policy: `(define x v)` becomes `x = v`, the quote goes, the extra `)` goes.
""")

case("vbnet_vat_register",
     "Polish accountant-developer (Łódź) who wrote VB.NET WinForms tools, building a VAT sales register check",
     meant("vbnet_vat_register"),
     [
         M("vb_dim_as",
           "VB's `Dim razem_netto As Decimal = Decimal(\"0\")`; meant.py has "
           "`razem_netto = Decimal(\"0\")`, as `razem_vat` on the next line.",
           ('    razem_netto = Decimal("0")', '    Dim razem_netto As Decimal = Decimal("0")')),
         M("vb_end_if_line",
           "A VB `End If` line typed after the body of `if brakujace:`; meant.py has no such "
           "line.",
           ('brak numerów {brakujace}")\n', 'brak numerów {brakujace}")\n        End If\n')),
         M("vb_andalso",
           "VB's `AndAlso` typed for `and` in the NIP length check.",
           ('if len(f["nip"]) != 10 and f["nip"] != "":', 'if len(f["nip"]) != 10 AndAlso f["nip"] != "":')),
         M("missing_comma_dict_line_end",
           "The comma at the end of the `\"stawka\"` line of the invoice dict lost.",
           ('.rstrip("%"),\n', '.rstrip("%")\n')),
     ],
     note="""
Situation: a check of an invoicing program's CSV export (cp1250, semicolons, decimal
commas): invoice numbering per month without gaps or duplicates, VAT recomputed with
Decimal and ROUND_HALF_UP, totals per month and rate for JPK_V7M. Polish names,
comments and output. VB.NET habits where CPython refuses them.
Policy: `Dim x As T = v` becomes `x = v`, `End If` goes, `AndAlso` becomes `and`.
""")

case("cobol_pension_records",
     "American COBOL programmer (Columbus, Ohio) at a state retirement system, replacing a batch job in Python",
     meant("cobol_pension_records"),
     [
         M("cobol_add_to",
           "COBOL's `ADD 1 TO count` for `count += 1` in the detail branch; meant.py uses `+= 1` "
           "as the rest of the function does.",
           ("                count += 1\n", "                ADD 1 TO count\n")),
         M("cobol_move_to",
           "COBOL's `MOVE 0 TO exceptions` for `exceptions = 0` among the counters at the top of "
           "`process`.",
           ("    exceptions = 0\n", "    MOVE 0 TO exceptions\n")),
         M("cobol_display",
           "COBOL's `DISPLAY \"...\"` for the usage message; meant.py has `print(\"...\")`.",
           ('print("USAGE: pnctb310.py CONTRIB-FILE REPORT-FILE")', 'DISPLAY "USAGE: pnctb310.py CONTRIB-FILE REPORT-FILE"')),
         M("dict_brace_lost_line_end",
           "The `}` closing the four-line OVERPUNCH dict lost at the end of its last line.",
           ('"R": ("9", -1)}\n', '"R": ("9", -1)\n')),
     ],
     note="""
Situation: a replacement for a COBOL batch step: fixed-width contribution records sliced
by copybook offsets, zoned decimals with overpunched signs, contribution rates checked
with Decimal, header/trailer control totals, an exception report. English, uppercase
messages as in the old job. COBOL habits where CPython refuses them.
Policy: `ADD 1 TO x` becomes `x += 1`, `MOVE v TO x` becomes `x = v`, `DISPLAY x` becomes
`print(x)`.
""")
