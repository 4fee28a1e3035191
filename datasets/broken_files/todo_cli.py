#!/usr/bin/env python3
# to-do list saved in a json file (week 9 assignment)
import json
import os
import sys

FILE = "todo.json"

def load():
    if not os.path.exists(FILE):
        return []
    with open(FILE) as f
        return json.load(f)

def save(items):
    with open(FILE, "w") as f:
        json.dump(items, f, indent=2)

def add(items, text):
    items.append({"text": text, "done": False})
    save(items)

def done(items, number):
    try:
        items[number - 1]["done"] = True
    except IndexError:
        print("no such item:", number)
    save(items)

def show(items):
    for i, item in enumerate(items, 1):
        mark = "x" if item["done"] else " "
        print(f"{i}. [{mark}] {item['text']}")

def main(argv):
    items = load()
    if len(argv) < 2:
        show(items)
    elif argv[1] == "add":
        add(items, " ".join(argv[2:])
    elif argv[1] == "done":
        done(items, int(argv[2]))
    elif argv[1] == "clear":
        save([x for x in items if not x["done"]]
    else:
        print("usage: todo.py [add TEXT | done N | clear]")

if __name__ == "__main__"
    main(sys.argv)
