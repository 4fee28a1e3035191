def done(tasks, i):
    for t in tasks:
        if t["id"] == i and not t["done"]:
            return True
    return False
