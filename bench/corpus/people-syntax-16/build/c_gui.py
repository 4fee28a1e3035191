"""Cases 021-030: desktop GUI apps by hobbyists and small-business owners."""
from lib import M, case
from helpers import meant

POLICY = """Policy: only the mistakes are undone; the author's style stays (long widget calls,
module-level constants, lambdas in `command=`, names in the author's language). A lost
closer is restored where its construct ends, not where CPython reports it; code moved
between methods is indented as a whole to the depth of the block it now belongs to."""

# ---------------------------------------------------------------- 021
case("minimarket_stock_tk",
     "Greek mini-market owner (Thessaloniki), self-taught from YouTube videos",
     meant("minimarket_stock_tk"),
     [
         M("missing_comma_kwargs",
           "`.grid(row=0, column=1, padx=5 pady=3)` for the barcode entry - a comma lost "
           "between two keyword arguments.",
           ("barcode_entry.grid(row=0, column=1, padx=5, pady=3)", "barcode_entry.grid(row=0, column=1, padx=5 pady=3)")),
         M("call_closing_line_missing",
           "The `)` line closing the multi-line `self.tree = ttk.Treeview(` call was deleted, "
           "so the next two assignment lines are read as arguments of the call. meant.py "
           "restores `)` at the indentation of `self.tree = ...`.",
           ("            height=14,\n        )\n", "            height=14,\n")),
         M("lambda_colon_missing",
           "The \"-1\" button's `command=lambda self.change_qty(-1)` lost the lambda's colon. "
           "meant.py has `lambda: self.change_qty(-1)` like the \"+1\" button above.",
           ("command=lambda: self.change_qty(-1)", "command=lambda self.change_qty(-1)")),
     ],
     note=POLICY + """

Situation: a tkinter/ttk stock manager for a small shop: a product form, a Treeview with
sortable headings and a low-stock tag, +1/-1 buttons, sqlite3 storage.""")

# ---------------------------------------------------------------- 022
case("recipe_book_ctk",
     "Italian home cook (Naples) keeping his grandmother's recipes in a customtkinter app",
     meant("recipe_book_ctk"),
     [
         M("tuple_paren_lost_far",
           "In the title label's `.grid(` call the `pady=(20, 10)` tuple lost its `)`; the "
           "`)` on the next line closes the tuple and the `.grid(` call stays open. meant.py "
           "restores `)` after `10`, where the tuple ends.",
           ("            row=0, column=0, padx=20, pady=(20, 10)\n", "            row=0, column=0, padx=20, pady=(20, 10\n")),
         M("missing_comma_line_end",
           "In the multi-line `ctk.CTkButton(` of the Delete button the comma after "
           "`hover_color=\"#922b21\"` is missing.",
           ('            hover_color="#922b21",\n', '            hover_color="#922b21"\n')),
         M("extra_paren_after_lambda",
           "`command=lambda indice=i: self.mostra(indice)),` - an extra `)` after the lambda's "
           "call closes `ctk.CTkButton(` early, so the call ends there as a one-element tuple "
           "statement and the `).pack(...)` line below has an unmatched `)`. meant.py drops "
           "the extra `)`.",
           ("command=lambda indice=i: self.mostra(indice),", "command=lambda indice=i: self.mostra(indice)),")),
         M("body_not_reindented",
           "The `for box, chiave in ...:` loop was moved from nuova() into mostra() and its "
           "two body lines were left at the loop's own depth. meant.py indents them one level "
           "under the `for`.",
           ('            box.delete("1.0", "end")\n            box.insert("1.0", r[chiave])\n',
            '        box.delete("1.0", "end")\n        box.insert("1.0", r[chiave])\n')),
     ],
     note=POLICY + """

Situation: a customtkinter recipe book: search box and course filter on the left, a
scrollable list of recipe buttons, title/course/ingredients/method on the right, JSON file.""")

