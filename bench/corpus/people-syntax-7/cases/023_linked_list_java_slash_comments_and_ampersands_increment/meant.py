# CS 201 - Lab 5: singly linked list
# (our course switched from Java to Python this term)


class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def __iter__(self):
        cur = self.head
        while cur is not None:
            yield cur.value
            cur = cur.next

    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next is not None:
                cur = cur.next
            cur.next = node
        self.size += 1

    def find(self, value):
        # returns the index of value, or -1 if it is not in the list
        i = 0
        cur = self.head
        while cur is not None:
            if cur.value == value:
                return i
            cur = cur.next
            i += 1
        return -1

    def remove(self, value):
        # removes the first node holding value; returns True if something was removed
        if self.head is None:
            return False
        if self.head.value == value:
            self.head = self.head.next
            self.size -= 1
            return True
        prev = self.head
        while prev.next is not None and prev.next.value != value:
            prev = prev.next
        if prev.next is None:
            return False
        prev.next = prev.next.next
        self.size -= 1
        return True


if __name__ == "__main__":
    ll = LinkedList()
    for x in [3, 1, 4, 1, 5, 9, 2, 6]:
        ll.append(x)
    print(list(ll), "size", ll.size)
    print("find 5:", ll.find(5))
    print("remove 1:", ll.remove(1), list(ll))
