class Stack(object):
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        if len(self.items) != 0:
            return self.items.pop()
        return None

    def show(self):
        if not self.items:
            print("(empty)")
        for x in reversed(self.items):
            print(x)


def balanced(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    s = Stack()
    for ch in text:
        if ch in "([{":
            s.push(ch)
        elif ch in ")]}":
            if s.pop() != pairs[ch]:
                return False
    return s.pop() is None


for t in ["(a[b]{c})", "(]", "((", ""]:
    print(repr(t), balanced(t))
