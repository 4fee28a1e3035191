board = [" ", " ", " ",
         " ", " ", " ",
         " ", " ", " "]

def show_board():
    print(board[0] + "|" + board[1] + "|" + board[2])
    print("-+-+-")
    print(board[3] + "|" + board[4] + "|" + board[5])
    print("-+-+-")
    print(board[6] + "|" + board[7] + "|" + board[8])

wins = [[0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6]]

def check_win(player):
    for w in wins:
        if board[w[0]] == player and board[w[1]] == player and board[w[2]] == player:
            return True
    return False

def board_full():
    for cell in board:
        if cell == " ":
            return False
    return True

player = "X"
while True:
    show_board()
    move = int(input("Player " + player + ", choose a square (1-9): ")) - 1
    if move < 0 or move > 8:
        print("That square doesn't exist")
        continue
    if board[move] != " ":
        print("That square is taken")
        continue
    board[move] = player
    if check_win(player):
        show_board()
        print("Player " + player + " wins!")
        break
    if board_full():
        show_board()
        print("It's a tie")
        break
    if player == "X":
        player = "O"
    else:
        player = "X"
