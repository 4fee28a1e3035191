# Mga istruktura ng datos: linked list, stack at queue
# Proyekto sa CS 11 - ni Juan dela Cruz


class Node:
    def __init__(self, value, next_node=None)
        self.value = value
        self.next = next_node

    def __repr__(self):
        return f"Node({self.value!r})"


class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for item in items:
            self.append(item)

    def __len__(self):
        return self.size

    def __iter__(self):
        current = self.head
        while current is not None
            yield current.value
            current = current.next

    def __repr__(self):
        return " -> ".join(str(v) for v in self or "(walang laman)"

    def append(self, value):
        # idagdag sa dulo ng listahan
        new = Node(value)
        if self.head is None
            self.head = new
        esle:
            current = self.head
            while current.next:
                current = current.next
            current.next = new
        self.size += 1

    def prepend(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def remove(self, value):
        previous, current = None, self.head
        while current:
            if current.value = value:
                if previous:
                    previous.next = current.next
                else:
                    self.head = current.next
                self.size -= 1
                return True
            previous, current = current, current.next
        return False

    def reverse(self):
        # baligtarin ang listahan nang hindi gumagawa ng bago
        previous = None
        current = self.head
        while current:
            current.next, previous, current = previous, current, current.next
        self.head = previous


class Stack:
    def __init__(self):
        self._items = []

    def push(self, item):
        self._items.append(item)

    def pop(self):
        if not self._items:
            raise IndexError("walang laman ang stack)
        return self._items.pop()

    def peek(self):
        return self._items[-1] if self._items else None

    def is_empty(self):
        return not self._items


class Queue:
    def __init__(self):
        self._in, self._out = [], []

    def enqueue(self, item):
        self._in.append(item)

    def dequeue(self):
        # dalawang stack ang ginagamit para sa queue
        if not self._out:
            while self._in:
                self._out.append(self._in.pop())
        if not self._out:
            raise IndexError("walang laman ang queue")
        return self._out.pop()


def balanced(expression):
    pairs = {")": "(", "]": "[" "}": "{"}
    stack = Stack()
    for ch in expression:
        if ch in "([{":
            stack.push(ch)
        elif ch in pairs:
            if stack.is_empty() or stack.pop() != pairs[ch]:
                return False
    return stack.is_empty()


if __name__ == "__main__":
    ll = LinkedList([3, 1, 4, 1, 5])
    ll.prepend(9)
    ll.remove(4)
    print(ll, len(ll))
    ll.reverse()
    print(ll)
    q = Queue()
    for x in "abc":
        q.enqueue(x)
    print(q.dequeue(), q.dequeue())
    for e in ["(a[b]{c})", "(]", "((", "{[()()]}"]
        print(e, "balanse" if balanced(e) else "hindi balanse")
