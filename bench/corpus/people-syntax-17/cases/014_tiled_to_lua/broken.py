#!/usr/bin/env python3
# Tiled (.tmj) -> LÖVE-pelin Lua-taulukoksi
# Pelimme lataa kentät Lua-tiedostoina, mutta suunnittelijat käyttävät Tiledia.
# Tämä skripti lukee JSON-viennin ja kirjoittaa levels/<nimi>.lua
#
# Ville K., Tampere - kirjoitan yleensä Luaa, Python on vähän vieras
import json
import sys
import zlib
import base64
from pathlib import Path

TILE_FLIP_MASK = 0x1FFFFFFF   # Tiled tallentaa peilausbitit gid:n yläbitteihin
OUT_DIR = Path("levels")

-- objektityypit joita peli ymmärtää, ja niiden pakolliset ominaisuudet
OBJECT_TYPES = {
    "spawn": [],
    "enemy": ["kind"],
    "pickup": ["item", "amount"],
    "door": ["target_level", "target_spawn"],
    "sign": ["text"],
}


def lua_string(s):
    s = s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return '"' + s + '"'


def lua_value(v, indent=0):
    pad = "  " * indent
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return lua_string(v)
    if isinstance(v, list):
        if all(isinstance(x, int) for x in v):
            return "{" + ",".join(str(x) for x in v) + "}"
        inner = ",\n".join(pad + "  " + lua_value(x, indent + 1) for x in v)
        return "{\n" + inner + "\n" + pad + "}"
    if isinstance(v, dict):
        parts = []
        for k, x in v.items():
            key = k if k.isidentifier() else "[" + lua_string(k) + "]"
            parts.append(pad + "  " + key + " = " + lua_value(x, indent + 1))
        return "{\n" + ",\n".join(parts) + "\n" + pad + "}"
    if v is None:
        return "nil"
    raise TypeError("en osaa muuntaa: %r" % (v,))


def decode_layer_data(layer):
    data = layer["data"]
    if layer.get("encoding") ~= "base64":
        return data
    raw = base64.b64decode(data)
    if layer.get("compression") == "zlib":
        raw = zlib.decompress(raw)
    return [int.from_bytes(raw[i:i + 4], "little") for i in range(0, len(raw), 4)]


def props(obj):
    return {p["name"]: p["value"] for p in obj.get("properties", [])}


def convert_object(o, level_name, warnings):
    kind = o.get("type") or o.get("class", "")
    if kind not in OBJECT_TYPES:
        warnings.append(f"{level_name}: tuntematon objekti '{kind}' (id {o['id']})")
        return None
    p = props(o)
    for needed in OBJECT_TYPES[kind]:
        if needed not in p:
            warnings.append(f"{level_name}: {kind} id {o['id']} puuttuu '{needed}'")
    return {"type": kind, "x": round(o["x"]), "y": round(o["y"]),
            "w": round(o.get("width", 0)), "h": round(o.get("height", 0)), "props": p}


def convert(tmj_path):
    level = json.loads(Path(tmj_path).read_text(encoding="utf-8"))
    name = Path(tmj_path).stem
    warnings = []
    out = {
        "name": name,
        "width": level["width"],
        "height": level["height"],
        "tilesize": level["tilewidth"],
        "layers": [],
        "objects": [],
    }
    for layer in level["layers"]:
        if layer["type"] == "tilelayer":
            gids = [g & TILE_FLIP_MASK for g in decode_layer_data(layer)]
            out["layers"].append({"name": layer["name"], "solid": props(layer).get("solid", False),
                                  "tiles": gids}
        elif layer["type"] == "objectgroup":
            for o in layer["objects"]:
                conv = convert_object(o, name, warnings)
                if conv is not None:
                    out["objects"].append(conv)
    spawns = [o for o in out["objects"] if o["type"] == "spawn"]
    if len(spawns) == 0 then
        warnings.append(name + ": ei yhtään spawn-pistettä!")
    end
    return name, out, warnings


def main(paths):
    OUT_DIR.mkdir(exist_ok=True)
    all_warnings = []
    for path in paths:
        name, data, warnings = convert(path)
        text = "-- generoitu tiedostosta " + Path(path).name + ", älä muokkaa käsin\n"
        text += "return " + lua_value(data) + "\n"
        (OUT_DIR / (name + ".lua")).write_text(text, encoding="utf-8")
        print("kirjoitettu", OUT_DIR / (name + ".lua"))
        all_warnings.extend(warnings)
    for w in all_warnings:
        print("VAROITUS:", w, file=sys.stderr)
    return 1 if all_warnings else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("käyttö: tiled_to_lua.py kentta1.tmj [kentta2.tmj ...]")
        sys.exit(2)
    sys.exit(main(sys.argv[1:]))
