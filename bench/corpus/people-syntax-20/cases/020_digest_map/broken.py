#!/usr/bin/env python3
# digest_map.py - virtual restriction digest of a plasmid, predicted gel bands
#
# Originally written in 2009 for Python 2.5 (R. Ellis); ported to Python 3 in
# 2024 by the lab manager because the departmental server lost Python 2.
# Usage: digest_map.py plasmid.fa EcoRI BamHI [...]
import os
import re
import sys

# enzyme -> (site, cut offset in the top strand); N = any base
ENZYMES = {
    "EcoRI": ("GAATTC", 1),
    "BamHI": ("GGATCC", 1),
    "HindIII": ("AAGCTT", 1),
    "NotI": ("GCGGCCGC", 2),
    "XhoI": ("CTCGAG", 1),
    "PstI": ("CTGCAG", 5),
    "NdeI": ("CATATG", 2),
    "SmaI": ("CCCGGG", 3),
    "BsaI": ("GGTCTCN", 7),
    "KpnI": ("GGTACC", 5),
}

LADDER_1KB = [10000, 8000, 6000, 5000, 4000, 3000, 2500, 2000, 1500, 1000, 750, 500, 250]


def read_plasmid(path):
    name, seq = None, []
    try:
        fh = open(path)
    except IOError, e:
        sys.exit("cannot read %s: %s" % (path, e))
    for line in fh:
        line = line.strip()
        if line.startswith(">"):
            name = line[1:].split()[0]
        else:
            seq.append(line.upper())
    fh.close()
    return name or os.path.basename(path), "".join(seq)


def site_regex(site):
    return re.compile(site.replace("N", "[ACGT]"))


def cut_positions(seq, enzyme, circular=True):
    if enzyme not in ENZYMES:
        raise ValueError, "unknown enzyme %s" % enzyme
    site, offset = ENZYMES[enzyme]
    # look across the origin for a circular plasmid
    search = seq + seq[:len(site) - 1] if circular else seq
    cuts = []
    for m in site_regex(site).finditer(search):
        pos = (m.start() + offset) % len(seq)
        cuts.append(pos)
    return sorted(set(cuts))


def fragments(length, cuts, circular=True):
    if not cuts:
        return [length]
    frags = []
    for a, b in zip(cuts, cuts[1:]):
        frags.append(b - a)
    if circular:
        frags.append(length - cuts[-1] + cuts[0])
    else:
        frags.insert(0, cuts[0])
        frags.append(length - cuts[-1])
    return sorted(frags, reverse=True)


def gel(frags, height=20):
    """ASCII gel: one row per ladder band, the digest lane next to it."""
    rows = []
    for band in LADDER_1KB:
        mark = ""
        for f in frags:
            # same row if within 8% of the ladder band
            if abs(f - band) <= 0.08 * band:
                mark = "=====  %d" % f
        rows.append("%6d  ----   %s" % (band, mark))
    return "\n".join(rows[:height])


def main(argv):
    if len(argv) < 3:
        print "usage: digest_map.py plasmid.fa ENZYME [ENZYME ...]"
        return 1
    name, seq = read_plasmid(argv[1])
    enzymes = argv[2:]
    print("%s: %d bp" % (name, len(seq)))
    all_cuts = []
    for enz in enzymes:
        cuts = cut_positions(seq, enz)
        if len(cuts) <> 1:
            print("  %-8s cuts %d times: %s" % (enz, len(cuts), cuts))
        else:
            print("  %-8s single cutter at %d" % (enz, cuts[0]))
        all_cuts.extend(cuts)
    frags = fragments(len(seq), sorted(set(all_cuts)))
    print("\nfragments (bp): " + ", ".join(`f` for f in frags))
    print("\n" + gel(frags))
    outdir = "digests"
    if not os.path.isdir(outdir):
        os.makedirs(outdir, 0755)
    with open(os.path.join(outdir, "%s_%s.txt" % (name, "_".join(enzymes))), "w") as out:
        out.write("\t".join(map(str, frags)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
