# List statistics without using the built-in functions

numbers = [12, 45, 7, 23, 56, 89, 34, 3, 71, 18]

total = 0
for n in numbers:
    total = total + n

count = len(numbers)
mean = total / count

smallest = numbers[0]
largest = numbers[0]
for n in numbers:
    if n < smallest:
        smallest = n
    if n > largest:
        largest = n

sorted_numbers = sorted(numbers)
middle = count // 2
if count % 2 == 0:
    median = (sorted_numbers[middle - 1] + sorted_numbers[middle]) / 2
else:
    median = sorted_numbers[middle]

print("Numbers:", numbers)
print("Total:", total)
print("Mean:", mean)
print("Smallest:", smallest, "Largest:", largest)
print("Median:", median)
