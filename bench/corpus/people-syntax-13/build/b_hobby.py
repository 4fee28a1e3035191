"""011-020: hobbyist automation scripts by self-taught people.

meant.py is the script with only the slips undone; the author's style stays (globals,
print-style logging, `%` formatting next to f-strings, commented-out code, odd names).
"""
from lib import M, case, START, END
from helpers import meant, tabify, between


case("garage_door", "self-taught Raspberry Pi tinkerer",
     meant("garage_door"),
     [
         M("missing_comma_dict",
           "In the Pushover `data={...}` dict the comma after `\"title\": title` is missing; "
           "meant.py adds it, like the other entries.",
           ("            \"title\": title,\n", "            \"title\": title\n")),
         M("assign_for_eq",
           "`return GPIO.input(REED_PIN) = GPIO.HIGH` - a single `=` in a comparison; the comment "
           "above says the function tests the pin level, and the whole script uses the result as "
           "a bool. meant.py has `==`.",
           ("return GPIO.input(REED_PIN) == GPIO.HIGH", "return GPIO.input(REED_PIN) = GPIO.HIGH")),
         M("unclosed_paren",
           "`GPIO.output(LED_PIN, GPIO.HIGH if is_open else GPIO.LOW` lost its `)`; the open "
           "call swallows the blank line and the `if is_open and not was_open:` header below it "
           "(which then reads as a conditional expression without `else`), and CPython reports "
           "the `(` as never closed. meant.py closes the call at the end of its own line.",
           ("GPIO.HIGH if is_open else GPIO.LOW)\n", "GPIO.HIGH if is_open else GPIO.LOW\n")),
     ],
     note="Situation: a Pi Zero in the garage watches a reed switch on the door, beeps and sends "
          "Pushover notifications when the door stays open; edited over SSH in nano.")


case("dice_bot", "self-taught Discord bot writer (runs the bot on a small VPS)",
     meant("dice_bot"),
     [
         M("fstring_nested_same_quotes",
           "`f\"... **{result[\"total\"]}**\"` nests double quotes inside a double-quoted f-string. "
           "That is valid from Python 3.12 (the author's laptop) but not on the VPS's 3.11. "
           "meant.py uses single quotes inside, as every other f-string in the file does "
           "(`result['kept']`, `result['mod']`).",
           ("rolled **{result['total']}**", "rolled **{result[\"total\"]}**")),
         M("closing_line_missing",
           "The multi-line `embed.add_field(` call has no closing `)` line; the open call runs "
           "into `await ctx.send(embed=embed)` and CPython reports the `(` of `add_field(`, four "
           "lines up, as never closed. meant.py closes it with `)` at "
           "the indentation of `embed.add_field(`, after the trailing-comma `inline=False,`.",
           ("            inline=False,\n        )\n", "            inline=False,\n")),
         M("missing_colon",
           "`async def init_add(ctx, name: str, bonus: int = 0)` has no colon at the end.",
           ("bonus: int = 0):\n", "bonus: int = 0)\n")),
     ],
     note="Situation: a D&D group's Discord bot for dice rolls and initiative, written on the "
          "author's laptop with Python 3.12 and deployed to a VPS that has 3.11.")


case("shopping_bot", "self-taught family admin writing a Telegram bot",
     meant("shopping_bot"),
     [
         M("await_in_plain_def",
           "The `/clear` handler was copied from the bot's old python-telegram-bot 13 version and "
           "given an `await` for version 20, but its `def` never got the `async` in front. "
           "`await` outside an async function is rejected by the compiler (ast.parse accepts "
           "it), reported at the `await` line. meant.py writes `async def clear(...)` like the "
           "other four handlers.",
           ("async def clear(update", "def clear(update")),
         M("apostrophe_in_single_quotes",
           "`'There's nothing on the list \\U0001F6D2'` - the apostrophe of There's ends the "
           "single-quoted string. meant.py uses double quotes for this one message (the file "
           "mixes both styles).",
           ("\"There's nothing on the list \\U0001F6D2\"", "'There's nothing on the list \\U0001F6D2'")),
         M("unindent_mismatch",
           "`save(lists)` in `tick_off` is indented with 3 spaces instead of 4 (a space deleted "
           "in nano), which matches no enclosing level. meant.py gives it 4 spaces like the lines "
           "around it.",
           ("    done = items.pop(idx)\n    save(lists)\n", "    done = items.pop(idx)\n   save(lists)\n")),
     ],
     note="Situation: a shopping-list bot for the family Telegram group, ported by hand from "
          "python-telegram-bot 13 to 20 (async handlers) and edited on the Raspberry Pi in nano.")


