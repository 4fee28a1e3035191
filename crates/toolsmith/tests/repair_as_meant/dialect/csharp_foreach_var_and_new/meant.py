class Counter:
    def __init__(self):
        self.counts = {}

    def add(self, word):
        self.counts[word] = self.counts.get(word, 0) + 1


def count_words(text):
    counter = Counter()
    for word in text.split():
        counter.add(word.lower())
    return counter
