#!/usr/bin/env python3
"""Fit the syntax repair's cost table (crates/toolsmith/src/repair/weights.rs)
on (broken, meant) pairs, and say what it gains on pairs held out.

Training pairs (of our making): people's mistakes filed by rule in
crates/toolsmith/tests/repair_as_meant and repair_rules, single-edit mutants
of third-party sources and standard-library modules given three injected
mistakes (seed 11). Held out: the two corpora of people's broken files
written by someone who never read the code (bench/corpus/people-syntax and
people-syntax-2) and other mutants and injected files (seed 29).

The measure is the ranking accuracy: the share of pairs whose first
candidate is what was meant (the same text, or the same syntax tree by
CPython's `ast`); beside it, in how many pairs the meant text is among the
candidates at all (the search's reach, which no weight of the ranking
changes much) and how often it is first there. The fit is a coordinate search: each value in turn moved
one step up or down, a move kept when the training accuracy rises (a tie
keeps the hand-set value). The rule priors of insertion and deletion stay
at 0 (the scale's anchor) and the search's beam margin is not fitted (it
trades time for reach, not one repair for another). Then the held-out
accuracy before and after: if the fitted table loses there, each move is
tried alone and only those that do not lose are kept.

    python3 bench/scripts/fit_repair_weights.py --bin target/release/repair_fit
        [--work DIR] [--passes N] [--minutes M] [--quick]

Prints the accuracies and the kept moves, and writes them to WORK/fitted.json
(names as `repair_fit measure --print-table` gives them). The numbers go
into weights.rs by hand, with the run's summary in BENCHMARKS.md.
"""

import argparse
import ast
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TRAIN_TESTS = [
    os.path.join(ROOT, "crates/toolsmith/tests/repair_as_meant"),
    os.path.join(ROOT, "crates/toolsmith/tests/repair_rules"),
]
HELD_PEOPLE = [
    os.path.join(ROOT, "bench/corpus/people-syntax/cases"),
    os.path.join(ROOT, "bench/corpus/people-syntax-2/cases"),
]
FIXED = {"prior.insert", "prior.delete", "BeamMargin"}
# Whether the meant text is among a pair's candidates at all, by the last
# measure (same text only): what the search reached, the ranking aside.
REACHED = {}


def same_tree(first, meant):
    try:
        return ast.dump(ast.parse(first)) == ast.dump(ast.parse(meant))
    except (SyntaxError, ValueError):
        return False


def measure(binary, table, dirs, work):
    """Per pair, whether its first candidate is what was meant."""
    path = os.path.join(work, "table.json")
    with open(path, "w") as f:
        json.dump(table, f)
    out = subprocess.run(
        [binary, "measure", "--table", path, *dirs],
        check=True, capture_output=True, text=True,
    ).stdout
    meant_first = {}
    for line in out.splitlines():
        row = json.loads(line)
        ok = row["same_text"]
        if not ok and row["first"] is not None:
            with open(os.path.join(row["pair"], "meant.py"), encoding="utf-8") as f:
                ok = same_tree(row["first"], f.read())
        meant_first[row["pair"]] = ok
        REACHED[row["pair"]] = row["meant_rank"] is not None
    return meant_first


def group(pair):
    for name in ("people-syntax-2", "people-syntax", "repair_as_meant", "repair_rules"):
        if f"/{name}/" in pair:
            return name
    return os.path.basename(pair).split("_")[0]


def summary(result):
    groups = {}
    for pair, ok in result.items():
        n, k = groups.get(group(pair), (0, 0))
        groups[group(pair)] = (n + 1, k + ok)
    total = sum(result.values())
    parts = ", ".join(f"{g} {k}/{n}" for g, (n, k) in sorted(groups.items()))
    reached = [p for p in result if REACHED.get(p)]
    first = sum(1 for p in reached if result[p])
    return (f"{total}/{len(result)} ({100 * total / max(1, len(result)):.1f}%): {parts}; "
            f"the meant text among the candidates in {len(reached)}, first in {first} of them")


def step_of(name, value):
    if name == "LaterCredit":
        return 0.1
    return 0.5 if abs(value) >= 1 else 0.25


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, "target/release/repair_fit"))
    parser.add_argument("--work", default=os.path.join(ROOT, "target/fit-repair"))
    parser.add_argument("--passes", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=120.0)
    parser.add_argument("--quick", action="store_true",
                        help="a few pairs and values: checks the script runs")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    sizes = ["--mutants", "6", "--injected", "2"] if args.quick else []
    train_dir = os.path.join(args.work, "train")
    held_dir = os.path.join(args.work, "heldout")
    for d, seed in ((train_dir, "11"), (held_dir, "29")):
        if not os.path.isdir(d):
            subprocess.run([args.bin, "pairs", d, "--seed", seed, *sizes], check=True)
    train = [train_dir] + ([] if args.quick else TRAIN_TESTS)
    held = [held_dir] + ([] if args.quick else HELD_PEOPLE)

    hand = json.loads(subprocess.run(
        [args.bin, "measure", "--print-table"], check=True, capture_output=True, text=True,
    ).stdout)
    names = [n for n in hand if n not in FIXED]
    if args.quick:
        names = names[:2]
    score = lambda table: sum(measure(args.bin, table, train, args.work).values())
    started = time.monotonic()
    base_train = measure(args.bin, hand, train, args.work)
    print(f"training, hand-set: {summary(base_train)}", flush=True)
    best, table = sum(base_train.values()), dict(hand)
    for p in range(args.passes):
        moved = False
        for name in names:
            if time.monotonic() - started > args.minutes * 60:
                print("out of time; the pass is cut here", flush=True)
                break
            for sign in (1, -1):
                trial = dict(table)
                trial[name] = round(table[name] + sign * step_of(name, table[name]), 4)
                s = score(trial)
                if s > best:
                    print(f"  pass {p + 1}: {name} {table[name]} -> {trial[name]}: "
                          f"{best} -> {s}", flush=True)
                    best, table, moved = s, trial, True
                    break
        if not moved:
            break
    moves = {n: v for n, v in table.items() if v != hand[n]}
    print(f"training, fitted: {summary(measure(args.bin, table, train, args.work))}")

    # (Each summary right after its measure: it reads that measure's reach.)
    held_hand = measure(args.bin, hand, held, args.work)
    print(f"held out, hand-set: {summary(held_hand)}")
    held_fit = measure(args.bin, table, held, args.work)
    print(f"held out, fitted:   {summary(held_fit)}", flush=True)
    kept = moves
    if sum(held_fit.values()) < sum(held_hand.values()):
        kept = {}
        for name, value in moves.items():
            alone = sum(measure(args.bin, {**hand, name: value}, held, args.work).values())
            verdict = "kept" if alone >= sum(held_hand.values()) else "dropped"
            print(f"  {name} -> {value} alone: held out {alone} ({verdict})", flush=True)
            if verdict == "kept":
                kept[name] = value
        final = {**hand, **kept}
        print(f"held out, kept moves: {summary(measure(args.bin, final, held, args.work))}")
    with open(os.path.join(args.work, "fitted.json"), "w") as f:
        json.dump(kept, f, indent=1, sort_keys=True)
    print(f"kept {len(kept)} of {len(moves)} moves: {json.dumps(kept, sort_keys=True)}")
    print(f"{time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
