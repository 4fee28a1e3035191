# CS102 final - question 2 (recursion)
# Omar Hassan - sec 3


# a) power: x^n b recursion (n >= 0)
# law n = 0 el natiga 1, 8er keda x * x^(n-1)
def power(x, n):
    if n == 0:
        return 1
    return x * power(x, n - 1


# b) reverse string
# akher 7arf + reverse lel ba2y
def reverse(s):
    if len(s) <= 1:
        return s
    return s[-1] + reverse(s[:-1])


# c) binary search recursive, el list lazem tkon sorted
def bsearch(lst, target, low, high):
    if low > high:
        return -1                     # msh mawgood
    mid = (low + high) // 2
    if lst[mid] == target:
        return mid
    else:
        return bsearch(lst, target, mid + 1, high)
    elif lst[mid] > target:
        return bsearch(lst, target, low, mid - 1)


# d) count kam mara el rakam mawgood fel list
def count(lst, x):
    if not lst:
        return 0
    if lst[0] == x:
        return 1 + count(lst[1:], x)
    return count(lst[1:], x)


print(power(2, 8))                     # 256
print(reverse("python))               # nohtyp
nums = [1, 3, 5, 7, 9, 11]
print(bsearch(nums, 7, 0, len(nums) - 1))     # 3
print(count([1, 2, 1, 1, 3], 1))       # 3
