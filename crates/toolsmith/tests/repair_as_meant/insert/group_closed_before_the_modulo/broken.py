def shift(text, n):
    out = []
    for ch in text:
        index = (ABC.index(ch) + n % len(ABC)
        out.append(ABC[index])
    return out
