class A:
    def __init__self):
        pass
