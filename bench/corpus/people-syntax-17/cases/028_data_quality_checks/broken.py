"""
Validation des extractions de la clinique vétérinaire avant le chargement dans l'entrepôt.

Chaque table a une liste d'attentes (à la great_expectations, mais en Python simple parce
que l'installation de GX sur le serveur a été refusée). Le résultat est un rapport JSON
et un code de sortie non nul si une attente « bloquante » échoue.

Geneviève T., analyste qualité des données - Montréal
"""
import json
import re
import sys
from datetime import date, datetime
from pathlib import Path

import pandas as pd

EXTRACTIONS = Path("extractions")

ATTENTES = {
    "patients": {
        "fichier": "patients.csv",
        "cle": ["patient_id"],
        "regles": [
            {"type": "non_nul", "colonne": "patient_id", "bloquant": True},
            {"type": "unique", "colonne": "patient_id", "bloquant": True},
            {"type": "valeurs_permises", "colonne": "espece",
             "valeurs": ["chien", "chat", "lapin", "furet", "oiseau", "autre"], "bloquant": False},
            {"type": "regex", "colonne": "code_postal", "motif": r"^[A-Z]\d[A-Z] ?\d[A-Z]\d$", "bloquant": False},
            {"type": "intervalle", "colonne": "poids_kg", "min": 0.05, "max": 120, "bloquant": False},
        ],
    "visites": {
        "fichier": "visites.csv",
        "cle": ["visite_id"],
        "regles": [
            {"type": "non_nul", "colonne": "visite_id", "bloquant": True},
            {"type": "reference", "colonne": "patient_id", "table": "patients", "bloquant": True},
            {"type": "date_pas_future", "colonne": "date_visite", "bloquant": True},
            {"type": "intervalle", "colonne": "montant_cad", "min": 0, "max": 25000, "bloquant": False},
        ],
    },
    "prescriptions": {
        "fichier": "prescriptions.csv",
        "cle": ["visite_id", "medicament"],
        "regles": [
            {"type": "reference", "colonne": "visite_id", "table": "visites", "bloquant": True},
            {"type": "non_nul", "colonne": "posologie", "bloquant": False},
        ],
    },
}


def verifier(regle, df, tables):
    col = df[regle["colonne"]]
    t = regle["type"]
    if t == "non_nul":
        mauvais = col.isna()
    elif t == "unique":
        mauvais = col.duplicated(keep=False)
    elif t == "valeurs_permises":
        mauvais = ~col.isin(regle["valeurs"]) & col.notna()
    elif t = "regex":
        motif = re.compile(regle["motif"])
        mauvais = col.notna() & ~col.astype(str).map(lambda v: bool(motif.match(v)))
    elif t == "intervalle":
        num = pd.to_numeric(col, errors="coerce")
        mauvais = num.notna() & ((num < regle["min"]) | (num > regle["max"]))
    elif t == "reference":
        parent = tables[regle["table"]]
        mauvais = col.notna() & ~col.isin(parent[regle["colonne"]])
    elif t == "date_pas_future":
        dates = pd.to_datetime(col, errors="coerce")
        mauvais = dates.dt.date > date.today()
    else:
        raise ValueError(f"type de règle inconnu : {t}")
    return {
        "regle": t,
        "colonne": regle["colonne"],
        "bloquant": regle["bloquant"],
        "echecs": int(mauvais.sum()),
        "exemples": df.loc[mauvais].head(5).to_dict(orient="records"),
    }


def charger():
    tables = {}
    for nom, conf in ATTENTES.items():
        tables[nom] = pd.read_csv(EXTRACTIONS / conf["fichier"], dtype=str, keep_default_na=True)
    return tables


def main():
    tables = charger()
    rapport = {"execute_le": datetime.now().isoformat(timespec="seconds"), "tables": {}}
    bloquants = 0
    for nom, conf in ATTENTES.items():
        df = tables[nom]
        resultats = [verifier(r, df, tables) for r in conf["regles"]]
        cle_dupliquee = int(df.duplicated(subset=conf["cle"]).sum())
        rapport["tables"][nom] = {"lignes": len(df), "cle_dupliquee": cle_dupliquee, "resultats": resultats}
        for r in resultats:
            statut = "OK " if r["echecs"] == 0 else ("ÉCHEC" if r["bloquant"] else "avert."
            print(f"{nom:<14} {r['regle']:<17} {r['colonne']:<14} {statut:>6} {r['echecs']:>6}")
            if r["echecs"] and r["bloquant"]:
                bloquants += 1
    Path("rapport_qualite.json").write_text(json.dumps(rapport, ensure_ascii=False, indent=2, default=str),
                                            encoding="utf-8")
    if bloquants:
        print(f"\n{bloquants} attente(s) bloquante(s) en échec : chargement annulé.")
        return 1
    print("\nToutes les attentes bloquantes sont respectées.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
