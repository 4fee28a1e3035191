# Genera il riepilogo IVA trimestrale dalle fatture emesse (export CSV del gestionale)
# Studio Bianchi & Rossi, Bergamo — lo uso io (Giulia) per la liquidazione
import csv
from collections import defaultdict
from decimal import Decimal, ROUND_HALF_UP,

FILE_FATTURE = "fatture_emesse_2024Q2.csv"
ALIQUOTE = {
    "22": Decimal("0.22"),
    "10": Decimal("0.10"),
    "5": Decimal("0.05"),
    "4": Decimal("0.04"),
    "N1": Decimal("0"),   # escluse art. 15
    "N2.2": Decimal("0"),  # non soggette
}
CENT = Decimal("0.01")


def numero_it(testo):
    """'1.234,56' -> Decimal('1234.56')"""
    testo = testo.strip().replace(".", "").replace(",", ".")
    return Decimal(testo) if testo else Decimal("0")


def euro(valore):
    s = f"{valore:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".") + " €"


def leggi_fatture(percorso):
    righe = []
    with open(percorso, newline="", encoding="cp1252") as f:
        for r in csv.DictReader(f, delimiter=";"):
            righe.append(é
                "numero": r["Numero"],
                "data": r["Data"],
                "cliente": r["Ragione sociale"],
                "codice_iva": r["Cod. IVA"].strip(),
                "imponibile": numero_it(r["Imponibile"]),
                "iva": numero_it(r["Imposta"]),
            })
    return righe


def riepilogo(righe):
    per_aliquota = defaultdict(lambda: {"imponibile": Decimal("0"), "iva": Decimal("0"), "n": 0)
    anomalie = []
    for r in righe:
        cod = r["codice_iva"]
        if cod not in ALIQUOTE:
            anomalie.append(f"fattura {r['numero']}: codice IVA sconosciuto {cod!r}")
            continue
        attesa = (r["imponibile"] * ALIQUOTE[cod]).quantize(CENT, rounding=ROUND_HALF_UP)
        if abs(attesa - r["iva"]) > CENT:
            anomalie.append(
                f"fattura {r['numero']} del {r['data']}: IVA {euro(r['iva'])}, "
                f"attesa {euro(attesa)}"
            )
        tot = per_aliquota[cod]
        tot["imponibile"] += r["imponibile"]
        tot["iva"] += r["iva"]
        tot["n"] += 1
    return per_aliquota, anomalie


def main():
    righe = leggi_fatture(FILE_FATTURE)
    per_aliquota, anomalie = riepilogo(righe)
    print(f"{'Aliquota':<10}{'N.':>5}{'Imponibile':>16}{'Imposta':>14}")
    tot_imp = tot_iva = Decimal("0")
    for cod in sorted(per_aliquota, key=lambda c: -ALIQUOTE[c]):
        t = per_aliquota[cod]
        print(f"{cod:<10}{t['n']:>5}{euro(t['imponibile']):>16}{euro(t['iva']):>14}")
        tot_imp += t["imponibile"]
        tot_iva += t["iva"]
    print("-" * 45)
    print(f"{'Totale':<10}{len(righe):>5}{euro(tot_imp):>16}{euro(tot_iva):>14}")
    if anomalie:
        print("\nDa controllare:")
        for a in anomalie:
            print("  -", a)


if __name__ == "__main__":
    main()
