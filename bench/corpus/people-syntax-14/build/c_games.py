"""021-030: games by teenagers and game-jam participants (pygame, arcade, turtle,
tkinter, curses, Pygame Zero, text adventures)."""
from lib import M, case
from helpers import meant, tabify

case("space_shooter", "15-year-old, US high school computer-science class, pygame",
     meant("space_shooter"),
     [M("assign_for_eq",
        "`if event.type = pygame.QUIT:` - `=` for `==`; the `elif` below has `==`.",
        ("        if event.type == pygame.QUIT:\n", "        if event.type = pygame.QUIT:\n")),
      M("misspelt_keyword",
        "`retrun bullets` at the end of `shoot()`.",
        ("    return bullets\n", "    retrun bullets\n")),
      M("misspelt_keyword",
        "`esle:` for the `else:` of `if e[1] > HEIGHT:`.",
        ("        else:\n            for b in bullets[:]:\n", "        esle:\n            for b in bullets[:]:\n")),
      M("unclosed_paren",
        "`pygame.draw.rect(screen, (255, 0, 0), (e[0], e[1], 40, 40)` - the `)` of the call lost; "
        "the rect tuple is closed, the call is not. The player and bullet rects above have `))`.",
        ("(255, 0, 0), (e[0], e[1], 40, 40))\n", "(255, 0, 0), (e[0], e[1], 40, 40)\n")),
      ])

case("haunted_house_adventure", "14-year-old, Brazilian Portuguese comments, English game text",
     meant("haunted_house_adventure"),
     [M("missing_comma_dict_multiline",
        "The `,` after the `kitchen` room's closing `}` lost, so the next key `\"library\"` follows a "
        "dict with no comma; every other room ends with `},`.",
        ('        "item": "candle",\n    },\n', '        "item": "candle",\n    }\n')),
      M("apostrophe_in_single_quotes",
        "`print('It's locked.')` - the only single-quoted string in the file, with an apostrophe; "
        "meant.py uses double quotes like every other message (`\"You can't go that way.\"`).",
        ('print("It\'s locked.")', "print('It's locked.')")),
      M("misspelt_keyword",
        "`elfi cmd == \"quit\":` - `elif` with two letters swapped.",
        ('    elif cmd == "quit":\n', '    elfi cmd == "quit":\n')),
      M("missing_colon",
        "`while playing` without its colon.",
        ("while playing:\n", "while playing\n")),
      ])

case("turtle_race", "13-year-old, Polish, turtle",
     meant("turtle_race"),
     [M("unclosed_paren",
        "`z.color(kolor` - the `)` lost at the end of the line.",
        ("    z.color(kolor)\n", "    z.color(kolor\n")),
      M("body_not_indented",
        "The body of the start-dance loop `for i in range(4):` (`z.right(90)`) not indented.",
        ("    for i in range(4):\n        z.right(90)\n", "    for i in range(4):\n    z.right(90)\n")),
      M("misspelt_keyword",
        "`whiel zwyciezca == None:` - `while` misspelt (the `== None` is his and stays).",
        ("while zwyciezca == None:\n", "whiel zwyciezca == None:\n")),
      M("assign_for_eq",
        "`if zaklad = kolor_wygranego:` - `=` for `==`.",
        ("if zaklad == kolor_wygranego:\n", "if zaklad = kolor_wygranego:\n")),
      ])

LAVA = ("            arcade.play_sound(self.burn_sound)\n"
        "            self.score = max(0, self.score - 5)\n"
        "            self.setup()\n")

case("jam_platformer_arcade", "19-year-old Ludum Dare compo entrant, Dutch, arcade 2.6",
     meant("jam_platformer_arcade"),
     [M("tab_indented_paste",
        "The three lines of the lava branch were written in another editor (Tiled's script "
        "console notes) with TABs and pasted into the space-indented file: TabError. meant.py has "
        "four spaces per TAB.",
        (LAVA, tabify(LAVA))),
      M("missing_colon",
        "`def on_key_release(self, key, modifiers)` without its colon.",
        ("    def on_key_release(self, key, modifiers):\n", "    def on_key_release(self, key, modifiers)\n")),
      M("line_left_half_typed",
        "`self.camera.move_to((max(x, 0), max(y, 0)),` - he was adding the camera speed argument "
        "when the compo deadline came; the call is left open with a trailing comma. meant.py "
        "closes the call where the typing stopped and adds nothing: which speed he meant cannot "
        "be known, and `move_to` has a default.",
        ("        self.camera.move_to((max(x, 0), max(y, 0)))\n", "        self.camera.move_to((max(x, 0), max(y, 0)),\n")),
      ])

case("snake_pygame", "16-year-old, India, Hinglish comments, pygame",
     meant("snake_pygame"),
     [M("global_after_use",
        "The `global food, score, high_score, speed` line of `step()` moved into the `if head == "
        "food:` branch (where the UnboundLocalError pointed him); `food` is used in the `if` "
        "before the declaration, which the compiler rejects (the parser accepts it). meant.py "
        "has it as the first line of the function, as in `reset()`.",
        ("def step():\n    global food, score, high_score, speed\n", "def step():\n"),
        ("    if head == food:\n        score += 1\n", "    if head == food:\n        global food, score, high_score, speed\n        score += 1\n")),
      M("else_if",
        "`else if direction == \"LEFT\":` in the movement chain.",
        ('    elif direction == "LEFT":\n', '    else if direction == "LEFT":\n')),
      M("arrow_for_ge",
        "`x => COLS` - `=>` for `>=` in the wall check.",
        ("x >= COLS", "x => COLS")),
      ])

