tasks = [
    {"title": "write report", "done": True},
    {"title": "email client", "done": False},
    {"title": "fix bug #42", "done": False},
]

pending = 0
for t in tasks:
    if t["done"]:
        print("[x] " + t["title"])
    else:
        print("[ ] " + t["title"])
        pending += 1

print(str(pending) + " tasks left")
