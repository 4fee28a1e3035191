import json
import os

FILE = "todo.json"

def load()
    if not os.path.exists(FILE):
        return []
    with open(FILE) as f:
        return json.load(f)

def save(tasks):
    with open(FILE, "w") as f:
        json.dump(tasks, f, indent=2)

def add(tasks, title):
    tasks.append({"title": title, "done": False}
    save(tasks)

def complete(tasks, index):
    if index < 0 or index >= len(tasks):
        print("no such task)
        return
    tasks[index]["done"] = True
    save(tasks)

def show(tasks):
    for i, t in enumerate(tasks):
         mark = "x" if t["done"] else " "
        print(f"{i}. [{mark}] {t['title']}")

def main():
    tasks = load()
    while True:
        cmd = input("> ").split(" ", 1)
        if cmd[0] == "add":
            add(tasks, cmd[1])
        elif cmd[0] == "done":
            complete(tasks, int(cmd[1]))
        elif cmd[0] = "list":
            show(tasks)
        elif cmd[0] == "quit":
            break
        else:
            print("unknown command: " + cmd[0])

if __name__ == "__main__":
    main()
