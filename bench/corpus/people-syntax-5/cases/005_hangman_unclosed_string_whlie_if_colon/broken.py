import random

words = ["python", "banana", "keyboard", "giraffe", "pizza"]
word = random.choice(words)
guessed = []
lives = 6

print("Let's play hangman!)

whlie lives > 0:
    display = ""
    for letter in word:
        if letter in guessed:
            display = display + letter + " "
        else:
            display = display + "_ "
    print(display)

    if "_" not in display:
        print("You got it! The word was " + word)
        break

    guess = input("Guess a letter: ").lower()
    if len(guess) != 1:
        print("One letter please")
        continue
    if guess in guessed
        print("You already tried that")
        continue

    guessed.append(guess)
    if guess not in word:
        lives = lives - 1
        print("Nope! Lives left: " + str(lives))

if lives == 0:
    print("Game over, the word was " + word)
