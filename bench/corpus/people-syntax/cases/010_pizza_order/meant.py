print("Welcome to Mario's Pizza")
size = input("What size (small/medium/large)? ")
toppings = int(input("How many toppings? "))

if size == "small":
    price = 8
elif size == "medium":
    price = 10
elif size == "large":
    price = 12
else:
    print("Unknown size, giving you a medium")
    price = 10

price = price + toppings * 1.5
print("Your pizza costs $" + str(price))
