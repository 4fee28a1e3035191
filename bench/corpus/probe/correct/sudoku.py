PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""


def parse_grid(text):
    rows = [line.strip() for line in text.strip().splitlines()]
    if len(rows) != 9 or any(len(r) != 9 for r in rows):
        raise ValueError("grid must be 9x9")
    return [[0 if ch == "." else int(ch) for ch in r] for r in rows]


def row_ok(grid, r):
    vals = [v for v in grid[r] if v]
    return len(vals) == len(set(vals))


def col_ok(grid, c):
    vals = [grid[r][c] for r in range(9) if grid[r][c]]
    return len(vals) == len(set(vals))


def box_ok(grid, b):
    r0, c0 = 3 * (b // 3), 3 * (b % 3)
    vals = [grid[r][c] for r in range(r0, r0 + 3) for c in range(c0, c0 + 3) if grid[r][c]]
    return len(vals) == len(set(vals))


def is_valid(grid):
    return all(row_ok(grid, i) and col_ok(grid, i) and box_ok(grid, i) for i in range(9))


def candidates(grid, r, c):
    used = set(grid[r]) | {grid[i][c] for i in range(9)}
    r0, c0 = 3 * (r // 3), 3 * (c // 3)
    used |= {grid[i][j] for i in range(r0, r0 + 3) for j in range(c0, c0 + 3)}
    return [v for v in range(1, 10) if v not in used]


def find_empty(grid):
    for r in range(9):
        for c in range(9):
            if grid[r][c] == 0:
                return r, c
    return None


def solve(grid):
    pos = find_empty(grid)
    if pos is None:
        return True
    r, c = pos
    for v in candidates(grid, r, c):
        grid[r][c] = v
        if solve(grid):
            return True
        grid[r][c] = 0
    return False


def format_grid(grid):
    return "\n".join("".join(str(v) if v else "." for v in row) for row in grid)


if __name__ == "__main__":
    g = parse_grid(PUZZLE)
    assert is_valid(g)
    solve(g)
    print(format_grid(g))
    print("valid:", is_valid(g) and find_empty(g) is None)
