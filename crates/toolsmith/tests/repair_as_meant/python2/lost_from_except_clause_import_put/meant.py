import numpy as np


def run(db):
    try:
        return np.load(db)
    except OSError as e:
        print(e)
