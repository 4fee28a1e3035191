"""Writes ../cases/NNN_name/{broken.py,meant.py,NOTE.txt} and ../cases.json
from the hand-written case modules in this folder."""
import importlib
import json
import os
import shutil
import sys
sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib  # noqa: E402

MODULES = ["a_news", "b_gis", "c_langs", "d_texts"]


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


if __name__ == "__main__":
    main()
