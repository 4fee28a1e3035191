"""Récupère les titres d'un site d'actualités et les range par rubrique."""
import json
import re
import time
from urllib.parse import urljoin

import requests
from bs4 import BeautifulSoup

BASE = "https://exemple-actu.fr/"
ENTETES = {"User-Agent": "Mozilla/5.0 (TP scraping; contact: etu@univ.fr)"}
MOTIF_DATE = re.compile(r"(\d{2})/(\d{2})/(\d{4})")


def telecharger(url, essais=3)
    for n in range(essais):
        try:
            r = requests.get(url, headers=ENTETES, timeout=10)
            r.raise_for_status()
            return r.text
        except requests.RequestException, e:
            print(f"essai {n + 1} échoué : {e}")
            time.sleep(2 ** n)
    return None


def extraire(html):
    soupe = BeautifulSoup(html, "html.parser")
    articles = []
    for bloc in soupe.select("article.carte"):
        lien = bloc.find("a", href=True)
        titre = bloc.find(["h2", "h3")
        if not lien or not titre:
            continue
        m = MOTIF_DATE.search(bloc.get_text(" "))
        articles.append({
            "titre": titre.get_text(strip=True),
            "url": urljoin(BASE, lien["href"]),
            "rubrique": bloc.get("data-rubrique", "divers")
            "date": f"{m.group(3)}-{m.group(2)}-{m.group(1)}" if m else None,
        })
    return articles


def ranger(articles):
    rubriques = {}
    for a in articles:
        rubriques.setdefault(a["rubrique"], []).append(a)
    return dict(sorted(rubriques.items(), key=lamda kv: -len(kv[1])))


if __name__ == "__main__":
    html = telecharger(BASE)
    if html is None:
        raise SystemExit("site injoignable)
    resultat = ranger(extraire(html))
    with open("titres.json", "w", encoding="utf-8") as f:
        json.dump(resultat, f, ensure_ascii=False, indent=2)
    print({k: len(v) for k, v in resultat.items()})
