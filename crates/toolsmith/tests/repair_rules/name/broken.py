items = [1, 2]
for item in items:
    print(item)
for  in items:
    print(item)
