"""Homework 3: read student scores and print a report.
CS 101, fall semester
"""

import statistics

scores = {
    "alice": [88, 92, 79],
    "bob": [65, 70, 58],
    "carol": [95, 98, 100]
    "dave": [72, 68, 80],
}

def average(values):
    if len(values) == 0
        return 0
    return sum(values) / len(values)

def letter(avg):
    if avg >= 90:
        return "A"
    else if avg >= 80:
        return "B"
    elif avg >= 70:
        return "C"
    else:
        return "F"

def report(scores):
    print("Name      Avg   Letter")
    for name, values in scores.items():
        avg = average(values)
        print(f"{name:<9} {avg:5.1f} {letter(avg)}")
    all_scores = [s for values in scores.values() for s in values]
    print("class median:", statistics.median(all_scores)

def best_student(scores):
    best = None
    best_avg = -1
    for name, values in scores.items():
      avg = average(values)
        if avg > best_avg:
            best = name
            best_avg = avg
    return best

report(scores)
print("best:", best_student(scores))
