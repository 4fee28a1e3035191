# Lab 3: statistics on an array of integers
# (C version translated to Python)

def read_numbers():
    n = int(input("How many numbers? "))
    nums = []
    i = 0
    while (i < n):
        nums.append(int(input("Number " + str(i + 1) + ": ")))
        i += 1
    return nums


def average(nums):
    total = 0
    for i in range(0, len(nums)):
        total += nums[i]
    return total / len(nums)


def count_even(nums):
    count = 0
    for i in range(0, len(nums)):
        if (nums[i] % 2 == 0):
            count += 1
    return count


def maximum(nums):
    best = nums[0]
    for i in range(1, len(nums)):
        if (nums[i] > best):
            best = nums[i]
    return best


nums = read_numbers()
print("Average:", average(nums))
print("Even numbers:", count_even(nums))
print("Maximum:", maximum(nums))
