students = {
    "anna": {"age": 19, "grades": [14, 16, 12]},
    "ben": {"age": 20, "grades": [9, 11, 13]},
    "chloe": {"age": 19, "grades": [17, 18, 15]},
    "dev": {"age": 21, "grades": [10, 8, 12]},
}

def average(nums):
    return sum(nums) / len(nums)

best_name = ""
best_avg = 0
for name in students:
    avg = average(students[name]["grades"])
    print(name.title(), "average:", round(avg, 2))
    if avg > best_avg:
        best_avg = avg
        best_name = name

print()
print("Best student:", best_name.title(), "with", round(best_avg, 2))

# who is under 10 in any subject
for name, info in students.items():
    low = [g for g in info["grades"] if g < 10]
    if len(low) > 0:
        print(name.title(), "has a grade under 10:", low)
