def clean(text):
    return "".join(ch.lower() for ch in text if ch.isalnum())

def is_palindrome(text):
    t = clean(text)
    return t == t[::-1]

def longest_palindrome(s):
    best = ""
    for i in range(len(s)):
        for j in range(i + 1, len(s) + 1):
            sub = s[i:j]
            if sub == sub[::-1] and len(sub) > len(best):
                best = sub
    return best

tests = ["A man, a plan, a canal: Panama", "hello", "Was it a car or a cat I saw?"
for t in tests:
    print(t, "->", is_palindrome(t))
print(longest_palindrome("forgeeksskeegfor"))
while True:
    word = input("word (empty to stop): ")
    if word == "":
        break
    if is_palindrome(word):
        print(‘yes’)
    else:
        print(‘no’)
