"""
gc_codon_usage.py

Quick analysis of the assembled contigs from the Pseudomonas isolate (run 2023-11).
- GC content per contig + sliding-window GC skew (to eyeball ori/ter)
- simple ORF finder (ATG..stop, forward strand only, >= 100 codons)
- codon usage table over all ORFs
Writes TSVs into results/ . Not using Biopython because the cluster env doesn't have it.

usage: python gc_codon_usage.py contigs.fasta
"""
import sys
import re
from collections import Counter, defaultdict
import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt

WINDOW = 10000
STEP = 1000
MIN_CODONS = 100

CODON_TABLE = {
    "TTT": "F", "TTC": "F", "TTA": "L", "TTG": "L",
    "CTT": "L", "CTC": "L", "CTA": "L", "CTG": "L"
    "ATT": "I", "ATC": "I", "ATA": "I", "ATG": "M",
    "GTT": "V", "GTC": "V", "GTA": "V", "GTG": "V",
    "TCT": "S", "TCC": "S", "TCA": "S", "TCG": "S",
    "CCT": "P", "CCC": "P", "CCA": "P", "CCG": "P",
    "ACT": "T", "ACC": "T", "ACA": "T", "ACG": "T",
    "GCT": "A", "GCC": "A", "GCA": "A", "GCG": "A",
    "TAT": "Y", "TAC": "Y", "TAA": "*", "TAG": "*",
    "CAT": "H", "CAC": "H", "CAA": "Q", "CAG": "Q",
    "AAT": "N", "AAC": "N", "AAA": "K", "AAG": "K",
    "GAT": "D", "GAC": "D", "GAA": "E", "GAG": "E",
    "TGT": "C", "TGC": "C", "TGA": "*", "TGG": "W",
    "CGT": "R", "CGC": "R", "CGA": "R", "CGG": "R",
    "AGT": "S", "AGC": "S", "AGA": "R", "AGG": "R",
    "GGT": "G", "GGC": "G", "GGA": "G", "GGG": "G",
}

ORF_RE = re.compile(r"ATG(?:(?!TAA|TAG|TGA)[ACGT]{3})*(?:TAA|TAG|TGA)")


def parse_fasta(path):
    """yields (header, sequence) - header without the '>' and only the first word"""
    name, chunks = None, []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if not line:
                continue
            if line.startswith(">"):
                if name is not None:
                    yield name, "".join(chunks).upper()
                name = line[1:].split()[0]
                chunks = []
            else:
                chunks.append(line)
    if name is not None:
        yield name, "".join(chunks).upper()


def gc_content(seq):
    acgt = sum(seq.count(b) for b in "ACGT")
    return (seq.count("G") + seq.count("C")) / acgt if acgt else float("nan")


def gc_skew(seq, window=WINDOW, step=STEP):
    pos, skew = [], []
    for start in range(0, max(len(seq) - window, 0) + 1, step):
        w = seq[start:start + window]
        g, c = w.count("G"), w.count("C")
        pos.append(start + window // 2)
        skew.append((g - c) / (g + c) if (g + c) else 0.0
    return pos, skew


def find_orfs(seq, min_codons=MIN_CODONS):
    # overlapping search with a lookahead so nested starts are found too
    orfs = []
    for m in re.finditer(r"(?=(ATG))", seq):
        hit = ORF_RE.match(seq, m.start())
        if hit and (hit.end() - hit.start()) // 3 >= min_codons:
            orfs.append((hit.start(), hit.end(), hit.group()))
    return orfs


def main(fasta):
    summary = []
    codons = Counter()
    fig, axes = plt.subplots(figsize=(10, 3))
    for name, seq in parse_fasta(fasta):
        orfs = find_orfs(seq)
        for start, end, orf in orfs:
            codons.update(orf[i:i + 3] for i in range(0, len(orf) - 3, 3))
        summary.append((name, len(seq), gc_content(seq), len(orfs)))
        if len(seq) > 5 * WINDOW:
            pos, skew = gc_skew(seq)
            cum = [sum(skew[:i + 1]) for i in range(len(skew))]
            axes.plot([p / 1e6 for p in pos], cum, lw=0.8, label=name)

    with open("results/contig_summary.tsv", "w") as out:
        out.write("contig\tlength\tgc\tn_orfs\n")
        for name, L, gc, n in sorted(summary, key=lambda r: -r[1]):
            out.write(f"{name}\t{L}\t{gc:.4f}\t{n}\n")

    per_aa = defaultdict(int)
    for cod, n in codons.items():
        per_aa[CODON_TABLE.get(cod, "X")] += n
    with open("results/codon_usage.tsv", "w") as out:
        out.write("codon\taa\tcount\tfraction_of_aa\n")
        for cod in sorted(CODON_TABLE, key=lambda c: (CODON_TABLE[c], c)):
            aa = CODON_TABLE[cod]
            frac = codons[cod] / per_aa[aa] if per_aa[aa] else 0
            out.write("\t".join([cod, aa, str(codons[cod]), f"{frac:.3f}"]) + "\n)

    axes.set_xlabel("position (Mb)")
    axes.set_ylabel("cumulative GC skew")
    axes.legend(fontsize=6, ncol=3)
    fig.tight_layout()
    fig.savefig("results/gc_skew.png", dpi=150)
    total = sum(L for _, L, _, _ in summary)
    print(f"{len(summary)} contigs, {total:,} bp, {sum(n for *_, n in summary)} ORFs")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
