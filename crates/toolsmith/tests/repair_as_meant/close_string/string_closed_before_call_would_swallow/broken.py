import time


def t(now):
    print("test for, time.ctime(now))
