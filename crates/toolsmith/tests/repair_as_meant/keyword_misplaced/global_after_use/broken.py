import random

score = 0
best = 0
target = random.randint(1, 10)


def guess(n):
    if n == target and score < 10:
        print("right!")
        global score, best
        score += 1
        best = max(best, score)
        return True
    print("try again")
    return False


guess(int(input("number? ")))
