def count_vowels(word):
    count = 0
    for letter in word:
        if letter in "aeiouAEIOU":
            count = count + 1
    return count


sentence = input("Type a sentence: ")
words = sentence.split()
for w in words:
    print(w, "has", count_vowels(w), "vowels")
print("Total:", count_vowels(sentence))
