"""Data Structures - Project 2: campus map
Shortest walking routes between campus buildings (Dijkstra) and reachability (BFS).
"""
import heapq
from collections import deque


class CampusMap:
    def __init__(self):
        self.adj = {}

    def add_building(self, name):
        self.adj.setdefault(name, [])

    def add_path(self, from_, to, minutes):
        self.add_building(from_)
        self.add_building(to)
        self.adj[from_].append((to, minutes))
        self.adj[to].append((from_, minutes))

    def reachable(self, start):
        seen = {start}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            for nxt, _ in self.adj[here]:
                if nxt not in seen:
                    seen.add(nxt)
                    queue.append(nxt)
        return seen

    def shortest(self, start, goal):
        dist = {start: 0}
        prev = {}
        heap = [(0, start)]
        while heap:
            d, here = heapq.heappop(heap)
            if here == goal:
                break
            if d > dist[here]:
                continue
            for nxt, w in self.adj[here]:
                nd = d + w
                if nd < dist.get(nxt, float("inf")):
                    dist[nxt] = nd
                    prev[nxt] = here
                    heapq.heappush(heap, (nd, nxt))
        if goal not in dist:
            return None, []
        path = [goal]
        while path[-1] != start:
            path.append(prev[path[-1]])
        path.reverse()
        return dist[goal], path


def build_campus():
    m = CampusMap()
    paths = [
        ("Library", "Science Hall", 4),
        ("Library", "Student Union", 3),
        ("Student Union", "Gym", 6),
        ("Science Hall", "Engineering", 5),
        ("Engineering", "Gym", 2),
        ("Dorm A", "Student Union", 7),
    ]
    for a, b, mins in paths:
        m.add_path(a, b, mins)
    m.add_building("Observatory")  # not connected yet (construction)
    return m


if __name__ == "__main__":
    campus = build_campus()
    print(sorted(campus.reachable("Library")))
    for a, b in [("Dorm A", "Engineering"), ("Library", "Observatory")]:
        minutes, route = campus.shortest(a, b)
        if minutes is None:
            print(f"{a} -> {b}: no route")
        else:
            print(f"{a} -> {b}: {minutes} min via {' -> '.join(route)}")
