const TAX_RATE = 0.2

items = [
    {"name": "notebook", "price": 3.5, "qty": 4},
    {"name": "pen", "price": 1.2, "qty": 10},
    {"name": "backpack", "price": 35.0, "qty": 1},
]

let total = 0
count = 0
for item in items:
    line = item["price"] * item["qty"]
    print(item["name"].ljust(10), "%.2f" % line)
    total += line
    count++

tax = total * TAX_RATE
print("items:", count)
print("subtotal: %.2f" % total)
print("tax: %.2f" % tax)
print("total: %.2f" % (total + tax))
