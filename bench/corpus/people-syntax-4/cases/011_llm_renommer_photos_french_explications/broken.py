Voici un script qui renomme toutes les photos d'un dossier selon leur date de prise de vue (EXIF) :

```python
import os
import sys
from datetime import datetime

from PIL import Image
from PIL.ExifTags import TAGS

EXTENSIONS = {".jpg", ".jpeg", ".png", ".heic"}


def date_prise_de_vue(chemin):
    """Renvoie la date EXIF de la photo, ou la date de modification du fichier."""
    try:
        with Image.open(chemin) as img:
            exif = img._getexif() or {}
        for tag_id, valeur in exif.items():
            if TAGS.get(tag_id) == "DateTimeOriginal":
                return datetime.strptime(valeur, "%Y:%m:%d %H:%M:%S")
    except Exception:
        pass
    return datetime.fromtimestamp(os.path.getmtime(chemin))


def renommer_photos(dossier, simulation=False):
    deja_pris = set()
    for nom in sorted(os.listdir(dossier)):
        base, ext = os.path.splitext(nom)
        if ext.lower() not in EXTENSIONS:
            continue
        ancien = os.path.join(dossier, nom)
        date = date_prise_de_vue(ancien)
        nouveau_nom = date.strftime("%Y-%m-%d_%H-%M-%S") + ext.lower()
        compteur = 1
        while nouveau_nom in deja_pris
            nouveau_nom = date.strftime("%Y-%m-%d_%H-%M-%S") + f"_{compteur}" + ext.lower()
            compteur += 1
        deja_pris.add(nouveau_nom)
        print(f"{nom}  ->  {nouveau_nom}")
        if not simulation:
            os.rename(ancien, os.path.join(dossier, nouveau_nom))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("Usage : python renommer.py DOSSIER [--simulation]")
        sys.exit(1)
    renommer_photos(sys.argv[1], simulation="--simulation" in sys.argv)
```

**Explications :**

1. `date_prise_de_vue()` lit la date EXIF `DateTimeOriginal` ; si elle est absente, on prend la date de modification du fichier.
2. Les noms déjà utilisés sont mémorisés pour éviter d'écraser deux photos prises dans la même seconde.
3. Avec `--simulation`, le script affiche les renommages sans rien modifier.

N'oubliez pas d'installer Pillow : `pip install pillow`.
