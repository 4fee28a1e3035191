"""Case model for people-syntax-23 (hand-written held-out syntax-error corpus).

A case is the text its author MEANT plus a list of mistakes.  Each mistake is one
or more edits (old, new[, n]) that turn the meant text into what was saved.  `old`
has to occur exactly n times (default 1) in the text it is applied to: in the meant
text with every mistake applied (that gives broken.py) and in the meant text with
only this mistake applied (the "single", which check.py compiles as well).

Mistakes may not overlap, so any subset of them leaves the untouched places the
same; the broken.py lines of a mistake are found by diffing "all the other mistakes
applied" against broken.py.

Lines are compared whole with difflib.  A deleted line (or run of lines) counts as
the two lines on either side of the gap.
"""
import ast
import difflib
import re

CASES = []


class EditError(Exception):
    pass


def M(tag, desc, *edits, alone=None):
    """One mistake: a lowercase tag, a description (what was typed, and why meant.py
    reads as it does) and its edits."""
    if not re.fullmatch(r"[a-z][a-z0-9_]*", tag):
        raise EditError("bad tag %r" % tag)
    if not edits:
        raise EditError("mistake %r has no edits" % tag)
    return {"tag": tag, "desc": " ".join(desc.split()), "edits": [tuple(e) for e in edits],
            "alone": alone}


def apply(text, edits, where=""):
    for k, e in enumerate(edits):
        old, new = e[0], e[1]
        n = e[2] if len(e) > 2 else 1
        found = text.count(old)
        if not old or found != n:
            raise EditError("%s: edit %d: %r occurs %d times, expected %d"
                            % (where, k, old[:70], found, n))
        text = text.replace(old, new)
    return text


def changed(a_text, b_text):
    """Return (lines of a that changed, list of (first, last) line ranges of b that
    changed).  A pure deletion from a gives in b the lines around the gap; a pure
    insertion into b gives in a the lines around the insertion point."""
    a, b = a_text.splitlines(True), b_text.splitlines(True)
    a_lines, b_ranges = set(), []
    ops = difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()
    for op, i1, i2, j1, j2 in ops:
        if op == "equal":
            continue
        if i2 > i1:
            a_lines.update(range(i1 + 1, i2 + 1))
        else:
            a_lines.update(x for x in (i1, i1 + 1) if 1 <= x <= len(a))
        if j2 > j1:
            b_ranges.append((j1 + 1, j2))
        else:
            b_ranges.append((max(j1, 1), min(j1 + 1, max(len(b), 1))))
    return a_lines, b_ranges


def fmt_lines(lines):
    """Sorted line numbers written as '3, 7-9'."""
    runs = []
    for x in sorted(lines):
        if runs and x == runs[-1][-1] + 1:
            runs[-1].append(x)
        else:
            runs.append([x])
    return ", ".join(str(r[0]) if len(r) == 1 else "%d-%d" % (r[0], r[-1]) for r in runs)


def report(meant, alone):
    """Where compile() refuses `alone`: dict(line, kind, msg, dist, parse_ok), or None
    when it compiles."""
    try:
        compile(alone, "alone.py", "exec", dont_inherit=True)
        return None
    except SyntaxError as e:
        ln = e.lineno or 0
        _, rngs = changed(meant, alone)
        dist = min(0 if lo <= ln <= hi else min(abs(ln - lo), abs(ln - hi)) for lo, hi in rngs)
        try:
            ast.parse(alone)
            parse_ok = True
        except SyntaxError:
            parse_ok = False
        return {"line": ln, "kind": type(e).__name__, "msg": e.msg, "dist": dist,
                "parse_ok": parse_ok}


def case(name, persona, meant, mistakes, note=""):
    first = []
    for m in mistakes:
        pos = [meant.find(e[0]) for e in m["edits"]]
        if min(pos) < 0:
            raise EditError("%s: mistake %s: edit not found in the meant text" % (name, m["tag"]))
        first.append(min(pos))
    mistakes = [m for _, m in sorted(zip(first, mistakes), key=lambda p: p[0])]
    broken = apply(meant, [e for m in mistakes for e in m["edits"]], name)
    for i, m in enumerate(mistakes):
        alone = apply(meant, m["edits"], "%s mistake %d alone" % (name, i + 1))
        others = apply(meant, [e for k, mm in enumerate(mistakes) if k != i for e in mm["edits"]],
                       "%s all but mistake %d" % (name, i + 1))
        m_lines, _ = changed(meant, alone)
        _, b_rngs = changed(others, broken)
        b_lines = set()
        for lo, hi in b_rngs:
            b_lines.update(range(lo, hi + 1))
        m["lines_meant"] = fmt_lines(m_lines)
        m["lines_broken"] = fmt_lines(b_lines)
        m["report"] = report(meant, alone)
    CASES.append({"name": name, "persona": persona, "meant": meant, "broken": broken,
                  "mistakes": mistakes, "note": note.strip()})
