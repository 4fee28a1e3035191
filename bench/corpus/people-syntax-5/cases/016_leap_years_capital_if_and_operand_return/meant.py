# Exercise 7: leap years
# a year is a leap year if divisible by 4,
# except years divisible by 100, unless also divisible by 400

def is_leap(year):
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    if year % 4 == 0:
        return True
    return False


start = int(input("From year: "))
stop = int(input("To year: "))

if start > stop:
    start, stop = stop, start

leap_years = []
for y in range(start, stop + 1):
    if is_leap(y):
        leap_years.append(y)

print("Leap years:", leap_years)
print("How many:", len(leap_years))

check = int(input("Check one year: "))
if check >= 1582 and check <= 9999:
    print(check, "is a leap year" if is_leap(check) else "is not a leap year")
else:
    print("Please choose a year between 1582 and 9999")
