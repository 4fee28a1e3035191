"""Cases 001-010: music and audio hobbyists."""
from helpers import meant
from lib import M, case

case("midi_humanize",
     "Polish hobby producer (Wrocław), mido script adding random velocity and timing to "
     "piano-roll MIDI; Polish comments and names, used to Renoise's Lua scripting",
     meant("midi_humanize"), [
         M("lua_tilde_equals_for_not_equal",
           """`~=` typed for `!=` in `msg.type ~= "note_on"`: Lua's not-equal, from years of
           Renoise tool scripts. meant.py has `!=`.""",
           ('if msg.type != "note_on"', 'if msg.type ~= "note_on"')),
         M("continue_left_in_extracted_helper",
           """The body of the per-message loop was moved into `przetworz()`, and the drum
           channel branch kept its `continue`; in a function outside any loop it is
           refused by the compiler only. The other skip branch of the same function
           returns None, which the caller treats as "copy unchanged", so meant.py has
           `return None`.""",
           ("        # perkusji nie ruszamy, bo groove się rozjeżdża\n        return None",
            "        # perkusji nie ruszamy, bo groove się rozjeżdża\n        continue")),
         M("lua_length_operator_in_fstring",
           """`{#mid.tracks}` in an f-string: Lua's length operator `#`. meant.py has
           `{len(mid.tracks)}`.""",
           ("{len(mid.tracks)}", "{#mid.tracks}")),
         M("lua_local_declaration",
           """`local nazwa = ...`: a Lua local declaration. meant.py drops `local`; the
           name is used as `nazwa` on the following lines.""",
           ('        nazwa = track.name', '        local nazwa = track.name')),
         M("lua_double_dot_concatenation",
           """`print("Zapisano " .. args.wyjscie)`: Lua's `..` string concatenation for
           the last message. Python reads `"Zapisano " .` as an attribute access on the
           string and then a second dot. meant.py has `print("Zapisano", args.wyjscie)`,
           the two-argument print the rest of the script uses.""",
           ('    print("Zapisano", args.wyjscie)', '    print("Zapisano " .. args.wyjscie)')),
         M("polish_altgr_l_in_else",
           """`ełse:` — right Alt still held after typing `ś` in the Polish print just
           above (Polish programmer's layout: AltGr+L gives `ł`). meant.py has
           `else:`.""",
           ("        else:\n            out.tracks.append", "        ełse:\n            out.tracks.append")),
     ])

case("m21_key_survey",
     "Greek conservatory student (harmony course, Thessaloniki), music21 survey of the keys "
     "and chord degrees of a folder of chorales; Greek comments, output and CSV headers, "
     "transliterated names; also writes SuperCollider",
     meant("m21_key_survey"), [
         M("supercollider_tilde_environment_variable",
           """`~apotelesmata = []`: the module-level result list written as a
           SuperCollider environment variable. Python reads `~apotelesmata` as an
           expression and refuses the assignment. meant.py has `apotelesmata = []`, the
           name the rest of the file appends to.""",
           ("\napotelesmata = []\n", "\n~apotelesmata = []\n")),
         M("greek_layout_for_keyword",
           """`φορ ch in chords:` — the line after a Greek comment started while the
           keyboard was still on the Greek layout, where F, O, R give φ, ο, ρ. meant.py
           has `for`.""",
           ("    for ch in chords:", "    φορ ch in chords:")),
         M("fstring_call_paren_lost_in_template",
           """`{len(measures}` in the triple-quoted report f-string: the `)` of the call
           is lost. CPython 3.11 reports this tokenizer-level f-string error at the line
           where the whole triple-quoted string ends, three lines below. meant.py has
           `{len(measures)}`, like the next line's `{len(chords)}`.""",
           ("{len(measures)}", "{len(measures}")),
         M("greek_layout_dialytika_for_colon",
           """`"μέτρα"¨ len(measures)`: after the Greek key the layout was still Greek,
           and Shift plus the key where US has `;`/`:` gives the dialytika `¨`. meant.py
           has the `:` of the dict entry.""",
           ('"μέτρα": len', '"μέτρα"¨ len')),
     ])

