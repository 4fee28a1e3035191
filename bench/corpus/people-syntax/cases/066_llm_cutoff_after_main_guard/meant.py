import random

SUITS = ["hearts", "diamonds", "clubs", "spades"]
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def new_deck():
    deck = [(r, s) for s in SUITS for r in RANKS]
    random.shuffle(deck)
    return deck


def card_value(card):
    rank = card[0]
    if rank in ("J", "Q", "K"):
        return 10
    if rank == "A":
        return 11
    return int(rank)


def hand_value(hand):
    total = sum(card_value(c) for c in hand)
    aces = sum(1 for c in hand if c[0] == "A")
    while total > 21 and aces:
        total -= 10
        aces -= 1
    return total


def main():
    deck = new_deck()
    player = [deck.pop(), deck.pop()]
    dealer = [deck.pop(), deck.pop()]
    while hand_value(player) < 21:
        print("Your hand:", player, hand_value(player))
        if input("Hit or stand? [h/s] ").lower() != "h":
            break
        player.append(deck.pop())
    while hand_value(dealer) < 17:
        dealer.append(deck.pop())
    p, d = hand_value(player), hand_value(dealer)
    print("You:", p, "Dealer:", d)
    if p > 21 or (d <= 21 and d >= p):
        print("Dealer wins")
    else:
        print("You win")


if __name__ == "__main__":
    main()
