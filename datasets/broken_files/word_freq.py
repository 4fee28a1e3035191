# count the most common words in a text file
# usage: python word_freq.py file.txt
import sys
import string
from collections import Counter

STOP = {"the", "a", "an", "and", "of", "to", "in", "is", "it"}

def words(text):
    table = str.maketrans("", "", string.punctuation)
    for line in text.splitlines():
        for w in line.translate(table).lower().split():
            if w not in STOP:
                yield w

def top(counter, n=10):
    for word, count in counter.most_common(n):
        bar = "#" * count
        print(f"{word:15} {count:4} {bar}")

def main():
    if len(sys.argv) != 2:
        print("usage: python word_freq.py FILE")
        sys.exit(1)
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError
        print("cannot open", sys.argv[1])
        sys.exit(2)
    counter = Counter(words(text))
    print("distinct words:", len(counter))
    top(counter)
    longest = max(counter, key=len
    print("longest word:", longest)

main()
