import random

secret = random.randint(1, 100)
guesses = 0
guessed = False

print("I'm thinking of a number between 1 and 100.")

while not guessed:
    guess = int(input("Your guess: "))
    guesses = guesses + 1
    if guess == secret:
        guessed = True
    elif guess < secret:
        print("Too low!")
    else:
        print("Too high!")

print("Well done! You got it in", guesses, "guesses.")
if guesses <= 7:
    print("That's a great score.")
