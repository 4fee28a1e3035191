# my calculator v2

print("Simple calculator, type q to quit")
while True:
    first = input("First number: ")
    if first == "q":
        break
    op = input("Operation (+ - * /): ")
    second = input("Second number: ")
    a = float(first)
    b = float(second)
    if op == "+":
        result = a + b
    elif op == "-":
        result = a - b
    elif op == "*":
    result = a * b
    elif op == "/":
        if b == 0:
            print("Cannot divide by zero")
            continue
        result = a / b
    else:
        print("Unknown operation", op)
        continue
    print("Result:", result)
print("Bye")
