import random

choices = ["rock", "paper", "scissors"]
player_score = 0
computer_score = 0

print("Welcome to Rock Paper Scissors!")
print("Type quit to stop.")

while True:
    player = input("\nYour move: ").lower()
    if player == "quit":
        break
    if player not in choices:
        print("That's not a move, try again")
        continue

    computer = random.choice(choices)
    print "Computer chose " + computer

    if player == computer:
        print("It's a tie!")
    elif (player == "rock" and computer == "scissors") or \
         (player == "paper" and computer == "rock") or \
         (player == "scissors" and computer == "paper"):
        print("You win this round!")
        player_score += 1
    else:
        print("Computer wins this round!")
        computer_score += 1

    print("Score - you:", player_score, " computer:", computer_score)

print "\nFinal score"
if player_score > computer_score:
    print("You won the game!")
else if player_score < computer_score:
    print("The computer won the game.")
else:
    print("Nobody won, it's a draw.")
