# calculator
# by Aisha

print("Simple calculator")
print("Operations: + - * / ** %")

while True:
    a = input("First number (or q to quit): ")
    if a == "q":
        break
    op = input("Operation: ")
    b = input("Second number: ")
    a = float(a)
    b = float(b)

    if op == "+":
        answer = a + b
    elif op == "-":
        answer = a - b
    elif op == "*":
        answer = a * b
    elif op == "/":
        if b == 0:
            print("You can't divide by zero!")
            continue
        answer = a / b
    elif op == "**":
        answer = a ** b
    elif op == "%":
        answer = a % b
    else:
        print("I don't know that operation")
        continue

    print("The answer is", answer)
    if answer == int(answer):
        print("(that's a whole number)")
print("Bye!")
