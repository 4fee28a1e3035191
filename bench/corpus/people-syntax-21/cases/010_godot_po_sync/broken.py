# Synchronise le CSV de traduction de Godot avec les fichiers .po des traducteurs
# (Camille, Montréal — on fait le jeu à trois, les trads sont bénévoles)
import csv
import sys
from collections import OrderedDict

LANGUES = ["fr", "en", "pt_BR", "ja"]
CSV_GODOT = "traductions.csv"


def lire_po(chemin):
    """Lit un .po très simple (msgid/msgstr sur une ligne, pas de pluriels)."""
    entrees = OrderedDict()
    msgid = None
    with open(chemin, encoding="utf-8") as f:
        for ligne in f:
            ligne = ligne.strip()
            if ligne.startswith("msgid "):
                msgid = ligne[7:-1]
            elif ligne.startswith("msgstr ") and msgid:
                entrees[msgid] = ligne[8:-1].replace('\\"', ''')
                msgid = None
    return entrees


def lire_csv(chemin):
    with open(chemin, newline="", encoding="utf-8") as f:
        lecteur = csv.DictReader(f)
        return OrderedDict(row["keys"], row) for row in lecteur)


def fusionner(lignes, langue, po):
    ajoutees = changees = 0
    for cle, texte in po.items():
        if cle not in lignes:
            lignes[cle] = {"keys": cle, **{l: "" for l in LANGUES}}
            ajoutees += 1
        if texte and lignes[cle].get(langue) != texte:
            lignes[cle][langue] = texte
            changees += 1
    return ajoutees, changees


def main(argv):
    lignes = lire_csv(CSV_GODOT)
    for chemin in argv:
        langue = chemin.rsplit("/", 1)[-1].removesuffix(".po")
        if langue not in LANGUES:
            print(f"langue inconnue : {langue} ({chemin})")
            continue
        a, c = fusionner(lignes, langue, lire_po(chemin))
        print(f"{langue:>6} : {a} clés ajoutées, {c} traductions mises à jour")
    manquantes = {l: sum(1 for r in lignes.values() if not r.get(l)) for l in LANGUES}
    with open(CSV_GODOT, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=["keys"] + LANGUES)
        w.writeheader()
        w.writerows(lignes.values())
    print("manquantes :", ", ".join(f"{l}={n}" for l, n in manquantes.items()))


if __name__ == "__main__":
    main(sys.argv[1:])