# ---------------------------------------------------------------- 023
case("school_timetable_pyqt5",
     "Kenyan maths and computer-studies teacher (Nairobi) writing a school timetable editor",
     meant("school_timetable_pyqt5"),
     [
         M("dict_closing_line_missing",
           "The `}` line closing the SUBJECTS dict (subject -> teacher) was deleted. meant.py "
           "restores `}` at column 0 after the `\"P.E.\"` entry.",
           ('    "P.E.": "Mutua",\n}\n', '    "P.E.": "Mutua",\n')),
         M("extra_closing_paren",
           "`self.class_box.currentTextChanged.connect(self.show_class))` - one `)` too many "
           "on a signal/slot connection.",
           ("currentTextChanged.connect(self.show_class)\n", "currentTextChanged.connect(self.show_class))\n")),
         M("body_not_reindented",
           "colour_for() was moved into the class from module level; its `def` line was "
           "indented but its two body lines stayed at four spaces. meant.py indents them to "
           "eight.",
           ("    def colour_for(self, subject):\n        names = list(SUBJECTS)\n        return QColor(",
            "    def colour_for(self, subject):\n    names = list(SUBJECTS)\n    return QColor(")),
         M("unclosed_paren_lambda",
           "`box.activated.connect(lambda _: self.set_lesson(row, col, box.currentText())` - "
           "the final `)` of `connect(` is missing after the lambda.",
           ("box.currentText()))\n", "box.currentText())\n")),
     ],
     note=POLICY + """

Situation: a PyQt5 QMainWindow with a class selector, a QTableWidget of periods x days,
combo boxes opened on double click, teacher clash detection, JSON save/load and CSV export.""")

# ---------------------------------------------------------------- 024
case("serial_monitor_pyside6",
     "Czech electronics hobbyist (Brno) replacing the Arduino IDE serial monitor",
     meant("serial_monitor_pyside6"),
     [
         M("unclosed_paren",
           "`radek = Signal(str` lost its `)`; the next class attribute is read as part of "
           "the call. meant.py restores `)` at the end of that line.",
           ("    radek = Signal(str)\n", "    radek = Signal(str\n")),
         M("keyword_equals_lost",
           "`QLineEdit(placeholderText \"Text k odeslání…\")` - the `=` of the keyword argument "
           "is missing.",
           ('QLineEdit(placeholderText="Text k odeslání…")', 'QLineEdit(placeholderText "Text k odeslání…")')),
         M("unindent_mismatch",
           "In closeEvent the `time.sleep(0.05)` line, moved there from zastav(), was left at "
           "ten spaces, matching no block. meant.py puts it at eight, after the `if` block "
           "(it runs whether or not a reader thread exists).",
           ("        time.sleep(0.05)\n", "          time.sleep(0.05)\n")),
     ],
     note=POLICY + """

Situation: a PySide6 serial monitor with a pyserial reader in a QThread emitting lines
through Signals, port/baud selection, timestamps, autoscroll and a send line with a
line-ending choice.""")

# ---------------------------------------------------------------- 025
case("photo_renamer_wx",
     "Portuguese wedding photographer (Porto) renaming shoots by EXIF date in wxPython",
     meant("photo_renamer_wx"),
     [
         M("paren_lost_inside_tuple_row",
           "In `grelha.AddMany([...])` the row `(wx.StaticText(painel, label=\"Evento:\"), 0, "
           "wx.ALIGN_CENTER_VERTICAL),` lost the `)` of `wx.StaticText(`, so `0` and the flag "
           "become positional arguments after a keyword. meant.py restores `)` after "
           "`label=\"Evento:\"` as in the next label row.",
           ('(wx.StaticText(painel, label="Evento:"), 0,', '(wx.StaticText(painel, label="Evento:", 0,')),
         M("lambda_colon_missing",
           "`btn_prever.Bind(wx.EVT_BUTTON, lambda evt self.pre_visualizar())` - the lambda "
           "lost its colon.",
           ("lambda evt: self.pre_visualizar()", "lambda evt self.pre_visualizar()")),
         M("call_closing_line_missing",
           "The `)` line closing the multi-line `self.ficheiros = sorted(` generator was "
           "deleted. meant.py restores `)` at the indentation of `self.ficheiros`.",
           ("os.path.join(self.pasta, f))\n        )\n", "os.path.join(self.pasta, f))\n")),
     ],
     note=POLICY + """

Situation: a wxPython frame with a folder picker, event name and start number, a
FlexGridSizer filled with AddMany, a report ListCtrl preview and copy-or-rename of photos
named by EXIF DateTimeOriginal.""")

