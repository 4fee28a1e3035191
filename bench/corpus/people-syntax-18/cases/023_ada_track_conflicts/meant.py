"""Détection de conflits d'itinéraires sur un plan de voies (outil de pré-étude, Toulouse).

Chaque itinéraire réserve une suite de cantons pendant un créneau [entrée, sortie).
Deux itinéraires sont en conflit s'ils partagent un canton sur des créneaux qui se
chevauchent, marge de dégagement comprise. Ce n'est PAS le code de sécurité (Ada/SPARK),
seulement un script pour vérifier les grilles horaires avant la simulation.
"""
import csv
import sys
from dataclasses import dataclass
from itertools import combinations

MARGE_DEGAGEMENT = 90          # secondes entre deux occupations d'un même canton
CANTONS_AIGUILLES = {"A12", "A14", "A21", "B03"}


@dataclass(frozen=True)
class Occupation:
    train: str
    canton: str
    entree: int                # secondes depuis minuit
    sortie: int


@dataclass
class Conflit:
    canton: str
    train_a: str
    train_b: str
    debut: int
    fin: int

    @property
    def critique(self) -> bool:
        return self.canton in CANTONS_AIGUILLES


def hms(s: str) -> int:
    h, m, *reste = (int(x) for x in s.split(":"))
    sec = reste[0] if reste else 0
    if not (0 <= h < 30 and 0 <= m < 60 and 0 <= sec < 60):
        raise ValueError(f"heure invalide : {s}")
    return h * 3600 + m * 60 + sec


def fmt(t: int) -> str:
    return f"{t // 3600:02d}:{t % 3600 // 60:02d}:{t % 60:02d}"


def lire_grille(chemin: str) -> list[Occupation]:
    occupations = []
    with open(chemin, newline="", encoding="utf-8") as f:
        for n, ligne in enumerate(csv.DictReader(f, delimiter=";"), start=2):
            entree = hms(ligne["entree"])
            sortie = hms(ligne["sortie"])
            if sortie <= entree:
                raise ValueError(f"ligne {n} : sortie avant l'entrée pour {ligne['train']}")
            occupations.append(Occupation(ligne["train"], ligne["canton"], entree, sortie))
    return occupations


def chevauchement(a: Occupation, b: Occupation, marge: int) -> tuple[int, int] | None:
    debut = max(a.entree, b.entree)
    fin = min(a.sortie + marge, b.sortie + marge)
    if debut < fin:
        return debut, fin
    return None


def conflits(occupations: list[Occupation], marge: int = MARGE_DEGAGEMENT) -> list[Conflit]:
    par_canton: dict[str, list[Occupation]] = {}
    for o in occupations:
        par_canton.setdefault(o.canton, []).append(o)
    trouves = []
    for canton, occs in sorted(par_canton.items()):
        occs.sort(key=lambda o: o.entree)
        for a, b in combinations(occs, 2):
            if a.train == b.train:
                continue
            if b.entree > a.sortie + marge:
                continue
            creneau = chevauchement(a, b, marge)
            if creneau is not None:
                trouves.append(Conflit(canton, a.train, b.train, *creneau))
    return trouves


def verifier_continuite(occupations: list[Occupation]) -> list[str]:
    """Un train doit entrer dans un canton au plus tard quand il sort du précédent."""
    erreurs = []
    par_train: dict[str, list[Occupation]] = {}
    for o in occupations:
        par_train.setdefault(o.train, []).append(o)
    for train, occs in par_train.items():
        occs.sort(key=lambda o: o.entree)
        for prec, suiv in zip(occs, occs[1:]):
            if suiv.entree > prec.sortie:
                erreurs.append(f"{train} : trou entre {prec.canton} et {suiv.canton} "
                               f"({fmt(prec.sortie)} -> {fmt(suiv.entree)})")
            elif suiv.canton == prec.canton:
                erreurs.append(f"{train} : canton {suiv.canton} répété")
    return erreurs


def main() -> int:
    if len(sys.argv) != 2:
        print("usage : conflits.py grille.csv")
        return 2
    occupations = lire_grille(sys.argv[1])
    trains = {o.train for o in occupations}
    print(f"{len(occupations)} occupations, {len(trains)} trains")

    for e in verifier_continuite(occupations):
        print("  continuité :", e)

    liste = conflits(occupations)
    if len(liste) == 0:
        print("Aucun conflit.")
        return 0
    critiques = 0
    for c in sorted(liste, key=lambda c: (c.debut, c.canton)):
        marque = "!!" if c.critique else "  "
        if c.critique:
            critiques = critiques + 1
        print(f"{marque} {c.canton:<5} {c.train_a:>6} / {c.train_b:<6} {fmt(c.debut)} - {fmt(c.fin)}")
    print(f"{len(liste)} conflits dont {critiques} sur zone d'aiguilles")
    return 1 if critiques else 0


if __name__ == "__main__":
    sys.exit(main())
