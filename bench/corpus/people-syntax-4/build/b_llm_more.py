"""Cases 010-018: chat-assistant answers pasted into a .py file (part 2)."""
from lib import case, M, START, END
from a_llm_pastes import POLICY

# ---------------------------------------------------------------------------
case("llm_invoice_terse_arrow_comments",
     "freelancer who asked a terse assistant to fix an invoice total and pasted the reply",
     r'''
import json
import sys

TAX_RATE = 0.2  # <-- change to your rate
FREE_SHIPPING_OVER = 150
SHIPPING = 9.5


def line_total(item):
    return item["qty"] * item["unit_price"]


def invoice_total(items, discount=0.0):
    subtotal = sum(line_total(i) for i in items)
    shipping = 0 if subtotal >= FREE_SHIPPING_OVER else SHIPPING
    taxed = (subtotal - discount) * (1 + TAX_RATE)
    total = taxed + shipping  # <-- shipping was missing
    return round(total, 2)


def print_invoice(items, discount):
    for i in items:
        print(f"{i['name']:<24}{i['qty']:>4} x {i['unit_price']:>8.2f} = {line_total(i):>9.2f}")
    if discount:
        print(f"{'discount':<40}{-discount:>9.2f}")
    print(f"{'TOTAL (incl. tax, shipping)':<40}{invoice_total(items, discount):>9.2f}")


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        order = json.load(f)
    print_invoice(order["items"], order.get("discount", 0.0))
''',
     [
         M("llm: prose before the code",
           "The assistant's two-word lead-in came along.",
           (START, "Fixed version:\n\n")),
         M("llm: arrow comment without #",
           "The assistant wrote the arrow after the constant without a '#', as a pointer for "
           "the reader.",
           ("TAX_RATE = 0.2  # <-- change to your rate", "TAX_RATE = 0.2  <-- change to your rate")),
         M("llm: arrow comment broke a line",
           "The arrow comment was put in the middle of the `total =` line, right after "
           "`taxed +`, and the rest of the line was continued on the next line (outside any "
           "bracket, so the statement ends at the comment).",
           ("    total = taxed + shipping  # <-- shipping was missing\n",
            "    total = taxed +  # <-- shipping was missing\n        shipping\n")),
     ],
     note=POLICY + "\n\nThe arrow comments are the assistant's annotations of its own code, so "
                   "they are kept as comments, placed where they compile: at the end of the line "
                   "they point at.")

# ---------------------------------------------------------------------------
case("llm_renommer_photos_french_explications",
     "French photographer who pasted a French-language answer, explanations included",
     r'''
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
        while nouveau_nom in deja_pris:
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
''',
     [
         M("llm: prose and opening fence before the code",
           "The French introduction and the ```python fence were pasted above the code.",
           (START, "Voici un script qui renomme toutes les photos d'un dossier selon leur date "
                   "de prise de vue (EXIF) :\n\n```python\n")),
         M("llm: closing fence and numbered explanation list after the code",
           "The closing fence, '**Explications :**', a numbered list and a reminder to install "
           "Pillow were pasted below the code.",
           (END, "```\n\n**Explications :**\n\n"
                 "1. `date_prise_de_vue()` lit la date EXIF `DateTimeOriginal` ; si elle est "
                 "absente, on prend la date de modification du fichier.\n"
                 "2. Les noms déjà utilisés sont mémorisés pour éviter d'écraser deux photos "
                 "prises dans la même seconde.\n"
                 "3. Avec `--simulation`, le script affiche les renommages sans rien modifier.\n\n"
                 "N'oubliez pas d'installer Pillow : `pip install pillow`.\n")),
         M("colon: missing after while",
           "The user rewrote the collision loop by hand and left out the colon.",
           ("        while nouveau_nom in deja_pris:\n", "        while nouveau_nom in deja_pris\n")),
     ],
     note=POLICY)

