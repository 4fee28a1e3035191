"""001-010: artists', designers' and GIS analysts' scripting (Blender, Maya, QGIS,
Inkscape, a terminal visual novel, Pillow, turtle, pygame, geopandas, GIMP 3)."""
from lib import case, M
from helpers import meant

case("rock_scatter_addon",
     "Brazilian environment artist (Curitiba) writing a Blender add-on for a short film's sets",
     meant("rock_scatter_addon"), [
    M("dict_closing_line_missing",
      "The `}` line closing the `bl_info` dict at the top of the add-on was deleted. meant.py "
      "restores `}` on its own line at the indentation of `bl_info = {`, after the last key.",
      ('    "category": "Object",\n}\n', '    "category": "Object",\n')),
    M("missing_comma_kwargs_line_end",
      "In the multi-line `FloatProperty(` of `afundar` the comma after `default=0.05` was "
      "lost at the line end; every other keyword line of the call ends with a comma.",
      ('        default=0.05,\n', '        default=0.05\n')),
    M("missing_colon",
      "`def poll(cls, context)` without its colon (the `@classmethod` above was copied from "
      "the manual, the header typed by hand).",
      ('    def poll(cls, context):\n', '    def poll(cls, context)\n')),
    M("fstring_brace_lost",
      "The object-name f-string `f\"pedra_{i:04d\"` lost the `}` after the format spec; "
      "meant.py closes the field right after `04d`.",
      ('f"pedra_{i:04d}"', 'f"pedra_{i:04d"')),
], note="""
Situation: an add-on for Blender 3.6 that scatters linked copies of rock meshes over the
active terrain, with a property group, scene presets, four operators (scatter, clear,
apply preset, join for export) and a sidebar panel, written from the Blender manual's
add-on template. Portuguese comments, names and UI labels.
Policy: only the slips are undone; the unused imports (Vector, Matrix, BVHTree) and the
artist's naming stay.
""")

case("maya_fk_controls",
     "Korean rigging artist (Seoul) turning MEL habits into a Maya Python shelf tool",
     meant("maya_fk_controls"), [
    M("call_closing_line_missing",
      "The `)[0]` line closing the multi-line `cmds.circle(` call (and taking the transform "
      "out of the returned list) is missing. meant.py restores it at the indentation of "
      "`ctrl = cmds.circle(`; the `[0]` is what the other branches' single names need and "
      "what `cmds.parent(ctrl, grp)` expects.",
      ('            constructionHistory=False,\n        )[0]\n', '            constructionHistory=False,\n')),
    M("mel_double_slash_comment",
      "A MEL habit: the comment above the offset-group line starts with `//`. meant.py uses "
      "`#` like every other comment in the file.",
      ('        # 그룹을 조인트', '        // 그룹을 조인트')),
    M("missing_comma_kwargs_line_end",
      "The comma after `minValue=0.1` at the end of the first line of the "
      "`cmds.floatSliderGrp(` call was lost, so `maxValue=10.0` on the next line follows "
      "without one.",
      ('minValue=0.1,\n', 'minValue=0.1\n')),
], note="""
Situation: a shelf tool that builds an FK control chain (offset group + NURBS curve per
joint, side colours, locked scale/visibility) for the selected joint chain, with a small
cmds UI window. Korean docstrings, comments and labels; the rigger wrote MEL for years.
Policy: MEL habits become the Python the rest of the file already uses; nothing else
changes.
""")

