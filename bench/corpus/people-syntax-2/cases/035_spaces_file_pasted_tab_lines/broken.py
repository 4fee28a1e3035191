"""Convert the exported contacts CSV into the JSON the phone app imports."""
import csv
import json
import sys


def normalise_phone(raw):
    digits = "".join(ch for ch in raw if ch.isdigit() or ch == "+")
    if digits.startswith("00"):
        digits = "+" + digits[2:]
    elif digits.startswith("0"):
	digits = "+31" + digits[1:]
    return digits


def convert(rows):
    contacts = []
    for row in rows:
        name = (row.get("First Name", "") + " " + row.get("Last Name", "")).strip()
        if not name:
	    name = row.get("Company", "").strip()
        phones = [normalise_phone(row[k]) for k in ("Mobile", "Phone", "Work Phone") if row.get(k)]
        if not phones:
            continue
        contacts.append({
            "name": name,
            "phones": sorted(set(phones)),
            "email": row.get("E-mail Address", "").lower() or None,
        })
    return contacts


def main(src, dst):
    with open(src, newline="", encoding="utf-8-sig") as fh:
        contacts = convert(csv.DictReader(fh))
    with open(dst, "w", encoding="utf-8") as fh:
        json.dump({"version": 2, "contacts": contacts}, fh, ensure_ascii=False, indent=2)
    print(f"{len(contacts)} contacts written to {dst}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "contacts.json")
