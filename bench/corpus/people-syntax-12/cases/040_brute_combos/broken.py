# brute force, n <= 10 -- just try everything
from itertools import permutations, combinations, product
import sys

data = sys.stdin.read().split()
n, k, target = int(data[0]), int(data[1]), int(data[2])
a = list(map(int, data[3:3 + n]))

# 1) how many k-subsets sum to target
subsets = [c for c in combinations(range(n), k) if sum(a[i] for i in c) = target]
print(len(subsets))

# 2) sign assignment +/- hitting target (count)
cnt = sum(1 for signs in product((1, -1), repeat=n) if sum(s * x for s, x in zip(signs, a)) == target
print(cnt)

# 3) permutation with minimal sum of |adjacent differences|, lexicographically smallest
best = min(permutations(a), key=lambda p: (sum(abs(x - y) for x, y in zip(p, p[1:])), p))
print(*best)

# 4) all distinct values reachable as a[i] * a[j] - a[l], i<j, l not in {i, j}
vals = {a[i] * a[j] - a[l] for i, j in combinations(range(n), 2) for l in range(n) if l not in (i, j)}
print(len(vals), min(vals, default=None), max(vals, default=None))

# 5) smallest r such that some r-subset has sum >= target (0 if none)
r_min = next(r for r in range(1, n + 1) if max(map(sum, combinations(a, r))) >= target, 0)
print(r_min)
