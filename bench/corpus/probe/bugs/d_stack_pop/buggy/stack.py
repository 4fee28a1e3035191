class Stack:
    """Last-in first-out stack.

    >>> s = Stack()
    >>> s.push(1); s.push(2); s.push(3)
    >>> s.pop()
    3
    >>> s.peek()
    2
    >>> len(s)
    2
    """

    def __init__(self):
        self.items = []

    def push(self, item):
        self.items.append(item)

    def pop(self):
        if not self.items:
            raise IndexError("pop from empty stack")
        return self.items.pop(0)

    def peek(self):
        return self.items[-1]

    def __len__(self):
        return len(self.items)


def reverse_words(sentence):
    """
    >>> reverse_words("one two three")
    'three two one'
    """
    s = Stack()
    for w in sentence.split():
        s.push(w)
    out = []
    while len(s):
        out.append(s.pop())
    return " ".join(out)
