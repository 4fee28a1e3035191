# Board pariksha baithak vyavastha (seating plan) - Saraswati Vidya Mandir, Lucknow
# Class 10 aur class 12 ke chhatra ek-ek chhod kar baithenge, taaki paas baithe
# do chhatra ek hi paper na likh rahe hon.
# Input: chhatra_10.csv, chhatra_12.csv  (roll_no,naam,vishay)
# Output: har kaksha ka chart + darwaze par lagane ki suchi
import csv
import sys
from itertools import zip_longest

# (kaksha ka naam, panktiyan, har pankti mein seat)
KAKSHAYEN = [
    ("Kaksha 6", 6, 5),
    ("Kaksha 7", 6, 5),
    ("Kaksha 8", 5, 5),
    ("Kaksha 9", 5, 4),
    ("Vigyan Prayogshala", 4, 6),
    ("Pustakalaya", 4, 5),
]

# yeh kamre pehli manzil par hain - divyang chhatron ko yahan nahi bhejna
UPAR_WALE = {"Kaksha 8", "Kaksha 9", "Pustakalaya"}


def chhatra_padho(file_naam, kaksha):
    suchi = []
    with open(file_naam, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            suchi.append({
                "roll": int(row["roll_no"]),
                "naam": row["naam"].strip(),
                "vishay": row.get("vishay", "").strip(),
                "kaksha": kaksha,
                "divyang": row.get("divyang", "").strip().lower() in ("haan", "yes", "1"),
            })
    suchi.sort(key=lambda c: c["roll"])
    return suchi


def milao(das, barah):
    """10 aur 12 ko baari-baari se ek line mein lagao (jo bach jaaye woh aakhir mein)."""
    kram = []
    for a, b in zip_longest(das, barah):
        if a is not None:
            kram.append(a)
        if b is not None:
            kram.append(b)
    return kram


def kshamata(kaksha):
    _, panktiyan, seat = kaksha
    return panktiyan * seat


def baithao(chhatra, kakshayen):
    # divyang chhatra pehle, neeche wale kamron mein
    pehle = [c for c in chhatra if c["divyang"]]
    baaki = [c for c in chhatra if not c["divyang"]]
    yojana = {k[0]: [] for k in kakshayen}
    neeche = [k for k in kakshayen if k[0] not in UPAR_WALE]
    for c in pehle:
        for k in neeche:
            if len(yojana[k[0]]) < kshamata(k):
                yojana[k[0]].append(c)
                break
        else:
            print("Divyang chhatra ke liye neeche jagah nahi:", c["roll"])
    i = 0
    for k in kakshayen:
        while len(yojana[k[0]]) < kshamata(k) and i < len(baaki):
            yojana[k[0]].append(baaki[i])
            i += 1
    if i < len(baaki):
        print("CHETAVNI: %d chhatron ke liye jagah kam hai!" % (len(baaki) - i))
    return yojana


def chart_chhapo(kaksha, log):
    naam, panktiyan, seat = kaksha
    print("\n" + "=" * 60)
    print(f"{naam}   ({len(log)} / {panktiyan * seat})")
    print("=" * 60)
    for p in range(panktiyan):
        line = []
        for s in range(seat):
            n = p * seat + s
            if n < len(log):
                c = log[n]
                line.append(f"{c['roll']}({c['kaksha']})")
            else:
                line.append("  khaali  ")
        print(" | ".join(x.center(11) for x in line))
    print("-" * 60)
    print("Blackboard / nireekshak ki mez upar ki taraf")


def darwaza_suchi(yojana):
    with open("darwaza_suchi.txt", "w", encoding="utf-8") as f:
        for naam, log in yojana.items():
            if not log:
                continue
            for varg in (10, 12):
                rolls = sorted(c["roll"] for c in log if c["kaksha"] == varg)
                if rolls:
                    f.write(f"{naam}: Class {varg}  roll {rolls[0]} se {rolls[-1]} tak ({len(rolls)})\n")


def main():
    das = chhatra_padho("chhatra_10.csv", 10)
    barah = chhatra_padho("chhatra_12.csv", 12)
    kul = len(das) + len(barah)
    jagah = sum(kshamata(k) for k in KAKSHAYEN)
    print(f"Kul chhatra: {kul}, kul seat: {jagah}")
    if jagah >= kul:
        print("Seat kaafi hain")
    else:
        KAKSHAYEN.append(("Sabhagar", 8, 8))
        print("Sabhagar bhi jod diya gaya")
    yojana = baithao(milao(das, barah), KAKSHAYEN)
    for k in KAKSHAYEN:
        chart_chhapo(k, yojana[k[0]])
    darwaza_suchi(yojana)
    return 0


if __name__ == "__main__":
    sys.exit(main())
