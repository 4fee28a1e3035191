import json
import os

# !ls data/
files = [f for f in os.listdir("data") if f.endswith(".json")]

rows = []
for name in files:
    with open(os.path.join("data", name)) as fh:
        rows.extend(json.load(fh))

print(f"{len(rows)} rows loaded from {len(files)} files")

by_label = {}
for r in rows:
    by_label.setdefault(r["label"], []).append(r["value"])

for label, values in sorted(by_label.items()):
    print(label, len(values), sum(values) / len(values))
