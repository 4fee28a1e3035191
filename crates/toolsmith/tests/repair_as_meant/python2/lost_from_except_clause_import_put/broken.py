import numpy np


def run(db):
    try:
        return np.load(db)
    except OSError e:
        print(e)
