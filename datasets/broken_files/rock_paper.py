import random

CHOICES = ["rock", "paper", "scissors"]
BEATS = {"rock": "scissors", "paper": "rock" "scissors": "paper"

def winner(a, b)
    if a = b:
        return "draw"
    if BEATS[a] == b:
        retrun "player"
    return "computer"

def play_round():
    player = input("rock, paper or scissors? ").strip().lower()
    if player not in CHOICES
        print("invalid choice")
        return None
    computer = random.choice(CHOICES)
    print("computer chose" computer)
    return winner(player, computer)

def main():
    score = {"player": 0, "computer": 0, "draw": 0}
    for _ in range(3)
        result = play_round()
        if result is None:
            continue
      score[result] += 1
    print score

main()
