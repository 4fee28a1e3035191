# Shopping cart
prices = {
    "apple": 0.40,
    "bread": 1.20,
    "milk": 0.95,
    "cheese": 3.50,
    "eggs": 2.10,
}

cart = []

print("Items:", ", ".join(prices))
while True:
    item = input("Add an item (or 'done'): ").lower()
    if item == "done":
        break
    if item not in prices:
        print("Sorry, we don't sell", item)
        continue
    quantity = int(input("How many? "))
    cart.append((item, quantity))

total = 0
print("Your receipt:")
for item, quantity in cart:
    cost = prices[item] * quantity
    total = total + cost
    print(item, "x", quantity, "=", round(cost, 2))

if total > 10:
    print("You get a 10% discount!")
    total = total * 0.9

print("Total to pay:", round(total, 2))
