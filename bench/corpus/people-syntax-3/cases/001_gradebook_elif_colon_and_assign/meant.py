# CS101 homework 3 - grade book
# Name: Tyler M.

students = []

def get_letter(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    else:
        return "F"

def average(scores):
    total = 0
    for s in scores:
        total = total + s
    return total / len(scores)

print("Welcome to the grade book!")
n = int(input("How many students? "))

for i in range(n):
    name = input("Student name: ")
    scores = []
    for j in range(3):
        score = float(input("  Score for test " + str(j + 1) + ": "))
        scores.append(score)
    avg = average(scores)
    students.append([name, avg, get_letter(avg)])

print()
print("Name            Avg   Grade")
print("-" * 28)
for student in students:
    print(student[0].ljust(15), round(student[1], 1), " ", student[2])

best = students[0]
for student in students:
    if student[1] > best[1]:
        best = student
print()
print("Top student:", best[0])

count_a = 0
for student in students:
    if student[2] == "A":
        count_a = count_a + 1
print("Number of A's:", count_a)
