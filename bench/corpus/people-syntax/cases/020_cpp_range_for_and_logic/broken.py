STOPWORDS = {"the", "a", "an", "and", "of", "to", "in"}


def is_stopword(w)
    return w in STOPWORDS


def word_freq(text):
    freq = {}
    words = text.lower().split()
    for (auto w : words)
        w = w.strip(".,;:!?")
        if is_stopword(w) || w == "":
            continue
        freq[w] = freq.get(w, 0) + 1
    return freq


text = "The cat and the dog went to the park. The dog ran, and the cat sat."
f = word_freq(text)
for k in sorted(f, key=f.get, reverse=True):
    print(k, f[k])
