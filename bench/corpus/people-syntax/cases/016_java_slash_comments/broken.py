/* Student record manager
   Lab 4 - keeps a list of students and their marks */

class Student:
    def __init__(self, name, marks):
        self.name = name
        self.marks = marks

    // average of all marks
    def average(self):
        if len(self.marks) == 0:
            return 0
        return sum(self.marks) / len(self.marks)

    def best(self):
        return max(self.marks)


students = []
students.append(Student("Ana", [78, 91, 85]))
students.append(Student("Ben", [55, 62, 70]))
students.append(Student("Chloe", [99, 94, 97]))

// find the top student
top = students[0]
for s in students:
    if s.average() > top.average():
        top = s

print("Top student: " + top.name)
for s in students:
    print(s.name, round(s.average(), 2), s.best())
