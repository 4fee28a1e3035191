TAX = 0.2

class Item:
    def __init__(self, name, price, qty=1):
        self.name = name
        self.price = price
        self.qty = qty

    def total(self):
        return self.price * self.qty


class Cart:
    def __init__(self):
        self.items = []

    def add(self, item):
        for it in self.items:
            if it.name == item.name:
                it.qty += item.qty
                return
        self.items.append(item)

    def remove(self, name):
        self.items = [it for it in self.items if it.name != name]

    def subtotal(self):
        return sum(it.total() for it in self.items)

    def total(self, coupon=None):
        s = self.subtotal()
        if coupon == "HALF":
            s = s / 2
        elif coupon = "TEN":
            s = s * 0.9
        return round(s * (1 + TAX), 2)


cart = Cart()
cart.add(Item("pen", 1.5, 3))
cart.add(Item("book", 12.0)
cart.add(Item("pen", 1.5))
cart.remove("book")
print("subtotal", cart.subtotal())
print("total", cart.total("TEN"))
