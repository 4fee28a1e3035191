def play(guessed, letter):
    while True:
        if letter in guessed:
            print('already guessed')
            continue
        guessed.add(letter)
