import sys
from functools import lru_cache
sys.setrecursionlimit(1 << 20)

def main():
    n = int(input())
    dist = [list(map(int, input().split())) for _ in range(n)]
    FULL = (1 << n) - 1
    INF = 10 ** 18

    @lru_cache(maxsize=None)
    def go(mask, u):
        # visited set = mask, currently at u; return to 0 at the end
        if mask == FULL:
            return dist[u][0] or INF
        return min((dist[u][v] + go(mask | 1 << v, v)
                    for v in range(n) if not mask >> v & 1 and dist[u][v]), default=INF)

    ans = go(1, 0)
    print(ans if ans < INF else -1)

    # restore the tour
    tour, mask, u = [0], 1, 0
    while mask != FULL:
        v = min((v for v in range(n) if not mask >> v & 1 and dist[u][v]),
                key=lambda v: dist[u][v] + go(mask | 1 << v, v))
        tour.append(v)
        mask |= 1 << v
        u = v
    print(*(x + 1 for x in tour + [0]))

main()
