"""Group A (001-010): chat bots and async code by hobbyists and teens."""
from lib import M, case
from helpers import meant

POLICY = ("Policy: only the mistakes are undone; the author's style stays (globals, print "
          "debugging, hard-coded ids, emoji in strings). Other languages' habits become the Python "
          "spelling the rest of the file uses; a lost closer is restored where its construct ends.")

case("discord_mod_bot",
     "Brazilian 15-year-old running the moderation bot of his Minecraft Discord server "
     "(discord.py 2.3, Portuguese comments and messages; he also writes JavaScript bots)",
     meant("discord_mod_bot"),
     [
         M("js_line_comment",
           "The TODO after the list of bad words was written as a JavaScript `// TODO colocar "
           "mais` comment; Python reads `//` as floor division followed by three names. meant.py "
           "uses `#`, the comment marker of every other comment in the file.",
           ('PALAVROES = ["palavrao1", "palavrao2", "noob lixo"]  # TODO colocar mais',
            'PALAVROES = ["palavrao1", "palavrao2", "noob lixo"]  // TODO colocar mais')),
         M("await_in_plain_def",
           "`mandar_log` was written as a plain `def` although its body awaits "
           "`canal.send(...)` and every caller awaits it (`await mandar_log(...)`). The "
           "compiler rejects the `await` inside a non-async function, on the line of the await, "
           "several lines below the `def` that needs the fix. meant.py adds `async` to the `def`, "
           "as the other coroutine functions of the file are written.",
           ("async def mandar_log(guild, texto):", "def mandar_log(guild, texto):")),
         M("fstring_nested_same_quotes",
           "In the warnings embed the field value was written `f\"{a[\"motivo\"]} ...\"`, the "
           "same double quotes inside the f-string (accepted from Python 3.12, not by the 3.11 "
           "on the host). meant.py uses single quotes inside, exactly as the `name=` f-string "
           "on the same line and `{a['por']}` do.",
           ("value=f\"{a['motivo']} (por {a['por']})\"", "value=f\"{a[\"motivo\"]} (por {a['por']})\"")),
         M("decorator_paren_lost",
           "`@bot.command(name=\"ban\"` lost its `)`, so the next decorator line is read as "
           "inside the call. meant.py closes the call at the end of the decorator line, like the "
           "other `@bot.command(...)` lines.",
           ('@bot.command(name="ban")\n', '@bot.command(name="ban"\n')),
     ],
     note="A moderation bot with bad-word filter, warnings stored in a JSON file, purge and ban "
          "commands and a shared error handler. " + POLICY)

case("tg_weather_bot",
     "Russian university student's weather bot for the dormitory group chat "
     "(python-telegram-bot 20, httpx, OpenWeatherMap; Russian docstring and messages)",
     meant("tg_weather_bot"),
     [
         M("unclosed_bracket_far",
           "The first row of the inline keyboard (Moscow, Kazan) lost its closing `]`, so the "
           "rows after it are read as elements of that row and the final `]` closes it; the "
           "outer list is then never closed, which CPython reports away from the row. meant.py "
           "closes the row at the end of its second button, like the other two rows.",
           ('callback_data="city:Казань")],', 'callback_data="city:Казань"),')),
         M("missing_comma_dict",
           "The `params` dict for the OpenWeatherMap request lost the comma at the end of the "
           "`\"appid\": OWM_KEY` line. meant.py restores it; every other entry ends with one.",
           ('        "appid": OWM_KEY,\n', '        "appid": OWM_KEY\n')),
         M("fstring_nested_same_quotes",
           "The first line of the reply was written `f\"{icon} <b>{data[\"name\"]}</b>\\n\"` "
           "(same quotes nested, valid only from 3.12). meant.py uses `data['name']`, the "
           "quoting the next f-string lines of the same expression use.",
           ("f\"{icon} <b>{data['name']}</b>\\n\"", "f\"{icon} <b>{data[\"name\"]}</b>\\n\"")),
     ],
     note="Commands /start and /weather and an inline keyboard of cities. " + POLICY)

