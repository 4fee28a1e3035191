# snakes and ladders simulation
import random

SNAKES = {16: 6, 47: 26, 49: 11, 56: 53, 62: 19, 64: 60, 87: 24, 93: 73, 95: 75, 98: 78}
LADDERS = {1: 38, 4: 14, 9: 31, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 80: 100}

def move(position, roll):
    new = position + roll
    if new > 100:
        return position
    if new in SNAKES:
        print("  snake! down to", SNAKES[new])
        return SNAKES[new]
    elif new in LADDERS:
        print("  ladder! up to", LADDERS[new]
        return LADDERS[new]
    return new

def game(players):
    positions = {p: 0 for p in players}
    turn = 0
    while True:
        player = players[turn % len(players)]
        roll = random.randint(1, 6)
        positions[player] = move(positions[player], roll)
        print(player, "rolled", roll, "->", positions[player])
        if positions[player] == 100:
            return player
        turn += 1

winner = game(["Ana", "Ben", "Cleo"])
print "The winner is", winner
