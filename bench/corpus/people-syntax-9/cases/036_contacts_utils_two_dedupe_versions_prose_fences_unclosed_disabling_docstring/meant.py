"""Small helpers for the contacts sync job."""
import re
import unicodedata


def normalise_phone(raw, default_country="+44"):
    digits = re.sub(r"[^\d+]", "", raw or "")
    if not digits:
        return None
    if digits.startswith("00"):
        digits = "+" + digits[2:]
    elif digits.startswith("0"):
        digits = default_country + digits[1:]
    return digits


def strip_accents(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


# Here are two ways to remove duplicates from a list of dicts by a key, keeping the first occurrence:

# **Option 1 – track seen keys in a set**
"""
def dedupe(records, key):
    seen = set()
    out = []
    for rec in records:
        k = rec.get(key)
        if k in seen:
            continue
        seen.add(k)
        out.append(rec)
    return out
"""

# **Option 2 – a dict keeps insertion order (Python 3.7+)**
def dedupe(records, key):
    first = {}
    for rec in records:
        first.setdefault(rec.get(key), rec)
    return list(first.values())

# Both versions keep the first record for each key. Option 2 is shorter; Option 1 makes it
# easy to add extra logic (e.g. merging fields) inside the loop.


def merge_contacts(*sources):
    merged = []
    for source in sources:
        merged.extend(source)
    for rec in merged:
        rec["phone"] = normalise_phone(rec.get("phone"))
        rec["name_key"] = strip_accents(rec.get("name", "")).casefold()
    return dedupe(merged, "phone")
