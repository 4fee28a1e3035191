def show(items):
    if len(items) == 0:
        print("none")
        return
    try:
        print(items[0])
    except IndexError as e:
        pass
