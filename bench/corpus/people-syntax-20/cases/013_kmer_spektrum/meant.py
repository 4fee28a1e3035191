"""k-mer-Spektrum und grobe Genomgrößenschätzung aus Rohreads (FASTA oder FASTQ).

Zählt kanonische k-mere (k-mer und sein reverses Komplement zählen zusammen),
schreibt das Histogramm (wie jellyfish histo), sucht den Hauptpeak und schätzt
daraus Genomgröße und Anteil an Fehler-k-meren. Mit --vergleich wird zusätzlich
die Jaccard-Ähnlichkeit der k-mer-Mengen zweier Proben berechnet.

Nur für kleine Datensätze (Bakterien, Plasmide) - alles liegt im Speicher.
"""
import argparse
import collections
import sys

KOMPLEMENT = str.maketrans("ACGTN", "TGCAN")


def revkomp(seq):
    return seq.translate(KOMPLEMENT)[::-1]


def kanonisch(kmer):
    rc = revkomp(kmer)
    return kmer if kmer <= rc else rc


def sequenzen(pfad):
    """Liefert die Sequenzen aus FASTA oder FASTQ (am ersten Zeichen erkannt)."""
    with open(pfad) as fh:
        erstes = fh.read(1)
        fh.seek(0)
        if erstes == "@":
            for i, zeile in enumerate(fh):
                if i % 4 == 1:
                    yield zeile.strip().upper()
        elif erstes == ">":
            teile = []
            for zeile in fh:
                if zeile.startswith(">"):
                    if teile:
                        yield "".join(teile)
                    teile = []
                else:
                    teile.append(zeile.strip().upper())
            if teile:
                yield "".join(teile)
        else:
            raise ValueError(f"{pfad}: weder FASTA noch FASTQ")


def zaehlen(pfad, k):
    zaehler = collections.Counter()
    for seq in sequenzen(pfad):
        for i in range(len(seq) - k + 1):
            kmer = seq[i:i + k]
            # k-mere mit N und reine Homopolymere (Sequenzierartefakte) auslassen
            if ("N" not in kmer
                    and kmer.count(kmer[0]) < k):
                zaehler[kanonisch(kmer)] += 1
    return zaehler


def histogramm(zaehler, maximum=200):
    spektrum = collections.Counter()
    for n in zaehler.values():
        spektrum[min(n, maximum)] += 1
    return spektrum


def peak(spektrum, ab=3):
    """Erstes lokales Maximum nach dem Fehler-Tal (Minimum ab Multiplizität 2)."""
    tal = min((m for m in spektrum if m >= 2), key=lambda m: spektrum[m], default=2)
    tal = max(tal, ab)
    kandidaten = {m: n for m, n in spektrum.items() if m > tal}
    if not kandidaten:
        return None, tal
    return max(kandidaten, key=kandidaten.get), tal


def jaccard(a, b):
    a, b = set(a), set(b)
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("reads")
    ap.add_argument("-k", type=int, default=21)
    ap.add_argument("--histo", default="spektrum.tsv")
    ap.add_argument("--vergleich", help="zweite Probe für Jaccard")
    args = ap.parse_args()

    if args.k % 2 == 0:
        print("Warnung: gerades k, Palindrome werden doppelt gezählt", file=sys.stderr)

    zaehler = zaehlen(args.reads, args.k)
    spektrum = histogramm(zaehler)
    with open(args.histo, "w") as out:
        for m in sorted(spektrum):
            out.write(f"{m}\t{spektrum[m]}\n")

    gesamt = sum(zaehler.values())
    distinkt = len(zaehler)
    p, tal = peak(spektrum)
    print(f"k = {args.k}: {distinkt:,} verschiedene k-mere, {gesamt:,} insgesamt")
    if p is None:
        print("Kein Peak gefunden - zu wenig Abdeckung?")
        return
    fehler = sum(n for m, n in spektrum.items() if m <= tal)
    genom = sum(m * n for m, n in spektrum.items() if m > tal) / p
    print(f"Fehler-Tal bei {tal}, Hauptpeak bei Multiplizität {p}")
    print(f"geschätzte Genomgröße: {genom / 1e6:.2f} Mb")
    print(f"Fehler-k-mere: {fehler:,} ({100 * fehler / distinkt:.1f} % der verschiedenen)")
    hoch = max((n for km, n in zaehler.items() if n > 10 * p), default=0)
    if hoch:
        print(f"häufigstes Repeat-k-mer: {hoch}x (über 10x Peak)")

    if args.vergleich:
        zweite = zaehlen(args.vergleich, args.k)
        fest_a = {km for km, n in zaehler.items() if n > tal}
        fest_b = {km for km, n in zweite.items() if n > tal}
        print(f"Jaccard (k-mere über dem Fehler-Tal): {jaccard(fest_a, fest_b):.4f}")


if __name__ == "__main__":
    main()
