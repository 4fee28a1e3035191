def previous_index(tails, k):
    prev = tails[k - 1] if k > 0 else None
    return prev
