MAZE = [
    "#########",
    "#S  #   #",
    "# # # # #",
    "# #   #E#",
    "#########",
]

moves = {
    "up": (-1, 0),
    "down": (1, 0),
    "left": (0, -1),
    "right": (0, 1),
}


def neighbors(r, c):
    for dr, dc in moves.values():
        if MAZE[r + dr][c + dc] != "#":
            yield r + dr, c + dc


def find(ch):
    for r, row in enumerate(MAZE):
        if ch in row:
            return r, row.index(ch)


def solve():
    start, end = find("S"), find("E")
    queue = [(start, 0)]
    seen = {start}
    while queue:
        (r, c), dist = queue.pop(0)
        if (r, c) == end:
            return dist
        for nb in neighbors(r, c):
            if nb not in seen:
                seen.add(nb)
                queue.append((nb, dist + 1))
    return -1


print("shortest path:", solve())
