def sum_list(xs):
    if len(xs) == 0:
        return 0
    return xs[0] + sum_list(xs[1:])


def count_items(xs):
    if not xs:
        return 0
    return 1 + count_items(xs[1:])
