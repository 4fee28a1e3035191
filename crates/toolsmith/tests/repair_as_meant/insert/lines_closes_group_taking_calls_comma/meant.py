def total(self, items):
    s = sum(p.price for p in items)
    return round(s * (1 - self.rate), 2)
