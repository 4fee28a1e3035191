def load(path):
    try:
        data = open(path).read()
    except FileNotFoundError:
        data = ""
    return data
