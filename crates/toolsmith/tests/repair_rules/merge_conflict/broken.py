import csv


<<<<<<< HEAD
def read_rows(path, delimiter=","):
    with open(path, newline="") as f:
        return list(csv.DictReader(f, delimiter=delimiter))
=======
def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))
>>>>>>> origin/main


def totals(path):
    rows = read_rows(path, delimiter=";")
    return sum(float(r["amount"]) for r in rows)
