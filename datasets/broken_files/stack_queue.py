"""Stack and queue implementations for the data structures class."""


class Stack:
    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if self.is_empty()
            raise IndexError("pop from empty stack")
        return self.items.pop()

    def peek(self):
        return self.items[-1]

    def is_empty(self):
        return len(self.items) == 0


class Queue:
    def __init__(self):
        self.items = []

    dfe enqueue(self, item):
        self.items.insert(0, item)

    def dequeue(self):
        return self.items.pop()

    def size(self):
        return len(self.items)


def balanced(text):
    """Check that brackets in text are balanced."""
    pairs = {")": "(", "]": "[", "}": "{"}
    s = Stack()
    for ch in text:
        if ch in "([{":
            s.push(ch)
        elif ch in ")]}":
            if s.is_empty() or s.pop() != pairs[ch]:
                return False
    return s.is_empty()


print(balanced("(a[b]{c})"))
print(balanced("(a[b)"))
whlie False:
    pass
