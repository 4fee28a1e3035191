# Grade book program
# CS101 homework 4

def read_grades(filename):
    grades = {}
    try:
        f = open(filename)
    except IOError, err:
        print "could not open", filename
        return grades
    for line in f:
        name, score = line.split(",")
        grades[name] = int(score)
    f.close()
    return grades

def letter(score):
    if score >= 90:
        return 'A'
    elseif score >= 80:
        return 'B'
    elif score >= 70:
        return 'C'
    else:
        return 'F'

def report(grades):
    for name in sorted(grades):
        print(name, grades[name], letter(grades[name]))
    avg = sum(grades.values()) / len(grades)
    print("class average: %.1f" % avg)

grades = read_grades("grades.csv")
if len(grades) > 0
    report(grades)
