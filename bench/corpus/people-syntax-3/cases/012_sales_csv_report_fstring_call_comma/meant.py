import csv

sales_by_region = {}
sales_by_month = {}
rows_read = 0

with open("sales.csv", newline="") as f:
    reader = csv.DictReader(f)
    for row in reader:
        rows_read += 1
        region = row["region"]
        month = row["date"][:7]
        amount = float(row["amount"])

        if region not in sales_by_region:
            sales_by_region[region] = 0
        sales_by_region[region] += amount

        sales_by_month[month] = sales_by_month.get(month, 0) + amount

print(f"Read {rows_read} rows")
print()
print("Sales by region")
for region, total in sorted(sales_by_region.items()):
    print(f"  {region:<10} {total:>10.2f}")

print()
print("Sales by month")
for month in sorted(sales_by_month):
    print(f"  {month}  {sales_by_month[month]:.2f}")

best_region = max(sales_by_region, key=sales_by_region.get)
print()
print(f"Best region: {best_region} ({sales_by_region[best_region]:.2f})")

with open("report.csv", "w", newline="") as out:
    writer = csv.writer(out)
    writer.writerow(["region", "total"])
    for region, total in sales_by_region.items():
        writer.writerow([region, round(total, 2)])
print("Wrote report.csv")
