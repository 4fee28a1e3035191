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

MODULES = ["a_llm", "b_hobby", "c_teaching", "d_library"]


def load():
    for m in MODULES:
        if os.path.exists(os.path.join(HERE, m + ".py")):
            importlib.import_module(m)
    return lib.CASES


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
