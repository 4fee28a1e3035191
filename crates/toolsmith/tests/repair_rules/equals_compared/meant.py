orders = [
    {"status": "paid", "country": "NL", "total": 42.0},
    {"status": "open", "country": "BE", "total": 13.5},
]

paid_here = 0.0
for order in orders:
    if order["status"] == "paid" and order["country"] == "NL":
        paid_here += order["total"]
print(paid_here)
