# Декоратори та замикання — лабораторна робота №4
import functools
import time


def таймер(func)
    """Вимірює час виконання функції."""
    @functools.wraps(func)
    def обгортка(*args, **kwargs):
        початок = time.perf_counter(
        результат = func(*args, **kwargs)
        тривалість = time.perf_counter() - початок
        print(f"{func.__name__} виконано за {тривалість * 1000:.3f} мс")
        return результат
    return обгортка


def повторити(разів=3, пауза=0.0):
    # декоратор з параметрами: три рівні вкладеності
    def декоратор(func):
        @functools.wraps(func)
        def обгортка(*args, **kwargs):
            остання_помилка = None
            for спроба in range(1, разів + 1)
                try:
                    return func(*args, **kwargs)
                except Exception as e
                    остання_помилка = e
                    print(f"спроба {спроба} невдала: {e}")
                    time.sleep(пауза)
            raise RuntimeError(f"не вдалося після {разів} спроб" from остання_помилка
        return обгортка
    return декоратор


def запам_ятати(func):
    кеш = {}

    @functools.wraps(func)
    def обгортка(*args):
        if args not in кеш:
            кеш[args] = func(*args)
        return кеш[args]

    обгортка.кеш = кеш
    return обгортка


def лічильник():
    # замикання з nonlocal
    кількість = 0

    def наступний(крок=1):
        nonlocal кількість
        кількість =+ крок
        return кількість

    return наступний


@таймер
@запам_ятати
def фібоначчі(n):
    if n < 2
        return n
    return фібоначчі(n - 1) + фібоначчі(n - 2)


спроби = {"n" 0}


@повторити(разів=4)
def ненадійна():
    спроби["n"] += 1
    if спроби["n"] < 3:
        raise ConnectionError("сервер не відповідає")
    return "успіх"


class Логер:
    def __init__(self, префікс):
        self.префікс = префікс

    def __call__(self, func):
        def обгортка(*args, **kwargs):
            print(f"[{self.префікс] виклик {func.__name__}{args}")
            return func(*args, **kwargs)
        return обгортка


@Логер("DEBUG")
def додати(a, b):
    return a + b


if __name__ == "__main__":
    print(фібоначчі(30))
    print(ненадійна())
    л = лічильник()
    л()
    л(5)
    print("лічильник:", л())
    print(додати(2, 3))
