"""GIS, surveying and mapping (011-020)."""
from lib import M, case, TAB_MARK
from helpers import meant

case("sounding_dms",
     "Norwegian hydrographer (Bergen), hand-typed degrees-minutes-seconds positions from 1950s-70s sounding sheets converted to decimal degrees",
     meant("sounding_dms"),
     [
         M("missing_comma_in_dict",
           "the comma between `\"E\": 1` and `\"Ø\": 1` lost in the one-line HALVKULE dict.",
           ('"E": 1, "Ø": 1,', '"E": 1 "Ø": 1,')),
         M("call_paren_lost_before_as",
           "the `)` closing the second `open(ut, \"w\", ...` lost before `as g` in the two-file `with`; the "
           "first `open(...)` on the same line shows the form.",
           ('newline="") as g:', 'newline="" as g:')),
         M("tab_mixed_with_spaces",
           "`merknad = \"utenfor området\"` indented with four TABs in a file indented with spaces "
           "(the line was pasted from the old script). meant.py uses the 16 spaces of its block.",
           ('                merknad = "utenfor området"',
            TAB_MARK * 4 + 'merknad = "utenfor området"')),
         M("list_closing_line_missing",
           "the `]` line closing `eksempler = [` in selvtest() deleted; the `for` loop over the examples "
           "is then read inside the list. meant.py restores `]` at the indentation of `eksempler = [`.",
           ('        ("4 58 12 V", -4.97),\n    ]\n', '        ("4 58 12 V", -4.97),\n')),
     ])

case("guanaco_gpx",
     "Chilean field ecologist (Valdivia), guanaco transects from Garmin GPX tracks: haversine distance, climb, sightings within the 250 m band",
     meant("guanaco_gpx"),
     [
         M("paren_lost_in_formula",
           "the `)` closing `math.sin(dl / 2` lost in the haversine term; `math.sin(dp / 2) ** 2` at the "
           "start of the same line shows the form.",
           ("math.sin(dl / 2) ** 2\n", "math.sin(dl / 2 ** 2\n")),
         M("call_closing_line_missing",
           "the `))` line closing `puntos.append((` deleted; the `avistamientos = []` line is then read "
           "inside the tuple. meant.py restores `))` at the indentation of `puntos.append((`.",
           ("            leer_hora(t.text if t is not None else None),\n        ))\n",
            "            leer_hora(t.text if t is not None else None),\n")),
         M("missing_comma_dict_line_end",
           "the comma after `\"bajada_m\": bajada` lost at the line end of the summary dict.",
           ('        "bajada_m": bajada,\n', '        "bajada_m": bajada\n')),
         M("assign_for_equality",
           "`w[\"nombre\"][:1] = \"G\"` for `==` inside the conditional expression that reads the count of "
           "animals from a waypoint name like `G12`.",
           ('w["nombre"][:1] == "G"', 'w["nombre"][:1] = "G"')),
     ])

case("plot_area_survey",
     "Indian licensed land surveyor (Hyderabad), plot areas by the shoelace formula from total-station points, in acres-guntas against the land record",
     meant("plot_area_survey"),
     [
         M("docstring_closed_with_two_quotes",
           "shoelace()'s one-line docstring closed with `\"\"`; the string runs on to the next `\"\"\"` "
           "(self_intersects()'s docstring), whose text is then read as code. meant.py closes it with "
           "`\"\"\"` after its text.",
           ('points go anticlockwise."""', 'points go anticlockwise.""')),
         M("nested_def_body_not_indented",
           "the `return` of the nested `ccw()` helper written at the depth of its `def`.",
           ("    def ccw(a, b, c):\n        return (c[2]", "    def ccw(a, b, c):\n    return (c[2]")),
         M("listcomp_bracket_lost_in_lambda",
           "the `]` closing the list comprehension in the sort key lost before `):`.",
           ('.split()]):', '.split()):')),
         M("call_paren_lost_line_end",
           "the `)` closing `out_rows.append([...]` lost at the line end; the blank line and the `with` "
           "statement follow.",
           ('"; ".join(remarks)])\n', '"; ".join(remarks)]\n')),
     ])

case("bowditch_traverse",
     "Kenyan government land surveyor (Nakuru), closed traverse adjusted by the Bowditch rule from a field book in D.MMSS",
     meant("bowditch_traverse"),
     [
         M("tuple_paren_lost_in_list",
           "the `)` closing the `(\"C\", \"95.3340\", 176.405` row of FIELD_BOOK lost before the comma; "
           "the other rows show the form.",
           ('("C", "95.3340", 176.405),', '("C", "95.3340", 176.405,')),
         M("backslash_lost_before_quote",
           "the `\\` of `\\\"` (the seconds sign) lost at the end of the f-string in deg_to_dms(); the `\"` "
           "closes the string and the last `\"` opens one that is never closed.",
           ("'{s:04.1f}\\\"\"", "'{s:04.1f}\"\"")),
         M("call_paren_lost_line_end",
           "the `)` closing the two-line `print(` in the coordinate table lost at the end of its second "
           "line; `n += adj_lat[i]` follows.",
           ('              f"{n:>14.3f}{e:>13.3f}")\n', '              f"{n:>14.3f}{e:>13.3f}"\n')),
         M("missing_colon",
           "`for b, d in zip(brgs, dists)` without its colon.",
           ("for b, d in zip(brgs, dists):", "for b, d in zip(brgs, dists)")),
     ])

