"""Console programs from intro-to-programming lab. They read from the keyboard."""


def ask_int(prompt, lo=None, hi=None):
    while True:
        raw = input(prompt)
        try:
            value = int(raw)
        except ValueError:
            print("Please enter a whole number.")
            continue
        if lo is not None and value < lo:
            print(f"Must be at least {lo}.")
            continue
        if hi is not None and value > hi:
            print(f"Must be at most {hi}.")
            continue
        return value


def ask_yes_no(prompt):
    while True:
        ans = input(prompt + " [y/n] ").strip().lower()
        if ans in ("y", "yes"):
            return True
        if ans in ("n", "no"):
            return False


def grade_letter(score):
    """
    >>> [grade_letter(s) for s in (95, 85, 72, 65, 10)]
    ['A', 'B', 'C', 'D', 'F']
    """
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    return "F"


def grade_book():
    n = ask_int("How many students? ", 1, 100)
    names, scores = [], []
    for i in range(n):
        names.append(input(f"Name of student {i + 1}: "))
        scores.append(ask_int("Score: ", 0, 100))
    for name, s in zip(names, scores):
        print(f"{name:<20}{s:>4} {grade_letter(s)}")
    print("Average:", sum(scores) / n)


def guessing_game(secret):
    tries = 0
    while True:
        guess = ask_int("Your guess: ", 1, 100)
        tries += 1
        if guess < secret:
            print("Too low")
        elif guess > secret:
            print("Too high")
        else:
            print(f"Got it in {tries} tries!")
            return tries


def menu(options):
    for i, opt in enumerate(options, 1):
        print(f"{i}. {opt}")
    choice = ask_int("Choice: ", 1, len(options))
    return options[choice - 1]


def temperature_table(start, stop, step):
    """
    >>> temperature_table(0, 30, 10)
    [(0, 32.0), (10, 50.0), (20, 68.0)]
    """
    return [(c, c * 9 / 5 + 32) for c in range(start, stop, step)]


def main():
    choice = menu(["Grade book", "Guessing game", "Quit"])
    if choice == "Grade book":
        grade_book()
    elif choice == "Guessing game":
        import random
        guessing_game(random.randint(1, 100))


if __name__ == "__main__":
    import sys
    if sys.stdin.isatty():
        main()
    else:
        print(temperature_table(-10, 40, 10))
