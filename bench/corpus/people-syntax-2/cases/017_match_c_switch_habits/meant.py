"""Vending machine simulator for the embedded-systems lab (Python prototype)."""

PRICES = {1: 120, 2: 120, 3: 150, 4: 90}
NAMES = {1: "cola", 2: "lemonade", 3: "iced tea", 4: "water"}


def insert_coin(credit, coin):
    match coin:
        case 5 | 10 | 20 | 50:
            credit += coin
        case 100 | 200:
            credit += coin
            print("large coin accepted")
        case _:
            print(f"coin {coin} rejected")
    return credit


def choose(slot, credit, stock):
    match slot:
        case 1 | 2 | 3 | 4:
            if stock[slot] == 0:
                print(f"{NAMES[slot]} sold out")
                return credit
            if credit < PRICES[slot]:
                print(f"need {PRICES[slot] - credit} more")
                return credit
            stock[slot] -= 1
            print(f"dispensing {NAMES[slot]}")
            return credit - PRICES[slot]
        case 0:
            print(f"returning {credit}")
            return 0
        case _:
            print("invalid slot")
            return credit


def main():
    stock = {1: 3, 2: 0, 3: 5, 4: 10}
    credit = 0
    for coin in (50, 50, 20, 3):
        credit = insert_coin(credit, coin)
    print("credit:", credit)
    credit = choose(2, credit, stock)
    credit = choose(1, credit, stock)
    credit = choose(0, credit, stock)


if __name__ == "__main__":
    main()
