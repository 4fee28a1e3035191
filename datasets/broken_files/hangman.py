# Hangman for the terminal
import random

WORDS = ["python", "variable", "function", "keyboard", "monitor"]

def display(word guessed):
    return " ".join(c if c in guessed else "_" for c in word)

def play():
    word = random.choice(WORDS)
    guessed = set()
    lives = 6
    whlie lives > 0:
        print(display(word, guessed), "  lives:", lives)
        letter = input("guess a letter: ").lower()
        if len(letter) != 1 or not letter.isalpha():
            print("one letter please")
            continue
        if letter in guessed:
        print("already guessed")
        continue
        guessed.add(letter)
        if letter not in word:
            lives -= 1)
        if all(c in guessed for c in word):
            print("you win! the word was", word)
            return True
    print("you lose, the word was", word)
    return False

wins = 0
for game in range(3):
    if play():
        wins += 1
print("you won", wins, "of 3 games)
