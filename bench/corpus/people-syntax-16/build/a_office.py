"""Cases 001-010: office automation by people who learned Excel/VBA, PowerShell or SQL first."""
from lib import M, case
from helpers import meant

POLICY = """Policy: only the mistakes are undone; the author's style stays (module-level
constants, print messages, hard-coded paths, the odd spelling of comments). A habit from
VBA, PowerShell or SQL becomes the Python spelling the rest of the file already uses."""

# ---------------------------------------------------------------- 001
case("monthly_sales_report",
     "Polish accountant (Kraków) who wrote the old report as an Excel VBA macro",
     meant("monthly_sales_report"),
     [
         M("vba_apostrophe_comment",
           "The comment above the column-width dict starts with VBA's `'` instead of `#`; "
           "the tokenizer reads an unterminated string. meant.py uses `#` like every other "
           "comment in the file.",
           ("# szerokości kolumn jak w starym raporcie (znaki)",
            "' szerokości kolumn jak w starym raporcie (znaki)")),
         M("dict_closing_line_missing",
           "The `}` line closing the SZEROKOSCI dict was deleted while the author added the "
           "`Udział %` entry. meant.py restores `}` on its own line at the indentation of "
           "`SZEROKOSCI = {`, where the dict ends.",
           ('    "Udział %": 10,\n}\n', '    "Udział %": 10,\n')),
         M("vba_not_equal",
           "`if razem <> 0:` - VBA's not-equal operator. meant.py uses `!=` as the filter on "
           "`Status` in wczytaj_eksport does.",
           ("    if razem != 0:", "    if razem <> 0:")),

     ],
     note=POLICY + """

Situation: a monthly pandas + openpyxl report replacing a VBA macro; reads a cp1250 CSV
export, pivots by region/salesperson/client and writes a formatted workbook with SUM rows.""")

# ---------------------------------------------------------------- 002
case("outlook_reminders",
     "German accounts clerk (Stuttgart) porting an Outlook VBA macro to win32com",
     meant("outlook_reminders"),
     [
         M("windows_path_unicode_escape",
           "The path of the open-items workbook was pasted from Explorer with single "
           "backslashes; `\\U` in `C:\\Users` starts a \\UXXXXXXXX escape. meant.py doubles the "
           "backslashes, as the signature path on the next line already does.",
           ('OP_LISTE = "C:\\\\Users\\\\skraemer\\\\Documents\\\\Buchhaltung\\\\OffenePosten.xlsx"',
            'OP_LISTE = "C:\\Users\\skraemer\\Documents\\Buchhaltung\\OffenePosten.xlsx"')),
         M("vba_line_continuation",
           "The long third-stage sentence is joined the VBA way, `& _` at the end of the "
           "line. `&` is valid Python, `_` is a name, so the line ends there and the "
           "continuation line is an unexpected indent. meant.py has `+ \\`, the line-for-line "
           "Python spelling of `& _` (the `+` concatenation of two str).",
           ('offen. " + \\\n', 'offen. " & _\n')),
         M("vba_set",
           "`Set outlook = win32.Dispatch(...)` - VBA's object assignment keyword kept. "
           "meant.py drops `Set`.",
           ('    outlook = win32.Dispatch("Outlook.Application")',
            '    Set outlook = win32.Dispatch("Outlook.Application")')),
         M("vba_end_if",
           "An `End If` line left after the if/else in sende(), at the `if`'s indentation. "
           "meant.py drops the line (the block already ends by indentation).",
           ("        mail.Send()\n", "        mail.Send()\n    End If\n")),
     ],
     note=POLICY + """

Situation: payment reminders from an openpyxl list of open items, sent (or saved as
drafts in test mode) through Outlook with an HTML table body and the user's signature.""")

