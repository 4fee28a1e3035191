"""String helpers collected from various scripts."""
import re
import string


def reverse(s):
    """
    >>> reverse("hello")
    'olleh'
    """
    return s[::-1]


def is_palindrome(s):
    """Ignores case and non-alphanumerics.

    >>> is_palindrome("A man, a plan, a canal: Panama")
    True
    >>> is_palindrome("abc")
    False
    """
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]


def count_vowels(s):
    """
    >>> count_vowels("Programming")
    3
    """
    return sum(1 for c in s.lower() if c in "aeiou")


def capitalize_words(s):
    """
    >>> capitalize_words("hello big world")
    'Hello Big World'
    """
    return " ".join(w[:1].upper() + w[1:] for w in s.split(" "))


def caesar(s, shift):
    """
    >>> caesar("abc xyz", 3)
    'def abc'
    >>> caesar(caesar("Hello", 5), -5)
    'Hello'
    """
    out = []
    for c in s:
        if c in string.ascii_lowercase:
            out.append(chr((ord(c) - 97 + shift) % 26 + 97))
        elif c in string.ascii_uppercase:
            out.append(chr((ord(c) - 65 + shift) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def is_anagram(a, b):
    """
    >>> is_anagram("listen", "silent")
    True
    >>> is_anagram("abc", "abd")
    False
    """
    return sorted(a.replace(" ", "").lower()) == sorted(b.replace(" ", "").lower())


def word_count(text):
    """
    >>> word_count("the cat and the hat")
    {'the': 2, 'cat': 1, 'and': 1, 'hat': 1}
    """
    counts = {}
    for w in re.findall(r"[a-z']+", text.lower()):
        counts[w] = counts.get(w, 0) + 1
    return counts


def snake_to_camel(name):
    """
    >>> snake_to_camel("max_retry_count")
    'maxRetryCount'
    """
    parts = name.split("_")
    return parts[0] + "".join(p.title() for p in parts[1:])


def camel_to_snake(name):
    """
    >>> camel_to_snake("maxRetryCount")
    'max_retry_count'
    """
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def truncate(s, width, suffix="..."):
    """
    >>> truncate("abcdefghij", 6)
    'abc...'
    >>> truncate("abc", 6)
    'abc'
    """
    if len(s) <= width:
        return s
    return s[: max(0, width - len(suffix))] + suffix


def run_length_encode(s):
    """
    >>> run_length_encode("aaabccdddd")
    '3a1b2c4d'
    >>> run_length_encode("")
    ''
    """
    if not s:
        return ""
    out = []
    prev = s[0]
    n = 1
    for c in s[1:]:
        if c == prev:
            n += 1
        else:
            out.append(f"{n}{prev}")
            prev, n = c, 1
    out.append(f"{n}{prev}")
    return "".join(out)


def run_length_decode(s):
    """
    >>> run_length_decode("3a1b2c")
    'aaabcc'
    """
    return "".join(ch * int(num) for num, ch in re.findall(r"(\d+)(\D)", s))


def longest_common_prefix(words):
    """
    >>> longest_common_prefix(["flower", "flow", "flight"])
    'fl'
    >>> longest_common_prefix([])
    ''
    """
    if not words:
        return ""
    prefix = words[0]
    for w in words[1:]:
        while not w.startswith(prefix):
            prefix = prefix[:-1]
    return prefix
