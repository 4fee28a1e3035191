EDGES = [
    ("A", "B", 4), ("A", "C", 2),
    ("B", "C", 5) ("C", "D", 3),
]


def nodes(edges)
    return {u for u, _, _ in edges}
