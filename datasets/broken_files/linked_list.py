class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def push(self, value)
        self.head = Node(value, self.head)
        self.size += 1

    def pop(self):
        if self.head is None
            raise IndexError("pop from empty list")
        value = self.head.value
        self.head = self.head.next
        self.size -= 1
        return value

    def reverse(self):
        prev = None
        cur = self.head
        while cur is not None
            nxt = cur.next
             cur.next = prev
            prev = cur
            cur = nxt
        self.head = prev

    def __iter__(self)
        node = self.head
        while node
            yield node.value
            node = node.next

    def __len__(self):
        return self.size


lst = LinkedList()
for x in [3, 1, 4, 1, 5]
    lst.push(x)
lst.reverse()
print(list(lst), len(lst))
