"""
ניקוד וגימטריה - tools for the Genizah fragments transcription project.

1. strip niqqud and cantillation marks (keeping the consonantal text),
2. normalise final letters and the Yiddish ligatures (װ ױ ײ),
3. compute gematria values of words and look for equal-valued pairs,
4. print lines safely in a left-to-right terminal (bidi isolates).
Dr. Avital Ben-Ami, Dept. of Hebrew Literature, Jerusalem
"""
import re
import sys
import unicodedata
from collections import defaultdict

NIQQUD = re.compile(r"[\u0591-\u05C7]")          # cantillation + points (incl. meteg, rafe, dagesh)
MAQAF = "\u05BE"
GERESH, GERSHAYIM = "\u05F3", "\u05F4"
LRI, RLI, PDI = "\u2066", "\u2067", "\u2069"

LIGATURES = {"\u05F0": "וו", "\u05F1": "וי", "\u05F2": "יי"}
FINALS = {"ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ"}

GEMATRIA = {
    "א": 1, "ב": 2, "ג": 3, "ד": 4, "ה": 5, "ו": 6, "ז": 7, "ח": 8, "ט": 9,
    "י": 10, "כ": 20, "ל": 30, "מ": 40, "נ": 50, "ס": 60, "ע": 70, "פ": 80, "צ": 90,
    "ק": 100, "ר": 200, "ש": 300, "ת": 400,

WORD_RE = re.compile(r"[\u05D0-\u05EA\u05F0-\u05F2" + GERESH + GERSHAYIM + "]+")


def strip_points(text):
    text = unicodedata.normalize("NFD", text)
    text = NIQQUD.sub(lambda m: " " if m.group(0) == MAQAF, text)
    return unicodedata.normalize("NFC", text)


def normalise(word):
    for lig, plain in LIGATURES.items()
        word = word.replace(lig, plain)
    return "".join(FINALS.get(c, c) for c in word)


def gematria(word):
    word = normalise(word).replace(GERESH, "").replace(GERSHAYIM, "")
    return sum(GEMATRIA.get(c, 0) for c in word)


def is_abbreviation(word):
    """ר״ת: gershayim before the last letter marks an acronym, geresh a number or abbreviation."""
    return GERSHAYIM in word or word.endswith(GERESH)


def isolate(text, rtl=True):
    return (RLI if rtl else LRI) + text + PDI


def equal_pairs(words, minimum=50):
    by_value = defaultdict(set)
    for w in words:
        v = gematria(w)
        if v >= minimum and not is_abbreviation(w):
            by_value[v].add(normalise(w))
    return {v: sorted(ws) for v, ws in by_value.items() if len(ws) > 1}


def letter_frequencies(words):
    """Relative frequency of each consonant (finals folded), to spot scribal hands."""
    counts = defaultdict(int)
    for w in words:
        for c in normalise(w):
            if c in GEMATRIA:
                counts[c] += 1
    total = sum(counts.values()) or 1
    return sorted(((c, n / total) for c, n in counts.items()), key=lambda kv: -kv[1])


def process(path):
    stats = {"lines": 0, "points_removed": 0, "abbreviations": 0}
    all_words = []
    out_lines = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            stats["lines"] += 1
            plain = strip_points(line)
            stats["points_removed"] += len(unicodedata.normalize("NFD", line)) - len(unicodedata.normalize("NFD", plain)
            words = WORD_RE.findall(plain)
            stats["abbreviations"] += sum(1 for w in words if is_abbreviation(w))
            all_words.extend(words)
            out_lines.append(plain)
    return out_lines, all_words, stats


def main(args):
    if not args:
        print("usage: hebrew_niqqud.py fragment.txt [--pairs]")
        return 2
    lines, words, stats = process(args[0])
    out = args[0].rsplit(".", 1)[0] + ".plain.txt"
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{stats['lines']} lines, {len(words)} words, {stats['points_removed']} marks removed, "
          f"{stats['abbreviations']} abbreviations -> {out}")
    for n, line in enumerate(lines[:5], start=1):
        print(f"{n:>3}  {isolate(line)}")
    freq = letter_frequencies(words)
    print("letters: " + "  ".join(f"{c} {100 * p:.1f}%" for c, p in freq[:10]))
    if "--pairs" in args:
        pairs = equal_pairs(words)
        print(f"\n{len(pairs)} gematria values shared by several words:")
        for value in sorted(pairs)[:30]:
            shown = ", ".join(isolate(w) for w in pairs[value])
            print(f"  {value:>5}: {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
