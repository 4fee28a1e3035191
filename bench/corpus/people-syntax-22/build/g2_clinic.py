"""Cases 011-020: hospital and clinical staff."""
from helpers import meant
from lib import M, case

case("nurse_roster",
     "Filipino charge nurse (medical ward of a hospital in Quezon City), script making the "
     "monthly duty roster CSV instead of filling it by hand in Excel; Taglish comments and "
     "messages",
     meant("nurse_roster"), [
         M("word_smart_quotes_in_name_list",
           """`“Bautista, Rowena”,`: the name pasted from the ward's Word memo, whose
           AutoFormat had turned the straight quotes into curly ones. meant.py has
           `"Bautista, Rowena",` like the other names.""",
           ('    "Bautista, Rowena",', '    “Bautista, Rowena”,')),
         M("list_closing_bracket_line_deleted",
           """The `]` line closing `NURSES` is gone: when a nurse who had resigned was
           deleted from the end of the list, the line below went with her. The list
           runs on into `SHIFTS = [...]`; CPython reports "'[' was never closed" at the
           line where `NURSES` opens. meant.py has the `]` back at the indentation of
           `NURSES = [`.""",
           ('    "Mendoza, Kristine",\n]\nSHIFTS', '    "Mendoza, Kristine",\nSHIFTS')),
         M("excel_angle_not_equal",
           """`roster[n][d] <> "OFF"`: Excel's not-equal, from years of roster formulas
           (`=IF(B2<>"OFF", ...)`). meant.py has `!=`, as `puwede()` uses.""",
           ('roster[n][d] != "OFF":', 'roster[n][d] <> "OFF":')),
         M("break_dedented_out_of_loop",
           """The `break` after `napili = n` lost two indentation levels and sits at
           the level of the `for`, outside the loop: the parser accepts it, the
           compiler refuses "'break' outside loop". meant.py has it in the `if`, where
           the first nurse that can take the shift is kept.""",
           ("            napili = n\n            break\n", "            napili = n\n    break\n")),
     ])

case("dose_calc",
     "Hungarian hospital pharmacist (Debrecen), command-line check of paediatric "
     "suspension doses from body weight (mg/kg/day to ml per dose); Hungarian comments "
     "and output; Hungarian QWERTZ keyboard at work, a US-layout laptop at home",
     meant("dose_calc"), [
         M("smpc_units_after_dose",
           """`"mg_kg_nap": 60 mg/ttkg,`: the dose copied from the product information
           (SmPC) with its unit. meant.py has `60`; the key name carries the unit, as
           the amoxicillin entry's comment shows.""",
           ('        "mg_kg_nap": 60,', '        "mg_kg_nap": 60 mg/ttkg,')),
         M("hungarian_altgr_lost_open_bracket",
           """`GYOGYSZEREKfnev]`: on the Hungarian layout `[` is AltGr+F, and AltGr was
           not held, leaving an `f`. CPython reports the `]` that now closes nothing.
           meant.py has `GYOGYSZEREK[nev]`.""",
           ("    gy = GYOGYSZEREK[nev]", "    gy = GYOGYSZEREKfnev]")),
         M("hungarian_layout_o_umlaut_for_zero",
           """`round(ml * 1ö)`: the Hungarian layout has `0` left of `1` and `ö` where the
           US layout has `0`; after an evening on the US laptop the finger went to the
           US place. meant.py has `10`, as the division after it.""",
           ("round(ml * 10) / 10", "round(ml * 1ö) / 10")),
         M("keyword_added_again_at_end",
           """`ap.add_argument("--suly", type=float, ..., type=int)`: when the weight
           became a float, `type=float` was put after the name and the old `type=int`
           at the end stayed. The parser accepts it; the compiler refuses "keyword
           argument repeated". meant.py keeps `type=float` (the help text's example is
           18.5).""",
           ('help="testsúly kg-ban, pl. 18.5")', 'help="testsúly kg-ban, pl. 18.5", type=int)')),
     ])

