"""Shortest paths on a grid of '.' and '#', breadth first."""
from collections import deque


def bfs(g, start):
    h, w = len(g), len(g[0])
    d = [[-1] * w for _ in range(h)]
    d[start[0]][start[1]] = 0
    q = deque([start])
    while q:
        x, y = q.popleft()
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if 0 <= (nx := x + dx) < h and 0 <= (ny := y + dy) < w and g[nx][ny] != "#":
                if d[nx][ny] < 0:
                    d[nx][ny] = d[x][y] + 1
                    q.append((nx, ny))
    return d
