"""Small helpers shared by the case modules (people-syntax-12).

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
