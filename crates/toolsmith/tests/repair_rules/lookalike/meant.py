if a and b:
    pass