case("vergunningen_geojson",
     "Dutch municipal planner (Utrecht), building permits counted per regeneration area with a ray-casting point-in-polygon test",
     meant("vergunningen_geojson"),
     [
         M("dict_brace_lost_in_call",
           "the `}` of the default dict lost inside `defaultdict(lambda: {...})`; the same dict is "
           "written whole further down.",
           ('"sloop": 0})\n    buiten', '"sloop": 0)\n    buiten')),
         M("paren_lost_in_condition",
           "the `)` of `(yi > y)` lost in the ray-casting test; the other half `(yj > y)` shows the form.",
           ("if (yi > y) != (yj > y):", "if (yi > y != (yj > y):")),
         M("keyword_misspelt",
           "`retrun False` for `return False` in the loop over the holes of punt_in_polygoon(); the "
           "`return False` two lines above shows the word.",
           ("        if punt_in_ring(x, y, gat):\n            return False", "        if punt_in_ring(x, y, gat):\n            retrun False")),
         M("call_paren_lost_in_append",
           "the `)` closing `uit[\"features\"].append({...}` lost at the end of the line; the `}` is there.",
           ('"properties": eigenschappen})', '"properties": eigenschappen}')),
     ])

case("fire_scar_kml",
     "Australian park ranger (Darwin), fire-scar points parsed from a KML export with regexes, early vs late dry season burns",
     meant("fire_scar_kml"),
     [
         M("call_paren_lost_in_dict",
           "the `)` closing `parse_date(` lost at the end of the `\"date\"` entry; the `})` three lines "
           "below closes the wrong bracket.",
           ('data.get("Month", "")),', 'data.get("Month", ""),')),
         M("except_body_lost",
           "the `pass` under `except ValueError:` in parse_date() deleted; the loop ends there, so the "
           "block is empty. meant.py restores `pass` (try the next format).",
           ("        except ValueError:\n            pass\n", "        except ValueError:\n")),
         M("else_wrong_depth",
           "the final `else:` of the season `if`/`elif` indented one level too deep, inside the `elif` body.",
           ('            season = "early"\n        else:\n', '            season = "early"\n            else:\n')),
         M("list_bracket_lost_before_paren",
           "the `]` closing the row list lost before the `)` of `rows.append([`.",
           ('track or ""])', 'track or "")')),
     ])

case("kafelki_osm",
     "Polish OpenStreetMap hobby mapper (Wrocław), slippy-map tile numbers for a bounding box with a cache check and a polite download list",
     meant("kafelki_osm"),
     [
         M("docstring_closed_with_two_quotes",
           "num2deg()'s one-line docstring closed with `\"\"`; the string runs on to the next `\"\"\"` "
           "(rozdzielczosc_m()'s docstring), whose Polish text is then read as code. meant.py closes it "
           "with `\"\"\"` after its text.",
           ('"""Róg północno-zachodni kafelka."""', '"""Róg północno-zachodni kafelka.""')),
         M("paren_lost_in_formula",
           "the `)` closing `math.asinh(math.tan(lat_rad)` lost in the tile-y formula (the standard "
           "`(1 - asinh(tan(lat)) / pi) / 2 * n`).",
           ("math.asinh(math.tan(lat_rad)) / math.pi", "math.asinh(math.tan(lat_rad) / math.pi")),
         M("fstring_call_paren_lost",
           "the `)` of `rozdzielczosc_m(srodek, z)` lost inside its f-string field, before the format spec.",
           ("{rozdzielczosc_m(srodek, z):>9.2f}", "{rozdzielczosc_m(srodek, z:>9.2f}")),
         M("string_quote_lost",
           "the closing `\"` of `f\"{godz} h {minuty} min\"` lost at the line end; the next line's "
           "`f\"{minuty} min {sek} s\"` shows the form.",
           ('return f"{godz} h {minuty} min"\n', 'return f"{godz} h {minuty} min\n')),
     ])

case("utm_outcrops",
     "Canadian field geologist (Yellowknife), outcrop GPS positions converted to UTM with the Krüger series because pyproj is broken on the field laptop",
     meant("utm_outcrops"),
     [
         M("tuple_closing_line_missing",
           "the `)` line closing `ALPHA = (` deleted; the `def zone_for` after it is read inside the "
           "tuple. meant.py restores `)` at column 0.",
           ("    61 * N_ ** 3 / 240,\n)\n", "    61 * N_ ** 3 / 240,\n")),
         M("call_paren_lost_line_end",
           "the last `)` of `t = math.sinh(math.atanh(...) - e * math.atanh(e * math.sin(phi)))` lost at "
           "the line end (sinh of the difference: the conformal latitude).",
           ("e * math.atanh(e * math.sin(phi)))\n", "e * math.atanh(e * math.sin(phi))\n")),
         M("except_tuple_without_parens",
           "`except KeyError, ValueError:` for the parenthesized tuple.",
           ("except (KeyError, ValueError):", "except KeyError, ValueError:")),
         M("subscript_bracket_lost_line_end",
           "the `]` closing `letters[int((lat + 80) // 8)` lost at the line end.",
           ("letters[int((lat + 80) // 8)]\n", "letters[int((lat + 80) // 8)\n")),
     ])

