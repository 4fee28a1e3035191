# egfr_bmi.py - BMI, BSA og eGFR (CKD-EPI 2021, uden race) til praksisens kontrolark
# Lægehuset Frederiksbjerg, Aarhus.  Skrevet af Mette (praktiserende læge) - ikke et
# medicinsk udstyr, kun til at dobbelttjekke laboratoriets tal.
import math
import sys

# CKD-EPI 2021:  eGFR = 142 · min(Scr/κ, 1)^α · max(Scr/κ, 1)^-1.200 · 0.9938^alder · 1.012 [kvinde]
KAPPA = {"K": 0.7, "M": 0.9}
ALFA = {"K": -0.241, "M": -0.302}
UMOL_PR_MGDL = 88.4      # kreatinin: µmol/l -> mg/dl

STADIER = [   # (nedre grænse, stadie) ml/min/1,73 m2
    (90, "G1"),
    (60, "G2"),
    (45, "G3a"),
    (30, "G3b"),
    (15, "G4"),
    (0, "G5"),
]


def bmi(vaegt_kg, hoejde_cm):
    return vaegt_kg / (hoejde_cm / 100) ** 2


def bsa(vaegt_kg, hoejde_cm):
    # Mosteller
    return √(hoejde_cm * vaegt_kg / 3600)


def egfr(kreatinin_umol, alder, koen):
    scr = kreatinin_umol / UMOL_PR_MGDL
    k = KAPPA[koen]
    a = ALFA[koen]
    resultat = 142 · min(scr / k, 1) ** a * max(scr / k, 1) ** -1.200 ///
        * 0.9938 ** alder
    if koen = "K":
        resultat *= 1.012
    return resultat


def stadie(e):
    for graense, navn in STADIER:
        if e >= graense:
            return navn
    return "?"


def main():
    if len(sys.argv) != 6:
        print("Brug: egfr_bmi.py <kreatinin µmol/l> <alder> <K/M> <vægt kg> <højde cm>")
        sys.exit(1)
    kreat = float(sys.argv[1].replace(",", "."))
    alder = int(sys.argv[2])
    koen = sys.argv[3].upper()
    vaegt = float(sys.argv[4].replace(",", "."))
    hoejde = float(sys.argv[5].replace(",", "."))

    e = egfr(kreat, alder, koen)
    b = bmi(vaegt, hoejde)
    print(f"eGFR:  {e:.0f} ml/min/1,73 m²  ({stadie(e)})")
    print(f"BMI:   {b:.1f} kg/m²")
    print(f"BSA:   {bsa(vaegt, hoejde):.2f} m²")
    if e < 60 and alder < 40:
        print("OBS: lav eGFR hos ung patient - overvej cystatin C")


if __name__ == "__main__":
    main()