# ---------------------------------------------------------------- 003
case("bank_reconciliation",
     "Indian chartered accountant (Pune) who used to reconcile with SQL Server queries",
     meant("bank_reconciliation"),
     [
         M("sql_equals_in_condition",
           "`if r[\"Voucher Type\"] = \"Contra\" and r[\"Particulars\"] = \"Cash\":` - SQL's `=` "
           "for comparison, twice in one WHERE-like condition (one mistake). meant.py uses `==`.",
           ('if r["Voucher Type"] == "Contra" and r["Particulars"] == "Cash":',
            'if r["Voucher Type"] = "Contra" and r["Particulars"] = "Cash":')),
         M("sql_dash_comment",
           "The comment about the JOIN key starts with SQL's `--`; Python reads `- - index "
           "ledger ...`. meant.py uses `#`.",
           ("    # index ledger by amount, like the JOIN key in the old query",
            "    -- index ledger by amount, like the JOIN key in the old query")),
         M("list_closing_line_missing",
           "The `]` line closing the multi-line `candidates = [` comprehension was deleted. "
           "meant.py restores `]` on its own line at the indentation of `candidates = [`.",
           ("DATE_TOLERANCE\n        ]\n", "DATE_TOLERANCE\n")),

     ],
     note=POLICY + """

Situation: bank statement CSV against a Tally ledger export, matched on amount within a
date tolerance and preferring the same cheque number; unmatched rows go to a CSV.""")

# ---------------------------------------------------------------- 004
case("downloads_tidy",
     "Brazilian IT support technician (Campinas) who wrote the first version in PowerShell",
     meant("downloads_tidy"),
     [
         M("windows_path_unicode_escape",
           "The UNC path of the log share was typed without the `r` prefix: "
           "`Path(\"\\\\srv-loja01\\Util\\Logs\\Organizador\")`; `\\U` of `\\Util` starts a "
           "\\UXXXXXXXX escape. meant.py adds the `r` prefix (the smallest change that keeps "
           "the path as typed; a UNC path with forward slashes would also work).",
           ('LOG_DIR = Path(r"\\\\srv-loja01', 'LOG_DIR = Path("\\\\srv-loja01')),
         M("call_closing_line_missing",
           "The `)` line closing the multi-line `logging.basicConfig(` call was deleted. "
           "meant.py restores `)` at the indentation of `logging.basicConfig(`.",
           ('        datefmt="%d/%m/%Y %H:%M:%S",\n    )\n', '        datefmt="%d/%m/%Y %H:%M:%S",\n')),
         M("powershell_dollar_var",
           "`$limite = datetime.now() - ...` - a PowerShell variable sigil on the assignment "
           "(the later uses are written `limite`). meant.py drops the `$`.",
           ("    limite = datetime.now()", "    $limite = datetime.now()")),
         M("powershell_comparison_operator",
           "`... st_mtime) -lt limite:` - PowerShell's `-lt` for `<`. meant.py uses `<`.",
           ("st_mtime) < limite:", "st_mtime) -lt limite:")),
     ],
     note=POLICY + """

Situation: a Task Scheduler job that sorts a shop PC's Downloads folder into category
folders on D:, logs to a share and deletes old installers; `--simular` only logs.""")

# ---------------------------------------------------------------- 005
case("invoice_pdf_renamer",
     "Spanish office administrator (Valencia) who used to rename invoices with an Excel macro",
     meant("invoice_pdf_renamer"),
     [
         M("raw_string_trailing_backslash",
           "The inbox folder was written the VBA way with a trailing backslash, "
           "`r\"C:\\Facturas\\Entrada\\\"`; a raw string cannot end in a backslash, the `\\\"` "
           "keeps the string open. meant.py drops the trailing backslash like the two folder "
           "paths below it (pathlib joins with `/`).",
           ('BANDEJA = Path(r"C:\\Facturas\\Entrada")', 'BANDEJA = Path(r"C:\\Facturas\\Entrada\\")')),
         M("dict_closing_line_missing",
           "The `}` line closing the PROVEEDORES dict (CIF -> short name) was deleted. "
           "meant.py restores `}` on its own line at column 0, where the dict ends.",
           ('    "B12345678": "TRANSPORTES_ALBA",\n}\n', '    "B12345678": "TRANSPORTES_ALBA",\n')),

         M("vba_elseif",
           "`ElseIf fecha.year < 2020:` - VBA's `ElseIf`. meant.py uses `elif`.",
           ("        elif fecha.year < 2020:", "        ElseIf fecha.year < 2020:")),
     ],
     note=POLICY + """

Situation: pdfplumber reads the first two pages of each supplier invoice, regexes find the
CIF, invoice number and date, and the file is moved and renamed, or sent to a review
folder; a CSV log is appended.""")