# ---------------------------------------------------------------- 026
case("cafe_loyalty_kivy",
     "Vietnamese café owner (Da Nang), self-taught, loyalty stamps on the counter tablet",
     meant("cafe_loyalty_kivy"),
     [
         M("triple_quote_not_closed",
           "The closing `\"\"\"` line of the KV-language string was deleted; no other triple "
           "quote follows, so the string runs to the end of the file. meant.py restores "
           "`\"\"\"` on its own line after the last KV rule (`Widget:`), before "
           "`Builder.load_string(KV)`.",
           ('    Widget:\n"""\n', '    Widget:\n')),
         M("closing_paren_lost_far",
           "In ve_dau() the `))` line closing `Label(` and `hang.add_widget(` became `)`; the "
           "add_widget call stays open into the next method. meant.py restores `))`.",
           ("            ))\n", "            )\n")),
         M("dict_colon_missing",
           "In the long history entry of doi_qua() `\"qua\" True` lost its colon.",
           ('"ly": 0, "qua": True}', '"ly": 0, "qua" True}')),
     ],
     note=POLICY + """

Situation: a Kivy app (KV rules in a Python string) with a phone-number search, a row of
stamp labels, +1/+2 buttons and a free-drink redemption, stored in a JsonStore.""")

# ---------------------------------------------------------------- 027
case("bakery_orders_pyqt6",
     "Mexican bakery owner's daughter (Guadalajara) writing the custom-cake order form",
     meant("bakery_orders_pyqt6"),
     [
         M("call_closing_line_missing",
           "The `)` line closing the multi-line `botones = QDialogButtonBox(` call was "
           "deleted. meant.py restores `)` at the indentation of `botones = ...`.",
           ("            parent=self,\n        )\n", "            parent=self,\n")),
         M("missing_comma_dict_line_end",
           "In datos() the comma after the `\"tamano\": f\"...\"` entry is missing.",
           ('x{self.pisos.value()}",\n', 'x{self.pisos.value()}"\n')),
         M("unclosed_paren_lambda",
           "`hoy.clicked.connect(lambda: self.cargar(solo_hoy=True)` - the `)` of `connect(` "
           "after the lambda is missing.",
           ("lambda: self.cargar(solo_hoy=True))\n", "lambda: self.cargar(solo_hoy=True)\n")),
     ],
     note=POLICY + """

Situation: a PyQt6 QDialog with a QFormLayout order form (delivery date, flavour, size,
tiers, decoration, deposit) and a main window listing the orders saved in a CSV file.""")

