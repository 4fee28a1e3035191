"""Conway's Game of Life on a small toroidal grid."""


def parse(pattern):
    """
    >>> parse(".#.\\n.#.\\n.#.")
    [[0, 1, 0], [0, 1, 0], [0, 1, 0]]
    """
    return [[1 if c == "#" else 0 for c in line] for line in pattern.strip().splitlines()]


def show(grid):
    """
    >>> print(show([[0, 1], [1, 0]]))
    -#
    #-
    """
    return "\n".join("".join("#" if c else "-" for c in row) for row in grid)


def neighbours(grid, r, c):
    """
    >>> neighbours([[1, 1, 1], [1, 0, 1], [1, 1, 1]], 1, 1)
    8
    """
    rows, cols = len(grid), len(grid[0])
    total = 0
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            total += grid[(r + dr) % rows][(c + dc) % cols]
    return total


def step(grid):
    """
    >>> blinker = parse(".....\\n..#..\\n..#..\\n..#..\\n.....")
    >>> print(show(step(blinker)))
    -----
    -----
    -###-
    -----
    -----
    """
    new = []
    for r, row in enumerate(grid):
        new_row = []
        for c, alive in enumerate(row):
            n = neighbours(grid, r, c)
            new_row.append(1 if n == 3 or (alive and n == 2) else 0)
        new.append(new_row)
    return new


def run(grid, generations):
    for _ in range(generations):
        grid = step(grid)
    return grid


def population(grid):
    """
    >>> population(parse("#.#\\n..#"))
    3
    """
    return sum(map(sum, grid))


def period(grid, limit=50):
    """Return period of an oscillator (or None).

    >>> period(parse(".....\\n..#..\\n..#..\\n..#..\\n....."))
    2
    """
    seen = {}
    for gen in range(limit):
        key = tuple(map(tuple, grid))
        if key in seen:
            return gen - seen[key]
        seen[key] = gen
        grid = step(grid)
    return None


if __name__ == "__main__":
    glider = parse("""
.#......
..#.....
###.....
........
........
........
""")
    g = run(glider, 4)
    print(show(g))
    print("population", population(g))
