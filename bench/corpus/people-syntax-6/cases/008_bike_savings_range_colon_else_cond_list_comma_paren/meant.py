# savings.py
# How many weeks until I can buy the bike?

bike_price = 240
saved = 35
weekly = [5, 10, 15, 20]

print("Bike costs", bike_price, "and I have", saved)

for pocket_money in weekly:
    weeks = 0
    money = saved
    while money < bike_price:
        money = money + pocket_money
        weeks = weeks + 1
    if weeks > 52:
        print("With", pocket_money, "a week it takes more than a year!")
    else:
        print("With", pocket_money, "a week it takes", weeks, "weeks")

print()
print("Saving plan for the next 10 weeks with 10 a week:")
money = saved
for i in range(10):
    money = money + 10
    if money >= bike_price:
        print("Week", i + 1, ": I can buy it!")
    else:
        print("Week", i + 1, ":", money, "saved, still need", bike_price - money)

chores = {"wash car": 5, "mow lawn": 8, "walk dog": 3}
extra = 0
for chore in chores:
    extra = extra + chores[chore]
print("Doing all chores adds", extra, "a week")