# ---------------------------------------------------------------- 028
case("village_library_tk",
     "Finnish retired teacher (Kangasala) volunteering in the village library; two-space indents",
     meant("village_library_tk"),
     [
         M("dict_with_equals",
           "The third grid/style options dict was written like keyword arguments, "
           "`NAPPI = {width=14, padding=4}`. meant.py writes it as the two dicts above it "
           "are written, `{\"width\": 14, \"padding\": 4}`.",
           ('NAPPI = {"width": 14, "padding": 4}', "NAPPI = {width=14, padding=4}")),
         M("method_def_dedented",
           "The `def palauta(self):` line, cut and pasted back when the author reordered the "
           "methods, landed at column 0 while its body stayed at four spaces; CPython accepts "
           "it as a module-level function and complains only at the next method, whose "
           "two-space `def` matches no open block. meant.py puts the `def` back at two spaces "
           "like the other methods.",
           ("  def palauta(self):\n", "def palauta(self):\n")),
         M("pasted_line_indent",
           "In paivita() the `self.lainat.insert(...)` line was pasted from a four-space "
           "example and sits two spaces deeper than `tagit = ...` above it. meant.py aligns "
           "it with the loop body (six spaces).",
           ('      self.lainat.insert("", "end", iid=str(laina_id)', '        self.lainat.insert("", "end", iid=str(laina_id)')),
     ],
     note=POLICY + """

Situation: a tkinter lending desk for a village library: search books, lend to a named
borrower, return, add books in a Toplevel, a Treeview of current loans with overdue
highlighting; grid options kept in dicts and passed with `**`; sqlite3.""")

# ---------------------------------------------------------------- 029
case("bike_repair_tickets",
     "South African bicycle-shop owner (Stellenbosch), comments in Afrikaans",
     meant("bike_repair_tickets"),
     [
         M("unindent_mismatch",
           "In boek_in() the `self.wys_totaal()` line moved up from teken_bord() was left at "
           "ten spaces. meant.py puts it at eight, after the two reset loops.",
           ("        self.wys_totaal()\n        self.teken_bord()\n", "          self.wys_totaal()\n        self.teken_bord()\n")),
         M("missing_comma_line_end",
           "In the multi-line `ctk.CTkLabel(` of a ticket card the comma after "
           "`justify=\"left\"` is missing.",
           ('                justify="left",\n', '                justify="left"\n')),
         M("lambda_default_before_plain",
           "The status menu's `command=lambda kid=k[\"id\"], nuwe: ...` puts the default "
           "parameter before the plain one CTkOptionMenu passes. meant.py has "
           "`lambda nuwe, kid=k[\"id\"]:` (the body already calls `verander_status(kid, nuwe)`).",
           ('command=lambda nuwe, kid=k["id"]: self.verander_status', 'command=lambda kid=k["id"], nuwe: self.verander_status')),
     ],
     note=POLICY + """

Situation: a customtkinter repair-ticket app with a CTkTabview: a booking form with
service check boxes and a running total, and a workshop board of ticket cards whose
status is changed with a CTkOptionMenu; JSON storage.""")

# ---------------------------------------------------------------- 030
case("wedding_seating_canvas",
     "Hungarian event-venue owner (Eger) planning wedding seating on a tkinter Canvas",
     meant("wedding_seating_canvas"),
     [
         M("tuple_paren_lost_far",
           "In the `gombok = [` list of (label, command) pairs the \"Mentés\" row lost its "
           "closing `)`, so the later rows nest inside it and the list's `]` meets an open "
           "`(`. meant.py restores `)` at the end of the \"Mentés\" row.",
           ('("Mentés", self.mentes),', '("Mentés", self.mentes,')),
         M("missing_comma_kwargs",
           "In the chair oval of rajzol_szekek() the comma between `fill=szin` and "
           "`outline=\"#666\"` is missing.",
           ('fill=szin, outline="#666"', 'fill=szin outline="#666"')),
         M("line_dedented_in_block",
           "In betoltes() the middle line of the loop body, "
           "`self.asztalok[-1].vendegek = a[\"vendegek\"]`, was dedented to the `for` when "
           "lines were moved, so the line after it is an unexpected indent. meant.py puts it "
           "back in the loop body.",
           ('            self.asztalok[-1].vendegek = a["vendegek"]\n', '        self.asztalok[-1].vendegek = a["vendegek"]\n')),
     ],
     note=POLICY + """

Situation: a tkinter Canvas seating planner: round tables drawn as ovals, guests dragged
from a Listbox onto tables, chairs drawn around each table in the guest's side colour,
JSON save/load and PostScript export.""")