case("tab_parser",
     "Turkish guitar teacher (İzmir), turns ASCII guitar tabs copied from the web into note "
     "names (scientific and Do-Re-Mi) for his students; Turkish comments and output; types "
     "on a Turkish Q keyboard at home and a US one at the music school; did some Ruby once",
     meant("tab_parser"), [
         M("triple_quote_kinds_mismatched",
           """The sample tab is opened with `'''` and closed with `\"\"\"`, the quotes every
           docstring in the file uses. The `'''` string never ends; CPython reports it
           at the line where it opens, seven lines above the closer. meant.py closes it
           with `'''`.""",
           ("E|-------------------|-3-----------------|\n'''\n",
            "E|-------------------|-3-----------------|\n\"\"\"\n")),
         M("turkish_period_for_colon",
           """`def nota_adi(tel, perde).`: on the Turkish Q layout `:` is Shift plus the
           `.` key, and Shift was missed. meant.py has `:`.""",
           ("def nota_adi(tel, perde):", "def nota_adi(tel, perde).")),
         M("turkish_dotless_i_in_keyword",
           """`for satir ın metin.splitlines():`: the dotless `ı`, which the Turkish Q layout
           has where the US layout has I (dotted `i` sits to the right of Ş). The
           keyword becomes a name. meant.py has `in`.""",
           ("    for satir in metin.splitlines():", "    for satir ın metin.splitlines():")),
         M("ruby_unless",
           """`unless m:` for `if not m:` — Ruby's negated if. meant.py has `if not m:`
           (the loop skips lines that are not tab lines).""",
           ("        if not m:\n            continue", "        unless m:\n            continue")),
     ])

case("loop_slicer",
     "Korean beatmaker (Seoul), numpy/soundfile script cutting drum loops into beat-long "
     "slices for an MPC sampler, snapping cuts to onsets; Korean comments and messages; "
     "writes Go in his day job",
     meant("loop_slicer"), [
         M("go_short_variable_declaration",
           """`frames := len(mono) // hop`: Go's short variable declaration at statement
           level, which Python allows only inside an expression. meant.py has
           `frames = ...`.""",
           ("    frames = len(mono) // hop", "    frames := len(mono) // hop")),
         M("hangul_mode_else",
           """`딘ㄷ:` — `else:` typed with the Korean IME still in Hangul mode after the
           Korean comment above: E, L, S, E on the two-set layout are ㄷ ㅣ ㄴ ㄷ, which the
           IME composes into 딘 and a lone ㄷ. meant.py has `else:`.""",
           ("    else:\n        return pos", "    딘ㄷ:\n        return pos")),
         M("go_func_keyword",
           """`func fade(chunk, sr, ms=4):` — Go's `func` for `def`. meant.py has
           `def`.""",
           ("def fade(chunk, sr, ms=4):", "func fade(chunk, sr, ms=4):")),
         M("korean_ime_fullwidth_comma",
           """`print("저장:"，name, ...)`: the IME had been toggled into full-width mode
           (Shift+Space) while typing the Korean label, so the comma after it came out
           as the full-width `，` (U+FF0C). meant.py has `,`.""",
           ('print("저장:", name,', 'print("저장:"，name,')),
     ])

case("setlist",
     "Norwegian keyboard player in a covers band (Bergen), script building a setlist that "
     "fits the stage time; Norwegian comments and names; maintains the band's old Perl "
     "website",
     meant("setlist"), [
         M("comma_lost_after_multiline_list_value",
           """The `],` that closes the multi-line `"slutt"` list lost its comma, so the
           next key `"ekstra"` follows the list directly. CPython reports "Perhaps you
           forgot a comma?" at the line where the list value begins, `"slutt": [`, not
           at the closing line where the comma belongs. meant.py has `],`, as after
           `"åpning"`.""",
           ('        "Hey Jude",\n    ],\n    "ekstra"', '        "Hey Jude",\n    ]\n    "ekstra"')),
         M("duration_typed_without_quotes",
           """`"lengde": 3:42` — the song length typed as it is said, without the quotes
           every other entry has; `til_sek()` splits the string on `:`. meant.py has
           `"3:42"`.""",
           ('"lengde": "3:42"', '"lengde": 3:42')),
         M("return_in_flattened_script",
           """`return` after "For lite tid ..." at module level: the script used to be a
           `main()` and was flattened, and the early return stayed. The parser accepts
           it; the compiler refuses `return` outside a function. meant.py has
           `sys.exit(1)`, which also tells the shell that it failed.""",
           ('    print("For lite tid til og med de faste låtene!")\n    sys.exit(1)',
            '    print("For lite tid til og med de faste låtene!")\n    return')),
         M("perl_elsif",
           """`elsif s["energi"] <= 2:` — Perl's spelling of `elif`. meant.py has
           `elif`.""",
           ('    elif s["energi"] <= 2:', '    elsif s["energi"] <= 2:')),
     ])

