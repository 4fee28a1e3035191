class TwoStackQueue:
    def __init__(self):
        self._in = []
        self._out = []

    def put(self, item):
        self._in.append(item)

    def get(self):
        if not self._out:
            while self._in:
                self._out.append(self._in.pop())
        if not self._out:
            raise IndexError("get from empty queue")
        return self._out.pop()

    def __len__(self):
        return len(self._in) + len(self._out)
