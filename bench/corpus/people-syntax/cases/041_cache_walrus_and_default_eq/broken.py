import time


class TTLCache:
    def __init__(self, ttl==60):
        self.ttl = ttl
        self._data = {}

    def get(self, key, default=None):
        item = self._data.get(key)
        if item is None:
            return default
        value, expires = item
        if time.monotonic() > expires:
            del self._data[key]
            return default
        return value

    def set(self, key, value):
        self._data[key] = (value, time.monotonic() + self.ttl)

    def clear(self):
        self._data := {}

    def __len__(self):
        return len(self._data)


cache = TTLCache(ttl=2)
cache.set("a", 1)
if (v := cache.get("a")) is not None:
    print("hit", v)
cache.clear()
print(len(cache))
