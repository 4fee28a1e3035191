def done(tasks, i):
    for t in tasks:
        if t["id"] === i && !t["done"]:
            return True
    return False
