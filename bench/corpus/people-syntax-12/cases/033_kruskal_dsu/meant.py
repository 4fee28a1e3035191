import sys
input = lambda: sys.stdin.readline().rstrip()

class DSU:
    def __init__(s, n):
        s.p = list(range(n)); s.sz = [1] * n
    def find(s, x):
        while s.p[x] != x: s.p[x] = s.p[s.p[x]]; x = s.p[x]
        return x
    def union(s, a, b):
        a, b = s.find(a), s.find(b)
        if a == b: return False
        if s.sz[a] < s.sz[b]: a, b = b, a
        s.p[b] = a; s.sz[a] += s.sz[b]
        return True

n, m = map(int, input().split())
edges = []
for i in range(m):
    u, v, w = map(int, input().split())
    edges.append((w, u - 1, v - 1, i + 1))
edges.sort(key=lambda e: (e[0], e[3]))
d = DSU(n)
cost, used = 0, []
for w, u, v, idx in edges:
    if d.union(u, v):
        cost += w; used.append(idx)
if len(used) != n - 1:
    print("IMPOSSIBLE")
else:
    print(cost)
    print(*sorted(used))
