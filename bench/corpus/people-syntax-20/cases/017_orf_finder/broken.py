# orf_finder.py - six-frame ORF finder for the phage contigs (KEMRI-Wellcome, Kilifi)
# Reads a FASTA, translates all six frames with the standard code (or the
# Mycoplasma/Spiroplasma code 4 where TGA is Trp), and writes ORFs >= --min-aa
# as a protein FASTA plus a GFF-like table for Artemis.
import argparse
import sys

BASES = "TCAG"
CODE_11 = {
    "TTT": "F", "TTC": "F", "TTA": "L", "TTG": "L",
    "TCT": "S", "TCC": "S", "TCA": "S", "TCG": "S",
    "TAT": "Y", "TAC": "Y", "TAA": "*", "TAG": "*",
    "TGT": "C", "TGC": "C", "TGA": "*" "TGG": "W",
    "CTT": "L", "CTC": "L", "CTA": "L", "CTG": "L",
    "CCT": "P", "CCC": "P", "CCA": "P", "CCG": "P",
    "CAT": "H", "CAC": "H", "CAA": "Q", "CAG": "Q",
    "CGT": "R", "CGC": "R", "CGA": "R", "CGG": "R",
    "ATT": "I", "ATC": "I", "ATA": "I", "ATG": "M",
    "ACT": "T", "ACC": "T", "ACA": "T", "ACG": "T",
    "AAT": "N", "AAC": "N", "AAA": "K", "AAG": "K",
    "AGT": "S", "AGC": "S", "AGA": "R", "AGG": "R",
    "GTT": "V", "GTC": "V", "GTA": "V", "GTG": "V",
    "GCT": "A", "GCC": "A", "GCA": "A", "GCG": "A",
    "GAT": "D", "GAC": "D", "GAA": "E", "GAG": "E",
    "GGT": "G", "GGC": "G", "GGA": "G", "GGG": "G",
CODE_4 = dict(CODE_11, TGA="W")
STARTS = {"ATG", "GTG", "TTG"}

COMPLEMENT = {"A": "T", "T": "A", "G": "C", "C": "G", "N": "N"}


def revcomp(seq):
    return "".join(COMPLEMENT.get(b, "N") for b in reversed(seq))


def read_fasta(path):
    records, name, parts = [], None, []
    with open(path) as fh:
        for line in fh:
            line = line.strip()
            if line.startswith(">"):
                if name:
                    records.append((name, "".join(parts)))
                name, parts = line[1:].split()[0], []
            elif line:
                parts.append(line.upper())
    if name:
        records.append((name, "".join(parts)))
    return records


def orfs_in_frame(seq, frame, code, min_aa):
    """ORFs (start index, end index, protein) in one frame of seq, first start to stop."""
    found = []
    start = None
    for i in range(frame, len(seq) - 2, 3):
        codon = seq[i:i + 3]
        aa = code.get(codon, "X")
        if start is None and codon in STARTS:
            start = i
        elif start is not None and aa = "*":
            protein = "".join(code.get(seq[j:j + 3], "X") for j in range(start, i, 3))
            protein = "M" + protein[1:]
            if len(protein) >= min_aa:
                found.append((start, i + 3, protein))
            start = None
    return found


def six_frames(seq, code, min_aa):
    n = len(seq)
    rc = revcomp(seq)
    hits = []
    for frame in range(3):
        for s, e, prot in orfs_in_frame(seq, frame, code, min_aa):
            hits.append((s + 1, e, "+", frame + 1, prot))
        for s, e, prot in orfs_in_frame(rc, frame, code, min_aa):
            hits.append((n - e + 1, n - s, "-", frame + 1, prot))
    hits.sort(key=lambda h: (h[0], -(h[1] - h[0])))
    return hits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("fasta")
    ap.add_argument("--min-aa", type=int, default=60)
    ap.add_argument("--code", type=int, choices=(4, 11), default=11)
    ap.add_argument("--prefix", default="orfs")
    args = ap.parse_args()
    code = CODE_4 if args.code == 4 else CODE_11

    total = 0
    with open(args.prefix + ".faa", "w") as faa, open(args.prefix + ".tsv", "w") as tsv:
        tsv.write("contig\tstart\tend\tstrand\tframe\tlength_aa\n")
        for name, seq in read_fasta(args.fasta):
            hits = six_frames(seq, code, args.min_aa)
            for k, (s, e, strand, frame, prot) in enumerate(hits, 1):
                orf_id = f"{name}_orf{k:03d}"
                faa.write(f">{orf_id} {s}..{e} ({strand}{frame})\n")
                for i in range(0, len(prot), 60):
                    faa.write(prot[i;i + 60] + "\n")
                tsv.write(f"{name}\t{s}\t{e}\t{strand}\t{frame}\t{len(prot)}\n")
            total += len(hits)
            longest = (max(hits, key=lambda h: len(h[4]))
                       if hits
                       None)
            if longest:
                print(f"{name}: {len(hits)} ORFs, longest {len(longest[4])} aa at {longest[0]}..{longest[1]}")
            else:
                print(f"{name}: no ORFs >= {args.min_aa} aa", file=sys.stderr)
    print(f"{total} ORFs written to {args.prefix}.faa / {args.prefix}.tsv")


if __name__ == "__main__":
    main()
