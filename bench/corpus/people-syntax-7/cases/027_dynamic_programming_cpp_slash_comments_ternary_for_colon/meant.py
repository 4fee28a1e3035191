"""DP practice set (Algorithms II, problem sheet 6)."""


def lcs(a, b):
    n, m = len(a), len(b)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1   # characters match
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    # walk back to build the subsequence
    i, j = n, m
    out = []
    while i > 0 and j > 0:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif dp[i - 1][j] >= dp[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))


def edit_distance(s, t):
    prev = list(range(len(t) + 1))
    for i in range(1, len(s) + 1):
        cur = [i] + [0] * len(t)
        for j in range(1, len(t) + 1):
            cost = 0 if s[i - 1] == t[j - 1] else 1
            cur[j] = min(prev[j] + 1,          # delete
                         cur[j - 1] + 1,       # insert
                         prev[j - 1] + cost)   # replace
        prev = cur
    return prev[-1]


def knapsack(items, capacity):
    # items: list of (weight, value)
    dp = [0] * (capacity + 1)
    for w, v in items:
        for cap in range(capacity, w - 1, -1):
            dp[cap] = max(dp[cap], dp[cap - w] + v)
    return dp[capacity]


def longest_increasing(nums):
    best = [1] * len(nums)
    for i in range(len(nums)):
        for j in range(i):
            if nums[j] < nums[i]:
                best[i] = best[i] if best[i] > best[j] + 1 else best[j] + 1
    return max(best)


print(lcs("AGGTAB", "GXTXAYB"))          # GTAB
print(edit_distance("kitten", "sitting"))  # 3
print(knapsack([(1, 1), (3, 4), (4, 5), (5, 7)], 7))  # 9
print(longest_increasing([10, 9, 2, 5, 3, 7, 101, 18]))  # 4
