"""Monthly sales summary printed as a small table."""

SALES = {"north": [1200.5, 980.0, 1430.25], "south": [760.0, 820.75, 905.5]}


def report(sales):
    for region, months in sorted(sales.items()):
        print(f"{region:<8} {sum(months:>10,.2f} {max(months):>10,.2f}")


if __name__ == "__main__":
    report(SALES)
