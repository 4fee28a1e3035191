# Cinema ticket price calculator - assignment 2

def ticket_price(age, day):
    if age < 3:
        price = 0
    elif age < 12:
        price = 6
    else:
        price = 10
    elif age >= 65:
        price = 7
    if day == "tuesday":
        price = price / 2
    return price

day = input("What day is it? ").lower()
if day = "tuesday":
    print("Tuesday: half price for everyone!")

total = 0
people = int(input("How many people? "))
for n in range(people):
    age = int(input("Age of person " + str(n + 1) + ": ")
    total = total + ticket_price(age, day)

print("Total to pay:", total)
if total > 30:
    print("Tip: a family card would be cheaper next time")
