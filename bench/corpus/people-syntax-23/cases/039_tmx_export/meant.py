# tmx_export.py -- Iwwersetzungsspäicher (TMX) an eng CSV fir d'Terminologie-Equipe
# Iwwersetzungsservice, Lëtzebuerg.  Sproochen: lb, de, fr, en (xml:lang)
# Duplikater ewechhuelen, nëmmen Segmenter mat Lëtzebuergesch, sortéiert no Datum.
import csv
import sys
from datetime import datetime

from lxml import etree

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
SPROOCHEN = ["lb", "de", "fr", "en"]


def sprooch(tuv):
    code = (tuv.get(XML_LANG) or tuv.get("lang") or "").lower()
    return code.split("-")[0]


def text(tuv):
    seg = tuv.find("seg")
    return "".join(seg.itertext()).strip() if seg is not None else ""


def lies_tmx(pfad):
    eenheeten = []
    for _, tu in etree.iterparse(pfad, tag="tu"):
        rei = {s: "" for s in SPROOCHEN}
        for tuv in tu.findall("tuv"):
            s = sprooch(tuv)
            if s in rei:
                rei[s] = text(tuv)
        datum = tu.get("changedate") or tu.get("creationdate") or ""
        rei["datum"] = datum[:8]
        rei["auteur"] = tu.get("changeid") or tu.get("creationid") or ""
        eenheeten.append(rei)
        tu.clear()
    return eenheeten


def filteren(eenheeten):
    gesinn = set()
    resultat = []
    for rei in sorted(eenheeten, key=lambda r: r["datum"], reverse=True):
        if rei["lb"] == "":
            continue
        schlessel = (rei["lb"], rei["de"], rei["fr"])
        if schlessel in gesinn:
            continue
        gesinn.add(schlessel)
        resultat.append(rei)
    return resultat


def main():
    pfad = sys.argv[1] if len(sys.argv) > 1 else "export.tmx"
    eenheeten = lies_tmx(pfad)
    propper = filteren(eenheeten)
    ausgab = pfad.rsplit(".", 1)[0] + "_lb.csv"
    with (
        open(ausgab, "w", newline="", encoding="utf-8-sig") as f,
        open("lb_eleng.txt", "w", encoding="utf-8") as eleng,
    ):
        w = csv.DictWriter(f, fieldnames=SPROOCHEN + ["datum", "auteur"], delimiter=";")
        w.writeheader()
        for rei in propper:
            w.writerow(rei)
            if not rei["de"] and not rei["fr"]:
                eleng.write(rei["lb"] + "\n")
    haut = datetime.now().strftime("%d.%m.%Y %H:%M")
    print(f"{haut}: {len(eenheeten)} TUs gelies, {len(propper)} no dem Filter -> {ausgab}")


if __name__ == "__main__":
    main()
