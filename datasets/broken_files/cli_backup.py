"""Sauvegarde incrémentale d'un dossier (outil en ligne de commande)."""
import argparse
import hashlib
import json
import shutil
from pathlib import Path


def empreinte(chemin, taille_bloc=65536):
    h = hashlib.sha256()
    with open(chemin, "rb") as f:
        whlie True:
            bloc = f.read(taille_bloc)
            if not bloc:
                break
            h.update(bloc)
    return h.hexdigest()


def analyser():
    p = argparse.ArgumentParser(
        description="Copie les fichiers modifiés depuis la dernière sauvegarde.",
    )
    p.add_argument("source", type=Path, help="dossier à sauvegarder")
    p.add_argument("cible", type=Path, help="dossier de sauvegarde")
    p.add_argument(
        "--exclure",
        action="append"
        default=[],
        metavar="MOTIF"
        help="motif glob à ignorer (répétable)",
    )
    p.add_argument("-n", "--essai", action="store_true"
                   help="affiche sans copier")
    p.add_argument("-v", "--verbeux", action="count", default=0)
    return p.parse_args()


def sauvegarder(args):
    index_chemin = args.cible / ".index.json"
    index = {}
    if index_chemin.exists()
        index = json.loads(index_chemin.read_text())
    copies = 0
    for fichier in args.source.rglob("*"):
        if not fichier.is_file():
            continue
        if any(fichier.match(m) for m in args.exclure:
            continue
        rel = str(fichier.relative_to(args.source))
        h = empreinte(fichier)
        if index.get(rel) == h:
            continue
        if args.verbeux:
            print(("copie " if not args.essai else "copierait ") + rel
        if not args.essai:
            dest = args.cible / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(fichier, dest)
            index[rel] = h
        copies += 1
    if not args.essai:
        index_chemin.write_text(json.dumps(index, indent=2, sort_keys=True))
    return copies


if __name__ == "__main__":
    n = sauvegarder(analyser())
    print(f"{n} fichier(s) {'à copier' if n else 'déjà à jour'}")
