# Read the marks file and print the average for each student
# Each line looks like:  Anna,78,85,91

total_students = 0
best_name = ""
best_average = 0

try
    with open("marks.txt) as f:
        for line in f:
            line = line.strip()
            if line == "":
                continue
            parts = line.split(",")
            name = parts[0]
            marks = [int(m) for m in parts[1:]
            average = sum(marks) / len(marks)
            print(name, "average:", round(average, 1))
            total_students = total_students + 1
            if average > best_average:
                best_average = average
                best_name = name
excpet FileNotFoundError:
    print("Could not find marks.txt")

print("Students:", total_students)
print("Best:", best_name, round(best_average, 1))
