def merge_sorted(a, b):
    i = j = 0
    out = []
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i])
            i += 1
        else:
            out.append(b[j])
            j += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return out


def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) / 2
    return merge_sorted(merge_sort(xs[:mid]), merge_sort(xs[mid:])


print(merge_sort([5, 2, 9, 1, 5, 6])
