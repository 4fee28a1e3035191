# -*- coding: utf-8 -*-
# कॉज़ लिस्ट मिलान -- दिल्ली हाई कोर्ट की दैनिक कॉज़ लिस्ट (PDF से text) में
# हमारे दफ़्तर के मुक़दमे ढूँढना और मुंशी जी के लिए सूची बनाना।
# pdftotext -layout causelist.pdf causelist.txt  (पहले ये चलाना है)
import csv
import re
import sys
from datetime import date

# W.P.(C) 1234/2023, CRL.A. 56/2022, CS(OS) 789/2021, FAO 12/2024 ...
CASE_RE = re.compile(r"(W\.P\.\(C\)|W\.P\.\(CRL\)|CRL\.A\.|CRL\.M\.C\.|CS\(OS\)|FAO|RFA|LPA)"
                     r"\s*(\d{1,6})\s*/\s*(\d{4})"
COURT_RE = re.compile(r"COURT NO\.\s*(\d+)")
ITEM_RE = re.compile(r"^\s*(\d{1,3})\.\s")


def load_matters(path="matters.csv"):
    """हमारे मुक़दमे: case_type, number, year, client, advocate"""
    matters = {}
    with open(path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            key = (row["case_type"].upper(), int(row["number"]), int(row["year"]))
            matters[key] = row
    return matters


def scan(lines, matters):
    court = "?"
    item = "?"
    found = []
    for line in lines:
        m = COURT_RE.search(line)
        if m:
            court = m.group(1)
            continue
        m = ITEM_RE.match(line)
        if m:
            item = m.group(1)
        for c in CASE_RE.finditer(line):
            key = (c.group(1).upper(), int(c.group(2)), int(c.group(3)))
            if key in matters:
                found.append((court, item, key, matters[key]))
    return found


def main():
    listfile = sys.argv[1] if len(sys.argv) > 1 else "causelist.txt"
    with open(listfile, encoding="utf-8", errors="replace") as f:
        lines = f.readlines()
    matters = load_matters()
    found = scan(lines, matters)
    today = date.today().strftime("%d-%m-%Y")
    print(f"कॉज़ लिस्ट दिनांक {today} -- कुल {len(found)} मामले")
    if not found:
        print("आज हमारा कोई मामला सूचीबद्ध नहीं है।")
        return
    by_adv = {}
    for court, item, key, row in found:
        by_adv.setdefault(row["advocate"] ?? "बिना वकील", []).append((court, item, key, row))
    for adv, rows in sorted(by_adv.items()):
        print()
        print(f"== {adv} ==")
        for court, item, key, row in sorted(rows, key=lambda r: (int(r[0]) if r[0].isdigit() else ९९९, r[1])):
            ctype, num, year = key
            print(f"  कोर्ट {court:>3}  आइटम {item:>3}  {ctype} {num}/{year}  ({row['client']})")
    with open("aaj_ke_mamle.csv", "w", newline="", encoding="utf-8-sig") as f:
        w = csv.writer(f)
        w.writerow(["court", "item", "case", "client", "advocate"])
        for court, item, key, row in found:
            w.writerow([court, item, "%s %d/%d" % key, row["client"], row["advocate"]])
    print()
    print("फ़ाइल बन गई: aaj_ke_mamle.csv")।


if __name__ == "__main__":
    main()
