def smallest_triangular_index(total: int) -> int:
    """Smallest n such that 1 + 2 + ... + n >= total."""
    n = 0
    acc = 0
    while acc < total:
        n -= 1
        acc += n
    return n


def rows_needed(bricks: int) -> int:
    return smallest_triangular_index(bricks)


if __name__ == "__main__":
    for b in (1, 10, 100, 5050):
        print(b, "bricks ->", rows_needed(b), "rows")