# ---------------------------------------------------------------------------
case("llm_discord_bot_emoji_bold",
     "hobbyist who pasted an emoji-heavy answer for a Discord slash-command bot",
     r'''
import os
import random

import discord
from discord import app_commands

intents = discord.Intents.default()
client = discord.Client(intents=intents)
tree = app_commands.CommandTree(client)

QUOTES = [
    "Talk is cheap. Show me the code.",
    "First, solve the problem. Then, write the code.",
    "Simplicity is prerequisite for reliability.",
]


@client.event
async def on_ready():
    await tree.sync()
    print(f"Logged in as {client.user} (id {client.user.id})")


@tree.command(name="ping", description="Check that the bot is alive")
async def ping(interaction: discord.Interaction):
    latency_ms = round(client.latency * 1000)
    await interaction.response.send_message(f"🏓 Pong! {latency_ms} ms")


@tree.command(name="quote", description="Get a random programming quote")
async def quote(interaction: discord.Interaction):
    await interaction.response.send_message(random.choice(QUOTES))


@tree.command(name="roll", description="Roll some dice, e.g. 2d6")
@app_commands.describe(dice="Dice to roll, like 1d20 or 3d6")
async def roll(interaction: discord.Interaction, dice: str = "1d6"):
    try:
        count, sides = (int(x) for x in dice.lower().split("d"))
    except ValueError:
        await interaction.response.send_message("❌ Use the format NdM, e.g. 2d6", ephemeral=True)
        return
    rolls = [random.randint(1, sides) for _ in range(min(count, 20))]
    await interaction.response.send_message(
        f"🎲 {dice}: {', '.join(map(str, rolls))} (total **{sum(rolls)}**)"
    )


client.run(os.environ["DISCORD_TOKEN"])
''',
     [
         M("llm: prose before the code",
           "The emoji-and-bold first line of the answer was pasted above the code.",
           (START, "🚀 **Here's your Discord bot!** It uses slash commands, so it works in any "
                   "server you invite it to.\n\n")),
         M("llm: bullet list after the code",
           "The '✨ **Features:**' bullet list with ✅ items and a ⚠️ warning was pasted below the code.",
           (END, "\n✨ **Features:**\n- ✅ `/ping` shows the latency\n- ✅ `/quote` sends a random "
                 "quote\n- ✅ `/roll 2d6` rolls dice\n\n⚠️ **Don't forget** to set the "
                 "`DISCORD_TOKEN` environment variable before running it! 🎉\n")),
         M("bracket: [ never closed",
           "The user added the third quote and deleted the list's closing ']' with the old last line.",
           ('    "Simplicity is prerequisite for reliability.",\n]\n',
            '    "Simplicity is prerequisite for reliability.",\n')),
     ],
     note=POLICY + "\n\nEmoji inside the bot's own strings ('🏓', '🎲', '❌') are code and stay.")

# ---------------------------------------------------------------------------
case("llm_todo_store_cut_off_mid_block",
     "user who asked for a todo app; the answer stopped at the output limit inside a dict",
     r'''
import json
import sys
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

DB_PATH = Path.home() / ".todo.json"


@dataclass
class Task:
    id: int
    title: str
    done: bool = False
    created: str = field(default_factory=lambda: datetime.now().isoformat(timespec="seconds"))


def load_tasks(path=DB_PATH):
    if not path.exists():
        return []
    with open(path, encoding="utf-8") as f:
        raw = json.load(f)
    return [
        Task(
            id=item["id"],
            title=item["title"],
            done=item["done"],
            created=item["created"],
        )
        for item in raw
    ]


def add_task(tasks, title):
    next_id = max((t.id for t in tasks), default=0) + 1
    task = Task(id=next_id, title=title)
    tasks.append(task)
    return task


def complete_task(tasks, task_id):
    for t in tasks:
        if t.id == task_id:
            t.done = True
            return t
    raise KeyError(f"no task with id {task_id}")


def save_tasks(tasks, path=DB_PATH):
    data = [
        {
            "id": t.id,
            "title": t.title,
            "done": t.done,
            "created": t.created,
        }
        for t in tasks
    ]
''',
     [
         M("llm: prose and opening fence before the code",
           "The answer's introduction and the ```python fence were pasted above the code.",
           (START, "Great question! Below is a small command-line todo app that stores tasks in a "
                   "JSON file in your home folder. I'll build it up in pieces, starting with the "
                   "data layer:\n\n```python\n")),
         M("llm: answer cut off mid-block",
           "The answer stopped at the output limit inside save_tasks(), in the middle of the "
           "dict literal inside a list comprehension, halfway through `t.created`.",
           ('            "created": t.created,\n        }\n        for t in tasks\n    ]\n',
            '            "created": t.crea')),
     ],
     note=POLICY + "\n\nCompleting only what is evident: the cut word is `t.created` (the Task "
                   "field, and the key already written), the dict has the four Task fields as "
                   "load_tasks() reads them, and the `t` it uses can only come from `for t in "
                   "tasks` (mirroring load_tasks()). So meant.py closes the dict and the "
                   "comprehension and stops there. Whatever came next (writing `data` to the "
                   "file, the command-line part) is not evident and is not invented; `sys` stays "
                   "imported but unused, as in the answer.")

