import random

secret = random.randint(1, 100)
tries = 0
guessed = False

print("I'm thinking of a number between 1 and 100")

while not guessed:
    guess = int(input("Your guess: "))
    tries = tries + 1
    if guess = secret:
        print("You got it in", tries, "tries!")
        guessed = True
    elif guess < secret:
        print("Too low")
    esle:
        print("Too high")

if tries < 5:
    print("Wow, that was fast")
else:
    print("Better luck next time")