case("qgis_river_buffers",
     "Colombian GIS analyst (Bogotá) at a regional environmental authority, first PyQGIS Processing script",
     meant("qgis_river_buffers"), [
    M("call_closing_line_missing",
      "In `initAlgorithm` the `)` line closing the first `self.addParameter(` was deleted; "
      "the inner `QgsProcessingParameterFeatureSource(...)` is still closed. meant.py "
      "restores `)` at the indentation of `self.addParameter(`, like the three other "
      "parameters.",
      ('                [QgsProcessing.TypeVectorLine],\n            )\n        )\n',
       '                [QgsProcessing.TypeVectorLine],\n            )\n')),
    M("string_quote_lost_line_end",
      "The first half of the two-line help text (implicitly concatenated) lost its closing "
      "quote after `por municipio. `. meant.py closes it there, keeping the trailing space "
      "that separates the two sentences.",
      ('por municipio. "\n', 'por municipio. \n')),
    M("missing_comma_list",
      "The comma between the two attribute values `mpio[\"MPIO_CCDGO\"]` and "
      "`mpio[\"MPIO_CNMBR\"]` in `setAttributes([...])` was lost.",
      ('[mpio["MPIO_CCDGO"], mpio["MPIO_CNMBR"],', '[mpio["MPIO_CCDGO"] mpio["MPIO_CNMBR"],')),
    M("paren_lost_line_end",
      "The two-line `self.parameterAsSink(` call ends in `rios.sourceCrs()` with one `)` "
      "short; meant.py adds the call's `)` at the end of that line.",
      ('QgsWkbTypes.MultiPolygon, rios.sourceCrs())\n', 'QgsWkbTypes.MultiPolygon, rios.sourceCrs()\n')),
], note="""
Situation: a Processing toolbox script (QgsProcessingAlgorithm subclass) that buffers the
river network by Strahler order, merges the buffers, clips them by municipality and writes
the protected area in hectares. Spanish docstring, comments and labels.
Policy: only the slips are undone; the analyst's structure (all buffers combined first,
progress split 40/60) stays.
""")

case("inkscape_hex_grid",
     "German illustrator and map-maker (Dresden) writing an Inkscape extension for board-game maps",
     meant("inkscape_hex_grid"), [
    M("css_semicolon_in_dict",
      "A CSS habit in the style dict of each hexagon: `\"stroke-linejoin\": \"round\";` ends "
      "with `;` as in a stylesheet. meant.py has the `,` the other entries have.",
      ('"stroke-linejoin": "round",', '"stroke-linejoin": "round";')),
    M("missing_colon",
      "`for k in range(6)` in `sechseck_punkte` without its colon.",
      ('    for k in range(6):\n', '    for k in range(6)\n')),
    M("string_quote_lost",
      "The default font name `\"Alegreya Sans SC\"` lost its closing quote before the `)` of "
      "`add_argument`.",
      ('default="Alegreya Sans SC")', 'default="Alegreya Sans SC)')),
], note="""
Situation: an inkex EffectExtension (with its .inx file elsewhere) that draws a grid of
flat- or pointy-topped hexagons with coordinate labels like "C07", optional random
terrain colours with a legend, and a frame. German names, comments and help texts.
Policy: CSS habits become Python dict syntax; nothing else changes.
""")

case("visual_novel_engine",
     "Thai novelist (Bangkok) writing her first program, a terminal visual-novel engine",
     meant("visual_novel_engine"), [
    M("tuple_paren_lost_far",
      "In the `start` scene the second dialogue row `(\"yai\", \"...\")` lost its `)` before "
      "the comma, so the following rows become items of that tuple. meant.py closes the "
      "tuple at the end of its own line, like the other rows.",
      ('("yai", "หนูใหม่ ช่วยยายยกกระถางเข้ามาหน่อยลูก"),', '("yai", "หนูใหม่ ช่วยยายยกกระถางเข้ามาหน่อยลูก",')),
    M("unescaped_quote_in_string",
      "The hint `(หรือ \"s\" เพื่อเซฟ)` puts the key in double quotes inside a double-quoted "
      "string. meant.py keeps the quoted `\"s\"` and uses single quotes outside.",
      ("""print('พิมพ์ตัวเลขนะ (หรือ "s" เพื่อเซฟ)')""", '''print("พิมพ์ตัวเลขนะ (หรือ "s" เพื่อเซฟ)")''')),
    M("else_if",
      "`else if` in the ending; meant.py has `elif`.",
      ('        elif self.affinity["ton"] < 0:', '        else if self.affinity["ton"] < 0:')),
    M("missing_colon",
      "`while self.scene is not None` without its colon.",
      ('while self.scene is not None:', 'while self.scene is not None')),
], note="""
Situation: the first episode of a visual novel as plain Python: a dict of scenes with
(speaker, line) tuples, choices that change affinity points, ANSI colours per speaker,
typewriter text and a JSON save slot. Thai comments and dialogue.
Policy: only the slips are undone; a string that a quote broke keeps the quote and gets
the other quote character outside.
""")

