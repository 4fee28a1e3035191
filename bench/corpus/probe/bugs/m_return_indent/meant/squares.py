# Lab 3, exercise 2: sum of squares with a loop


def sum_of_squares(n):
    total = 0
    for i in range(1, n + 1):
        total += i * i
    return total


def square_pyramid_table(levels):
    return [(k, sum_of_squares(k)) for k in range(1, levels + 1)]


if __name__ == "__main__":
    print("sum of squares 1..10 =", sum_of_squares(10))
    for row in square_pyramid_table(5):
        print(*row)
