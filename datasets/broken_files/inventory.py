"""Small shop inventory, week 6 lab."""

stock = {
    "apple": 40,
    "banana": 25
    "cherry": 100,
}
prices = {"apple": 0.5, "banana": 0.25, "cherry": 0.1}


def restock(item, qty):
    if qty <= 0:
        raise ValueError("quantity must be positive)
    stock[item] = stock.get(item, 0) + qty


def sell(item, qty):
    if stock.get(item, 0) < qty
        print("not enough", item)
        return 0
    stock[item] -= qty
    return qty * prices[item]


def report():
    total = 0
    for item, qty in sorted(stock.items()):
        value = qty * prices.get(item, 0
        total += value
        print(f"{item:10} {qty:5} {value:8.2f}")
    print("total value:", round(total, 2))


restock("apple", 10)
earned = sell("banana", 5) + sell("cherry", 30)
print("earned", earned)
report(
