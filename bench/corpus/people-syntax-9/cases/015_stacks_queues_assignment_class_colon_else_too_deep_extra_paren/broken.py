# Assignment 2 - Stacks and Queues
# Roll no. 21CS1047

from collections import deque


class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        if self.is_empty():
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self):
        if self.is_empty():
            return None
        return self._items[-1]

    def is_empty(self):
        return len(self._items) == 0

    def __len__(self):
        return len(self._items)


class Queue
    def __init__(self, capacity=None):
        self._items = deque()
        self.capacity = capacity

    def enqueue(self, item):
        if self.capacity is not None and len(self._items) >= self.capacity:
            raise OverflowError("queue is full")
        self._items.append(item)

    def dequeue(self):
        if not self._items:
            raise IndexError("dequeue from empty queue")
        return self._items.popleft()

    def __len__(self):
        return len(self._items)


PAIRS = {")": "(", "]": "[", "}": "{"}


def balanced(text):
    st = Stack()
    for ch in text:
        if ch in "([{":
            st.push(ch)
        elif ch in PAIRS:
            if st.is_empty() or st.pop() != PAIRS[ch]:
                return False
    return st.is_empty()


def to_postfix(expr):
    """Shunting-yard for + - * / and brackets, single-digit operands."""
    prec = {"+": 1, "-": 1, "*": 2, "/": 2}
    out, ops = [], Stack()
    for tok in expr.replace(" ", ""):
        if tok.isdigit():
            out.append(tok)
        elif tok == "(":
            ops.push(tok)
        elif tok == ")":
            while ops.peek() != "(":
                out.append(ops.pop())
            ops.pop()
            else:
                while ops.peek() in prec and prec[ops.peek()] >= prec[tok]):
                    out.append(ops.pop())
                ops.push(tok)
    while not ops.is_empty():
        out.append(ops.pop())
    return " ".join(out)


def hot_potato(names, passes):
    q = Queue()
    for name in names:
        q.enqueue(name)
    while len(q) > 1:
        for _ in range(passes):
            q.enqueue(q.dequeue())
        print("out:", q.dequeue())
    return q.dequeue()


if __name__ == "__main__":
    for s in ["(a[b]{c})", "(]", "((x)"]:
        print(s, balanced(s))
    print(to_postfix("3 + 4 * (2 - 1)"))
    print("winner:", hot_potato(["Asha", "Ravi", "Meera", "John", "Farah"], 3))