case("pillow_poster_series",
     "Iranian graphic designer (Tehran) generating a poster series for a gallery show with Pillow",
     meant("pillow_poster_series"), [
    M("bracket_lost_line_end",
      "The `\"انار\"` palette list lost its `]` at the line end (`\"#0f4c5c\",`), so the next "
      "palette becomes part of it. meant.py closes the list at the end of its own line, like "
      "the other two palettes.",
      ('"#0f4c5c"],\n', '"#0f4c5c",\n')),
    M("paren_lost_in_call",
      "`range(int(h * 0.75 / cell):` is one `)` short; meant.py closes `range(` before the "
      "colon.",
      ('range(int(h * 0.75 / cell)):', 'range(int(h * 0.75 / cell):')),
    M("missing_comma_kwargs_line_end",
      "In the caption's two-line `draw.text(` call the comma after `font=small` at the line "
      "end was lost; the title's call above has it.",
      ('font=small,\n', 'font=small\n')),
], note="""
Situation: a generative poster series (rosettes of overlapping circles on a grid, palette
jitter in HLS, paper grain, a title band in Persian shaped with arabic_reshaper and
python-bidi), 50x70 cm at 300 dpi plus an Instagram preview. Persian comments, palette
names and captions.
Policy: only the slips are undone; `l` as a variable name and the unused `rnd` argument of
`grain` stay.
""")

case("turtle_kolam",
     "Tamil art teacher (Chennai) drawing kolam patterns with turtle for a school class",
     meant("turtle_kolam"), [
    M("paren_lost_in_formula",
      "`px = outer * math.cos(math.radians(ang)` is one `)` short; the `py` line below, of "
      "the same shape, has both.",
      ('px = outer * math.cos(math.radians(ang))', 'px = outer * math.cos(math.radians(ang)')),
    M("block_body_not_indented",
      "The body of `if choice not in PATTERNS:` was typed at the `if`'s own depth. meant.py "
      "indents it one level (the default applies only to an unknown choice).",
      ('    if choice not in PATTERNS:\n        choice = "நடுத்தரம்"\n', '    if choice not in PATTERNS:\n    choice = "நடுத்தரம்"\n')),
    M("missing_comma_dict_line_end",
      "In the `PATTERNS` dict the comma after the `\"நடுத்தரம்\"` list was lost at the line "
      "end.",
      ('5, 3, 1],\n    "பெரியது"', '5, 3, 1]\n    "பெரியது"')),
], note="""
Situation: a turtle program for an art class that lays out a diamond of dots for a chosen
kolam size, loops around each dot and adds coloured petals, then saves an EPS. Tamil
comments, dict keys and captions.
Policy: only the slips are undone.
""")

