# export des commandes WooCommerce -> CSV pour la compta
import csv
import sys

import mysql.connector

DB = {"host": "localhost", "user": "wp", "password": "", "database": "wordpress"}
PREFIX = "wp_"

QUERY = f"""
SELECT p.ID, p.post_date, pm.meta_value AS total
FROM {PREFIX}posts p
JOIN {PREFIX}postmeta pm ON pm.post_id = p.ID AND pm.meta_key = '_order_total'
WHERE p.post_type = 'shop_order' AND p.post_status = 'wc-completed'
  AND p.post_date >= %s AND p.post_date < %s
ORDER BY p.post_date
"""


def export(month):
    start = month + "-01"
    year, mon = map(int, month.split("-"))
    end = f"{year + mon // 12}-{mon % 12 + 1:02d}-01"

    # connexion + requete
    conn = mysql.connector.connect(**DB)
    cur = conn.cursor()
    cur.execute(QUERY, (start, end))
    rows = cur.fetchall()
    conn.close()

    filename = "commandes_" + month + ".csv"
    total = 0.0
    with open(filename, "w", newline="") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["id", "date", "total"])
        for order_id, date, amount in rows:
            total += float(amount)
            w.writerow([order_id, date.strftime("%d/%m/%Y"), amount.replace(".", ",")])
    print(len(rows), "commandes exportées dans", filename)
    print("total du mois :", round(total, 2))


if __name__ == "__main__":
    export(sys.argv[1] if len(sys.argv) > 1 else "2024-01")
