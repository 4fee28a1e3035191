#!/usr/bin/env python3
"""Verify the people-syntax-20 corpus (stdlib only).

    python3 check.py        full table + summary
    python3 check.py -q     summary only

For every cases/NNN_name/:
  * broken.py must be rejected by compile(src, "broken.py", "exec")
    (SyntaxError, incl. IndentationError/TabError);
  * meant.py must compile, and differ from broken.py;
  * broken.py / meant.py must be exactly what build/ generates (so the edit lists in
    build/ are the documented difference), and cases.json must list the same tags;
  * every mistake, applied ALONE to meant.py, must itself make the file fail to
    compile (a mistake may be exempted only with a written reason, `alone=` in build/);
  * NOTE.txt must be exactly what build/make.py writes, and, checked here independently
    of make.py, for every mistake: the line and message it gives for "alone, CPython 3.11
    reports it at line N" are those compile() gives for the mistake applied alone, the
    stated distance is the distance from that line to the nearest line changed by the
    mistake (found with difflib), and the "meant.py line" ranges are the lines of
    meant.py the mistake changes (difflib; a pure insertion may be one line off);
  * reports the first error CPython gives, whether ast.parse alone would accept the
    file (compile-time-only errors), and the size of the broken->meant difference.
Exit status 1 if anything fails.
"""
import ast
import collections
import difflib
import importlib
import json
import os
import re
import sys

sys.dont_write_bytecode = True  # don't leave __pycache__ in build/
HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")
BUILD = os.path.join(HERE, "build")


def read(p):
    with open(p, encoding="utf-8", newline="") as f:
        return f.read()


def try_compile(src, name):
    try:
        compile(src, name, "exec", dont_inherit=True)
        return None
    except (SyntaxError, ValueError) as e:
        return e


def try_parse(src):
    try:
        ast.parse(src)
        return None
    except (SyntaxError, ValueError) as e:
        return e


def diff_size(a, b):
    minus = plus = 0
    for line in difflib.unified_diff(a.splitlines(True), b.splitlines(True), n=0):
        if line.startswith(("---", "+++")):
            continue
        if line.startswith("-"):
            minus += 1
        elif line.startswith("+"):
            plus += 1
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    hunks = chars = 0
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag != "equal":
            hunks += 1
            chars += max(i2 - i1, j2 - j1)
    return minus, plus, hunks, chars


def load_build():
    if not os.path.isdir(BUILD):
        return None, None, None
    sys.path.insert(0, BUILD)
    import lib  # noqa: E402
    make = importlib.import_module("make")
    make.load()
    return lib, make, {c["name"]: c for c in lib.CASES}


NOTE_ITEM = re.compile(
    r"^  (\d+)\. \[([a-z0-9_]+)\] .*\n"
    r"     broken\.py line ([0-9, -]+); meant\.py line ([0-9, -]+)\n"
    r"(?:     \(compiles when applied alone: .*\)\n)?"
    r"(?:     alone, CPython 3\.11 reports it at line (\d+) "
    r"\((?:on the line of the fix|(\d+) lines? away from the fix)\): (\w+): (.*)\n)?",
    re.M)


def ranges(text):
    out = []
    for part in text.split(","):
        a, _, b = part.strip().partition("-")
        out.append((int(a), int(b or a)))
    return out


def changed_lines(meant, alone):
    """By difflib: (lines of meant replaced or deleted, insertion points in meant as
    (line before, line after) pairs, line ranges of alone changed; a pure deletion counts
    as the line of alone at the deletion point)."""
    a, b = meant.splitlines(True), alone.splitlines(True)
    m_lines, inserts, a_ranges = set(), [], []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        if i2 > i1:
            m_lines.update(range(i1 + 1, i2 + 1))
        else:
            inserts.append((i1, i1 + 1))
        a_ranges.append((j1 + 1, j2) if j2 > j1 else (j1 + 1, j1 + 1))
    return m_lines, inserts, a_ranges


DISTANCES = []   # (distance, "case mistake-number tag"), filled by check_note


