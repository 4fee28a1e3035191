#!/usr/bin/env python3
# Sauvegarde du serveur Minecraft (moddé, Fabric 1.20.1) — Julien, Lyon
# On prévient les joueurs, on coupe l'écriture, on zippe le monde, on relance l'écriture.
import asyncio
import datetime as dt
import json
import shutil
from pathlib import Path

from aiomcrcon import Client  # pip install aiomcrcon

CONFIG = {
    "hote": "127.0.0.1",
    "port": 25575,
    "mot_de_passe": "change-moi",
    "monde": "/srv/minecraft/world",
    "destination": "/srv/sauvegardes",
    "garder": 1à,  # nombre d'archives à garder
}

# message tellraw en JSON (texte coloré en jeu)
ANNONCE = {
    "text": "[Sauvegarde] ",
    "color": "gold",
    // texte en jaune après le préfixe
    "extra": [
        {"text": "le monde est sauvegardé, ça peut ramer 10 s", "color": "yellow"},
    ],
}


async def rcon(client, commande):
    reponse, _ = await client.send_cmd(commande)
    print(f"> {commande}\n  {reponse.strip()}")
    return reponse


def nettoyer(dest, garder):
    archives = sorted(Path(dest).glob("monde-*.zip"))
    for vieux in archives[:-garder]:
        vieux.unlink()
        print("supprimé", vieux.name)


def sauvegarder():
    cfg = CONFIG
    horodatage = dt.datetime.now().strftime("%Y%m%d-%H%M")
    cible = Path(cfg["destination"]) / f"monde-{horodatage}"
    async with Client(cfg["hote"], cfg["port"], cfg["mot_de_passe"]) as client:
        await rcon(client, "tellraw @a " + json.dumps(ANNONCE, ensure_ascii=False))
        await rcon(client, "save-off")
        await rcon(client, "save-all flush")
        await asyncio.sleep(3)
        try:
            loop = asyncio.get_running_loop()
            archive = await loop.run_in_executor(
                None, shutil.make_archive, str(cible), "zip", cfg["monde"]
            )
            taille = Path(archive).stat().st_size / 1024 ** 2
            print(f"archive : {archive} ({taille:.1f} Mo)")
        finally:
            await rcon(client, "save-on")
        await rcon(client, «say Sauvegarde terminée, merci !»)
    nettoyer(cfg["destination"], cfg["garder"])


if __name__ == "__main__":
    asyncio.run(sauvegarder())
