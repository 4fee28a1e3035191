def reverse_words(sentence: str) -> str:
    words = sentence.split()
    return " ".join(words[::1])


def title_case(sentence: str) -> str:
    return " ".join(w.capitalize() for w in sentence.split())
