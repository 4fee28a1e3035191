"""Read a CSV of sales and print totals per region."""
import csv

def read_sales(path):
    rows = []
    with open(path, newline="") as handle:
        reader = csv.DictReader(handle)
        for row in reader:
            rows.append({"region": row["region"], "amount": float(row["amount"])})
    return rows

def totals(rows):
    result = {}
    for row in rows:
        region = row["region"]
        result[region] = result.get(region, 0) + row["amount"]
    return result

def best_region(result)
    best = None
    for region, total in result.items():
        if best is None or total > result[best]:
            best = region
    return best

def main(path):
    rows = read_sales(path)
    result = totals(rows)
    for region in sorted(result):
        print(f"{region:10} {result[region]:10.2f}")
    print("best:", best_region(result)

if __name__ == "__main__"
    main("sales.csv")
