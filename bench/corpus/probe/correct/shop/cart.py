from pricing import bulk_discount, coupon_value, round_money, tax_for


class Cart:
    """
    >>> c = Cart()
    >>> c.add("pen", 1.5, 10)
    >>> c.add("book", 12.0)
    >>> c.subtotal()
    25.5
    >>> c.total()
    30.6
    """

    def __init__(self):
        self.lines = {}
        self.coupon = None

    def add(self, name, price, qty=1, category="standard"):
        if qty <= 0:
            raise ValueError("quantity must be positive")
        if name in self.lines:
            self.lines[name]["qty"] += qty
        else:
            self.lines[name] = {"price": price, "qty": qty, "category": category}

    def remove(self, name, qty=None):
        line = self.lines[name]
        if qty is None or qty >= line["qty"]:
            del self.lines[name]
        else:
            line["qty"] -= qty

    def apply_coupon(self, code):
        self.coupon = code

    def subtotal(self):
        total = 0.0
        for line in self.lines.values():
            gross = line["price"] * line["qty"]
            total += gross - bulk_discount(line["qty"], line["price"])
        return round_money(total)

    def tax(self):
        total = 0.0
        for line in self.lines.values():
            net = line["price"] * line["qty"] - bulk_discount(line["qty"], line["price"])
            total += tax_for(net, line["category"])
        return round_money(total)

    def total(self):
        sub = self.subtotal()
        discount = coupon_value(self.coupon, sub) if self.coupon else 0
        return round_money(sub - discount + self.tax())

    def item_count(self):
        return sum(line["qty"] for line in self.lines.values())


def receipt(cart):
    lines = []
    for name, line in sorted(cart.lines.items()):
        lines.append(f"{name:<12} x{line['qty']:<3} {line['price'] * line['qty']:>8.2f}")
    lines.append(f"{'TOTAL':<17} {cart.total():>8.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    cart = Cart()
    cart.add("apple", 0.4, 12, "reduced")
    cart.add("notebook", 3.2, 2)
    cart.apply_coupon("SAVE5")
    print(receipt(cart))
    print("items:", cart.item_count())
