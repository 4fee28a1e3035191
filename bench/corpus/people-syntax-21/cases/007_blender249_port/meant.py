# -*- coding: utf-8 -*-
# Export des points de passage (empties "WP_*") vers le format .way du mod
# Script écrit pour Blender 2.49 en 2009, porté vers Blender 2.9x / Python 3
# par Sébastien (Nantes) ; les anciens commentaires sont gardés
import math
import os
import re

import bpy

ECHELLE = 100.0          # 1 unité Blender = 1 m, le jeu compte en cm
PREFIXE = u"WP_"
EN_TETE = u"WAYFILE 2\n"
RE_NUMERO = re.compile(r"^WP_(\d+)$")


def points_de_passage(scene):
    pts = []
    for ob in scene.objects:
        if ob.type == 'EMPTY' and ob.name.startswith(PREFIXE):
            pts.append(ob)
    # tri par numéro : WP_001, WP_002 ...
    pts.sort(key=lambda o: int(RE_NUMERO.match(o.name).group(1)))
    return pts


def ligne_point(ob):
    x, y, z = ob.matrix_world.translation
    cap = math.degrees(ob.matrix_world.to_euler().z) % 360.0
    attente = ob.get("attente", 0.0)
    suivants = ob.get("suivants", "")
    return u"%d %.1f %.1f %.1f %.1f %.2f %s\n" % (
        int(ob.name[len(PREFIXE):]),
        x * ECHELLE, y * ECHELLE, z * ECHELLE,
        cap, attente, suivants,
    )


def exporter(chemin):
    scene = bpy.context.scene
    pts = points_de_passage(scene)
    if not pts:
        raise RuntimeError("aucun empty %s* dans la scène %s" % (PREFIXE, scene.name))
    f = open(chemin, "w", encoding="latin-1")
    try:
        f.write(EN_TETE)
        f.write(u"# scene %s, %d points\n" % (scene.name, len(pts)))
        for ob in pts:
            f.write(ligne_point(ob))
    finally:
        f.close()
    print("exporté :", chemin, len(pts), "points")


if __name__ == "__main__":
    dossier = bpy.path.abspath("//")
    nom = os.path.splitext(os.path.basename(bpy.data.filepath))[0] or "sans_nom"
    try:
        exporter(os.path.join(dossier, nom + ".way"))
    except RuntimeError as err:
        print("ERREUR :", err)
