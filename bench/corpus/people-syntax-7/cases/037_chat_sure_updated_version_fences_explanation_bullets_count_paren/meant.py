# Sure! Here's an updated version of your password generator. It lets you choose the
# length and whether to include symbols, and it rates the strength of each password:

import secrets
import string


def generate_password(length=16, use_symbols=True):
    alphabet = string.ascii_letters + string.digits
    if use_symbols:
        alphabet += "!@#$%^&*()-_=+[]{};:,.?"
    while True:
        pwd = "".join(secrets.choice(alphabet) for _ in range(length))
        # make sure every character class is present
        if (any(c.islower() for c in pwd)
                and any(c.isupper() for c in pwd)
                and any(c.isdigit() for c in pwd)
                and (not use_symbols or any(c in string.punctuation for c in pwd))):
            return pwd


def strength(pwd):
    score = 0
    if len(pwd) >= 12:
        score += 1
    if len(pwd) >= 16:
        score += 1
    if any(c.isdigit() for c in pwd) and any(c.isalpha() for c in pwd):
        score += 1
    if any(c in string.punctuation for c in pwd):
        score += 1
    return ["weak", "fair", "good", "strong", "very strong"][score]


def ask_yes_no(prompt, default=True):
    answer = input(prompt + (" [Y/n] " if default else " [y/N] ")).strip().lower()
    if not answer:
        return default
    return answer.startswith("y")


if __name__ == "__main__":
    try:
        length = int(input("Length (default 16): ") or 16)
    except ValueError:
        length = 16
    symbols = ask_yes_no("Include symbols?")
    count = int(input("How many passwords? ") or 1)
    for _ in range(count):
        pwd = generate_password(length, symbols)
        print(f"{pwd}   ({strength(pwd)})")

# **Explanation:**

# - `secrets.choice` is used instead of `random.choice`, because `random` is not meant for passwords.
# - The `while True` loop keeps generating until every character class is present.
# - `strength()` gives a simple score from 0 to 4 based on length and variety.
# - `ask_yes_no()` lets you just press Enter to accept the default.

# Let me know if you'd like to save the passwords to a file or copy them to the clipboard!
