RATES = {"EUR": 1.0, "USD": 1.08, "GBP": 0.86, "JPY": 161.5}


def convert(amount, from, to):
    in_eur = amount / RATES[from]
    return round(in_eur * RATES[to], 2)


def fare(distance_km, fare_class):
    base = distance_km * 0.12
    if fare_class == "first":
        return base * 1.8
    return base


class = input("first or second class? ")
price_eur = fare(640, class)
for cur in ["USD", "GBP", "JPY"]:
    print(cur, convert(price_eur, "EUR", cur))
