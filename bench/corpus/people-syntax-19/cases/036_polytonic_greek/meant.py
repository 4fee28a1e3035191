"""
Κανονικοποίηση πολυτονικού κειμένου - normalising polytonic Greek for the
Byzantine chronicle corpus before lemma lookup.

The OCR and three different keyboard layouts left us with: precomposed and
decomposed accents mixed, the oxia/tonos duplicates (U+1F71 vs U+03AC), Latin
look-alikes (o for ο, a for α), the wrong apostrophe for elision, and final
sigma in the middle of words.  This script fixes what it can and reports the rest.
Dr. Ελένη Παπαδοπούλου, Αριστοτέλειο Πανεπιστήμιο Θεσσαλονίκης
"""
import re
import sys
import unicodedata
from collections import Counter

# Latin letters that OCR puts into Greek words
LOOKALIKES = str.maketrans({
    "a": "α", "o": "ο", "v": "ν", "i": "ι", "k": "κ", "x": "χ", "p": "ρ", "u": "υ",
    "A": "Α", "B": "Β", "E": "Ε", "H": "Η", "I": "Ι", "K": "Κ", "M": "Μ", "N": "Ν",
    "O": "Ο", "P": "Ρ", "T": "Τ", "X": "Χ", "Y": "Υ", "Z": "Ζ",
})

APOSTROPHES = {"'": "\u2019", "\u02bc": "\u2019", "\u1fbd": "\u2019", "`": "\u2019"}
GREEK_WORD = re.compile(r"[\u0370-\u03ff\u1f00-\u1fff\u2019]+")
MIXED_WORD = re.compile(r"\b(?=\w*[\u0370-\u03ff\u1f00-\u1fff])(?=\w*[A-Za-z])\w+\b")


def fix_oxia(text):
    """NFC maps the oxia forms to tonos; we keep tonos (the TLG convention)."""
    return unicodedata.normalize("NFC", text)


def fix_lookalikes(text):
    def repl(m):
        return m.group(0).translate(LOOKALIKES)
    return MIXED_WORD.sub(repl, text)


def fix_sigma(word):
    if not word:
        return word
    body = word[:-1].replace("ς", "σ")
    last = word[-1]
    if last == "σ":
        last = "ς"
    return body + last


def fix_apostrophes(text):
    for wrong, right in APOSTROPHES.items():
        text = re.sub(r"(?<=[\u0370-\u03ff\u1f00-\u1fff])" + re.escape(wrong), right, text)
    return text


def strip_diacritics(word):
    """For the lemma lookup key only: no accents, no breathings, lower case."""
    decomposed = unicodedata.normalize("NFD", word)
    base = "".join(c for c in decomposed if not unicodedata.combining(c))
    return base.lower().replace("ς", "σ")


def normalise(text, report):
    before = text
    text = fix_oxia(text)
    if text != before:
        report["oxia/decomposed"] += 1
    step = fix_lookalikes(text)
    report["latin look-alikes"] += sum(1 for a, b in zip(text, step) if a != b)
    text = fix_apostrophes(step)
    sigma_fixes = 0

    def sigma_repl(m):
        nonlocal sigma_fixes
        fixed = fix_sigma(m.group(0))
        if fixed != m.group(0):
            sigma_fixes += 1
        return fixed

    text = GREEK_WORD.sub(sigma_repl, text)
    report["sigma"] += sigma_fixes
    return text


def self_test():
    cases = [
        ("λ\u1f79γος", "λόγος"),        # oxia (U+1F79) -> tonos
        ("ἀνθρωπoς", "ἀνθρωπος"),        # Latin o
        ("πόλισ", "πόλις"),
        ("δ'ἐκεῖνος", "δ\u2019ἐκεῖνος"),
    ]
    for raw, expected in cases:
        got = normalise(raw, Counter())
        print(f"{raw!r:>16} -> {got!r:<16} {'ok' if got == unicodedata.normalize('NFC', expected) else 'FAIL'}")


def main(paths):
    report = Counter()
    keys = Counter()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            original = f.read()
        fixed = normalise(original, report)
        out = path.rsplit(".", 1)[0] + ".norm.txt"
        with open(out, "w", encoding="utf-8") as g:
            g.write(fixed)
        for w in GREEK_WORD.findall(fixed):
            keys[strip_diacritics(w)] += 1
        leftover = MIXED_WORD.findall(fixed)
        if leftover:
            print(f"{path}: still mixed script: {', '.join(sorted(set(leftover))[:8])}")
        print(f"{path} -> {out}")
    print()
    for what, n in report.most_common():
        print(f"{what:<20} {n:>6}")
    print(f"\n{len(keys)} distinct lookup keys; most frequent:")
    print("  " + ", ".join(f"{k} ({n})" for k, n in keys.most_common(20)))


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: polytonic_greek.py chronicle_*.txt")
        sys.exit(2)
    if sys.argv[1] == "--test":
        self_test()
    else:
        main(sys.argv[1:])
