def lcs(a, b):
    """Length of the longest common subsequence.

    >>> lcs("ABCBDAB", "BDCABA")
    4
    """
    m, n = len(a), len(b)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    return dp[m][n]


def edit_distance(a, b):
    """
    >>> edit_distance("kitten", "sitting")
    3
    >>> edit_distance("", "abc")
    3
    """
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def knapsack(weights, values, capacity):
    """0/1 knapsack.

    >>> knapsack([1, 3, 4, 5], [1, 4, 5, 7], 7)
    9
    """
    dp = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        for c in range(capacity, w - 1, -1):
            dp[c] = max(dp[c], dp[c - w] + v)
    return dp[capacity]


def coin_change(coins, amount):
    """Minimum coins, or -1.

    >>> coin_change([1, 2, 5], 11)
    3
    >>> coin_change([2], 3)
    -1
    """
    INF = amount + 1
    dp = [0] + [INF] * amount
    for a in range(1, amount + 1):
        for c in coins:
            if c <= a:
                dp[a] = min(dp[a], dp[a - c] + 1)
    return dp[amount] if dp[amount] != INF else -1


def count_ways(coins, amount):
    """
    >>> count_ways([1, 2, 5], 5)
    4
    """
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    return ways[amount]


def max_subarray(xs):
    """Kadane.

    >>> max_subarray([-2, 1, -3, 4, -1, 2, 1, -5, 4])
    6
    """
    if not xs:
        raise ValueError("empty")
    best = cur = xs[0]
    for x in xs[1:]:
        cur = max(x, cur + x)
        best = max(best, cur)
    return best


def lis_length(xs):
    """
    >>> lis_length([10, 9, 2, 5, 3, 7, 101, 18])
    4
    """
    import bisect
    tails = []
    for x in xs:
        i = bisect.bisect_left(tails, x)
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    return len(tails)


def climb_stairs(n):
    """
    >>> climb_stairs(5)
    8
    """
    a, b = 1, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def pascal_triangle(rows):
    """
    >>> pascal_triangle(5)
    [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1]]
    """
    tri = []
    for r in range(rows):
        row = [1] * (r + 1)
        for k in range(1, r):
            row[k] = tri[r - 1][k - 1] + tri[r - 1][k]
        tri.append(row)
    return tri


def binomial(n, k):
    """
    >>> binomial(10, 3)
    120
    >>> binomial(3, 5)
    0
    """
    if k < 0 or k > n:
        return 0
    k = min(k, n - k)
    result = 1
    for i in range(1, k + 1):
        result = result * (n - k + i) // i
    return result
