# Class report program
# Priya - Intro to Programming, week 6

def read_marks():
    """Ask the user for marks until they type -1.
    Returns a list of the marks."""
    marks = []
    while True:
        m = int(input("Mark (-1 to stop): "))
        if m == -1:
            break
        if m < 0 or m > 100:
            print("Marks must be between 0 and 100")
            continue
        marks.append(m)
    return marks

# works out the mean
def mean(values):
    return sum(values) / len(values)

# highest minus lowest
def spread(values):
    return max(values) - min(values)

def count_passes(values, pass_mark=50):
    passes = 0
    for v in values:
        if v >= pass_mark:
            passes += 1
    return passes

class_ = input("Which class is this? ")
marks = read_marks()
if len(marks) == 0:
    print("No marks entered")
else:
    print()
    print("Report for class", class_)
    print("Number of students:", len(marks))
    print("Mean mark:", round(mean(marks), 1))
    print("Highest:", max(marks), " Lowest:", min(marks), " Spread:", spread(marks))
    print("Passed:", count_passes(marks), "of", len(marks))
    if count_passes(marks) == len(marks):
        print("Everyone passed!")
