import sys
import string


def count_words(path):
    counts = {}
    f = open(path)
    for line in f:
        for word in line.lower().split():
            word = word.strip(string.punctuation)
            if not word:
                continue
            counts[word] = counts.get(word, 0) + 1
    f.close()
    return counts


if len(sys.argv) < 2:
    print("usage: wordfreq.py FILE [N]")
    sys.exit(1)

n = 10
if len(sys.argv) > 2:
    n = int(sys.argv[2])

counts = count_words(sys.argv[1])
pairs = sorted(counts.items(), key=lambda kv: kv[1], reverse=True)
print("Top %d words in %s" % (n, sys.argv[1]))
for word, c in pairs[:n]:
    print("%-15s %5d" % (word, c))
print("total distinct words:", len(counts))
