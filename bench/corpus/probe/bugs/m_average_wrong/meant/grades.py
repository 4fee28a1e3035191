def average(scores):
    total = 0
    for s in scores:
        total += s
    return total / len(scores)


def report(name, scores):
    avg = average(scores)
    return f"{name}: average {avg:.1f}"


if __name__ == "__main__":
    print(report("Maria", [80, 90, 100]))
    print(report("Tom", [55, 70]))
