Counting words in a text file

First we read the file and split it into words. Python makes this easy, you don't need
any library for it.

import sys


def words(path):
    with open(path) as f:
        return f.read().split()

Then we count each word with a dictionary and print the ten most common.

def top(words, n=10):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return sorted(counts.items(), key=lambda kv: -kv[1])[:n]


print(top(words(sys.argv[1])))

Run it like this:

$ python count.py notes.txt
[('the', 12), ('a', 9)]