# ---------------------------------------------------------------------------
case("llm_promedios_excel_spanish_como_funciona",
     "Spanish teacher who pasted a Spanish answer for averaging grades in an Excel file",
     r'''
from statistics import mean

from openpyxl import load_workbook
from openpyxl.styles import Font, PatternFill

ARCHIVO = "notas.xlsx"
NOTA_MINIMA = 5.0
ROJO = PatternFill(start_color="FFC7CE", end_color="FFC7CE", fill_type="solid")


def calcular_promedios(hoja):
    """Añade una columna 'Promedio' y colorea en rojo a quien no aprueba."""
    encabezados = [c.value for c in hoja[1]]
    col_promedio = len(encabezados) + 1
    hoja.cell(row=1, column=col_promedio, value="Promedio").font = Font(bold=True)

    suspensos = []
    for fila in hoja.iter_rows(min_row=2):
        nombre = fila[0].value
        notas = [c.value for c in fila[1:] if isinstance(c.value, (int, float))]
        if not notas:
            continue
        promedio = round(mean(notas), 2)
        celda = hoja.cell(row=fila[0].row, column=col_promedio, value=promedio)
        if promedio < NOTA_MINIMA:
            celda.fill = ROJO
            suspensos.append(nombre)
    return suspensos


def main():
    libro = load_workbook(ARCHIVO)
    hoja = libro.active
    suspensos = calcular_promedios(hoja)
    libro.save("notas_con_promedio.xlsx")
    print("Archivo guardado: notas_con_promedio.xlsx")
    if suspensos:
        print("Alumnos por debajo de", NOTA_MINIMA, ":", ", ".join(suspensos))


if __name__ == "__main__":
    main()
''',
     [
         M("llm: prose and opening fence before the code",
           "'Aquí tienes el código:' and the ```python fence were pasted above the code.",
           (START, "Aquí tienes el código:\n\n```python\n")),
         M("llm: closing fence and numbered explanation list after the code",
           "The closing fence, '**Cómo funciona:**' and a four-item numbered list were pasted "
           "below the code.",
           (END, "```\n\n**Cómo funciona:**\n\n"
                 "1. Lee la primera fila como encabezados y añade la columna **Promedio** al final.\n"
                 "2. Para cada alumno, calcula la media de las celdas numéricas (ignora las vacías).\n"
                 "3. Si el promedio es menor que `NOTA_MINIMA`, pinta la celda de rojo.\n"
                 "4. Guarda el resultado en un archivo nuevo para no tocar el original.\n")),
         M("colon: missing after for",
           "The user changed min_row by hand and the colon went with the old text.",
           ("    for fila in hoja.iter_rows(min_row=2):\n", "    for fila in hoja.iter_rows(min_row=2)\n")),
     ],
     note=POLICY)

# ---------------------------------------------------------------------------
case("llm_disk_usage_example_output_note",
     "user of a verbose assistant who pasted the script, the sample output and the note",
     r'''
import os
import sys
from pathlib import Path


def human(n):
    for unit in ("B", "KB", "MB", "GB", "TB"):
        if n < 1024:
            return f"{n:.1f} {unit}"
        n /= 1024
    return f"{n:.1f} PB"


def folder_sizes(root):
    """Return {folder: total bytes of every file below it} for each direct child of root."""
    sizes = {}
    for entry in os.scandir(root):
        if not entry.is_dir(follow_symlinks=False):
            continue
        total = 0
        for dirpath, _dirnames, filenames in os.walk(entry.path, onerror=lambda e: None):
            for name in filenames:
                try:
                    total += os.lstat(os.path.join(dirpath, name)).st_size
                except OSError:
                    pass
        sizes[entry.path] = total
    return sizes


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".").expanduser()
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    sizes = folder_sizes(root)
    if not (ranked := sorted(sizes.items(), key=lambda kv: kv[1], reverse=True)[:top]):
        print("no sub-folders found")
        return
    width = max(len(human(s)) for _, s in ranked)
    for path, size in ranked:
        print(f"{human(size):>{width}}  {path}")
    print(f"\n{len(sizes)} folders scanned, {human(sum(sizes.values()))} in total")


if __name__ == "__main__":
    main()
''',
     [
         M("llm: prose before the code",
           "The answer's opening paragraph was pasted above the code.",
           (START, "Absolutely! Below is a script that walks a directory tree and reports the "
                   "largest folders. It only uses the standard library, so there is nothing to "
                   "install.\n\n")),
         M("llm: example output after the code",
           "A sentence and the sample output (indented size/path lines and a total line) were "
           "pasted below the code.",
           (END, "\nWhen I run it on a typical home folder, the output looks like this:\n\n"
                 "   4.2 GB  /home/me/Videos\n   1.9 GB  /home/me/.cache\n"
                 " 812.4 MB  /home/me/Downloads\n  96.0 MB  /home/me/Documents\n\n"
                 "23 folders scanned, 7.1 GB in total\n")),
         M("llm: note after the code",
           "The closing 'Note:' paragraph was pasted last.",
           (END, "\nNote: this needs Python 3.8+ because of the walrus operator (`:=`) in "
                 "`main()`. On older versions, compute `ranked` on its own line first.\n")),
     ],
     note=POLICY)

