import time

print("Rocket launch simulator")
x = int(input("Start countdown from: "))

while x > 0:
    print(x)
    time.sleep(1)
    x = x - 1

print("Liftoff!")

fuel = 100
height = 0
while fuel > 0:
    height = height + fuel * 2
    fuel = fuel - 15
    print("Height:", height, "m  Fuel left:", max(fuel, 0))

if height > 1000:
    print("We reached space!")
else:
    print("Not high enough, try again")
