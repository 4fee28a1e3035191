#!/usr/bin/env python3
# ABC-style: for each window of length k print max, then the best window sum
from collections import deque
from itertools import accumulate,
import sys

def window_max(a, k):
    dq, res = deque(), []
    for i, x in enumerate(a):
        while dq and a[dq[-1]] <= x:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        res.append(a[dq[0]]) if i >= k - 1
    return res

def best_sum(a, k):
    pre = [0, *accumulate(a)]
    sums = [pre[i + k] - pre[i] for i in range(len(a) - k + 1)]
    j = max(range(len(sums)), key=sums.__getitem__)
    return sums[j], j + 1

it = iter(sys.stdin.read().split())
n, k = int(next(it)), int(next(it))
a = [int(next(it)) for _ in range(n)]
print(' '.join(map(str, window_max(a, k)))
s, start = best_sum(a, k)
print(s, start)
