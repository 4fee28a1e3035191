"""Recursion workshop - four classic problems.
(Intro to Algorithms, week 3; I mostly write JS at work)
"""
def hanoi(n, src, dst, via, moves):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst, moves)
    moves.append(`Move disk ${n} from ${src} to ${dst}`)
    hanoi(n - 1, via, dst, src, moves)


def permutations(items):
    if len(items) <= 1:
        return [list(items)]
    result = []
    for i, x in enumerate(items):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            result.append([x] + p)
    return result


def flood_fill(grid, r, c, new):
    old = grid[r][c]
    if old == new:
        return grid

    def fill(r, c):
        if r < 0 or r >= len(grid) or c < 0 or c >= len(grid[0]):
            return
        if grid[r][c] !== old:
            return
        grid[r][c] = new
        fill(r + 1, c)
        fill(r - 1, c)
        fill(r, c + 1)
        fill(r, c - 1)

    fill(r, c)
    return grid


memo = {0: 0, 1: 1}


def fib(n):
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]


if __name__ == "__main__":
    let moves = []
    hanoi(3, "A", "C", "B", moves)
    print("\n".join(moves))
    print(len(moves), "moves")
    print(permutations([1, 2, 3]))
    picture = [list("..##"), list(".#.."), list("...#")]
    for row in flood_fill(picture, 0, 0, "o"):
        print("".join(row))
    print([fib(i) for i in range(15)])
    print(fib(300))
