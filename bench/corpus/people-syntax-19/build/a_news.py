"""Data journalism and web scraping by reporters (001-010)."""
from lib import M, case
from helpers import meant

case("apuracao_vereadores",
     "Brazilian data reporter (São Paulo), municipal council election results scraped per electoral zone for Campinas",
     meant("apuracao_vereadores"),
     [
         M("docstring_closed_with_two_quotes",
           "limpa_numero()'s one-line docstring closed with `\"\"`; the string runs on to the next `\"\"\"` "
           "(extrai_candidatos()'s docstring), whose text is then read as code. meant.py closes it with "
           "`\"\"\"` after its text.",
           ("'—' ou vazio -> 0\"\"\"", "'—' ou vazio -> 0\"\"")),
         M("missing_colon",
           "`for tr in tabela.find_all(\"tr\")[1:]` without its colon; the indented body follows.",
           ('for tr in tabela.find_all("tr")[1:]:', 'for tr in tabela.find_all("tr")[1:]')),
         M("append_dict_closing_line_missing",
           "the `})` line closing `linhas.append({` deleted; the next line `return linhas` is then inside "
           "the dict. meant.py puts `})` back at the indentation of `linhas.append({`, after the last key.",
           ('            "votos": limpa_numero(votos),\n        })\n',
            '            "votos": limpa_numero(votos),\n')),
         M("fstring_nested_same_quotes",
           "`{\", \".join(...)}` inside an f-string delimited by double quotes (3.11 ends the string at the "
           "inner `\"`); meant.py uses single quotes inside, as the file does elsewhere.",
           ("{', '.join(map(str, falhas))}", '{", ".join(map(str, falhas))}')),
     ])

case("gerichtstermine",
     "German court reporter (Hamburg), weekly court calendar CSV from the press office turned into a Markdown list",
     meant("gerichtstermine"),
     [
         M("missing_comma_dict_line_end",
           "the comma after `\"Raub\": 2` lost at the end of its line in the INTERESSANT dict.",
           ('    "Raub": 2,\n', '    "Raub": 2\n')),
         M("call_closing_line_missing",
           "the `)` line closing the multi-line `zeilen.append(` in the day loop deleted; the following "
           "`zeilen.append(\"\")` is read as part of the call. meant.py restores `)` at the indentation of "
           "`zeilen.append(`.",
           ("{marke}\".rstrip()\n            )\n        zeilen.append(\"\")",
            "{marke}\".rstrip()\n        zeilen.append(\"\")")),
         M("fstring_brace_lost",
           "the `}` closing `{von:%d.%m.` lost in the heading f-string; the other date field in the same "
           "string shows the form.",
           ('{von:%d.%m.} – {bis', '{von:%d.%m. – {bis')),
         M("python2_print_statement",
           "Python 2's `print \"...\" % (...)` statement for the closing message (the reporter's old "
           "%-formatting habit); meant.py wraps it in `print(...)` as every other print in the file.",
           ('print("%d Termine nach %s geschrieben." % (len(woche), AUSGABE))',
            'print "%d Termine nach %s geschrieben." % (len(woche), AUSGABE)')),
     ])

case("foi_council_spend",
     "British investigations reporter (Manchester), councils' 'spend over £500' CSVs from FOI normalised and checked for split payments",
     meant("foi_council_spend"),
     [
         M("list_bracket_lost_in_dict",
           "the `]` closing the \"amount\" alias list lost at the line end, so the next key's `:` and "
           "finally the dict's `}` land inside the list. meant.py closes the list where its strings end, "
           "like the three sibling lists.",
           ('"amount (£)", "total"],', '"amount (£)", "total",')),
         M("call_paren_lost_before_and",
           "the `)` of `cleaned.startswith(\"(\"` lost before `and`; the parentheses of the two calls in the "
           "condition are written the same way.",
           ('if cleaned.startswith("(") and', 'if cleaned.startswith("(" and')),
         M("unindent_mismatch",
           "`amount = parse_money(...)` indented by 14 spaces instead of 12 in the loop body.",
           ('            amount = parse_money(raw[cols["amount"]])',
            '              amount = parse_money(raw[cols["amount"]])')),
         M("missing_colon",
           "`with open(\"flagged_splits.csv\", ...) as f` without its colon.",
           ('with open("flagged_splits.csv", "w", newline="") as f:',
            'with open("flagged_splits.csv", "w", newline="") as f')),
     ])

