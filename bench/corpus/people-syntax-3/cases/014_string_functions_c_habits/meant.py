# Assignment 2 - string functions without using built-ins
# Mei Lin, CS 1 section 3

def count_vowels(word):
    vowels = "aeiouAEIOU"
    count = 0
    i = 0
    while i < len(word):
        if word[i] in vowels:
            count += 1
        i += 1
    return count

def reverse(word):
    result = ""
    i = len(word) - 1
    while i >= 0:
        result = result + word[i]
        i -= 1
    return result

def find_char(word, ch):
    # return index of ch or -1
    i = 0
    found = False
    while i < len(word) and not found:
        if word[i] == ch:
            found = True
        else:
            i += 1
    if not found:
        return -1
    return i

def to_upper(word):
    result = ""
    for c in word:
        if 'a' <= c <= 'z':
            result += chr(ord(c) - 32)
        else:
            result += c
    return result

text = input("Enter a word: ")
print("Vowels:", count_vowels(text))
print("Reversed:", reverse(text))
print("Upper:", to_upper(text))
ch = input("Character to find: ")
print("Index:", find_char(text, ch))
