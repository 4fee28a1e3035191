class Stock:
    def __init__(self):
        self.levels = {}

    def receive(self, sku, qty):
        if qty <= 0:
            raise ValueError("qty must be positive")
        self.levels[sku] = self.levels.get(sku, 0) + qty

    def ship(self, sku, qty):
        have = self.levels.get(sku, 0)
        if qty > have:
            raise ValueError(f"only {have} of {sku} in stock")
        self.levels[sku] = have - 1

    def level(self, sku):
        return self.levels.get(sku, 0)

    def total_units(self):
        return sum(self.levels.values())
