# CS101 Homework 4 - list exercises
# Name: J. Student
# I did all problems. Problem 7 was hard.

def problem1(nums):
    # return the sum of the even numbers
    total = 0
    for n in nums:
        if n % 2 == 0:
            total = total + n
    return total

def problem2(nums):
    # return the largest number without using max()
    if len(nums) == 0:
        return None
    biggest = nums[0]
    for n in nums:
        if n > biggest:
            biggest = n
    return biggest

def problem3(nums):
    # return a new list with duplicates removed (keep order)
    result = []
    for n in nums:
        if n not in result:
            result.append(n)
    return result

def problem4(words):
    # return the longest word
    longest = ""
    for w in words:
        if len(w) > len(longest):
            longest = w
    return longest

def problem5(nums):
    # second largest distinct value
    uniq = sorted(set(nums))
    if len(uniq) < 2:
        return None
    return uniq[-2]

def problem6(a, b):
    # elements in both lists
    common = []
    for x in a:
        if x in b and x not in common:
            common.append(x)
    return common

def problem7(nums, k):
    # rotate list right by k
    if not nums:
        return []
    k = k % len(nums)
    return nums[-k:] + nums[:-k]

def problem8(n):
    # list of squares from 1 to n
    squares = []
    i = 1
    while i <= n:
        squares.append(i * i)
        i = i + 1
    return squares

def problem9(grid):
    # sum of each row
    sums = []
    for row in grid:
        s = 0
        for x in row:
            s += x
        sums.append(s)
    return sums

def problem10(nums):
    # count how many numbers are bigger than the one before
    count = 0
    for i in range(1, len(nums)):
        if nums[i] > nums[i - 1]:
            count += 1
    return count

print("p1", problem1([1, 2, 3, 4, 5, 6]))
print("p2", problem2([3, 9, 2]))
print("p3", problem3([1, 1, 2, 3, 2]))
print("p4", problem4(["a", "abc", "ab"]))
print("p5", problem5([5, 5, 4, 1]))
print("p6", problem6([1, 2, 3], [2, 3, 4]))
print("p7", problem7([1, 2, 3, 4, 5], 2))
print("p8", problem8(5))
print("p9", problem9([[1, 2], [3, 4]]))
print("p10", problem10([1, 3, 2, 4, 5]))