case("aiogram_cakes_bot",
     "Ukrainian IT student writing an order bot for his mother's home cake business "
     "(aiogram 3 with FSM states and SQLite; Ukrainian comments and messages)",
     meant("aiogram_cakes_bot"),
     [
         M("bracket_closed_late",
           "The last keyboard row `[KeyboardButton(text=\"❌ Скасувати\")]` lost its `]`; the "
           "next line's `]` closes the row, `resize_keyboard=True` lands inside the still open "
           "keyboard list, and the call's `)` is where CPython reports the mismatch. meant.py closes the row on its own line, as the two rows "
           "above are closed.",
           ('[KeyboardButton(text="❌ Скасувати")],', '[KeyboardButton(text="❌ Скасувати"),')),
         M("missing_colon",
           "`if d.date() <= datetime.now().date()` without its colon. meant.py adds it.",
           ("    if d.date() <= datetime.now().date():\n", "    if d.date() <= datetime.now().date()\n")),
         M("js_strict_not_equal",
           "The admin check was written with JavaScript's `!==`. meant.py uses `!=`, as the "
           "comparisons elsewhere in the file are written in Python.",
           ("if message.from_user.id != ADMIN_ID:", "if message.from_user.id !== ADMIN_ID:")),
         M("decorator_paren_lost",
           "`@router.message(Command(\"orders\")` has one `)` too few, so the `async def` below "
           "is read as inside the decorator's call. meant.py closes both calls at the end of the "
           "decorator line, as `@router.message(CommandStart())` is written.",
           ('@router.message(Command("orders"))\n', '@router.message(Command("orders")\n')),
     ],
     note="A finite-state order dialogue (cake, weight, date, phone) with a reply keyboard and an "
          "admin listing. " + POLICY)

case("aiohttp_price_watch",
     "Indonesian office worker checking marketplace prices hourly from cron "
     "(aiohttp, BeautifulSoup, asyncio.Semaphore, a Discord webhook; Indonesian comments)",
     meant("aiohttp_price_watch"),
     [
         M("missing_colon",
           "`async with session.get(...) as resp` without its colon. meant.py adds it; the "
           "block below it is indented as its body.",
           ('async with session.get(barang["url"], headers=HEADERS) as resp:',
            'async with session.get(barang["url"], headers=HEADERS) as resp')),
         M("closing_line_missing",
           "The `}` line closing the one embed of the Discord payload was deleted, so the `],` "
           "below meets an open `{`. meant.py restores the `}` line at the indentation of the "
           "embed's `{`, before the `],` that closes the list.",
           ('                "color": 0x2ECC71,\n            }\n', '                "color": 0x2ECC71,\n')),
         M("bracket_closed_by_paren",
           "The list of coroutines in `asyncio.gather(*[... for b in BARANG])` was closed with "
           "`)` instead of `])`. meant.py closes the list and then the call.",
           ("for b in BARANG])", "for b in BARANG)")),
     ],
     note="Reads a CSV of products and target prices, fetches the shops concurrently and posts "
          "drops to Discord. " + POLICY)

case("async_wallpaper_dl",
     "Polish technical-school pupil (2nd year) downloading wallpapers from Reddit with an "
     "asyncio queue and three workers (aiohttp, aiofiles; Polish comments, also writes Node.js)",
     meant("async_wallpaper_dl"),
     [
         M("js_for_await",
           "The chunk loop was written `for await kawalek in ...`, JavaScript's `for await`. "
           "meant.py spells it `async for`, the Python form (the loop is inside `async def "
           "worker`).",
           ("async for kawalek in r.content.iter_chunked", "for await kawalek in r.content.iter_chunked")),
         M("except_comma",
           "`except KeyError, IndexError:` without parentheses (rejected by 3.11). meant.py "
           "parenthesizes the two classes as `except (...)`, the form used later in the file.",
           ("except (KeyError, IndexError):", "except KeyError, IndexError:")),
         M("unclosed_paren",
           "`await asyncio.gather(*(zbierz_linki(...) for s in SUBY))` lost its last `)`. "
           "meant.py closes the call at the end of the line.",
           ("for s in SUBY))\n", "for s in SUBY)\n")),
     ],
     note="Collects image links from the weekly top posts of several subreddits and downloads "
          "them concurrently. " + POLICY)

