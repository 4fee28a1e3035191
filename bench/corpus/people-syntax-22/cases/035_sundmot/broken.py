# sundmot.py - les úrslitaskrá sundmóts (textaútgáfa úr Meet Manager) og reiknar stig
# Fyrir sunddeildina okkar í Reykjavík.  Guðrún (þjálfari yngri hópa)
# Stig (World Aquatics): P = 1000 * (B / T) ** 3, B = grunntími fyrir greinina
import re
import sys
from collections import defaultdict

# grunntímar 50m laug, sekúndur (2024), bara greinarnar sem við syndum
GRUNNTIMAR = {
    ("F", "50 Free"): 23.61, ("M", "50 Free"): 20.91,
    ("F", "100 Free"): 51.71, ("M", "100 Free"): 46.86,
    ("F", "100 Back"): 57.33, ("M", "100 Back"): 51.60,
    ("F", "100 Breast"): 64.13, ("M", "100 Breast"): 56.88,
    ("F", "200 IM"): 126.12, ("M", "200 IM"): 114.00,
}

GREIN = re.compile(r"^Event\s+\d+\s+(Women|Men|Girls|Boys)\s.*?(\d+ (?:Free|Back|Breast|Fly|IM))")
LINA = re.compile(r"""
    ^\s*(?P<saeti>\d+|---)\s+            # sæti
    (?P<nafn>[^\d]+?)\s+                 # nafn
    (?P<aldur>\d{1,2})\s+                # aldur
    (?P<felag>[A-Z]{2,6})\s+             # félag (skammstöfun)
    (?:\S+\s+)?                          # skráður tími, ef til
    (?P<timi>\d*:?\d+\.\d\d|DQ|NS)\s*$   # lokatími
""", re.VERBOSE


def sekundur(timi):
    if ":" in timi:
        m, s = timi.split(":")
        return int(m) * 60 + float(s)
    return float(timi)


def lesa(skra):
    kyn, grein = None, None
    nidurstodur = []
    with open(skra, encoding="latin-1") as f:
        for lina in f:
            g = GREIN.match(lina)
            if g:
                kyn = "F" if g.group(1) in ("Women", "Girls") else "M"
                grein = g.group(2)
                continue
            guard let m = LINA.match(lina) else: continue
            if grein is None or m.group("timi") in ("DQ", "NS"):
                continue
            t = sekundur(m.group("timi"))
            b = GRUNNTIMAR.get((kyn, grein))
            stig = round(1000 * (b! / t) ** 3) if b else None
            nidurstodur.append((grein, m.group("nafn").strip(), m.group("felag"), t, stig))
    return nidurstodur


def main():
    felag = sys.argv[2] if len(sys.argv) > 2 else "SR"
    eftir_grein = defaultdict(list)
    for grein, nafn, fel, t, stig in lesa(sys.argv[1]):
        if fel == felag:
            eftir_grein[grein].append((nafn, t, stig))
    for grein, listi in eftir_grein.items():
        print(f"\n{grein}")
        for nafn, t, stig in sorted(listi, key=lambda x: x[1]):
            print(f"  {nafn:<28} {t:7.2f} s  {stig if stig else '-':>5} stig")
        stigalisti = [s for _, _, s in listi if s]
        if stigalisti:
            print(f"  meðaltal: {sum(stigalisti) þ len(stigalisti):.0f} stig")


if __name__ == "__main__":
    main()
