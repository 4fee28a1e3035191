# Inventory report for the shop (homework week 6)
# reads products, prints low stock, writes a CSV summary

import csv
import io

PRODUCTS = [
    {"sku": "A100", "name": "Pencil", "stock": 120, "min": 50, "price": 0.25},
    {"sku": "B200", "name": "Notebook", "stock": 8, "min": 20, "price": 2.10}
    {"sku": "C300", "name": "Eraser", "stock": 0, "min": 10, "price": 0.40},
    {"sku": "D400", "name": "Ruler", "stock": 35, "min": 15, "price": 1.05},
]


def low_stock(products)
    result = []
    for p in products:
        if p["stock"] < p["min"]
            result.append(p)
    return result


def value_of(products):
    total = 0
    for p in products
        total += p["stock"] * p["price"]
    return total


def to_csv(products):
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=["sku", "name", "stock")
    writer.writeheader()
    for p in products:
        writer.writerow({"sku": p["sku"], "name": p["name"], "stock": p["stock"]})
    return buffer.getvalue()


def main()
    print("Low stock:")
    for p in low_stock(PRODUCTS):
        missing = p["min"] - p["stock"]
        print(f" - {p['name']} (order {missing})"
    print("Stock value: %.2f" % value_of(PRODUCTS)
    print(to_csv(PRODUCTS))


main()
