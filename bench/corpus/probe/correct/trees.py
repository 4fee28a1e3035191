"""Binary trees and generic trees (recursion practice)."""
from typing import Iterator, List, Optional


class Node:
    def __init__(self, value, left=None, right=None):
        self.value = value
        self.left = left
        self.right = right

    def __repr__(self):
        return f"Node({self.value})"


def insert(root: Optional[Node], value) -> Node:
    """Insert into BST, return (possibly new) root.

    >>> r = None
    >>> for v in [5, 3, 8, 1, 4]:
    ...     r = insert(r, v)
    >>> inorder(r)
    [1, 3, 4, 5, 8]
    """
    if root is None:
        return Node(value)
    if value < root.value:
        root.left = insert(root.left, value)
    else:
        root.right = insert(root.right, value)
    return root


def build_bst(values) -> Optional[Node]:
    root = None
    for v in values:
        root = insert(root, v)
    return root


def inorder(root: Optional[Node]) -> List:
    if root is None:
        return []
    return inorder(root.left) + [root.value] + inorder(root.right)


def preorder(root: Optional[Node]) -> List:
    """
    >>> preorder(build_bst([5, 3, 8, 1]))
    [5, 3, 1, 8]
    """
    if root is None:
        return []
    return [root.value] + preorder(root.left) + preorder(root.right)


def height(root: Optional[Node]) -> int:
    """
    >>> height(None)
    0
    >>> height(build_bst([5, 3, 8, 1, 0]))
    4
    """
    if root is None:
        return 0
    return 1 + max(height(root.left), height(root.right))


def count_nodes(root: Optional[Node]) -> int:
    """
    >>> count_nodes(build_bst(range(10)))
    10
    """
    if root is None:
        return 0
    return 1 + count_nodes(root.left) + count_nodes(root.right)


def contains(root: Optional[Node], value) -> bool:
    """
    >>> t = build_bst([7, 2, 9])
    >>> contains(t, 9), contains(t, 4)
    (True, False)
    """
    while root is not None:
        if value == root.value:
            return True
        root = root.left if value < root.value else root.right
    return False


def min_value(root: Node):
    """
    >>> min_value(build_bst([7, 2, 9, 1]))
    1
    """
    while root.left is not None:
        root = root.left
    return root.value


def leaves(root: Optional[Node]) -> List:
    """
    >>> leaves(build_bst([5, 3, 8, 1, 4]))
    [1, 4, 8]
    """
    if root is None:
        return []
    if root.left is None and root.right is None:
        return [root.value]
    return leaves(root.left) + leaves(root.right)


def level_order(root: Optional[Node]) -> List[List]:
    """
    >>> level_order(build_bst([5, 3, 8, 1, 4]))
    [[5], [3, 8], [1, 4]]
    """
    if root is None:
        return []
    levels, frontier = [], [root]
    while frontier:
        levels.append([n.value for n in frontier])
        frontier = [c for n in frontier for c in (n.left, n.right) if c is not None]
    return levels


def is_bst(root: Optional[Node], lo=None, hi=None) -> bool:
    """
    >>> is_bst(build_bst([4, 2, 6]))
    True
    >>> is_bst(Node(4, Node(5), Node(6)))
    False
    """
    if root is None:
        return True
    if lo is not None and root.value < lo:
        return False
    if hi is not None and root.value >= hi:
        return False
    return is_bst(root.left, lo, root.value) and is_bst(root.right, root.value, hi)


def walk(root: Optional[Node]) -> Iterator:
    """In-order generator.

    >>> list(walk(build_bst([2, 1, 3])))
    [1, 2, 3]
    """
    if root is not None:
        yield from walk(root.left)
        yield root.value
        yield from walk(root.right)


def nested_sum(tree) -> int:
    """Sum of a nested list structure.

    >>> nested_sum([1, [2, [3, 4]], [], 5])
    15
    """
    total = 0
    for item in tree:
        if isinstance(item, list):
            total += nested_sum(item)
        else:
            total += item
    return total


def flatten(tree) -> List:
    """
    >>> flatten([1, [2, [3, [4]]], 5])
    [1, 2, 3, 4, 5]
    """
    out = []
    for item in tree:
        if isinstance(item, list):
            out.extend(flatten(item))
        else:
            out.append(item)
    return out


def depth(tree) -> int:
    """
    >>> depth([1, [2, [3]]])
    3
    >>> depth([])
    1
    """
    if not isinstance(tree, list):
        return 0
    return 1 + max((depth(x) for x in tree), default=0)


if __name__ == "__main__":
    t = build_bst([50, 30, 70, 20, 40, 60, 80])
    print(inorder(t), height(t), level_order(t))
