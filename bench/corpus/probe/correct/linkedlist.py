class ListNode:
    def __init__(self, val, next=None):
        self.val = val
        self.next = next


class LinkedList:
    """
    >>> ll = LinkedList([1, 2, 3])
    >>> ll.append(4); ll.prepend(0)
    >>> ll.to_list()
    [0, 1, 2, 3, 4]
    >>> len(ll)
    5
    >>> ll.remove(2)
    True
    >>> ll.remove(99)
    False
    >>> ll.reverse(); ll.to_list()
    [4, 3, 1, 0]
    >>> ll.find(3)
    1
    """

    def __init__(self, values=()):
        self.head = None
        self.size = 0
        for v in values:
            self.append(v)

    def append(self, val):
        node = ListNode(val)
        if self.head is None:
            self.head = node
        else:
            cur = self.head
            while cur.next is not None:
                cur = cur.next
            cur.next = node
        self.size += 1

    def prepend(self, val):
        self.head = ListNode(val, self.head)
        self.size += 1

    def remove(self, val):
        prev, cur = None, self.head
        while cur is not None:
            if cur.val == val:
                if prev is None:
                    self.head = cur.next
                else:
                    prev.next = cur.next
                self.size -= 1
                return True
            prev, cur = cur, cur.next
        return False

    def find(self, val):
        i, cur = 0, self.head
        while cur is not None:
            if cur.val == val:
                return i
            cur = cur.next
            i += 1
        return -1

    def reverse(self):
        prev, cur = None, self.head
        while cur is not None:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev

    def to_list(self):
        out, cur = [], self.head
        while cur is not None:
            out.append(cur.val)
            cur = cur.next
        return out

    def __len__(self):
        return self.size

    def __iter__(self):
        cur = self.head
        while cur is not None:
            yield cur.val
            cur = cur.next


def middle(head):
    """
    >>> middle(LinkedList([1, 2, 3, 4, 5]).head).val
    3
    """
    slow = fast = head
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
    return slow


def has_loop(head):
    """
    >>> n = ListNode(1, ListNode(2, ListNode(3)))
    >>> has_loop(n)
    False
    >>> n.next.next.next = n
    >>> has_loop(n)
    True
    """
    slow = fast = head
    while fast is not None and fast.next is not None:
        slow = slow.next
        fast = fast.next.next
        if slow is fast:
            return True
    return False


def merge_sorted(a, b):
    """
    >>> LinkedList._from(merge_sorted(LinkedList([1, 4]).head, LinkedList([2, 3, 5]).head))
    [1, 2, 3, 4, 5]
    """
    dummy = tail = ListNode(None)
    while a and b:
        if a.val <= b.val:
            tail.next, a = a, a.next
        else:
            tail.next, b = b, b.next
        tail = tail.next
    tail.next = a or b
    return dummy.next


def _from(head):
    out = []
    while head:
        out.append(head.val)
        head = head.next
    return out


LinkedList._from = staticmethod(_from)
