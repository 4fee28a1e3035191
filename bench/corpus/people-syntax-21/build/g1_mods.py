"""Group 1 (001-010): game modders and tool scripters."""
from helpers import meant
from lib import M, case

case("blender_batch_fbx",
     "Russian hobby modder (Novosibirsk), Blender 3.6 add-on exporting each collection to FBX for a game mod; Cyrillic comments and UI strings, transliterated names",
     meant("blender_batch_fbx"),
     [
         M("dict_comma_lost_in_bl_info",
           "The comma after \"version\": (0, 3, 1) in bl_info was lost when the version was bumped; the other entries all end in a comma.",
           ('    "version": (0, 3, 1),\n', '    "version": (0, 3, 1)\n')),
         M("russian_layout_hard_sign_for_bracket",
           "Typed objs[0] with the Russian layout still on after the Cyrillic comment work: the ] key gives ъ. meant.py has objs[0] (the active object is the first selected one).",
           ("objects.active = objs[0]", "objects.active = objs[0ъ")),
         M("return_dedented_into_class_body",
           "return {'FINISHED'} shifted one level left (to class-body depth) when the line above was re-indented; Blender operators return the set from execute().",
           ("        return {'FINISHED'}\n\n    def invoke", "    return {'FINISHED'}\n\n    def invoke")),
         M("cyrillic_es_in_class_keyword",
           "The c of class typed with the Russian layout (the C key gives Cyrillic с), so 'сlass' is a name followed by another name. meant.py has class.",
           ("class MOD_PT_batch_panel(Panel):", "\u0441lass MOD_PT_batch_panel(Panel):")),
         M("russian_layout_zhe_for_colon",
           "Shift+; typed for the colon of draw()'s header with the Russian layout on gives Ж. meant.py has the colon, like every other def.",
           ("    def draw(self, context):", "    def draw(self, context)\u0416")),
     ],
     note="""Situation: an add-on installed from a single .py; the author switches between
     the Russian and English layouts all the time because comments and UI labels are in
     Russian. Three of the mistakes are layout slips: a Cyrillic letter typed where the
     same key gives the ASCII character the code needs.""")

case("renpy_tl_extract",
     "Brazilian fan translator (Recife) extracting dialogue lines from a Ren'Py visual novel mod into a CSV for a translation team; Portuguese names and comments",
     meant("renpy_tl_extract"),
     [
         M("call_closing_line_deleted",
           "The ')' line closing the multi-line re.compile( of RE_FALA was deleted together with a commented-out alternative pattern below it; meant.py closes the call on its own line at the indentation of RE_FALA.",
           ("    r'\\s*(?:with\\s+\\w+)?\\s*$'\n)\n", "    r'\\s*(?:with\\s+\\w+)?\\s*$'\n")),
         M("abnt2_cedilla_for_colon",
           "On the ABNT2 keyboard the key where US keyboards have ';' is 'ç'; Shift on it gives 'Ç' instead of ':'. meant.py ends eh_codigo's header with a colon.",
           ("def eh_codigo(linha):", "def eh_codigo(linha)\u00c7")),
         M("quote_lost_hash_starts_comment",
           "The closing quote of \"$\" was lost, so the string runs to the next quote and the rest of the line from # becomes a comment, leaving the call's parentheses open. meant.py has the two prefixes (\"$\", \"#\") as Ren'Py code markers.",
           ('startswith(("$", "#"))', 'startswith(("$, "#"))')),
         M("fstring_empty_field_half_converted",
           "Converting \"  {:<12} {:>5} falas\".format(quem, n) to an f-string: the f prefix was added and n moved into its field, but quem was not yet typed into the first one.",
           ('print(f"  {quem:<12} {n:>5} falas")', 'print(f"  {:<12} {n:>5} falas")')),
     ],
     note="""Situation: a one-off tool run over the game/ folder. The author types on an ABNT2
     keyboard but has US habits.""")

case("mc_rcon_backup",
     "French admin of a small modded Minecraft server (Lyon), backup script over RCON with aiomcrcon; French comments and messages",
     meant("mc_rcon_backup"),
     [
         M("azerty_a_grave_for_zero",
           "On AZERTY the 0 key gives à without Shift; '1à' was typed for 10 archives to keep (the comment says how many archives to keep, and 10 is the number the author uses elsewhere).",
           ('"garder": 10,', '"garder": 1\u00e0,')),
         M("js_comment_in_dict_literal",
           "A // comment (JavaScript/JSON-with-comments habit, the dict is the JSON of a tellraw message) was written inside the dict display; meant.py has the same words as a # comment.",
           ("    # texte en jaune", "    // texte en jaune")),
         M("async_lost_on_def_with_async_with",
           "'async' was dropped from 'async def sauvegarder()' while moving the function; its body uses 'async with' and await, and asyncio.run() is given its coroutine.",
           ("async def sauvegarder():", "def sauvegarder():")),
         M("french_guillemets_as_quotes",
           "The say message was typed in a text editor with French autocorrect, which turned the quotes into « »; meant.py uses single quotes like the other string with an exclamation mark.",
           ("await rcon(client, 'say Sauvegarde terminée, merci !')", "await rcon(client, \u00absay Sauvegarde terminée, merci !\u00bb)")),
     ])

