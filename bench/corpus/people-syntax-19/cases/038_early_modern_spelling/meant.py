"""
Word frequencies in the EEBO-TCP pamphlet sample (1640-1660), before and after
spelling normalisation.

Early Modern English spelling varies (vertue/virtue, onely/only, -ie/-y,
u/v and i/j swapped, final -e), so raw counts split one word into many.  We
apply a rule list plus an exceptions dictionary and compare the type/token
ratio and the top words per decade.  Prof. Dana Whitfield, Dept. of English, Chicago
"""
import csv
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

CORPUS = Path("eebo_sample")
METADATA = CORPUS / "metadata.csv"
STOP = set("the and of to a in that is it be for his not with as this by which he they but are".split())

EXCEPTIONS = {
    "onely": "only", "vertue": "virtue", "doe": "do", "goe": "go", "bee": "be",
    "hee": "he", "shee": "she", "wee": "we", "yee": "ye", "mee": "me",
    "haue": "have", "giue": "give", "loue": "love", "vnto": "unto", "vpon": "upon",
    "iudge": "judge", "iust": "just", "ioy": "joy", "owne": "own", "selfe": "self",
    "souldiers": "soldiers", "publique": "public", "musick": "music", "kingdome": "kingdom",
}

RULES = [
    (re.compile(r"^v(?=[^aeiou])"), "u"),        # vnder -> under
    (re.compile(r"(?<=[aeiou])u(?=[aeiou])"), "v"),  # euer -> ever
    (re.compile(r"^i(?=[aeiou])"), "j"),         # iesus -> jesus (over-applies; exceptions fix)
    (re.compile(r"ie$"), "y"),                   # citie -> city
    (re.compile(r"(?<=[^aeiou][^aeiou])e$"), ""),  # olde -> old, but not "come"
    (re.compile(r"ck$"), "c"),                   # publick -> public
    (re.compile(r"'d$"), "ed"),                  # call'd -> called
]
KEEP_FINAL_E = {"the", "be", "he", "she", "we", "me", "ye", "come", "some", "done", "one", "none", "gone"}

TOKEN = re.compile(r"[a-zſ']+")

normalised_cache = {}
hits = Counter()


def normalise(word):
    if word in normalised_cache:
        return normalised_cache[word]
    w = word.replace("ſ", "s")
    if w in EXCEPTIONS:
        result = EXCEPTIONS[w]
    else:
        result = w
        for pattern, repl in RULES:
            if pattern.pattern == r"(?<=[^aeiou][^aeiou])e$" and result in KEEP_FINAL_E:
                continue
            new = pattern.sub(repl, result)
            if new != result:
                hits[pattern.pattern] += 1
            result = new
    normalised_cache[word] = result
    return result


def read_metadata(path):
    years = {}
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            try:
                years[row["tcp_id"]] = int(row["year"][:4])
            except ValueError:
                continue
    return years


def count(folder, years):
    raw = defaultdict(Counter)
    norm = defaultdict(Counter)
    for path in sorted(folder.glob("*.txt")):
        year = years.get(path.stem)
        if year is None:
            continue
        decade = year // 10 * 10
        text = path.read_text(encoding="utf-8").lower()
        for tok in TOKEN.findall(text):
            tok = tok.strip("'")
            if not tok:
                continue
            raw[decade][tok] += 1
            norm[decade][normalise(tok)] += 1
    return raw, norm


def ttr(counter):
    tokens = sum(counter.values())
    return len(counter) / tokens if tokens else 0.0


def main():
    years = read_metadata(METADATA)
    raw, norm = count(CORPUS, years)
    if not raw:
        sys.exit("nothing counted - check metadata ids")
    for decade in sorted(raw):
        r, n = raw[decade], norm[decade]
        print(f"{decade}s: {sum(r.values()):,} tokens; types {len(r):,} -> {len(n):,}; "
              f"TTR {ttr(r):.4f} -> {ttr(n):.4f}")
        top = [(w, c) for w, c in n.most_common(60) if w not in STOP][:15]
        print("   " + ", ".join(f"{w} {c}" for w, c in top))
    print("\nrule hits:")
    for pattern, n in hits.most_common():
        print(f"  {n:>7}  {pattern}")
    merged = Counter()
    for word, result in normalised_cache.items():
        if word != result:
            merged[result] += 1
    print("\nnormalised forms with the most spelling variants:")
    for word, n in merged.most_common(12):
        print(f"  {word:<14} {n + 1} spellings")


if __name__ == "__main__":
    main()