def check_note(note, c, meant, lib, name):
    """Problems found by re-deriving each mistake's NOTE.txt entry independently."""
    problems = []
    items = {int(m.group(1)): m for m in NOTE_ITEM.finditer(note)}
    if sorted(items) != list(range(1, len(c["mistakes"]) + 1)):
        return ["NOTE.txt does not list mistakes 1..%d" % len(c["mistakes"])]
    for i, m in enumerate(c["mistakes"], 1):
        it = items[i]
        if it.group(2) != m["tag"]:
            problems.append("NOTE.txt mistake %d tag %s != %s" % (i, it.group(2), m["tag"]))
        alone, _ = lib.apply_edits(meant, m["edits"], name)
        m_lines, inserts, a_ranges = changed_lines(meant, alone)
        covered = set()
        for a, b in ranges(it.group(4)):
            covered.update(range(a, b + 1))
        near = {x + d for x in m_lines.union(*inserts) for d in (-1, 0, 1)}
        if (not m_lines <= covered or not all(covered & set(p) for p in inserts)
                or not covered <= near):
            problems.append("NOTE.txt mistake %d: meant.py lines %s, difflib finds %s (insertions %s)"
                            % (i, it.group(4), sorted(m_lines), inserts))
        e = try_compile(alone, "alone.py")
        if e is None:
            if it.group(5):
                problems.append("NOTE.txt mistake %d gives a report but it compiles alone" % i)
            continue
        if not it.group(5):
            problems.append("NOTE.txt mistake %d has no 'alone, CPython 3.11 reports' line" % i)
            continue
        ln = e.lineno or 0
        dist = min(0 if a <= ln <= b else min(abs(ln - a), abs(ln - b)) for a, b in a_ranges)
        stated = int(it.group(6) or 0)
        if (int(it.group(5)), it.group(7), it.group(8)) != (ln, type(e).__name__, e.msg):
            problems.append("NOTE.txt mistake %d: says line %s %s: %s, compile() gives line %d %s: %s"
                            % (i, it.group(5), it.group(7), it.group(8), ln, type(e).__name__, e.msg))
        if stated != dist:
            problems.append("NOTE.txt mistake %d: says %d lines away, difflib gives %d" % (i, stated, dist))
        DISTANCES.append((dist, "%s m%d %s" % (name[:3], i, m["tag"])))
    return problems


GROUPS = ["001-010 school teachers and school administrators",
          "011-020 bioinformatics and wet-lab scientists",
          "021-030 home automation and embedded Linux hobbyists",
          "031-040 machine-learning training scripts by students and engineers"]


def group_of(case_name):
    """Group of a case folder name, from its number (tags are short, no category prefix)."""
    k = (int(case_name.split("_", 1)[0]) - 1) // 10
    return GROUPS[k] if 0 <= k < len(GROUPS) else "other"


def errtext(e):
    if e is None:
        return ""
    return "%s line %s: %s" % (type(e).__name__, getattr(e, "lineno", "?"), getattr(e, "msg", str(e)))