case("pygame_flow_field",
     "French creative coder (Lyon) who learned on Processing and p5.js, sketching for a workshop",
     meant("pygame_flow_field"), [
    M("js_bang_not",
      "A p5.js habit: `pause = !pause` to toggle the pause. meant.py has `not pause`, as in "
      "the `trainees` toggle in the next branch.",
      ('pause = not pause', 'pause = !pause')),
    M("return_paren_closing_line_missing",
      "The `)` line closing the parenthesized three-line sum of `return (` in `bruit` is "
      "gone. meant.py restores it at the indentation of `return`.",
      ('        + 0.25 * math.cos(x * 5.1 - y * 4.3)\n    )\n', '        + 0.25 * math.cos(x * 5.1 - y * 4.3)\n')),
    M("missing_colon",
      "`if 1 < d < 220` without its colon.",
      ('if 1 < d < 220:', 'if 1 < d < 220')),
    M("paren_lost_inside_call",
      "In `pygame.draw.line(...)` the start point `(x0, y0)` lost its `)`, so the rest of the "
      "arguments fall into that tuple. meant.py closes it after `y0`, matching the end point "
      "`(p.x, p.y)`.",
      ('(x0, y0), (p.x, p.y), 1)', '(x0, y0, (p.x, p.y), 1)')),
], note="""
Situation: an interactive generative sketch: particles follow a sine-based noise field, the
mouse attracts them, with keys for pause, trails, palettes, reset and PNG capture. French
docstrings, comments and names.
Policy: habits from p5.js become the Python the file already uses.
""")

case("school_catchments",
     "Swedish GIS analyst (Malmö city planning office) estimating school catchments with geopandas",
     meant("school_catchments"), [
    M("missing_comma_kwargs_line_end",
      "In the multi-line `gpd.sjoin(` call the comma after `how=\"inner\"` was lost at the "
      "line end.",
      ('            how="inner",\n', '            how="inner"\n')),
    M("keyword_as_name",
      "The analyst named the subset of schools `del` (Swedish for \"part\") on two lines; "
      "`del` is a keyword. meant.py uses `del_` on both lines (the PEP 8 spelling; the name "
      "is used nowhere else).",
      ('        del_ = skolor', '        del = skolor'),
      ('        del_.plot(', '        del.plot(')),
    M("missing_comma_kwargs",
      "`color=farg markersize=60` in the school layer's `plot(...)`: the comma between the "
      "two keyword arguments was lost.",
      ('color=farg, markersize=60', 'color=farg markersize=60')),
    M("paren_lost_in_nested_call",
      "`unary_union(list(skolor.geometry.buffer(max(GANGAVSTAND.values())))` closes four of "
      "its five calls; meant.py adds the last `)` at the end of the line.",
      ('buffer(max(GANGAVSTAND.values()))))', 'buffer(max(GANGAVSTAND.values())))')),
], note="""
Situation: walking-distance catchments per school stage (buffers of 800/1200/2000 m),
pupils per address point joined to them, demand vs. capacity classified and mapped, and
the addresses outside every buffer written to a GeoPackage. Swedish docstrings, names
and labels; Windows paths on a P: drive.
Policy: a keyword used as a name gets a trailing underscore; nothing else changes.
""")

case("gimp_watermark_plugin",
     "Romanian wedding photographer (Cluj-Napoca) porting a Script-Fu watermark to a GIMP 3 Python plug-in",
     meant("gimp_watermark_plugin"), [
    M("paren_lost_line_end",
      "The three-line `procedura.set_documentation(` call ends with `name` without its `)`. "
      "meant.py closes the call at the end of that line.",
      ('                                    name)\n', '                                    name\n')),
    M("missing_colon",
      "`if not dialog.run()` without its colon.",
      ('if not dialog.run():', 'if not dialog.run()')),
    M("paren_lost_in_nested_call",
      "`Gimp.Choice.new_with_values(list(POZITII),` closes `list(` but not "
      "`new_with_values(`. meant.py closes it before the comma, so `\"dreapta-jos\"` is the "
      "default of `add_choice_argument` as in the other argument declarations.",
      ('new_with_values(list(POZITII)),', 'new_with_values(list(POZITII),')),
], note="""
Situation: a GIMP 3 Python plug-in (Gimp.PlugIn subclass with an ImageProcedure and a
ProcedureDialog) that scales the image, adds the studio's text watermark at a chosen
corner and exports a web JPEG next to the original. Romanian comments and labels.
Policy: only the slips are undone.
""")
