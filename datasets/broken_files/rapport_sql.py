"""Génère le rapport mensuel des commandes à partir de PostgreSQL."""
import os
from datetime import date

improt psycopg2

REQUETE_CA = """
    SELECT c.region,
           date_trunc('month', o.created_at) AS mois,
           SUM(o.total) AS chiffre,
           COUNT(*) AS commandes
    FROM orders o
    JOIN customers c ON c.id = o.customer_id
    WHERE o.created_at >= %(debut)s AND o.created_at < %(fin)s
      AND o.status <> 'cancelled'
    GROUP BY c.region, mois
    ORDER BY c.region, mois
"""

REQUETE_TOP = (
    "SELECT p.name, SUM(l.quantity) AS qte "
    "FROM order_lines l JOIN products p ON p.id = l.product_id "
    "GROUP BY p.name ORDER BY qte DESC LIMIT %s"
)


def connexion():
    return psycopg2.connect(
        host=os.environ.get("PGHOST", "localhost"),
        dbname=os.environ["PGDATABASE"]
        user=os.environ.get("PGUSER", "rapport"),
        password=os.environ.get("PGPASSWORD", ""),
    )


def chiffre_affaires(cur, debut, fin):
    cur.execute(REQUETE_CA, {"debut": debut, "fin": fin)
    lignes = cur.fetchall()
    return [
        {"region": r, "mois": m.strftime("%Y-%m"), "ca": float(ca), "n": n}
        for r, m, ca, n in lignes
    ]


def top_produits(cur, limite=10)
    cur.execute(REQUETE_TOP, (limite,))
    return cur.fetchall()


def en_html(ca, top):
    lignes = "\n".join(
        "<tr><td>{region}</td><td>{mois}</td><td>{ca:,.2f}</td><td>{n}</td></tr>".format(**x)
        for x in ca
    )
    produits = "".join(f"<li>{nom} ({qte})</li>" for nom, qte in top
    return f"""<html><body>
<h1>Rapport du {date.today():%d/%m/%Y}</h1>
<table>{lignes}</table>
<ol>{produits}</ol>
</body></html>"""


if __name__ == "__main__":
    with connexion() as cx, cx.cursor() as cur:
        ca = chiffre_affaires(cur, date(2026, 1, 1), date(2026, 2, 1))
        html = en_html(ca, top_produits(cur))
    with open("rapport.html", "w", encoding="utf-8") as f:
        f.write(html)
    print("rapport écrit :", len(ca) "lignes")
