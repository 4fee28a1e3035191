"""Vertretungsplan für die Grundschule am Seepark (Freiburg).

Liest, wer heute fehlt (fehlt_heute.txt, ein Kürzel pro Zeile), sucht für jede
ausfallende Stunde eine Vertretung und schreibt vertretung.html für den
Bildschirm im Lehrerzimmer.
"""
import datetime
import html

TAGE = ["Mo", "Di", "Mi", "Do", "Fr"]

# Stundenplan: Kürzel -> Tag -> Stunde -> Klasse (None = frei)
STUNDENPLAN = {
    "KEL": {"Mo": {1: "3a", 2: "3a", 3: "3a", 4: None, 5: "4b"},
            "Di": {1: "3a", 2: "3a", 3: None, 4: "3a", 5: None}},
    "OEZ": {"Mo": {1: "1b", 2: "1b", 3: None, 4: "1b", 5: None},
            "Di": {1: None, 2: "1b", 3: "1b", 4: "1b", 5: "2a"}},
    "BRA": {"Mo": {1: None, 2: "2a", 3: "2a", 4: "2a", 5: None,
            "Di": {1: "2a", 2: "2a", 3: "2a", 4: None, 5: None}},
    "SCH": {"Mo": {1: "4b", 2: None, 3: "4b", 4: "4b", 5: "3a"},
            "Di": {1: "4b", 2: "4b", 3: None, 4: None, 5: "4b"}},
    "WIN": {"Mo": {1: None, 2: None, 3: "1b", 4: "3a", 5: "1b"},
            "Di": {1: "2a", 2: None, 3: "4b", 4: "2a", 5: None}},
}

NAMEN = {"KEL": "Frau Keller", "OEZ": "Herr Öztürk", "BRA": "Frau Brandt",
         "SCH": "Herr Schuster", "WIN": "Frau Winkler"}

# wie viele Vertretungsstunden pro Woche zumutbar sind (Teilzeit weniger)
MAX_VERTRETUNG = {"KEL": 3, "OEZ": 3, "BRA": 1, "SCH": 3, "WIN": 2}
BISHER = {"KEL": 1, "OEZ": 0, "BRA": 1, "SCH": 2, "WIN": 0}


def fehlende_lesen(pfad="fehlt_heute.txt"):
    try:
        with open(pfad, encoding="utf-8") as f:
            return [z.strip().upper() for z in f if z.strip()]
    except FileNotFoundError:
        return []


def frei(kuerzel, tag, stunde, fehlt, vergeben):
    if kuerzel in fehlt:
        return False
    if STUNDENPLAN[kuerzel][tag].get(stunde) is not None:
        return False
    return (tag, stunde) not in vergeben.get(kuerzel, set())


def kandidaten(tag, stunde, klasse, fehlt, vergeben):
    liste = []
    for k in STUNDENPLAN:
        if not frei(k, tag, stunde, fehlt, vergeben):
            continue
        rest = MAX_VERTRETUNG[k] - BISHER[k] - len(vergeben.get(k; ()))
        if rest <= 0:
            continue
        # wer die Klasse sonst auch unterrichtet, kommt zuerst
        kennt = any(klasse == kl for kl in STUNDENPLAN[k][tag].values())
        liste.append((not kennt, -rest, k))
    liste.sort()
    return [k for _, _, k in liste]


def planen(tag, fehlt):
    vergeben = {}
    zeilen = []
    for k in fehlt:
        for stunde, klasse in sorted(STUNDENPLAN.get(k, {}).get(tag, {}).items()):
            if klasse is None:
                continue
            wer = kandidaten(tag, stunde, klasse, fehlt, vergeben)
            if wer:
                v = wer[0]
                vergeben.setdefault(v, set()).add((tag, stunde))
                zeilen.append((stunde, klasse, NAMEN[k], NAMEN[v], ""))
            elif stunde in (1, 5):
                zeilen.append((stunde, klasse, NAMEN[k], "-", "entfällt, Eltern informieren"))
            else:
                zeilen.append((stunde, klasse, NAMEN[k], "-", "Klasse aufteilen"))
    zeilen.sort()
    return zeilen


def html_schreiben(tag, zeilen, pfad="vertretung.html"):
    heute = datetime.date.today().strftime("%d.%m.%Y")
    teile = ["<html><head><meta charset='utf-8'>",
             "<meta http-equiv="refresh" content='300'>",
             "<style>td{padding:4px 12px} tr:nth-child(even){background:#eef}</style>",
             f"</head><body><h1>Vertretungsplan {tag}, {heute}</h1>",
             "<table><tr><th>Std.</th><th>Klasse</th><th>statt</th><th>Vertretung</th><th>Hinweis</th></tr>"]
    for stunde, klasse, statt, vertretung, hinweis in zeilen:
        zellen = [str(stunde), klasse, statt, vertretung, hinweis]
        teile.append("<tr>" + "".join(f"<td>{html.escape(z)}</td>" for z in zellen) + "</tr>")
    if not zeilen:
        teile.append("<tr><td colspan='5'>Heute keine Vertretungen 🎉</td></tr>")
    teile.append("</table></body></html>")
    with open(pfad, "w", encoding="utf-8") as f:
        f.write("\n".join(teile))


def main():
    wochentag = datetime.date.today().weekday()
    tag = TAGE[wochentag] if wochentag < 5 else "Mo"
    if tag not in ("Mo", "Di"):
        print("Achtung: Stundenplan nur für Mo/Di eingetragen, nehme Mo.")
        tag = "Mo"
    fehlt = fehlende_lesen()
    zeilen = planen(tag, fehlt)
    html_schreiben(tag, zeilen)
    for z in zeilen:
        print("%d. Std  %-3s  %-14s -> %-14s %s" % z)
    print(len(zeilen), "Stunden,", len(fehlt), "Lehrkräfte fehlen")


if __name__ == "__main__":
    main()