case("police_releases",
     "Nigerian data reporter (Lagos), police press releases scraped and counted by local government area",
     meant("police_releases"),
     [
         M("list_closing_line_missing",
           "the `]` line closing the LGAS list deleted; the INCIDENT_WORDS assignment is then inside the "
           "list. meant.py restores `]` at column 0 after the last name.",
           ('    "Surulere",\n]\n', '    "Surulere",\n')),
         M("call_paren_lost_in_dict",
           "the last `)` of `bool(re.search(...))` lost in the record dict; the `})` on the next line then "
           "closes the wrong bracket.",
           ('text, re.I)),\n', 'text, re.I),\n')),
         M("missing_colon",
           "`def cached_get(url)` without its colon.",
           ("def cached_get(url):", "def cached_get(url)")),
         M("python2_except_comma",
           "Python 2's `except requests.RequestException, e:` in the page loop; the name `e` is used in the "
           "f-string below, so meant.py reads `as e`.",
           ("except requests.RequestException as e:", "except requests.RequestException, e:")),
     ])

case("qualite_air",
     "French web journalist (Lyon), PM10 and NO2 exceedances per station from the regional air-quality API",
     meant("qualite_air"),
     [
         M("paren_lost_line_end",
           "the outer `)` of `fin = (date(...) - timedelta(days=1))` lost at the line end; the `yield` "
           "on the next line is then inside the parentheses.",
           ("- timedelta(days=1))\n", "- timedelta(days=1)\n")),
         M("assign_for_equality",
           "`polluant = \"PM10\"` for `==` in the conditional expression of the params dict (daily values "
           "for PM10, hourly for NO2); only a comparison makes sense there.",
           ('"jour" if polluant == "PM10" else', '"jour" if polluant = "PM10" else')),
         M("dict_closing_line_missing",
           "the `}` line closing `resultat[polluant] = {` deleted; `return resultat` is then read inside "
           "the dict. meant.py restores `}` at the indentation of the assignment.",
           ('if depassements else None,\n        }\n', 'if depassements else None,\n')),
         M("missing_colon",
           "`for station, (commune, nom) in STATIONS.items()` in tableau() without its colon.",
           ('    for station, (commune, nom) in STATIONS.items():\n        res =',
            '    for station, (commune, nom) in STATIONS.items()\n        res =')),
     ])

case("contratos_menores",
     "Spanish investigative reporter (Madrid), city hall minor contracts checked for contract splitting",
     meant("contratos_menores"),
     [
         M("call_paren_lost_line_end",
           "the `)` closing `re.sub(r\"[.,]\", \"\", nombre` lost at the line end; the next `nombre = ...` "
           "is then read as an argument.",
           ('nombre = re.sub(r"[.,]", "", nombre)\n', 'nombre = re.sub(r"[.,]", "", nombre\n')),
         M("listcomp_bracket_lost_in_dict",
           "the `]` closing the `\"objetos\"` list comprehension lost before the line's comma; the `})` "
           "below then meets an open `[`.",
           ('for _, _, c in tramo],\n', 'for _, _, c in tramo,\n')),
         M("while_body_not_indented",
           "`inicio += 1` written at the depth of its `while` header instead of inside it.",
           ("            while (lista[fin][0] - lista[inicio][0]).days > VENTANA_DIAS:\n                inicio += 1\n",
            "            while (lista[fin][0] - lista[inicio][0]).days > VENTANA_DIAS:\n            inicio += 1\n")),
         M("fstring_bracket_lost",
           "the `]` of `LIMITES[h['tipo']]` lost inside the f-string field of the second print line.",
           ("{LIMITES[h['tipo']]:,.0f}", "{LIMITES[h['tipo']:,.0f}")),
     ])

