import re
import sys
from collections import Counter

import matplotlib.pyplot as plt

STOPWORDS = {
    "the", "and", "a", "an", "of", "to", "in", "is", "it", "that", "for",
    "on", "with", "as", "was", "i", "you", "he", "she", "they", "we", "be",
    "at", "by", "this", "are", "or", "but", "not", "from", "his", "her",
}


def read_words(path):
    with open(path, encoding="utf-8") as f:
        text = f.read().lower()
    return re.findall(r"[a-z']+", text)


def top_words(words, n=20):
    counts = Counter(w for w in words if w not in STOPWORDS and len(w) > 2)
    return counts.most_common(n)


def plot(pairs, title):
    words = [w for w, _ in pairs]
    counts = [c for _, c in pairs]
    plt.figure(figsize=(10, 6))
    plt.barh(words[::-1], counts[::-1], color="steelblue")
    plt.xlabel("Occurrences")
    plt.title(title)
    plt.tight_layout()
    plt.savefig("word_frequency.png", dpi=150)
    plt.show()


def main():
    if len(sys.argv) < 2:
        print("Usage: python word_freq.py <textfile> [top_n]")
        sys.exit(1)
    path = sys.argv[1]
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    words = read_words(path)
    pairs = top_words(words, n)
    print(f"Total words: {len(words)}, unique: {len(set(words))}")
    for word, count in pairs:
        print(f"{word:<15} {count}")
    plot(pairs, f"Top {n} words in {path.split('/')[-1]}")


if __name__ == "__main__":
    main()
