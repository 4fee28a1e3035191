"""Balayage d'hyperparamètres pour le modèle de segmentation des coupes de microscopie.

Lit la configuration de base (YAML), construit la grille, lance chaque combinaison
avec plusieurs graines via entrainement.entrainer(), reprend là où il s'était arrêté
(résultats déjà présents dans resultats.jsonl), puis affiche le classement.

    python balayage_hparams.py configs/base.yaml --grille petite
"""
from __future__ import annotations

import argparse
import itertools
import json
import statistics
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

import yaml

from entrainement import entrainer


@dataclass(frozen=True)
class OptimConfig:
    nom: str = "adamw"
    lr: float = 3e-4
    weight_decay: float = 1e-4
    warmup: int = 500


@dataclass(frozen=True)
class Experience:
    modele: str = "unet_resnet34"
    taille_batch: int = 16
    epoques: int = 50
    augmentation: str = "forte"
    optim: OptimConfig = field(default_factory=OptimConfig)
    graine: int = 0

    def cle(self) -> str:
        o = self.optim
        return (f"{self.modele}|bs{self.taille_batch}|{self.augmentation}|"
                f"{o.nom}|lr{o.lr:g}|wd{o.weight_decay:g}|s{self.graine}")


GRILLES = {
    "petite": {
        "lr": [1e-4, 3e-4, 1e-3],
        "weight_decay": [0.0, 1e-4],
        "taille_batch": [16],
    },
    "complete": {
        "lr": [1e-4, 3e-4, 1e-3, 3e-3],
        "weight_decay": [0.0, 1e-5, 1e-4, 1e-3],
        "taille_batch": [8, 16, 32, 64],
        "augmentation": ["legere", "forte"],
    },
}
GRAINES = [0, 1, 2]


def charger_base(chemin: str | Path) -> Experience:
    with open(chemin, encoding="utf-8") as f:
        brut = yaml.safe_load(f) or {}
    optim = OptimConfig(**brut.pop("optim", {}))
    return Experience(optim=optim, **brut)


def combinaisons(base: Experience, grille: dict[str, list]) -> list[Experience]:
    noms = list(grille)
    sortie = []
    for valeurs in itertools.product(*(grille[n] for n in noms)):
        params = dict(zip(noms, valeurs))
        optim = replace(base.optim, **{k: v for k, v in params.items() if k in ("lr", "weight_decay")})
        reste = {k: v for k, v in params.items() if k not in ("lr", "weight_decay")}
        for g in GRAINES:
            sortie.append(replace(base, optim=optim, graine=g, **reste))
    return sortie


def deja_faits(fichier: Path) -> dict[str, dict]:
    if not fichier.exists():
        return {}
    faits = {}
    with fichier.open(encoding="utf-8") as f:
        for ligne in f:
            r = json.loads(ligne)
            faits[r["cle"]] = r
    return faits


def classement(resultats: list[dict]) -> None:
    groupes: dict[str, list[float]] = {}
    for r in resultats:
        sans_graine = r["cle"].rsplit("|s", 1)[0]
        groupes.setdefault(sans_graine, []).append(r["dice_val"])
    lignes = sorted(groupes.items(), key=lambda kv: -statistics.mean(kv[1]))
    print(f"\n{'configuration':<58} {'Dice val':>9} {'± σ':>7}  n")
    for cle, dices in lignes[:15]:
        sd = statistics.stdev(dices) if len(dices) > 1 else 0.0
        print(f"{cle:<58} {statistics.mean(dices):9.4f} {sd:7.4f}  {len(dices)}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("base")
    ap.add_argument("--grille", choices=sorted(GRILLES), default="petite")
    ap.add_argument("--sortie", default="resultats.jsonl")
    args = ap.parse_args()

    fichier = Path(args.sortie)
    base = charger_base(args.base)
    a_faire = combinaisons(base, GRILLES[args.grille])
    faits = deja_faits(fichier)
    print(f"{len(a_faire)} runs dans la grille « {args.grille} », {len(faits)} déjà faits")
    for i, exp in enumerate(a_faire, 1):
        if exp.cle() in faits:
            continue
        print(f"[{i}/{len(a_faire)}] {exp.cle()}")
        metriques = entrainer(asdict(exp))
        r = {"cle": exp.cle(), **metriques}
        faits[r["cle"]] = r
        with fichier.open("a", encoding="utf-8") as f:
            f.write(json.dumps(r) + "\n")
    classement(list(faits.values()))


if __name__ == "__main__":
    main()
