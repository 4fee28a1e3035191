class Stack:
    def __init__(self):
        self._items = []

    def push(self, x):
        self._items.append(x)

    def pop(self):
        if not self._items:
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self):
        if not self._items:
            raise IndexError("peek at empty stack")
        return self._items[-1]

    def is_empty(self):
        return not self._items

    def __len__(self):
        return len(self._items)


class Queue:
    """Two-stack queue.

    >>> q = Queue()
    >>> for i in range(3): q.enqueue(i)
    >>> q.dequeue(), q.dequeue()
    (0, 1)
    >>> q.enqueue(9); q.dequeue(), q.dequeue()
    (2, 9)
    >>> q.dequeue()
    Traceback (most recent call last):
    ...
    IndexError: dequeue from empty queue
    """

    def __init__(self):
        self._in, self._out = [], []

    def enqueue(self, x):
        self._in.append(x)

    def dequeue(self):
        if not self._out:
            while self._in:
                self._out.append(self._in.pop())
        if not self._out:
            raise IndexError("dequeue from empty queue")
        return self._out.pop()

    def __len__(self):
        return len(self._in) + len(self._out)


def balanced(text):
    """
    >>> balanced("{[()()]}")
    True
    >>> balanced("([)]")
    False
    >>> balanced("((")
    False
    """
    pairs = {")": "(", "]": "[", "}": "{"}
    st = Stack()
    for ch in text:
        if ch in "([{":
            st.push(ch)
        elif ch in pairs:
            if st.is_empty() or st.pop() != pairs[ch]:
                return False
    return st.is_empty()


def eval_rpn(tokens):
    """
    >>> eval_rpn("3 4 + 2 *".split())
    14
    >>> eval_rpn(["1", "+"])
    Traceback (most recent call last):
    ...
    IndexError: pop from empty stack
    """
    st = Stack()
    ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b,
           "*": lambda a, b: a * b, "/": lambda a, b: a // b}
    for tok in tokens:
        if tok in ops:
            b, a = st.pop(), st.pop()
            st.push(ops[tok](a, b))
        else:
            st.push(int(tok))
    return st.pop()


def infix_to_postfix(expr):
    """
    >>> infix_to_postfix("a+b*c")
    'abc*+'
    >>> infix_to_postfix("(a+b)*c")
    'ab+c*'
    """
    prec = {"+": 1, "-": 1, "*": 2, "/": 2}
    out, st = [], []
    for ch in expr:
        if ch.isalnum():
            out.append(ch)
        elif ch == "(":
            st.append(ch)
        elif ch == ")":
            while st[-1] != "(":
                out.append(st.pop())
            st.pop()
        else:
            while st and st[-1] != "(" and prec[st[-1]] >= prec[ch]:
                out.append(st.pop())
            st.append(ch)
    while st:
        out.append(st.pop())
    return "".join(out)


def next_greater(xs):
    """
    >>> next_greater([4, 5, 2, 25])
    [5, 25, 25, -1]
    """
    res = [-1] * len(xs)
    st = []
    for i, x in enumerate(xs):
        while st and xs[st[-1]] < x:
            res[st.pop()] = x
        st.append(i)
    return res


if __name__ == "__main__":
    print(balanced("(a[b]{c})"), eval_rpn("5 1 2 + 4 * + 3 -".split()))
