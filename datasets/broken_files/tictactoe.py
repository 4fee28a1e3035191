board = [" "] * 9

def show()
    for r in range(3):
        print(" | ".join(board[3 * r:3 * r + 3]))
        if r < 2:
            print("--+---+--")

def winner():
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8),
             (0, 3, 6), (1, 4, 7) (2, 5, 8),
             (0, 4, 8), (2, 4, 6)]
    for a, b, c in lines:
        if board[a] != " " and board[a] == board[b] == board[c]
            return board[a]
    return None

def play():
    player = "X"
    for turn in range(9):
        show()
        move = int(input(f"{player} move (0-8): ")
        if board[move] != " ":
            print("taken!")
            continue
        board[move] = player
        if winner()
            show()
            print(player, "wins")
            return
        player = "O" if player = "X" else "X"
    print("draw")

play()
