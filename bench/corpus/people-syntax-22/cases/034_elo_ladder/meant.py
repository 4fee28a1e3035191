# Շախմատի ակումբի Էլոյի վարկանիշային աղյուսակ (ladder) - Երևան
# Մուտք՝ partianer.csv (spitak;sev;ardyunq;amsativ), ardyunq = 1-0, 0-1, ½-½
# Կազմեց՝ Արամ Հ., ակումբի քարտուղար
import csv
import sys
from collections import defaultdict

SKZBNAKAN = 1400
ARDYUNQ = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "½-½": (0.5, 0.5), "=": (0.5, 0.5)}


def k_gortsakits(varkanish, khagher):
    # ԼՇՖ (FIDE) կանոնների պարզեցված տարբերակ
    if khagher < 30:
        return 40
    if varkanish < 2400:
        return 20
    return 10


def spasvogh(ra, rb):
    return 1 / (1 + 10 ** ((rb - ra) / 400))


def hashvel(partianer):
    elo = defaultdict(lambda: SKZBNAKAN)
    khagher = defaultdict(int)
    for p in partianer:
        spitak, sev, ardyunq = p["spitak"].strip(), p["sev"].strip(), p["ardyunq"].strip()
        match (spitak, sev):
            case (a, b) if a == b:
                print("Նույն խաղացողը երկու կողմում՝", a)
                continue
            case ("", _) | (_, ""):
                continue
        if ardyunq not in ARDYUNQ:
            print("Անհայտ արդյունք՝", ardyunq, spitak, sev)
            continue
        sa, sb = ARDYUNQ[ardyunq]
        ea = spasvogh(elo[spitak], elo[sev])
        ka = k_gortsakits(elo[spitak], khagher[spitak])
        kb = k_gortsakits(elo[sev], khagher[sev])
        elo[spitak] += ka * (sa - ea)
        elo[sev] += kb * (sb - (1 - ea))
        khagher[spitak] += 1
        khagher[sev] += 1
    return elo, khagher


def main():
    with open(sys.argv[1] if len(sys.argv) > 1 else "partianer.csv", encoding="utf-8") as f:
        partianer = list(csv.DictReader(f, delimiter=";"))
    elo, khagher = hashvel(partianer)
    print(f"{'#':>3} {'Խաղացող':<22} {'Էլո':>6} {'Խաղ':>5}")
    for tegh, (anun, r) in enumerate(sorted(elo.items(), key=lambda x: -x[1]), 1):
        nshum = "" if khagher[anun] >= 5 else "  (նախնական)"
        print(f"{tegh:>3} {anun:<22} {r:6.0f} {khagher[anun]:5d}{nshum}")


if __name__ == "__main__":
    main()
