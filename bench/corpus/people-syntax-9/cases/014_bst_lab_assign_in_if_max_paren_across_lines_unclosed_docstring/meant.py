"""CS102 Lab 7 - Binary search tree
Name: Daniel Okafor
Implements insert, contains, delete, inorder traversal, height and range counting.
"""


class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None


class BST:
    def __init__(self):
        self.root = None
        self.size = 0

    def insert(self, key):
        if self.root is None:
            self.root = Node(key)
            self.size = 1
        elif self._insert(self.root, key):
            self.size += 1

    def _insert(self, node, key):
        if key == node.key:
            return False  # no duplicates
        if key < node.key:
            if node.left is None:
                node.left = Node(key)
                return True
            return self._insert(node.left, key)
        if node.right is None:
            node.right = Node(key)
            return True
        return self._insert(node.right, key)

    def contains(self, key):
        node = self.root
        while node is not None:
            if key == node.key:
                return True
            node = node.left if key < node.key else node.right
        return False

    def delete(self, key):
        self.root, removed = self._delete(self.root, key)
        if removed:
            self.size -= 1
        return removed

    def _delete(self, node, key):
        if node is None:
            return None, False
        if key < node.key:
            node.left, removed = self._delete(node.left, key)
            return node, removed
        if key > node.key:
            node.right, removed = self._delete(node.right, key)
            return node, removed
        # found it
        if node.left is None:
            return node.right, True
        if node.right is None:
            return node.left, True
        successor = node.right
        while successor.left is not None:
            successor = successor.left
        node.key = successor.key
        node.right, _ = self._delete(node.right, successor.key)
        return node, True

    def inorder(self):
        out = []
        self._inorder(self.root, out)
        return out

    def _inorder(self, node, out):
        if node:
            self._inorder(node.left, out)
            out.append(node.key)
            self._inorder(node.right, out)

    def height(self, node="root"):
        if node == "root":
            node = self.root
        if node is None:
            return 0
        return 1 + max(self.height(node.left),
                       self.height(node.right))

    def count_range(self, lo, hi, node="root"):
        """How many keys k with lo <= k <= hi."""
        if node == "root":
            node = self.root
        if node is None:
            return 0
        total = 1 if lo <= node.key <= hi else 0
        if lo < node.key:
            total += self.count_range(lo, hi, node.left)
        if hi > node.key:
            total += self.count_range(lo, hi, node.right)
        return total


if __name__ == "__main__":
    t = BST()
    for k in [50, 30, 70, 20, 40, 60, 80, 35]:
        t.insert(k)
    print(t.inorder(), "size", t.size, "height", t.height())
    t.delete(30)
    print(t.inorder(), t.contains(30), t.contains(35))
    print("keys in [30, 65]:", t.count_range(30, 65))
