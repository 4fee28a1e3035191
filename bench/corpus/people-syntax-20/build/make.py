"""Writes ../cases/NNN_name/{broken.py,meant.py,NOTE.txt} and ../cases.json
from the hand-written case modules in this folder (people-syntax-20).

    python3 build/make.py            write the cases
    python3 build/make.py --stats    write them and print where each mistake alone is
                                     reported (the numbers quoted in README.md)
"""
import importlib
import json
import os
import shutil
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib  # noqa: E402

MODULES = ["a_school", "b_bio", "c_home", "d_ml"]


def load():
    for m in MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            importlib.import_module(m)
    return lib.CASES


def reported(meant, m, name):
    """Where CPython reports mistake m applied alone to meant: (line, error text, distance)
    where distance is the number of lines between the report and the nearest changed line."""
    alone, spans = lib.apply_edits(meant, m["edits"], name)
    try:
        compile(alone, "alone.py", "exec", dont_inherit=True)
        return None
    except SyntaxError as e:
        rng = []
        for grp in spans:
            for s in grp:
                r = lib.line_of(alone, s)
                a, _, b = r.partition("-")
                rng.append((int(a), int(b or a)))
        ln = e.lineno or 0
        dist = min(0 if a <= ln <= b else min(abs(ln - a), abs(ln - b)) for a, b in rng)
        return ln, "%s: %s" % (type(e).__name__, e.msg), dist


def note_text(c):
    out = ["Persona: %s" % c["persona"]]
    if c["crlf"]:
        out.append("File uses Windows line endings (CRLF) in both broken.py and meant.py.")
    out.append("")
    if c["note"]:
        out.append(c["note"])
        out.append("")
    out.append("Mistakes (%d):" % len(c["mistakes"]))
    for i, m in enumerate(c["mistakes"], 1):
        lb = ", ".join(map(str, m["lines_broken"]))
        lm = ", ".join(map(str, m["lines_meant"]))
        out.append("  %d. [%s] %s" % (i, m["tag"], m["desc"]))
        out.append("     broken.py line %s; meant.py line %s" % (lb, lm))
        if m["alone"]:
            out.append("     (compiles when applied alone: %s)" % m["alone"])
        r = reported(c["meant"], m, c["name"])
        if r:
            where = "on the line of the fix" if r[2] == 0 else "%d line%s away from the fix" % (r[2], "s" if r[2] > 1 else "")
            out.append("     alone, CPython 3.11 reports it at line %d (%s): %s" % (r[0], where, r[1]))
    return "\n".join(out) + "\n"


def stats(cases):
    """Print, per case, each mistake's tag and report distance; then the totals."""
    far = []
    total = away = away2 = 0
    for i, c in enumerate(cases, 1):
        parts = []
        for k, m in enumerate(c["mistakes"], 1):
            r = reported(c["meant"], m, c["name"])
            total += 1
            d = r[2] if r else 0
            if d:
                away += 1
                far.append((d, "%03d m%d %s" % (i, k, m["tag"])))
            if d >= 2:
                away2 += 1
            parts.append(m["tag"] + (" (%d)" % d if d else ""))
        lines = c["meant"].count("\n")
        print("%03d %-24s %3d  %s" % (i, c["name"], lines, ", ".join(parts)))
    print("mistakes %d, reported on another line %d, 2+ lines away %d" % (total, away, away2))
    for d, what in sorted(far, reverse=True):
        print("  %3d  %s" % (d, what))


def main():
    cases = load()
    root = os.path.normpath(os.path.join(HERE, "..", "cases"))
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)
    index = []
    for i, c in enumerate(cases, 1):
        d = os.path.join(root, "%03d_%s" % (i, c["name"]))
        os.makedirs(d)
        for fname, text in (("broken.py", c["broken"]), ("meant.py", c["meant"])):
            with open(os.path.join(d, fname), "w", encoding="utf-8", newline="") as f:
                f.write(text)
        with open(os.path.join(d, "NOTE.txt"), "w", encoding="utf-8", newline="\n") as f:
            f.write(note_text(c))
        index.append(dict(case=os.path.basename(d), persona=c["persona"],
                          mistakes=[m["tag"] for m in c["mistakes"]]))
    with open(os.path.join(root, "..", "cases.json"), "w", encoding="utf-8") as f:
        json.dump(index, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(len(index), "cases written")
    if "--stats" in sys.argv:
        stats(cases)


if __name__ == "__main__":
    main()
