import random

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def new_board():
    return [" "] * 9


def winner(board):
    """
    >>> winner(list("XXXOO    "))
    'X'
    >>> winner(list("XOXOXOOXO")) is None
    True
    """
    for a, b, c in LINES:
        if board[a] != " " and board[a] == board[b] == board[c]:
            return board[a]
    return None


def free_cells(board):
    """
    >>> free_cells(list("XO XO    "))
    [2, 5, 6, 7, 8]
    """
    return [i for i, c in enumerate(board) if c == " "]


def is_draw(board):
    return winner(board) is None and not free_cells(board)


def play(board, cell, mark):
    if board[cell] != " ":
        raise ValueError("cell already taken")
    board[cell] = mark
    return board


def render(board):
    """
    >>> print(render(list("XO  X   O")))
    X|O| 
    -+-+-
     |X| 
    -+-+-
     | |O
    """
    rows = ["|".join(board[i:i + 3]) for i in (0, 3, 6)]
    return "\n-+-+-\n".join(rows)


def minimax(board, me, current):
    w = winner(board)
    if w is not None:
        return (1 if w == me else -1), None
    cells = free_cells(board)
    if not cells:
        return 0, None
    other = "O" if current == "X" else "X"
    best = None
    for c in cells:
        board[c] = current
        score, _ = minimax(board, me, other)
        board[c] = " "
        if best is None or (current == me and score > best[0]) or (current != me and score < best[0]):
            best = (score, c)
    return best


def best_move(board, mark):
    """
    >>> best_move(list("XX OO    "), "X")
    2
    """
    return minimax(board, mark, mark)[1]


def random_game(seed=0):
    rng = random.Random(seed)
    board = new_board()
    mark = "X"
    while winner(board) is None and free_cells(board):
        play(board, rng.choice(free_cells(board)), mark)
        mark = "O" if mark == "X" else "X"
    return board, winner(board)


if __name__ == "__main__":
    b, w = random_game(3)
    print(render(b))
    print("winner:", w)
