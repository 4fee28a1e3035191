board = [" "] * 9
move = int(input("Choose a square (1-9): ") - 1
board[move] = "X"
