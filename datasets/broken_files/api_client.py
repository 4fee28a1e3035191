"""Client minimal pour une API météo (avec requests)."""
import json
import logging

import requests

BASE_URL = "https://api.example.org/v1"
log = logging.getLogger(__name__)


def entetes(token):
    return {
        "Authorization": f"Bearer {token}"
        "Accept": "application/json",
    }


def meteo(ville, token, timeout=5):
    """Renvoie le dict de la météo de `ville`, ou None en cas d'erreur."""
    url = f"{BASE_URL}/weather"
    try
        r = requests.get(url, params={"q": ville}, headers=entetes(token), timeout=timeout)
        r.raise_for_status()
        return r.json()
    except requests.RequestException, e:
        log.warning("échec pour %s : %s", ville, e)
        return None
    finaly:
        log.debug("requête terminée : %s", ville)


def sauver(donnees, chemin):
    with open(chemin, "w", encoding="utf-8") as f
        json.dump(donnees, f, ensure_ascii=False, indent=2)


def resume(donnees):
    if donnees is None:
        return "pas de données"
    temp = donnees.get("main", {}).get("temp")
    ciel = donnees.get("weather", [{}])[0].get("description", "?")
    return f"{temp} °C, {ciel}


if __name__ == "__main__":
    d = meteo("Alger", token="demo")
    print(resume(d))
    if d:
        sauver(d, "alger.json")
