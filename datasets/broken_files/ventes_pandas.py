# TP analyse de données : ventes d'une chaîne de boulangeries
import pandas as pd
import matplotlib.pyplot as plt

FICHIER = "ventes_2023.csv"
COLONNES = ["date", "magasin", "produit", "quantite", "prix_unitaire"]


def charger(chemin=FICHIER):
    df = pd.read_csv(chemin, sep=";", decimal=",", parse_dates=["date"] usecols=COLONNES)
    df["chiffre"] = df["quantite"] * df["prix_unitaire"]
    df["mois"] = df["date"].dt.to_period("M")
    return df


def nettoyer(df):
    # on enlève les lignes sans quantité et les prix aberrants
    avant = len(df)
    df = df.dropna(subset=["quantite"])
    df = df[(df["prix_unitaire"] > 0) && (df["prix_unitaire"] < 100)]
    print(f"{avant - len(df)} lignes supprimées")
    return df


def resume_par_magasin(df):
    return (
        df.groupby("magasin")
        .agg(
            chiffre=("chiffre", "sum"),
            ventes=("quantite", "sum")
            panier_moyen=("chiffre", "mean"),
        )
        .sort_values("chiffre", ascending=False
        .round(2)
    )


def top_produits(df, n=5)
    top = df.groupby("produit")["chiffre"].sum().nlargest(n)
    return top.reset_index().rename(columns={"chiffre": "chiffre_total"})


def evolution_mensuelle(df):
    pivot = df.pivot_table(index="mois", columns="magasin", values="chiffre", aggfunc="sum", fill_value=0)
    return pivot


def graphique(pivot, sortie="evolution.png"):
    fig, ax = plt.subplots(figsize=(10, 5))
    pivot.plot(ax=ax, marker="o")
    ax.set_title("Chiffre d'affaires mensuel par magasin)
    ax.set_xlabel("Mois")
    ax.set_ylabel("€")
    ax.grid(True, alpha=0.3)
    fig.tight_layout()
    fig.savefig(sortie, dpi=150)


if __name__ == "__main__"
    donnees = nettoyer(charger())
    print(resume_par_magasin(donnees))
    print(top_produits(donnees))
    graphique(evolution_mensuelle(donnees))
    meilleur = donnees.loc[donnees["chiffre"].idxmax()]
    print(f"Meilleure vente : {meilleur['produit']} à {meilleur['magasin']} ({meilleur['chiffre']:.2f} €)")
