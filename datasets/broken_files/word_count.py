import sys
import string

def clean(word):
    """Lower-case a word and strip punctuation."""
    return word.strip(string.punctuation).lower()

def count_words(path):
    counts = {}
    with open(path) as f
        for line in f:
            for word in line.split():
                w = clean(word)
                if w == "":
                    continue
                if w in counts:
                    counts[w] += 1
                else:
                    counts[w] = 1
    return counts

def top(counts, n=10):
    items = sorted(counts.items(), key=lambda kv: kv[1], reverse=True)
    return items[:n]

def main():
    if len(sys.argv) < 2:
        print("usage: word_count.py FILE")
        sys.exit(1)
    counts = count_words(sys.argv[1])
    for word, n in top(counts):
        print("%-15s %d" % (word, n)
    print("distinct words:", len(counts)

main()
