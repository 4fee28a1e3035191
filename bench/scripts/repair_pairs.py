#!/usr/bin/env python3
"""Syntax repair measured on (broken, meant) pairs: one `toolsmith repair
--apply` call per file, then CPython's verdict on what it wrote, and whether
that is what the author meant (the same text, or the same AST).

    repair_pairs.py --toolsmith BIN CASES_DIR [--json OUT]

CASES_DIR holds one folder per case with `broken.py` and `meant.py`
(bench/corpus/people-syntax/cases: 87 broken files as people write them,
written by an engineer who never read our code; held out: measure on it,
never tune on its files).
Each call runs in a sandbox of its own, a copy of the broken file, so the
corpus is never written to. Prints one line per case and the totals.
"""
import argparse
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


def read(path):
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def compiles(text):
    try:
        compile(text, "repaired.py", "exec", dont_inherit=True)
        return True
    except (SyntaxError, ValueError):
        return False


def same_tree(a, b):
    try:
        return ast.dump(ast.parse(a)) == ast.dump(ast.parse(b))
    except (SyntaxError, ValueError):
        return False


def repair(toolsmith, broken):
    with tempfile.TemporaryDirectory() as sandbox:
        target = os.path.join(sandbox, "file.py")
        with open(target, "w", encoding="utf-8", newline="") as f:
            f.write(broken)
        started = time.perf_counter()
        subprocess.run(
            [toolsmith, "--sandbox", sandbox, "--no-log", "repair", target, "--apply"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        took = time.perf_counter() - started
        return read(target), took


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--toolsmith", required=True)
    parser.add_argument("--json")
    parser.add_argument("cases")
    args = parser.parse_args()
    names = sorted(
        d
        for d in os.listdir(args.cases)
        if os.path.isfile(os.path.join(args.cases, d, "broken.py"))
        and os.path.isfile(os.path.join(args.cases, d, "meant.py"))
    )
    rows = []
    for name in names:
        broken = read(os.path.join(args.cases, name, "broken.py"))
        meant = read(os.path.join(args.cases, name, "meant.py"))
        repaired, took = repair(args.toolsmith, broken)
        ok = compiles(repaired)
        text = repaired == meant
        tree = ok and not text and same_tree(repaired, meant)
        verdict = "meant" if text else "meant-ast" if tree else "compiles" if ok else "FAILS"
        print(f"{name:50} {verdict:10} {took * 1000:7.0f} ms", flush=True)
        rows.append({"case": name, "compiles": ok, "same_text": text, "same_ast": text or tree,
                     "ms": round(took * 1000)})
    n = len(rows)
    compiled = sum(r["compiles"] for r in rows)
    as_meant = sum(r["same_ast"] for r in rows)
    exact = sum(r["same_text"] for r in rows)
    times = sorted(r["ms"] for r in rows)
    median = times[n // 2] if n else 0
    print(
        f"{n} cases: compile {compiled} ({100 * compiled / max(n, 1):.1f}%), "
        f"as meant {as_meant} ({100 * as_meant / max(n, 1):.1f}%; same text {exact}), "
        f"median {median} ms"
    )
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
