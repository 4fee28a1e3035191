# print a conversion table, week 2
# (copied from the board, some lines were hard to read)

def c_to_f(c):
    return c * 9 / 5 + 32

print("Celsius  Fahrenheit")
for c in range(-10, 41, 5):
    f = c_to_f(c)
    if f < 32:
        note = "freezing"
    elif f > 86:
        note = "hot"
    else:
        note = ""
    print(f"{c:7d}  {f:10.1f}  {note}")

hottest = max(range(-10, 41, 5), key=c_to_f))
print("hottest:", hottest)
def average(temps):
    total = 0
    for t in temps:
        total = total + t
    return total / len(temps)
print("average of week:", average([21, 23, 19, 25, 28, 30, 27])