case("riksdagen_roster",
     "Swedish data journalist (Gothenburg), parliament roll-call votes: how often MPs vote against their party line",
     meant("riksdagen_roster"),
     [
         M("block_header_lost",
           "the `for r in rader:` line of per_votering() deleted; its body (which uses `r`) is left indented "
           "under `v = defaultdict(list)`. meant.py restores the loop over the function's argument `rader`.",
           ('    v = defaultdict(list)\n    for r in rader:\n', '    v = defaultdict(list)\n')),
         M("assign_for_equality",
           "`if ja + nej = 0:` for `==`.",
           ("if ja + nej == 0:", "if ja + nej = 0:")),
         M("call_closing_line_missing",
           "the `)[:20]` line that closes `topp = sorted(` deleted; the blank line and the `print(...)` "
           "after it are read as further arguments. meant.py restores `)[:20]` (the list shows 20 MPs: "
           "`topp` is cut to the top 20) at the indentation of `topp = sorted(`.",
           ("        reverse=True,\n    )[:20]\n", "        reverse=True,\n")),
         M("fstring_brace_lost",
           "the `}` of `{avvikelser[iid]:>3` lost in the per-MP line; the next field `{deltagit[iid]:>4}` "
           "shows the form.",
           ("{avvikelser[iid]:>3} av", "{avvikelser[iid]:>3 av")),
     ])

case("homicidios_estatales",
     "Mexican security reporter (Mexico City), intentional homicides per state from the national open-data CSV, year-on-year",
     meant("homicidios_estatales"),
     [
         M("missing_comma_dict_line_end",
           "the comma after `\"Ciudad de México\": 9210` lost at the end of its line in POBLACION.",
           ('"Ciudad de México": 9210,\n', '"Ciudad de México": 9210\n')),
         M("else_lost_in_conditional",
           "the final `else \"=\"` of the chained conditional expression lost; `\"=\"` is the only symbol "
           "left for a zero change.",
           ('"▼" if pct < 0 else "="', '"▼" if pct < 0')),
         M("append_dict_closing_line_missing",
           "the `})` line closing `filas.append({` deleted; the blank line and `filas.sort(...)` follow "
           "inside the dict. meant.py restores `})` at the indentation of `filas.append({`.",
           ('            "mes_previo": previo[mes],\n        })\n', '            "mes_previo": previo[mes],\n')),
         M("missing_colon",
           "`for (entidad, a), meses in datos.items()` in ultimo_mes_con_datos() without its colon.",
           ("    for (entidad, a), meses in datos.items():\n        if a != anio:\n            continue\n        for i,",
            "    for (entidad, a), meses in datos.items()\n        if a != anio:\n            continue\n        for i,")),
     ])

case("apt_trades_busan",
     "Korean data reporter (Busan), apartment transaction prices from the land ministry API by district, with record-high deals",
     meant("apt_trades_busan"),
     [
         M("dict_closing_line_missing",
           "the `}` line closing the district-code dict `구_코드 = {` deleted; `평 = 3.3058` is then inside "
           "the dict. meant.py restores `}` at column 0.",
           ('"26530": "사상구", "26710": "기장군",\n}\n', '"26530": "사상구", "26710": "기장군",\n')),
         M("call_paren_lost_before_comment",
           "the `)` closing `int(` lost before the `# 만원` comment; `.replace(\",\", \"\")` closes its own call, "
           "the outer `int(` stays open into the next line.",
           ('.replace(",", ""))  # 만원', '.replace(",", "")  # 만원')),
         M("missing_colon",
           "`def 평당가(거래)` without its colon.",
           ("def 평당가(거래):", "def 평당가(거래)")),
         M("call_paren_lost_line_end",
           "the `)` closing the two-line `print(` of the record-high deals lost at the end of its second "
           "line; the `with open(...)` statement follows after a blank line.",
           ("({t['일']})\")\n", "({t['일']})\"\n")),
     ])

