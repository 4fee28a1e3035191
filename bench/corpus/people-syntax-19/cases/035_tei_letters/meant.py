"""
Extract people, places and dates from the TEI-encoded letters of the
Blackwood correspondence (1820s-1840s), without a real XML parser.

Yes, regex on XML.  The files were produced by three generations of RAs and
about a tenth of them are not well-formed, so lxml refuses them; these
patterns are forgiving.  Output: one CSV row per letter and a persons index.
Dr Fiona MacLeod, Centre for Scottish Literature, Edinburgh
"""
import csv
import html
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

LETTER_DIR = Path("tei")
TAG_RE = re.compile(r"<[^>]+>")
PERS_RE = re.compile(r'<persName(?:\s+[^>]*?ref="#?([^"]*)")?[^>]*>(.*?)</persName>', re.S)
PLACE_RE = re.compile(r'<placeName(?:\s+[^>]*?ref="#?([^"]*)")?[^>]*>(.*?)</placeName>', re.S)
DATE_RE = re.compile(r'<date\s+[^>]*?when="(\d{4}(?:-\d{2}){0,2})"[^>]*>(.*?)</date>', re.S)
CORRESP_RE = re.compile(
    r'<correspAction\s+type="(sent|received)"[^>]*>(.*?)</correspAction>', re.S
)
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.S)
BODY_RE = re.compile(r"<body[^>]*>(.*?)</body>", re.S)


def text_of(fragment):
    """Strip tags, unescape entities, squeeze whitespace."""
    return " ".join(html.unescape(TAG_RE.sub(" ", fragment)).split())


def first(pattern, text, group=1, default=""):
    m = pattern.search(text)
    return m.group(group) if m else default


def parse_letter(path):
    raw = path.read_text(encoding="utf-8", errors="replace")
    raw = re.sub(r"<!--.*?-->", "", raw, flags=re.S)   # RAs' comments
    letter = {"file": path.name, "title": text_of(first(TITLE_RE, raw))}

    for kind, block in CORRESP_RE.findall(raw):
        who = PERS_RE.search(block)
        where = PLACE_RE.search(block)
        when = DATE_RE.search(block)
        letter[f"{kind}_by" if kind == "sent" else "to"] = text_of(who.group(2)) if who else ""
        letter[f"{kind}_place"] = text_of(where.group(2)) if where else ""
        if kind == "sent":
            letter["date"] = when.group(1) if when else ""

    body = first(BODY_RE, raw)
    letter["words"] = len(text_of(body).split())
    letter["persons"] = [(ref or text_of(name), text_of(name)) for ref, name in PERS_RE.findall(body)]
    letter["places"] = [text_of(name) for _, name in PLACE_RE.findall(body)]
    letter["well_formed_guess"] = raw.count("<p") == raw.count("</p>")
    return letter


def decade(date):
    return date[:3] + "0s" if len(date) >= 4 else "undated"


def places_summary(letters, top=12):
    """Where the letters were written from, and how many places each one mentions."""
    sent_from = Counter(l.get("sent_place") or "?" for l in letters)
    mentioned = Counter(p for l in letters for p in l["places"])
    print("Written from:")
    for place, n in sent_from.most_common(top):
        print(f"  {place:<28} {n:>4}")
    print("Most mentioned places:")
    for place, n in mentioned.most_common(top):
        print(f"  {place:<28} {n:>4}")


def main():
    files = sorted(LETTER_DIR.glob("*.xml"))
    if not files:
        sys.exit(f"no TEI files in {LETTER_DIR}")
    letters = [parse_letter(p) for p in files]

    with open("letters.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["file", "date", "from", "from_place", "to", "words", "persons", "title"])
        for l in sorted(letters, key=lambda l: l.get("date") or "9999"):
            w.writerow([l["file"], l.get("date", ""), l.get("sent_by", ""), l.get("sent_place", ""),
                        l.get("to", ""), l["words"], len(l["persons"]), l["title"]])

    index = defaultdict(set)
    names = defaultdict(Counter)
    for l in letters:
        for ref, shown in l["persons"]:
            index[ref].add(l["file"])
            names[ref][shown] += 1
    with open("persons_index.csv", "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["ref", "usual_form", "variants", "letters"])
        for ref in sorted(index, key=lambda r: -len(index[r])):
            usual = names[ref].most_common(1)[0][0]
            w.writerow([ref, usual, len(names[ref]), len(index[ref])])

    per_decade = Counter(decade(l.get("date", "")) for l in letters)
    suspicious = [l["file"] for l in letters if not l["well_formed_guess"]]
    print(f"{len(letters)} letters, {len(index)} distinct persons")
    for d in sorted(per_decade):
        print(f"  {d:<9} {per_decade[d]:>4}")
    places_summary(letters)
    if suspicious:
        print(f"{len(suspicious)} files with unbalanced <p>: {', '.join(suspicious[:10])}")


if __name__ == "__main__":
    main()
