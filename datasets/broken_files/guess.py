import random

def main():
    secret = random.randint(1, 100)
    tries = 0
    print "Guess a number between 1 and 100"
    while True:
        guess = input("> ")
        if not guess.isdigit():
            print("numbers only please")
            continue
        guess = int(guess)
        tries += 1
        if guess < secret:
            print("higher")
        elif guess > secret
            print("lower")
        esle:
            print("got it in", tries, "tries")
            break

if __name__ = "__main__":
    main()