case("catasto_dbf",
     "Italian municipal surveyor (Turin), cadastral parcels read from a shapefile's DBF with struct, areas per sheet in the C2 expansion zone",
     meant("catasto_dbf"),
     [
         M("assign_for_equality",
           "`if descr[0] = 0x0D:` for `==` (the DBF field-descriptor terminator).",
           ("if descr[0] == 0x0D:", "if descr[0] = 0x0D:")),
         M("dict_closing_line_missing",
           "the `}` line closing the header dict returned by leggi_intestazione() deleted; the next "
           "`def` is then read inside the dict. meant.py restores `}` at the indentation of `return {`.",
           ('        "campi": campi,\n    }\n', '        "campi": campi,\n')),
         M("set_brace_lost",
           "the `}` of the set `{\"*\"}` lost before the colon.",
           ('set(testo) <= {"*"}:', 'set(testo) <= {"*":')),
         M("call_paren_lost_line_end",
           "the `)` closing the two-line `print(` of the record count lost at the end of its second "
           "line; `print()` follows.",
           ("for v in per_foglio.values())}\")\n", "for v in per_foglio.values())}\"\n")),
     ])

case("tide_reduction",
     "Japanese hydrographic surveyor (Yokohama, survey contractor), single-beam soundings reduced to chart datum with interpolated tide, draft and sound speed",
     meant("tide_reduction"),
     [
         M("fullwidth_comma",
           "a fullwidth `，` typed with the Japanese IME on in `times, levels = [], []`.",
           ("    times, levels = [], []\n", "    times， levels = [], []\n")),
         M("docstring_closed_with_two_quotes",
           "corrected_depth()'s docstring closed with `\"\"`; the string runs on to the next `\"\"\"` "
           "(check_tide_jumps()'s docstring), whose Japanese text is then read as code. meant.py closes "
           "it with `\"\"\"` after its text.",
           ('音速補正 -> 喫水 -> 潮位"""', '音速補正 -> 喫水 -> 潮位""')),
         M("assign_for_equality",
           "`i = len(times)` for `==` in the out-of-range test; the first half `i == 0` shows the form.",
           ("if i == 0 or i == len(times):", "if i == 0 or i = len(times):")),
         M("list_bracket_lost_before_paren",
           "the `]` closing the row list lost before the `)` of `w.writerow([`.",
           ('f"{d:.2f}"])', 'f"{d:.2f}")')),
     ])

NOTES = {
    "sounding_dms": "Situation: positions from old hand-written sounding sheets, typed in by summer temps in many formats, converted to decimal degrees for QGIS. Policy: only the mistakes are undone; the verbose regex and the Norwegian hemisphere letters stay.",
    "guanaco_gpx": "Situation: GPX tracks and sighting waypoints of a field season, summarised per transect with a density estimate. Policy: only the mistakes are undone; the crude nearest-vertex distance stays (the author says so).",
    "plot_area_survey": "Situation: plot corners from a total station, areas by the shoelace formula, compared with the land record extract. Policy: only the mistakes are undone; the natural sort key and local units stay.",
    "bowditch_traverse": "Situation: a five-station closed traverse from a field book adjusted by the compass rule with a precision check. Policy: only the mistakes are undone; D.MMSS handling and `l` as a name stay.",
    "vergunningen_geojson": "Situation: permit points and regeneration-area polygons in RD New, counted per area without GIS libraries. Policy: only the mistakes are undone; the bbox pre-filter and Dutch names stay.",
    "fire_scar_kml": "Situation: a KML export with broken namespaces parsed with regexes, burns split into early and late dry season and measured to management tracks. Policy: only the mistakes are undone; the regex parsing stays.",
    "kafelki_osm": "Situation: a bounding box of Wrocław turned into slippy-map tile numbers for zooms 10-16, with a cache check and a download list. Policy: only the mistakes are undone; the Polish names and the assert stay.",
    "utm_outcrops": "Situation: outcrop positions converted to UTM on a field laptop where pyproj does not work, with a self check against a known point. Policy: only the mistakes are undone; the series formulas stay as written.",
    "catasto_dbf": "Situation: an office PC where nothing can be installed, so the shapefile's DBF is read with struct and filtered by planning zone. Policy: only the mistakes are undone; the Italian names and the hand-made DBF reader stay.",
    "tide_reduction": "Situation: single-beam soundings reduced with tide interpolated from a gauge, draft and sound speed, for a port survey. Policy: only the mistakes are undone; Japanese comments, messages and the Shift_JIS tide file stay.",
}
import lib as _lib  # noqa: E402
for _c in _lib.CASES:
    if _c["name"] in NOTES:
        _c["note"] = NOTES[_c["name"]]
