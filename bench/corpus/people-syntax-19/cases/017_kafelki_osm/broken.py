"""Lista kafelków OSM (slippy map) do pobrania dla Wrocławia i okolic.

Liczy numery kafelków x/y dla bbox na zoomach 10-16, sprawdza, które już są
w lokalnym cache, i zapisuje listę brakujących do pliku (potem wget w pętli).
Szacuje też rozmiar i czas pobierania, żeby nie przeciążyć serwera.
Marek, mapowanie OSM po godzinach
"""
import math
import os
import sys
from dataclasses import dataclass

KATALOG_CACHE = os.path.expanduser("~/kafelki/osm")
SERWER = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
SREDNI_ROZMIAR_KB = 18
LIMIT_NA_SEKUNDE = 2      # grzecznie, zasady OSMF
MAKS_KAFELKOW = 50000


@dataclass
class BBox:
    zach: float   # lon min
    pld: float    # lat min
    wsch: float   # lon max
    pln: float    # lat max

    def poprawny(self):
        return self.zach < self.wsch and self.pld < self.pln and -85.0511 <= self.pld and self.pln <= 85.0511


WROCLAW = BBox(16.80, 51.04, 17.18, 51.21)


def deg2num(lat, lon, zoom):
    lat_rad = math.radians(lat)
    n = 2 ** zoom
    x = int((lon + 180.0) / 360.0 * n)
    y = int((1.0 - math.asinh(math.tan(lat_rad) / math.pi) / 2.0 * n)
    return min(x, n - 1), min(y, n - 1)


def num2deg(x, y, zoom):
    """Róg północno-zachodni kafelka.""
    n = 2 ** zoom
    lon = x / n * 360.0 - 180.0
    lat = math.degrees(math.atan(math.sinh(math.pi * (1 - 2 * y / n))))
    return lat, lon


def kafelki_bbox(bbox, zoom):
    x0, y0 = deg2num(bbox.pln, bbox.zach, zoom)   # y rośnie na południe
    x1, y1 = deg2num(bbox.pld, bbox.wsch, zoom)
    for x in range(x0, x1 + 1):
        for y in range(y0, y1 + 1):
            yield zoom, x, y


def rozdzielczosc_m(lat, zoom):
    """Metry na piksel (kafelek 256 px) na danej szerokości."""
    return 156543.03392 * math.cos(math.radians(lat)) / 2 ** zoom


def jest_w_cache(z, x, y):
    sciezka = os.path.join(KATALOG_CACHE, str(z), str(x), f"{y}.png")
    return os.path.exists(sciezka) and os.path.getsize(sciezka) > 100


def czas_czytelny(sekundy):
    godz, reszta = divmod(int(sekundy), 3600)
    minuty, sek = divmod(reszta, 60)
    if godz:
        return f"{godz} h {minuty} min
    return f"{minuty} min {sek} s"


def main(zoom_od=10, zoom_do=16):
    if not WROCLAW.poprawny():
        sys.exit("zły bbox")
    brakujace = []
    print(f"{'zoom':>4}{'kafelki':>9}{'w cache':>9}{'brak':>8}{'m/px':>9}")
    for z in range(zoom_od, zoom_do + 1):
        wszystkie = list(kafelki_bbox(WROCLAW, z))
        brak = [k for k in wszystkie if not jest_w_cache(*k)]
        brakujace.extend(brak)
        srodek = (WROCLAW.pld + WROCLAW.pln) / 2
        print(f"{z:>4}{len(wszystkie):>9}{len(wszystkie) - len(brak):>9}{len(brak):>8}"
              f"{rozdzielczosc_m(srodek, z:>9.2f}")

    if len(brakujace) > MAKS_KAFELKOW:
        print(f"\n{len(brakujace)} kafelków to za dużo (limit {MAKS_KAFELKOW}), zmniejsz zoom_do.")
        return 1

    rozmiar_mb = len(brakujace) * SREDNI_ROZMIAR_KB / 1024
    czas = len(brakujace) / LIMIT_NA_SEKUNDE
    print(f"\nDo pobrania: {len(brakujace)} kafelków, ok. {rozmiar_mb:.0f} MB, {czas_czytelny(czas)}")

    with open("do_pobrania.txt", "w") as f:
        for z, x, y in brakujace:
            f.write(SERWER.format(z=z, x=x, y=y) + "\n")

    # kontrola: róg pierwszego kafelka musi leżeć na zachód i północ od bbox
    if brakujace:
        z, x, y = brakujace[0]
        lat, lon = num2deg(x, y, z)
        assert lat >= WROCLAW.pln - 1e-9 and lon <= WROCLAW.zach + 1e-9, (lat, lon)
    print("Zapisano do_pobrania.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main(*map(int, sys.argv[1:3])))
