# Pizza order machine
# by Jayden, coding club project

MENU = {
    "margherita": 8.50,
    "pepperoni": 9.75,
    "hawaiian": 9.95,
    "veggie": 9.25,
    "bbq chicken": 11.50,
}
SIZES = {"s": 0.8, "m": 1.0, "l": 1.3}
TOPPING_PRICE = 1.20


def show_menu():
    print("----- MENU -----")
    for name, price in MENU.items():
        print(name.title().ljust(15), "$" + format(price, ".2f"))
    print("Sizes s/m/l, extra toppings $" + format(TOPPING_PRICE, ".2f") + " each")


def order_pizza():
    name = input("Which pizza? ").strip().lower()
    while name not in MENU:
        name = input("We don't have that. Which pizza? ").strip().lower()
    size = input("Size (s/m/l)? ").strip().lower()
    if size not in SIZES:
        print("I'll give you a medium then.")
        size = "m"
    extras = []
    while True:
        extra = input("Extra topping (or enter to finish): ").strip()
        if extra == "":
            break
        extras.append(extra)
    price = MENU[name] * SIZES[size] + TOPPING_PRICE * len(extras)
    return {"name": name, "size": size, "extras": extras, "price": round(price, 2)}


def print_bill(order, people):
    print()
    print("========== BILL ==========")
    subtotal = 0
    for pizza in order:
        line = pizza["size"].upper() + " " + pizza["name"].title()
        if pizza["extras"]:
            line = line + " + " + ", ".join(pizza["extras"])
        print(line.ljust(30), "$" + format(pizza["price"], ".2f"))
        subtotal = subtotal + pizza["price"]
    tip = subtotal * 0.15
    total = subtotal + tip
    print("Subtotal".ljust(30), "$" + format(subtotal, ".2f"))
    print("Tip 15%".ljust(30), "$" + format(tip, ".2f"))
    print("TOTAL".ljust(30), "$" + format(total, ".2f"))
    if people > 1:
        share = total / people
        print("Each person pays: $" + str(round(share, 2)))


print("Welcome to Tony's Pizza!")
show_menu()
order = []
more = "y"
while more == "y":
    order.append(order_pizza())
    more = input("Another pizza? (y/n) ").lower()
people = int(input("How many people are sharing? "))
print_bill(order, people)
