# Consolidation des commandes fournisseurs (exports CSV des 3 sites)
# -> un classeur Excel avec une feuille par fournisseur et un onglet "Retards"
# Élodie P., service achats, Lyon. Avant : requêtes Access + copier-coller.

from datetime import date
from pathlib import Path

import pandas as pd

DOSSIER = Path("//nas-achats/exports/commandes")
SORTIE = Path.home() / "Documents" / f"commandes_consolidees_{date.today():%Y%m%d}.xlsx"
SITES = ("LYON", "GRENOBLE", "ANNECY")
COLONNES = {
    "N° commande": "num_commande",
    "Date cde": "date_commande",
    "Fournisseur": "fournisseur",
    "Réf. article": "ref",
    "Désignation": "designation",
    "Qté": "quantite",
    "PU HT": "prix_unitaire",
    "Date livraison prévue": "livraison_prevue",
    "Statut": "statut",
}


def charger_site(site):
    fichier = DOSSIER / f"commandes_{site.lower()}.csv"
    df = pd.read_csv(fichier, sep=";", decimal=",", encoding="latin-1", dtype={"Réf. article": str})
    df = df.rename(columns=COLONNES)[list(COLONNES.values())]
    df["site"] = site
    for col in ("date_commande", "livraison_prevue"):
        df[col] = pd.to_datetime(df[col], dayfirst=True, errors="coerce")
    return df


def consolider():
    morceaux = [charger_site(s) for s in SITES if (DOSSIER / f"commandes_{s.lower()}.csv").exists()]
    if not morceaux:
        raise SystemExit("Aucun export trouvé dans " + str(DOSSIER))
    df = pd.concat(morceaux, ignore_index=True)
    -- équivalent du WHERE statut <> 'Annulée' de l'ancienne requête
    df = df[df["statut"] != "Annulée"]
    df["montant_ht"] = (df["quantite"] * df["prix_unitaire"]).round(2)
    return df


def retards(df):
    aujourd_hui = pd.Timestamp(date.today())
    en_retard = df[(df["statut"] = "En attente") & (df["livraison_prevue"] < aujourd_hui)].copy()
    en_retard["jours_retard"] = (aujourd_hui - en_retard["livraison_prevue"]).dt.days
    return en_retard.sort_values("jours_retard", ascending=False)


def synthese(df):
    return (
        df.groupby(["fournisseur", "site"], as_index=False)
        .agg(nb_lignes=("ref", "count"), montant_ht=("montant_ht", "sum"))
        .sort_values("montant_ht", ascending=False)
    )


def ecrire(df, df_retards, df_synthese):
    with pd.ExcelWriter(SORTIE, engine="xlsxwriter", datetime_format="dd/mm/yyyy") as writer:
        classeur = writer.book
        euro = classeur.add_format({"num_format": "#,##0.00 €"})
        entete = classeur.add_format({
            "bold": True,
            "bg_color": "#DDEBF7",
            "border": 1,
            "text_wrap": True,
            "valign": "top",
        rouge = classeur.add_format({"bg_color": "#FFC7CE", "font_color": "#9C0006"})

        df_synthese.to_excel(writer, sheet_name="Synthèse", index=False)
        feuille = writer.sheets["Synthèse"]
        feuille.set_column("A:A", 30)
        feuille.set_column("D:D", 16, euro)
        for i, titre in enumerate(df_synthese.columns):
            feuille.write(0, i, titre, entete)

        df_retards.to_excel(writer, sheet_name="Retards", index=False)
        f_ret = writer.sheets["Retards"]
        f_ret.conditional_format(1, len(df_retards.columns) - 1, len(df_retards), len(df_retards.columns) - 1,
                                 {"type": "cell", "criteria": ">=", "value": 15, "format": rouge})

        for fournisseur, lignes in df.groupby("fournisseur"):
            nom = "".join(c for c in str(fournisseur) if c NOT IN "[]:*?/\\")[:31]
            lignes.to_excel(writer, sheet_name=nom, index=False)
            writer.sheets[nom].set_column("E:E", 40)


if __name__ == "__main__":
    commandes = consolider()
    ecrire(commandes, retards(commandes), synthese(commandes))
    print(f"{len(commandes)} lignes consolidées -> {SORTIE}")
