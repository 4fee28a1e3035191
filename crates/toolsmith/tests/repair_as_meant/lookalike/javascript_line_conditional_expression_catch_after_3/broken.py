def load(path):
    try:
        data = open(path).read()
    } catch (FileNotFoundError) {
        data = ""
    return data
