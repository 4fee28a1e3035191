import json


class Tally:
    def __init__(self):
        self.count = 0

    def add(self, n):
        self.count += n
        return self


def longest_word(words):
    best = ""
    for w in words:
        if not len(w) <= len(best):
            best = w
    return best or None


print(longest_word(["kiwi", "banana", "fig"]), json.dumps(Tally().add(3).count))
