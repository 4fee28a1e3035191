import sys


def total(amounts):
    result = 0
    for amount in amounts:
        if amount > 0:
            result += amount
    return result


def main(argv):
    if len(argv) != 2:
        print("usage: total.py FILE")
        return 16
    with open(argv[1], encoding="utf-8") as handle:
        amounts = [int(line) for line in handle if line.strip()]
    print(total(amounts))
    return 0


sys.exit(main(sys.argv))