def main():
    verbose = "-q" not in sys.argv
    names = sorted(d for d in os.listdir(CASES) if os.path.isdir(os.path.join(CASES, d)))
    with open(os.path.join(HERE, "cases.json"), encoding="utf-8") as f:
        index = {e["case"]: e for e in json.load(f)}
    lib, make, built = load_build()
    if built is None:
        print("warning: build/ not found, skipping the per-mistake checks")

    bad = 0
    rows, compile_only, alone_notes, alone_compile_only = [], [], [], []
    persona_count = collections.Counter()
    tag_count = collections.Counter()
    cat_count = collections.Counter()
    cat_cases = collections.defaultdict(set)
    per_file = collections.Counter()
    for n in names:
        d = os.path.join(CASES, n)
        problems = []
        for f in ("broken.py", "meant.py", "NOTE.txt"):
            if not os.path.exists(os.path.join(d, f)):
                problems.append("missing " + f)
        if problems:
            bad += 1
            print("FAIL", n, "; ".join(problems))
            continue
        broken, meant = read(os.path.join(d, "broken.py")), read(os.path.join(d, "meant.py"))
        eb, em, ep = try_compile(broken, "broken.py"), try_compile(meant, "meant.py"), try_parse(broken)
        if eb is None:
            problems.append("broken.py COMPILES")
        if em is not None:
            problems.append("meant.py does not compile: %s" % errtext(em))
        if broken == meant:
            problems.append("broken == meant")
        if eb is not None and ep is None:
            compile_only.append(n)
        entry = index.get(n)
        if entry is None:
            problems.append("not in cases.json")
        else:
            persona_count[entry["persona"]] += 1
            per_file[len(entry["mistakes"])] += 1
            for t in entry["mistakes"]:
                tag_count[t] += 1
                cat = group_of(n)
                cat_count[cat] += 1
                cat_cases[cat].add(n)
        if built is not None:
            c = built.get(n.split("_", 1)[1])
            if c is None:
                problems.append("no build source")
            else:
                if c["meant"] != meant or c["broken"] != broken:
                    problems.append("files differ from build/ output (run build/make.py)")
                if entry is not None and entry["mistakes"] != [m["tag"] for m in c["mistakes"]]:
                    problems.append("cases.json tags differ from build/")
                note = read(os.path.join(d, "NOTE.txt"))
                if note != make.note_text(c):
                    problems.append("NOTE.txt differs from build/ output (run build/make.py)")
                problems.extend(check_note(note, c, meant, lib, n))
                for i, m in enumerate(c["mistakes"], 1):
                    alone, _ = lib.apply_edits(meant, m["edits"], n)
                    ea = try_compile(alone, "alone.py")
                    if ea is None:
                        if m["alone"]:
                            alone_notes.append("%s mistake %d compiles alone (documented: %s)" % (n, i, m["alone"]))
                        else:
                            problems.append("mistake %d (%s) compiles when applied alone" % (i, m["tag"]))
                    elif try_parse(alone) is None:
                        alone_compile_only.append("%s mistake %d (%s): %s" % (n, i, m["tag"], errtext(ea)))
        minus, plus, hunks, chars = diff_size(broken, meant)
        lines = meant.count("\n") + (0 if meant.endswith("\n") else 1)
        rows.append((n, lines, minus, plus, hunks, chars, errtext(eb)))
        if problems:
            bad += 1
            print("FAIL", n, "; ".join(problems))

    if verbose:
        print("%-46s %5s %4s %4s %5s %5s  %s" % ("case", "lines", "-ln", "+ln", "hunks", "chars",
                                                "first error reported by CPython"))
        for r in rows:
            print("%-46s %5d %4d %4d %5d %5d  %s" % (r[0][:46], r[1], r[2], r[3], r[4], r[5], r[6][:72]))
        print()
        print("cases by persona:")
        for p, k in sorted(persona_count.items(), key=lambda kv: (-kv[1], kv[0])):
            print("  %3d  %s" % (k, p))
        print("mistakes by group (mistakes / cases):")
        for t, k in sorted(cat_count.items()):
            print("  %3d / %3d  %s" % (k, len(cat_cases[t]), t))
        print("mistakes by tag:")
        for t, k in sorted(tag_count.items(), key=lambda kv: (-kv[1], kv[0])):
            print("  %3d  %s" % (k, t))
        print("mistakes per file:")
        for k in sorted(per_file):
            print("  %d: %d cases" % (k, per_file[k]))
    print()
    print("Python", sys.version.split()[0])
    print("cases:", len(names), " ok:", len(names) - bad, " failing:", bad)
    print("mistakes:", sum(tag_count.values()))
    if rows:
        sizes = sorted(r[1] for r in rows)
        ch = sorted(r[2] + r[3] for r in rows)
        print("meant.py lines: min %d, median %d, max %d" % (sizes[0], sizes[len(sizes) // 2], sizes[-1]))
        print("changed lines (-/+ total): min %d, median %d, max %d" % (ch[0], ch[len(ch) // 2], ch[-1]))
    if built is not None:
        print("every mistake alone is a syntax error:",
              "yes" if not alone_notes else "all but %d (documented)" % len(alone_notes))
        for s in alone_notes:
            print("   ", s)
    if DISTANCES:
        away = [d for d in DISTANCES if d[0] > 0]
        far = max(DISTANCES)
        print("single mistakes reported on another line than the fix: %d, 2+ lines away: %d, farthest: %d (%s)"
              % (len(away), sum(1 for d in away if d[0] >= 2), far[0], far[1]))
    print("broken.py rejected by compile() but accepted by ast.parse:", len(compile_only))
    for n in compile_only:
        print("   ", n)
    if built is not None:
        print("single mistakes that only compile() rejects (ast.parse accepts):", len(alone_compile_only))
        for s in alone_compile_only:
            print("   ", s)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
