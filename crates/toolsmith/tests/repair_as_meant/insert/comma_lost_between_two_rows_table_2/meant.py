GRID = [
    [5, 3, 0],
    [6, 0, 0],
    [0, 9, 8],
]


def show(g):
    for row in g:
        print(row)
