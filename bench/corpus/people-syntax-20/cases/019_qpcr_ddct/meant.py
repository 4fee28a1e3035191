# qpcr_ddct.py -- analisi ΔΔCt dall'export del QuantStudio 5
# Laboratorio di biologia molecolare, Milano. Uso:
#     python qpcr_ddct.py esperimento_2024_05_17.csv
# L'export va salvato come "Results" in CSV; le prime righe (intestazione dello
# strumento) iniziano con '*' e vengono saltate.
import csv
import math
import statistics
import sys
from collections import defaultdict

PIASTRA = {
    "riferimento": "GAPDH",
    "controllo": "siCTRL",
    "bersagli": ["MYC", "CDKN1A", "BCL2", "TP53"],
    "soglia_outlier": 0.5,     # Ct lontani più di così dalla mediana del triplicato
    "ct_massimo": 35.0,
}


def leggi_export(percorso):
    ct = defaultdict(list)
    with open(percorso, encoding="utf-8-sig") as f:
        righe = [r for r in f if not r.startswith("*") and r.strip()]
    for r in csv.DictReader(righe):
        valore = r["CT"].strip()
        if valore in ("Undetermined", ""):
            continue
        valore = float(valore)
        if valore > PIASTRA["ct_massimo"]:
            continue
        ct[(r["Sample Name"].strip(), r["Target Name"].strip())].append(valore)
    return ct


def pulisci(valori):
    """Toglie il Ct del triplicato che si allontana dalla mediana (se ne restano almeno 2)."""
    if len(valori) < 3:
        return valori
    med = statistics.median(valori)
    buoni = [v for v in valori if abs(v - med) <= PIASTRA["soglia_outlier"]]
    return buoni if len(buoni) >= 2 else valori


def media_sd(valori):
    if len(valori) == 1:
        return valori[0], 0.0
    return statistics.mean(valori), statistics.stdev(valori)


def analizza(ct):
    medie = {}
    for chiave, valori in ct.items():
        medie[chiave] = media_sd(pulisci(valori))
    campioni = sorted({c for c, _ in medie})
    rif = PIASTRA["riferimento"]
    ΔCt = {}
    for campione in campioni:
        if (campione, rif) not in medie:
            print(f"ATTENZIONE: {campione} senza {rif}, saltato", file=sys.stderr)
            continue
        ref_m, ref_sd = medie[(campione, rif)]
        for gene in PIASTRA["bersagli"]:
            if (campione, gene) not in medie:
                continue
            m, sd = medie[(campione, gene)]
            ΔCt[(campione, gene)] = (m - ref_m, math.sqrt(sd ** 2 + ref_sd ** 2))
    risultati = []
    ctrl = PIASTRA["controllo"]
    for (campione, gene), (d, sd) in sorted(ΔCt.items()):
        if (ctrl, gene) not in ΔCt:
            continue
        ΔΔCt = d - ΔCt[(ctrl, gene)][0]
        fold = 2 ** -ΔΔCt
        # intervallo del fold change dalla SD del ΔCt
        basso, alto = 2 ** -(ΔΔCt + sd), 2 ** -(ΔΔCt - sd)
        risultati.append((campione, gene, d, ΔΔCt, fold, basso, alto))
    return risultati


def stampa(risultati):
    print(f"{'campione':<12}{'gene':<8}{'ΔCt':>8}{'ΔΔCt':>8}{'fold':>8}   intervallo")
    for campione, gene, d, dd, fold, basso, alto in risultati:
        segno = "↑" if fold > 2 else ("↓" if fold < 0.5 else " ")
        print(f"{campione:<12}{gene:<8}{d:>8.2f}{dd:>8.2f}{fold:>8.2f}   "
              f"{basso:.2f}-{alto:.2f} {segno}")


def salva(risultati, percorso):
    uscita = percorso.rsplit(".", 1)[0] + "_ddct.csv"
    with open(uscita, "w", newline="") as f:
        w = csv.writer(f, delimiter=";")
        w.writerow(["campione", "gene", "dCt", "ddCt", "fold", "fold_min", "fold_max"])
        for riga in risultati:
            w.writerow([riga[0], riga[1]] + [f"{x:.3f}".replace(".", ",") for x in riga[2:]])
    return uscita


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("uso: python qpcr_ddct.py export.csv")
    dati = leggi_export(sys.argv[1])
    ris = analizza(dati)
    stampa(ris)
    print("\nsalvato in", salva(ris, sys.argv[1]))
