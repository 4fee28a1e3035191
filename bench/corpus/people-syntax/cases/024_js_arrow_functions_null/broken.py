def first_or_none(items):
    if len(items) == 0:
        return null
    return items[0]


prices = [12.5, 3.0, 99.99, 45.0, 7.25]
with_vat = list(map(p => round(p * 1.21, 2), prices))
cheap = list(filter(p => p < 20, with_vat))
print(with_vat)
print(cheap)
print(first_or_none(cheap))
