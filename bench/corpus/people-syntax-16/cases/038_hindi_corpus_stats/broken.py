"""Hindi news corpus statistics: token/type counts, frequency list, bigram collocations
and a KWIC concordance written to an HTML page for the students.

Dr. Meenakshi Tripathi, Department of Linguistics, Banaras Hindu University
(tokenizer rules follow our lab handout; NLTK only for the collocation measures)
"""
import html
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

from nltk.collocations import BigramAssocMeasures, BigramCollocationFinder

# Devanagari block + ZWJ/ZWNJ, so that conjuncts stay inside one token
RE_SHABD = re.compile(r"[\u0900-\u0963\u0966-\u097F\u200C\u200D]+|[A-Za-z]+|\d+")
RE_VAKYA_ANT = re.compile(r"[।॥?!]+")      # danda, double danda
VIRAM = {"।", "॥"}

STOPWORDS = set("""
का के की को में से है हैं था थे थी और या पर भी यह वह इस उस एक ने तो ही
कि जो लिए साथ तक कर रहा रही रहे गया गई गए होता होती होते हो अपने
'''.split())

KWIC_TEMPLATE = """<!DOCTYPE html>
<html lang="hi"><head><meta charset="utf-8">
<title>KWIC: {word}</title>
<style>
  body {{ font-family: "Noto Sans Devanagari", "Mangal", sans-serif; }}
  td.left {{ text-align: right; color: #555; }}
  td.key {{ font-weight: bold; color: #a4002a; padding: 0 8px; }}
</style></head>
<body>
<h2>"{word}" - {n} पंक्तियाँ (lines)</h2>
<table>
{rows}
</table>
</body></html>
"""


def normalize(text):
    text = unicodedata.normalize("NFC", text)
    text = text.replace("\u964\u0964", "\u0965")   # two dandas typed instead of double danda
    return re.sub(r"[ \t]+", " ", text)


def tokenize(text):
    return RE_SHABD.findall(text)


def sentences(text):
    return [s.strip() for s in RE_VAKYA_ANT.split(text) if s.strip()]


def frequency_table(tokens, top=50):
    counts = Counter(t for t in tokens if t not in STOPWORDS)
    lines = [f"{'rank':>4}  {'word':<20} {'freq':>7} {'per 10k':>8}"]
    total = len(tokens)
    for rank, (word, freq) in enumerate(counts.most_common(top), start=1):
        lines.append(f"{rank:>4}  {word:<20} {freq:>7} {freq / total * 10000:>8.1f}")
    return "\n".join(lines)


def collocations(tokens, n=25, min_freq=5):
    measures = BigramAssocMeasures()
    finder = BigramCollocationFinder.from_words(tokens)
    finder.apply_freq_filter(min_freq)
    finder.apply_word_filter(lambda w: w in STOPWORDS or w.isdigit())
    return finder.nbest(measures.pmi, n)


def kwic(tokens, word, width=6):
    rows = []
    for i, t in enumerate(tokens):
        if t != word:
            continue
        left = " ".join(tokens[max(0, i - width):i])
        right = " ".join(tokens[i + 1:i + 1 + width])
        rows.append(
            f"<tr><td class="left">{html.escape(left)}</td>"
            f'<td class="key">{html.escape(t)}</td>'
            f"<td>{html.escape(right)}</td></tr>"
        )
    return rows


def main(corpus_dir, keyword):
    texts = [normalize(p.read_text(encoding="utf-8")) for p in sorted(Path(corpus_dir).glob("*.txt"))]
    if not texts:
        sys.exit(f"no .txt files in {corpus_dir}")
    tokens = [t for text in texts for t in tokenize(text)]
    sents = [s for text in texts for s in sentences(text)]
    types = set(tokens)

    print(f"files: {len(texts)}   sentences: {len(sents)}   tokens: {len(tokens)}   types: {len(types)}")
    print(f"type/token ratio: {len(types) / len(tokens):.4f}   mean sentence length: {len(tokens) / len(sents):.1f}")
    print()
    print(frequency_table(tokens))
    print()
    print("PMI collocations (min freq 5):")
    for a, b in collocations(tokens):
        print(f"  {a} {b}")

    rows = kwic(tokens, keyword)
    out = Path(f"kwic_{keyword}.html")
    out.write_text(KWIC_TEMPLATE.format(word=html.escape(keyword), n=len(rows), rows="\n".join(rows)), encoding="utf-8")
    print(f"\nconcordance for '{keyword}': {len(rows)} lines -> {out}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "सरकार")
