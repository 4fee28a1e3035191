# transform step for the "web leads" pipeline
# (kept in the Transform box of the import tool)
import re
from datetime import date

HOT_SCORE = 12
TARGET_COUNTRIES = {"DE", "AT", "CH", "NL", "BE"}
FREE_MAIL = ("gmail.com", "yahoo.com", "hotmail.com", "gmx.de")


def clean_phone(raw):
    # Leads from the web form have the phone number in a free text 
field, so keep only digits and a leading plus
    raw = (raw or "").strip()
    plus = raw.startswith("+")
    digits = re.sub(r"\D", "", raw)
    return ("+" if plus else "") + digits


def score(row):
    points = 0
    email = row.get("email", "").strip().lower(
    if email and not email.endswith(FREE_MAIL):
        points += 6
    elif email:
        points += 2
    if clean_phone(row.get("phone")):
        points += 4
    for key in ("company", "job_title")
        if row.get(key):
            points += 2
    return points


def transform(row, source, owner):
    today = date.today().isoformat()
    points = score(row)
    is_hot = points >= HOT_SCORE and row.get("country") in 
TARGET_COUNTRIES and not row.get("unsubscribed")
    note = f"Imported from {source} on {today}; owner {owner}; original 
id {row.get('id')}"
    return {
        "email": row.get("email", "").strip().lower(),
        "phone": clean_phone(row.get("phone")),
        "score": points,
        "hot": is_hot,
        "note": note,
    }


def run(rows, source="webform", owner="sales-team"):
    out = []
    for row in rows:
        if not row.get("email") and not row.get("phone"):
            continue
        out.append(transform(row, source, owner))
    out.sort(key=lambda r: r["score"], reverse=True)
    return out
