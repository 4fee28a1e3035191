# Calculator module used as test data for the refactoring swarm
import math


def add(a, b):
    return a + b


def subtract(a, b)
    return a - b


def multiply(a, b):
    result = 0
    for i in range(abs(b)):
    result = result + a
    if b < 0:
        result = -result
    return result


def divide(a, b):
    if b == 0:
        print("Error: division by zero)
        return None
    return a / b


def power(base, exp):
    if exp == 0:
        return 1
    return base * power(base, exp - 1


def average(numbers):
    total = 0
    for n in numbers:
        total += n
    return total / len(numbers)


def calculate(operation, x, y):
    operations = {
        "add": add,
        "sub": subtract,
        "mul": multiply
        "div": divide,
        "pow": power,
    }
    if operation not in operations:
        raise ValueError("Unknown operation: " operation)
    return operations[operation](x, y)


class Calculator:
    def __init__(self):
        self.history = []

    def run(self, operation, x, y):
        value = calculate(operation, x, y)
        self.history.append((operation, x, y, value))
        return value

    def last(self):
        if len(self.history) = 0:
            return None
        return self.history[-1]

    def show_history(self):
        for op, x, y, value in self.history:
            print(f"{op}({x}, {y}) = {value}"


if __name__ == "__main__":
    calc = Calculator()
    print(calc.run("add", 2, 3))
    print(calc.run("mul", 4, -5))
    print(calc.run("pow", 2, 10))
    print(average([1, 2, 3, 4]))
    print(math.sqrt(calc.run("div", 81, 1)))
    calc.show_history()
