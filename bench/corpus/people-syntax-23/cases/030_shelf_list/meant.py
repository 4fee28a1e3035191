# -*- coding: utf-8 -*-
# shelf_list.py -- दराजमा पुस्तक मिलाउने सूची (shelf reading) डिउई कल नम्बर अनुसार
# केन्द्रीय पुस्तकालय, त्रिभुवन विश्वविद्यालय, कीर्तिपुर
# कल नम्बर: "823.914 R958g", "294.5 B575", "954.96 S55n 2015", "R 030 E56" (सन्दर्भ)
# बारकोड CSV (barcode, call_no, title) -- पुरानो Python 2 स्क्रिप्टबाट सारिएको
import csv
import re
import sys

CALL_RE = re.compile(r"^(?:(R|REF|N)\s+)?(\d{3})(?:\.(\d+))?\s*([A-Z]+)?(\d+)?([a-z]*)\s*(\d{4})?$")
PREFIX_ORDER = {"": 0, "N": 1, "R": 2, "REF": 2}
BARCODE_MIN = 31000000000000
BARCODE_MAX = 31999999999999


def parse(call_no):
    """Dewey + Cutter लाई क्रमबद्ध गर्न मिल्ने tuple मा बदल्ने।"""
    m = CALL_RE.match(call_no.strip())
    if not m:
        return None
    prefix, cls, dec, cut_letters, cut_num, work, year = m.groups()
    return (
        PREFIX_ORDER.get(prefix or "", 9),
        int(cls),
        "0." + (dec or "0"),
        cut_letters or "",
        "0." + (cut_num or "0"),
        work or "",
        int(year or 0),
    )


def sort_key(row):
    p = parse(row["call_no"])
    if p is None:
        return (99,)
    prefix, cls, dec, letters, num, work, year = p
    # दशमलव भागहरू संख्याको रूपमा तुलना (823.9 < 823.914)
    return (prefix, cls, float(dec), letters, float(num), work, year)


def check_barcode(code):
    try:
        n = int(code)
    except ValueError:
        return False
    return BARCODE_MIN <= n <= BARCODE_MAX


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "shelf_scan.csv"
    with open(path, encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    bad = [r for r in rows if parse(r["call_no"]) is None]
    wrong_code = [r for r in rows if not check_barcode(r["barcode"])]
    expected = sorted(rows, key=sort_key)
    print(u"जम्मा पुस्तक: %d" % len(rows))
    misplaced = 0
    for i, (actual, should) in enumerate(zip(rows, expected), start=1):
        if actual["barcode"] != should["barcode"]:
            misplaced += 1
            print(u"%4d  दराजमा: %-22s  हुनुपर्ने: %-22s" % (i, actual["call_no"], should["call_no"]))
    print(u"गलत ठाउँमा: %d" % misplaced)
    for r in bad:
        print(u"कल नम्बर बुझिएन:", r["barcode"], r["call_no"])
    for r in wrong_code:
        print(u"बारकोड गलत:", r["barcode"])
    per_class = {}
    for r in rows:
        p = parse(r["call_no"])
        if p:
            per_class[p[1] // 100 * 100] = per_class.get(p[1] // 100 * 100, 0) + 1
    print(u"मुख्य वर्ग अनुसार:")
    for cls, n in sorted(per_class.items(), key=lambda kv: -kv[1]):
        print(u"  %03d  %d" % (cls, n))


if __name__ == "__main__":
    main()
