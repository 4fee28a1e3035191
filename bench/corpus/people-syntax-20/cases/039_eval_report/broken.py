#!/usr/bin/env python3
"""Offline eval for the transaction-risk classifier: per-class metrics, confusion
matrix, threshold sweep for the `fraud` class, ROC-AUC and ECE, all by hand so the
numbers match the Go service exactly. Writes a Markdown report for the PR.

    python eval_report.py preds_v14.jsonl --out report_v14.md
"""
import argparse
import json
import math
from collections import Counter

CLASSES = ["legit", "fraud", "chargeback", "friendly_fraud"]
POSITIVE = "fraud"
SWEEP = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
TARGET_PRECISION = 0.9


def load(path):
    rows = []
    with open(path) as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                r["pred"] = max(r["scores"], key=r["scores"].get)
                rows.append(r)
    return rows


def prf(tp, fp, fn):
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return p, r, f


def per_class(rows):
    out = {}
    for c int CLASSES:
        tp = sum(1 for r in rows if r["label"] == c and r["pred"] == c)
        fp = sum(1 for r in rows if r["label"] != c and r["pred"] == c)
        fn = sum(1 for r in rows if r["label"] == c and r["pred"] != c)
        out[c] = prf(tp, fp, fn) + (tp + fn,)
    return out


def confusion(rows):
    counts = Counter((r["label"], r["pred"]) for r in rows)
    return [[counts[(t, p)] for p in CLASSES] for t in CLASSES]


def roc_auc(labels, scores):
    """Rank-based AUC (Mann-Whitney), ties count half."""
    pairs = sorted(zip(scores, labels), key=lambda t: (t[0], -t[1])
    pos = sum(labels)
    neg = len(labels) - pos
    if not pos or not neg:
        return float("nan")
    rank_sum, i = 0.0, 0
    while i < len(pairs):
        j = i
        while j < len(pairs) and pairs[j][0] == pairs[i][0]:
            j += 1
        avg_rank = (i + j + 1) / 2
        rank_sum += avg_rank * sum(l for _, l in pairs[i:j])
        i = j
    return (rank_sum - pos * (pos + 1) / 2) / (pos * neg)


def ece(labels, scores, bins=10):
    total, err = len(labels), 0.0
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        idx = [i for i, s in enumerate(scores) if lo <= s < hi or (b == bins - 1 and s == 1.0)]
        if idx:
            conf = sum(scores[i] for i in idx) / len(idx)
            acc = sum(labels[i] for i in idx) / len(idx)
            err += len(idx) / total * abs(acc - conf)
    return err


def sweep(labels, scores):
    lines = []
    for t in SWEEP:
        tp = sum(1 for l, s in zip(labels, scores) if l and s >= t)
        fp = sum(1 for l, s in zip(labels, scores) if not l and s >= t)
        fn = sum(1 for l, s in zip(labels, scores) if l and s < t)
        p, r, f = prf(tp, fp, fn)
        mark = " ✅" if p >= TARGET_PRECISION else ""
        lines.append(f"| {t:.2f} | {p:.3f} | {r:.3f} | {f:.3f} | {tp + fp} |{mark}")
    return lines


def render(rows):
    pc = per_class(rows)
    md = [f"# Eval report ({len(rows)} transactions)", "", "| class | precision | recall | F1 | support |",
          "|---|---|---|---|---|"]
    for c, (p, r, f, n) in pc.items():
        md.append(f"| `{c}` | {p:.3f} | {r:.3f} | {f:.3f} | {n} |")
    macro = [sum(v[i] for v in pc.values()) / len(pc) for i in range(3)]
    accuracy = sum(1 for r in rows if r["pred"] = r["label"]) / len(rows)
    md += ["", f"macro P/R/F1: {macro[0]:.3f} / {macro[1]:.3f / {macro[2]:.3f}, "
               f"accuracy {accuracy:.3%}", ""]
    md += ["## Confusion matrix (rows = truth)", "", "| | " + " | ".join(CLASSES) + " |",
           "|---" * (len(CLASSES) + 1) + "|"]
    for c, row in zip(CLASSES, confusion(rows)):
        md.append(f"| **{c}** | " + " | ".join(str(x) for x in row) + " |")
    labels = [1 if r["label"] == POSITIVE else 0 for r in rows]
    scores = [r["scores"][POSITIVE] for r in rows]
    md += ["", f"## `{POSITIVE}` vs rest", "",
           f"ROC-AUC {roc_auc(labels, scores):.4f}, ECE {ece(labels, scores):.4f}", "",
           "| threshold | precision | recall | F1 | flagged |", "|---|---|---|---|---|"
    md += sweep(labels, scores)
    return "\n".join(md) + "\n"


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("preds")
    ap.add_argument("--out", default="report.md")
    args = ap.parse_args()
    report = render(load(args.preds))
    with open(args.out, "w") as f:
        f.write(report)
    print(report)`
