"""
Kistemmer cha Kiswahili - a rule-based stemmer for Swahili verbs and nouns.

Strips subject, tense and object markers from the front of verbs and the
common derivational extensions from the end (-ish-, -ew-, -an-, -ik-), so
that "wanaosomeshwa" and "tulisoma" both come back to "som".  Evaluated
against a small hand-made gold list.  Dr. Neema Mwakyusa, Chuo Kikuu cha Dar es Salaam
"""
import csv
import re
import sys
from collections import Counter

SUBJECT = ["ni", "u", "a", "tu", "m", "wa", "ki", "vi", "li", "ya", "i", "zi", "ku", "pa", "yu"
NEGATIVE_SUBJECT = ["si", "hu", "ha", "hatu", "ham", "hawa", "haki", "havi", "hali", "haya", "hai", "hazi"]
TENSE = ["na", "li", "ta", "me", "ki", "ka", "nge", "ngali", "sha"]
RELATIVE = ["ye", "o", "cho", "vyo", "lo", "yo", "zo", "ko", "po", "mo"]
OBJECT = ["ni", "ku", "m", "mw", "tu", "wa", "ki", "vi", "li", "ya", "i", "zi"]
EXTENSIONS = ["ishwa", "eshwa", "iwa", "ewa", "isha", "esha", "ana", "ika", "eka", "ia", "ea", "wa"]
NOUN_PREFIXES = ["wa", "mw", "m", "vi", "ki", "ma", "mi", "u", "ji", "ch"]
MIN_STEM = 2
VOWELS = set("aeiou")


def strip_one(word, prefixes):
    """Remove the longest matching prefix that leaves enough of the word."""
    for p in sorted(prefixes, key=len, reverse=True):
        if word.startswith(p) and len(word) - len(p) >= MIN_STEM + 1:
            return word[len(p):], p
    return word, ""


def strip_verb(word):
    steps = []
    rest, neg = strip_one(word, NEGATIVE_SUBJECT)
    if neg:
        steps.append(neg)
    else:
        rest, subj = strip_one(rest, SUBJECT)
        if subj:
            steps.append(subj)
    rest, tense = strip_one(rest, TENSE)
    if tense:
        steps.append(tense)
        rest, rel = strip_one(rest, RELATIVE)
        if rel:
            steps.append(rel)
        rest, obj = strip_one(rest, OBJECT)
        if obj:
            steps.append(obj)
    return rest, steps


def strip_suffix(stem):
    # final vowel first (-a of the indicative, -e of the subjunctive, -i of the negative)
    if len(stem) > MIN_STEM + 1 and stem[-1] in VOWELS:
        for ext in sorted(EXTENSIONS, key=len, reverse=True):
            if stem.endswith(ext) and len(stem) - len(ext) >= MIN_STEM:
                return stem[: -len(ext)]
        return stem[:-1]
    return stem


def stem(word, pos="V"):
    word = word.lower().strip(".,;:!?"'()")
    if not re.fullmatch(r"[a-z']+", word):
        return word
    if pos == "N":
        rest, _ = strip_one(word, NOUN_PREFIXES)
        return rest
    rest, _ = strip_verb(word)
    return strip_suffix(rest)


def evaluate(gold_path):
    total = correct = 0
    errors = Counter()
    wrong = []
    with open(gold_path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            total += 1
            got = stem(row["word"], row.get("pos", "V"))
            if got == row["stem"]:
                correct += 1
            else:
                kind = "over" if len(got) < len(row["stem"]) else "under"
                errors[kind] += 1
                wrong.append((row["word"], row["stem"], got, kind))
    return total, correct, errors, wrong


def stem_text(path, top=30):
    """Most frequent stems in a running text (one token per whitespace split)."""
    counts = Counter()
    with open(path, encoding="utf-8") as f:
        for line in f:
            for w in line.split():
                s = stem(w)
                if s:
                    counts[s] += 1
    for s, n in counts.most_common(top):
        print(f"{s:<12} {n}")
    return counts


def main(args):
    if args[:1] == ["--min"]:
        global MIN_STEM
        MIN_STEM = int(args[1])
        args = args[2:]
    if len(args) == 2 and args[0] == "--text":
        stem_text(args[1])
        return 0
    if args and args[0] == "--eval":
        total, correct, errors, wrong = evaluate(args[1] if len(args) > 1 else "gold_stems.csv")
        print(f"accuracy: {correct}/{total} = {100 * correct / max(total, 1:.1f}%")
        print(f"over-stemmed: {errors['over']}, under-stemmed: {errors['under']}")
        for word, gold, got, kind in wrong[:25]:
            print(f"  {word:<18} gold {gold:<10} got {got:<10} ({kind})")
        return 0
    demo = ["wanaosomeshwa", "tulisoma", "hatujaenda", "nimekupenda", "walipikiana",
            "kitabu", "vitabu", "wanafunzi", "alimwandikia", "mtakachokisoma"
    for w in demo:
        pos = "N" if w in ("kitabu", "vitabu", "wanafunzi") else "V"
        print(f"{w:<18} -> {stem(w, pos)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
