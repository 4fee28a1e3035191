def show(items):
    if len(items) == 0 {
        print("none")
        return
    try:
        print(items[0])
    } catch (IndexError e) {
        pass