case("restaurant_inspections",
     "American metro reporter (Cleveland), county restaurant inspections scraped for the weekly critical-violations map",
     meant("restaurant_inspections"),
     [
         M("dict_closing_line_missing",
           "the `}` line closing `params = {` in search_page() deleted; the `resp = session.get(...)` "
           "line is then inside the dict. meant.py restores `}` at the indentation of `params = {`.",
           ('        "page": page,\n    }\n', '        "page": page,\n')),
         M("missing_comma_dict_line_end",
           "the comma after the `\"title\": ...` entry of the violation dict lost at the line end.",
           ('else text[:60],\n', 'else text[:60]\n')),
         M("genexp_paren_lost_in_list",
           "the `)` closing `\"; \".join(` lost before the `]` that ends the row list.",
           ('for v in i.critical)])', 'for v in i.critical])')),
         M("docstring_closed_with_two_quotes",
           "the module docstring's closing line typed `\"\"`; no other `\"\"\"` follows in the file, so "
           "the string never ends. meant.py closes it with `\"\"\"` on its own line after the signature.",
           ('Dana K., metro desk, Plain Dealer-ish newsroom.\n"""\n', 'Dana K., metro desk, Plain Dealer-ish newsroom.\n""\n')),
     ])

NOTES = {
    "apuracao_vereadores": "Situation: a script written on election night to sum council votes per candidate and party over eight zone pages. Policy: only the mistakes are undone; the reporter's Portuguese names, hard-coded zones and `.replace(\",\", \".\")` thousands formatting stay.",
    "gerichtstermine": "Situation: a Friday script turning the press office's CSV into a Markdown week plan for Slack. Policy: only the mistakes are undone; the German names and the old-style `%` formatting of the last message (the reporter's Python 2 habit) stay.",
    "foi_council_spend": "Situation: FOI and open-data spending files of several councils with different column names, checked for payments split under a threshold. Policy: only the mistakes are undone; simplified supplier normalisation stays.",
    "police_releases": "Situation: a scraper with a disk cache for a slow police website, counting incidents by local government area. Policy: only the mistakes are undone; the keyword lists and the crude night-time regex stay.",
    "qualite_air": "Situation: a month-by-month pull of station measurements for an article on schools near the ring road. Policy: only the mistakes are undone; the token placeholder and the French names stay.",
    "contratos_menores": "Situation: quarterly JSON dumps of minor contracts searched for several awards to one company within 30 days. Policy: only the mistakes are undone; the reporter's simplified legal limits stay.",
    "riksdagen_roster": "Situation: roll-call votes cached to JSON and compared with each party's majority line. Policy: only the mistakes are undone; Swedish names and the cache file stay.",
    "homicidios_estatales": "Situation: the monthly security piece, done with csv and dicts because pandas is not on the newsroom laptop. Policy: only the mistakes are undone; the population table stays as typed.",
    "apt_trades_busan": "Situation: a year of apartment transactions per district pulled from an XML API and compared with the year before. Policy: only the mistakes are undone; the Korean identifiers and the nested helper `값` stay.",
    "restaurant_inspections": "Situation: a weekly scrape of an inspection search page and every detail page, written to a CSV for the Friday map. Policy: only the mistakes are undone; the module-level session and dataclass stay.",
}
import lib as _lib  # noqa: E402
for _c in _lib.CASES:
    if _c["name"] in NOTES:
        _c["note"] = NOTES[_c["name"]]
