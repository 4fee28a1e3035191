def grade(g):
    if g >= 8:
        return 'A'
    elif g >= 6:
        return 'B'
