"""BibTeX-Bereinigung für die Publikationsliste des Instituts.

- vereinheitlicht Zitierschlüssel (Nachname + Jahr + erstes Titelwort)
- wandelt LaTeX-Umlaute in Unicode um ({\\"a} -> ä) und umgekehrt für den Export
- prüft Pflichtfelder je Eintragstyp, meldet Dubletten über die DOI

Maren S., Fachreferentin Universitätsbibliothek Leipzig
"""
import re
import sys
import unicodedata
from collections import Counter, defaultdict

PFLICHTFELDER = {
    "article": ["author", "title", "journal", "year"],
    "book": ["author", "title", "publisher", "year"],
    "incollection": ["author", "title", "booktitle", "publisher", "year"],
    "inproceedings": ["author", "title", "booktitle", "year"],
    "phdthesis": ["author", "title", "school", "year"],
    "misc": ["title"],
}

LATEX_NACH_UNICODE = {
    r'{\"a}': "ä", r'{\"o}': "ö", r'{\"u}': "ü",
    r'{\"A}': "Ä", r'{\"O}': "Ö", r'{\"U}': "Ü",
    r"{\ss}": "ß", r"{\'e}": "é", r"{\`e}": "è",
    r"{\'a}": "á", r"{\c{c}}": "ç", r"{\~n}": "ñ",
    r"{\v{s}}": "š", r"{\v{c}}": "č", r"{\l}": "ł",
UNICODE_NACH_LATEX = {v: k for k, v in LATEX_NACH_UNICODE.items()}

RE_EINTRAG = re.compile(r"@(\w+)\s*\{\s*([^,\s]*)\s*,(.*?)\n\}\s*(?=@|\Z)", re.S)
RE_FELD = re.compile(r"(\w+)\s*=\s*(\{(?:[^{}]|\{[^{}]*\})*\}|"[^"]*"|\d+)\s*,?", re.S)
STOPPWOERTER = {"a", "an", "the", "der", "die", "das", "ein", "eine", "on", "zur", "zum", "über"}


def latex_zu_unicode(text):
    for latex, zeichen in LATEX_NACH_UNICODE.items():
        text = text.replace(latex, zeichen)
    return text


def unicode_zu_latex(text):
    return "".join(UNICODE_NACH_LATEX.get(z, z) for z in text)


def ascii_schluessel(text):
    text = unicodedata.normalize("NFKD", text.replace("ß", "ss"))
    return re.sub(r"[^A-Za-z0-9]", "", text.encode("ascii", "ignore").decode())


def parse(bibtext):
    eintraege = []
    for typ, schluessel, rumpf in RE_EINTRAG.findall(bibtext):
        felder = {}
        for name, wert in RE_FELD.findall(rumpf):
            wert = wert.strip()
            if wert[:1] in "{"" and wert[-1:] in "}"":
                wert = wert[1:-1]
            felder[name.lower()] = latex_zu_unicode(re.sub(r"\s+", " ", wert))
        eintraege.append({"typ": typ.lower(), "schluessel": schluessel, "felder": felder})
    return eintraege


def neuer_schluessel(eintrag):
    f = eintrag["felder"]
    erster_autor = f.get("author", "Anonym").split(" and ")[0]
    nachname = erster_autor.split(",")[0] if "," in erster_autor else erster_autor.split()[-1]
    wort = next((w for w in re.findall(r"\w+", f.get("title", "")) if w.lower() not in STOPPWOERTER), "")
    return ascii_schluessel(nachname) + f.get("year", "oJ") + ascii_schluessel(wort).lower()


def pruefen(eintraege):
    meldungen = []
    dois = defaultdict(list)
    for e in eintraege:
        fehlend = [p for p in PFLICHTFELDER.get(e["typ"], ["title"]) if not e["felder"].get(p)]
        if fehlend:
            meldungen.append(f"{e['schluessel']}: es fehlt {', '.join(fehlend)}")
        if doi := e["felder"].get("doi"):
            dois[doi.lower().removeprefix("https://doi.org/")].append(e["schluessel"])
        if "year" in e["felder"] and not re.fullmatch(r"\d{4}", e["felder"]["year"]):
            meldungen.append(f"{e['schluessel']}: Jahr '{e['felder']['year']}' ist keine vierstellige Zahl")
    for doi, schluessel in dois.items():
        if len(schluessel) > 1:
            meldungen.append(f"Dublette (DOI {doi}): {', '.join(schluessel)}")
    return meldungen


def ausgeben(eintraege, latex=True):
    vergeben = Counter()
    bloecke = []
    for e in sorted(eintraege, key=lambda e: (e["felder"].get("year", ""), e["felder"].get("author", ""))):
        basis = neuer_schluessel(e)
        vergeben[basis] += 1
        schluessel = basis if vergeben[basis] == 1 else f"{basis}{chr(96 + vergeben[basis])}"
        zeilen = [f"@{e['typ']}{{schluessel},"]
        for name, wert in e["felder"].items():
            if latex:
                wert = unicode_zu_latex(wert)
            zeilen.append(f"  {name:<10} = {{{wert}}},")
        zeilen.append("}")
        bloecke.append("\n".join(zeilen))
    return "\n\n".join(bloecke) + "\n"


if __name__ == "__main__":
    if len(sys.argv) < 3:
        print("Aufruf: python bib_bereinigen.py eingabe.bib ausgabe.bib [--unicode]")
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as f:
        eintraege = parse(f.read())
    for meldung in pruefen(eintraege):
        print("WARNUNG:", meldung)
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(ausgeben(eintraege, latex="--unicode" not in sys.argv))
    print(f"{len(eintraege)} Einträge geschrieben nach {sys.argv[2]}")
