VOWELS = "aeiou"


def is_vowel(letter):
    found = letter.lower() in \
        VOWELS
    return found
