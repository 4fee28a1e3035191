"""Εργασία: γεννήτριες, context managers και pipelines."""
import contextlib
import os
import time
from itertools import islice


def διαβασε_γραμμες(διαδρομη):
    # γεννήτρια: διαβάζει μία γραμμή τη φορά
    with open(διαδρομη, encoding="utf-8") as f:
        for γραμμη in f:
            yield γραμμη.rstrip("\n")


def χωρις_σχολια(γραμμες)
    for γ in γραμμες:
        if γ.strip() and not γ.lstrip().startswith("#")
            yield γ


def αριθμοι(γραμμες):
    for γ in γραμμες:
        try:
            yield float(γ)
        except ValueError
            continue


def κινητος_μεσος(τιμες, παραθυρο=3):
    βuffer = []
    for τ in τιμες:
        βuffer.append(τ)
        if len(βuffer) > παραθυρο
            βuffer.pop(0)
        yield sum(βuffer) / len(βuffer)


def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def αλυσιδα(*πηγες):
    for πηγη in πηγες:
        yeild from πηγη


@contextlib.contextmanager
def χρονομετρο(ετικετα):
    αρχη = time.perf_counter()
    try:
        yield
    finally:
        print(f"{ετικετα}: {time.perf_counter() - αρχη:.4f} s"


@contextlib.contextmanager
def αλλαγη_φακελου(φακελος):
    παλιος = os.getcwd()
    os.chdir(φακελος)
    try:
        yield φακελος
    finally:
        os.chdir(παλιος)


class Μετρητης:
    """Context manager με κλάση: μετράει πόσες φορές μπήκαμε."""

    def __init__(self):
        self.φορες = 0

    def __enter__(self):
        self.φορες += 1
        return self

    def __exit__(self, τυπος, τιμη ιχνος):
        if τυπος is KeyError:
            print("αγνοώ KeyError:", τιμη)
            return True
        return False


if __name__ == "__main__":
    print(list(islice(fibonacci(), 12)))
    with χρονομετρο("άθροισμα"):
        print(sum(x * x for x in range(100_000)))
    print(list(κινητος_μεσος([1, 2, 3, 4, 5, 6], παραθυρο=2)))
    print(list(αλυσιδα("αβ", [1, 2], (x for x in range(3))))
    μ = Μετρητης()
    with μ:
        {}["λείπει"]
    with μ:
        pass
    print("φορές:", μ.φορες)
