def longest_word(String text):
    words = text.split()
    String longest = ""
    for w in words:
        if len(w) > len(longest):
            longest = w
    return longest


def count_words(text):
    int count = 0
    for w in text.split():
        count += 1
    return count


line = input("Enter a line of text: ")
print("Words:", count_words(line))
print("Longest:", longest_word(line))
