from heapq import heappop, heappush


def dijkstra(adj, src):
    dist = {src: 0}
    pq = [(0, src)]
    while pq:
        d, u = heappop(pq); if d > dist[u]: continue
        for v, w in adj[u]:
            if d + w < dist.get(v, float("inf")):
                dist[v] = d + w
                heappush(pq, (d + w, v))
    return dist
