#!/usr/bin/env python3
"""Verify the people-syntax-16 corpus (stdlib only).

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
        return None, None
    sys.path.insert(0, BUILD)
    import lib  # noqa: E402
    make = importlib.import_module("make")
    make.load()
    return lib, {c["name"]: c for c in lib.CASES}


GROUPS = ["001-010 office automation by people who learned Excel/VBA, PowerShell or SQL first",
          "011-020 backend developers from Go, Kotlin, Swift, C#, PHP, Ruby or TypeScript",
          "021-030 desktop GUI apps by hobbyists and small-business owners",
          "031-040 text-heavy programs by translators, linguists, librarians, sysadmins, data wranglers"]


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
    lib, built = load_build()
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
