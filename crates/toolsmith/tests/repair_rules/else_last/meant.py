def shipping_cost(weight_kg, country):
    if weight_kg <= 1:
        cost = 4.50
    elif weight_kg <= 5:
        cost = 7.90
    elif weight_kg <= 10:
        cost = 9.90
    else:
        cost = 12.00

    if country != "FR":
        cost = cost + 5
    return cost


print(shipping_cost(3, "BE"))
