# Count vowels and consonants in a word

VOWELS = "aeiou"

def count_vowels(text):
    count = 0
    for ch in text.lower():
        if ch in VOWELS:
            count += 1
    return count

def count_consonants(text):
    count = 0
    for ch in text.lower():
        if ch.isalpha() and ch not in VOWELS:
            count += 1
    return count

word = input("Enter a word: ")
v = count_vowels(word)
c = count_consonants(word)
print("Vowels:", v)
print("Consonants:", c)
if v > c:
    print("More vowels than consonants")
elif v == c:
    print("Same number of each")
else:
    print("More consonants")
