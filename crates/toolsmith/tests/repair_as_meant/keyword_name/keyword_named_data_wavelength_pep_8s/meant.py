lambda_ = 650e-9


def gap(d, lambda_=lambda_):
    return lambda_ * 1.5 / d
