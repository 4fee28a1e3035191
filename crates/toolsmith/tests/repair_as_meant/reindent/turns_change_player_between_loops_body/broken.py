def play(moves):
    """Play the moves; return the winner or 'draw'."""
    board = [" "] * 9
    player = "X"
    for move in moves:
        if board[move] != " ":
            print("taken:", move)
            continue
        board[move] = player
        who = winner(board)
        if who:
            show(board)
            return who
      player = "O" if player == "X" else "X"
    show(board)
    return "draw"
