"""
cunamh_aimsithe.py -- Cúnamh aimsithe EAD (finding aid) a thógáil ón scarbhileog.

Cartlann Chontae na Gaillimhe.  Colúin na scarbhileoige (CSV):
    tagairt, leibheal, teideal, data_o, data_go, meid, cur_sios
Leibhéil: "series", "file", "item".  Bíonn tagairt na sraithe mar réimír
ag na comhaid faoina bun (m.sh. GA/12/3 faoi GA/12).
"""
import csv
import sys
import xml.etree.ElementTree as ET

CARTLANN = "Cartlann Chontae na Gaillimhe"
COD_TIRE = "IE"
COD_CARTLAINNE = "IE-GCA"


def dataí(o, go):
    """Téacs agus luach 'normal' don unitdate."""
    if o and go and o != go:
        return f"{o}-{go}", f"{o}/{go}"
    return o or go, o or go


def did(tuismitheoir, sraith):
    d = ET.SubElement(tuismitheoir, "did")
    ET.SubElement(d, "unitid", countrycode=COD_TIRE,
                  repositorycode=COD_CARTLAINNE).text = sraith["tagairt"]
    ET.SubElement(d, "unittitle").text = sraith["teideal"]
    from_, to = sraith["data_o"].strip(), sraith["data_go"].strip()
    if from_ or to:
        teacs, normal = dataí(from_, to)
        ET.SubElement(d, "unitdate", normal=normal).text = teacs
    if sraith.get("meid"):
        ET.SubElement(ET.SubElement(d, "physdesc"), "extent").text = sraith["meid"]
    return d


def tog(sraitheanna, teideal_bailiuchain, tagairt_bailiuchain):
    ead = ET.Element("ead", xmlns="urn:isbn:1-931666-22-9")
    ceann = ET.SubElement(ead, "eadheader")
    ET.SubElement(ceann, "eadid", countrycode=COD_TIRE).text = tagairt_bailiuchain
    ET.SubElement(ET.SubElement(ceann, "filedesc"), "titlestmt").text = teideal_bailiuchain
    archdesc = ET.SubElement(ead, "archdesc", level="fonds")
    did(archdesc, {"tagairt": tagairt_bailiuchain, "teideal": teideal_bailiuchain,
                   "data_o": "", "data_go": ""})
    ET.SubElement(ET.SubElement(archdesc, "did"), "repository").text = CARTLANN
    dsc = ET.SubElement(archdesc, "dsc")
    nodes = {}
    for s in sraitheanna:
        tagairt = s["tagairt"].strip()
        tuismitheoir_tagairt = tagairt.rsplit("/", 1)[0]
        tuismitheoir = nodes.get(tuismitheoir_tagairt, dsc)
        c = ET.SubElement(tuismitheoir, "c", level=s["leibheal"].strip())
        did(c, s)
        if s.get("cur_sios"):
            ET.SubElement(ET.SubElement(c, "scopecontent"), "p").text = s["cur_sios"]
        nodes[tagairt] = c
    return ET.ElementTree(ead)


def main():
    if len(sys.argv) < 4:
        print("Úsáid: cunamh_aimsithe.py sraitheanna.csv 'Teideal' TAGAIRT")
        sys.exit(1)
    with open(sys.argv[1], encoding="utf-8-sig", newline="") as f:
        sraitheanna = list(csv.DictReader(f))
    # caithfidh an tsraith teacht roimh a comhaid
    sraitheanna.sort(key=lambda s: [int(x) if x.isdigit() else x for x in s["tagairt"].split("/")])
    crann = tog(sraitheanna, sys.argv[2], sys.argv[3])
    ET.indent(crann)
    amach = sys.argv[3].replace("/", "_") + "_ead.xml"
    crann.write(amach, encoding="utf-8", xml_declaration=True)
    print(f"Scríofa: {amach} ({len(sraitheanna)} aonad)")


if __name__ == "__main__":
    main()
