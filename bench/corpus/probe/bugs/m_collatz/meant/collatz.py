def collatz_steps(n):
    if n < 1:
        raise ValueError("n must be >= 1")
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n = n // 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps


def longest_chain(limit):
    best, best_n = 0, 1
    for n in range(1, limit):
        s = collatz_steps(n)
        if s > best:
            best, best_n = s, n
    return best_n, best


if __name__ == "__main__":
    print(collatz_steps(27))
    print(longest_chain(1000))
