"""Generate /work/corpus-probe/bugs/NAME/{meant,buggy,README.txt} from the case tables."""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
ROOT = os.path.join(os.path.dirname(HERE), "bugs")

import cases_d, cases_m, cases_c, cases_n  # noqa: E402

ALL = cases_d.CASES + cases_m.CASES + cases_c.CASES + cases_n.CASES


def apply_change(text, old, new, occurrence=1):
    lines = text.split("\n")
    hits = [i for i, l in enumerate(lines) if l == old]
    if len(hits) < occurrence:
        raise AssertionError(f"line {old!r} not found")
    if occurrence == 1 and len(hits) != 1 and len(hits) > 1:
        # allow explicit occurrence only
        pass
    idx = hits[occurrence - 1]
    lines[idx] = new
    return "\n".join(lines), idx + 1


def main():
    if os.path.isdir(ROOT):
        shutil.rmtree(ROOT)
    names = set()
    for c in ALL:
        assert c["name"] not in names, c["name"]
        names.add(c["name"])
        ch = c["change"]
        fname, old, new = ch[0], ch[1], ch[2]
        occ = ch[3] if len(ch) > 3 else 1
        if len(ch) == 3:
            assert c["files"][fname].split("\n").count(old) == 1, (c["name"], "ambiguous line")
        base = os.path.join(ROOT, c["name"])
        for sub in ("meant", "buggy"):
            os.makedirs(os.path.join(base, sub))
        for f, src in c["files"].items():
            with open(os.path.join(base, "meant", f), "w", encoding="utf-8") as fh:
                fh.write(src)
            bsrc = src
            if f == fname:
                bsrc, lineno = apply_change(src, old, new, occ)
            with open(os.path.join(base, "buggy", f), "w", encoding="utf-8") as fh:
                fh.write(bsrc)
        with open(os.path.join(base, "README.txt"), "w", encoding="utf-8") as fh:
            fh.write(f"{fname} line {lineno}: `{old.strip()}` -> `{new.strip()}`; shows as: {c['shows']}; "
                     f"evidence in code: {c['evidence']}; {c['note']}\n")
    print(len(ALL), "cases written to", ROOT)


if __name__ == "__main__":
    main()
