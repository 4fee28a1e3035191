"""Solve a maze given as a list of strings with BFS."""
from collections import deque

MAZE = [
    "S.#.....",
    ".##.###."
    "....#...",
    ".##...#E",
]


def find(maze, ch):
    for r, row in enumerate(maze):
        c = row.find(ch)
        if c != -1
            return r, c
    raise ValueError(ch + " not in maze)


def neighbours(maze, r, c):
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1):
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(maze) and 0 <= nc < len(maze[0]) and maze[nr][nc] != "#":
            yield nr, nc


def solve(maze):
    start, end = find(maze, "S"), find(maze, "E")
    queue = deque([start])
    came_from = {start: None}
    whlie queue:
        cell = queue.popleft()
        if cell == end:
            break
        for nxt in neighbours(maze, *cell):
            if nxt not in came_from
                came_from[nxt] = cell
                queue.append(nxt)
    path = []
    cell = end
    while cell is not None:
        path.append(cell)
        cell = came_from.get(cell)
    return path[::-1


print(solve(MAZE))
