"""Cases 021-030: home automation and embedded Linux hobbyists (people-syntax-20)."""
from lib import M, case
from helpers import meant

case("rega_estufa",
     "Portuguese hobby gardener and electronics tinkerer (Porto), greenhouse watering on a Raspberry Pi with an MCP3008 and relays",
     meant("rega_estufa"),
     [
         M("dict_comma_lost_in_one_line_dict",
           "In the alfaces zone `\"seco\": 560 \"molhado\": 280` lost the comma between the two entries after "
           "the dry value was recalibrated; restored.",
           ('"alfaces": {"canal": 1, "rele": 27, "seco": 560, "molhado": 280',
            '"alfaces": {"canal": 1, "rele": 27, "seco": 560 "molhado": 280')),
         M("keyword_argument_repeated_leftover",
           "`level=logging.DEBUG,` was put as the first argument of basicConfig() while the pump was being "
           "debugged; going back to normal, `level=logging.INFO,` was added at the end and the DEBUG line "
           "was not deleted. CPython reports the repeated keyword at the INFO line, three lines below the "
           "leftover. meant.py keeps the INFO line (the later, deliberate edit; the service logs to a file "
           "on an SD card) and has no DEBUG line.",
           ("logging.basicConfig(\n    filename=", "logging.basicConfig(\n    level=logging.DEBUG,\n    filename=")),
         M("keyword_misspelt_global",
           "`gobal a_correr` in the signal handler; meant.py has `global` (the handler sets the module's "
           "`a_correr` that the main loop reads).",
           ("    global a_correr\n", "    gobal a_correr\n")),
         M("call_paren_lost_line_end",
           "The three-line `registar([...] + [...] + [\"+\".join(regou)])` call lost its final `)` when the "
           "\"regou\" column was added; the call swallows the comment and the `for` below, and CPython "
           "reports the `(` of registar as never closed, two lines up. Restored after the last `]`.",
           ('                     + ["+".join(regou)])\n', '                     + ["+".join(regou)]\n')),
         M("missing_colon",
           "The `finally` of main()'s try statement without its colon.",
           ("    finally:\n        spi.close()", "    finally\n        spi.close()")),
     ],
     note="""Situation: spring, the strawberries were added as a third zone; the hobbyist edits the script over
SSH on the Pi, which runs Raspberry Pi OS with CPython 3.11, and restarts rega.service.
Policy: only the mistakes are undone; Portuguese names and comments, the active-LOW relay logic and
the hard-coded calibration stay.""")

case("bewegungslicht",
     "German home-automation hobbyist (Stuttgart), motion-activated lights over Zigbee2MQTT with a paho-mqtt handler",
     meant("bewegungslicht"),
     [
         M("row_dict_brace_lost",
           "The staircase row of RAEUME lost the `}` after `\"nachlauf\": 60` when the delay was shortened; "
           "the RAEUME `}` below then closes the row's dict and the outer `{` is left open, reported 3 lines "
           "up. Restored at the end of the treppe row, like the other rows.",
           ('"lux_max": 25, "nachlauf": 60},\n', '"lux_max": 25, "nachlauf": 60,\n')),
         M("fstring_bracket_not_closed",
           "In `f\"{raum}: Bewegung, {cfg['lampe']} an ({hell})\"` the subscript lost its `]` "
           "(`{cfg['lampe'}`); restored before the `}`.",
           ("{cfg['lampe']} an ({hell})", "{cfg['lampe'} an ({hell})")),
         M("unindent_mismatch",
           "The `return` after the \"kein JSON\" warning was left at 6 spaces when the warning line above "
           "was re-typed; it belongs to the `except` body (8 spaces).",
           ('        log.warning("kein JSON auf %s", msg.topic)\n        return\n',
            '        log.warning("kein JSON auf %s", msg.topic)\n      return\n')),
         M("case_missing_colon",
           "`case [name] if name in SCHALTER` without its colon.",
           ("        case [name] if name in SCHALTER:", "        case [name] if name in SCHALTER")),
     ],
     note="""Situation: a third motion sensor on the staircase was paired; the hobbyist adds it, shortens
two delays and restarts the service on the Pi in the basement (Raspberry Pi OS, CPython 3.11).
Policy: only the mistakes are undone; German names and log messages, the match statement on the
topic and the timer-per-room design stay.""")

