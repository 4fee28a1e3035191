# todo list CLI - week 3 of my python journey (I know JS already)
import json
import os

FILE = "todos.json"

def load():
    if os.path.exists(FILE):
        with open(FILE) as f:
            return json.load(f)
    return []

def save(todos):
    with open(FILE, "w") as f:
        json.dump(todos, f, indent=2)

def add(todos, text, priority):
    todos.append({"text": text, "priority": priority, "done": False})

def show(todos):
    if not todos:
        print("nothing to do!")
        return
    for i, t in enumerate(sorted(todos, key=lambda t: t["priority"])):
        mark = "x" if t["done"] else " "
        print(f"{i + 1}. [{mark}] {t['text']} (p{t['priority']})")

def complete(todos, text):
    for t in todos:
        if t["text"] == text:
            t["done"] = True
            return True
    return False

todos = load()
MAX_TODOS = 20
while True:
    line = input("> ").strip()
    if line == "quit":
        break
    cmd, _, rest = line.partition(" ")
    if cmd == "add":
        if len(todos) >= MAX_TODOS:
            print("too many todos")
            continue
        add(todos, rest, int(input("priority 1-3: ")))
    elif cmd == "done":
        if not complete(todos, rest):
            print("no such todo")
    elif cmd == "list":
        show(todos)
    elif cmd == "clear":
        todos = [t for t in todos if not t["done"]]
    save(todos)
