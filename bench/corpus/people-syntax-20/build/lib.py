"""Helpers for writing the corpus by hand (people-syntax-20).

A case is written as the text the author MEANT plus a list of mistakes; each
mistake is one or more concrete edits (old, new[, n]) that turn the meant text
into what the author actually saved.  `old` must occur exactly once (or exactly
n times when n is given) in the text at the moment the edit is applied, so
broken.py and meant.py differ only where the mistakes are.

Two anchors are allowed instead of real text: START (insert `new` before the
first character) and END (append `new`).

Each mistake's edits must also apply to the *meant* text on their own (that is
how check.py tests that every mistake is, by itself, a syntax error); a mistake
that compiles on its own must say why in `alone=`.

case() numbers the mistakes in the order they occur in the meant text (by the
first line each one changes), whatever order they are written in.

Source conventions: the character U+21E5 (TAB_MARK) stands for a literal TAB
in meant text and edits; a leading newline of `meant` is dropped; `crlf=True`
turns every LF of the meant text and of the edits into CRLF.
"""
import re

CASES = []
TAB_MARK = "\u21e5"
START = "\x00START"
END = "\x00END"


class EditError(Exception):
    pass


def M(tag, desc, *edits, alone=None):
    """One mistake: a short lowercase tag (letters, digits, _), a human description
    (what was typed, where and why meant.py reads it that way), its edits."""
    if not re.fullmatch(r"[a-z0-9_]+", tag):
        raise EditError("tag %r is not short lowercase" % tag)
    if not edits:
        raise EditError("mistake %r has no edits" % tag)
    return dict(tag=tag, desc=desc, edits=[tuple(e) for e in edits], alone=alone)


def _prep(s, crlf):
    if s in (START, END):
        return s
    s = s.replace(TAB_MARK, "\t")
    if crlf:
        s = s.replace("\r\n", "\n").replace("\n", "\r\n")
    return s


def apply_edits(text, edits, where=""):
    """Apply edits in order; return (new_text, spans) where spans[i] is the list of
    [start, end] ranges (in the final text) produced by edit i."""
    spans = []          # list of lists of [start, end]
    for k, e in enumerate(edits):
        old, new = e[0], e[1]
        n = e[2] if len(e) > 2 else 1
        if old == START:
            positions = [0]
            old = ""
        elif old == END:
            positions = [len(text)]
            old = ""
        else:
            c = text.count(old)
            if c != n:
                raise EditError("%s: edit %d old text %r occurs %d times, expected %d"
                                % (where, k, old[:80], c, n))
            positions, i = [], text.find(old)
            while i != -1:
                positions.append(i)
                i = text.find(old, i + len(old))
        mine = []
        for p in reversed(positions):
            delta = len(new) - len(old)
            L = len(old)
            for group in spans:
                for s in group:
                    if (L == 0 and s[0] >= p) or (L and s[0] >= p + L):
                        s[0] += delta
                        s[1] += delta
                    elif s[1] <= p:
                        pass
                    elif L == 0:
                        s[1] += delta
                    else:
                        s[0], s[1] = min(s[0], p), max(s[1] + delta, p + len(new))
            for s in mine:
                s[0] += delta
                s[1] += delta
            text = text[:p] + new + text[p + len(old):]
            pre, suf = _trim(old, new)
            mine.insert(0, [p + pre, p + len(new) - suf])
        spans.append(mine)
    return text, spans


def _trim(old, new):
    """Character lengths of the whole lines old and new share at their start and end
    (not overlapping), so that what remains is the changed lines."""
    ol, nl = old.splitlines(True), new.splitlines(True)
    i = 0
    while i < min(len(ol), len(nl)) and ol[i] == nl[i] and ol[i].endswith("\n"):
        i += 1
    j = 0
    while j < min(len(ol), len(nl)) - i and ol[-1 - j] == nl[-1 - j]:
        j += 1
    return sum(map(len, nl[:i])), sum(map(len, nl[len(nl) - j:]))


def line_of(text, span):
    """'N' or 'N-M': the lines of `text` covered by span (a pure deletion gives the
    line where the text is missing)."""
    a = text.count("\n", 0, span[0]) + 1
    end = span[1]
    while end > span[0] and text[end - 1] in "\r\n":
        end -= 1
    b = text.count("\n", 0, end) + 1 if end > span[0] else a
    return str(a) if a == b else "%d-%d" % (a, b)


def line_of_old(meant, edit):
    old, new = edit[0], edit[1]
    if old == START:
        return "1"
    if old == END:
        return str(meant.count("\n") + 1)
    pre, suf = _trim(new, old)
    i = meant.find(old)
    return line_of(meant, [i + pre, i + len(old) - suf])


def lines_of_old(meant, edit):
    """Like line_of_old, for every occurrence of an edit that replaces n > 1 places."""
    old, new = edit[0], edit[1]
    n = edit[2] if len(edit) > 2 else 1
    if n == 1 or old in (START, END):
        return [line_of_old(meant, edit)]
    pre, suf = _trim(new, old)
    out, i = [], meant.find(old)
    while i != -1:
        out.append(line_of(meant, [i + pre, i + len(old) - suf]))
        i = meant.find(old, i + len(old))
    return out


def _first_pos(meant, m):
    """Where in `meant` the first edit of mistake m starts changing the text."""
    old, new = m["edits"][0][0], m["edits"][0][1]
    if old == START:
        return 0
    if old == END:
        return len(meant)
    pre, _ = _trim(new, old)
    return meant.find(old) + pre


def case(name, persona, meant, mistakes, note="", crlf=False):
    if meant.startswith("\n"):
        meant = meant[1:]
    meant = _prep(meant, crlf)
    # number the mistakes in the order they occur in the file
    mistakes = sorted(mistakes, key=lambda m: _first_pos(meant, m))
    for m in mistakes:
        m["edits"] = [tuple([_prep(e[0], crlf), _prep(e[1], crlf)] + list(e[2:])) for e in m["edits"]]
    all_edits, owner = [], []
    for i, m in enumerate(mistakes):
        for e in m["edits"]:
            all_edits.append(e)
            owner.append(i)
    broken, spans = apply_edits(meant, all_edits, name)
    for i, m in enumerate(mistakes):
        # every mistake must also apply to meant on its own
        apply_edits(meant, m["edits"], "%s (mistake %d alone)" % (name, i + 1))
        lines_b = sorted({line_of(broken, s) for k, grp in enumerate(spans) if owner[k] == i for s in grp},
                         key=lambda r: int(r.split("-")[0]))
        lines_m = sorted({r for e in m["edits"] for r in lines_of_old(meant, e)},
                         key=lambda r: int(r.split("-")[0]))
        m["lines_broken"] = lines_b
        m["lines_meant"] = lines_m
    CASES.append(dict(name=name, persona=persona, meant=meant, broken=broken,
                      mistakes=mistakes, note=note.strip("\n"), crlf=crlf))
