import sys
from heapq import heappush, heappop
input = sys.stdin.buffer.readline
INF = float('inf)


def dijkstra(g, src, n):
    dist = [INF] * (n + 1)
    par = [-1] * (n + 1)
    dist[src] = 0
    pq = [(0, src)]
    while pq:
        d, u = heappop(pq); if d > dist[u]: continue
        for v, w in g[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                par[v] = u
                heappush(pq, (nd, v)
    return dist, par


def main():
    n, m = map(int, input().split())
    g = [[] for _ in range(n + 1)]
    for _ in range(m):
        a, b, w = map(int, input().split())
        g[a].append((b, w))
        g[b].append((a, w))
    dist, par = dijkstra(g, 1, n)
    if dist[n] == INF:
        print(-1)
        return
    path, v = [], n
    while v != -1:
        path.append(v)
        v = par[v]
    print(*path[::-1])


main()
