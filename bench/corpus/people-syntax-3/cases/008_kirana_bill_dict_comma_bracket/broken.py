# kirana store ka hisaab
# simple program - dukaan ka stock aur bill

stock = {
    "chawal": 60,
    "daal": 110,
    "cheeni": 45,
    "atta": 38
    "tel": 150,
    "namak": 20,
}

bill_items = []

def show_stock():
    print("---- Stock list (price per kg) ----")
    for item, price in stock.items():
        print(item, ":", price, "rupaye")

def add_to_bill(item, qty):
    if item not in stock:
        print("Ye item nahi hai bhai:", item)
        return
    amount = stock[item] * qty
    bill_items.append([item, qty, amount)
    print(item, "added, amount =", amount)

def total_bill():
    total = 0
    for row in bill_items:
        total = total + row[2]
    if total > 500:
        # 5 percent discount
        total = total - total * 0.05
    return total

show_stock()
while True:
    item = input("Item ka naam (ya 'done'): ").strip().lower()
    if item == "done":
        break
    qty = float(input("Kitne kg? "))
    add_to_bill(item, qty)

print("======== BILL ========")
for row in bill_items:
    print(row[0], row[1], "kg", "=", row[2])
print("Total (discount ke saath):", total_bill())
