# FizzBuzz with a twist: multiples of 7 say "Bang"
limit = int(input("Count up to: "))

for i in range(1, limit + 1):
    text = ""
    if i % 3 == 0:
        text = text + "Fizz"
    if i % 5 == 0:
        text = text + "Buzz"
    if i % 7 == 0:
        text = text + "Bang"
    if text == "":
        print(i)
    else:
        print(text)

# second version with elif: only the first rule that matches
for i in range(1, limit + 1):
    if i % 15 == 0:
        print("FizzBuzz")
    elif i % 3 == 0:
        print("Fizz")
    elif i % 5 == 0:
        print("Buzz")
    else:
        print(i)
