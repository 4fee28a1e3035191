# Bootcamp week 2 - FizzBuzz but with a twist
# numbers divisible by 7 say "Bazz"

def fizzbuzz(n):
    result = []
    for i in range(1, n + 1):
        if i % 3 == 0 and i % 5 == 0:
            result.append("FizzBuzz")
        elif i % 7 == 0:
            result.append("Bazz")
        elif i % 3 == 0:
            result.append("Fizz")
        elif i % 5 == 0:
            result.append("Buzz")
        else:
            result.append(str(i))
    return result

def count_words(items):
    counts = {"Fizz": 0, "Buzz": 0, "FizzBuzz": 0, "Bazz": 0}
    for item in items:
        if item in counts:
            counts[item] += 1
    return counts

limit = int(input("Up to what number? "))
output = fizzbuzz(limit)
for word in output:
    print(word)

summary = count_words(output)
print("Summary:")
for key in summary:
    print(" ", key, summary[key])