case("termin_checker", "self-taught German office worker automating a Selenium check",
     meant("termin_checker"),
     [
         M("unclosed_paren",
           "In `WebDriverWait(driver, 20).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "
           "\"...\"))).click()` one of the three `)` before `.click()` is missing, so `.click()` "
           "is called on the condition object and `until(` stays open into the next line. "
           "meant.py has the three closers (tuple, `element_to_be_clickable(`, `until(`), as in "
           "the `presence_of_element_located` line below it.",
           ("'terminvereinbarung']\"))).click()", "'terminvereinbarung']\")).click()")),
         M("missing_colon",
           "`except WebDriverException as e` has no colon.",
           ("        except WebDriverException as e:\n", "        except WebDriverException as e\n")),
     ],
     note="Situation: checks the Berlin appointment site every few minutes with headless Chrome "
          "and mails when a slot is free; comments in German.")


case("ticket_watch", "self-taught music fan scraping resale prices with Playwright",
     meant("ticket_watch"),
     [
         M("unclosed_paren_far",
           "`listings.append({ ... })` is closed with `}` only; the `)` of `append(` is missing, "
           "so the call is still open at `return listings` and CPython reports the `(` of "
           "`append(` six lines up as never closed. meant.py closes it with `})` on the "
           "last line of the dict.",
           ("            \"price\": price,\n        })\n", "            \"price\": price,\n        }\n")),
         M("missing_comma_call",
           "In the multi-line `browser.new_context(` call the comma after the long `user_agent=` "
           "string is missing, so `viewport=` follows the string directly. meant.py adds the "
           "comma (each argument is on its own line ending in a comma).",
           ("Safari/537.36\",\n", "Safari/537.36\"\n")),
         M("except_comma_py2",
           "`except PlaywrightTimeout, e:` - the Python 2 form, from an old scraping tutorial; "
           "Python 3 needs `as`. meant.py has `except PlaywrightTimeout as e:` (`e` is printed in "
           "the message below, so the name stays).",
           ("            except PlaywrightTimeout as e:\n", "            except PlaywrightTimeout, e:\n")),
     ],
     note="Situation: a cron job that reads resale listings for three concerts with Playwright "
          "and appends them to a CSV.")


case("heater_mqtt", "self-taught home-automation hobbyist (zigbee2mqtt, Node-RED)",
     meant("heater_mqtt"),
     [
         M("unclosed_paren_far",
           "`retain=True` was added later to the `client.publish(statusTopic, json.dumps({...}))` "
           "call of `publishStatus`, and typing it replaced the call's last `)`: the line reads "
           "`}), retain=True`. The call is then still open at the next `def`, and CPython reports "
           "the `(` of `client.publish(` five lines up as never closed. meant.py ends the "
           "line with `retain=True)`, as in the `client.will_set(..., retain=True)` line.",
           ("    }), retain=True)\n", "    }), retain=True\n")),
         M("missing_colon",
           "`def on_message(client, userdata, msg)` has no colon.",
           ("def on_message(client, userdata, msg):\n", "def on_message(client, userdata, msg)\n")),
         M("elif_misindented",
           "In `regulate` the first `elif` is indented to the depth of the `if` body (8 spaces), "
           "after `setHeater(client, False)`. meant.py puts it at 4 spaces, with the `if` and the "
           "second `elif`.",
           ("        setHeater(client, False)\n    elif lastTemp < setpoint",
            "        setHeater(client, False)\n        elif lastTemp < setpoint")),
     ],
     note="Situation: a thermostat script for the home office that reads an Aqara sensor and "
          "switches a smart plug through zigbee2mqtt; camelCase names as in the author's "
          "Node-RED flows.")


case("members_cleanup", "self-taught club volunteer (membership secretary) with openpyxl",
     meant("members_cleanup"),
     [
         M("unclosed_paren",
           "`GREY = PatternFill(start_color=\"D9D9D9\", end_color=\"D9D9D9\", fill_type=\"solid\"` "
           "has no closing `)`; the call would run on into `COLS = {` three lines below, and "
           "CPython reports the `(` as never closed. "
           "meant.py closes it like the `YELLOW` line above it.",
           ("end_color=\"D9D9D9\", fill_type=\"solid\")\n", "end_color=\"D9D9D9\", fill_type=\"solid\"\n")),
         M("missing_comma_dict",
           "In `COLS` the comma after `\"email\": \"D\"` is missing.",
           ("    \"email\": \"D\",\n", "    \"email\": \"D\"\n")),
         M("missing_colon",
           "`if isinstance(value, str) and value.strip()` in `to_date` has no colon.",
           ("    if isinstance(value, str) and value.strip():\n",
            "    if isinstance(value, str) and value.strip()\n")),
     ],
     note="Situation: the membership secretary of a local club cleans the member list before the "
          "AGM (names, phone numbers, duplicate emails, lapsed members) and saves a copy.")


