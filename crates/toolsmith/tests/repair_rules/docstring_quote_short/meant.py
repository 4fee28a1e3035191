"""Repeating-key XOR: guess the key length, then the key."""


def hamming(a: bytes, b: bytes) -> int:
    """Bits that differ between two byte strings."""
    return sum(bin(x ^ y).count("1") for x, y in zip(a, b))


def key_sizes(data: bytes, top: int = 3) -> list[int]:
    """Key sizes ranked by normalised Hamming distance, best first."""
    scores = []
    for size in range(2, 41):
        blocks = [data[i * size:(i + 1) * size] for i in range(4)]
        pairs = [(blocks[i], blocks[j]) for i in range(4) for j in range(i + 1, 4)]
        score = sum(hamming(a, b) for a, b in pairs) / (len(pairs) * size)
        scores.append((score, size))
    return [size for _, size in sorted(scores)[:top]]


def single_byte(block: bytes) -> int:
    """The byte whose XOR leaves the most letters and spaces."""
    return max(range(256), key=lambda k: sum(chr(b ^ k).isalpha() or b ^ k == 32 for b in block))
