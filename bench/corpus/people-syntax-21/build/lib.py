"""Case model for people-syntax-21 (hand-written held-out syntax-error corpus).

A case is the text its author MEANT plus a list of mistakes.  A mistake is one
or more edits (old, new[, n]) that turn meant text into what was saved; `old`
must occur exactly n times (default 1) in the text it is applied to, both when
all the mistakes are applied together (broken.py) and when the mistake is
applied alone to the meant text (the "single" that check.py compiles too).

Mistakes must not overlap, so applying any subset of them gives the same text
in the untouched places; the lines a mistake changes in broken.py are found by
diffing "every other mistake applied" against broken.py.

Line numbers are found with difflib on whole lines.  A deleted line (or lines)
counts as the two lines on either side of the gap.
"""
import difflib
import re

CASES = []


class EditError(Exception):
    pass


def M(tag, desc, *edits, alone=None):
    """One mistake: a short lowercase tag, a description (what was typed and why
    meant.py reads as it does), and its edits."""
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
        c = text.count(old)
        if c != n or not old:
            raise EditError("%s: edit %d: %r occurs %d times, expected %d" % (where, k, old[:70], c, n))
        text = text.replace(old, new)
    return text


def changed(a_text, b_text):
    """(set of lines of a changed, list of (first, last) line ranges of b changed).
    A pure deletion from a gives in b the lines just before and after the gap; a pure
    insertion into b gives in a the lines just before and after the insertion point."""
    a, b = a_text.splitlines(True), b_text.splitlines(True)
    a_lines, b_ranges = set(), []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
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
    """Sorted line numbers as '3, 7-9'."""
    out, run = [], []
    for x in sorted(lines):
        if run and x == run[-1] + 1:
            run.append(x)
        else:
            if run:
                out.append(run)
            run = [x]
    if run:
        out.append(run)
    return ", ".join(str(r[0]) if len(r) == 1 else "%d-%d" % (r[0], r[-1]) for r in out)


def report(meant, alone):
    """Where compile() refuses `alone`: dict(line, kind, msg, dist, parse_ok) or None."""
    try:
        compile(alone, "alone.py", "exec", dont_inherit=True)
        return None
    except SyntaxError as e:
        ln = e.lineno or 0
        _, rngs = changed(meant, alone)
        dist = min(0 if a <= ln <= b else min(abs(ln - a), abs(ln - b)) for a, b in rngs)
        import ast
        try:
            ast.parse(alone)
            parse_ok = True
        except SyntaxError:
            parse_ok = False
        return {"line": ln, "kind": type(e).__name__, "msg": e.msg, "dist": dist,
                "parse_ok": parse_ok}


def case(name, persona, meant, mistakes, note=""):
    where = name
    first = []
    for m in mistakes:
        pos = min(meant.find(e[0]) for e in m["edits"])
        if pos < 0:
            raise EditError("%s: mistake %s: edit not found" % (where, m["tag"]))
        first.append(pos)
    mistakes = [m for _, m in sorted(zip(first, mistakes), key=lambda p: p[0])]
    edits = [e for m in mistakes for e in m["edits"]]
    broken = apply(meant, edits, where)
    for i, m in enumerate(mistakes):
        alone = apply(meant, m["edits"], "%s mistake %d alone" % (where, i + 1))
        others = apply(meant, [e for k, mm in enumerate(mistakes) if k != i for e in mm["edits"]],
                       "%s all but mistake %d" % (where, i + 1))
        m_lines, _ = changed(meant, alone)
        _, b_rngs = changed(others, broken)
        b_lines = set()
        for a, b in b_rngs:
            b_lines.update(range(a, b + 1))
        m["lines_meant"] = fmt_lines(m_lines)
        m["lines_broken"] = fmt_lines(b_lines)
        m["report"] = report(meant, alone)
    CASES.append({"name": name, "persona": persona, "meant": meant, "broken": broken,
                  "mistakes": mistakes, "note": note.strip()})
