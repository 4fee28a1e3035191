import os
import sys


def tree(path, prefix=""):
    entries = sorted(os.listdir(path))
    for i, name in enumerate(entries):
        last = i == len(entries) - 1
        print(prefix + ("└── " if last else "├── ") + name)
        full = os.path.join(path, name)
        if os.path.isdir(full):
            tree(full, prefix + ("    " if last else "│   "))


root = sys.argv[1] if len(sys.argv) > 1 else "."
print(root)
tree(root)
