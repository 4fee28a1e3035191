import argparse
import json
from datetime import date
from pathlib import Path

JOURNAL = Path("journal.json")


def load():
    if JOURNAL.exists():
        return json.loads(JOURNAL.read_text(encoding="utf-8"))
    return []


def save(entries):
    JOURNAL.write_text(json.dumps(entries, indent=2, ensure_ascii=False), encoding="utf-8")


def add_entry(entries, text, tags):
    entry = {
        "date": date.today().isoformat(),
        "text": text,
        "tags": sorted(set(tags)),
    }
    entries.append(entry)
    return entry


def search(entries, word=None, tag=None):
    for e in entries:
        if word and word.lower() not in e["text"].lower():
            continue
        if tag and tag not in e["tags"]:
            continue
        yield e


def main():
    parser = argparse.ArgumentParser(prog="journal")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p_add = sub.add_parser("add")
    p_add.add_argument("text")
    p_add.add_argument("-t", "--tag", action="append", default=[])
    p_find = sub.add_parser("find")
    p_find.add_argument("word", nargs="?")
    p_find.add_argument("-t", "--tag")
    args = parser.parse_args()

    entries = load()
    if args.cmd == "add":
        entry = add_entry(entries, args.text, args.tag)
        save(entries)
        print("added entry for", entry["date"])
    else:
        for e in search(entries, args.word, args.tag):
            print(e["date"], " ".join("#" + t for t in e["tags"]), e["text"])


if __name__ == "__main__":
    main()
