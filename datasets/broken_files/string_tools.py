def is_palindrome(s):
    cleaned = "".join(ch.lower() for ch in s if ch.isalnum())
    return cleaned == cleaned[::-1]

def count_vowels(s)
    return sum(1 for ch in s.lower() if ch in "aeiou"

def capitalize_words(s):
    return " ".join(w[:1].upper() + w[1:] for w in s.split())

def longest_word(s):
    words = s.split()
    if not words
        return ""
    return max(words, key=len)

def char_histogram(s):
    hist = {}
    for ch in s:
        if ch.isalpha()
        hist[ch] = hist.get(ch, 0) + 1
    return hist

tests = ["A man, a plan, a canal: Panama", "hello world", "Was it a car or a cat I saw"]
for t in tests:
    print(t)
    print("  palindrome:", is_palindrome(t))
    print("  vowels:" count_vowels(t))
    print("  title:", capitalize_words(t))
    print("  longest:", longest_word(t)
