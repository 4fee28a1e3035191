"""Totals of a shop's orders, per customer."""


def totals(orders):
    by_customer = {}
    for order in orders:
        name = order["customer"]
		if name not in by_customer:
			by_customer[name] = 0
		for item in order["items"]:
			by_customer[name] += item["price"] * item["qty"]
        if order.get("refunded"):
            by_customer[name] = 0
    return by_customer


print(totals([{"customer": "ana", "items": [{"price": 2, "qty": 3}]}]))
