items = [1, 2]
for item in items:
    print(item)
for item in items:
    print(item)
