class Stack:
    """A stack of items."""

    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if self.is_empty():
            raise IndexError("pop from empty stack")
        return self.items.pop()

    def peek(self):
        if self.is_empty()
            return None
        return self.items[-1]

    def is_empty(self):
        return len(self.items) == 0

    def __len__(self):
    return len(self.items)


def balanced(text):
    s = Stack()
    pairs = {")": "(", "]": "[", "}": "{"}
    for ch in text:
        if ch in "([{":
            s.push(ch)
        elif ch in pairs:
            if s.is_empty() or s.pop() != pairs[ch]:
                return False
    return s.is_empty()


print(balanced("(a[b]{c})"))
print(balanced("(a[b)"))
