# DSA Lab 6 -- Graph traversal (BFS / DFS)
# Rohan Mehta, Roll no. 22BCE1187
# Note: adjacency list use kar rahe hain, matrix nahi (sparse graph ke liye better hai)

from collections import deque, defaultdict


class Graph:
    def __init__(self, directed=False):
        self.adj = defaultdict(list)
        self.directed = directed

    def add_edge(self, from_, to):
        self.adj[from_].append(to)
        if not self.directed:
            self.adj[to].append(from_)
        else:
            # directed graph mein bhi node ko dict mein hona chahiye
            self.adj[to]

    def nodes(self):
        return list(self.adj.keys())

    def bfs(self, start):
        """Level order mein nodes return karta hai."""
        seen = {start}
        order = []
        queue = deque([start])
        while queue:
            node = queue.popleft()
            order.append(node)
            for nbr in self.adj[node]:
                if nbr not in seen:
                    seen.add(nbr)
                    queue.append(nbr)
        return order

    def shortest_path(self, src, dst):
        # unweighted graph hai toh BFS se hi shortest path mil jayega
        parent = {src: None}
        queue = deque([src])
        while queue:
            node = queue.popleft()
            if node == dst:
                break
            for nbr in self.adj[node]:
                if nbr not in parent:
                    parent[nbr] = node
                    queue.append(nbr)
        if dst not in parent:
            return []
        path = []
        cur = dst
        while cur is not None:
            path.append(cur)
            cur = parent[cur]
        return path[::-1]

    def dfs(self, start):
        # iterative DFS, recursion limit ka jhanjhat nahi
        seen = set()
        order = []
        stack = [start]
        while stack:
            node = stack.pop()
            if node in seen:
                continue
            seen.add(node)
            order.append(node)
            # reversed taaki chhota neighbour pehle visit ho
            for nbr in reversed(self.adj[node]):
                if nbr not in seen:
                    stack.append(nbr)
        return order

    def components(self):
        seen = set()
        comps = []
        for v in self.nodes():
            if v not in seen:
                comp = self.bfs(v)
                seen.update(comp)
                comps.append(sorted(comp))
        return comps

    def has_cycle(self):
        """Sirf undirected graph ke liye: DFS mein parent ke alawa koi visited mila toh cycle."""
        seen = set()
        for s in self.nodes():
            if s in seen:
                continue
            stack = [(s, None)]
            while stack:
                node, par = stack.pop()
                if node in seen:
                    return True
                seen.add(node)
                for nbr in self.adj[node]:
                    if nbr != par:
                        stack.append((nbr, node))
        return False


if __name__ == "__main__":
    g = Graph()
    edges = [(1, 2), (1, 3), (2, 4), (3, 4), (4, 5), (6, 7)]
    for u, v in edges:
        g.add_edge(u, v)
    print("BFS:", g.bfs(1))
    print("DFS:", g.dfs(1))
    print("path 1->5:", g.shortest_path(1, 5))
    print("components:", g.components())
    print("cycle?", g.has_cycle())
