from tree import insert, height


def build(keys):
    root = None
    for k in keys:
        root = insert(root, k)
    return root


def is_balanced(node):
    if node is None:
        return True
    if abs(height(node.left) - height(node.right)) > 1:
        return False
    return is_balanced(node.left) and is_balanced(node.right)


def demo():
    return is_balanced(build([5, 3, 8, 1, 4])), is_balanced(build([1, 2, 3, 4]))
