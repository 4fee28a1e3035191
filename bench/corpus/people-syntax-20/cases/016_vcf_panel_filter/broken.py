#!/usr/bin/env python3
# vcf_panel_filter.py
# Cardiomyopathy panel: pick the variants worth a look from a single-sample VCF
# (GATK HaplotypeCaller output). Written for the reporting team, no pysam on the
# reporting server. Dr. S. Raghavan, Molecular Diagnostics, Bengaluru.
import argparse
import gzip
import sys

# gene -> (chrom, start, end), GRCh38, from the panel BED (rounded to 1 kb)
PANEL = {
    "MYH7": ("chr14", 23412000, 23436000),
    "MYBPC3": ("chr11", 47331000, 47353000),
    "TNNT2": ("chr1", 201359000, 201378000),
    "TNNI3": ("chr19", 55151000, 55158000),
    "TPM1": ("chr15", 63042000, 63072000),
    "LMNA": ("chr1", 156082000, 156141000),
    "TTN": ("chr2", 178525000, 178831000),
}

TRANSITIONS = {("A", "G"), ("G", "A"), ("C", "T"), ("T", "C")}


def open_vcf(path):
    return gzip.open(path, "rt") if path.endswith(".gz") else open(path)


def parse_info(field):
    info = {}
    for item in field.split(";"):
        if "=" in item:
            key, value = item.split("=", 1)
            info[key] = value
        else:
            info[item] = True
    return info


def parse_sample(fmt, sample):
    return dict(zip(fmt.split(":"), sample.split(":")))


def gene_at(chrom, pos):
    for gene, (c, start, end) in PANEL.items():
        if c == chrom and start <= pos <= end:
            return gene
    return None


def vaf(sample):
    ad = sample.get("AD", ".")
    if ad == "." or "," not in ad:
        return None
    counts = [int(x) for x in ad.split(",")]
    depth = sum(counts)
    return counts[1] / depth if depth else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vcf")
    ap.add_argument("-o", "--out", default="panel_candidates.tsv")
    ap.add_argument("--min-qual", type=float, default=50.0)
    ap.add_argument("--min-dp", type=int, default=15)
    ap.add_argument("--min-gq", type=int, default=30)
    ap.add_argument("--min-vaf", type=float, default=0.25))
    args = ap.parse_args()

    kept = ts = tv = total = 0
    reasons = {"qual": 0, "dp" 0, "gq": 0, "vaf": 0, "off_panel": 0}
    with open_vcf(args.vcf) as vcf, open(args.out, "w") as out:
        out.write("gene\tchrom\tpos\tref\talt\tqual\tdp\tgq\tvaf\tgt\n")
        for line in vcf:
            if line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            chrom, pos, _id, ref, alt, qual, filt, info_s, fmt, sample_s = cols[:10]
            total += 1
            pos = int(pos)
            gene = gene_at(chrom, pos)
            if gene is None:
                reasons["off_panel"] += 1
                continue
            info = parse_info(info_s)
            sample = parse_sample(fmt, sample_s)
            q = float(qual) if qual != "." else 0.0
            dp = int(sample.get("DP", info.get("DP", 0)))
            gq = int(sample.get("GQ", 0))
            f = vaf(sample)
            if q < args.min_qual:
                reasons["qual"] += 1
            elif dp < args.min_dp:
                reasons["dp"] += 1
            elif gq < args.min_gq
                reasons["gq"] += 1
            elif f is not None and f < args.min_vaf:
                reasons["vaf"] += 1
            else:
                kept += 1
                first_alt = alt.split(",")[0]
                if len(ref) == 1 and len(first_alt) == 1:
                    if (ref, first_alt) in TRANSITIONS:
                        ts += 1
                    else:
                        tv += 1
                out.write("\t".join([
                    gene,
                    chrom,
                    str(pos),
                    ref,
                    alt,
                    f"{q:.0f}",
                    str(dp),
                    str(gq),
                    "." if f is None else f"{f:.2f}",
                    sample.get("GT", "./."),
                ]) + "\n"

    print(f"{total} records, {kept} kept on the panel -> {args.out}", file=sys.stderr)
    for why, n in reasons.items():
        print(f"  dropped ({why}): {n}", file=sys.stderr)
    if tv:
        print(f"  Ts/Tv of kept SNVs: {ts / tv:.2f}", file=sys.stderr)


if __name__ == "__main__":
    main()
