# fibonacci the slow way, for the recursion lecture

def fib(n):
    if n <= 1:
        return n
    return fib(n - 1) + fib(n - 2)


def fib_list(count):
    return [fib(i) for i in range(count)]


if __name__ == "__main__":
    print(fib(10))
    print(fib_list(12))
