products = [
    {"name": "mouse", "price": 19.99, "stock": 14},
    {"name": "keyboard", "price": 49.5, "stock": 3},
    {"name": "monitor", "price": 189.0, "stock": 0},
    {"name": "cable", "price": 4.25, "stock": 120},
]

by_price = sorted(products, key=lambda p: return p["price"])
in_stock = [p for p in products if p["stock"] > 0]
avg = sum(p["price"] for p in products) / len(products)

print(f"average price: {avg:.2f")
cheapest = by_price[0]
print("cheapest:" cheapest["name"])
for p in in_stock:
    print(f"{p['name']:<10} {p['price']:>8.2f} x{p['stock']}")
