# Generátor statického blogu - přepis z Nimu do Pythonu, aby ho kolegové uměli upravit.
# Praha, 2024. Markdown (jen podmnožina) -> HTML, index, RSS.
import html
import re
import shutil
import sys
from datetime import datetime
from pathlib import Path

ZDROJ = Path("obsah")
VYSTUP = Path("public")
NAZEV_WEBU = "Poznámky z Vinohrad"
URL_WEBU = "https://blog.example.cz"

SABLONA = """<!doctype html>
<html lang="cs">
<head>
<meta charset="utf-8">
<title>{titulek} | {web}</title>
<link rel="stylesheet" href="/styl.css">
</head>
<body>
<header><a href="/">{web}</a></header>
<main>
{obsah}
</main>
<footer>© {rok} · generováno skriptem</footer>
</body>
</html>

HLAVICKA_RE = re.compile(r"^---\n(.*?)\n---\n", re.S)
ODKAZ_RE = re.compile(r"\[([^\]]+)\]\(([^)]+)\)")
TUCNE_RE = re.compile(r"\*\*(.+?)\*\*")
KURZIVA_RE = re.compile(r"(?<!\*)\*(?!\*)(.+?)\*")
KOD_RE = re.compile(r"`([^`]+)`")


def radkove_prvky(text):
    text = html.escape(text, quote=False)
    text = KOD_RE.sub(r"<code>\1</code>", text)
    text = TUCNE_RE.sub(r"<strong>\1</strong>", text)
    text = KURZIVA_RE.sub(r"<em>\1</em>", text)
    text = ODKAZ_RE.sub(r'<a href="\2">\1</a>', text)
    return text


def markdown(zdroj):
    vystup = []
    odstavec = []
    v_kodu = False
    v_seznamu = False

    def uzavri_odstavec():
        if odstavec:
            vystup.append("<p>" + radkove_prvky(" ".join(odstavec)) + "</p>")
            odstavec.clear()

    for radek in zdroj.splitlines():
        if radek.startswith("```"):
            uzavri_odstavec()
            vystup.append("</code></pre>" if v_kodu else "<pre><code>")
            v_kodu = not v_kodu
            continue
        if v_kodu:
            vystup.append(html.escape(radek))
            continue
        if radek.startswith("- "):
            uzavri_odstavec()
            if not v_seznamu:
                vystup.append("<ul>")
                v_seznamu = True
            vystup.append("<li>" + radkove_prvky(radek[2:]) + "</li>")
            continue
        if v_seznamu:
            vystup.append("</ul>")
            v_seznamu = False
        if m := re.match(r"(#{1,4}) (.*)", radek):
            uzavri_odstavec()
            uroven = len(m.group(1)) + 1
            vystup.append(f"<h{uroven}>{radkove_prvky(m.group(2))}</h{uroven}>")
        elif radek.strip() == "":
            uzavri_odstavec()
        else:
            odstavec.append(radek.strip())
    uzavri_odstavec()
    if v_seznamu:
        vystup.append("</ul>")
    return "\n".join(vystup)


proc nacti_clanek(cesta):
    text = cesta.read_text(encoding="utf-8")
    meta = {"titulek": cesta.stem, "datum": "1970-01-01", "koncept": "ne"}
    if m := HLAVICKA_RE.match(text):
        for radek in m.group(1).splitlines():
            klic, _, hodnota = radek.partition(":")
            meta[klic.strip()] = hodnota.strip()
        text = text[m.end():]
    meta["datum"] = datetime.strptime(meta["datum"], "%Y-%m-%d")
    meta["slug"] = cesta.stem
    meta["html"] = markdown(text)
    return meta


def rss(clanky):
    polozky = []
    for c in clanky[:20]:
        polozky.append(
            f"<item><title>{html.escape(c['titulek'])}</title>"
            f"<link>{URL_WEBU}/{c['slug']}.html</link>"
            f"<pubDate>{c['datum']:%a, %d %b %Y} 00:00:00 +0100</pubDate></item>"
        )
    return ('<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>'
            f"<title>{NAZEV_WEBU}</title><link>{URL_WEBU}</link>"
            + "".join(polozky) + "</channel></rss>")


def main():
    koncepty = "--koncepty" in sys.argv
    if VYSTUP.exists():
        shutil.rmtree(VYSTUP)
    VYSTUP.mkdir()
    clanky = [nacti_clanek(p) for p in sorted(ZDROJ.glob("*.md"))]
    clanky = [c for c in clanky if koncepty or c["koncept"] != "ano"]
    clanky.sort(key=lambda c: c["datum"], reverse=True)
    let rok = datetime.now().year
    for c in clanky:
        stranka = SABLONA.format(titulek=html.escape(c["titulek"]), web=NAZEV_WEBU, rok=rok,
                                 obsah=f"<h1>{html.escape(c['titulek'])}</h1>\n" + c["html"])
        (VYSTUP / f"{c['slug']}.html").write_text(stranka, encoding="utf-8")
    seznam = "\n".join(
        f'<li><time>{c["datum"]:%d. %m. %Y}</time> <a href="/{c["slug"]}.html">{html.escape(c["titulek"])}</a></li>'
        for c in clanky
    )
    index = SABLONA.format(titulek="Články", web=NAZEV_WEBU, rok=rok, obsah=f"<ul>\n{seznam}\n</ul>")
    (VYSTUP / "index.html").write_text(index, encoding="utf-8")
    (VYSTUP / "rss.xml").write_text(rss(clanky), encoding="utf-8")
    if (ZDROJ / "styl.css").exists():
        shutil.copy(ZDROJ / "styl.css", VYSTUP / "styl.css")
    echo f"{len(clanky)} článků -> {VYSTUP}/"


if __name__ == "__main__":
    main()
