"""Helpers for the case modules of people-syntax-23.

The meant text of case <name> is in meant/<name>.txt (UTF-8, LF, exactly the file
its author meant), so the case modules hold only persona, situation and mistakes.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def meant(name):
    with open(os.path.join(HERE, "meant", name + ".txt"), encoding="utf-8", newline="") as f:
        return f.read()
