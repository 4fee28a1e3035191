"""One-paragraph situations of the people-syntax-22 cases, by case name (used when the
case(...) call has no note=)."""

SITUATIONS = {
    # 001-010 music and audio hobbyists
    "midi_humanize": """Kuba exports piano-roll parts from his DAW as MIDI and wants them to
        sound less mechanical: random velocity and a few ticks of timing jitter on every
        note-on except the drum channel, carrying the borrowed ticks to the next event.
        He wrote it in one evening, mostly from memory of his Renoise Lua tools, and saved
        it before the first run.""",
    "m21_key_survey": """For a harmony course assignment Maria analyses a folder of Bach
        chorales as MusicXML: the key music21 estimates, the roman-numeral degrees of the
        chordified score, a text report per chorale and a CSV for the whole folder. She
        switches between the Greek and Latin layouts all the time, and writes
        SuperCollider for her electronic-music class.""",
    "tab_parser": """Emre teaches guitar and gives his students note names next to the
        tabs they copy from the internet. The script finds the six string lines of an
        ASCII tab, walks the columns and prints scientific pitch and Do-Re-Mi names; a
        sample tab is built in for a run without arguments.""",
    "loop_slicer": """A drum-loop slicer for an MPC: the loop is cut into beat-long pieces
        from the BPM, each cut is pulled to a nearby onset found from frame energy, a short
        fade is applied and every slice is written as a 16-bit WAV. Written after work on
        the day he had spent in Go.""",
    "setlist": """Trond builds the band's setlist for each gig: the fixed opening and
        closing songs, then the most energetic remaining songs as long as they fit the
        stage time with 20 seconds between songs. The song list comes from a JSON file
        or the built-in standards. He had just turned the script from a `main()` into a
        flat script.""",
    "dj_crates": """Before a set DJ Mwangi sorts his downloads: every MP3's ID3 BPM and key
        are read with mutagen, the file is copied into a crate folder by tempo range
        (half-tempo counted), renamed with its Camelot key, and each crate gets an M3U
        playlist.""",
    "sysex_patch": """Jussi backs up his Roland synth's patches as SysEx dumps and wants
        them as readable JSON. The script splits the .syx file into F0...F7 messages,
        checks each DT1 message's Roland checksum, maps the address offsets to parameter
        names and writes the patch with a message count.""",
    "metronome": """A teaching metronome for drum and khim pupils: clicks are synthesised
        with numpy, an accent pattern per metre (including a Thai three-level pattern) is
        played with simpleaudio, and a dot line is printed per bar. The timing loop came
        from an old Python 2 blog post.""",
    "chord_transpose": """Yoav transposes the band's chord charts (chord lines above Hebrew
        lyrics) for the singer: only lines made entirely of chords are changed, each chord
        keeps its column above its word, and sharps or flats are chosen by a flag.""",
    "podcast_loudness": """Amol edits a Marathi podcast and normalises every episode WAV to
        the streaming target before upload: integrated loudness is measured with
        pyloudnorm, the gain applied, peaks softly limited, and a per-file and average
        report printed.""",
    # 011-020 hospital and clinical staff
    "nurse_roster": """Jen makes the monthly roster of a medical ward: three shifts with a
        fixed number of nurses each, requested days off, no night shift followed by a
        morning shift, at most five duties in a row, fewest duties first; the result is
        a CSV she opens in Excel, and unfilled shifts are listed.""",
    "dose_calc": """A check tool in the hospital pharmacy for paediatric suspensions: from
        the child's weight and the drug, the daily dose is computed from mg/kg/day, capped
        at the maximum, split into single doses and converted to ml of the suspension,
        rounded to what a syringe shows.""",
    "redcap_clean": """Sofia cleans the REDCap export of a heart-failure study before it
        goes to the statistician: baseline events only, dates in two formats, coded
        variables mapped to text, impossible values set to missing, an eligibility flag,
        and a semicolon CSV with decimal commas. She used to do all of this in R.""",
    "lab_flags": """Oksana flags results outside the laboratory's adult reference ranges
        in the LIS export (sex-specific ranges, H and L) and marks critical values that
        have to be phoned to the doctor, counting them; the output is a CSV for the
        ward.""",
    "bed_occupancy": """Hesham produces the director's daily bed-occupancy page: patients
        present on a day per ward from the admissions export, against each ward's
        capacity, with rows over 85% in red, written as a right-to-left Arabic HTML
        page.""",
    "icd10_lookup": """Reza's coding unit looks up ICD-10 codes by exact code, code prefix
        or an English or Persian keyword; the full Persian code list is read from CSV
        when present, otherwise a small built-in table of the ward's frequent codes is
        used.""",
    "hl7_split": """The laboratory system exports many HL7 v2 result messages in one file.
        Xiao Wang splits them at each MSH segment, takes the message id, patient id and
        name and every OBX result, and writes a CSV for the quality-control office; a
        two-message sample is built in.""",
    "chanjo_sms": """Neema sends SMS reminders from the clinic's child register: for every
        child the Tanzanian EPI schedule gives the vaccinations due in the coming week
        (and overdue ones), and a Swahili message goes to the parent through Africa's
        Talking; a test mode uses a fixed date and her own number.""",
    "egfr_bmi": """Mette double-checks the laboratory's eGFR and her own BMI and body
        surface area figures at the practice: CKD-EPI 2021 from creatinine in µmol/l, age
        and sex, with the CKD stage, from the command line.""",
    "randomizare": """Ioana prepares the sealed-envelope randomisation list of a
        two-arm trial: permuted blocks of 4 and 6 within each centre and sex stratum, a
        fixed seed, a balance check per stratum, and a CSV for the pharmacy that packs
        the envelopes.""",
    # 021-030 logistics, warehouse and transport clerks
    "pallet_label": """Faizal prints the day's pallet labels: rows of the Excel sheet become
        ZPL labels with warehouse, date, SKU, description, quantity, weight, destination
        and an SSCC-18 barcode with its GS1 check digit, sent over the network to the
        Zebra printer in one job.""",
    "roete_afstand": """Hennie orders the bakkie's deliveries for the day: nearest
        neighbour from the depot with haversine distances, a road factor for the
        straight-line kilometres, diesel litres and rand, and a warning for stops far
        from the depot.""",
    "bestallning": """Linnéa's weekly reorder list: for every article the reorder point
        from the mean and spread of 90 days of sales and the supplier's lead time, with a
        safety stock for a 95% service level; articles at or under it get an order
        quantity in whole packs, written to an Excel sheet for purchasing.""",
    "delivery_slots": """Tanvir assigns the day's grocery orders to two-hour delivery slots:
        first come first served, capacity per area from the number of riders and how many
        orders a rider can carry there, the preferred slot first and then the
        neighbouring ones; the schedule is pushed to the rider app's API.""",
    "hs_tarifi": """Nika looks up HS codes for declarations: the code is normalised and
        checked, matched at 10, 6 or 4 digits in the tariff file (or a built-in list of
        frequent codes), and import duty and 18% VAT are computed with Decimal.""",
    "kuro_zurnalas": """Rasa checks the fuel-card statement every month: litres and
        kilometres per truck give the average consumption, and fillings larger than the
        tank or too close together are flagged for a talk with the driver.""",
    "ean13_proverka": """Georgi checks the barcodes the handheld scanner and the Excel
        stock list produce: 12-digit codes get back the leading zero Excel removed, the
        EAN-13 check digit is verified, in-store codes are pointed out, and the origin
        prefix is named.""",
    "container_tsumikomi": """Sato estimates how many cartons of a given size and weight
        fit in each container type before booking: all six orientations on the inner
        dimensions, capped by the payload, with fill rate and the limiting factor.""",
    "gtfs_valjumised": """Kristjan prints the next departures from a stop out of the
        national GTFS feed: today's services from calendar and calendar_dates, route
        numbers and headsigns from routes and trips, departures within the next minutes
        from stop_times. An older version of the main function is kept in the file.""",
    "courier_milan": """Imran reconciles the courier's monthly invoice with the store's
        shipment records: consignments charged more than expected because they were
        billed at a heavier half-kilo weight slab are listed with the difference, and
        consignments missing from the records are named.""",
    # 031-040 sports analytics and fitness hobbyists
    "gpx_ruch": """Coach Dawit reads an athlete's GPX file from the watch after a tempo
        run: distance by haversine, a split per kilometre marked against the target
        pace, total climb and heart rate; the run name comes from the file.""",
    "ljestvica": """Ante keeps the veterans' league table: results are read from a text
        file, each match credits both teams, and the table is sorted by points, goal
        difference, goals scored and name.""",
    "vermogenzones": """Pieter-Jan analyses a ride exported as .fit: normalized power from a
        30-second rolling average, intensity factor and TSS against his FTP, and minutes
        in each Coggan zone as a text bar chart.""",
    "elo_ladder": """Aram keeps the chess club's ladder: every game in the club's records
        updates both players' Elo ratings with a simplified FIDE K-factor, and the ladder
        is printed with provisional ratings marked.""",
    "sundmot": """Guðrún reads the text results of a meet exported from Meet Manager,
        keeps her club's swimmers, and prints their times per event with World Aquatics
        points from the base times, and the average points per event.""",
    "gym_plan": """Karthik prints a four-week 5/3/1-style plan for his gym friends from
        their one-rep maxes: a training max, three work sets per lift and week, weights
        rounded to what the plates allow, and a CSV of the whole plan.""",
    "scorecard": """Nuwan turns the ball-by-ball list of a softball-cricket match into
        batting and bowling cards: wides and no-balls are extras, leg byes count for
        nobody, and strike rates and economy rates are printed with the total.""",
    "fpl_optimizer": """Tunde picks his Fantasy Premier League squad with an integer
        program: a score per player from form and points per game, the budget, the
        positions and at most three players per club; histories of the top players are
        fetched too, for a later version.""",
    "plezalne_ocene": """Matej settles grade arguments at the crag: a grade in one system is
        converted to another from a comparison table, and a logbook CSV becomes a
        pyramid of redpointed, onsighted and flashed routes.""",
    "marafon_temp": """Erlan prints a pace chart for the Almaty marathon from a target time,
        with an optional negative split, to a CSV and a text file for a pace band.""",
}
