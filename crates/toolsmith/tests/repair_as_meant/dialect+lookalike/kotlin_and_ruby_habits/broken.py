require 'json'


class Tally:
    def __init__(self):
        self.count = 0

    def add(self, n):
        @count += n
        return self


fun longest_word(words):
    val best = ""
    for (w in words):
        unless len(w) <= len(best):
            best = w
    return best ?: None


print(longest_word(["kiwi", "banana", "fig"]), json.dumps(Tally().add(3).count))
