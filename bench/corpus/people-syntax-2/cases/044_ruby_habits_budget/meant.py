"""Categorise bank statement lines (CSV from the bank) into budget buckets."""
import csv
import json
import sys

RULES = {
    "groceries": ["albert heijn", "jumbo", "lidl", "aldi"],
    "transport": ["ns.nl", "shell", "bp ", "ov-chipkaart"],
    "housing": ["rent", "eneco", "vattenfall", "waternet"],
    "fun": ["spotify", "netflix", "cinema", "steam"],
}


class Categoriser:
    def __init__(self, rules):
        self.rules = rules
        self.unmatched = 0

    def category(self, description):
        text = description.lower()
        for bucket, needles in self.rules.items():
            if any(n in text for n in needles):
                return bucket
        self.unmatched += 1
        return "other"

    def totals(self, rows):
        result = {}
        for row in rows:
            amount = float(row["amount"].replace(",", "."))
            if amount > 0:
                bucket = "income"
            elif row["description"].lower().startswith("transfer to savings"):
                bucket = "savings"
            else:
                bucket = self.category(row["description"])
            result[bucket] = round(result.get(bucket, 0.0) + amount, 2)
        return result


if __name__ == "__main__":
    if not len(sys.argv) > 1:
        sys.exit("usage: budget.py STATEMENT.csv [rules.json]")
    rules = RULES
    if len(sys.argv) > 2:
        with open(sys.argv[2]) as fh:
            rules = json.load(fh)
    cat = Categoriser(rules)
    with open(sys.argv[1], newline="", encoding="latin-1") as fh:
        totals = cat.totals(csv.DictReader(fh, delimiter=";"))
    for bucket, amount in sorted(totals.items(), key=lambda kv: kv[1]):
        print(f"{bucket:10} {amount:10.2f}")
    print(f"{cat.unmatched} transactions were not matched by any rule")
