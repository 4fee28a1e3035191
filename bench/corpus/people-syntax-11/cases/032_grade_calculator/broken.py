# Grade calculator - lab 3
# Reads three test marks and prints the average and the letter grade

def letter_grade(average)
    if average >= 90:
        return "A"
    eilf average >= 80:
        return "B"
    elif average >= 70:
        return "C"
    elif average >= 60:
        return "D"
    else:
        return "F"


name = input("Student name: ")
class = input("Class: ")
test1 = float(input("Mark for test 1: "))
test2 = float(input("Mark for test 2: ")
test3 = float(input("Mark for test 3: "))

average = (test1 + test2 + test3) / 3
grade = letter_grade(average)

print("Student:", name, "Class:", class)
print("Average:", round(average, 2))
print("Grade:", grade)

if grade == "F":
    print("You need to retake the course.")
