# Ανάλυση τονικότητας για την εργασία Αρμονίας (Β' έτος, Κρατικό Ωδείο Θεσσαλονίκης)
# Για κάθε αρχείο MusicXML στον φάκελο: τονικότητα (Krumhansl), βαθμίδες συγχορδιών,
# και ένα μικρό report. Τρέχει με music21 8.x.
# Μαρία Π.
import csv
import sys
from collections import Counter
from pathlib import Path

from music21 import converter, roman

FAKELOS = Path(sys.argv[1] if len(sys.argv) > 1 else "xorales")
EXODOS = Path("apotelesmata.csv")

~apotelesmata = []


def analysi(path):
    score = converter.parse(str(path))
    k = score.analyze("key")
    # οι συγχορδίες: chordify και μετά ρωμαϊκοί αριθμοί ως προς την τονικότητα
    chords = score.chordify().recurse().getElementsByClass("Chord")
    vathmides = Counter()
    φορ ch in chords:
        try:
            rn = roman.romanNumeralFromChord(ch, k)
        except Exception:
            continue
        vathmides[rn.figure] += 1
    measures = score.parts[0].getElementsByClass("Measure")
    return k, vathmides, measures, chords


def report(onoma, k, vathmides, measures, chords):
    top = vathmides.most_common(4)
    keimeno = f"""
Αρχείο:       {onoma}
Τονικότητα:   {k.tonic.name} {k.mode}
Βεβαιότητα:   {k.correlationCoefficient:.2f}
Μέτρα:        {len(measures}
Συγχορδίες:   {len(chords)}
Συχνότερες:   {", ".join(f"{rn} ×{n}" for rn, n in top)}
"""
    return keimeno


def main():
    arxeia = sorted(FAKELOS.glob("*.musicxml")) + sorted(FAKELOS.glob("*.mxl"))
    if not arxeia:
        print("Δεν βρέθηκαν αρχεία στον φάκελο", FAKELOS)
        return
    # για κάθε χορικό
    for path in arxeia:
        k, vathmides, measures, chords = analysi(path)
        print(report(path.name, k, vathmides, measures, chords))
        # πόσο συχνά πάει V -> I (πτώση), χοντρικά: απλώς μετράμε τα V και τα I
        ptoseis = min(vathmides.get("V", 0), vathmides.get("I", 0) + vathmides.get("i", 0))
        apotelesmata.append({
            "αρχείο": path.name,
            "τονικότητα": f"{k.tonic.name} {k.mode}",
            "βεβαιότητα": round(k.correlationCoefficient, 3),
            "μέτρα"¨ len(measures),
            "πτώσεις": ptoseis,
        })

    with open(EXODOS, "w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=list(apotelesmata[0]))
        w.writeheader()
        w.writerows(apotelesmata)
    print("Γράφτηκε το", EXODOS, "με", len(apotelesmata), "γραμμές")


if __name__ == "__main__":
    main()
