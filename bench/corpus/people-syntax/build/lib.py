"""Tiny helper used to write the corpus by hand.

Each case is written as the text the author MEANT plus the list of concrete
edits that turn it into what they actually SAVED (broken.py).  Every edit's
`old` string must occur exactly once (or exactly `n` times when given), so the
pair is guaranteed to differ only where the mistakes are.
"""
CASES = []


def case(name, persona, mistakes, note, meant, edits, broken=None):
    text = meant
    if broken is None:
        for e in edits:
            old, new = e[0], e[1]
            n = e[2] if len(e) > 2 else 1
            c = text.count(old)
            if c != n:
                raise SystemExit(f"{name}: edit {old!r} occurs {c} times, expected {n}")
            text = text.replace(old, new)
    else:
        text = broken
    CASES.append(dict(name=name, persona=persona, mistakes=list(mistakes),
                      note=note, meant=meant, broken=text))