case("sav_editor_jp",
     "Japanese indie developer (Sapporo) writing a debug save-file editor for their own RPG with struct; Japanese comments, romaji names",
     meant("sav_editor_jp"),
     [
         M("hex_escape_digit_lost",
           "One hex digit of \\x44 in the magic bytes was lost (\\x4 followed by a backslash); the comment gives the magic as \"SVD1\", i.e. 53 56 44 31.",
           ('MAGIC = b"\\x53\\x56\\x44\\x31"', 'MAGIC = b"\\x53\\x56\\x4\\x31"')),
         M("py2_long_suffix_hex",
           "MAX_KANE copied from the author's old Python 2 tool with the L suffix (0xFFFFFFFFL); meant.py drops the L.",
           ("MAX_KANE = 0xFFFFFFFF\n", "MAX_KANE = 0xFFFFFFFFL\n")),
         M("ime_fullwidth_close_paren",
           "The Japanese IME was still on after typing the message, so the closing parenthesis came out fullwidth （U+FF09). meant.py closes print( with an ASCII ')'.",
           ('print("警告: CRCが一致しません（壊れているかも）")', 'print("警告: CRCが一致しません（壊れているかも）"）')),
         M("fstring_brace_lost_spec_swallows_next",
           "The '}' after LV{c['lv']:>3 was lost, so the rest of the f-string becomes that field's format spec with two nested fields; meant.py closes the field after >3 like the HP and MP fields.",
           ("LV{c['lv']:>3} HP", "LV{c['lv']:>3 HP")),
     ],
     note="""Situation: a quick tool next to the game's source; the author writes strings
     and comments with the Japanese IME and code with it off.""")

case("tiled_to_tscn",
     "Russian indie developer (Saint Petersburg) converting Tiled maps to Godot 4 scenes; transliterated Russian names, Cyrillic header comment, used to GDScript",
     meant("tiled_to_tscn"),
     [
         M("triple_quote_closer_extra_quote",
           "The closing triple quote of SHABLON_SCENY was typed with four quotes (\"\"\"\" ); the fourth opens a new string that never ends on that line.",
           ('[node name="{imya}" type="Node2D"]\n"""\n', '[node name="{imya}" type="Node2D"]\n""""\n')),
         M("gdscript_var_walrus",
           "GDScript habit: 'var nomer := ...' for a typed local. meant.py is the plain assignment 'nomer = ...' used everywhere else in the file.",
           ("    nomer = (gid & MASKA_ID) - 1", "    var nomer := (gid & MASKA_ID) - 1")),
         M("fstring_paren_for_brace",
           "In the second piece of the concatenated f-string the field {ob['x']:.1f} was closed with ')' instead of '}' (the Vector2( parenthesis around it); meant.py closes it with '}' like {ob['y']:.1f}.",
           ("Vector2({ob['x']:.1f}, ", "Vector2({ob['x']:.1f), ")),
     ])

case("unity_build_post",
     "Brazilian game-jam developer (Porto Alegre), C# Unity programmer post-processing a WebGL build for itch.io; Portuguese names and comments",
     meant("unity_build_post"),
     [
         M("csharp_float_suffix",
           "C# habit: 1.0f for a float constant. meant.py has 1.0.",
           ("VELOCIDADE_BARRA = 1.0  #", "VELOCIDADE_BARRA = 1.0f  #")),
         M("csharp_line_comment",
           "C# habit: the trailing comment of EXTENSOES_COMPRIMIDAS written with //; the file's other trailing comments use #.",
           ('(".br", ".gz")  # ja vem', '(".br", ".gz")  // ja vem')),
         M("call_paren_lost_nested",
           "The ')' closing print( after json.dumps(mapa, indent=2) was lost; meant.py has '))'.",
           ("print(json.dumps(mapa, indent=2))", "print(json.dumps(mapa, indent=2)")),
         M("csharp_dollar_interpolation",
           "C# interpolated string $\"...\" typed for the f-string; meant.py has f\"...\" like the other messages.",
           ('print(f"zip: {SAIDA_ZIP}', 'print($"zip: {SAIDA_ZIP}')),
     ])

