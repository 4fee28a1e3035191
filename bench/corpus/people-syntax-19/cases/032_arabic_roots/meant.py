# -*- coding: utf-8 -*-
"""
استخراج الجذور الثلاثية من نصوص الصحافة الأردنية القديمة (1950-1970)
Light stemmer + trilateral root guesser for an OCR'd newspaper corpus.

Strips tashkeel and tatweel, normalises alef/yaa/taa marbuta, removes the
common prefixes and suffixes, then guesses a three-letter root by removing
pattern letters.  Output: root frequency table, right-to-left safe (RLM marks).
د. ليلى حدّاد - الجامعة الأردنية، عمّان
"""
import re
import sys
import unicodedata
from collections import Counter, defaultdict

TASHKEEL = re.compile(r"[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]")
TATWEEL = "\u0640"
RLM = "\u200f"

NORMALISE = str.maketrans({
    "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا",
    "ى": "ي", "ئ": "ي", "ؤ": "و",
    "ة": "ه",
})

PREFIXES = ["وال", "بال", "كال", "فال", "لل", "ال", "و", "ف", "ب", "ك", "ل", "س"]
SUFFIXES = ["هما", "كما", "تين", "ات", "ون", "ين", "ها", "هم", "هن", "كم", "نا", "ان", "يه", "ه", "ي", "ت"]
PATTERN_LETTERS = set("اويتمنس")   # letters most often added by the wazn (أسألتمونيها, roughly)
STOPWORDS = {"في", "من", "على", "الى", "عن", "ان", "هذا", "هذه", "التي", "الذي", "مع", "كان", "قد", "لا", "ما"}

WORD_RE = re.compile(r"[\u0621-\u064A]+")


def clean(text):
    text = unicodedata.normalize("NFKC", text)
    text = TASHKEEL.sub("", text).replace(TATWEEL, "")
    return text.translate(NORMALISE)


def strip_affixes(word):
    for p in PREFIXES:
        if word.startswith(p) and len(word) - len(p) >= 3:
            word = word[len(p):]
            break
    for s in SUFFIXES:
        if word.endswith(s) and len(word) - len(s) >= 3:
            word = word[:-len(s)]
            break
    return word


def guess_root(stem):
    if len(stem) == 3:
        return stem
    if len(stem) < 3:
        return None
    core = [c for c in stem if c not in PATTERN_LETTERS]
    if len(core) == 3:
        return "".join(core)
    if len(core) > 3:
        # doubled second radical (e.g. درّس written without shadda) or a quadriliteral
        return "".join(core[:3])
    # too many weak letters removed: put back from the stem, keeping order
    kept = list(core)
    for i, c in enumerate(stem):
        if len(kept) == 3:
            break
        if c in PATTERN_LETTERS and c not in kept:
            kept.insert(min(i, len(kept)), c)
    return "".join(kept) if len(kept) == 3 else None


def rtl(text):
    """Wrap Arabic text so terminals that do bidi do not scramble the columns."""
    return RLM + text + RLM


def analyse(paths):
    roots = Counter()
    examples = defaultdict(Counter)
    unknown = Counter()
    tokens = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                for word in WORD_RE.findall(clean(line)):
                    tokens += 1
                    if word in STOPWORDS:
                        continue
                    root = guess_root(strip_affixes(word))
                    if root is None:
                        unknown[word] += 1
                        continue
                    roots[root] += 1
                    examples[root][word] += 1
    return tokens, roots, examples, unknown


def main(paths):
    if not paths:
        print("usage: arabic_roots.py file1.txt [file2.txt ...]")
        return 2
    tokens, roots, examples, unknown = analyse(paths)
    print(f"tokens: {tokens}, distinct roots: {len(roots)}, unanalysed types: {len(unknown)}")
    print()
    print(f"{'root':>8}  {'freq':>6}  examples")
    for root, n in roots.most_common(40):
        sample = "، ".join(w for w, _ in examples[root].most_common(4))
        print(f"{rtl(root):>8}  {n:>6}  {rtl(sample)}")
    if unknown:
        print("\nmost frequent unanalysed words:")
        print("  " + " | ".join(rtl(w) for w, _ in unknown.most_common(15)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
