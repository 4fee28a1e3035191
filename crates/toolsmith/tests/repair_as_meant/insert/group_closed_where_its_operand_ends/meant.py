def to_celsius(f):
    return (f - 32) * 5 / 9


print(to_celsius(212))
