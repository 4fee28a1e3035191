def has_duplicates(values):
    """
    >>> has_duplicates([1, 2, 3, 2])
    True
    >>> has_duplicates(["a", "b"])
    False
    """
    seen = set()
    found = False
    for v in values:
        if v in seen:
            found = True
            break
        seen.add(v)
    return found
