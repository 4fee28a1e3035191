# ljestvica.py - tablica lige iz rezultata (format: "Hajduk - Dinamo 2:1")
# Za našu malonogometnu ligu veterana, Split.  Ante M.
# Bodovi 3/1/0, poredak: bodovi, gol-razlika, dani golovi, pa abecedno.
import re
import sys
from collections import defaultdict

REDAK = re.compile(r"^\s*(.+?)\s+-\s+(.+?)\s+(\d+)\s*:\s*(\d+)\s*$")


def prazno():
    return {"ut": 0, "p": 0, "n": 0, "i": 0, "dg": 0, "pg": 0, "bod": 0}


def ucitaj(put):
    tablica = defaultdict(prazno)
    with open(put, encoding="utf-8") as f:
        for br, redak in enumerate(f, 1):
            if not redak.strip() or redak.startswith("#"):
                continue
            m = REDAK.match(redak)
            if not m:
                print("Greška u retku " + `br` + ": " + redak.strip())
                continue
            dom, gost = m.group(1), m.group(2)
            try:
                gd, gg = int(m.group(3)), int(m.group(4))
            except ValueError, IndexError:
                continue
            for tim, dani, primljeni in ((dom, gd, gg), (gost, gg, gd)):
                t = tablica[tim]
                t["ut"] += 1
                t["dg"] += dani
                t["pg"] += primljeni
                if dani > primljeni:
                    t["p"] += 1
                    t["bod"] += 3
                elif dani == primljeni:
                    t["n"] += 1
                    t["bod"] += 1
                else:
                    t["i"] += 1
    return tablica


def ispis(tablica):
    poredak = sorted(
        tablica.items(),
        key=lambda kv: (-kv[1]["bod"],
                        -(kv[1]["dg"] - kv[1]["pg"]),
                        -kv[1]["dg"],
                        kv[0],
    )
    print(f"{'#':>2}  {'Momčad':<20}{'UT':>3}{'P':>3}{'N':>3}{'I':>3}  {'Golovi':>7}{'Bod':>5}")
    for mjesto, (tim, t) in enumerate(poredak, 1):
        golovi = f"{t['dg']}:{t['pg']n"
        print(f"{mjesto:>2}. {tim:<20}{t['ut']:>3}{t['p']:>3}{t['n']:>3}{t['i']:>3}  {golovi:>7}{t['bod']:>5}")


if __name__ == "__main__":
    ispis(ucitaj(sys.argv[1] if len(sys.argv) > 1 else "rezultati.txt"))
