# স্ট্রিং প্রক্রিয়াকরণ ফাংশন - প্রোগ্রামিং ল্যাব ৫
import re
from collections import Counter

স্বরবর্ণ = set("aeiouAEIOU")


def is_palindrome(text)
    """Check whether text reads the same backwards (ignoring case and spaces)."""
    cleaned = [c.lower() for c in text if c.isalnum()]
    return cleaned == cleaned[::-1]


def are_anagrams(a, b):
    # দুটি শব্দের অক্ষর একই কিনা
    normalize = lambda s: sorted(s.replace(" ", "").lower()
    return normalize(a) == normalize(b)


def count_vowels(text):
    return sum(1 for c in text if c in স্বরবর্ণ


def word_frequencies(text, top=5):
    words = re.findall(r"[a-zA-Z']+", text.lower())
    return Counter(words).most_common(top)


def capitalize_words(text):
    return " ".join(w[:1].upper() + w[1:] for w in text.split())


def compress(text):
    # "aaabcc" -> "a3b1c2"
    if not text:
    return ""
    result = []
    current, count = text[0], 1
    for c in text[1:]:
        if c == current
            count += 1
        else:
            result.append(f"{current}{count}")
            current, count = c, 1
    result.append(f"{current}{count}")
    return "".join(result)


def longest_common_prefix(words):
    if not words:
        return ""
    prefix = words[0]
    for w in words[1:]:
        while not w.startswith(prefix)
            prefix = prefix[:-1]
            if not prefix:
                return ""
    return prefix


def caesar_words(text, shift=3):
    return re.sub(
        r"[a-z]",
        lambda m: chr((ord(m.group()) - 97 + shift) % 26 + 97)
        text,
    )


if __name__ == "__main__":
    samples = ["A man, a plan, a canal: Panama", "listen", "silent", "hello world"
    for s in samples:
        print(f"{s!r}: palindrome={is_palindrome(s)}, vowels={count_vowels(s)}")
    print(are_anagrams("listen", "silent"), are_anagrams("abc", "abd"))
    print(word_frequencies("the cat and the hat and the bat"))
    print(capitalize_words("hello from dhaka"), compress("aaabccddd"))
    print(longest_common_prefix(["flower", "flow", "flight"]), caesar_words("abc xyz"))
