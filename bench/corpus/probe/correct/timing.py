import time
import random
import functools


def retry(times=3, delay=0.5):
    def decorator(func):
        @functools.wraps(func)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(times):
                try:
                    return func(*args, **kwargs)
                except Exception as exc:  # noqa
                    last = exc
                    time.sleep(delay)
            raise last
        return wrapper
    return decorator


def countdown(seconds):
    while seconds > 0:
        print(seconds)
        time.sleep(1)
        seconds -= 1
    print("Liftoff!")


def stopwatch(func, *args):
    start = time.perf_counter()
    result = func(*args)
    return result, time.perf_counter() - start


@retry(times=5, delay=0.01)
def flaky_operation(p_fail=0.3):
    if random.random() < p_fail:
        raise RuntimeError("transient failure")
    return "ok"


def roll_dice(n=2, sides=6):
    if n < 1 or sides < 2:
        raise ValueError("bad dice")
    return [random.randint(1, sides) for _ in range(n)]


def shuffle_deck(seed=None):
    rng = random.Random(seed)
    deck = [r + s for s in "SHDC" for r in "A23456789TJQK"]
    rng.shuffle(deck)
    return deck


def monte_carlo_pi(samples=10000, seed=None):
    rng = random.Random(seed)
    inside = 0
    for _ in range(samples):
        x, y = rng.random(), rng.random()
        if x * x + y * y <= 1:
            inside += 1
    return 4 * inside / samples


def random_walk(steps, seed=None):
    rng = random.Random(seed)
    pos = 0
    path = [pos]
    for _ in range(steps):
        pos += rng.choice((-1, 1))
        path.append(pos)
    return path


class RateLimiter:
    def __init__(self, per_second):
        self.interval = 1.0 / per_second
        self.last = 0.0

    def wait(self):
        now = time.monotonic()
        remaining = self.last + self.interval - now
        if remaining > 0:
            time.sleep(remaining)
        self.last = time.monotonic()


def poll_until(predicate, timeout=5.0, interval=0.1):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(interval)
    return False


if __name__ == "__main__":
    print(roll_dice())
    print(round(monte_carlo_pi(20000, seed=1), 2))
    print(flaky_operation(0.0))
    r, t = stopwatch(sum, range(100000))
    print(r, t >= 0)
