import sys

STOPWORDS = {"the", "and", "a", "to", "of", "in", "is", "it", "that", "for"}

from collections import Counter

def count_words(path):
    with open(path, encoding="utf-8") as f:
        words = (w.strip(".,!?;:\"'()") for line in f for w in line.lower().split())
        return Counter(w for w in words if w)


if len(sys.argv) != 2:
    print("usage: python wordfreq.py FILE")
    sys.exit(1)

counts = count_words(sys.argv[1])
shown = 0
for word, n in counts.most_common(50):
    if word in STOPWORDS:
        continue
    print(f"{n:5d}  {word}")
    shown += 1
    if shown == 20:
        break
print(f"{len(counts)} different words")
