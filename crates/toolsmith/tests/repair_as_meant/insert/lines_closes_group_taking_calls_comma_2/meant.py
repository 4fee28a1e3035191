print("x")


class Cart:
    def total(self):
        s = self.sum()
        return round(s * (1 - self.rate), 2)


cart = Cart()
print(cart.total())
