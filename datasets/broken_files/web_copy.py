# Copied from a blog post about list comprehensions
numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

# squares of even numbers
squares = [n ** 2 for n in numbers if n % 2 == 0]
print(squares)

def average(values):
    return sum(values) / len(values)

# difference to the mean
mean = average(numbers)
diffs = [n – mean for n in numbers]
print(diffs)

for n in numbers:
    if n > mean:
        print(n, "is above the mean")