case("fastapi_ws_rooms",
     "Nigerian owner of a football viewing centre in Lagos running match chat rooms "
     "(FastAPI websockets, self-taught, English with some Pidgin in comments, also writes the JS front end)",
     meant("fastapi_ws_rooms"),
     [
         M("js_line_comment",
           "The comment after `self.rooms = defaultdict(dict)` was written with JavaScript's "
           "`//`; Python reads `// room -> {...}` as an expression and stops at `->`. meant.py "
           "uses `#`, as the comment on the next line does.",
           ("self.rooms = defaultdict(dict)   # room", "self.rooms = defaultdict(dict)   // room")),
         M("decorator_with_colon",
           "The websocket decorator was typed like a `def` header, with a colon at its end: "
           "`@app.websocket(\"/ws/{room}\"):`. meant.py drops the colon, like the `@app.get` "
           "decorators above.",
           ('@app.websocket("/ws/{room}")\n', '@app.websocket("/ws/{room}"):\n')),
         M("closing_line_missing",
           "The `})` line that closes the message dict and the `manager.broadcast(` call was "
           "deleted. meant.py restores it after `\"typing\": False,`, at the indentation of the "
           "`await manager.broadcast(room, {` line.",
           ('                "typing": False,\n            })\n', '                "typing": False,\n')),
         M("missing_colon",
           "`except WebSocketDisconnect` without its colon. meant.py adds it.",
           ("    except WebSocketDisconnect:\n", "    except WebSocketDisconnect\n")),
     ],
     note="A room manager with history replay, join/leave broadcasts and an admin score command. "
          + POLICY)

case("discord_music_cola",
     "Mexican high-school student's music bot for the prepa's server "
     "(discord.py Client with on_message, yt-dlp, FFmpeg; Spanish comments without accents)",
     meant("discord_music_cola"),
     [
         M("decorator_same_line",
           "`@client.event async def on_ready():` on one line. A decorator must end its line; "
           "meant.py puts `async def on_ready():` on the next line, as `on_message` is written.",
           ("@client.event\nasync def on_ready():", "@client.event async def on_ready():")),
         M("js_logical_ops",
           "`if !vc.is_playing() && !vc.is_paused():`, JavaScript's `!` and `&&`. meant.py writes "
           "`not ... and not ...`, the spelling the file uses (`if not cola:`).",
           ("if not vc.is_playing() and not vc.is_paused():", "if !vc.is_playing() && !vc.is_paused():")),
         M("unclosed_paren",
           "`embed.set_footer(text=f\"pedida por {message.author.display_name}\"` lost its `)`. "
           "meant.py closes the call at the end of the line.",
           ('display_name}")\n        await message.channel.send(embed=embed)',
            'display_name}"\n        await message.channel.send(embed=embed)')),
         M("else_if",
           "`else if comando == \"cola\":` from JavaScript. meant.py writes `elif`, like the "
           "other branches of the command dispatch.",
           ('    elif comando == "cola":', '    else if comando == "cola":')),
     ],
     note="Commands !play, !skip, !cola and !salir with a queue per guild. " + POLICY)

