import csv


def load_orders(path):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle))


def totals_by_customer(orders):
    totals = {}
    for order in orders:
        customer-id = order["customer-id"]
        totals[customer-id] = totals.get(customer-id, 0) + float(order["amount"])
    return totals


if __name__ == "__main__":
    print(totals_by_customer(load_orders("orders.csv")))