case("redcap_clean",
     "Portuguese cardiology research nurse (heart-failure study, Porto), pandas script "
     "cleaning the REDCap CSV export before it goes to the statistician; Portuguese "
     "comments and messages; did this in R for years; US-International keyboard layout",
     meant("redcap_clean"), [
         M("r_dotted_argument_name",
           """`pd.read_csv(ENTRADA, na.strings=[...])`: R's `read.csv` argument name. A
           dotted name cannot be a keyword; CPython says "expression cannot contain
           assignment". meant.py has pandas' `na_values=`.""",
           ('pd.read_csv(ENTRADA, na_values=', 'pd.read_csv(ENTRADA, na.strings=')),
         M("r_percent_in_operator",
           """`df["redcap_event_name"] %in% c("baseline_arm_1", "baseline_arm_2")`: the
           R filter as it stood in the old script. meant.py has the pandas form,
           `.isin([...])`, as the next line's `.isna()` is pandas too.""",
           ('df[df["redcap_event_name"].isin(["baseline_arm_1", "baseline_arm_2"])]',
            'df[df["redcap_event_name"] %in% c("baseline_arm_1", "baseline_arm_2")]')),
         M("r_dollar_column_access",
           """`df$data_nasc`: R's `$` column access, in the age formula next to two
           `df["..."]`. meant.py has `df["data_nasc"]`.""",
           ('df["data_inclusao"] - df["data_nasc"]', 'df["data_inclusao"] - df$data_nasc')),
         M("us_intl_dead_key_eats_quote",
           """`df[ëlegivel"]`: on the US-International layout `"` is a dead key, and
           `"` followed by `e` gives `ë`. The opening quote is gone, and the quotes of
           the rest of the line pair up wrongly until one is left open. meant.py has
           `df["elegivel"]`.""",
           ('df["elegivel"] = df["fevi"]', 'df[ëlegivel"] = df["fevi"]')),
     ])

case("lab_flags",
     "Ukrainian clinical laboratory technician (Lviv), script flagging results outside "
     "the lab's reference ranges in the LIS export (H, L, !! for critical); Ukrainian "
     "comments, CSV headers and messages; switches between the Ukrainian and English "
     "layouts",
     meant("lab_flags"), [
         M("en_dash_range_from_lab_form",
           """`"M": (3.5–5.1)`: the potassium range copied from the laboratory's PDF
           reference form, with its en dash (U+2013) between the limits. meant.py has
           `(3.5, 5.1)`, as for women on the same line.""",
           ('"K": {"M": (3.5, 5.1)', '"K": {"M": (3.5–5.1)')),
         M("global_added_below_the_failing_line",
           """`global kilkist_krytychnykh` put right below `kilkist_krytychnykh += 1`,
           the line the UnboundLocalError had pointed at, instead of at the top of the
           function. The parser accepts it; the compiler refuses a name "assigned to
           before global declaration". meant.py has the declaration as the first line
           of `pomitka()`.""",
           ("    global kilkist_krytychnykh\n    if analit not in REF:", "    if analit not in REF:"),
           ("            kilkist_krytychnykh += 1\n",
            "            kilkist_krytychnykh += 1\n            global kilkist_krytychnykh\n")),
         M("ukrainian_layout_ye_for_quote",
           """`r["значенняЄ]`: the Cyrillic key was typed on the Ukrainian layout, and
           the closing quote with it: Shift plus the key where US has `'` gives `Є`
           there. The string then runs on, and the quotes of the line pair up wrongly.
           meant.py has `r["значення"]`.""",
           ('float(r["значення"].replace', 'float(r["значенняЄ].replace')),
         M("inner_call_paren_lost_in_row_list",
           """`round(znach, 2,` in the multi-line `writer.writerow([...])`: the `)` of
           `round` is lost. The bracket that ends the row list, three lines below, is then
           read as closing `round(`, and CPython reports the mismatch there. meant.py
           has `round(znach, 2),`.""",
           ("                round(znach, 2),\n", "                round(znach, 2,\n")),
     ])

case("bed_occupancy",
     "Egyptian hospital statistics officer (general hospital, Alexandria), daily bed "
     "occupancy per ward from the admissions export, written as an HTML page for the "
     "director; Arabic ward names, comments and page text, in an editor that lays out "
     "Arabic lines right to left",
     meant("bed_occupancy"), [
         M("arabic_comma_between_strings",
           """`"الباطنة"، "الجراحة"`: the Arabic comma `،` (U+060C), typed with the layout
           still on Arabic between two Arabic ward names. meant.py has `,` between
           all the names.""",
           ('ALAQSAM = ["الباطنة", "الجراحة",', 'ALAQSAM = ["الباطنة"، "الجراحة",')),
         M("arabic_indic_digits_in_capacity",
           """`"الجراحة": ٣٦`: the surgery ward's capacity in Arabic-Indic digits, as
           written in the hospital's bed census (typed with the Arabic layout on).
           meant.py has `36`.""",
           ('"الجراحة": 36,', '"الجراحة": ٣٦,')),
         M("rtl_mirrored_braces_in_template",
           """`- }yawm:%d/%m/%Y{` in the heading of the HTML template: in a line that
           starts with Arabic the editor shows the braces mirrored, and they were typed
           the way they looked. The stray `}` is refused as "single '}' is not allowed",
           and CPython 3.11 reports it at the line where the triple-quoted f-string
           ends. meant.py has `{yawm:%d/%m/%Y}`, as in the `<title>` above.""",
           ("<h2>تقرير إشغال الأسرة - {yawm:%d/%m/%Y}</h2>", "<h2>تقرير إشغال الأسرة - }yawm:%d/%m/%Y{</h2>")),
     ])

