# Grade calculator - homework 2
# Asks for scores and prints the letter grade

def get_scores():
    scores = []
    count = int(input("How many scores? "))
    for i in range(count):
        s = float(input("Enter score " + str(i + 1) + ": "))
        scores.append(s)
    return scores


def average(scores):
    total = 0
    for s in scores:
        total = total + s
    return total / len(scores)


def letter(avg):
    if avg >= 90
        return "A"
    elif avg >= 80:
        return "B"
    elif avg >= 70
        return "C"
    elif avg >= 60:
        return "D"
    else:
        return "F"


scores = get_scores()
avg = average(scores)
print("Your average is", avg)
print("Your grade is", letter(avg))
