def next_power_of_two(n: int) -> int:
    """Smallest power of two >= n (n >= 1)."""
    if n < 1:
        raise ValueError("n must be >= 1")
    p = 1
    while p < n:
        p <<= 1
    return p


def buffer_size(requested: int) -> int:
    return max(64, next_power_of_two(requested))