# ---------------------------------------------------------------- 006
case("timesheet_summary",
     "Filipino HR and admin staff (Quezon City) who does payroll cut-offs in Excel",
     meant("timesheet_summary"),
     [
         M("vba_dim",
           "A `Dim days, absences As Integer` line written before the Python initialisation "
           "`days = absences = 0`. meant.py drops the declaration line (the next line already "
           "initialises both names).",
           ("    days = absences = 0\n", "    Dim days, absences As Integer\n    days = absences = 0\n")),

         M("unclosed_bracket_far",
           "The two-line `headers = [...` list lost its `]` at the end of its second line. "
           "meant.py restores `]` after `\"Remarks\"`, where the list ends.",
           ('"OT Hrs", "Remarks"]', '"OT Hrs", "Remarks"')),
         M("excel_formula_nested_quotes",
           "The COUNTIF formula was copied from the Excel formula bar into a double-quoted "
           "f-string, so the criterion's own `\">=3\"` closes the string. meant.py wraps the "
           "f-string in single quotes (the file already writes `'#,##0.00'`-style text with "
           "single quotes elsewhere) and keeps the formula as typed.",
           ("""    ws_out["K1"] = f'=COUNTIF(D2:D{last},">=3")'""",
            """    ws_out["K1"] = f"=COUNTIF(D2:D{last},">=3")\"""")),
     ],
     note=POLICY + """

Situation: an openpyxl summary of biometric time logs per branch workbook and employee
sheet (late, undertime, overtime, absences) for a payroll cut-off, with SUM and COUNTIF
formulas written into the summary sheet.""")

# ---------------------------------------------------------------- 007
case("supplier_orders_merge",
     "French purchasing assistant (Lyon) who used Access queries before pandas",
     meant("supplier_orders_merge"),
     [
         M("sql_dash_comment",
           "The comment explaining the filter starts with SQL's `--` (it quotes the old "
           "query, `WHERE statut <> 'Annulée'`); Python reads an expression and then an "
           "unterminated string at `l'ancienne`. meant.py uses `#`.",
           ("    # équivalent du WHERE", "    -- équivalent du WHERE")),
         M("sql_equals_in_filter",
           "`df[(df[\"statut\"] = \"En attente\") & ...]` - SQL's `=` in a pandas filter. "
           "meant.py uses `==` like the cancelled-status filter above.",
           ('(df["statut"] == "En attente")', '(df["statut"] = "En attente")')),
         M("dict_closing_line_missing",
           "The `})` line closing the multi-line `classeur.add_format({` of the header "
           "format was deleted. meant.py restores `})` at the indentation of `entete = ...`.",
           ('            "valign": "top",\n        })\n', '            "valign": "top",\n')),
         M("sql_uppercase_not_in",
           "`if c NOT IN \"[]:*?/\\\\\"` - SQL's upper-case `NOT IN` in the generator that "
           "cleans sheet names. meant.py uses `not in`.",
           ("if c not in", "if c NOT IN")),
     ],
     note=POLICY + """

Situation: three sites' order exports merged with pandas and written with xlsxwriter into
a summary sheet, a late-deliveries sheet with a conditional format and one sheet per
supplier.""")

