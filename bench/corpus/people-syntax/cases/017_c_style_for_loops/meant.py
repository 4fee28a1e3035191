def bubble_sort(a):
    n = len(a)
    swaps = 0
    for i in range(0, n):
        for j in range(0, n - i - 1):
            if a[j] > a[j + 1]:
                tmp = a[j]
                a[j] = a[j + 1]
                a[j + 1] = tmp
                swaps += 1
    return swaps


data = [64, 34, 25, 12, 22, 11, 90]
count = bubble_sort(data)
print("sorted:", data)
print("swaps:", count)
