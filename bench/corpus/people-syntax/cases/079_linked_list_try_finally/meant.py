class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class LinkedList:
    def __init__(self):
        self.head = None
        self.size = 0

    def push_front(self, value):
        self.head = Node(value, self.head)
        self.size += 1

    def reverse(self):
        prev = None
        cur = self.head
        while cur:
            nxt = cur.next
            cur.next = prev
            prev = cur
            cur = nxt
        self.head = prev

    def __iter__(self):
        cur = self.head
        while cur:
            yield cur.value
            cur = cur.next

    def save(self, path):
        f = open(path, "w")
        try:
            for v in self:
                f.write(str(v) + "\n")
        except OSError as e:
            print("could not save:", e)
        finally:
            f.close()


ll = LinkedList()
for x in range(5):
    ll.push_front(x)
print(list(ll))
ll.reverse()
print(list(ll))
ll.save("list.txt")
