import random

WORDS = ["apple", "river", "candle", "orbit"]


def pick(n=2):
    return "-".join(random.sample(WORDS, n))


print(pick())

🎉 **What it does:**
- ✅ picks words without repeating one
- ✅ joins them with a dash
