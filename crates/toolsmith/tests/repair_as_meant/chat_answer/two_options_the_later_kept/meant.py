import sys

# Sure! Here are two ways to reverse the words of a sentence.

# **Option 1: a loop**

# ```python
# def reversed_words(sentence):
# words = []
# for word in sentence.split():
# words.insert(0, word)
# return " ".join(words)
# ```

# **Option 2: slicing**

# ```python
def reversed_words(sentence):
    return " ".join(sentence.split()[::-1])
# ```

# Both give the same result; the second is shorter.

for line in sys.stdin:
    print(reversed_words(line))
