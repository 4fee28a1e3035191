"""One-paragraph situation of every case of people-syntax-23 (used in NOTE.txt)."""

SITUATIONS = {
    "termini_processuali": """Davide keeps the docket of a small civil-litigation firm in
    Milan. The partners asked for a command that gives the last day of a procedural term from
    the date of service, skipping the August suspension and moving a deadline that falls on a
    Saturday or holiday (including Sant'Ambrogio for the Milan courts) to the next working day.
    He ported the Easter formula from a colleague's Excel sheet and wrote the rest in an
    evening, between macros for the firm's Word templates.""",
    "clausulas_contrato": """Rodrigo, a junior associate in Monterrey, reviews dozens of lease
    contracts a month. He exports them from Word to text and wants a CSV of every clause with
    its number, heading, word count, the amounts it names and whether it has a penalty clause,
    so that the partner can filter them in Excel. The numbering check was added after a
    contract with two clauses called NOVENA.""",
    "soudni_poplatky": """Petr prepares the payment-order filings of a Brno law office. The
    court fee has to be paid with the filing, so before each batch he runs the list of new
    matters exported from the file register (semicolon CSV in cp1250, amounts with spaces and
    decimal commas) through this script and copies the total into the fee book. He added type
    hints after a colleague's review.""",
    "cause_list_match": """Ramesh started as the firm's munshi and now also runs its small
    website. Every evening the Delhi High Court publishes the next day's cause list as a PDF;
    he converts it with pdftotext and wants, per advocate, the court number and item number of
    each of the firm's matters, plus a CSV for the clerks who go to court in the morning.""",
    "citiranje_presuda": """Milica, a trainee in a Belgrade law office, footnotes court
    decisions in briefs and opinions all day. The office guide wants the first citation in
    full, a repeated one as "Исто." and a later one in short form; she exports the decisions
    from the case-law database as JSON and lets the script write the footnotes in Cyrillic.""",
    "facturation_heures": """Chantal prepares the monthly invoices of a small Montréal firm.
    The lawyers fill in their timesheets in Excel; she exports them to CSV with semicolons and
    wants, per client and file, the hours rounded to the tenth, the amount at each lawyer's
    rate and the two sales taxes, plus a count of the lines whose hours could not be read.""",
    "sensor_nama": """Rina, a paralegal in Jakarta, is asked to send anonymised copies of
    judgments and contracts as examples to other clients. Doing it by hand in Word missed names
    in tables and headers, so she wrote a script that takes a list of names and replaces every
    occurrence, with titles (Dr., Hj.) and degrees (S.H., M.H.), by [DISAMARKAN].""",
    "cyfnodau_cyfyngu": """Elen works in a legal-aid office in Caernarfon where the Monday
    meeting goes through the limitation dates of every open file. She keeps the files in a
    spreadsheet with the claim type in Welsh and wants the dates computed by claim type, sorted
    by days left, with urgent and expired ones marked, in Welsh and English.""",
    "prokura": """Erion, at a Tirana law office, prepares the special powers of attorney that
    clients sign before a notary. The client details come from the intake spreadsheet; the
    script checks the personal number and the required fields and writes one text file per
    client from the office's template.""",
    "hk_citation": """Karen, a trainee solicitor in Hong Kong, keeps the authorities for her
    memos in an Excel sheet (parties in English and Chinese, year, court, number, report
    citation and action number). The script prints each one in the firm's citation style,
    newest first and by court level, with a Chinese line under it.""",
    "sinchai_schedule": """Gurpreet studies agricultural engineering at PAU and looks after the
    irrigation of his family's wheat. He downloads the daily weather of the university's
    agromet station and keeps a simple FAO-56 water balance for one field, with the Kc curve
    of wheat and a fixed 75 mm per irrigation, to see when the next watering is due.""",
    "dosis_fertilizante": """Facundo runs the agronomy of a family farm near General Cabrera.
    After the soil sampling in winter he gets a CSV from the lab with nitrates, Bray P and the
    target yield per field, and wants per field the phosphorus product and the urea per
    hectare, plus the number of 50 kg bags to order for the season.""",
    "milchleistig": """Ueli milks 38 cows with a robot. The robot's software exports the
    day's milkings as a semicolon CSV, and a script on the Raspberry Pi in the barn prints
    every cow's litres, warns about cows giving much less than their weekly average (a sign of
    mastitis) and shows how far the farm is into the dairy's yearly quota.""",
    "lich_thoi_vu": """Chị Lan advises the members of a rice cooperative in Cần Thơ. For each
    Đông Xuân crop she prints a weekly calendar from the sowing date, with the alternate
    wetting and drying irrigation, the fertiliser top-dressings and the pests to watch, and
    saves it as a CSV that the cooperative posts in its Zalo group.""",
    "ayewo_ile": """Dr Adeyemi receives soil analyses from the station's lab as CSV files and
    has to tell farmers, in Yoruba, whether their pH, organic carbon, phosphorus and potassium
    are low, medium or high, and how much lime to apply. The script prints the report and
    keeps a JSON copy for the station's database.""",
    "siltuma_summas": """Jānis follows spring barley and maize trials for the university.
    From the meteostation's daily minima and maxima he computes the growing degree days since
    sowing with a 30 °C cap and estimates the growth stage of each crop, for the weekly note to
    the trial farms.""",
    "berotegi_sentsoreak": """Ane grows organic vegetables in two greenhouses above Azpeitia.
    A Raspberry Pi reads a DHT22 and a capacitive soil sensor every ten minutes from cron,
    appends the values to a CSV and prints warnings (heat, frost, dry soil) that cron mails to
    her; with --leihoa it also shows a small window on the screen in the shed.""",
    "vilchon_damnam": """Sokha coordinates a farmers' cooperative in Battambang that agreed on
    three-year rotations: rice with mung bean or mustard on the lowland fields, maize, cassava
    and groundnut on the upland ones. The script checks the agreed cycles for two cereals in a
    row and prints for every plot what to grow in each season.""",
    "urgats_chiig": """Bat-Erdene is the agronomist of a wheat farm in Selenge. The combine's
    yield monitor exports every tank with its wet weight and moisture; he wants per field the
    yield at the standard 14 % moisture, the tonnes per hectare, and the revenue at the contract
    price after the drying cost.""",
    "umanyolo_womoba": """Sipho advises small-scale sugarcane growers around Eston. The lab
    sends the soil results of each field; he turns them into urea, MAP and KCl rates per
    hectare with the number of 50 kg bags and sends each grower an SMS in isiZulu.""",
    "neteja_marc": """Jordi catalogues for a faculty library in Barcelona. The vendor sends
    batches of MARC records with ISBD punctuation the library system adds itself, hyphenated
    ISBNs and author dates in every form; before each load he runs the batch through pymarc to
    normalise them and to add the cataloguing-language subfield the union catalogue requires.""",
    "isbn_kontrola": """Zuzana handles acquisitions at a university library in Košice. The
    order list from the booksellers mixes ISBN-10 and ISBN-13 with and without hyphens; the
    library system wants ISBN-13, so she checks the check digits, converts the old numbers and
    lists the ones to ask the booksellers about.""",
    "avvizi_kotba": """Marthese runs the loans desk of a regional library in Malta. The
    self-service system exports the overdue loans as CSV, and she wants one friendly email per
    member in Maltese listing the books, their due dates and the fine so far. By default the
    script only prints the emails; with --ibgħat it sends them.""",
    "cunamh_aimsithe": """Aoife lists collections at a county archive in a spreadsheet, one row
    per series, file or item with a hierarchical reference. To publish them on the archives
    portal she needs EAD, so the script nests every unit under its parent by reference and
    writes the finding aid with ElementTree.""",
    "accession_register": """Hetal is the registrar of a textile museum in Ahmedabad. The
    accession register has been kept in Excel for years; before the annual audit she checks
    the numbers for bad format, duplicates (two old pairs are known) and gaps in each lot, and
    prints the numbers and labels for a newly received lot.""",
    "ocr_chistenje": """Aleksandar works on the digitisation of post-war newspapers at the
    State Archives. ABBYY's OCR output has words split at line ends, Latin letters in the
    middle of Cyrillic words and running heads on every page; the script cleans a folder of
    text files before they go into the full-text search.""",
    "foto_inventar": """Dilnoza is the registrar of the photograph collection at a museum in
    Samarkand. The scanning team drops TIFF and JPEG files into folders on the server; she
    numbers them into the inventory with the date taken, camera, author, size and an MD5 sum,
    and flags files that were scanned twice.""",
    "dublin_core_qillqa": """Rosa describes colonial and republican documents at a regional
    archive in Cusco in an Excel inventory. The university repository takes DSpace batch
    imports, so the script maps the inventory's columns to Dublin Core, turns the dates into
    ISO 8601 (many are "s.f.") and the languages into ISO codes.""",
    "vydacha_statystyka": """Alena prepares the annual report of a city library in Hrodna. The
    library system exports every loan with its date, branch and reader category; she wants a
    table of loans per month and branch, the share of each reader category and a stacked bar
    chart for the report.""",
    "shelf_list": """Bishnu leads shelf reading at a university library. Students scan the
    barcodes of a shelf in order; the script parses the Dewey call numbers with their Cutter
    numbers, compares the scanned order with the correct one and lists the misplaced books,
    unreadable call numbers and wrong barcodes. He wrote the first version in Python 2.""",
    "srt_desprazar": """Uxía subtitles films for a Galician broadcaster and for festivals. When
    a subtitle file was timed against a different cut or frame rate, she shifts all cues by
    an offset and converts 25 fps timings to 23.976, and wants a warning when cues would start
    before zero.""",
    "po_sitsay": """Kyaw coordinates the Burmese translation of an open-source project. Some
    volunteers still type with Zawgyi fonts, which breaks text for Unicode users, and some drop
    placeholders; before each release he runs the .po files through a checker that reports
    both, with the translation percentage.""",
    "xliff_yoxla": """Leyla checks the XLIFF files that come back from freelance translators
    before they are merged. She wants empty or copied targets, inline tags lost or added in
    the target, segments still marked new and word counts per file, in one report.""",
    "termin_tekshiruu": """Azamat's bureau translates government and NGO documents from
    English into Kyrgyz with an approved glossary. After translation in memoQ he exports the
    segments to Excel and checks that every English glossary term in a source segment has its
    approved Kyrgyz equivalent (with a suffix) in the target.""",
    "devi_mo": """Widlyne translates between Haitian Creole, French and English. For each job
    she quotes from the word count of the client's file, or, when the CAT tool's analysis is
    given, from its match bands with a discount grid, in US dollars with the gourde amount.""",
    "placeholder_check": """Yu-ting ships the traditional Chinese strings of an Android app.
    Translators sometimes drop or renumber printf placeholders or HTML tags, which crashes or
    garbles the app; the script compares values/strings.xml with values-zh-rTW/strings.xml,
    plurals included, and fails the build on placeholder problems.""",
    "rtl_pshknin": """Karwan localizes apps into Sorani Kurdish. Translators' keyboards often
    produce Arabic yeh and kaf instead of the Kurdish letters, numbers at the end of a sentence
    jump to the wrong side without an RLM, and English product names need LRM; the script
    checks a JSON string file and with --fix writes a corrected copy.""",
    "mt_prefill": """Srinivas prepares English-to-Telugu projects for post-editors. memoQ
    exports the segments as CSV; the script sends the empty ones without inline tags in
    batches to the company's machine-translation API, several requests at a time, and writes
    a CSV that is imported back with the MT status.""",
    "tmx_export": """Claude maintains the translation memory of a translation service in
    Luxembourg. The terminology team wants the Luxembourgish segments of a TMX export as a CSV
    with German, French and English, newest first and without duplicates, plus a list of
    segments that exist only in Luxembourgish.""",
    "vtt_panui": """Hēmi subtitles programmes in te reo Māori for a broadcaster. Before
    delivery the WebVTT files have to meet the broadcaster's rules on reading speed, line
    length, number of lines and duration, with no overlapping cues; the script reports every
    cue that breaks one.""",
}
