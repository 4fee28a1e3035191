"""Token-bucket rate limiter shared in #platform (with a tiny demo at the bottom)."""
import threading
import time
from typing import Optional, Protocol


class Clock(Protocol):
    def now(self) -> float: …


class MonotonicClock:
    def now(self) -> float:
        return time.monotonic()


class FakeClock:
    def __init__(self, start: float = 0.0):
        self.t = start

    def now(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds


class TokenBucket:
    def __init__(self, rate: float, capacity: int, clock: Optional[Clock] = None):
        self.rate = rate
        self.capacity = capacity
        self.clock = clock or MonotonicClock()
        self.tokens = float(capacity)
        self.updated = self.clock.now()
        self.lock = threading.Lock()

    def _refill(self) -> None:
        now = self.clock.now()
        self.tokens = min(self.capacity, self.tokens + (now - self.updated) * self.rate)
        self.updated = now

    def try_acquire(self, n: int = 1) -> bool:
        with self.lock:
            self._refill()
            if self.tokens >= n:
                self.tokens -= n
                return True
            return False

    def wait_time(self, n: int = 1) -> float:
        with self.lock:
            self._refill()
            missing = n - self.tokens
            return max(0.0, missing / self.rate)


def demo():
    clock = FakeClock()
    bucket = TokenBucket(rate=2, capacity=5, clock=clock)
    results = []
    for second in range(6):
        allowed = sum(1 for _ in range(4) if bucket.try_acquire())
        results.append((second, allowed, round(bucket.tokens, 2)))
        clock.advance(1)
    fmt = lambda row: line = f"t={row[0]}s allowed={row[1]} left={row[2]}"
    print("\n".join(map(fmt, results)))
    print(‘next token in’, bucket.wait_time(), ‘s’)


if __name__ == "__main__":
    demo()
