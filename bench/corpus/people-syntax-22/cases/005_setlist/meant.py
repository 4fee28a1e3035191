#!/usr/bin/env python3
# setliste.py  -  lager setliste til spillejobber for Bryggeband (coverband, Bergen)
# Sangene ligger i sanger.json, men de vi spiller nesten alltid står her under.
# Trond (tangenter).  Kjør: python3 setliste.py 90   (minutter scenetid)
import json
import sys
from pathlib import Path

PAUSE_MELLOM = 20          # sekunder mellom låtene (snakking, bytte gitar)
SANGER_FIL = Path("sanger.json")

FASTE = {
    "åpning": ["Dancing in the Moonlight", "Mr. Brightside"],
    "slutt": [
        "Livin' on a Prayer",
        "Sweet Caroline",
        "Hey Jude",
    ],
    "ekstra": ["Kjærlighetsvisa"],
}

STANDARD = [
    {"tittel": "Dancing in the Moonlight", "lengde": "4:05", "toneart": "G", "energi": 3},
    {"tittel": "Mr. Brightside", "lengde": "3:42", "toneart": "Db", "energi": 5},
    {"tittel": "Livin' on a Prayer", "lengde": "4:09", "toneart": "Em", "energi": 5},
    {"tittel": "Sweet Caroline", "lengde": "3:21", "toneart": "B", "energi": 4},
    {"tittel": "Hey Jude", "lengde": "7:11", "toneart": "F", "energi": 3},
    {"tittel": "Kjærlighetsvisa", "lengde": "3:05", "toneart": "D", "energi": 2},
    {"tittel": "Take On Me", "lengde": "3:48", "toneart": "A", "energi": 4},
    {"tittel": "Valerie", "lengde": "3:39", "toneart": "Eb", "energi": 4},
]


def til_sek(lengde):
    m, s = lengde.split(":")
    return int(m) * 60 + int(s)


def fmt(sek):
    return f"{sek // 60}:{sek % 60:02d}"


def les_sanger():
    if SANGER_FIL.exists():
        return json.loads(SANGER_FIL.read_text(encoding="utf-8"))
    return STANDARD


sanger = {s["tittel"]: s for s in les_sanger()}
tid_min = int(sys.argv[1]) if len(sys.argv) > 1 else 60
tilgjengelig = tid_min * 60

liste = [sanger[t] for t in FASTE["åpning"]]
slutt = [sanger[t] for t in FASTE["slutt"]]
brukt = {s["tittel"] for s in liste + slutt}
resten = sorted((s for s in sanger.values() if s["tittel"] not in brukt),
                key=lambda s: -s["energi"])

def total(sanger_i_lista):
    return sum(til_sek(s["lengde"]) + PAUSE_MELLOM for s in sanger_i_lista)

if total(liste + slutt) > tilgjengelig:
    print("For lite tid til og med de faste låtene!")
    sys.exit(1)

for s in resten:
    if total(liste + [s] + slutt) <= tilgjengelig:
        liste.append(s)
    elif s["energi"] <= 2:
        # rolige låter hopper vi over hvis tida er knapp
        continue

liste += slutt
print(f"SETLISTE ({tid_min} min)\n")
for nr, s in enumerate(liste, 1):
    print(f"{nr:2d}. {s['tittel']:<28} {s['toneart']:>3}  {s['lengde']}")
print(f"\nTotalt: {fmt(total(liste))} av {fmt(tilgjengelig)}")
