def g(items):
    for item in items:
        print(item)
