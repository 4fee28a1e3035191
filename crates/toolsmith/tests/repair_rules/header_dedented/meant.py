class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, name, count=1):
        self.items[name] = self.items.get(name, 0) + count

    def remove(self, name, count=1):
        left = self.items.get(name, 0) - count
        if left < 0:
            raise ValueError(f"only {self.items.get(name, 0)} {name} left")
        self.items[name] = left

    def total(self):
        return sum(self.items.values())


stock = Inventory()
stock.add("bolt", 10)
stock.remove("bolt", 3)
print(stock.total())
