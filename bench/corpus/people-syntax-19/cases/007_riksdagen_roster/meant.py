"""Riksdagens voteringar: hur ofta röstar ledamöterna mot sin egen partilinje?

Hämtar voteringslistor från riksdagens öppna data (JSON) för riksmötet 2023/24,
räknar ut partilinjen per votering (majoriteten av partiets Ja/Nej) och listar
de mest "olydiga" ledamöterna.  Erik L., Göteborgs-Postens datagrupp.
"""
import json
import os
import time
from collections import Counter, defaultdict

import requests

RM = "2023/24"
LISTA_URL = "https://data.riksdagen.example/voteringlista/"
CACHE = "voteringar_cache.json"
PARTIER = ["S", "M", "SD", "C", "V", "KD", "L", "MP"]


def hamta_voteringar(rm, sidor=20):
    if os.path.exists(CACHE):
        with open(CACHE, encoding="utf-8") as f:
            return json.load(f)
    alla = []
    for sida in range(1, sidor + 1):
        params = {"rm": rm, "utformat": "json", "sz": 500, "p": sida, "gruppering": ""}
        svar = requests.get(LISTA_URL, params=params, timeout=60)
        svar.raise_for_status()
        rader = svar.json().get("voteringlista", {}).get("votering", [])
        if not rader:
            break
        alla.extend(rader)
        print(f"sida {sida}: {len(alla)} röster")
        time.sleep(1)
    with open(CACHE, "w", encoding="utf-8") as f:
        json.dump(alla, f, ensure_ascii=False)
    return alla


def per_votering(rader):
    """votering_id -> lista av (intressent_id, namn, parti, röst)"""
    v = defaultdict(list)
    for r in rader:
        parti = (r.get("parti") or "-").upper()
        if parti not in PARTIER:
            continue
        v[r["votering_id"]].append((r["intressent_id"], r["namn"], parti, r["rost"]))
    return v


def partilinje(roster):
    """Parti -> 'Ja' / 'Nej' / None (om partiet var splittrat eller frånvarande)"""
    linje = {}
    per_parti = defaultdict(Counter)
    for _, _, parti, rost in roster:
        if rost in ("Ja", "Nej"):
            per_parti[parti][rost] += 1
    for parti, c in per_parti.items():
        ja, nej = c["Ja"], c["Nej"]
        if ja + nej == 0:
            linje[parti] = None
        elif ja > nej:
            linje[parti] = "Ja"
        elif nej > ja:
            linje[parti] = "Nej"
        else:
            linje[parti] = None
    return linje


def rakna_avvikelser(voteringar):
    avvikelser = Counter()
    deltagit = Counter()
    namn_av = {}
    for vid, roster in voteringar.items():
        linje = partilinje(roster)
        for iid, namn, parti, rost in roster:
            namn_av[iid] = (namn, parti)
            if rost not in ("Ja", "Nej") or linje.get(parti) is None:
                continue
            deltagit[iid] += 1
            if rost != linje[parti]:
                avvikelser[iid] += 1
    return avvikelser, deltagit, namn_av


def main():
    rader = hamta_voteringar(RM)
    voteringar = per_votering(rader)
    print(f"{len(voteringar)} voteringar, {len(rader)} enskilda röster")

    avvikelser, deltagit, namn_av = rakna_avvikelser(voteringar)
    topp = sorted(
        (iid for iid in deltagit if deltagit[iid] >= 50),
        key=lambda iid: avvikelser[iid] / deltagit[iid],
        reverse=True,
    )[:20]

    print("\nLedamöter som oftast röstar mot partilinjen (minst 50 röster):")
    for iid in topp:
        namn, parti = namn_av[iid]
        andel = 100 * avvikelser[iid] / deltagit[iid]
        print(f"  {namn:<30} ({parti:>2})  {avvikelser[iid]:>3} av {deltagit[iid]:>4}  = {andel:.1f} %")

    per_parti = defaultdict(lambda: [0, 0])
    for iid, n in deltagit.items():
        parti = namn_av[iid][1]
        per_parti[parti][0] += avvikelser[iid]
        per_parti[parti][1] += n
    print("\nPartiernas sammanhållning:")
    for parti in PARTIER:
        avv, tot = per_parti[parti]
        if tot:
            print(f"  {parti:>2}: {100 - 100 * avv / tot:.2f} % följer linjen")

    with open("avvikare.json", "w", encoding="utf-8") as f:
        json.dump([{"namn": namn_av[i][0], "parti": namn_av[i][1],
                    "avvikelser": avvikelser[i], "roster": deltagit[i]} for i in topp],
                  f, ensure_ascii=False, indent=2)


if __name__ == "__main__":
    main()
