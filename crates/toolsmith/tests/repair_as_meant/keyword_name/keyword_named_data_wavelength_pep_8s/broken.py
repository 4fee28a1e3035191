lambda = 650e-9


def gap(d, lambda=lambda):
    return lambda * 1.5 / d
