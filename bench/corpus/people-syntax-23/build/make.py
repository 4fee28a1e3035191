"""Write ../cases/NNN_name/{broken.py, meant.py, NOTE.txt} and ../cases.json from the
case modules in this folder (people-syntax-23).

    python3 build/make.py           write everything
    python3 build/make.py --stats   also print each mistake's report and distance
"""
import importlib
import json
import os
import shutil
import sys
import textwrap

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import lib  # noqa: E402
from situations import SITUATIONS  # noqa: E402

MODULES = ["g1_legal", "g2_farm", "g3_library", "g4_l10n"]


def load():
    if not lib.CASES:
        for m in MODULES:
            if os.path.exists(os.path.join(HERE, m + ".py")):
                importlib.import_module(m)
    return lib.CASES


def wrap(text, indent):
    return "\n".join(textwrap.wrap(text, 88, initial_indent=indent, subsequent_indent=indent,
                                   break_long_words=False, break_on_hyphens=False))


def note_text(c):
    out = ["Persona: " + c["persona"], ""]
    note = c["note"] or SITUATIONS.get(c["name"], "")
    if note:
        for para in note.split("\n\n"):
            out.append(wrap(" ".join(para.split()), ""))
            out.append("")
    out.append("Mistakes (%d):" % len(c["mistakes"]))
    for i, m in enumerate(c["mistakes"], 1):
        out.append("  %d. [%s]" % (i, m["tag"]))
        out.append(wrap(m["desc"], "     "))
        out.append("     broken.py line %s; meant.py line %s" % (m["lines_broken"], m["lines_meant"]))
        r = m["report"]
        if r is None:
            out.append("     compiles when applied alone: %s" % m["alone"])
            continue
        where = ("on the line of the fix" if r["dist"] == 0 else
                 "%d line%s from the fix" % (r["dist"], "" if r["dist"] == 1 else "s"))
        out.append("     alone, CPython 3.11 reports line %d (%s): %s: %s"
                   % (r["line"], where, r["kind"], r["msg"]))
        if r["parse_ok"]:
            out.append("     only compile() refuses it; ast.parse() accepts the file")
    return "\n".join(out) + "\n"


def stats(cases):
    total = away = away2 = conly = 0
    far = []
    for i, c in enumerate(cases, 1):
        parts = []
        for k, m in enumerate(c["mistakes"], 1):
            r = m["report"]
            total += 1
            d = r["dist"] if r else 0
            if r is None:
                parts.append(m["tag"] + " !!COMPILES!!")
                continue
            if r["parse_ok"]:
                conly += 1
            if d:
                away += 1
                far.append((d, "%03d m%d %s" % (i, k, m["tag"])))
            if d >= 2:
                away2 += 1
            parts.append(m["tag"] + ("*" if r["parse_ok"] else "") + (" (%d)" % d if d else ""))
        print("%03d %-22s %3d  %s" % (i, c["name"], c["meant"].count("\n"), ", ".join(parts)))
    print("mistakes %d, on another line %d, 2+ away %d, compile-only %d" % (total, away, away2, conly))
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
        for fname, text in (("broken.py", c["broken"]), ("meant.py", c["meant"]),
                            ("NOTE.txt", note_text(c))):
            with open(os.path.join(d, fname), "w", encoding="utf-8", newline="") as f:
                f.write(text)
        index.append({"case": os.path.basename(d), "persona": c["persona"],
                      "mistakes": [m["tag"] for m in c["mistakes"]]})
    with open(os.path.join(root, "..", "cases.json"), "w", encoding="utf-8") as f:
        json.dump(index, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(len(index), "cases written")
    if "--stats" in sys.argv:
        stats(cases)


if __name__ == "__main__":
    main()
