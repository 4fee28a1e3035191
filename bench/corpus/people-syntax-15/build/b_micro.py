"""Group B (011-020): MicroPython, CircuitPython and Raspberry Pi hardware hobbyists."""
from lib import M, END, case
from helpers import meant

POLICY = ("Policy: only the mistakes are undone; the author's style stays (module-level state, "
          "magic numbers, `%` formatting next to f-strings). Arduino/C habits become the Python "
          "spelling the rest of the file uses (`#` comments, `+= 1`, `and`/`or`/`not`, `elif`, "
          "`def`, `x if c else y`, a plain assignment); a lost closer is restored where its "
          "construct ends.")

case("pico_meteo_oled",
     "Italian electronics hobbyist with years of Arduino sketches, first MicroPython project: "
     "a balcony weather station on a Pico W (DHT22, SSD1306 OLED, posts to a Pi in the cellar)",
     meant("pico_meteo_oled"),
     [
         M("c_line_comment",
           "The comment after the log URL was written `// il mio raspberry in cantina`, the "
           "Arduino/C line comment. meant.py uses `#`, as all other comments of the file.",
           ('URL_LOG = "http://192.168.1.50:8080/meteo"   # il mio', 'URL_LOG = "http://192.168.1.50:8080/meteo"   // il mio')),
         M("unclosed_paren",
           "`i2c = I2C(0, scl=Pin(17), sda=Pin(16), freq=400000` lost its final `)`. meant.py "
           "closes the call at the end of its line.",
           ("freq=400000)\n", "freq=400000\n")),
         M("c_brace_block",
           "The main loop was written as in a C sketch, `while True {`, with a `}` line at the "
           "end of the file closing it. meant.py has the Python header `while True:` and no "
           "`}`; the body was already indented as a Python block.",
           ("\nwhile True:\n", "\nwhile True {\n"), (END, "}\n")),
         M("increment_operator",
           "`contatore++` for the measurement counter. meant.py writes `contatore += 1`.",
           ("    contatore += 1\n", "    contatore++\n")),
     ],
     note="Measures every minute, shows min/max on the OLED and posts every fifth reading. " + POLICY)

case("esp32_giessanlage_mqtt",
     "German allotment gardener automating the raised-bed pump with an ESP32 "
     "(MicroPython, umqtt.simple to Mosquitto/Home Assistant; German comments; two-space "
     "indentation as in his Arduino IDE)",
     meant("esp32_giessanlage_mqtt"),
     [
         M("else_if",
           "`else if msg == b\"OFF\":` in the MQTT callback, from C. meant.py writes `elif`, "
           "as the branch in `main()` is written.",
           ('  elif msg == b"OFF":', '  else if msg == b"OFF":')),
         M("unclosed_paren",
           "The last `client.publish(T_STATUS, ujson.dumps({\"pumpe\": \"aus\"}))` of "
           "`giessen()` lost its final `)`, so the call runs on into the next function (CPython still points at the line itself: the `(` is never closed). meant.py "
           "closes it at the end of its line, like the publish call at the top of the function.",
           ('ujson.dumps({"pumpe": "aus"}))\n', 'ujson.dumps({"pumpe": "aus"})\n')),
         M("double_ampersand",
           "`elif prozent < SCHWELLE && jetzt - letztes_giessen > PAUSE:`, C's `&&`. meant.py "
           "writes `and`.",
           ("elif prozent < SCHWELLE and jetzt", "elif prozent < SCHWELLE && jetzt")),
     ],
     note="Averages the capacitive sensor, waters below a threshold with a pause and a maximum "
          "pump time, and accepts ON/OFF over MQTT. " + POLICY)

case("rpi_pir_camera",
     "Indian engineering student's gate camera on a Raspberry Pi 4 (RPi.GPIO, Picamera2, "
     "Telegram Bot API; Hinglish comments; learned on Arduino in college labs)",
     meant("rpi_pir_camera"),
     [
         M("c_for_header",
           "The buzzer loop was written with a C header, `for (i = 0; i < times; i++):`. meant.py "
           "writes `for i in range(times):`, the Python loop the body expects (`i` is not used).",
           ("    for i in range(times):", "    for (i = 0; i < times; i++):")),
         M("brace_lost_before_paren",
           "In `requests.post(url, data={...}, files={...}, timeout=20)` the `data` dict lost its "
           "`}`, so `files=` is read inside the dict. meant.py closes the dict after `caption`, "
           "before `, files=`.",
           ('"caption": caption}, files=', '"caption": caption, files=')),
         M("c_bang_not",
           "`if !is_night() or NIGHT_BUZZER:`, C's `!`. meant.py writes `not`.",
           ("if not is_night() or NIGHT_BUZZER:", "if !is_night() or NIGHT_BUZZER:")),
     ],
     note="Edge-triggered PIR callback with a cooldown, photo to Telegram, hourly cleanup of old "
          "photos. " + POLICY)