case("w1_templog",
     "Canadian homeowner and Pi tinkerer (Winnipeg), DS18B20 crawlspace temperatures to SQLite with a freeze alert by e-mail",
     meant("w1_templog"),
     [
         M("assign_for_equality",
           "`lines[0].strip()[-3:] = \"YES\"` with `=` for `==` in the CRC check.",
           ('lines[0].strip()[-3:] == "YES":', 'lines[0].strip()[-3:] = "YES":')),
         M("call_paren_lost_after_triple_quote",
           "The `db.execute(\"\"\" ... \"\"\")` that creates the table lost its `)` after the closing `\"\"\"` "
           "when the SQL was re-indented; the call swallows the next statement and CPython reports the "
           "`(` of db.execute as never closed, 6 lines up. Restored after the `\"\"\"`.",
           ('    """)\n    db.execute("CREATE INDEX', '    """\n    db.execute("CREATE INDEX')),
         M("octal_mode_without_prefix",
           "`os.chmod(DB, 0664)`: the file mode typed as in the shell's `chmod 664`; a decimal literal "
           "may not start with 0. meant.py has `0o664`, the mode the shell command means.",
           ("os.chmod(DB, 0o664)", "os.chmod(DB, 0664)")),
     ],
     note="""Situation: January cold snap; the homeowner adds the SQLite table and the index for the 24-hour
min/max in the alert, edits on the Pi Zero with nano and restarts the script.
Policy: only the mistakes are undone; the cron-started endless loop, the hard-coded probe ids and
the password read from a file stay.""")

case("garage_watch",
     "American retiree and home tinkerer (Austin, Texas), garage-door watcher under systemd with a hand-rolled watchdog ping and Pushover alerts",
     meant("garage_watch"),
     [
         M("dict_brace_lost_before_method_call",
           "The closing `}).encode()` of the urlencode({...}) argument was typed `).encode()`; the `)` meets "
           "the open `{`. meant.py has `})`, closing the dict and then the call.",
           ("    }).encode()\n", "    ).encode()\n")),
         M("missing_colon",
           "`def press_button(self)` without its colon.",
           ("    def press_button(self):", "    def press_button(self)")),
         M("block_header_deleted",
           "The line `if self.opened_at is not None:` was deleted while the closing message was being "
           "edited. Its body (16 spaces) now looks like the body of `if self.is_closed():`, and the next "
           "line at 12 spaces, `self.opened_at = None`, matches no open block: CPython reports it there, 4 "
           "lines below the gap. meant.py restores the header: the body computes `now - self.opened_at`, "
           "which needs it, and the log line says the door closed after being open.",
           ("            if self.opened_at is not None:\n", "")),
         M("string_quotes_mismatched",
           "`log.info(\"started, door is %s', ...)` opened with a double quote and closed with a single one; "
           "meant.py closes it with `\"` like every other log message.",
           ('log.info("started, door is %s", ', 'log.info("started, door is %s\', ')),
     ],
     note="""Situation: after the door stayed open all night while the family was away, the tinkerer adds the
auto-close at night and the systemd watchdog; edited on the Pi with vim, then
`systemctl restart garage-watch`.
Policy: only the mistakes are undone; the hand-written sd_notify, gpiozero and urllib (no requests)
and the module-level `running` flag stay.""")

case("p1_meter",
     "Dutch hobbyist (Eindhoven), DSMR 5 smart-meter telegrams read from the P1 port with pyserial, CRC-checked",
     meant("p1_meter"),
     [
         M("bytes_with_non_ascii",
           "The gas unit typed as `b\"*m³\"` (with the superscript three, as the meter's display shows it); a "
           "bytes literal may only contain ASCII. The telegram itself sends `m3`, so meant.py has `b\"*m3\"`.",
           ('b"*A", b"*m3")', 'b"*A", b"*m\u00b3")')),
         M("hex_literal_letter_o",
           "The CRC polynomial typed `0xA0O1` with a capital letter O for the zero; meant.py has `0xA001`, "
           "the polynomial the docstring names.",
           ("crc = (crc >> 1) ^ 0xA001", "crc = (crc >> 1) ^ 0xA0O1")),
         M("semicolon_for_colon",
           "`if crc16(tot_uitroepteken) != verwacht;` - the colon typed without Shift.",
           ("    if crc16(tot_uitroepteken) != verwacht:", "    if crc16(tot_uitroepteken) != verwacht;")),
         M("keyword_lost_in_call",
           "In the seven-line `serial.Serial(...)` call the `stopbits=` of `stopbits=serial.STOPBITS_ONE,` "
           "was lost when the line was re-typed; a positional argument after keywords is reported at the "
           "call's closing `)`, two lines below. meant.py restores `stopbits=` (the value is a stop-bits "
           "constant and every other argument is named).",
           ("        stopbits=serial.STOPBITS_ONE,\n", "        serial.STOPBITS_ONE,\n")),
     ],
     note="""Situation: the supplier swapped the meter for a DSMR 5 model; the hobbyist changes the baud rate,
adds the CRC check and the gas line, and runs the script on the Pi in the meter cupboard.
Policy: only the mistakes are undone; Dutch names, the hand-written CRC and OBIS table and the
CSV/JSON files stay.""")

