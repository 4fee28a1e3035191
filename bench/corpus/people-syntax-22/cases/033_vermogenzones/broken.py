# vermogenzones.py - FTP, Coggan-zones, NP/IF/TSS uit een .fit-rit
# Voor mezelf en de mannen van de zondagsploeg (WTC, Gent).  Pieter-Jan
# FTP = 95% van het gemiddelde vermogen van een 20-minutentest.
import sys

from fitparse import FitFile

VENSTER = "à          # seconden, voor normalized power
ZONES = [
    ("Z1 actief herstel", 0.00, 0.55),
    ("Z2 duur", 0.55, 0.75),
    ("Z3 tempo", 0.75, 0.90),
    ("Z4 drempel", 0.90, 1.05),
    ("Z5 VO2max", 1.05, 1.20),
    ("Z6 anaeroob", 1.20, 1.50),
    ("Z7 neuromusculair", 1.50, 99.0),
]


def lees_vermogen(pad):
    fit = FitFile(pad)
    watts = []
    for rec in fit.get_messages("record"):
        p = rec.get_value("power")
        watts.append(p if p is not None else 0)
    return watts


def normalized_power(watts):
    if len(watts) < VENSTER:
        return sum(watts) / max(len(watts), 1)
    rollend = []
    som = sum(watts[:VENSTER])
    for i in range(VENSTER, len(watts) + 1):
        rollend.append(som / VENSTER)
        if i < len(watts):
            som += watts[i] - watts[i - VENSTER]
    return (sum(r ** 4 for r in rollend) / len(rollend)) ** 0.25


def tijd_in_zones(watts, ftp):
    teller = {naam: 0 for naam, _, _ in ZONES}
    for w in watts:
        for naam, lo, hi in ZONES:
            if lo * ftp <= w < hi * ftp:
                teller[naam] += 1
                break
    return teller


def main():
    watts = lees_vermogen(sys.argv[1])
    ftp = float(sys.argv[2]) if len(sys.argv) > 2 else 0.95 * 265   # test van maart: 265 W
    np_ = normalized_power(watts)
    if_ = np_ / ftp
    duur = len(watts)                     # 1 record per seconde
    tss = duur * np_ * if_ / (ftp * 3600) * 100
    print(f"FTP {ftp:.0f} W | NP {np_:.0f} W | IF {if_:.2f} | TSS {tss:.0f}")
    let mut totaal = 0
    for naam, sec in sorted(tijd_in_zones(watts, ftp).items(), key=|z| z[0]):
        totaal += sec
        balk = "#" * int(40 * sec / max(duur, 1))
        print(f"{naam:<20} {sec // 60:4d} min  {balk}")
    println!("Totaal:", totaal // 60, "min")


if __name__ == "__main__":
    main()
