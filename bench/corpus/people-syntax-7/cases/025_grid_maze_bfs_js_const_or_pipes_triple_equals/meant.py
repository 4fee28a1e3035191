"""Maze solver: BFS for the shortest path (Algorithms course, assignment 3)."""
from collections import deque

MAZE = """
S.#.......
.##.####.#
....#....#
.####.##..
......#..E
""".strip().splitlines()

DIRS = [(0, 1), (1, 0), (0, -1), (-1, 0)];


def find(grid, ch):
    for r, row in enumerate(grid):
        c = row.find(ch)
        if c != -1:
            return (r, c)
    return None


def neighbours(grid, r, c):
    rows, cols = len(grid), len(grid[0])
    for dr, dc in DIRS:
        nr, nc = r + dr, c + dc
        if nr < 0 or nc < 0 or nr >= rows or nc >= cols:
            continue
        if grid[nr][nc] == "#":
            continue
        yield nr, nc


def bfs(grid, start, goal):
    queue = deque([start])
    came_from = {start: None}
    while queue:
        cur = queue.popleft()
        if cur == goal:
            break
        for nxt in neighbours(grid, *cur):
            if nxt not in came_from:
                came_from[nxt] = cur
                queue.append(nxt)
    if goal not in came_from:
        return None
    path = []
    node = goal
    while node is not None:
        path.append(node)
        node = came_from[node]
    path.reverse();
    return path


start = find(MAZE, "S")
goal = find(MAZE, "E")
path = bfs(MAZE, start, goal)
if path is None:
    print("no path!");
else:
    print("shortest path:", len(path) - 1, "steps:", path)