case("cp_julbelysning_neopixel",
     "Swedish maker's Christmas window lights on a QT Py RP2040 (CircuitPython, 60 NeoPixels, "
     "a button to switch effects; Swedish comments; writes C for work)",
     meant("cp_julbelysning_neopixel"),
     [
         M("c_type_declaration",
           "`const int NUM_PIXELS = 60;`, a C declaration. meant.py has the plain assignment "
           "`NUM_PIXELS = 60`, like the other constants below it (`LJUSSTYRKA = 0.25`).",
           ("NUM_PIXELS = 60\n", "const int NUM_PIXELS = 60;\n")),
         M("hex_letter_o",
           "The gold colour `0xFF6400` was typed `0xFF64O0` with a capital letter O for the "
           "digit zero. meant.py has the digit.",
           ("GULD = 0xFF6400", "GULD = 0xFF64O0")),
         M("unclosed_paren",
           "`fyll((int(r * faktor), int(g * faktor), int(b * faktor)))` lost its last `)`, the "
           "one closing `fyll(`. meant.py closes the call at the end of the line.",
           ("int(b * faktor)))\n", "int(b * faktor))\n")),
     ],
     note="Four effects (rainbow, glitter, red/green, breathing candle light) switched by a "
          "debounced button. " + POLICY)

case("esp_cerradura_teclado",
     "Colombian mechatronics technician porting his Arduino keypad lock to a NodeMCU with "
     "MicroPython (4x4 matrix keypad, SG90 servo; Spanish comments)",
     meant("esp_cerradura_teclado"),
     [
         M("unclosed_bracket_far",
           "The second row of the keypad map, `[\"4\", \"5\", \"6\", \"B\"],`, lost its `]`; the "
           "outer list's `]` then closes the rows and the map itself is never closed. meant.py "
           "closes the row at the end of its line, as the three other rows are.",
           ('    ["4", "5", "6", "B"],\n', '    ["4", "5", "6", "B",\n')),
         M("c_void_function",
           "`void abrir():` from the Arduino sketch's `void abrir()`. meant.py writes `def abrir():`, "
           "as the other functions of the file are declared.",
           ("def abrir():", "void abrir():")),
         M("missing_colon",
           "`elif tecla == \"#\"` without its colon. meant.py adds it.",
           ('    elif tecla == "#":\n', '    elif tecla == "#"\n')),
         M("increment_operator",
           "`intentos++;` for the failed-attempt counter. meant.py writes `intentos += 1`; the "
           "file's other statements have no semicolons.",
           ("            intentos += 1\n", "            intentos++;\n")),
     ],
     note="Scans the keypad, opens the servo for five seconds on the right code, locks out after "
          "three failures. " + POLICY)

case("rpi_bme280_sqlite",
     "Czech retired electronics engineer reading a BME280 by raw registers on a Raspberry Pi "
     "(smbus2, Bosch datasheet compensation, SQLite, cron; Czech docstring and comments)",
     meant("rpi_bme280_sqlite"),
     [
         M("missing_comma_line_end",
           "In the calibration dict the line `\"P7\": ..., \"P8\": ..., \"P9\": s16(c[22], c[23])` "
           "lost its trailing comma before the `\"H1\"` line. meant.py restores it, as the other "
           "lines of the dict end with one.",
           ('"P9": s16(c[22], c[23]),\n', '"P9": s16(c[22], c[23])\n')),
         M("c_block_comment",
           "The comment at the top of `zmer()` was written as a C block comment `/* ... */`. "
           "meant.py uses `#`, as the section comments below it (`# teplota`).",
           ("    # oversampling x1 pro vse, forced mode (jedno měření a spát)\n",
            "    /* oversampling x1 pro vse, forced mode (jedno měření a spát) */\n")),
         M("binary_letter_o",
           "The ctrl_meas value `0b00100101` was typed `0b0010O101` with a letter O for a zero "
           "(O sits under the 0 key). meant.py has the digit.",
           ("0b00100101", "0b0010O101")),
         M("closing_line_missing",
           "The `)` line closing the second factor of the humidity formula "
           "(`... * (` on the line above) was deleted. meant.py restores it at the "
           "indentation of the `h = (adc_h - ...` line, as in the datasheet-style layout.",
           ('h * (1.0 + k["H3"] / 67108864.0 * h))\n    )\n', 'h * (1.0 + k["H3"] / 67108864.0 * h))\n')),
     ],
     note="Forced-mode reading, float compensation from the datasheet, one row per run. " + POLICY)

case("esp32_cam_bien_do_xe",
     "Vietnamese hobbyist rewriting his Arduino garage parking sensor in MicroPython on an ESP32 "
     "(HC-SR04, passive buzzer, three LEDs; Vietnamese comments)",
     meant("esp32_cam_bien_do_xe"),
     [
         M("c_if_no_colon",
           "`if (t < 0)` written as in C, with the condition in parentheses and no colon. The "
           "parentheses are valid Python and the author's habit, so meant.py keeps them and only "
           "adds the colon: `if (t < 0):`.",
           ("    if (t < 0):\n", "    if (t < 0)\n")),
         M("double_pipe",
           "`if d is None || d > 400:`, C's `||`. meant.py writes `or`.",
           ("if d is None or d > 400:", "if d is None || d > 400:")),
         M("c_type_declaration",
           "`float d = trung_binh();` at the top of the main loop, the C declaration of the "
           "sketch. meant.py has the plain assignment `d = trung_binh()`, as in `trung_binh()` "
           "itself (`d = do_khoang_cach()`).",
           ("    d = trung_binh()\n", "    float d = trung_binh();\n")),
     ],
     note="Median of five echoes, LED bands and faster beeping when closer, everything off once "
          "the car has stopped. " + POLICY)