case("pong_jam", "Global Game Jam pair at 3 a.m., Italian comments, pygame",
     meant("pong_jam"),
     [M("elsif",
        "`elsif keys[pygame.K_s] ...` - Fede writes Ruby at work; the right paddle's branch two "
        "lines below has `elif`.",
        ("    elif keys[pygame.K_s] and left.bottom < H:\n", "    elsif keys[pygame.K_s] and left.bottom < H:\n")),
      M("unclosed_paren_far",
        "The `)` of the two-line `pygame.draw.line(` call lost at the end of its second line "
        "(`(W // 2, H), 2`); CPython reports the call's opening line.",
        ("                     (W // 2, H), 2)\n", "                     (W // 2, H), 2\n")),
      M("fstring_nested_same_quotes",
        "`f\"{scores[\"left\"]}   {scores[\"right\"]}\"` - double quotes inside a double-quoted "
        "f-string: fine on Giulia's Python 3.12 laptop, refused by the jam PC's 3.11. meant.py "
        "uses single quotes inside.",
        ("f\"{scores['left']}   {scores['right']}\"", 'f"{scores["left"]}   {scores["right"]}"')),
      ])

case("capital_quiz", "9th-grade student, Turkish, text quiz",
     meant("capital_quiz"),
     [M("unclosed_bracket_far",
        "The `]` of Canada's answer list lost (`\"Ottawa\",` with a trailing comma, as if another "
        "choice were coming); the next line's `\"cevap\": \"Ottawa\"}` is read inside the list.",
        ('["Toronto", "Vancouver", "Montreal", "Ottawa"],', '["Toronto", "Vancouver", "Montreal", "Ottawa",')),
      M("missing_colon",
        "`except ValueError` without its colon.",
        ("    except ValueError:\n", "    except ValueError\n")),
      M("unindent_mismatch",
        "`puan += 10` indented with 7 spaces instead of 8 (she deleted a space by mistake while "
        "aligning it); it matches no outer level.",
        ("        dogru_sayisi += 1\n        puan += 10\n", "        dogru_sayisi += 1\n       puan += 10\n")),
      ])

case("dungeon_jam_curses", "jam participant at 3 a.m., Korean comments, curses roguelike",
     meant("dungeon_jam_curses"),
     [M("default_before_nondefault",
        "`def __init__(self, x, y, ch, hp=10, name, atk=2):` - `hp=10` added in the middle of the "
        "parameter list. Every call passes the name fourth and `hp=` by keyword "
        "(`Entity(rx, ry, \"g\", \"고블린\", hp=6)`), so meant.py has `ch, name, hp=10, atk=2`.",
        ("def __init__(self, x, y, ch, name, hp=10, atk=2):", "def __init__(self, x, y, ch, hp=10, name, atk=2):")),
      M("or_in_case_pattern",
        "`case \"q\" or \"Q\":` - `or` in a match pattern; the other cases use `|`.",
        ('            case "q" | "Q":\n', '            case "q" or "Q":\n')),
      M("unclosed_paren_in_comprehension",
        "`Entity(rx, ry, \"o\", \"오크\", hp=10, atk=3 for rx, ry in rooms[1:-1]]` - the `)` of the "
        "constructor call lost before `for`; the goblin line above has `hp=6) for`.",
        ('hp=10, atk=3) for rx, ry', 'hp=10, atk=3 for rx, ry')),
      ])

case("cookie_clicker_tk", "8th-grade student (初二), Chinese, tkinter",
     meant("cookie_clicker_tk"),
     [M("missing_comma_global",
        "`global dumplings, per_click per_second` - comma lost in the `global` list of `load()`; "
        "the same three names are listed with commas in the save dict.",
        ("    global dumplings, per_click, per_second\n    if os.path", "    global dumplings, per_click per_second\n    if os.path")),
      M("dict_equals_for_colon",
        "`\"奶奶\" = [100, 3, 0],` - `=` for `:` in the upgrades dict (like keyword arguments).",
        ('    "奶奶": [100, 3, 0],\n', '    "奶奶" = [100, 3, 0],\n')),
      M("unclosed_paren_far",
        "The `)` of the two-line `json.dump({...},\\n ..., ensure_ascii=False)` call in `save()` "
        "lost at the end of its second line; CPython reports the `json.dump(` line.",
        ("ensure_ascii=False)\n", "ensure_ascii=False\n")),
      ])

case("alien_dodge_pgzero", "13-year-old, UK, Pygame Zero",
     meant("alien_dodge_pgzero"),
     [M("unterminated_string",
        "The closing `\"` of `\"GAME OVER\"` lost; the string runs to `color=` and the `\"` after "
        "`red` opens a string that never ends.",
        ('screen.draw.text("GAME OVER", center', 'screen.draw.text("GAME OVER, center')),
      M("missing_colon",
        "`elif keyboard.right and alien.x < WIDTH - 30` without its colon.",
        ("    elif keyboard.right and alien.x < WIDTH - 30:\n", "    elif keyboard.right and alien.x < WIDTH - 30\n")),
      M("le_reversed",
        "`if lives =< 0:` - `=<` for `<=`.",
        ("            if lives <= 0:\n", "            if lives =< 0:\n")),
      ],
     note="""`Actor`, `screen`, `keyboard` and `sounds` are Pygame Zero builtins, undefined names
for plain Python but not syntax errors.""")
