"""Qualité de l'air dans la métropole de Lyon : dépassements de PM10 et NO2 par commune.

Données : API open data d'Atmo (format JSON), une requête par station et par mois.
Pour l'article du Progrès sur les écoles près du périphérique.  — Camille, service web
"""
import json
import statistics
import sys
from collections import defaultdict
from datetime import date, timedelta

import requests

API = "https://api.atmo.exemple.fr/v2/mesures"
JETON = "à-mettre-dans-une-variable-d-environnement"  # TODO

STATIONS = {
    "FR20047": ("Lyon 7e", "Gerland"),
    "FR20062": ("Villeurbanne", "Croix-Luizet"),
    "FR20017": ("Lyon 8e", "Périphérique Est"),
    "FR20049": ("Vénissieux", "Village"),
    "FR20037": ("Lyon 3e", "Part-Dieu"),
}

SEUILS = {"PM10": 50.0, "NO2": 200.0}   # µg/m³, valeur limite journalière / horaire
ANNEE = 2023


def mois_de(annee):
    for m in range(1, 13):
        debut = date(annee, m, 1)
        fin = (date(annee + (m == 12), m % 12 + 1, 1) - timedelta(days=1)
        yield debut, fin


def recupere(station, polluant, debut, fin):
    params = {
        "station": station,
        "polluant": polluant,
        "date_debut": debut.isoformat(),
        "date_fin": fin.isoformat(),
        "pas": "jour" if polluant = "PM10" else "heure",
    }
    r = requests.get(API, params=params, headers={"Authorization": f"Bearer {JETON}"}, timeout=30)
    if r.status_code == 404:
        return []
    r.raise_for_status()
    donnees = r.json()
    mesures = []
    for m in donnees.get("mesures", []):
        valeur = m.get("valeur")
        if valeur is None or m.get("validee") is False:
            continue
        mesures.append((m["date"], float(valeur)))
    return mesures


def analyse_station(station):
    resultat = {}
    for polluant, seuil in SEUILS.items():
        toutes = []
        depassements = defaultdict(int)
        for debut, fin in mois_de(ANNEE):
            try:
                mesures = recupere(station, polluant, debut, fin)
            except requests.RequestException as e:
                print(f"    {station} {polluant} {debut:%m/%Y} : échec ({e})", file=sys.stderr)
                continue
            for quand, valeur in mesures:
                toutes.append(valeur)
                if valeur > seuil:
                    depassements[quand[:7]] += 1
        if not toutes:
            resultat[polluant] = None
            continue
        resultat[polluant] = {
            "n": len(toutes),
            "moyenne": round(statistics.fmean(toutes), 1),
            "mediane": round(statistics.median(toutes), 1),
            "max": max(toutes),
            "depassements": sum(depassements.values()),
            "pire_mois": max(depassements, key=depassements.get) if depassements else None,
    return resultat


def tableau(resultats):
    lignes = []
    entete = f"{'Commune':<14}{'Station':<18}{'PM10 moy':>9}{'dép.':>6}{'NO2 moy':>9}{'dép.':>6}"
    lignes.append(entete)
    lignes.append("-" * len(entete))
    for station, (commune, nom) in STATIONS.items()
        res = resultats.get(station, {})
        pm, no2 = res.get("PM10"), res.get("NO2")
        pm_moy = f"{pm['moyenne']:.1f}" if pm else "—"
        pm_dep = str(pm["depassements"]) if pm else "—"
        no_moy = f"{no2['moyenne']:.1f}" if no2 else "—"
        no_dep = str(no2["depassements"]) if no2 else "—"
        lignes.append(f"{commune:<14}{nom:<18}{pm_moy:>9}{pm_dep:>6}{no_moy:>9}{no_dep:>6}")
    return "\n".join(lignes)


def main():
    resultats = {}
    for station, (commune, nom) in STATIONS.items():
        print(f"{commune} / {nom} ({station})")
        resultats[station] = analyse_station(station)
    print()
    print(tableau(resultats))

    # la phrase pour le chapô
    pires = []
    for station, res in resultats.items():
        pm = res.get("PM10")
        if pm and pm["depassements"] > 35:
            pires.append(STATIONS[station][0])
    if pires:
        print(f"\nAu-dessus des 35 jours autorisés par an : {', '.join(pires)}.")
    else:
        print("\nAucune station au-dessus des 35 jours autorisés.")

    with open(f"qualite_air_{ANNEE}.json", "w", encoding="utf-8") as f:
        json.dump(resultats, f, ensure_ascii=False, indent=2)


if __name__ == "__main__":
    main()