case("tg_erinnerung_bot",
     "German student's reminder bot for the shared-flat group (python-telegram-bot 20 JobQueue; "
     "German comments and messages; he writes JavaScript at his student job)",
     meant("tg_erinnerung_bot"),
     [
         M("brace_lost_before_paren",
           "In `context.job_queue.run_once(...)` the `data={...}` dict lost its `}` at the end "
           "of the line, so the call's `)` on the next line meets an open `{`. meant.py closes "
           "the dict at the end of its line (`},`), the way the `data=` of `run_monthly` is "
           "written.",
           ('"von": update.effective_user.first_name},', '"von": update.effective_user.first_name,')),
         M("js_brace_left",
           "A `}` line was left after the `return` of the empty-list branch, a JavaScript block "
           "closer. Python has nothing to close there; meant.py has no such line.",
           ('        await update.message.reply_text("Keine Erinnerungen offen.")\n        return\n',
            '        await update.message.reply_text("Keine Erinnerungen offen.")\n        return\n    }\n')),
         M("js_line_comment",
           "The comment at the top of `putzplan_job` was written `// jeden Sonntag rotieren`. "
           "meant.py uses `#`, as every other comment.",
           ("    # jeden Sonntag rotieren", "    // jeden Sonntag rotieren")),
     ],
     note="Reminders with durations like 1h30m, a listing and deletion, a weekly cleaning rota "
          "and the monthly rent reminder. " + POLICY)

case("aiohttp_gh_relay",
     "Japanese hobbyist relaying GitHub webhooks of a club's repositories to Discord "
     "(aiohttp web server on a small VPS; Japanese docstring, comments and log messages)",
     meant("aiohttp_gh_relay"),
     [
         M("closing_line_missing",
           "The `},` line closing the nested `\"author\": {...}` dict in `build_embed`'s return "
           "value was deleted; the `}` after it then closes `author` and the returned dict stays "
           "open into the next function. meant.py restores the `},` line at the indentation of "
           "`\"author\": {`.",
           ('            "icon_url": p["sender"]["avatar_url"],\n        },\n',
            '            "icon_url": p["sender"]["avatar_url"],\n')),
         M("missing_colon",
           "`async def handle(request: web.Request) -> web.Response` without the colon after "
           "the return annotation. meant.py adds it.",
           ("async def handle(request: web.Request) -> web.Response:", "async def handle(request: web.Request) -> web.Response")),
         M("js_arrow_function",
           "The health-check handler was written as a JavaScript arrow function, "
           "`(r) => web.Response(text=\"ok\")`. meant.py writes the Python `lambda r: ...`.",
           ('lambda r: web.Response(text="ok")', '(r) => web.Response(text="ok")')),
     ],
     note="Verifies the HMAC signature and turns push, pull-request, issue and release events "
          "into Discord embeds. " + POLICY)

case("discord_bilgi_yarismasi",
     "Turkish 10th-grader's quiz bot for the class server (discord.py slash commands, "
     "ui.View buttons; Turkish comments and messages)",
     meant("discord_bilgi_yarismasi"),
     [
         M("missing_colon",
           "`class SoruView(discord.ui.View)` without its colon. meant.py adds it.",
           ("class SoruView(discord.ui.View):", "class SoruView(discord.ui.View)")),
         M("decorator_paren_lost",
           "The button decorator for answer C lost its closing `)`. meant.py closes it at the end "
           "of the line, as the decorators of buttons A, B and D are.",
           ('@discord.ui.button(label="C", style=discord.ButtonStyle.primary)',
            '@discord.ui.button(label="C", style=discord.ButtonStyle.primary')),
         M("pasted_from_docs_indent",
           "The `on_timeout` method was pasted from the discord.py docs' two-space example, so its "
           "`async def` sits at column 2 among methods at column 4 (an unindent matching no "
           "level). meant.py indents the pasted method like the other methods: `def` at 4, body "
           "at 8 and 12.",
           ("    async def on_timeout(self):\n        for item in self.children:\n            item.disabled = True\n",
            "  async def on_timeout(self):\n      for item in self.children:\n          item.disabled = True\n")),
     ],
     note="A /soru command with four answer buttons and a /puan leaderboard. " + POLICY)
