# A command line todo list (week 5 exercise)
import json

TASKS_FILE = "tasks.json"

def load():
    try:
        with open(TASKS_FILE) as handle:
            return json.load(handle)
    except FileNotFoundError:
        return []

def save(tasks):
    with open(TASKS_FILE, "w") as handle
        json.dump(tasks, handle, indent=2)

def add(tasks, title):
    tasks.append({"title": title, "done": False}

def done(tasks, index):
    if index < 0 or index >= len(tasks):
        print("no such task")
      return
    tasks[index]["done"] = True

def show(tasks):
    for i, task in enumerate(tasks):
        mark = "x" if task["done"] else " "
        print(f"{i}. [{mark}] {task['title']}")

tasks = load()
add(tasks, "write report"
show(tasks)
save(tasks)
