#!/usr/bin/env python3
"""Verify the people-syntax-23 corpus (stdlib only).

    python3 check.py        table per case, tag and group counts, summary
    python3 check.py -q     summary only

For every cases/NNN_name/ it checks that
  * broken.py is refused by compile(src, "broken.py", "exec") and meant.py compiles,
    and that the two differ;
  * broken.py, meant.py and NOTE.txt are exactly what build/make.py generates, and
    cases.json lists the case with the same persona and tags;
  * every mistake applied ALONE to meant.py is refused by compile();
  * NOTE.txt tells the truth, re-derived here without make.py's code: for each mistake
    the meant.py lines it changes and the broken.py lines it occupies (difflib), the
    line, exception type and message compile() gives for the mistake alone, the
    distance from that line to the nearest changed line of the single, and whether
    ast.parse() alone would accept the single ("only compile() refuses it").
A deleted line counts as the lines on both sides of the gap.  Exit status 1 on failure.
"""
import ast
import collections
import difflib
import json
import os
import re
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
BUILD = os.path.join(HERE, "build")
GROUPS = ["001-010 legal professionals and paralegals",
          "011-020 farmers and agronomists",
          "021-030 librarians, archivists and museum registrars",
          "031-040 translators, subtitlers and localization engineers"]

ITEM = re.compile(
    r"^  (\d+)\. \[([a-z0-9_]+)\]\n"
    r"((?:     (?!broken\.py line).*\n)+)"
    r"     broken\.py line ([0-9, -]+); meant\.py line ([0-9, -]+)\n"
    r"     alone, CPython 3\.11 reports line (\d+) "
    r"\((?:on the line of the fix|(\d+) lines? from the fix)\): (\w+): (.*)\n"
    r"(     only compile\(\) refuses it; ast\.parse\(\) accepts the file\n)?", re.M)


def read(path):
    with open(path, encoding="utf-8", newline="") as f:
        return f.read()


def refused(src, name="x.py"):
    """The SyntaxError compile() raises for src, or None."""
    try:
        compile(src, name, "exec", dont_inherit=True)
    except SyntaxError as e:
        return e
    return None


def parses(src):
    try:
        ast.parse(src)
    except SyntaxError:
        return False
    return True


def diff_lines(a_text, b_text):
    """Lines of a that differ from b, and line ranges of b that differ from a."""
    a, b = a_text.splitlines(True), b_text.splitlines(True)
    in_a, ranges_b = set(), []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        in_a.update(range(i1 + 1, i2 + 1) if i2 > i1 else [x for x in (i1, i1 + 1) if 1 <= x <= len(a)])
        ranges_b.append((j1 + 1, j2) if j2 > j1 else (max(j1, 1), min(j1 + 1, max(len(b), 1))))
    return in_a, ranges_b


def parse_ranges(text):
    out = set()
    for part in text.split(","):
        lo, _, hi = part.strip().partition("-")
        out.update(range(int(lo), int(hi or lo) + 1))
    return out


def apply_edits(text, edits):
    for e in edits:
        n = e[2] if len(e) > 2 else 1
        if text.count(e[0]) != n:
            raise ValueError("edit %r does not apply" % (e[0][:40],))
        text = text.replace(e[0], e[1])
    return text