case("photo_backup", "self-taught parent backing up family photos",
     meant("photo_backup"),
     [
         M("closing_line_missing",
           "When a third folder was taken out of `SOURCES`, the `]` line below it was deleted "
           "too, so the list is still open at `BACKUP_ROOT = Path(...)`. meant.py has the two "
           "remaining entries and the `]` line back.",
           ("    Path.home() / \"Videos\" / \"family\",\n]\n", "    Path.home() / \"Videos\" / \"family\",\n")),
         M("except_misindented",
           "`except OSError as e:` is at 8 spaces, the level of the `for src` loop, instead of "
           "12 with its `try:` (the block was re-indented by hand after the `try:` was added); "
           "CPython reports that the `try` has no `except` at this line. meant.py puts it at 12.",
           ("            except OSError as e:\n", "        except OSError as e:\n")),
         M("missing_comma_call",
           "`print(\"took\", round(time.time() - start, 1) \"s\")` - the comma before `\"s\"` is "
           "missing.",
           ("round(time.time() - start, 1), \"s\")", "round(time.time() - start, 1) \"s\")")),
     ],
     note="Situation: snapshot-style backups of the family photo folders to a USB drive, with "
          "hard links for unchanged files.")


case("price_tracker", "self-taught bargain hunter with requests, BeautifulSoup and sqlite3",
     meant("price_tracker"),
     [
         M("triple_quote_mismatch",
           "The `CREATE TABLE` statement in `get_db` is a triple-quoted string closed with `\"\")` "
           "instead of `\"\"\")`; no later `\"\"\"` closes it, and CPython reports an unterminated "
           "triple-quoted string at its opening line, eight lines up. meant.py closes it with "
           "three quotes.",
           ("        )\n    \"\"\")\n", "        )\n    \"\")\n")),
         M("unclosed_paren_far",
           "The two-line `conn.execute(\"INSERT ...\",\\n (name, url, price, now))` lost its last "
           "`)`, so `conn.commit()` on the next line would be part of the call; CPython reports "
           "the `(` of `conn.execute(` on the line above as never closed. meant.py closes "
           "it after the parameter tuple.",
           ("(name, url, price, now))\n", "(name, url, price, now)\n")),
         M("assign_for_eq",
           "`sys.argv[1] = \"history\"` in the `if` of the main block; meant.py compares with `==`.",
           ("sys.argv[1] == \"history\"", "sys.argv[1] = \"history\"")),
     ],
     note="Situation: checks a few product pages once a day, stores every price in SQLite and "
          "flags the lowest price seen and prices below a target.")


_DHT_LINES = ("            sensor.measure()\n"
              "            return sensor.temperature(), sensor.humidity()\n")

case("esp32_weather", "self-taught MicroPython hobbyist (garden weather station)",
     meant("esp32_weather"),
     [
         M("missing_colon",
           "`while not wlan.isconnected()` in `connect_wifi` has no colon.",
           ("        while not wlan.isconnected():\n", "        while not wlan.isconnected()\n")),
         M("tab_indented_paste",
           "The two lines that read the DHT22 were pasted from a forum post whose code was "
           "indented with TABs (three TABs), inside a `try:` indented with spaces; CPython "
           "raises TabError. meant.py gives them the 12 spaces of the `try` body.",
           (_DHT_LINES, tabify(_DHT_LINES))),
         M("unclosed_paren",
           "`urequests.get(TS_URL + \"?api_key=\" + TS_KEY + \"&\" + query` - the long "
           "concatenation lost the `)` of `get(`, so the `print(...)` line below would be part of "
           "the call. meant.py closes it at the end of the line.",
           ("+ \"&\" + query)\n", "+ \"&\" + query\n")),
     ],
     note="Situation: main.py of a battery-powered ESP32 weather station in the garden, edited "
          "in Thonny; sends readings to ThingSpeak and goes to deep sleep. MicroPython modules "
          "(`machine`, `network`, `dht`, `urequests`) only need to compile here.")
