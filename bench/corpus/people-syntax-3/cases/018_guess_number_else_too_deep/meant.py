# guess the number
# made by Leo (age 12)

import random

print("I am thinking of a number between 1 and 50")
secret = random.randint(1, 50)
tries = 0
max_tries = 7

while tries < max_tries:
    guess = int(input("Your guess: "))
    tries = tries + 1
    if guess == secret:
        print("YES!!! You got it in", tries, "tries")
        break
    else:
        if guess < secret:
            print("Too low")
        else:
            print("Too high")
        print("You have", max_tries - tries, "tries left")

if guess != secret:
    print("Game over! The number was", secret)
