# LIS O(n log n) + restore one answer
import sys
from bisect import bisect_left

def lis(a):
    tails, tidx = [], []          # tails[k] = min tail of inc. subseq of len k+1
    prev = [-1] * len(a)
    for i, x in enumerate(a):
        k = bisect_left(tails, x)
        if k == len(tails):
            tails.append(x); tidx.append(i)
        else:
            tails[k] = x; tidx[k] = i
        prev[i] = tidx[k - 1] if k > 0 else -1
    res, j = [], tidx[-1] if tidx else -1
    while j != -1:
        res.append(a[j])
        j = prev[j]
    return res[::-1]

def solve():
    data = sys.stdin.read().split()
    t = int(data[0]); pos = 1
    out = []
    for _ in range(t):
        n = int(data[pos]); pos += 1
        a = list(map(int, data[pos:pos + n])); pos += n
        best = lis(a)
        out.append(f"{len(best)}\n{' '.join(map(str, best))}")
    print("\n".join(out))

if __name__ == "__main__":
    solve()