case("blender249_port",
     "French level designer (Nantes) porting a 2009 Blender 2.49 waypoint exporter to Blender 2.9x and Python 3; French comments",
     meant("blender249_port"),
     [
         M("py2_ur_prefix",
           "The old script's pattern was ur\"^WP_(\\d+)$\" (Python 2 raw unicode); the u was kept, which Python 3 does not accept with r. meant.py has r\"...\".",
           ('RE_NUMERO = re.compile(r"^WP_', 'RE_NUMERO = re.compile(ur"^WP_')),
         M("tab_indent_left_from_old_script",
           "The 2009 script was indented with TABs; one line of ligne_point() kept its TAB when the rest was re-indented with spaces, so the block mixes a TAB and 4 spaces at the same depth.",
           ('    attente = ob.get("attente", 0.0)\n', '\tattente = ob.get("attente", 0.0)\n')),
         M("azerty_u_grave_for_percent",
           "On AZERTY '%' is Shift+ù; Shift was missed, so the format operator came out as ù. meant.py has % (the other format lines use it).",
           ('return u"%d %.1f %.1f %.1f %.1f %.2f %s\\n" % (', 'return u"%d %.1f %.1f %.1f %.1f %.2f %s\\n" \u00f9 (')),
     ],
     note="""Situation: porting by hand, keeping the old u"" prefixes and comments; the
     author types on AZERTY.""")

case("mmd_bone_rename",
     "Japanese VRChat/MMD hobbyist (Osaka) renaming MMD bone names to Unity Humanoid names with bpy; Japanese bone names, comments and messages",
     meant("mmd_bone_rename"),
     [
         M("ime_ideographic_comma",
           "With the IME on for the bone name, the comma after \"首\": \"Neck\" came out as the ideographic comma 、 (U+3001). meant.py has ','.",
           ('    "首": "Neck",\n', '    "首": "Neck"\u3001\n')),
         M("continue_dedented_to_function_depth",
           "'continue' after the duplicate warning was pulled back to the function-body depth (4 spaces) by the editor's backspace-unindent, so the next line of the loop is deeper than any open block. meant.py keeps it in the if-block inside the loop (skip this bone).",
           ('            print(f"スキップ(重複): {bone.name} -> {new}")\n            continue\n',
            '            print(f"スキップ(重複): {bone.name} -> {new}")\n    continue\n')),
         M("fstring_conditional_else_lost",
           "In the second piece of the concatenated f-string, the conditional lost \"else ''\" when the text was edited; meant.py shows the dry-run marker or nothing.",
           ("{'（ドライラン）' if dry_run else ''}", "{'（ドライラン）' if dry_run}")),
         M("call_paren_lost_at_eof",
           "The closing ')' of the last line main(dry_run=False) was lost; the file ends there.",
           ("main(dry_run=False)\n", "main(dry_run=False\n")),
     ])

case("mod_packager",
     "Russian S.T.A.L.K.E.R. Anomaly modder (Kazan) packaging gamedata into a 7z with a JSON manifest; transliterated Russian names and comments",
     meant("mod_packager"),
     [
         M("set_closed_with_bracket",
           "The set display IGNOR was closed with ']' instead of '}' (the author first wrote it as a list).",
           ('IGNOR = {".git", ".vscode", "__pycache__", "_wip"}', 'IGNOR = {".git", ".vscode", "__pycache__", "_wip"]')),
         M("dict_closing_line_deleted_nested",
           "The '},' line closing the nested \"files\" dict comprehension was deleted; the '}' below then closes it and the outer dict of return stays open.",
           ('            for p in fayly\n        },\n    }\n', '            for p in fayly\n    }\n')),
         M("inner_call_paren_lost_before_kwarg",
           "The ')' of json.dumps(...) was lost before ', encoding=\"utf-8\"', so encoding goes to json.dumps and write_text( is closed by the ')' line; meant.py closes dumps after indent=1 (encoding belongs to write_text).",
           ('json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8"', 'json.dumps(manifest, ensure_ascii=False, indent=1, encoding="utf-8"')),
         M("russian_layout_be_for_comma",
           "The comma after type=Path was typed with the Russian layout on: that key gives б. meant.py has ', '.",
           ('ap.add_argument("--koren", type=Path, default=', 'ap.add_argument("--koren", type=Path\u0431 default=')),
         M("russian_layout_e_for_quote",
           "The opening double quote of the sys.exit message typed as Shift+' with the Russian layout on, giving Э.",
           ('sys.exit("net faylov v gamedata/")', 'sys.exit(\u042dnet faylov v gamedata/")')),
         M("missing_colon",
           "The colon at the end of the for header over sorted(schetchik.items()) was not typed.",
           ("    for rassh, n in sorted(schetchik.items()):", "    for rassh, n in sorted(schetchik.items())")),
     ])

case("godot_po_sync",
     "Québécois indie developer (Montréal) merging volunteers' .po translation files into Godot's translation CSV; French names and comments",
     meant("godot_po_sync"),
     [
         M("quote_key_unshifted_makes_triple",
           "Typing the one-character string '\"' the Shift was missed on the middle key, giving ''' which opens a triple-quoted string that never ends.",
           ("""replace('\\\\"', '"')""", """replace('\\\\"', ''')""")),
         M("genexp_tuple_open_paren_lost",
           "The '(' opening the (key, row) tuple in the generator passed to OrderedDict was lost, leaving one ')' too many.",
           ('return OrderedDict((row["keys"], row) for row in lecteur)', 'return OrderedDict(row["keys"], row) for row in lecteur)')),
     ])
