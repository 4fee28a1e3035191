def mean(values):
    return sum(values) / len(values)

# This function handles the empty list by raising, which is what we want here.

def spread(values):
    return max(values) - min(values)
