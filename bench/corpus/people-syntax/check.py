#!/usr/bin/env python3
"""Verify the syntax-error corpus (stdlib only).

For every cases/NNN_name/:
  * broken.py must be rejected by compile(src, name, "exec")
    (SyntaxError, incl. IndentationError/TabError; ValueError for NUL bytes);
  * meant.py must compile;
  * reports whether ast.parse alone rejects broken.py (a few cases are
    compile-time-only errors: 'return' outside function etc.);
  * reports the size of the broken->meant difference (difflib):
    changed lines (removed/added in a unified diff, no context) and the
    number of changed characters (SequenceMatcher opcodes on the whole text).
Exit status 1 if any case fails.
"""
import ast
import difflib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")


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
    al, bl = a.splitlines(True), b.splitlines(True)
    minus = plus = 0
    for line in difflib.unified_diff(al, bl, n=0):
        if line.startswith("---") or line.startswith("+++"):
            continue
        if line.startswith("-"):
            minus += 1
        elif line.startswith("+"):
            plus += 1
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    chars = 0
    hunks = 0
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag != "equal":
            hunks += 1
            chars += max(i2 - i1, j2 - j1)
    return minus, plus, hunks, chars


def main():
    verbose = "-q" not in sys.argv
    names = sorted(d for d in os.listdir(CASES) if os.path.isdir(os.path.join(CASES, d)))
    bad = 0
    rows = []
    compile_only = []
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
        eb = try_compile(broken, "broken.py")
        em = try_compile(meant, "meant.py")
        ep = try_parse(broken)
        if eb is None:
            problems.append("broken.py COMPILES")
        if em is not None:
            problems.append("meant.py does not compile: %r" % em)
        if broken == meant:
            problems.append("broken == meant")
        if eb is not None and ep is None:
            compile_only.append(n)
        minus, plus, hunks, chars = diff_size(broken, meant)
        lines = meant.count("\n")
        err = "" if eb is None else "%s line %s: %s" % (type(eb).__name__, getattr(eb, "lineno", "?"),
                                                          getattr(eb, "msg", str(eb)))
        rows.append((n, lines, minus, plus, hunks, chars, err))
        if problems:
            bad += 1
            print("FAIL", n, "; ".join(problems))
    if verbose:
        print("%-42s %5s %4s %4s %5s %5s  %s" % ("case", "lines", "-ln", "+ln", "hunks", "chars", "first error reported by CPython"))
        for r in rows:
            print("%-42s %5d %4d %4d %5d %5d  %s" % (r[0][:42], r[1], r[2], r[3], r[4], r[5], r[6][:70]))
    print()
    print("Python", sys.version.split()[0])
    print("cases:", len(names), " ok:", len(names) - bad, " failing:", bad)
    if rows:
        sizes = sorted(r[1] for r in rows)
        ch = sorted(r[2] + r[3] for r in rows)
        print("meant.py lines: min %d, median %d, max %d" % (sizes[0], sizes[len(sizes) // 2], sizes[-1]))
        print("changed lines (-/+ total): min %d, median %d, max %d" % (ch[0], ch[len(ch) // 2], ch[-1]))
    print("rejected by compile() but accepted by ast.parse (compile-time-only errors):", len(compile_only))
    for n in compile_only:
        print("   ", n)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
