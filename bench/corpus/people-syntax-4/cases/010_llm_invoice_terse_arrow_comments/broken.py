Fixed version:

import json
import sys

TAX_RATE = 0.2  <-- change to your rate
FREE_SHIPPING_OVER = 150
SHIPPING = 9.5


def line_total(item):
    return item["qty"] * item["unit_price"]


def invoice_total(items, discount=0.0):
    subtotal = sum(line_total(i) for i in items)
    shipping = 0 if subtotal >= FREE_SHIPPING_OVER else SHIPPING
    taxed = (subtotal - discount) * (1 + TAX_RATE)
    total = taxed +  # <-- shipping was missing
        shipping
    return round(total, 2)


def print_invoice(items, discount):
    for i in items:
        print(f"{i['name']:<24}{i['qty']:>4} x {i['unit_price']:>8.2f} = {line_total(i):>9.2f}")
    if discount:
        print(f"{'discount':<40}{-discount:>9.2f}")
    print(f"{'TOTAL (incl. tax, shipping)':<40}{invoice_total(items, discount):>9.2f}")


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        order = json.load(f)
    print_invoice(order["items"], order.get("discount", 0.0))