# ---------------------------------------------------------------------------
case("llm_thumbnails_cli_usage_bash_block",
     "photographer who pasted a Pillow thumbnail CLI answer with its usage block",
     r'''
import argparse
from pathlib import Path

from PIL import Image, ImageOps

SUPPORTED = {".jpg", ".jpeg", ".png", ".webp"}


def make_thumbnail(src, dst, size, quality):
    with Image.open(src) as img:
        img = ImageOps.exif_transpose(img)
        img.thumbnail((size, size))
        if img.mode in ("RGBA", "P") and dst.suffix.lower() in (".jpg", ".jpeg"):
            img = img.convert("RGB")
        img.save(dst, quality=quality, optimize=True)


def parse_args():
    parser = argparse.ArgumentParser(description="Create thumbnails for every image in a folder.")
    parser.add_argument("folder", type=Path, help="folder with the original images")
    parser.add_argument("--size", type=int, default=256, help="longest side in pixels")
    parser.add_argument("--quality", type=int, default=85, help="JPEG/WebP quality (1-95)")
    parser.add_argument("--out", type=Path, default=Path("thumbs"), help="output folder")
    parser.add_argument("--overwrite", action="store_true", help="redo existing thumbnails")
    return parser.parse_args()


def main():
    args = parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    done = skipped = 0
    for src in sorted(args.folder.iterdir()):
        if src.suffix.lower() not in SUPPORTED:
            continue
        dst = args.out / src.name
        if dst.exists() and not args.overwrite:
            skipped += 1
            continue
        make_thumbnail(src, dst, args.size, args.quality)
        done += 1
    print(f"{done} thumbnails written to {args.out}, {skipped} already there")


if __name__ == "__main__":
    main()
''',
     [
         M("llm: opening fence copied",
           "The ```python fence is the first line.",
           (START, "```python\n")),
         M("llm: closing fence and usage block after the code",
           "The closing fence, a bold 'Usage:' and a ```bash block with the pip and run "
           "commands were pasted below the code.",
           (END, "```\n\n**Usage:**\n\n```bash\npip install pillow\n"
                 "python thumbs.py photos/ --size 256 --out thumbs/\n```\n")),
         M("comma: missing in call",
           "The user changed the default size and dropped the comma after `type=int`.",
           ('parser.add_argument("--size", type=int, default=256,',
            'parser.add_argument("--size", type=int default=256,')),
     ],
     note=POLICY)

