# multiplication table practice

def print_table(n):
    for i in range(1, 11):
        print(n, "x", i, "=", n * i)


def quiz(n):
    score = 0
    for i in range(1, 11):
        answer = input(str(n) + " x " + str(i) + " = ")
        if answer == str(n * i):
            score += 1
        else:
            print("no, it's", n * i)
    return score


number = int(input("Which table do you want to practice? "))
print_table(number)
print()
points = quiz(number)
print("You got", points, "out of 10")
if points == 10:
    print("Perfect!!")