case("dj_crates",
     "Kenyan club DJ (Nairobi), mutagen script sorting downloaded MP3s into BPM crates "
     "with Camelot-key file names and an M3U per crate; Swahili comments, names and "
     "output; builds his booking site in PHP, types on a UK-layout MacBook",
     meant("dj_crates"), [
         M("php_fat_arrow_in_dict",
           """`"bpm" => float(...)` in the returned dict: PHP's `=>` of an associative
           array. meant.py has `"bpm": ...`, like the two entries below it.""",
           ('        "bpm": float(str(bpm))', '        "bpm" => float(str(bpm))')),
         M("php_dollar_variable",
           """`$crate = crate_ya(t["bpm"])`: a PHP variable sigil; `$` is not a Python
           character at all. meant.py has `crate = ...`, the name used below.""",
           ('        crate = crate_ya(t["bpm"])', '        $crate = crate_ya(t["bpm"])')),
         M("php_dot_concatenation",
           """`camelot . " - " . faili`: PHP's `.` string concatenation. Python reads
           `camelot.` as the start of an attribute, and a string cannot follow the dot.
           meant.py has `+`, as the `elif` branch just below uses.""",
           ('jina_jipya = camelot + " - " + faili', 'jina_jipya = camelot . " - " . faili')),
         M("uk_mac_pound_for_hash",
           """`£ andika playlist ...`: on a UK-layout Mac, Shift+3 gives `£` and `#` is
           Option+3. meant.py has `#`, the comment it is.""",
           ("    # andika playlist", "    £ andika playlist")),
     ])

case("sysex_patch",
     "Finnish synth hobbyist (Tampere), converts Roland DT1 SysEx dumps into JSON patches "
     "after checking the Roland checksum; Finnish comments and names; writes Java for "
     "Android MIDI apps, Finnish keyboard layout",
     meant("sysex_patch"), [
         M("backslash_escapes_docstring_close",
           """The module docstring ends in a Windows folder written with doubled
           backslashes, `D:\\\\syntikat\\\\dumpit\\\\`, and the last one was left single. `\\"`
           escapes the first quote of the closer, so the docstring runs on to the
           opening quotes of `roland_checksum`'s docstring, that docstring's text is
           read as code, and its closing quotes open a string that never ends: CPython
           reports the unterminated triple-quoted string there, eleven lines below the
           fix. meant.py doubles the last backslash like the others.""",
           ('dumpit\\\\"""', 'dumpit\\"""')),
         M("datasheet_hex_bytes_spaced",
           """`bytes([F0 41 10 42 12])`: the header copied from the hex dump in the
           comment above (and the synth manual's MIDI implementation chart) without
           turning it into Python literals. meant.py has `0xF0, 0x41, 0x10, 0x42,
           0x12`.""",
           ("OTSAKE = bytes([0xF0, 0x41, 0x10, 0x42, 0x12])", "OTSAKE = bytes([F0 41 10 42 12])")),
         M("global_names_a_parameter",
           """`def pura_viesti(viesti, laskuri=0):` with `global laskuri` as the first
           line of the body: the message counter was added as a parameter while the
           function still declares it global. Only the compiler refuses it ("is
           parameter and global"). The caller passes one argument and `main()` writes
           the module-level `laskuri` into the JSON, so meant.py has no
           parameter.""",
           ("def pura_viesti(viesti):", "def pura_viesti(viesti, laskuri=0):")),
         M("finnish_altgr_lost_bracket_nine",
           """`runko[-19` for `runko[-1]`: on the Finnish layout `]` is AltGr+9, and
           AltGr was not pressed. meant.py has `runko[-1]`.""",
           ("runko[4:-1], runko[-1]\n", "runko[4:-1], runko[-19\n")),
         M("java_unsigned_right_shift",
           """`raaka >>> siirto`: Java's unsigned right shift. Python has only `>>`
           (its integers have no sign bit to drag along). meant.py has `>>`.""",
           ("((raaka >> siirto) & 0x7F)", "((raaka >>> siirto) & 0x7F)")),
     ])

