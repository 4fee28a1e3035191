# Lab 3 - grade average
# Name: Tyler M.   Period 4

grades = []
count = int(input("How many grades? "))

for i in range(count):
    g = float(input("Enter grade " + str(i + 1) + ": "))
    grades.append(g)

total = 0
for g in grades:
    total = total + g

average = total / len(grades)
print("Your average is", round(average, 1))

if average >= 90:
    letter = "A"
elif average >= 80:
    letter = "B"
elif average >= 70:
    letter = "C"
elif average >= 60:
    letter = "D"
else:
    letter = "F"

print("Letter grade:", letter)

# extra credit: count perfect scores
perfect = 0
for g in grades:
    if g == 100:
        perfect = perfect + 1
print("Perfect scores:", perfect)