case("rpi_slider_stepper",
     "Japanese photographer's time-lapse camera slider on a Pi Zero 2 W (gpiozero, 28BYJ-48 "
     "half-stepping, limit switches, Picamera2; Japanese docstring and comments typed with an IME)",
     meant("rpi_slider_stepper"),
     [
         M("unclosed_bracket_far",
           "The last row of the half-step table, `[1, 0, 0, 1],`, lost its `]`, so the table's "
           "own `]` closes the row and the table is never closed. meant.py closes the row at the "
           "end of its line, like the seven rows above.",
           ("    [1, 0, 0, 1],\n]", "    [1, 0, 0, 1,\n]")),
         M("c_empty_while",
           "The homing loop was written as the sketch's busy-wait, `while (step(-1, 0.0009));`. "
           "meant.py writes the Python loop with an empty body, `while step(-1, 0.0009):` and "
           "`pass`; the parentheses belonged to the C statement and go with it (the file's other "
           "conditions have none).",
           ("    while step(-1, 0.0009):\n        pass\n", "    while (step(-1, 0.0009));\n")),
         M("fullwidth_paren",
           "`print(\"中断\"）`: the IME was still in Japanese mode after typing 中断 and gave a "
           "full-width `）`. meant.py has the ASCII `)`.",
           ('print("中断")', 'print("中断"）')),
     ],
     note="Homes to the left switch, then alternates photo and move with a fixed interval. " + POLICY)

case("cp_macropad_pikanappaimet",
     "Finnish hardware designer's MacroPad shortcut pages for KiCad and Teams (CircuitPython "
     "9, adafruit_macropad; Finnish names in strings and comments)",
     meant("cp_macropad_pikanappaimet"),
     [
         M("missing_comma_tuple",
           "In the KiCad page, the DRC shortcut `(KC.CONTROL, KC.SHIFT, KC.I)` lost the comma "
           "between `KC.SHIFT` and `KC.I`. meant.py restores it, as in the other key tuples.",
           ("(KC.CONTROL, KC.SHIFT, KC.I)", "(KC.CONTROL, KC.SHIFT KC.I)")),
         M("closing_line_missing",
           "The `},` line ending the KiCad page's dict was deleted, so the Teams page's `{` "
           "follows the `\"napit\": [...]` entry as if it were a key. meant.py restores the `},` "
           "line at the indentation of the page's `{`, as the Teams page is closed.",
           ('            ("3D", (KC.ALT, KC.THREE)),\n        ],\n    },\n',
            '            ("3D", (KC.ALT, KC.THREE)),\n        ],\n')),
         M("unclosed_bracket",
           "`nimet = [s[\"napit\"][i + j][0][:6] for j in range(3)` lost the `]` closing the "
           "comprehension. meant.py closes it at the end of the line.",
           ("for j in range(3)]\n", "for j in range(3)\n")),
         M("c_ternary",
           "The page step was written `(asento > viime_asento ? 1 : -1)`, C's conditional "
           "operator. meant.py writes `(1 if asento > viime_asento else -1)`, the form the file "
           "uses elsewhere (`... if toiminto is not None else 0`).",
           ("(1 if asento > viime_asento else -1)", "(asento > viime_asento ? 1 : -1)")),
     ],
     note="Pages selected by the encoder, key tuples, typed strings and media keys. " + POLICY)

case("rpi_porte_garage_mqtt",
     "French IT technician's garage door on a Raspberry Pi 3B exposed to Home Assistant "
     "(paho-mqtt discovery, gpiozero relay and reed switch; French comments and logs; "
     "writes C on microcontrollers at work)",
     meant("rpi_porte_garage_mqtt"),
     [
         M("brace_lost_far",
           "The `\"device\": {...}` entry of the discovery config lost its `}` at the end of the "
           "line; the dict's closing `}` on the next line closes `device` and the config dict "
           "stays open over the publish call. meant.py closes `device` at the end of its line.",
           ('"manufacturer": "Bricolage maison"},', '"manufacturer": "Bricolage maison",')),
         M("missing_colon",
           "`def on_message(client, userdata, msg)` without its colon. meant.py adds it.",
           ("def on_message(client, userdata, msg):", "def on_message(client, userdata, msg)")),
         M("c_else_braces",
           "The `else` of the command handler was written `} else {`, as in C. meant.py writes "
           "`else:`; no brace opens or closes anything else in the file.",
           ("        publier_etat(client)\n    else:\n", "        publier_etat(client)\n    } else {\n")),
     ],
     note="Publishes the door state, announces itself for MQTT discovery and pulses the relay "
          "on OPEN/CLOSE commands. " + POLICY)
