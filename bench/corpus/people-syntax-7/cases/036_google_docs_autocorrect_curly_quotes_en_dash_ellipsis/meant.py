# Homework 4 – Shop receipt
# (I wrote this in Google Docs on the school Chromebook)
# the “discount” is 10% when you spend more than 10 pounds


class OutOfStock(Exception):
    ...


STOCK = {"apple": 12, "bread": 3, "milk": 0, "eggs": 24, "cheese": 5}
PRICES = {"apple": 0.40, "bread": 1.85, "milk": 1.10, "eggs": 0.25, "cheese": 3.60}
DISCOUNT_OVER = 10.00
DISCOUNT_RATE = 0.10


def buy(item, qty):
    if item not in PRICES:
        raise KeyError(item)
    if STOCK[item] < qty:
        raise OutOfStock(f"only {STOCK[item]} {item} left")
    STOCK[item] = STOCK[item] - qty
    return PRICES[item] * qty


def receipt(basket):
    total = 0
    lines = []
    for item, qty in basket:
        try:
            cost = buy(item, qty)
        except OutOfStock as e:
            lines.append(f"{item:<10} SKIPPED ({e})")
            continue
        total = total + cost
        lines.append(f"{item:<10} x{qty:<3} {cost:6.2f}")
    if total > DISCOUNT_OVER:
        discount = total * DISCOUNT_RATE
        lines.append(f"{'discount':<10}      {-discount:6.2f}")
        total = total - discount
    lines.append(f"{'TOTAL':<10}      {total:6.2f}")
    return "\n".join(lines)


basket = [("apple", 6), ("bread", 2), ("milk", 1), ("cheese", 2), ("eggs", 12)]
print(receipt(basket))
print("Left in stock:", STOCK)
