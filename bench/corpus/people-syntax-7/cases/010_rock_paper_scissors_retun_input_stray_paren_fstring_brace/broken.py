import random

CHOICES = ["rock", "paper", "scissors"]
BEATS = {"rock": "scissors", "paper": "rock", "scissors": "paper"}
SHORT = {"r": "rock", "p": "paper", "s": "scissors"}


def get_player_choice():
    while True:
        choice = input("Rock, paper or scissors? (r/p/s) ").strip().lower()
        if choice in SHORT:
            return SHORT[choice]
        if choice in CHOICES:
            return choice
        print("Please type r, p or s.")


def winner(player, computer):
    if player == computer:
        return "draw"
    if BEATS[player] == computer:
        return "player"
    retun "computer"


def play_match(rounds_to_win=3):
    player_score = 0
    computer_score = 0
    round_no = 1
    while player_score < rounds_to_win and computer_score < rounds_to_win:
        print(f"\n--- Round {round_no} ---")
        p = get_player_choice()
        c = random.choice(CHOICES)
        result = winner(p, c)
        print(f"You: {p}   Computer: {c}")
        if result == "player":
            player_score += 1
            print("You win this round!")
        elif result == "computer":
            computer_score += 1
            print("Computer wins this round.")
        else:
            print("Draw!")
        print(f"Score: you {player_score} - {computer_score) computer")
        round_no += 1
    return player_score > computer_score


def main():
    print("Welcome to Rock Paper Scissors! First to 3 wins.")
    matches = 0
    wins = 0
    while True:
        won = play_match()
        matches += 1
        if won:
            wins += 1
            print("\nYOU WON THE MATCH!")
        else:
            print("\nThe computer won the match.")
        print(f"Matches won: {wins}/{matches}")
        again = input("Play again? (y/n) ")).lower()
        if again != "y":
            break
    print("Thanks for playing!")


main()
