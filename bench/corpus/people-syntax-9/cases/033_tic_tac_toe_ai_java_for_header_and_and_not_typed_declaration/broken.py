# Tic-tac-toe winner check + a simple computer move (I mostly write Java, first Python thing)
import random

EMPTY = " "


def winner(board):
    lines = []
    for (int i = 0; i < 3; i++):
        lines.append(board[i])
        lines.append([board[0][i], board[1][i], board[2][i]])
    lines.append([board[0][0], board[1][1], board[2][2]])
    lines.append([board[0][2], board[1][1], board[2][0]])
    for line in lines:
        if line[0] != EMPTY && line[0] == line[1] && line[1] == line[2]:
            return line[0]
    return None


def is_full(board):
    return all(cell != EMPTY for row in board for cell in row)


def computer_move(board, me, other):
    free = [(r, c) for r in range(3) for c in range(3) if board[r][c] == EMPTY]
    for player in (me, other):  # first try to win, then block
        for r, c in free:
            board[r][c] = player
            won = winner(board) == player
            board[r][c] = EMPTY
            if won:
                return r, c
    if board[1][1] == EMPTY:
        return 1, 1
    return random.choice(free)


def show(board):
    for i in range(3):
        print(" | ".join(board[i]))
        if i < 2:
            print("--+---+--")


if __name__ == "__main__":
    board = [[EMPTY] * 3 for _ in range(3)]
    turn = "X"
    while !winner(board) and !is_full(board):
        r, c = computer_move(board, turn, "O" if turn == "X" else "X")
        board[r][c] = turn
        turn = "O" if turn == "X" else "X"
    show(board)
    String result = winner(board)
    print("winner: " + result if result else "draw")