case("icd10_lookup",
     "Iranian medical records coder (teaching hospital, Shiraz), ICD-10 lookup by code, "
     "code prefix or English/Persian keyword for the coding unit; Persian comments, "
     "titles and messages; standard Persian layout; wrote the unit's old scripts in Perl",
     meant("icd10_lookup"), [
         M("list_opening_bracket_lost_in_dict_call",
           """`JADVAL = dict(` with the `[` of `dict([` lost: the pairs are then read as
           arguments of `dict(`, and the `])` that ends the table, nine lines below,
           closes a `(` with a `]`. CPython reports the mismatch there. meant.py has
           `dict([`.""",
           ("JADVAL = dict([\n", "JADVAL = dict(\n")),
         M("persian_shift_space_zwnj",
           """`KOD_RE.match(kod)` followed by a zero-width non-joiner instead of a space:
           on the standard Persian layout Shift+Space types ZWNJ (U+200C), and Shift
           was still down from the `)`. Invisible in the editor; the tokenizer refuses
           it. meant.py has a space.""",
           ("if KOD_RE.match(kod) and kod in jadval:", "if KOD_RE.match(kod)\u200cand kod in jadval:")),
         M("perl_regex_match_operator",
           """`if kod =~ /^[A-Z][0-9]/:` — Perl's match operator and regex literal, from
           the unit's old Perl scripts. meant.py has `re.match(r"^[A-Z][0-9]", kod)`,
           as `KOD_RE` above is used.""",
           ('    if re.match(r"^[A-Z][0-9]", kod):', "    if kod =~ /^[A-Z][0-9]/:")),
     ])

case("hl7_split",
     "Chinese hospital IT engineer (information department of a hospital in Chengdu), "
     "splits LIS export files of HL7 v2 ORU messages and writes the OBX results to CSV "
     "for quality control; Chinese comments, headers and messages; writes Java every day; "
     "Chinese pinyin IME",
     meant("hl7_split"), [
         M("sample_closing_quotes_line_deleted",
           """The `\"\"\"` line closing the raw sample message is gone (deleted with the
           last OBX of a longer sample). The string runs to the end of the file;
           CPython reports the unterminated triple-quoted string at the line where
           `SAMPLE` opens. meant.py has the closing quotes at the start of the line
           after the last segment.""",
           ('OBX|1|NM|K^钾||5.9|mmol/L|3.5-5.3|H|||F\n"""\n', 'OBX|1|NM|K^钾||5.9|mmol/L|3.5-5.3|H|||F\n')),
         M("java_enhanced_for_loop",
           """`for (String seg : segs):` — Java's enhanced for with a typed loop variable
           (with Python's colon added). meant.py has `for seg in segs:`.""",
           ("    for seg in segs:", "    for (String seg : segs):")),
         M("java_catch_type_and_name",
           """`except (UnicodeDecodeError e):` — Java's `catch (Type name)`. meant.py has
           `except UnicodeDecodeError as e:` (the message prints `e`).""",
           ("except UnicodeDecodeError as e:", "except (UnicodeDecodeError e):")),
         M("chinese_ime_curly_closing_quote",
           """`print("不是 UTF-8, 按 GBK 再读一次:”, e)`: the closing quote typed with the
           pinyin IME still in Chinese mode, which turns `"` into a curly `”`. The
           string never closes. meant.py has `"`.""",
           ('再读一次:", e)', '再读一次:”, e)')),
     ])

