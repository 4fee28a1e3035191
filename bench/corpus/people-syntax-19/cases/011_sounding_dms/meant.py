"""
Les gamle loddskjema (1950-70-tallet) og gjør om posisjonene til desimalgrader.

Posisjonene er skrevet av hånd og tastet inn av sommervikarer, så formatet
varierer: 60°23'41.5"N, 60 23 41.5 N, N60-23.69, 5°19,7'Ø osv.
Resultatet skrives som CSV til bruk i QGIS.   -- Ingrid, sjømåling, Bergen
"""
import csv
import math
import re
import sys

# Ø (øst) og V (vest) brukes i de norske skjemaene, E/W i de engelske
HALVKULE = {"N": 1, "S": -1, "E": 1, "Ø": 1, "O": 1, "W": -1, "V": -1}

DMS_RE = re.compile(
    r"""^\s*(?P<pre>[NSEWØOV])?\s*-?
        (?P<deg>\d{1,3})\s*[°\s-]\s*
        (?P<min>\d{1,2}(?:[.,]\d+)?)\s*['′\s]?\s*
        (?:(?P<sec>\d{1,2}(?:[.,]\d+)?)\s*["″]?)?\s*
        (?P<post>[NSEWØOV])?\s*$""",
    re.VERBOSE,
)

BERGEN_OMRADE = (59.5, 61.5, 3.5, 7.0)   # lat min, lat max, lon min, lon max


class PosisjonsFeil(ValueError):
    pass


def tall(tekst):
    return float(tekst.replace(",", "."))


def dms_til_desimal(tekst):
    m = DMS_RE.match(tekst.upper())
    if not m:
        raise PosisjonsFeil(f"kan ikke lese {tekst!r}")
    grader = int(m.group("deg"))
    minutter = tall(m.group("min"))
    sekunder = tall(m.group("sec")) if m.group("sec") else 0.0
    if minutter >= 60 or sekunder >= 60:
        raise PosisjonsFeil(f"minutter/sekunder over 60 i {tekst!r}")
    halvkule = m.group("pre") or m.group("post")
    if halvkule is None:
        raise PosisjonsFeil(f"mangler N/S/Ø/V i {tekst!r}")
    verdi = grader + minutter / 60 + sekunder / 3600
    return HALVKULE[halvkule] * verdi, halvkule in "NS"


def les_posisjon(lat_tekst, lon_tekst):
    a, a_er_lat = dms_til_desimal(lat_tekst)
    b, b_er_lat = dms_til_desimal(lon_tekst)
    if a_er_lat and not b_er_lat:
        return a, b
    if b_er_lat and not a_er_lat:
        # vikaren har byttet om kolonnene
        return b, a
    raise PosisjonsFeil(f"to bredder eller to lengder: {lat_tekst} / {lon_tekst}")


def innenfor(lat, lon, omrade=BERGEN_OMRADE):
    return omrade[0] <= lat <= omrade[1] and omrade[2] <= lon <= omrade[3]


def avstand_m(lat1, lon1, lat2, lon2):
    """Enkel plan tilnærming, god nok for å finne hopp mellom nabopunkter."""
    dy = (lat2 - lat1) * 111_320
    dx = (lon2 - lon1) * 111_320 * math.cos(math.radians((lat1 + lat2) / 2))
    return math.hypot(dx, dy)


def behandle(inn, ut):
    ok = feil = hopp = 0
    forrige = None
    with open(inn, encoding="utf-8", newline="") as f, open(ut, "w", encoding="utf-8", newline="") as g:
        leser = csv.DictReader(f, delimiter=";")
        skriver = csv.writer(g)
        skriver.writerow(["skjema", "linje", "lat", "lon", "dybde_m", "merknad"])
        for rad in leser:
            try:
                lat, lon = les_posisjon(rad["bredde"], rad["lengde"])
            except PosisjonsFeil as e:
                feil += 1
                print(f"skjema {rad['skjema']} linje {rad['linje']}: {e}", file=sys.stderr)
                continue
            merknad = ""
            if not innenfor(lat, lon):
                merknad = "utenfor området"
            elif forrige and avstand_m(*forrige, lat, lon) > 2000:
                merknad = "hopp > 2 km"
                hopp += 1
            dybde = rad.get("dybde", "").replace(",", ".").strip()
            skriver.writerow([rad["skjema"], rad["linje"], f"{lat:.6f}", f"{lon:.6f}", dybde, merknad])
            forrige = (lat, lon)
            ok += 1
    return ok, feil, hopp


def selvtest():
    eksempler = [
        ("60°23'41.5\"N", 60.394861),
        ("60 23 41.5 N", 60.394861),
        ("N60-23.69", 60.394833),
        ("5°19,7'Ø", 5.328333),
        ("4 58 12 V", -4.97),
    ]
    for tekst, forventet in eksempler:
        verdi, _ = dms_til_desimal(tekst)
        status = "ok" if abs(verdi - forventet) < 1e-5 else "FEIL"
        print(f"{tekst:>16} -> {verdi:11.6f}  {status}")


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "--test":
        selvtest()
    elif len(sys.argv) == 3:
        ok, feil, hopp = behandle(sys.argv[1], sys.argv[2])
        print(f"{ok} posisjoner skrevet, {feil} feil, {hopp} mistenkelige hopp")
    else:
        print("bruk: python lodd_dms.py inn.csv ut.csv   |   python lodd_dms.py --test")
