def hanoi(n, src="A", dst="C", via="B", moves=None):
    """
    >>> hanoi(2)
    [('A', 'B'), ('A', 'C'), ('B', 'C')]
    >>> len(hanoi(5))
    31
    """
    if moves is None:
        moves = []
    if n == 0:
        return moves
    hanoi(n - 1, src, via, dst, moves)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src, moves)
    return moves


def permutations(items):
    """
    >>> permutations([1, 2, 3])
    [[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
    >>> permutations([])
    [[]]
    """
    if len(items) <= 1:
        return [list(items)]
    out = []
    for i, x in enumerate(items):
        for rest in permutations(items[:i] + items[i + 1:]):
            out.append([x] + rest)
    return out


def powerset(items):
    """
    >>> powerset([1, 2])
    [[], [2], [1], [1, 2]]
    """
    if not items:
        return [[]]
    rest = powerset(items[1:])
    return rest + [[items[0]] + r for r in rest]


def sum_digits(n):
    """
    >>> sum_digits(9875)
    29
    """
    n = abs(n)
    if n < 10:
        return n
    return n % 10 + sum_digits(n // 10)


def power(base, exp):
    """
    >>> power(2, 10), power(5, 0), power(2, -2)
    (1024, 1, 0.25)
    """
    if exp < 0:
        return 1 / power(base, -exp)
    if exp == 0:
        return 1
    half = power(base, exp // 2)
    return half * half * (base if exp % 2 else 1)


def reverse_string(s):
    """
    >>> reverse_string("recursion")
    'noisrucer'
    """
    if len(s) <= 1:
        return s
    return reverse_string(s[1:]) + s[0]


def ackermann(m, n):
    """
    >>> ackermann(2, 3)
    9
    """
    if m < 0 or n < 0:
        raise ValueError("arguments must be non-negative")
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


def combinations(items, k):
    """
    >>> combinations("abcd", 2)
    ['ab', 'ac', 'ad', 'bc', 'bd', 'cd']
    """
    if k == 0:
        return [""]
    if len(items) < k:
        return []
    first, rest = items[0], items[1:]
    return [first + c for c in combinations(rest, k - 1)] + combinations(rest, k)


def count_paths(rows, cols):
    """Lattice paths from top-left to bottom-right.

    >>> count_paths(3, 3)
    6
    """
    if rows == 1 or cols == 1:
        return 1
    return count_paths(rows - 1, cols) + count_paths(rows, cols - 1)


def n_queens(n):
    """
    >>> n_queens(6)
    4
    >>> n_queens(8)
    92
    """
    def place(row, cols, d1, d2):
        if row == n:
            return 1
        total = 0
        for c in range(n):
            if c in cols or row - c in d1 or row + c in d2:
                continue
            total += place(row + 1, cols | {c}, d1 | {row - c}, d2 | {row + c})
        return total
    return place(0, frozenset(), frozenset(), frozenset())


if __name__ == "__main__":
    for move in hanoi(3):
        print("move disk from %s to %s" % move)
