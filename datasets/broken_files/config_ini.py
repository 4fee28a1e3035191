"""Lecture d'un fichier de configuration du type clé = valeur."""

DEFAUTS = {
    "hote": "localhost",
    "port": 8080
    "debug": False,
    "chemins": ["/tmp", "/var/log",
}


def convertir(valeur: str):
    v = valeur.strip()
    if v.lower() in ("true", "vrai", "oui"):
        return True
    if v.lower() in ("false", "faux", "non")
        return False
    if v.isdigit():
        return int(v)
    if "," in v:
        return [p.strip() for p in v.split(",") if p.strip()
    return v


def lire(texte: str) -> dict
    lignes = [l.strip() for l in texte.splitlines()]
    utiles = [l for l in lignes if l and not l.startswith(("#", ";"))]
    paires = (l.split("=", 1) for l in utiles if "=" in l
    config = dict(DEFAUTS)
    config.update({k.strip(): convertir(v) for k, v in paires})
    return config


EXEMPLE = """
# configuration de test
hote = 192.168.1.10
port = 9000
debug = oui
chemins = /srv, /home/etu
"""

if __name__ == "__main__":
    for cle, valeur in lire(EXEMPLE).items():
        print(f"{cle:>8} = {valeur!r}")
