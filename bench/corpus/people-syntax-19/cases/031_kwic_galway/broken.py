"""
KWIC concordance for the Galway oral history transcripts (Hiberno-English with Irish).

Builds a keyword-in-context concordance for a list of node words, sorted on the
first word to the right (as in the old Oxford Concordance Program output), plus
collocates within a +/-4 window scored by MI.  Transcripts are plain UTF-8 with
speaker turns marked like "[S2]".
Dr Siobhán Ní Fhlatharta, Irish Studies, University of Galway
import math
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

CORPUS_DIR = Path("transcripts")
NODES = ["craic", "grand", "sure", "amach", "arú", "ye", "after"]
WIDTH = 45
WINDOW = 4
MIN_COLLOCATE_FREQ = 3

TOKEN_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*", re.UNICODE)
TURN_RE = re.compile(r"\[S\d+\]")


def normalise(word):
    # fold the long vowels only for matching; keep the text as it is for display
    word = unicodedata.normalize("NFC", word.lower()).replace("’", "'")
    return word


def tokenise(text):
    """Yield (token, start, end) with offsets into text."""
    for m in TOKEN_RE.finditer(text):
        yield m.group(0), m.start(), m.end()


def load_corpus(folder):
    docs = {}
    for path in sorted(folder.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        docs[path.stem] = TURN_RE.sub(" ", text)
    return docs


def concordance(docs, node):
    lines = []
    for name, text in docs.items():
        for tok, start, end in tokenise(text):
            if normalise(tok) != node:
                continue
            left = text[max(0, start - WIDTH):start].replace("\n", " ")
            right = text[end:end + WIDTH].replace("\n", " ")
            lines.append((name, left, tok, right))
    return lines


def right_sort_key(line):
    words = [normalise(w) for w, _, _ in tokenise(line[3])]
    return words[:2] if words else ["~"]


def collocates(docs, node):
    freq = Counter()
    pair = Counter()
    total = 0
    for text in docs.values():
        toks = [normalise(t) for t, _, _ in tokenise(text)]
        total += len(toks)
        freq.update(toks)
        for i, t in enumerate(toks):
            if t != node:
                continue
            lo, hi = max(0, i - WINDOW), min(len(toks), i + WINDOW + 1)
            for j in range(lo, hi):
                if j != i:
                pair[toks[j]] += 1
    scores = {}
    for w, f_nc in pair.items():
        if f_nc < MIN_COLLOCATE_FREQ:
            continue
        expected = freq[node] * freq[w] * 2 * WINDOW / total
        scores[w] = (math.log2(f_nc / expected), f_nc
    return sorted(scores.items(), key=lambda kv: kv[1][0], reverse=True)


def print_concordance(node, lines, limit=40):
    print(f"\n=== {node}  ({len(lines)} hits) ===")
    for name, left, tok, right in sorted(lines, key=right_sort_key)[:limit]:
        print(f"{name[:10]:<10} {left:>{WIDTH} [{tok}] {right:<{WIDTH}}")


def main():
    docs = load_corpus(CORPUS_DIR)
    if not docs:
        sys.exit(f"no transcripts in {CORPUS_DIR}/")
    n_tokens = sum(1 for text in docs.values() for _ in tokenise(text))
    print(f"{len(docs)} transcripts, {n_tokens:,} tokens")

    by_speaker_doc = defaultdict(int)
    for node in NODES:
        lines = concordance(docs, node)
        for name, _, _, _ in lines:
            by_speaker_doc[name] += 1
        print_concordance(node, lines)
        top = collocates(docs, node)[:10]
        if top:
            print("  collocates (MI, freq): " + ", ".join(f"{w} {mi:.1f}/{f}" for w, (mi, f) in top))
    print("\nTranscripts with most node words:")
    for name, n in sorted(by_speaker_doc.items(), key=lambda kv: -kv[1])[:10]:
        print(f"  {name:<20} {n}")


if __name__ == "__main__":
    main()
