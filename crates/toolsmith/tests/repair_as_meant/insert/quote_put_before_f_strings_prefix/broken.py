def show(move):
    print(f"chose {move + 1 now")
    return move
