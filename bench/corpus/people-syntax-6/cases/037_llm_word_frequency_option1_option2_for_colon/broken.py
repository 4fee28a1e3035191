import sys

STOPWORDS = {"the", "and", "a", "to", "of", "in", "is", "it", "that", "for"}

There are a couple of ways to do this.

**Option 1: plain dictionary**

```python
def count_words(path):
    counts = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            for word in line.lower().split():
                word = word.strip(".,!?;:\"'()")
                if word:
                    counts[word] = counts.get(word, 0) + 1
    return counts
```

**Option 2: `collections.Counter` (shorter, and gives you `most_common()`)**

```python
from collections import Counter

def count_words(path):
    with open(path, encoding="utf-8") as f:
        words = (w.strip(".,!?;:\"'()") for line in f for w in line.lower().split())
        return Counter(w for w in words if w)
```

Both return a mapping from word to count; with Option 2 you can call `counts.most_common(20)` directly.


if len(sys.argv) != 2:
    print("usage: python wordfreq.py FILE")
    sys.exit(1)

counts = count_words(sys.argv[1])
shown = 0
for word, n in counts.most_common(50)
    if word in STOPWORDS:
        continue
    print(f"{n:5d}  {word}")
    shown += 1
    if shown == 20:
        break
print(f"{len(counts)} different words")
