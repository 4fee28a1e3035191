# Exercise 5: validate a password (I usually write Java, sorry)
import string

def has_upper(s):
    for c in s:
        if c.isupper():
            return True
    return False

def has_digit(s):
    for c in s:
        if c in string.digits:
            return True
    return False

def check(password):
    problems = []
    if len(password) < 8 {
        problems.append("too short")
    }
    if !has_upper(password):
        problems.append("needs an uppercase letter")
    if not has_digit(password) || password.isalpha():
        problems.append("needs a digit")
    if password.lower() == "password123":
        problems.append("too common")
    return problems

for pw in ["abc", "Password123", "S3cure!Pass", "lowercase1"]:
    p = check(pw)
    if len(p) == 0:
        print(pw, "OK")
    else:
        print(pw, "->", ", ".join(p))
