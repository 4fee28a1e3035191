from collections import deque
import heapq


def bfs(graph, start):
    """
    >>> g = {'A': ['B', 'C'], 'B': ['D'], 'C': ['D'], 'D': []}
    >>> bfs(g, 'A')
    ['A', 'B', 'C', 'D']
    """
    seen = {start}
    order = []
    q = deque([start])
    while q:
        node = q.popleft()
        order.append(node)
        for nb in graph.get(node, []):
            if nb not in seen:
                seen.add(nb)
                q.append(nb)
    return order


def dfs(graph, start, seen=None):
    """
    >>> dfs({1: [2, 3], 2: [4], 3: [], 4: []}, 1)
    [1, 2, 4, 3]
    """
    if seen is None:
        seen = set()
    seen.add(start)
    order = [start]
    for nb in graph.get(start, []):
        if nb not in seen:
            order.extend(dfs(graph, nb, seen))
    return order


def shortest_path(graph, start, goal):
    """Unweighted shortest path.

    >>> g = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d'], 'd': ['e'], 'e': []}
    >>> shortest_path(g, 'a', 'e')
    ['a', 'b', 'd', 'e']
    >>> shortest_path(g, 'e', 'a') is None
    True
    """
    prev = {start: None}
    q = deque([start])
    while q:
        node = q.popleft()
        if node == goal:
            path = []
            while node is not None:
                path.append(node)
                node = prev[node]
            return path[::-1]
        for nb in graph.get(node, []):
            if nb not in prev:
                prev[nb] = node
                q.append(nb)
    return None


def dijkstra(graph, source):
    """graph: {u: [(v, w), ...]}

    >>> g = {'s': [('a', 1), ('b', 4)], 'a': [('b', 2), ('c', 6)], 'b': [('c', 3)], 'c': []}
    >>> dijkstra(g, 's')
    {'s': 0, 'a': 1, 'b': 3, 'c': 6}
    """
    dist = {source: 0}
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist.get(u, float("inf")):
            continue
        for v, w in graph.get(u, []):
            if w < 0:
                raise ValueError("negative edge weight")
            nd = d + w
            if nd < dist.get(v, float("inf")):
                dist[v] = nd
                heapq.heappush(heap, (nd, v))
    return dist


def has_cycle(graph):
    """Directed cycle detection.

    >>> has_cycle({1: [2], 2: [3], 3: [1]})
    True
    >>> has_cycle({1: [2], 2: [3], 3: []})
    False
    """
    WHITE, GRAY, BLACK = 0, 1, 2
    color = {u: WHITE for u in graph}

    def visit(u):
        color[u] = GRAY
        for v in graph.get(u, []):
            c = color.get(v, WHITE)
            if c == GRAY:
                return True
            if c == WHITE and visit(v):
                return True
        color[u] = BLACK
        return False

    return any(color[u] == WHITE and visit(u) for u in list(graph))


def topological_sort(graph):
    """Kahn's algorithm.

    >>> topological_sort({'shirt': ['tie'], 'tie': ['jacket'], 'pants': ['shoes', 'jacket'], 'shoes': [], 'jacket': []})
    ['shirt', 'pants', 'tie', 'shoes', 'jacket']
    """
    indeg = {u: 0 for u in graph}
    for u in graph:
        for v in graph[u]:
            indeg[v] = indeg.get(v, 0) + 1
    q = deque(u for u in graph if indeg[u] == 0)
    order = []
    while q:
        u = q.popleft()
        order.append(u)
        for v in graph.get(u, []):
            indeg[v] -= 1
            if indeg[v] == 0:
                q.append(v)
    if len(order) != len(indeg):
        raise ValueError("graph has a cycle")
    return order


def connected_components(edges, nodes):
    """
    >>> connected_components([(1, 2), (3, 4)], [1, 2, 3, 4, 5])
    [[1, 2], [3, 4], [5]]
    """
    parent = {n: n for n in nodes}

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in edges:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[rb] = ra
    groups = {}
    for n in nodes:
        groups.setdefault(find(n), []).append(n)
    return sorted(sorted(g) for g in groups.values())


def degree(graph):
    """
    >>> degree({'a': ['b', 'c'], 'b': [], 'c': ['a']})
    {'a': 2, 'b': 0, 'c': 1}
    """
    return {u: len(vs) for u, vs in graph.items()}


if __name__ == "__main__":
    city = {"A": [("B", 7), ("C", 9), ("F", 14)], "B": [("C", 10), ("D", 15)],
            "C": [("D", 11), ("F", 2)], "D": [("E", 6)], "E": [], "F": [("E", 9)]}
    print(dijkstra(city, "A"))