def main():
    verbose = "-q" not in sys.argv
    sys.path.insert(0, BUILD)
    import make  # noqa: E402  (build/make.py, which imports the case modules)
    built = {c["name"]: c for c in make.load()}
    with open(os.path.join(HERE, "cases.json"), encoding="utf-8") as f:
        index = {e["case"]: e for e in json.load(f)}
    names = sorted(d for d in os.listdir(CASES) if os.path.isdir(os.path.join(CASES, d)))
    bad, rows = [], []
    tags = collections.Counter()
    per_file = collections.Counter()
    per_group = collections.Counter()
    dists, compile_only, whole_compile_only = [], [], []
    if len(names) != len(built) or set(index) != set(names):
        bad.append(("corpus", "cases/, cases.json and build/ do not list the same cases"))
    for n in names:
        d = os.path.join(CASES, n)
        probs = []
        try:
            broken, meant, note = (read(os.path.join(d, f)) for f in ("broken.py", "meant.py", "NOTE.txt"))
        except OSError as e:
            bad.append((n, str(e)))
            continue
        eb, em = refused(broken, "broken.py"), refused(meant, "meant.py")
        if eb is None:
            probs.append("broken.py compiles")
        if em is not None:
            probs.append("meant.py refused: line %s %s" % (em.lineno, em.msg))
        if broken == meant:
            probs.append("broken == meant")
        if eb is not None and parses(broken):
            whole_compile_only.append(n)
        c = built.get(n.split("_", 1)[1])
        entry = index.get(n)
        if c is None or entry is None:
            bad.append((n, "missing from build/ or cases.json"))
            continue
        if (c["broken"], c["meant"]) != (broken, meant):
            probs.append("broken.py/meant.py differ from build/ (run build/make.py)")
        if note != make.note_text(c):
            probs.append("NOTE.txt differs from build/ (run build/make.py)")
        if entry["mistakes"] != [m["tag"] for m in c["mistakes"]] or entry["persona"] != c["persona"]:
            probs.append("cases.json differs from build/")
        items = {int(m.group(1)): m for m in ITEM.finditer(note)}
        if sorted(items) != list(range(1, len(c["mistakes"]) + 1)):
            probs.append("NOTE.txt does not list mistakes 1..%d in the expected form" % len(c["mistakes"]))
            items = {}
        for i, m in enumerate(c["mistakes"], 1):
            tags[m["tag"]] += 1
            per_group[GROUPS[(int(n[:3]) - 1) // 10]] += 1
            alone = apply_edits(meant, m["edits"])
            others = apply_edits(meant, [e for k, mm in enumerate(c["mistakes"], 1) if k != i
                                         for e in mm["edits"]])
            ea = refused(alone)
            if ea is None:
                probs.append("mistake %d (%s) compiles alone" % (i, m["tag"]))
                continue
            it = items.get(i)
            if it is None:
                continue
            m_lines, a_ranges = diff_lines(meant, alone)
            _, b_ranges = diff_lines(others, broken)
            b_lines = set()
            for lo, hi in b_ranges:
                b_lines.update(range(lo, hi + 1))
            dist = min(0 if lo <= ea.lineno <= hi else min(abs(ea.lineno - lo), abs(ea.lineno - hi))
                       for lo, hi in a_ranges)
            only_compile = parses(alone)
            if it.group(2) != m["tag"]:
                probs.append("mistake %d: NOTE tag %s" % (i, it.group(2)))
            if parse_ranges(it.group(5)) != m_lines:
                probs.append("mistake %d: NOTE meant.py lines %s, difflib %s" % (i, it.group(5), sorted(m_lines)))
            if parse_ranges(it.group(4)) != b_lines:
                probs.append("mistake %d: NOTE broken.py lines %s, difflib %s" % (i, it.group(4), sorted(b_lines)))
            said = (int(it.group(6)), int(it.group(7) or 0), it.group(8), it.group(9), bool(it.group(10)))
            real = (ea.lineno, dist, type(ea).__name__, ea.msg, only_compile)
            if said != real:
                probs.append("mistake %d: NOTE says %s, compile() gives %s" % (i, said, real))
            dists.append((dist, "%s m%d %s" % (n[:3], i, m["tag"])))
            if only_compile:
                compile_only.append("%s m%d %s: %s" % (n[:3], i, m["tag"], ea.msg))
        per_file[len(c["mistakes"])] += 1
        lines = meant.count("\n")
        rows.append((n, lines, len(c["mistakes"]),
                     "%s line %s: %s" % (type(eb).__name__, eb.lineno, eb.msg) if eb else ""))
        if probs:
            bad.append((n, "; ".join(probs)))

    if verbose:
        print("%-26s %5s %3s  %s" % ("case", "lines", "n", "first error CPython reports in broken.py"))
        for r in rows:
            print("%-26s %5d %3d  %s" % (r[0], r[1], r[2], r[3][:80]))
        print("\nmistakes by group:")
        for g in GROUPS:
            print("  %3d  %s" % (per_group[g], g))
        print("mistakes by tag:")
        for t, k in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
            print("  %3d  %s" % (k, t))
        print("single mistakes that only compile() refuses (ast.parse accepts):")
        for s in compile_only:
            print("   ", s)
    for n, why in bad:
        print("FAIL", n, why)
    total = sum(tags.values())
    away = [d for d in dists if d[0] > 0]
    sizes = sorted(r[1] for r in rows)
    print()
    print("Python", sys.version.split()[0])
    print("cases: %d  ok: %d  failing: %d" % (len(names), len(names) - len({b[0] for b in bad}), len({b[0] for b in bad})))
    print("mistakes: %d, distinct tags: %d" % (total, len(tags)))
    print("mistakes per file:", ", ".join("%d: %d files" % (k, per_file[k]) for k in sorted(per_file)))
    if sizes:
        print("meant.py lines: min %d, median %d, max %d" % (sizes[0], sizes[len(sizes) // 2], sizes[-1]))
    if dists:
        print("singles reported on another line than the fix: %d, 2+ lines away: %d, farthest: %d (%s)"
              % (len(away), sum(1 for d in away if d[0] >= 2), max(dists)[0], max(dists)[1]))
    print("singles refused only by compile(): %d; whole broken.py files accepted by ast.parse: %d"
          % (len(compile_only), len(whole_compile_only)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
