# Конвертер карт из Tiled (.tmj) в сцену Godot 4 (.tscn)
# perevodim sloi plitok v TileMap, ob'ekty -> Marker2D
import json
import sys
from pathlib import Path

RAZMER_PLITKI = 16
FLIP_H = 0x80000000
FLIP_V = 0x40000000
MASKA_ID = 0x0FFFFFFF

SHABLON_SCENY = """[gd_scene load_steps=2 format=3]

[ext_resource type="TileSet" path="res://tiles/{tileset}.tres" id="1"]

[node name="{imya}" type="Node2D"]
"""

SHABLON_SLOYA = """
[node name="{imya}" type="TileMap" parent="."]
tile_set = ExtResource("1")
format = 2
layer_0/tile_data = PackedInt32Array({dannye})
"""


def kodirovat_plitku(x, y, gid, shirina_nabora):
    # Godot 4: (y << 16 | x), source_id, (atlas_y << 16 | atlas_x)
    flip = 0
    if gid & FLIP_H:
        flip |= 1 << 12
    if gid & FLIP_V:
        flip |= 1 << 13
    nomer = (gid & MASKA_ID) - 1
    atlas_x, atlas_y = nomer % shirina_nabora, nomer // shirina_nabora
    return [(y << 16) | (x & 0xFFFF), 0, ((atlas_y << 16) | atlas_x) | flip]


def sloy_v_tscn(sloy, shirina_nabora):
    dannye = []
    w = sloy["width"]
    for i, gid in enumerate(sloy["data"]):
        if gid == 0:
            continue
        x, y = i % w, i // w
        dannye += kodirovat_plitku(x, y, gid, shirina_nabora)
    return SHABLON_SLOYA.format(imya=sloy["name"], dannye=", ".join(map(str, dannye)))


def obekty_v_tscn(sloy):
    kuski = []
    for ob in sloy["objects"]:
        imya = ob.get("name") or f"obj_{ob['id']}"
        kuski.append(
            f'\n[node name="{imya}" type="Marker2D" parent="."]\n'
            f"position = Vector2({ob['x']:.1f}, {ob['y']:.1f})\n"
        )
    return "".join(kuski)


def konvertirovat(put_tmj):
    karta = json.loads(Path(put_tmj).read_text(encoding="utf-8"))
    nabor = karta["tilesets"][0]
    shirina_nabora = nabor.get("columns", 8)
    tileset = Path(nabor.get("source", "osnovnoy.tsx")).stem
    vyhod = [SHABLON_SCENY.format(tileset=tileset, imya=Path(put_tmj).stem)]
    for sloy in karta["layers"]:
        if sloy["type"] == "tilelayer":
            vyhod.append(sloy_v_tscn(sloy, shirina_nabora))
        elif sloy["type"] == "objectgroup":
            vyhod.append(obekty_v_tscn(sloy))
    put_tscn = Path(put_tmj).with_suffix(".tscn")
    put_tscn.write_text("".join(vyhod), encoding="utf-8")
    print(f"{put_tmj} -> {put_tscn} ({len(karta['layers'])} sloyov)")


if __name__ == "__main__":
    for put in sys.argv[1:]:
        konvertirovat(put)
