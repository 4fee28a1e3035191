"""Most frequent words in a folder of .srt subtitle files (for my flashcards)."""
import pathlib
import re
import sys
from collections import Counter

TIMESTAMP = re.compile(r"^\d\d:\d\d:\d\d,\d\d\d --> ")
STOPWORDS = {"the", "a", "an", "and", "to", "of", "i", "you", "it", "is", "that"}


def subtitle_text(path):
    lines = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        line = line.strip()
        if not line or line.isdigit() or TIMESTAMP.match(line):
            continue
        lines.append(re.sub(r"<[^>]+>", "", line))
    return "\n".join(lines)


# from a Stack Overflow answer ("use Counter with re.findall"), with its example:
>>> def tokens(text):
...     return re.findall(r"[a-z']+", text.lower())
...
>>> counts = Counter(tokens("The cat and a cat saw the dog"))
>>> counts.most_common(2)
[('the', 2), ('cat', 2)]


def main(folder, top=40):
    total = Counter()
    files = sorted(pathlib.Path(folder).glob("*.srt"))
    for path in files
        words = [w for w in tokens(subtitle_text(path)) if w not in STOPWORDS]
        total.update(words)
    print(f"{len(files)} files, {sum(total.values())} words, {len(total)} distinct")
    for word, n in total.most_common(top):
        print(f"{n:6d}  {word}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
