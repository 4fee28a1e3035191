import random

WORDS = ["python", "giraffe", "keyboard", "mountain", "pizza", "banana", "rocket"]

def pick_word():
    return random.choice(WORDS)

def show(word, guessed):
    shown = ""
    for letter in word:
        if letter in guessed:
            shown += letter + " "
        else:
            shown += "_ "
    return shown

def play():
    word = pick_word()
    guessed = []
    lives = 6
    print("Let's play hangman!")
    while lives > 0:
        print(show(word, guessed))
        print("Lives left:", lives)
        guess = input("Guess a letter: ").lower()
        if len(guess) != 1:
            print("One letter please")
            continue
        if guess in guessed:
            print("You already guessed that")
            continue
        guessed.append(guess)
        if guess not in word:
            lives -= 1
            print("Nope!")
        done = True
        for letter in word:
            if letter not in guessed:
                done = False
        if done:
            print("You got it! The word was", word)
            return
    print("Out of lives. The word was", word)

again = "y"
while again == "y":
    play()
    again = input("Play again? (y/n) ")
print("Thanks for playing")