case("metronome",
     "Thai music teacher (drums and khim, music school in Chiang Mai), numpy + simpleaudio "
     "metronome with accent patterns for students; Thai comments, messages and pattern "
     "names; programs Arduino metronomes in C++; adapts old Python 2 snippets from blogs",
     meant("metronome"), [
         M("pattern_table_closing_brace_deleted",
           """The `}` line closing the `RUPBAEP` pattern table is gone. Everything below
           is read as more of the dict until the parser gives up; CPython reports "'{'
           was never closed" at the line where the table opens. meant.py has the `}` at the indentation of `RUPBAEP = {`.""",
           ('    "สามชั้น": [2, 0, 1, 0, 1, 0, 1, 0],\n}\n', '    "สามชั้น": [2, 0, 1, 0, 1, 0, 1, 0],\n')),
         M("c_double_pipe_or",
           """`while rob == 0 || nab < ...`: the C/Arduino `||`. meant.py has `or`.""",
           ("while rob == 0 or nab <", "while rob == 0 || nab <")),
         M("thai_layout_mo_ma_for_comma",
           """`print("ไม่รู้จักรูปแบบ"ม rupbaep, ...)`: after typing the Thai message the
           keyboard was still on the Thai Kedmanee layout, where the comma key gives
           `ม`. meant.py has `,`.""",
           ('print("ไม่รู้จักรูปแบบ", rupbaep,', 'print("ไม่รู้จักรูปแบบ"ม rupbaep,')),
         M("py2_except_comma_target",
           """`except KeyboardInterrupt, e:` — the Python 2 form, from the blog snippet
           the loop came from. meant.py has `except KeyboardInterrupt as e:`.""",
           ("except KeyboardInterrupt as e:", "except KeyboardInterrupt, e:")),
     ])

case("chord_transpose",
     "Israeli guitarist in a Shabbat band (Haifa), transposes chords-over-lyrics charts "
     "so the singer can sing in her key; Hebrew comments, lyrics and messages, English "
     "names; switches between the Hebrew and English layouts; writes JavaScript for the "
     "band's slides site",
     meant("chord_transpose"), [
         M("hebrew_layout_tav_for_comma",
           """`print("לא נמצאו שורות אקורדים ב-"ת path)`: after the Hebrew message the
           layout was still Hebrew, where the comma key gives `ת`. meant.py has `,`.""",
           ('print("לא נמצאו שורות אקורדים ב-", path)', 'print("לא נמצאו שורות אקורדים ב-"ת path)')),
         M("js_template_literal_backticks",
           """`` `_${steps}.txt` `` for the output name: a JavaScript template literal.
           The backtick is not a Python character. meant.py has `f"_{steps}.txt"`.""",
           ('path.replace(".txt", f"_{steps}.txt")', 'path.replace(".txt", `_${steps}.txt`)')),
         M("hebrew_layout_mirrored_paren",
           """`... "שורות"(` at the end of the last print: the closing parenthesis typed
           while the layout was still Hebrew, where the parentheses are mirrored
           (Shift+0 gives `(`). CPython reports "'(' was never closed" on that line.
           meant.py has `)`.""",
           ('len(lines), "שורות")', 'len(lines), "שורות"(')),
     ])

case("podcast_loudness",
     "Marathi podcast editor (Pune), pyloudnorm + soundfile batch normalizer bringing "
     "every episode WAV to -16 LUFS with a soft limiter; Marathi comments and messages in "
     "Devanagari; numbers and formulas copied from streaming platforms' help pages and "
     "audio blogs",
     meant("podcast_loudness"), [
         M("unicode_minus_from_help_page",
           """`TARGET_LUFS = −16.0`: the value copied from a streaming platform's loudness
           help page, whose minus is U+2212 MINUS SIGN, not the ASCII hyphen-minus.
           meant.py has `-16.0`.""",
           ("TARGET_LUFS = -16.0", "TARGET_LUFS = −16.0")),
         M("unit_left_after_number_dbtp",
           """`PEAK_LIMIT_DB = -1.0 dBTP`: the unit copied along with the number from
           the same page (and the comment above). meant.py has `-1.0`; the name says
           dB.""",
           ("PEAK_LIMIT_DB = -1.0\n", "PEAK_LIMIT_DB = -1.0 dBTP\n")),
         M("nbsp_in_formula_copied_from_blog",
           """The dB-to-linear formula `10 ** (db / 20.0)` copied from an audio blog,
           with a non-breaking space (U+00A0) after the slash. It looks like a
           space; the tokenizer refuses it. meant.py has an ordinary space.""",
           ("10 ** (db / 20.0)", "10 ** (db /\u00a020.0)")),
         M("fstring_brace_lost_in_first_piece",
           """`{avg:.1f LUFS ` in the first of four implicitly concatenated f-string
           pieces: the `}` after the format spec is lost, so the spec runs to the end
           of the piece. CPython 3.11 reports "f-string: expecting '}'" at the line of
           the last piece, three lines below. meant.py has `{avg:.1f}`.""",
           ('{avg:.1f} LUFS "', '{avg:.1f LUFS "')),
     ])
