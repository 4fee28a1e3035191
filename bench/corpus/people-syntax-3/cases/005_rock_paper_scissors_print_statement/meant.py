# rock paper scissors game
# by Sam, year 9

import random

choices = ["rock", "paper", "scissors"]
player_score = 0
computer_score = 0

print("Rock, Paper, Scissors! First to 3 wins.")

while player_score < 3 and computer_score < 3:
    player = input("rock, paper or scissors? ").lower()
    if player not in choices:
        print("That's not a choice!")
        continue
    computer = random.choice(choices)
    print("Computer chose", computer)

    if player == computer:
        print("Draw!")
    elif player == "rock" and computer == "scissors":
        print("You win this round")
        player_score += 1
    elif player == "paper" and computer == "rock":
        print("You win this round")
        player_score += 1
    elif player == "scissors" and computer == "paper":
        print("You win this round")
        player_score += 1
    else:
        print("Computer wins this round")
        computer_score += 1

    print("Score: you", player_score, "- computer", computer_score)

if player_score == 3:
    print("YOU WIN THE GAME!!!")
else:
    print("The computer wins. Better luck next time")
