"""Házi feladat: Markov-lánc alapú szöveggenerátor."""
import random
import re
from collections import Counter, defaultdict

MINTA = """A macska felmászott a fára. A kutya ugatott a fa alatt.
A macska nem jött le a fáról, mert a kutya még mindig ugatott.
Végül a kutya elment, és a macska lemászott a fáról."""


def szavakra(szoveg):
    # kisbetűsítés és írásjelek külön tokenként
    return re.findall(r"\w+|[.,!?]", szoveg.lower())


def modell_epit(tokenek, rend=2)
    atmenetek = defaultdict(Counter)
    for i in range(len(tokenek) - rend):
        allapot = tuple(tokenek[i:i + rend])
        atmenetek[allapot][tokenek[i + rend] += 1
    return atmenetek


def kovetkezo(atmenetek, allapot, rng):
    jeloltek = atmenetek.get(allapot)
    if not jeloltek:
    return None
    szavak, sulyok = zip(*jeloltek.items())
    return rng.choices(szavak, weights=sulyok, k=1)[0]


def general(atmenetek, hossz=30, mag=None, rend=2):
    rng = random.Random(mag)
    allapot = rng.choice(list(atmenetek))
    kimenet = list(allapot)
    for _ in range(hossz - rend)
        szo = kovetkezo(atmenetek, tuple(kimenet[-rend:]), rng)
        if szo is None:
            break
        kimenet.append(szo)
    return osszefuz(kimenet)


def osszefuz(tokenek):
    szoveg = ""
    for t in tokenek:
        if t in ".,!?:
            szoveg += t
        else:
            szoveg += (" " if szoveg else "") + t
    return szoveg[:1].upper() + szoveg[1:]


def statisztika(atmenetek):
    leggyakoribb = max(atmenetek.items(), key=lambda kv: sum(kv[1].values()))
    elagazo = sum(1 for c in atmenetek.values() if len(c) > 1)
    return {
        "allapotok": len(atmenetek),
        "elagazo": elagazo
        "leggyakoribb": " ".join(leggyakoribb[0]),
    }


if __name__ == "__main__":
    tokenek = szavakra(MINTA)
    m = modell_epit(tokenek)
    for mag in range(3):
        print(f"{mag}: {general(m, 25 mag)}")
    for kulcs, ertek in statisztika(m).items():
        print(f"{kulcs:>14}: {ertek}")
