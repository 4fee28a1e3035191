"""Word positions in a sentence, looked up by word."""


def positions(sentence):
    words = sentence.lower().split()
    index = {word: place for place, word in enumerate(words)}
    return index


if __name__ == "__main__":
    where = positions("the quick brown fox")
    print(where["fox"])
