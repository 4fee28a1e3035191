import random

WORDS = ["python", "variable", "function", "loop", "string"]

def hide_vowels(word):
    return "".join("_" if ch in "aeiou" else ch for ch in word)

def play_round():
    word = random.choice(WORDS)
    print("Word:", hide_vowels(word))
    answer = input("Your guess: ").strip().lower()
    if answer == word:
        print("Correct!")
        return 1
    print("No, it was", word)
    return 0

score = 0
for i in range(3):
    score += play_round(
print("You scored", score, "out of 3")
if score == 3:
    print("Perfect!"
