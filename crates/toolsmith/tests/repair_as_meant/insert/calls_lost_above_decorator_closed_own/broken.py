import contextlib, time


@contextlib.contextmanager
def timer(label):
    start = time.perf_counter()
    try:
        yield
    finally:
        print(f"{label}: {time.perf_counter() - start:.4f} s"


@contextlib.contextmanager
def quiet():
    yield
