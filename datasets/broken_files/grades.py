# Student grades report - homework 2
import statistics

def average(grades):
    """Return the mean of a list of grades."""
    if len(grades) == 0:
        return 0
    return sum(grades) / len(grades

def letter(score):
    if score >= 90:
        return "A"
    elif score >= 80
        return "B"
    elseif score >= 70:
        return "C"
    esle:
        return "F"

def report(students):
    for name, grades in students.items():
        avg = average(grades)
        print(name, avg, letter(avg))
    print("class median:", statistics.median([average(g) for g in students.values()]))

report({"ana": [90, 85], "bob": [70, 65]})
