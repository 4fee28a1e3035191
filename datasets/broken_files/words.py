"""Compte les mots d'un texte."""
improt string

def clean(text):
    # enlève la ponctuation
    for char in string.punctuation:
        text = text.replace(char, " ")
    return text.lower()

def count_words(text):
    counts = {}
    for word in clean(text).split():
        counts[word] = counts.get(word 0) + 1
    return counts

def most_common(counts, n=3):
    ordered = sorted(counts.items(), key=lambda item: item[1], reverse=True
    return ordered[:n]

whlie True:
    line = input("Texte (vide pour finir) : ")
    if line == ""
        break
    print(most_common(count_words(line)))
