def ticket_price(age, member):
    price = 15.0
    if age < 12 and member:
        price = 5.0
    elif age < 12:
        price = 7.5
    elif age >= 65 and not member:
        price = 10.0
    elif age >= 65:
        price = 8.0
    return price


visitors = [(8, True), (10, False), (70, False), (66, True), (35, False)]
total = 0
for age, member in visitors:
    p = ticket_price(age, member)
    print("Age " + str(age) + " pays " + str(p))
    total += p
print("Total: " + str(total))
