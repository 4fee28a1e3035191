"""Quick stats on a folder of Markdown notes."""
import os
import re
import sys
from collections import Counter

WORD_RE = re.compile(r"[A-Za-z']+")
DEFAULT_META = {"tags": [], "draft": False}


def note_files(folder):
    for dirpath, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".md"):
                yield os.path.join(dirpath, name)


def read_meta(text):
    meta = {}
    if text.startswith("---\n"):
        block = text[4:text.find("\n---", 4)]
        for line in block.splitlines():
            key, _, value = line.partition(":")
            meta[key.strip()] = value.strip()
    return meta


def main(folder):
    files = list(note_files(folder))
    texts = {path: open(path, encoding="utf-8").read() for path in files}
    metas = [read_meta(t) for t in texts.values()]
    merged = {k: v for m in [DEFAULT_META, *metas] for k, v in m.items()}
    words = Counter(w.lower() for t in texts.values() for w in WORD_RE.findall(t))
    total = sum((len(WORD_RE.findall(t)) for t in texts.values()), 0)
    longest = max((p for p in files), key=lambda p: len(texts[p]), default=None)
    print(f"{len(files)} notes, {total} words")
    print("longest:", longest)
    print("keys seen in front matter:", ", ".join(sorted(merged)))
    print("top words:", ", ".join(sorted(words, key=words.get, reverse=True)[:15]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