case("chanjo_sms",
     "Tanzanian health statistics officer (mother-and-child clinic, Temeke, Dar es "
     "Salaam), SMS reminders to parents of children whose vaccinations fall due this "
     "week, via Africa's Talking; Swahili names, comments and messages",
     meant("chanjo_sms"), [
         M("phone_number_unquoted_with_spaces",
           """`SIMU_YA_MAJARIBIO = +255 712 345 678`: the test phone number typed as it is
           written on the clinic's contact sheet, without quotes and with spaces.
           meant.py has the string `"+255712345678"`, the form `sms.send()` takes and
           the register's `simu` column has.""",
           ('SIMU_YA_MAJARIBIO = "+255712345678"', "SIMU_YA_MAJARIBIO = +255 712 345 678")),
         M("c_else_if",
           """`else if tarehe < leo:` — C's `else if`. meant.py has `elif`.""",
           ("        elif tarehe < leo:", "        else if tarehe < leo:")),
         M("fstring_bracket_for_brace_shift_missed",
           """`{jina]` in the second piece of the SMS text: Shift was missed on the `}`
           key, which gives `]`. CPython 3.11 reports the f-string error at the line of
           the last piece of the concatenation, a plain string three lines below. meant.py has `{jina}`.""",
           ("mtoto {jina} anatakiwa", "mtoto {jina] anatakiwa")),
         M("date_leading_zeros",
           """`date(2024, 07, 01)`: the test day written with leading zeros, as dates are
           on paper. Python 3 refuses leading zeros in decimal integers. meant.py has
           `date(2024, 7, 1)`.""",
           ("date(2024, 7, 1)", "date(2024, 07, 01)")),
     ])

case("egfr_bmi",
     "Danish general practitioner (group practice, Aarhus), BMI, body surface area and "
     "CKD-EPI 2021 eGFR with CKD stage to double-check the lab's figures; Danish comments "
     "and output; does her research analyses in Stata and learned SAS at university",
     meant("egfr_bmi"), [
         M("pdf_square_root_sign",
           """`return √(hoejde_cm * vaegt_kg / 3600)`: the Mosteller formula typed as it
           is printed, with the radical sign (U+221A). meant.py has
           `math.sqrt(...)`; `math` is imported for it.""",
           ("return math.sqrt(hoejde_cm * vaegt_kg / 3600)", "return √(hoejde_cm * vaegt_kg / 3600)")),
         M("middle_dot_multiplication",
           """`142 · min(scr / k, 1)`: the first product sign copied from the formula in
           the comment at the top, where it is a middle dot (U+00B7). meant.py has `*`,
           as between the other factors.""",
           ("resultat = 142 * min(scr / k, 1)", "resultat = 142 · min(scr / k, 1)")),
         M("stata_triple_slash_continuation",
           """`... ** -1.200 ///` at the end of the first line of the formula: Stata's
           line continuation. Python reads `//` and then a `/` with nothing to divide.
           meant.py has the backslash continuation the second line's indentation is
           made for.""",
           ("** -1.200 \\\n", "** -1.200 ///\n")),
         M("sas_single_equals_comparison",
           """`if koen = "K":` — the SAS comparison (`if sex = 'F' then`). meant.py has
           `==`.""",
           ('    if koen == "K":', '    if koen = "K":')),
     ])

case("randomizare",
     "Romanian biostatistician (university hospital trials unit, Cluj-Napoca), stratified "
     "permuted-block randomisation list for a probiotic trial's sealed envelopes; "
     "Romanian comments and names; did this in R (blockrand) before, and writes SAS for "
     "the sponsor",
     meant("randomizare"), [
         M("sas_let_macro_variable",
           """`%let SEED = 20240611`: a SAS macro variable definition. meant.py has
           `SEED = 20240611`, the name used below.""",
           ("\nSEED = 20240611\n", "\n%let SEED = 20240611\n")),
         M("r_double_percent_modulo",
           """`BRATE[i %% 2]`: R's modulo operator `%%`. meant.py has `%`.""",
           ("BRATE[i % 2]", "BRATE[i %% 2]")),
         M("r_for_parenthesized_header",
           """`for (centru in CENTRE):` — R's `for (x in v)` header kept in parentheses.
           Python reads `(centru in CENTRE)` as the loop target, which a comparison
           cannot be. meant.py has `for centru in CENTRE:`, like the first loop of
           `main()`.""",
           ("    # verificare: echilibru A/B pe fiecare strat\n    for centru in CENTRE:",
            "    # verificare: echilibru A/B pe fiecare strat\n    for (centru in CENTRE):")),
         M("condition_open_paren_lost_in_comprehension",
           """`if r["centru"] == centru` with the `(` that wraps the two-line condition
           lost. The `)` at the end of the next line then meets the `[` of the
           comprehension, and CPython reports the mismatch there. meant.py has `if (r["centru"] == centru`.""",
           ('if (r["centru"] == centru\n', 'if r["centru"] == centru\n')),
     ])