case("dzwonek",
     "Polish hobbyist (Gdańsk), doorbell on a Raspberry Pi: buzzer melody, camera snapshot and Telegram message from a worker thread",
     meant("dzwonek"),
     [
         M("extra_paren_in_list",
           "The fourth note of MELODIA was typed `((392, 0.40),` with one `(` too many when the pause after "
           "it was inserted; the extra parenthesis is never closed and CPython reports the mismatch at the "
           "list's `]`, 6 lines below. meant.py has `(392, 0.40),` like every other note.",
           ("    (587, 0.15),\n    (392, 0.40),\n", "    (587, 0.15),\n    ((392, 0.40),\n")),
         M("missing_comma_in_call",
           "`threading.Thread(target=wysylacz, name=\"telegram\" daemon=True)` lost the comma after the name "
           "added last; restored.",
           ('name="telegram", daemon=True)', 'name="telegram" daemon=True)')),
         M("keyword_misspelt_finally",
           "`finaly:` for `finally:`; the cleanup (stop the sender thread, GPIO.cleanup()) must run however "
           "the loop ends, which is what the author wrote it for.",
           ("    finally:\n        kolejka.put(None)", "    finaly:\n        kolejka.put(None)")),
     ],
     note="""Situation: the courier rang twice while nobody heard the old bell in the garden; the hobbyist adds
the camera snapshot and the Telegram message and runs the script under systemd on a Pi 4.
Policy: only the mistakes are undone; Polish names and messages, the module-level state and lock
and the hard-coded camera URL stay.""")

case("storen_sonne",
     "Swiss engineer-homeowner (Bern), slat blinds driven by a hand-computed sun position over MQTT with asyncio and a wind lock",
     meant("storen_sonne"),
     [
         M("row_dict_brace_lost",
           "The two-line `\"sued\": {...}` entry of FASSADEN lost its `}` after `\"bis\": 260` when the second "
           "Shelly was added; the west and east entries land inside it, the outer `}` closes it and the "
           "FASSADEN `{` is left open, reported 2 lines up. Restored at the end of the sued entry.",
           ('             "von": 100, "bis": 260},\n', '             "von": 100, "bis": 260,\n')),
         M("paren_lost_in_formula",
           "The three-line atan2 expression for the azimuth lost one of the three `)` before `+ 180`; "
           "CPython reports the `(` of math.degrees as never closed, two lines up. Restored where "
           "math.degrees(...) ends, before `+ 180` (the NOAA formula adds 180 to the degrees).",
           ("- math.tan(dekl) * math.cos(lat))) + 180", "- math.tan(dekl) * math.cos(lat)) + 180")),
         M("async_keyword_lost",
           "`async` lost from `async def fahre(...)` when the signature was edited; the parser accepts the "
           "file and compile() refuses the `await client.publish(...)` six lines below "
           "('await' outside async function). meant.py restores `async`: the callers `await fahre(...)`.",
           ("async def fahre(client, fassade, prozent):", "def fahre(client, fassade, prozent):")),
         M("unpacking_genexp_parens_lost",
           "`asyncio.gather(*fahre(client, f, 100) for f in FASSADEN)`: the parentheses around the generator "
           "that the `*` unpacks were lost; restored as `*(fahre(...) for f in FASSADEN)`.",
           ("await asyncio.gather(*(fahre(client, f, 100) for f in FASSADEN))",
            "await asyncio.gather(*fahre(client, f, 100) for f in FASSADEN)")),
         M("missing_colon",
           "`async with aiomqtt.Client(BROKER) as client` without its colon.",
           ("async with aiomqtt.Client(BROKER) as client:", "async with aiomqtt.Client(BROKER) as client")),
     ],
     note="""Situation: after a summer storm bent two slats, the homeowner adds the wind lock and a second
Shelly for the south facade; the script runs in a container next to Home Assistant (CPython 3.11).
Policy: only the mistakes are undone; German names and comments, the NOAA approximation written out
by hand and the module-level state dict stay.""")

