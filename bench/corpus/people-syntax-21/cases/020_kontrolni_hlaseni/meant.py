# Kontrolní hlášení DPH — rozdělení přijatých faktur do oddílů B.2 / B.3
# a export do XML pro EPO. Petra, účetní na živnost, Olomouc.
import csv
import xml.etree.ElementTree as ET
from decimal import Decimal

LIMIT_B2 = Decimal(10000)   # nad 10 000 Kč vč. DPH jde doklad jednotlivě do B.2
DIC_PLATCE = "CZ7001011234"
OBDOBI = {"rok": "2024", "mesic": "05"}


def castka(text):
    return Decimal(text.replace("\u00a0", "").replace(" ", "").replace(",", "."))


def nacti_faktury(cesta):
    faktury = []
    with open(cesta, newline="", encoding="cp1250") as f:
        for radek in csv.DictReader(f, delimiter=";"):
            faktury.append({
                "dic": radek["DIČ dodavatele"].strip(),
                "cislo": radek["Evidenční číslo"].strip(),
                "duzp": radek["DUZP"],
                "zaklad": castka(radek["Základ 21 %"]),
                "dan": castka(radek["DPH 21 %"]),
            })
    return faktury


def rozdel(faktury):
    b2, b3 = [], {"zaklad": Decimal(0), "dan": Decimal(0)}
    for fa in faktury:
        celkem = fa["zaklad"] + fa["dan"]
        if celkem > LIMIT_B2 and fa["dic"]:
            b2.append(fa)
        else:
            b3["zaklad"] += fa["zaklad"]
            b3["dan"] += fa["dan"]
    return b2, b3


def xml_hlaseni(b2, b3):
    koren = ET.Element("Pisemnost", nazevSW="vlastni skript", verzeSW="0.4")
    dph = ET.SubElement(koren, "DPHKH1", verzePis="03.01")
    ET.SubElement(dph, "VetaD", dokument="KH1", k_uladis="DPH", khdph_forma="B",
                  rok=OBDOBI["rok"], mesic=OBDOBI["mesic"])
    ET.SubElement(dph, "VetaP", dic=DIC_PLATCE[2:], typ_ds="F")
    for fa in b2:
        ET.SubElement(dph, "VetaB2", dic_dod=fa["dic"][2:], c_evid_dd=fa["cislo"],
                      dppd=fa["duzp"], zakl_dane1=f"{fa['zaklad']:.2f}", dan1=f"{fa['dan']:.2f}")
    ET.SubElement(dph, "VetaB3", zakl_dane1=f"{b3['zaklad']:.2f}", dan1=f"{b3['dan']:.2f}")
    return ET.ElementTree(koren)


if __name__ == "__main__":
    faktury = nacti_faktury("prijate_2024_05.csv")
    b2, b3 = rozdel(faktury)
    print(f"B.2: {len(b2)} dokladů, B.3: základ {b3['zaklad']:,.2f}, daň {b3['dan']:,.2f}")
    xml_hlaseni(b2, b3).write("KH_2024_05.xml", encoding="UTF-8", xml_declaration=True)
