import csv

NORMALIZE = {
    "yes": True,
    "y": True,
    "no": False,
    "n": False,
    "n/a": None,
    "": None,
}


def clean_row(row):
    out = {}
    out["id"] = int(row["id"])
    out["age"] = int(row["age"]) if row["age"].strip().isdigit() else None
    out["country"] = row["country"].strip().title()
    out["smoker"] = NORMALIZE.get(row["smoker"].strip().lower())
    return out


with open("survey.csv", newline="") as f:
    rows = [clean_row(r) for r in csv.DictReader(f)]

ages = [r["age"] for r in rows if r["age"] is not None]
print("rows:", len(rows))
print("mean age:", sum(ages) / len(ages))
smokers = sum(1 for r in rows if r["smoker"])
print("smokers:", smokers)
