# Notes from the "Counting things in Python" tutorial (part 2)
# I copied the examples so I can run them again later.

from collections import Counter, defaultdict
import re
text = "the quick brown fox jumps over the lazy dog the end"
words = text.split()
counts = Counter(words)
counts.most_common(3)
# [('the', 3), ('quick', 1), ('brown', 1)]
counts["the"]
# 3
counts["cat"]
# 0

# A Counter also works on any iterable, for example the letters of a string:

letters = Counter(c for c in text if c.isalpha())
letters.most_common(3)
# [('e', 5), ('o', 4), ('t', 3)]
colours = Counter(["red", "blue", "red", "green", "blue", "red"])
colours
# Counter({'red': 3, 'blue': 2, 'green': 1})
colours.update(["blue", "blue"])
colours.most_common(1)
# [('blue', 4)]

# defaultdict creates the missing value for you, so you do not have to check
# whether a key exists before appending to it.

by_letter = defaultdict(list)
for w in words:
    by_letter[w[0]].append(w)

sorted(by_letter)
# ['b', 'd', 'e', 'f', 'j', 'l', 'o', 'q', 't']
by_letter["t"]
# ['the', 'the', 'the']


# ---- my own version for the essay word counts ----

def word_counts(path, top=10):
    with open(path, encoding="utf-8") as f:
        found = re.findall(r"[a-z']+", f.read().lower())
    return Counter(found).most_common(top)


def group_by_first_letter(words):
    groups = defaultdict(list)
    for w in words:
        groups[w[0]].append(w)
    return dict(groups)


if __name__ == "__main__":
    for word, n in word_counts("essay.txt"):
        print(f"{word:<15}{n}")