# ---------------------------------------------------------------------------
case("llm_weather_rendered_copy_labels",
     "user who selected the whole rendered answer in the browser, code-block headers included",
     r'''
import sys

import requests

GEOCODE_URL = "https://geocoding-api.open-meteo.com/v1/search"
WEATHER_URL = "https://api.open-meteo.com/v1/forecast"

WEATHER_CODES = {
    0: "clear sky",
    1: "mainly clear",
    2: "partly cloudy",
    3: "overcast",
    45: "fog",
    61: "light rain",
    63: "rain",
    65: "heavy rain",
    71: "light snow",
    95: "thunderstorm",
}


def find_city(name):
    resp = requests.get(GEOCODE_URL, params={"name": name, "count": 1}, timeout=10)
    resp.raise_for_status()
    results = resp.json().get("results")
    if not results:
        raise SystemExit(f"City not found: {name}")
    city = results[0]
    return city["name"], city["latitude"], city["longitude"]


def current_weather(lat, lon):
    params = {"latitude": lat, "longitude": lon, "current_weather": True}
    resp = requests.get(WEATHER_URL, params=params, timeout=10)
    resp.raise_for_status()
    return resp.json()["current_weather"]


if __name__ == "__main__":
    city_name = " ".join(sys.argv[1:]) or "London"
    name, lat, lon = find_city(city_name)
    w = current_weather(lat, lon)
    desc = WEATHER_CODES.get(w["weathercode"], "unknown")
    print(f"{name}: {w['temperature']}°C, {desc}, wind {w['windspeed']} km/h")
''',
     [
         M("llm: prose and install command before the code",
           "The introduction, 'First install requests:', the bash block as rendered ('bash', "
           "'Copy code', 'pip install requests') and 'Then save this as weather.py:' start the file.",
           (START, "Here is a simple script that fetches the current weather for a city using "
                   "the free Open-Meteo API (no API key needed).\n\nFirst install requests:\n\n"
                   "bash\nCopy code\npip install requests\n\nThen save this as weather.py:\n\n")),
         M("llm: chat UI label copied (python / Copy code)",
           "The python block's header, 'python' and 'Copy code', sits right above the first import.",
           ("import sys\n\nimport requests\n", "python\nCopy code\nimport sys\n\nimport requests\n")),
         M("llm: explanation after the code",
           "The answer's last line (with backticks and an emoji) was pasted below the code.",
           (END, "\nRun it with `python weather.py Berlin` (or any city name). 🌤️\n")),
     ],
     note=POLICY)

# ---------------------------------------------------------------------------
case("llm_inscriptions_french_arrow_after_backslash",
     "French volunteer who asked an assistant to fix an age check and pasted the corrected version",
     r'''
import csv
from datetime import date

PAYS_AUTORISES = {"FR", "BE", "CH", "LU"}


def calculer_age(naissance, aujourd_hui=None):
    aujourd_hui = aujourd_hui or date.today()
    age = aujourd_hui.year - naissance.year
    if (aujourd_hui.month, aujourd_hui.day) < (naissance.month, naissance.day):  # <-- ici
        age -= 1
    return age


def est_eligible(inscrit):
    naissance = date.fromisoformat(inscrit["naissance"])
    age = calculer_age(naissance)
    if age >= 18 and \
       inscrit["pays"] in PAYS_AUTORISES:  # <-- et ici
        return True
    return False


def filtrer(fichier_entree, fichier_sortie):
    with open(fichier_entree, newline="", encoding="utf-8") as f:
        lecteur = csv.DictReader(f)
        champs = lecteur.fieldnames
        eligibles = [ligne for ligne in lecteur if est_eligible(ligne)]
    with open(fichier_sortie, "w", newline="", encoding="utf-8") as f:
        ecrivain = csv.DictWriter(f, fieldnames=champs)
        ecrivain.writeheader()
        ecrivain.writerows(eligibles)
    return len(eligibles)


if __name__ == "__main__":
    n = filtrer("inscrits.csv", "eligibles.csv")
    print(f"{n} inscrits éligibles")
''',
     [
         M("llm: prose before the code",
           "'Voici la version corrigée :' was pasted as the first line.",
           (START, "Voici la version corrigée :\n\n")),
         M("llm: arrow comment after a line-continuation backslash",
           "The assistant put its `# <-- et ici` arrow after the trailing backslash of the "
           "continued `if` line; nothing may follow a line-continuation backslash.",
           ('    if age >= 18 and \\\n       inscrit["pays"] in PAYS_AUTORISES:  # <-- et ici\n',
            '    if age >= 18 and \\  # <-- et ici\n       inscrit["pays"] in PAYS_AUTORISES:\n')),
         M("llm: explanation after the code",
           "The French paragraph explaining the fix was pasted below the code.",
           (END, "\nLe problème venait du calcul de l'âge : il faut retirer un an si "
                 "l'anniversaire n'est pas encore passé cette année. J'ai aussi ajouté la "
                 "vérification du pays.\n")),
     ],
     note=POLICY + "\n\nThe arrow comments are the assistant's annotations of its own code and "
                   "are kept. For mistake 2, meant.py keeps the backslash continuation the "
                   "assistant wrote and moves its arrow to the end of the continued statement "
                   "(the first arrow, `# <-- ici`, is already at the end of its line).")