# ---------------------------------------------------------------- 008
case("meeting_room_overview",
     "Dutch office manager (Utrecht) who automated things in PowerShell before",
     meant("meeting_room_overview"),
     [
         M("powershell_block_comment",
           "The three header comment lines are written as a PowerShell block comment, "
           "`<# ... #>`. meant.py has `# ` at the start of each line and no `<`/`>`.",
           ("# Weekoverzicht vergaderruimtes voor de receptie\n"
            "# Leest de agenda's van de ruimte-mailboxen uit Outlook en zet ze in een Excel-rooster.\n"
            "# Gemaakt door Marieke de V., office manager, Utrecht (vroeger deed ik dit met een PowerShell-script)\n",
            "<# Weekoverzicht vergaderruimtes voor de receptie\n"
            "Leest de agenda's van de ruimte-mailboxen uit Outlook en zet ze in een Excel-rooster.\n"
            "Gemaakt door Marieke de V., office manager, Utrecht (vroeger deed ik dit met een PowerShell-script) #>\n")),
         M("powershell_hashtable",
           "`RUIMTES = @{` - PowerShell's hashtable opener; the entries are already Python. "
           "meant.py drops the `@`.",
           ("RUIMTES = {", "RUIMTES = @{")),

         M("powershell_comparison_operator",
           "`if d -lt 0 -or d -gt 4:` - PowerShell's comparison and logical operators. "
           "meant.py uses `<`, `or`, `>`.",
           ("            if d < 0 or d > 4:", "            if d -lt 0 -or d -gt 4:")),
     ],
     note=POLICY + """

Situation: win32com reads the shared calendars of four room mailboxes for the current week
and openpyxl draws a half-hour grid per weekday and room with coloured bookings.""")

# ---------------------------------------------------------------- 009
case("expense_claims_check",
     "Nigerian finance officer (Abuja) replacing a VBA macro",
     meant("expense_claims_check"),
     [
         M("triple_quote_not_closed",
           "The closing `\"\"\"` line of MAIL_TEMPLATE was deleted; no other triple quote "
           "follows, so the string runs to the end of the file. meant.py restores `\"\"\"` on "
           "its own line after the signature, where the template ends.",
           ('Expense checker (automatic mail, do not reply)\n"""\n',
            'Expense checker (automatic mail, do not reply)\n')),
         M("vba_exit_for",
           "`Exit For` for `break` when the first empty claim line is reached.",
           ("        if category is None and amount is None:\n            break\n",
            "        if category is None and amount is None:\n            Exit For\n")),
         M("vba_not",
           "`if Not line[\"receipt\"]:` - VBA's capitalised `Not`. meant.py uses `not`.",
           ('    if not line["receipt"]:', '    if Not line["receipt"]:')),
         M("vba_sub_header",
           "`Sub main()` - VBA's procedure header, no colon. meant.py has `def main():`.",
           ("def main():", "Sub main()")),
     ],
     note=POLICY + """

Situation: openpyxl reads each staff claim form, checks each line against per-category
limits and receipts, writes a summary workbook and mails it through the office SMTP
server with a plain-text template.""")

# ---------------------------------------------------------------- 010
case("stock_count_variance",
     "Japanese warehouse clerk (Osaka) who used Access queries for the stocktake",
     meant("stock_count_variance"),
     [
         M("vba_then",
           "`if row[\"_merge\"] == \"left_only\" Then` - VBA's `Then` instead of the colon. "
           "meant.py ends the line with `:` like the other ifs in judge().",
           ('        if row["_merge"] == "left_only":', '        if row["_merge"] == "left_only" Then')),
         M("list_closing_line_missing",
           "The `]` line closing the multi-line `columns = [` list of report columns was "
           "deleted. meant.py restores `]` at the indentation of `columns = [`.",
           ('        "差異金額", "差異率%", "判定",\n    ]\n', '        "差異金額", "差異率%", "判定",\n')),
         M("missing_comma_kwargs",
           "A comma is missing between `operator=\"equal\"` and `formula=` in the second "
           "CellIsRule call.",
           ("""CellIsRule(operator="equal", formula=['"未カウント"']""",
            """CellIsRule(operator="equal" formula=['"未カウント"']""")),
     ],
     note=POLICY + """

Situation: pandas compares handheld stocktake counts (cp932 CSV) with the ERP's book stock
(Excel), classifies each location/item and writes a report with openpyxl conditional
formats.""")
