"""Stack applications: bracket matching and infix -> postfix -> value.
Data Structures, homework 5 (I learned C# first)
"""
import re

PAIRS = {")": "(", "]": "[", "}": "{"}
PRECEDENCE = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}


class Stack:
    def __init__(self):
        self._items = []

    def push(self, x):
        self._items.append(x)

    def pop(self):
        if self.is_empty():
            raise IndexError("pop from empty stack")
        return self._items.pop()

    def peek(self):
        return self._items[-1] if self._items else None

    def is_empty(self):
        return len(self._items) == 0


def balanced(expr):
    stack = Stack()
    for ch in expr:
        if ch in "([{":
            stack.push(ch)
        elif ch in PAIRS:
            if stack.is_empty() or stack.pop() != PAIRS[ch]:
                return False
    return stack.is_empty()


def tokenize(expr):
    return re.findall(r"\d+(?:\.\d+)?|[-+*/^()]", expr)


def to_postfix(tokens):
    out, ops = [], Stack()
    for t in tokens:
        if t in PRECEDENCE:
            while (not ops.is_empty() and ops.peek() != "("
                   and (PRECEDENCE[ops.peek()] > PRECEDENCE[t]
                        or (PRECEDENCE[ops.peek()] == PRECEDENCE[t] and t != "^"))):
                out.append(ops.pop())
            ops.push(t)
        elif t == "(":
            ops.push(t)
        elif t == ")":
            while ops.peek() != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            out.append(t)
    while not ops.is_empty():
        out.append(ops.pop())
    return out


def evaluate(postfix):
    st = Stack()
    for t in postfix:
        if t in PRECEDENCE:
            b = st.pop()
            a = st.pop()
            if t == "+": st.push(a + b)
            elif t == "-": st.push(a - b)
            elif t == "*": st.push(a * b)
            elif t == "/": st.push(a / b)
            else: st.push(a ** b)
        else:
            st.push(float(t))
    return st.pop()


for e in ["(1 + 2) * 3", "2 ^ 3 ^ 2", "((4 - 1) * [2 + 3]", "10 / 4 - 1.5 * 2"]:
    if not balanced(e):
        print(f"{e!r}: brackets do not match")
        continue
    pf = to_postfix(tokenize(e))
    print(f"{e!r} -> {' '.join(pf)} = {evaluate(pf)}")
