# Term 2 grades for 10C - reads the marks export and writes one line per student
import csv
from statistics import mean

WEIGHTS = {"homework": 0.2, "quizzes": 0.3, "exam": 0.5}
BOUNDARIES = [(85, "A"), (70, "B"), (55, "C"), (40, "D"), (0, "E")]


def letter(score):
    for limit, grade in BOUNDARIES:
        if score >= limit:
            return grade
    return "E"


def weighted(row):
    total = 0
    for part, weight in WEIGHTS.items():
        total += float(row[part] or 0) * weight
    return round(total, 1)


students = []
with open("marks_10C.csv", newline="") as f:
    for row in csv.DictReader(f):
        score = weighted(row)
        students.append((row["name"], score, letter(score)))

students.sort(key=lambda s: s[1], reverse=True)
scores = [s[1] for s in students]

with open("report_10C.txt", "w") as out:
    out.write("Term 2 report, class 10C\n")
    out.write("Class average: " + str(round(mean(scores), 1)) + "\n\n")
    for name, score, grade in students:
        out.write(f"{name:<20} {score:>5} {grade}\n")
        if score >= 85:
            out.write("    Excellent work this term!\n")
        elif score < 40:
            out.write("    Let's meet to talk about next term.\n")

needs_help = [name for name, score, grade in students if grade in ("D", "E")]
print(len(students), "students,", len(needs_help), "need support")
for name in needs_help:
    print(" -", name)
