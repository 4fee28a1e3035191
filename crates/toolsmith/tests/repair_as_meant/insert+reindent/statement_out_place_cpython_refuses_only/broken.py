def first_negative(xs):
    for x in xs
        if x < 0:
            return x
return None