case("inverter_poll",
     "Australian solar-panel owner and retired sparky (Adelaide), Sungrow inverter polled over Modbus TCP into InfluxDB line protocol",
     meant("inverter_poll"),
     [
         M("missing_comma_before_comment_line",
           "The comma after the `\"active_power_w\": (...)` entry was lost when the comment line below it was "
           "inserted; the next entry's key after the comment follows the tuple directly. Restored at the end "
           "of the active_power_w line.",
           ('    "active_power_w": (5031 - 1, 2, "U32", 1),\n', '    "active_power_w": (5031 - 1, 2, "U32", 1)\n')),
         M("missing_colon",
           "`for name, (reg, count, kind, scale) in REGISTERS.items()` without its colon.",
           ("in REGISTERS.items():\n        rr = client", "in REGISTERS.items()\n        rr = client")),
         M("except_tuple_parens_lost",
           "`except ConnectionException, ModbusIOException, OSError as e:` - the parentheses around the "
           "exception types were lost when OSError was added; restored around all three.",
           ("        except (ConnectionException, ModbusIOException, OSError) as e:",
            "        except ConnectionException, ModbusIOException, OSError as e:")),
     ],
     note="""Situation: after a firmware update of the WiNet-S dongle, the readings stopped; the owner adds the
export-power register and the daily summary and rebuilds the Docker image on the Synology.
Policy: only the mistakes are undone; the register table copied from the protocol document,
urllib for the InfluxDB write and the 0-based register arithmetic stay.""")

case("tira_led",
     "Mexican maker moving from Arduino to a Raspberry Pi (Guadalajara), WS2812B bookshelf LED animations with a mode button",
     meant("tira_led"),
     [
         M("arduino_brace_array_opener",
           "COLORES opened with `{` as an Arduino array initialiser (`uint32_t colores[] = {...}`) and closed "
           "with `]`; CPython sees the mismatch at the `]`, 6 lines below. meant.py opens it with `[`: the "
           "code indexes it (`COLORES[color]`) and checks `len(COLORES)`.",
           ("COLORES = [\n", "COLORES = {\n")),
         M("arduino_void_function",
           "`void arcoiris(tira, paso):` - the return type of the Arduino sketch's function kept in front of "
           "the Python header; meant.py has `def`, like every other function.",
           ("def arcoiris(tira, paso):", "void arcoiris(tira, paso):")),
         M("call_paren_lost_line_end",
           "The comet's `tira.setPixelColor(i, Color(int(...), int(...), int(color[2] * f)))` lost one of the "
           "three closing parentheses at the end; restored there.",
           ("int(color[2] * f)))\n", "int(color[2] * f))\n")),
         M("arduino_unsigned_long",
           "`unsigned long ultimo_boton = 0.0` - the debounce timestamp declared as in the sketch, where it "
           "held millis(); meant.py has the plain assignment, like `ultima_revision` below it.",
           ("    ultimo_boton = 0.0\n", "    unsigned long ultimo_boton = 0.0\n")),
         M("arduino_logical_and",
           "`... && ahora - ultimo_boton > 0.3` - C's `&&` in the debounce condition; meant.py has `and`.",
           ("if not GPIO.input(PIN_BOTON) and ahora", "if not GPIO.input(PIN_BOTON) && ahora")),
         M("arduino_increment",
           "`paso++` at the end of the loop, as in the sketch's `loop()`; meant.py has `paso += 1`.",
           ("            paso += 1\n", "            paso++\n")),
     ],
     note="""Situation: the bookshelf strip ran on an Arduino Nano for two years; the maker ports the sketch
to a Pi Zero 2 W so a phone app can set the mode, typing the Python next to the open .ino file.
Policy: only the mistakes are undone; Arduino habits become the Python the rest of the file
already uses; Spanish names and comments and the strandtest-style animations stay.""")

case("ble_lampomittarit",
     "Finnish summer-cottage owner and old PHP web developer (Oulu), Xiaomi BLE thermometers read with bleak, sauna-ready notice",
     meant("ble_lampomittarit"),
     [
         M("dict_brace_lost_line_end",
           "The two-line dict stored in `lukemat[nimi] = {...}` lost its `}` at the end of the second line "
           "when the rssi field was added; CPython reports the `{` as never closed on the line above. "
           "Restored after `mainos.rssi`.",
           ('"akku": akku, "rssi": mainos.rssi}\n', '"akku": akku, "rssi": mainos.rssi\n')),
         M("php_elseif",
           "`elseif s[\"temp\"] < SAUNA_VALMIS - 15:` - PHP's spelling, from the owner's years of PHP web "
           "work; meant.py has `elif`.",
           ('    elif s["temp"] < SAUNA_VALMIS - 15:', '    elseif s["temp"] < SAUNA_VALMIS - 15:')),
         M("fstring_brace_lost_after_format",
           "In the CSV row `f\"{l['temp']:.2f}\"` lost its closing `}` after the format spec; restored, as in "
           "the humidity field next to it.",
           ("rivi += [f\"{l['temp']:.2f}\",", "rivi += [f\"{l['temp']:.2f\",")),
     ],
     note="""Situation: first weekend at the cottage in spring; the owner adds the sauna notice and the battery
warning and runs the script on the Pi that also shows the cottage display.
Policy: only the mistakes are undone; Finnish names and messages, the ATC custom-format parsing and
the module-level readings dict stay.""")
