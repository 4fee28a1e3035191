for move in moves:
    play(move)
    if winner()
        print("winner")
break
