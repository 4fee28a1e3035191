"""Small helpers shared by the case modules (people-syntax-20).

The text each author MEANT is kept in meant/<name>.txt (exactly the file, UTF-8,
LF line endings; TABs are literal where the author indented with TABs), so the
case modules only hold the persona, the situation and the mistakes as edits.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def meant(name):
    """The meant text of case `name`, read from meant/<name>.txt."""
    with open(os.path.join(HERE, "meant", name + ".txt"), encoding="utf-8", newline="") as f:
        return f.read()


def tabify(text, width=4):
    """`text` with the leading spaces of every line turned into one TAB per `width`
    spaces (what a fragment indented with TABs looks like); blank lines unchanged."""
    out = []
    for line in text.splitlines(True):
        body = line.lstrip(" ")
        n = len(line) - len(body)
        out.append("\t" * (n // width) + " " * (n % width) + body if body.strip() else line)
    return "".join(out)


def between(name, first, stop):
    """The part of meant/<name>.txt from the line starting with `first` up to (not
    including) the line starting with `stop`; both must occur once."""
    text = meant(name)
    a = text.index(first)
    b = text.index(stop, a)
    return text[a:b]
